"""One word per thing in each language, wherever a reader meets it: the Spanish Queen is "reina" (the sheets' own
word), never "dama"; the call in Cheat has one name per language, the one its rules page gives."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPANISH = [ROOT / "lite" / "site" / "i18n" / "es.json", ROOT / "crisp_core" / "locale" / "es.json",
           *sorted((ROOT / "crisp_core").glob("*/*words/es.json")),
           *sorted((ROOT / "crisp_core" / "translations" / "es").glob("*.py")),
           *sorted((ROOT / "notebooks" / "es").glob("*.ipynb")), *sorted((ROOT / "lite" / "site" / "rules").glob("*.es.md")),
           *sorted((ROOT / "notebooks").glob("*.es.md"))]
CALL = {"pt": "Duvido!", "es": "¡Mentira!", "fr": "Menteur"}  # Cheat's call, as its rules page names it


@pytest.mark.parametrize("path", SPANISH, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_spanish_queen_is_reina(path):
    found = re.findall(r"[^\n]{0,30}\b[Dd]amas?\b[^\n]{0,30}", path.read_text(encoding="utf-8"))
    assert not found, found[:3]


@pytest.mark.parametrize("lang", CALL)
def test_cheats_call_has_the_name_its_rules_page_gives(lang):
    rules = (ROOT / "lite" / "site" / "rules" / f"rules.cheat.{lang}.md").read_text(encoding="utf-8")
    assert CALL[lang] in rules
    catalog = (ROOT / "lite" / "site" / "i18n" / f"{lang}.json").read_text(encoding="utf-8")
    assert CALL[lang] in catalog and "Cheat!" not in catalog
    lesson = next((ROOT / "notebooks" / lang).glob("11-*.ipynb")).read_text(encoding="utf-8")
    assert CALL[lang] in lesson and "Cheat!" not in lesson  # the lesson calls it as the page does
