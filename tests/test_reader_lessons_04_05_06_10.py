"""Lessons 04, 05, 06 and 10 as a reader meets them, in every language (issue 31): their prose and the outputs they
keep show no code, no Python value, no card code, no seat 0, no English game word in a translation and no bare rule
code (lite/tests/reader_words.py, as lite/reader_scan.py checks a lesson run afresh); their sentences are short; and
lesson 06 says S3 as R7.2 has it."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from crisp_core.translations import RULE_ID, TRANSLATED
from crisp_core.translations.words import tr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite"))
sys.path.insert(0, str(ROOT / "lite" / "tests"))

from lesson_page import _LessonRenderer, _markdown, _source  # noqa: E402
from reader_scan import output_html  # noqa: E402
from reader_words import html_reader_text, reader_problems  # noqa: E402

LESSONS = ("04", "05", "06", "10")
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
@pytest.mark.parametrize("number", LESSONS)
def test_the_prose_and_the_kept_outputs_speak_a_readers_words(number, lang):
    """What lite/reader_scan.py finds, from the stored outputs (the cells nbval checks) instead of a fresh run."""
    path = lesson_path(number, lang)
    markdown = _markdown(_LessonRenderer(path.name, "../"))
    pages = []
    for c in cells(number, lang):
        if c["cell_type"] == "markdown":
            pages.append(markdown(_source(c)))
        else:
            pages += [output_html(output) for output in c.get("outputs", [])]
    assert reader_problems(html_reader_text("\n".join(pages)), lang) == []


def sentences(notebook_cells: list[dict]) -> list[str]:
    """The prose's sentences: paragraphs and list items (headings and tables left out), cut after . ! ? …"""
    found = []
    for c in notebook_cells:
        if c["cell_type"] != "markdown":
            continue
        for block in re.split(r"\n\s*\n|\n(?=\s*(?:\d+\.|[-*])\s)", "".join(c["source"])):
            block = block.strip()
            if not block or block.startswith(("#", "|")):
                continue
            block = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", re.sub(r"^\s*(?:\d+\.|[-*>])\s+", "", block))
            found += [s for s in re.split(r"(?<=[.!?…])\s+(?=[^a-z0-9])", re.sub(r"[*_`]", "", block)) if s.split()]
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", LESSONS)
def test_the_sentences_are_short(number, lang):
    """Mean at most 18 words, none over 35."""
    lengths = [len(s.split()) for s in sentences(cells(number, lang))]
    assert sum(lengths) / len(lengths) <= 18
    assert [s for s in sentences(cells(number, lang)) if len(s.split()) > 35] == []


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
