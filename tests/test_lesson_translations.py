"""The lessons in Portuguese, Spanish and French stay in step with their English source (lite/lesson_translations.py
and crisp_core.translations): every lesson, question and scene translated, from the current English text, with the
same code, cells, numbers and rule IDs; and what the committed notebooks store is what a fresh run shows."""

from __future__ import annotations

import copy
from fractions import Fraction
from pathlib import Path
from typing import Iterable

import pytest

from crisp_core.questions import all_questions, question
from crisp_core.scenes import all_scenes
from crisp_core.translations import (TRANSLATED, catalog, fingerprint, numbers, question_source, scene_source,
                                     text_problems)
from lite import lesson_translations

ROOT = Path(__file__).resolve().parent.parent


def _pairs(english: dict, translated: dict) -> Iterable[tuple[str, str, str]]:
    """(field, English, translated) for every text field of a question or scene."""
    for field, value in english.items():
        if isinstance(value, str):
            yield field, value, translated.get(field, "")
        elif isinstance(value, list):
            other = list(translated.get(field, ()))
            for i, text in enumerate(value):
                yield f"{field}[{i}]", text, other[i] if i < len(other) else ""
        else:
            other = {str(k): v for k, v in (translated.get(field) or {}).items()}
            for k, text in value.items():
                yield f"{field}[{k}]", text, other.get(k, "")


def problems(lang: str) -> list[str]:
    """Every question and scene of the lessons that ``lang`` lacks, translates from an older English text,
    or translates with other fields, numbers or rule IDs."""
    found: list[str] = []
    tables = catalog(lang)
    for kind, sources in (("QUESTIONS", {k: question_source(q) for k, q in all_questions().items()}),
                          ("SCENES", {k: scene_source(s) for k, s in all_scenes().items()})):
        entries = tables[kind]
        for key in sorted(set(entries) - set(sources)):
            found.append(f"{lang} {kind[:-1].lower()} {key}: no such English {kind[:-1].lower()}")
        for key, english in sources.items():
            entry = entries.get(key)
            where = f"{lang} {kind[:-1].lower()} {key}"
            if entry is None:
                found.append(f"{where}: not translated")
                continue
            if entry.get("en") != fingerprint(english):
                found.append(f"{where}: translated from an older English text (fingerprint {entry.get('en')}, "
                             f"now {fingerprint(english)})")
            shape = {f: sorted(str(k) for k in v) if isinstance(v, dict) else len(v)
                     for f, v in english.items() if not isinstance(v, str)}
            other = {f: sorted(str(k) for k in (entry.get(f) or {})) if isinstance(english[f], dict)
                     else len(entry.get(f) or ()) for f in shape}
            if shape != other:
                found.append(f"{where}: fields {other}, English has {shape}")
            for field, source, text in _pairs(english, entry):
                found += text_problems(source, text, lang, f"{where} {field}")
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_lesson_is_translated_from_its_current_english_cells(lang):
    assert len(lesson_translations.translations(lang)) == len(lesson_translations.lessons()) == 12
    assert lesson_translations.problems(lang) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_question_and_scene_is_translated_from_its_current_english_text(lang):
    assert problems(lang) == []


def test_a_changed_english_cell_makes_its_translation_stale():
    lessons = lesson_translations
    english = lessons.read(lessons.lessons()["01"])
    translated = lessons.read(lessons.translations("pt")["01"])
    i = next(i for i, c in enumerate(english["cells"]) if c["cell_type"] == "markdown" and i > 0)
    changed = copy.deepcopy(english["cells"][i])
    changed["source"] = lessons.source(changed) + " One more sentence."
    found = lessons.cell_problems(changed, translated["cells"][i], "pt", "cell", set())
    assert any("older English cell" in p for p in found)
    code = next(i for i, c in enumerate(english["cells"]) if c["cell_type"] == "code" and i > 2)
    edited = copy.deepcopy(translated["cells"][code])
    edited["source"] = lessons.source(edited) + "\nprint(1)"
    assert any("code differs" in p for p in lessons.cell_problems(english["cells"][code], edited, "pt", "c", set()))


def test_a_translation_must_carry_the_english_numbers_and_rule_ids():
    english = "Its M is worth 331/49 ≈ 6.76 on average (R1.3); 10,000 rounds."
    assert text_problems(english, "A M vale em média 331/49 ≈ 6,76 (R1.3); 10.000 rodadas.", "pt", "x") == []
    assert text_problems(english, "La M vaut 331/49 ≈ 6,76 en moyenne (R1.3) ; 10 000 manches.", "fr", "x") == []
    wrong = text_problems(english, "A M vale em média 337/50 ≈ 6,74 (R1.3); 10.000 rodadas.", "pt", "x")
    assert any("numbers" in p for p in wrong)
    assert any("rule IDs" in p for p in text_problems(english, "331/49 ≈ 6,76 (R1.4); 10.000", "pt", "x"))
    assert any("not translated" in p for p in text_problems(english, english, "pt", "x"))


def test_numbers_are_read_as_each_language_writes_them():
    assert numbers("0,25 e 10.000 e 6{,}54 e 2 × 3", "pt") == sorted(
        [Fraction(1, 4), Fraction(10000), Fraction(654, 100), Fraction(2), Fraction(3)])
    assert numbers("0.094, 10,000 and 13/2 (R5.2)", "en") == [Fraction(47, 500), Fraction(13, 2), Fraction(10000)]


def test_a_translated_question_is_shown_in_its_language():
    q = question("07.swap-six")
    assert "331/49" in q.words("pt").explanation and q.words("pt").explanation != q.explanation


def test_committed_lessons_store_outputs_only_where_nbval_compares_them():
    """A stored output that nbval does not compare could differ from a fresh run unseen: only the cells marked
    NBVAL_CHECK_OUTPUT keep outputs, in every language."""
    lessons = lesson_translations
    for path in [*lessons.lessons().values(), *(p for lang in TRANSLATED for p in lessons.translations(lang).values())]:
        for i, cell in enumerate(lessons.read(path)["cells"]):
            if cell["cell_type"] == "code" and cell.get("outputs"):
                assert lessons.CHECKED_OUTPUT in lessons.source(cell), f"{path.name} cell {i} stores an output"
