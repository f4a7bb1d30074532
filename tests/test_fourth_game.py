"""A fourth game touches at most three existing files (issue 34): the games are discovered (a subpackage of
crisp_core with a ``locale`` module, crisp_core.games.packages), their words come from their packages, and the site
lists what the registry holds (lite/site_games.py).

:func:`test_a_fourth_game_touches_at_most_three_existing_files` copies the tree (the package, the tests, the
site's catalogue parts) into a temporary folder, adds High Card (tests/toy_game.py) there as the package
``crisp_core/toy/`` with the few files a new game brings (:data:`TOY_FILES` and its golden records), runs the
contract, replay, import and command-line tests and the site's catalogue (its rules pages, tiles and rule-page map)
on it in a subprocess, and then lists the existing files that changed (today: none).  The rest checks the pieces:
discovery, a game's words with their English fallback, a rule letter held once."""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import types
from dataclasses import replace
from pathlib import Path

import pytest

import toy_game
from crisp_core import IllegalAction, games
from crisp_core.locale import LANGUAGES, TEXTS, add_words, text
from test_game_contract import CHECKS

ROOT = Path(__file__).resolve().parent.parent
# what of the tree the copy needs: the package, its tests, and the site's catalogue (rules pages, tiles, rule map)
COPIED = ["crisp_core", "tests", "conftest.py", "pyproject.toml", "lite/__init__.py", "lite/rules_page.py",
          "lite/site_catalogue.py",
          "lite/site_games.py", "lite/placeholders.py",
          "lite/site/i18n", "lite/site/rules", "lite/site/head.html", "lite/site/index.html", "lite/site/play/rulerefs.js"]
MAX_TOUCHED = 3  # existing files a new game may edit (docs aside)

TOY_INIT = '''"""High Card (tests/toy_game.py) as a game package: its engine in ``game``, its words in ``locale``."""

from dataclasses import replace

from ..games import register
from . import game

GAME = register(replace(game.GAME, words="crisp_core.toy.locale", rules_page="toy"))
'''

TOY_LOCALE = '''"""High Card's words: its engine's (its bots' descriptions) and its site's (its tile, its rules
page's title), in English and Portuguese; the other languages say them in English."""

TEXTS = {
    "en": {"toy.bot.coin": "Keeps or swaps at random.", "toy.bot.bold": "Swaps any card under a 9."},
    "pt": {"toy.bot.coin": "Fica ou troca ao acaso.", "toy.bot.bold": "Troca qualquer carta abaixo de 9."},
}

SITE = {
    "en": {"landing.game.toy.text": "Keep your card or swap it for the top of the stock: the highest card wins.",
           "rules.toy.title": "High Card — how to play"},
    "pt": {"landing.game.toy.text": "Fique com a sua carta ou troque-a pela do monte: a carta mais alta vence.",
           "rules.toy.title": "High Card — como jogar"},
}
'''

RULES_TITLE = {"en": "How to play High Card", "pt": "Como jogar High Card", "es": "Cómo jugar a High Card",
               "fr": "Comment jouer à High Card", "pt-PT": "Como jogar High Card"}


def anchor(rule: str) -> str:
    return f'<a class="rule-id" id="{rule}" href="#{rule}">{rule}</a>'


def toy_rules(lang: str) -> str:
    """A rules page's source for High Card in ``lang`` (its sentences in English: a test's page)."""
    return (f"# {RULES_TITLE[lang]}\n\n## The game\n\n{anchor('H1')} 2 to 4 players. {anchor('H2')} Each is dealt one "
            f"card face down.\n\n## A turn\n\n{anchor('H3')} Keep the card, or swap it for the top card of the "
            f"stock. {anchor('H4')} The highest card wins.\n")


# the files a new game adds (its golden records aside: golden_records)
TOY_FILES = {"crisp_core/toy/__init__.py": TOY_INIT, "crisp_core/toy/locale.py": TOY_LOCALE,
             "crisp_core/toy/game.py": (ROOT / "tests" / "toy_game.py").read_text(encoding="utf-8"),
             **{f"lite/site/rules/rules.toy.{lang}.md": toy_rules(lang) for lang in LANGUAGES}}


