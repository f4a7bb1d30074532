"""What the site lists per game, read from the registry of crisp_core (``crisp_core.games``), never from a list
of its own: a new game's package gives the site its rules page, its tile and its words.

- :func:`rules_games`: the games with a players' rules page (``rules/<folder>/``, from
  ``lite/site/rules/rules.<folder>.<lang>.md``; Crisp's, the first, is ``rules/`` from ``rules.<lang>.md``), for
  lite/rules_page.py;
- :func:`rule_folders`: each rule letter's rules page (``{"R": "", "C": "cheat", …}``), for the guides' links
  (lite/rules_page.py) and the play page's rule boxes (:func:`fill_rule_pages` writes it into
  ``play/rulerefs.js``);
- :func:`site_words`: every game's words on the site's pages (``SITE`` of ``crisp_core/<game>/locale.py``: its
  tile's text, its rules page's title), which lite/rules_page.py adds to the message catalogs;
- :func:`game_tiles`: the landing page's tiles, one per game (lite/build.py writes them in place of
  ``<!--GAMES-->``).

Run from the repository's root (``python3 -m lite.build``), it reads this tree's crisp_core, as the engine's wheel is.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import NamedTuple

from crisp_core.games import games

from .placeholders import fill

RULE_PAGES = "/* RULE_PAGES */ {}"  # play/rulerefs.js's placeholder for rule_folders()


class RulesGame(NamedTuple):
    """A game's players' rules page: the game's ``title``, the ``stem`` of its sources
    (``rules/<stem>.<lang>.md``), its ``folder`` under ``rules/`` (``""``: ``rules/`` itself) and the catalogs'
    key of its ``title_key``."""

    title: str
    stem: str
    folder: str
    title_key: str


def rules_games() -> list[RulesGame]:
    """The games that have a players' rules page (``Game.rules_page``), in the registry's order."""
    return [RulesGame(game.title, "rules" + (f".{game.rules_page}" if game.rules_page else ""), game.rules_page,
                      f"rules.{game.rules_page}.title" if game.rules_page else "rules.title")
            for game in games() if game.rules_page is not None]


def rule_folders() -> dict[str, str]:
    """Each rule letter of the games with a rules page, and that page's folder under ``rules/``."""
    return {letter: game.rules_page for game in games() if game.rules_page is not None
            for letter in game.rule_letters()}


def site_words() -> dict[str, dict[str, str]]:
    """Every game's words on the site's pages, by language (:meth:`crisp_core.games.Game.site_words`: a word a game
    lacks in a language is its English one); a key two games give is an error."""
    merged: dict[str, dict[str, str]] = {}
    for game in games():
        for lang, words in game.site_words().items():
            twice = set(words) & set(merged.setdefault(lang, {}))
            if twice:
                raise ValueError(f"{game.name}: its site words {sorted(twice)} are another game's already")
            merged[lang].update(words)
    return merged


def _slotted(template: str, title: str) -> str:
    """A catalog's ``{game}`` template ("How to play {game}") as markup, the game's title in i18n.js's slot."""
    before, _, after = template.partition("{game}")
    return (f'{html.escape(before, quote=False)}<span data-i18n-slot="game">{html.escape(title, quote=False)}</span>'
            f"{html.escape(after, quote=False)}")


def game_tiles(catalog: dict[str, str]) -> str:
    """The landing page's tiles, one per registered game, in English (``catalog``: the English message catalog
    with the games' words; i18n.js puts the reader's language in): its title, its tile's text
    (``landing.game.<name>.text``, which every game must have), a link to its rules page if it has one, and to its
    table on the play page if it has one."""
    tiles = []
    for game in games():
        key = f"landing.game.{game.name}.text"
        if key not in catalog:
            raise ValueError(f"{game.name}: no {key} among its site words (crisp_core/{game.name}/locale.py, SITE)")
        parts = [f'<div class="tile game-tile"><h3>{html.escape(game.title, quote=False)}</h3>'
                 f'<p data-i18n="{key}">{html.escape(catalog[key], quote=False)}</p>']
        if game.rules_page is not None:
            href = "rules/" + (f"{game.rules_page}/" if game.rules_page else "")
            parts.append(f'  <p><a class="game-rules" id="rules-{game.name}" href="{href}" data-i18n="landing.game.rules">'
                         f'{_slotted(catalog["landing.game.rules"], game.title)}</a></p>')
        if game.table is not None:
            parts.append(f'  <a class="play-game" id="play-{game.name}" href="play/?game={game.name}" '
                         f'data-i18n="landing.game.play">{_slotted(catalog["landing.game.play"], game.title)}</a>')
        tiles.append("\n".join(parts) + "</div>")
    return "\n".join(tiles)


def fill_rule_pages(rulerefs: Path) -> None:
    """Write :func:`rule_folders`, as addresses from the play page (``../rules/<folder>/``), into the copy of
    ``play/rulerefs.js`` at ``rulerefs`` in place of its placeholder :data:`RULE_PAGES` (which must be there once)."""
    pages = {letter: "../rules/" + (f"{folder}/" if folder else "") for letter, folder in rule_folders().items()}
    rulerefs.write_text(fill(rulerefs.read_text(encoding="utf-8"), RULE_PAGES, json.dumps(pages), str(rulerefs)),
                        encoding="utf-8")
