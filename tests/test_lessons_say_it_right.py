"""What the readers of the lessons found said wrong, said right in every language (issue 31, "say one thing once, and
say it right"): lesson 06 says S3 as R7.2 has it; lesson 05 names its match's winners in words; French's "section",
Portuguese's "sua vez", no link "(in English)", and the rules' King played.  (What a reader must
never meet in any lesson is lite/tests/test_reader_words.py's, and the outputs' the nbval run's: conftest.py.)"""

from __future__ import annotations

import json
import random
import re
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


def all_lessons(lang: str) -> list[Path]:
    return sorted((ROOT / "notebooks" if lang == "en" else ROOT / "notebooks" / lang).glob("[0-9][0-9]-*.ipynb"))


def prose(path: Path) -> str:
    return "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "markdown")


def test_french_calls_a_lessons_part_a_section_never_a_partie():
    """In French a "partie" is a match; a lesson's part is a "section"."""
    for path in all_lessons("fr"):
        assert not re.search(r"\b[Pp]arties? \d", prose(path)), path.name


def test_a_translated_lessons_links_do_not_send_the_reader_to_english():
    for lang in TRANSLATED:
        for path in all_lessons(lang):
            assert not re.search(r"\((?:in English|em inglês|en inglés|en anglais)\)", prose(path)), path


def test_portuguese_calls_a_turn_sua_vez_and_no_lesson_is_named_uma_vez():
    """ "Uma vez" is "once"; a turn is "a vez" / "sua vez" (lesson 02 is 02-sua-vez)."""
    texts = [prose(path) for path in all_lessons("pt")] + [(ROOT / "notebooks" / "TEACHERS.pt.md").read_text()]
    assert not any(re.search(r"\bUma vez[.:]", text) for text in texts)
    assert [path.name for path in all_lessons("pt") if "uma-vez" in path.name] == []


def test_the_rules_example_plays_the_king_drawn():
    """R5.5's example: a King drawn is played, never discarded (R5.2)."""
    rules = (ROOT / "lite" / "site" / "rules" / "rules.en.md").read_text(encoding="utf-8")
    assert "K♣</span> and play it" in rules and "K♣</span> and discard it" not in rules


@pytest.mark.parametrize("lang, whose", [("en", "Seat 3's"), ("pt", "do Lugar 3"), ("es", "del Puesto 3"),
                                         ("fr", "de la Place 3")])
def test_the_coach_names_a_queens_target_with_its_article(lang, whose):
    """A seat's default name after "of" takes the article its noun needs ("del Puesto 3", never "de Puesto 3"); a
    typed name takes none ("de Ana")."""
    from crisp_core.crisp.actions import QUEEN_USE, Action
    from crisp_core.crisp.coach import move_in_words
    from crisp_core.crisp.round import RoundState
    from crisp_core.decks import shuffled_deck

    obs = RoundState(3, shuffled_deck(random.Random(1)), 0).observation(1)
    queen = Action(1, QUEEN_USE, 0, 2, 1)
    assert whose in move_in_words(queen, obs, lang)
    assert ("de Ana" if lang != "en" else "Ana's") in move_in_words(queen, obs, lang, names=("Bia", "Caio", "Ana"))