def a_record(seed: int) -> dict:
    rng = random.Random(seed)
    players = 2 + seed % 3
    match = toy_game.Match(players)
    bots = [toy_game.Bold() if seat % 2 else toy_game.Coin() for seat in range(players)]
    for _ in range(toy_game.GAMES):
        toy_game.play(match.deal(rng), bots, rng)
    return toy_game.to_record(match, [f"P{seat}" for seat in range(players)])


def broken_records() -> dict[str, dict]:
    """Records that break one rule each (an action, a deal, the format)."""
    def changed(change) -> dict:
        record = a_record(1)
        change(record)
        return record
    return {
        "out_of_turn": changed(lambda r: r["games"][0]["actions"].__setitem__(1, "0 keep")),
        "not_an_action": changed(lambda r: r["games"][1]["actions"].__setitem__(0, "0 fold")),
        "after_the_end": changed(lambda r: r["games"][2]["actions"].append("0 swap")),
        "players": changed(lambda r: r.update(players=5)),
        "short_deck": changed(lambda r: r["games"][0]["deck"].pop()),
        "twice_a_card": changed(lambda r: r["games"][1]["deck"].__setitem__(0, r["games"][1]["deck"][1])),
        "fourth_game": changed(lambda r: r["games"].append(r["games"][0])),
        "other_key": changed(lambda r: r.update(rounds=[])),
        "names": changed(lambda r: r.update(names=["A"])),
        "game_shape": changed(lambda r: r["games"].__setitem__(0, {"deck": []})),
    }


def golden_records() -> dict[str, str]:
    """High Card's golden records (tests/toy/golden/*.json): ten replays with their results, ten with their
    refusals."""
    found = {}
    for seed in range(10):
        record = a_record(seed)
        found[f"tests/toy/golden/match_{seed}.json"] = {"record": record, "result": toy_game.replay(record)}
    for name, record in broken_records().items():
        with pytest.raises(IllegalAction) as refused:
            toy_game.replay(record)
        found[f"tests/toy/golden/bad_{name}.json"] = {"record": record, "error": str(refused.value)}
    return {path: json.dumps(case, indent=1) + "\n" for path, case in found.items()}


def snapshot(tree: Path) -> dict[str, str]:
    """Every file of ``tree`` (bytecode caches aside) and a digest of its content."""
    return {path.relative_to(tree).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(tree.rglob("*")) if path.is_file() and "__pycache__" not in path.parts}


def is_doc(path: str) -> bool:
    return path.endswith(".md") and (path.startswith("docs/") or Path(path).name.startswith("README"))


SITE_CHECK = '''
import json, tempfile
from pathlib import Path
from lite.rules_page import build_rules, catalogs
from lite.site_games import fill_rule_pages, game_tiles, rule_folders, rules_games
texts = catalogs()
out = Path(tempfile.mkdtemp())
build_rules(out)
(out / "rulerefs.js").write_text(Path("lite/site/play/rulerefs.js").read_text())
fill_rule_pages(out / "rulerefs.js")
print(json.dumps({"rules": [list(game) for game in rules_games()], "folders": rule_folders(),
                  "tiles": game_tiles(texts["en"]), "fr": texts["fr"]["landing.game.toy.text"],
                  "page": (out / "rules" / "toy" / "index.html").read_text(),
                  "rulerefs": (out / "rulerefs.js").read_text()}))
'''


