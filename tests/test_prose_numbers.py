"""Numbers the lessons' prose and the teacher's guides write outside the check-yourself questions, recomputed in every
language (the questions' own numbers are test_explained_numbers.py's): how rarely a hand totals 7 or less."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from crisp_core.cards import CARDS, VALUES

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
# "once in N" as each language writes it, in the lessons and in the guides ("1 hand in N")
ONCE_IN = {"en": r"once in (\d+)|1 hand in (\d+)", "pt": r"uma vez em (\d+)|1 mão em (\d+)",
           "es": r"una vez de cada (\d+)|1 mano de cada (\d+)", "fr": r"une fois sur (\d+)|1 main sur (\d+)"}


def chance_of_seven_or_less() -> Fraction:
    """The chance that three cards dealt from the full deck total 7 or less."""
    values = [VALUES[card] for card in CARDS]
    low = sum(1 for hand in combinations(values, 3) if sum(hand) <= 7)
    return Fraction(low, len(list(combinations(values, 3))))


def lesson_text(lesson: str, lang: str) -> str:
    folder = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    notebook = json.loads(next(folder.glob(f"{lesson}-*.ipynb")).read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown")


def guide_text(lang: str) -> str:
    return (NOTEBOOKS / ("TEACHERS.md" if lang == "en" else f"TEACHERS.{lang}.md")).read_text(encoding="utf-8")


def once_in(text: str, lang: str) -> list[int]:
    return [int(a or b) for a, b in re.findall(ONCE_IN[lang], " ".join(text.split()))]


@pytest.mark.parametrize("lang", ONCE_IN)
def test_a_hand_of_7_or_less_is_once_in_73(lang):
    """76/5525: once in 72.7 hands, written "once in 73" (it said 70)."""
    exact = chance_of_seven_or_less()
    assert exact == Fraction(76, 5525)
    rounded = round(1 / exact)
    assert rounded == 73
    for text in (lesson_text("07", lang), lesson_text("08", lang), guide_text(lang)):  # 08 recalls 07's
        found = once_in(text, lang)
        assert rounded in found and 70 not in found, found
