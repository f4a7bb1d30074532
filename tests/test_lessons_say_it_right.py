"""What the readers of the lessons found said wrong, said right in every language (issue 31, "say one thing once, and
say it right"): lesson 06 says S3 as R7.2 has it; lesson 05 names its match's winners in words.  (What a reader must
never meet in any lesson is lite/tests/test_reader_words.py's, and the outputs' the nbval run's: conftest.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crisp_core.translations import RULE_ID, TRANSLATED
from crisp_core.translations.words import tr

ROOT = Path(__file__).resolve().parent.parent


LANGS = ("en", *TRANSLATED)


def lesson_path(number: str, lang: str) -> Path:
    folder = ROOT / "notebooks" if lang == "en" else ROOT / "notebooks" / lang
    return next(folder.glob(f"{number}-*.ipynb"))


def cells(number: str, lang: str) -> list[dict]:
    return json.loads(lesson_path(number, lang).read_text(encoding="utf-8"))["cells"]


def cell(number: str, lang: str, cell_id: str) -> dict:
    return next(c for c in cells(number, lang) if c.get("id") == cell_id)


def printed(number: str, lang: str, cell_id: str) -> str:
    return "".join("".join(o.get("text", "")) for o in cell(number, lang, cell_id).get("outputs", []))


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_06_says_s3_as_r7_2_has_it(lang):
    """Without a clock a player may call until the next player's first draw is resolved (R7.2); a timeout by the next
    player leaves no moment for it (S3).  The lesson shows it by what Seat 1 may do (nothing), not by a refusal that
    cited R9.4 for a seat whose time did not run out."""
    case = "".join(cell("06", lang, "window-rule")["source"])
    after = "".join(cell("06", lang, "s3-rule")["source"])
    assert {"R7.2", "S3"} <= set(RULE_ID.findall(case))
    assert {"R9.1", "S3"} <= set(RULE_ID.findall(after)) and "R9.4" not in after and "R10" not in after
    nothing = tr("nothing", lang=lang)
    assert printed("06", lang, "s3-try").strip() == tr("seat {seat} may: {moves}", lang=lang, seat=1, moves=nothing)


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_05_prints_the_winners_in_words(lang):
    """The match of lesson 05 ends with its winners named, "Seats 1 and 2" in the lesson's language."""
    lines = printed("05", lang, "match-table").strip().splitlines()
    assert lines[-1] == tr("The match is over. Seats {seats} and {last} share the win.", lang=lang, seats="1", last=2)
    assert lines[-2] == tr("Match scores: {scores}", lang=lang, scores=" · ".join(
        tr("Seat {seat}: {score}", lang=lang, seat=seat, score=score) for seat, score in ((1, 80), (2, 80), (3, 100))))