@pytest.mark.subprocess
def test_a_fourth_game_touches_at_most_three_existing_files(tmp_path):
    pytest.importorskip("markdown", reason="the rules pages are built with Markdown (lite/requirements.txt)")
    tree = tmp_path / "tree"
    for part in COPIED:
        source = ROOT / part
        if source.is_dir():
            shutil.copytree(source, tree / part, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
        else:
            (tree / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, tree / part)
    before = snapshot(tree)
    new_files = {**TOY_FILES, **golden_records()}
    for path, content in new_files.items():
        (tree / path).parent.mkdir(parents=True, exist_ok=True)
        (tree / path).write_text(content, encoding="utf-8")

    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    run = lambda *args: subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True)
    tests = run("-m", "pytest", "-p", "no:cacheprovider", "-v", "tests/test_game_contract.py",
                "tests/test_replay_formats.py", "tests/test_import_graph.py")
    assert tests.returncode == 0, tests.stdout[-3000:] + tests.stderr[-3000:]
    passed = [line for line in tests.stdout.splitlines() if "PASSED" in line]
    toy = [line for line in passed if "toy" in line]
    # the contract's checks, a replay of each golden record, its golden records counted, the command line's replay,
    # and importing it loads no other game (a fresh interpreter's modules)
    golden = [path for path in new_files if path.startswith("tests/toy/golden/")]
    assert len(toy) == len(CHECKS) + len(golden) + 3, toy
    assert any("test_cli_replays_every_game[toy/1]" in line for line in toy), toy
    assert any("test_importing_a_game_loads_no_other_game[crisp_core.toy]" in line for line in toy), toy
    simulated = run("-m", "crisp_core", "simulate", "--game", "toy", "--games", "30", "--seed", "2", "--json")
    assert simulated.returncode == 0, simulated.stderr
    assert sum(json.loads(simulated.stdout)["wins"]) == 30

    site = run("-c", SITE_CHECK)
    assert site.returncode == 0, site.stderr
    found = json.loads(site.stdout)
    assert found["rules"][-1] == ["High Card", "rules.toy", "toy", "rules.toy.title"]
    assert found["folders"]["H"] == "toy" and found["folders"]["C"] == "cheat"
    assert 'id="rules-toy" href="rules/toy/"' in found["tiles"] and 'id="play-toy"' not in found["tiles"]  # no table
    assert found["fr"] == "Keep your card or swap it for the top of the stock: the highest card wins."  # English
    assert '<title data-i18n="rules.toy.title">High Card — how to play</title>' in found["page"]
    assert found["page"].count('<a class="rule-id" id="H3" href="#H3">H3</a>') == 1
    assert '"H": "../rules/toy/"' in found["rulerefs"]

    after = snapshot(tree)
    touched = sorted(path for path in before if after.get(path) != before[path] and not is_doc(path))
    added = sorted(set(after) - set(before))
    print("existing files the fourth game touched:", touched or "none")
    print("files it added:", ", ".join(added))
    assert len(touched) <= MAX_TOUCHED, touched
    assert set(added) == set(new_files)


# --- the pieces -----------------------------------------------------------------------------------------------------

def test_the_game_packages_are_found_by_their_words():
    """Discovery: the subpackages holding a ``locale`` module, not translations/ (its ``words`` is the lessons')."""
    assert games.packages() == ["crisp_core.cheat", "crisp_core.crisp", "crisp_core.crisps"]
    assert games.names()[:3] == ["crisp", "cheat", "crisps"]  # by their order, not by name


def test_every_game_has_its_site_words_in_every_language():
    for game in games.games():
        words = sys.modules[game.words].SITE
        assert set(words) == set(LANGUAGES), game.name
        assert all(set(words[lang]) == set(words["en"]) for lang in LANGUAGES), game.name
        assert f"landing.game.{game.name}.text" in words["en"]


def test_a_word_a_game_lacks_in_a_language_is_its_english_one(monkeypatch):
    words = types.ModuleType("crisp_core.fourth_words")
    words.SITE = {"en": {"landing.game.fourth.text": "A game.", "x.title": "Fourth"},
                  "pt": {"landing.game.fourth.text": "Um jogo."}}
    monkeypatch.setitem(sys.modules, words.__name__, words)
    found = replace(games.game("cheat"), words=words.__name__).site_words()
    assert set(found) == set(LANGUAGES) and found["pt"] == {"landing.game.fourth.text": "Um jogo.", "x.title": "Fourth"}
    assert found["fr"] == words.SITE["en"]


def test_a_games_engine_words_join_the_locale_with_english_for_a_missing_language():
    key = "fourth.test.word"
    try:
        add_words({"en": {key: "{n} cards"}, "fr": {key: "{n} cartes"}})
        assert text("fr", key, n=2) == "2 cartes" and text("es", key, n=2) == "2 cards"
        add_words({"en": {key: "{n} cards"}, "fr": {key: "{n} cartes"}})  # the same again (registered twice)
        with pytest.raises(ValueError, match="fourth.test.word"):
            add_words({"en": {key: "other words"}})
    finally:
        for lang in LANGUAGES:
            TEXTS[lang].pop(key, None)


def test_a_rule_letter_belongs_to_one_game():
    with pytest.raises(ValueError, match="the rule letter 'C' is cheat's already"):
        games.register(replace(toy_game.GAME, rules="C"))
    assert "toy" not in games.names()
