"""Two Portuguese, each kept to its own forms (issue 33): no Brazilian-only form in any text of the pt-PT edition,
no European-only form in any text of the Brazilian one (lite/tests/portuguese_forms.py holds the lists).

The texts are everything a reader meets: the lessons' prose as the light page renders it, their questions and
scenes, the words the package prints and shows, the site's catalogue, the rules pages and the guides."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lite.tests.portuguese_forms import BRAZILIAN_ONLY, EUROPEAN_ONLY, foreign_forms
from lite.tests.reader_words import html_reader_text

from lite.reader_scan import prose_html
from lite.site_catalogue import site_catalogue
from lite.site_games import site_words

ROOT = Path(__file__).resolve().parents[2]

# the language, its folder of lessons, its package name, its file suffix
EDITIONS = {"pt": ("pt", "pt", "pt"), "pt-PT": ("pt-PT", "pt_PT", "pt-PT")}


def strings(value) -> list[str]:
    """Every string inside a JSON-like value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings(v)]
    return []


def texts(lang: str) -> dict[str, str]:
    """What a reader of ``lang`` reads, by where it comes from."""
    import importlib

    folder, package, suffix = EDITIONS[lang]
    found = {}
    for path in [ROOT / "crisp_core" / "locale" / f"{lang}.json",
                 *sorted((ROOT / "crisp_core").glob(f"*/words/{lang}.json"))]:  # the engine's and the games' words
        found[str(path.relative_to(ROOT))] = "\n".join(json.loads(path.read_text(encoding="utf-8")).values())
    words = importlib.import_module(f"crisp_core.translations.{package}.words")
    found["words"] = "\n".join(words.WORDS.values())
    for path in sorted((ROOT / "crisp_core" / "translations" / package).glob("lesson*.py")):
        module = importlib.import_module(f"crisp_core.translations.{package}.{path.stem}")
        entries = [getattr(module, kind, {}) for kind in ("QUESTIONS", "SCENES")]
        found[path.name] = "\n".join(s for entry in entries for value in entry.values()
                                     for key, s in value.items() if key != "en" for s in strings(s))
    for path in sorted((ROOT / "notebooks" / folder).glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found[path.name] = html_reader_text(prose_html(cells, path.name))["all"]
    found["i18n"] = "\n".join(site_catalogue(lang).values())
    found["games' site words"] = "\n".join(site_words()[lang].values())  # crisp_core/<game>/site_words
    for path in sorted((ROOT / "lite" / "site" / "rules").glob(f"*.{suffix}.md")):
        found[path.name] = path.read_text(encoding="utf-8")
    for name in ("TEACHERS", "WORKSHEET", "WORDS", "HOSTING"):
        found[name] = (ROOT / "notebooks" / f"{name}.{suffix}.md").read_text(encoding="utf-8")
    return found


def test_each_list_is_long_enough_and_finds_its_forms():
    assert len(BRAZILIAN_ONLY) >= 30 and len(EUROPEAN_ONLY) >= 10
    assert len(foreign_forms("Você está se preparando na tela: aperte Conferir e baixe o arquivo.", "pt-PT")) == 7
    assert len(foreign_forms("Estás a ver o ecrã? Carrega em Verificar e guarda o ficheiro.", "pt")) == 3
    assert foreign_forms("Tens uma carta baixa: compra do monte, depois descarta.", "pt-PT") == []
    assert foreign_forms("Você tem uma carta baixa: compre do monte, depois descarte.", "pt") == []


@pytest.mark.parametrize("lang", EDITIONS)
def test_each_portuguese_keeps_to_its_own_forms(lang):
    found = {where: problems for where, text in texts(lang).items() if (problems := foreign_forms(text, lang))}
    assert found == {}
