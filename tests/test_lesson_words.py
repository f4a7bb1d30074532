"""The words the lessons' code puts on screen, in every language (crisp_core.translations.words).

Every ``tr("...")`` and ``msg("...")`` literal of the package and of the English lessons' code cells has a
translation in each ``WORDS`` table, with the same placeholders; no table holds a text nobody asks for; and a
lesson run in Portuguese prints and plots none of the English texts that have a translation.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
import string
from fractions import Fraction
from pathlib import Path

import pytest

import crisp_core
from crisp_core.locale import TEXTS
from crisp_core.plots import Figure
from crisp_core.stats import Interval, Rate
from crisp_core.translations import TRANSLATED
from crisp_core.translations.words import tr, words, written

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))


def _code_cells(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def _literals(tree: ast.AST) -> list[str]:
    """The string literals given to ``tr`` or ``msg`` (both branches of ``a if c else b``); a text given by a
    variable is marked with ``msg`` where it is written."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name in ("tr", "msg"):
                arg = node.args[0]
                for option in ([arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]):
                    if isinstance(option, ast.Constant) and isinstance(option.value, str):
                        found.append(option.value)
    return found


def _asked() -> dict[str, str]:
    """Every text the package and the English lessons translate -> where it is first asked for."""
    asked: dict[str, str] = {}
    for path in sorted((ROOT / "crisp_core").rglob("*.py")):
        for text in _literals(ast.parse(path.read_text(encoding="utf-8"))):
            asked.setdefault(text, str(path.relative_to(ROOT)))
    for path in LESSONS:
        for code in _code_cells(path):
            for text in _literals(ast.parse(code)):
                asked.setdefault(text, path.name)
    return asked


ASKED = _asked()


def _fields(template: str) -> set[tuple[str, str | None, str]]:
    return {(name, conversion, spec) for _, name, spec, conversion in string.Formatter().parse(template)
            if name is not None}


def test_the_lessons_and_the_package_ask_for_texts():
    assert len(ASKED) > 150
    assert any(where.endswith(".ipynb") for where in ASKED.values())


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_text_asked_for_is_translated_with_the_same_placeholders(lang):
    table = words(lang)
    missing = [f"{text!r} ({where})" for text, where in ASKED.items() if text not in table]
    assert not missing, f"{lang}: no translation for " + "; ".join(missing)
    different = [text for text in ASKED if _fields(table[text]) != _fields(text)]
    assert not different, f"{lang}: other placeholders in the translations of {different}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_translation_is_left_unused(lang):
    assert sorted(set(words(lang)) - set(ASKED)) == []


def test_numbers_are_written_the_languages_way():
    assert tr("average value: {mean} ≈ {mean:.2f}", lang="en", mean=Fraction(1, 4)) == "average value: 1/4 ≈ 0.25"
    assert tr("average value: {mean} ≈ {mean:.2f}", lang="pt", mean=Fraction(1, 4)) == "valor médio: 1/4 ≈ 0,25"
    assert tr("P(total is 7 or less) = {p} ≈ {p:.1%}", lang="es", p=0.125) == "P(el total es 7 o menos) = 0,125 ≈ 12,5%"
    assert written(1234.5, ",.1f", "pt") == "1.234,5" and written(1234.5, ",.1f", "fr") == "1\u202f234,5"
    assert written(Interval(13.9434, 0.6371), lang="pt") == "13,943 ± 0,637"
    assert written(Rate(0.55, 0.501, 0.598), lang="fr") == "0,550 [0,501; 0,598]"
    assert written(Rate(0.55, 0.501, 0.598), lang="en") == "0.550 [0.501, 0.598]"
    assert written(True, lang="pt") == "verdadeiro" and written(False, lang="en") == "False"


def test_the_lesson_language_is_the_default():
    try:
        crisp_core.use_language("fr")
        assert tr("players: {n}", n=4) == "joueurs\u202f: 4"
        assert tr("players: {n}", lang="en", n=4) == "players: 4"
    finally:
        crisp_core.use_language("en")


def _run(code_cells: list[str], lang: str) -> str:
    """The lesson's code run in ``lang``: what it prints, and the SVG of every figure a cell ends with."""
    shown = io.StringIO()
    scope: dict = {}
    with contextlib.redirect_stdout(shown):
        for code in code_cells:
            code = re.sub(r'use_language\("\w+"\)', f'use_language("{lang}")', code)
            tree = ast.parse(code)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, "<cell>", "exec"), scope)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope)
                if isinstance(value, Figure):
                    print(value.svg)
                elif isinstance(value, str):
                    print(value)
    return shown.getvalue()


def _english_phrases(lang: str) -> set[str]:
    """The fixed parts, two words or longer, of every English text whose translation differs."""
    phrases = set()
    for english, translated in words(lang).items():
        if translated == english:
            continue
        for literal, *_ in string.Formatter().parse(english):
            phrases |= {p.strip() for p in re.split(r"[:;()=≈]", literal) if len(p.strip().split()) >= 2}
    return phrases


def _english_refusals(lang: str) -> set[str]:
    """The fixed parts, two words or longer, of the engine's English refusals, options and moves
    (crisp_core.locale) that ``lang`` says otherwise."""
    phrases = set()
    for key, english in TEXTS["en"].items():
        if key.startswith(("refused.", "action.", "options.", "cheat.refused.", "crisps.")):
            for literal, *_ in string.Formatter().parse(english):
                phrases |= {p.strip() for p in re.split(r"[:;()=≈,]", literal)
                            if len(p.strip().split()) >= 2 and p.strip() not in TEXTS[lang][key]}
    return phrases


@pytest.mark.parametrize("number", ["03", "05", "06", "07", "11", "12"])
def test_a_lesson_run_in_portuguese_shows_no_english_text(number):
    pytest.importorskip("ipywidgets")
    [path] = [p for p in LESSONS if p.name.startswith(number)]
    try:
        shown = _run(_code_cells(path), "pt")
    finally:
        crisp_core.use_language("en")
    english = _run(_code_cells(path), "en") if number in ("03", "07") else None
    assert shown and ("0," in shown or number in ("03", "05"))
    leaks = sorted(p for p in _english_phrases("pt") | _english_refusals("pt") if p in shown)
    assert not leaks, f"lesson {number} in Portuguese shows English: {leaks}"
    assert not re.search(r"\b(True|False|None|Action|Options)\b", shown), f"lesson {number} shows Python values"
    if number == "07":
        assert "average value" in english and "valor médio" in shown
    if number == "03":
        assert "a drawn King must be used" in english and "um Rei comprado tem de ser usado" in shown


def test_no_lesson_prints_an_empty_python_list():
    """A 14-year-old does not read ``[]``: an empty pile is printed as a word ("descarte: vazio")."""
    printed = []
    for path in sorted((ROOT / "notebooks").glob("**/[0-9][0-9]-*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                printed += "".join(output.get("text", "")).splitlines()
    assert len(printed) > 100 and "descarte: vazio" in printed and "discard pile: empty" in printed
    assert [line for line in printed if re.search(r"\[\]|\(\)|\{\}", line)] == []
