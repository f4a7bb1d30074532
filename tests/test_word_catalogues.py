"""One catalogue of words: every sentence of every language has one source, a JSON file per language that Python and
the pages' JavaScript both read (lite/site_catalogue.py), and each translation is in step with its English
(lite/word_fingerprints.py)."""

from __future__ import annotations

import json
import shutil
from collections import defaultdict
from pathlib import Path

import pytest

from crisp_core.locale import DEFAULT, LANGUAGES, TEXTS
from lite import word_fingerprints
from lite.site_catalogue import ENGINE_WORDS, catalogs

ROOT = Path(__file__).resolve().parent.parent


def test_no_key_is_defined_twice_across_the_stores():
    where = defaultdict(list)
    for store in word_fingerprints.stores():
        for lang in LANGUAGES:
            for key in word_fingerprints.read(store / f"{lang}.json"):
                where[key, lang].append(str(store.relative_to(ROOT)))
    for key in ENGINE_WORDS:  # the site's keys that the engine's words fill
        for lang in LANGUAGES:
            where[key, lang].append("lite/site_catalogue.py ENGINE_WORDS")
    twice = {key: stores for key, stores in where.items() if len(stores) > 1}
    assert not twice, twice
    # the engine's shared words, the three games' own and their site words, the site's
    assert len(word_fingerprints.stores()) == 8


def test_the_site_shows_the_engines_words_where_it_shares_them():
    for lang in LANGUAGES:
        page = catalogs()[lang]
        engine = {key: TEXTS[lang][ours] for key, ours in ENGINE_WORDS.items()}
        assert {key: page[key] for key in ENGINE_WORDS} == engine
    assert catalogs()["fr"]["play.back"] == "◀ Reculer" and catalogs()["pt"]["play.seatLabel"] == "Lugar {n}"


def test_every_translation_is_in_step_with_its_english():
    problems = word_fingerprints.check()
    assert not problems, "\n".join(map(str, problems)) + (
        "\nbring the translations in step with the English, then: python3 -m lite.word_fingerprints sync LANG")


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    """A copy of the stores (catalogues and fingerprints) to change."""
    for store in word_fingerprints.stores():
        shutil.copytree(store, tmp_path / store.relative_to(ROOT))
    return tmp_path


def change(path: Path, key: str, sentence: str | None) -> None:
    """Set (or, with None, drop) one key of a JSON catalogue."""
    words = json.loads(path.read_text(encoding="utf-8"))
    if sentence is None:
        del words[key]
    else:
        words[key] = sentence
    path.write_text(json.dumps(words, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def test_an_english_sentence_changed_flags_its_translations_until_synced(tree):
    for lang in word_fingerprints.TRANSLATED:
        word_fingerprints.sync(lang, None, tree)
    assert word_fingerprints.check(tree) == []
    change(tree / "crisp_core" / "locale" / f"{DEFAULT}.json", "ui.back", "◀ Go back")
    change(tree / "lite" / "site" / "i18n" / "fr.json", "play.forward", None)
    found = {(p.store, p.lang, p.key, p.kind) for p in word_fingerprints.check(tree)}
    assert found == {("crisp_core/locale", lang, "ui.back", "stale") for lang in word_fingerprints.TRANSLATED} | {
        ("lite/site/i18n", "fr", "play.forward", "missing")}
    word_fingerprints.sync("pt", ["crisp_core/locale"], tree)  # the Brazilian translator found "◀ Voltar" still right
    assert ("crisp_core/locale", "pt", "ui.back", "stale") not in {
        (p.store, p.lang, p.key, p.kind) for p in word_fingerprints.check(tree)}
    change(tree / "crisp_core" / "cheat" / "words" / "es.json", "cheat.nothing", "nada")
    assert "crisp_core/cheat/words/es.json: cheat.nothing is unknown" in map(str, word_fingerprints.check(tree))

