"""The play page's words in its five catalogs (lite.rules_page.catalogs: lite/site/i18n/<lang>.json with the
engine's words it shares), read as a player on a phone reads them: no mouse words ("click", "clique", "haz clic",
"clic"), no developer words on the setup screen ("seed", "semente", "crisp/1 record" as a label); every play key in
every language.  No browser needed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lite.site_catalogue import catalogs

I18N = Path(__file__).resolve().parent.parent / "site" / "i18n"
LANGS = ("en", "pt", "es", "fr", "pt-PT")
CATALOGS = catalogs()
PLAY = {lang: {k: v for k, v in c.items() if k.startswith("play.")} for lang, c in CATALOGS.items()}

# a pointer's words: on a phone nobody clicks (pt "toque", es "toca", fr "touche", en "tap")
MOUSE_WORDS = re.compile(r"\b(click\w*|clique\w*|haz clic|clic|cliquez|cliqu\w+|pulsa con el ratón)\b", re.I)


def test_every_play_key_is_in_every_language():
    keys = {lang: set(p) for lang, p in PLAY.items()}
    for lang in LANGS:
        assert keys[lang] == keys["en"], (lang, sorted(keys[lang] ^ keys["en"]))


@pytest.mark.parametrize("lang", LANGS)
def test_the_play_page_never_asks_for_a_click(lang):
    said = {k: v for k, v in PLAY[lang].items() if MOUSE_WORDS.search(v)}
    assert not said, said


# The play page turns every rule ID in its texts into a button that shows the rule from the rules pages (rulerefs.js:
# the anchor of the ID, or of its first part, "R8" -> R8.1): each ID the page's or the engine's words name has one, in
# each language's rules page.
RULE_ID = re.compile(r"\b[RSCTK]\d+(?:\.\d+)*\b")
RULES = I18N.parent / "rules"
RULES_PAGE = {"R": "rules", "S": "rules", "C": "rules.cheat", "T": "rules.cheat", "K": "rules.crisps"}
ENGINE = I18N.parent.parent.parent / "crisp_core"
# the engine's words on the page: its word tables, the log's sentences, the tables' views
ENGINE_WORDS = sorted([*ENGINE.glob("locale/*.json"), *ENGINE.glob("*/words/*.json"), *ENGINE.glob("*/narrate.py"), *ENGINE.glob("narrate.py"), *ENGINE.glob("*/web*.py")])


@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_id_on_the_play_page_has_its_anchor_on_the_rules_page(lang):
    named = set(RULE_ID.findall(" ".join(PLAY[lang].values())))
    for path in ENGINE_WORDS:
        named |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert {"R8", "R3.2", "S1", "C4.1", "K6.1"} <= named
    pages = {stem: (RULES / f"{stem}.{lang}.md").read_text(encoding="utf-8") for stem in set(RULES_PAGE.values())}
    missing = [rule for rule in sorted(named) if not any(
        f'class="rule-id" id="{anchor}"' in pages[RULES_PAGE[rule[0]]] for anchor in (rule, f"{rule}.1"))]
    assert not missing, missing
