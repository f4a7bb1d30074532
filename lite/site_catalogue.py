"""The site's message catalogs, one per language, as the pages read them (``i18n/<lang>.json`` and
``i18n/catalogs.js`` of the built site, written by lite/rules_page.py; the light lesson page and the tests read them
here).  Each sentence has one source, read by Python here and by the pages' JavaScript through the built catalogs:

- ``lite/site/i18n/<lang>.json``: the site's own words (landing page, play page, rules pages, the light lesson
  page's ``lesson.*``, the classroom server's ``server.*``);
- ``crisp_core/locale/<lang>.json``: the engine's words, of which the play page shows some too
  (:data:`ENGINE_WORDS`: the lessons' widgets and the narration say them, so the engine is their source);
- ``crisp_core/<game>/site_words/<lang>.json``: each game's words on the site's pages (lite/site_games.py).

:func:`catalogs` merges them; a key two of them give is an error (tests/test_word_catalogues.py).  No Markdown here:
the engine's tests, which run in Pyodide too, read the catalogs without it.
"""

from __future__ import annotations

import json
from pathlib import Path

from crisp_core.locale import LANGUAGES, TEXTS

from .site_games import site_words

I18N = Path(__file__).resolve().parent / "site" / "i18n"

# The play page's words that are the engine's too (the lessons' widgets and the narration say them): the page's key and
# the engine's template it is (crisp_core/locale/<lang>.json, their one source), with the same {placeholders}.
ENGINE_WORDS = {
    "play.back": "ui.back", "play.viewAs": "ui.show", "play.wholeTable": "ui.whole_table",
    "play.colPlayer": "ui.col.player", "play.colCards": "ui.col.cards", "play.colTotal": "ui.col.total",
    "play.colRound": "ui.col.round_score", "play.colMatch": "ui.col.match", "play.colRoundN": "ui.col.round",
    "play.nextRound": "ui.next_round", "play.newMatchNow": "ui.new_match", "play.refused": "ui.refused",
    "play.dealer": "ui.dealer", "play.calledCrisp": "ui.called", "play.toPlay": "ui.to_play",
    "play.scoreShort": "ui.score", "play.holds": "ui.holds", "play.youHold": "ui.you_hold",
    "play.verb.crisp": "ui.move.crisp", "play.verb.pass": "ui.move.pass",
    "play.slot.L": "ui.slot.L", "play.slot.M": "ui.slot.M", "play.slot.R": "ui.slot.R",
    "play.slotName.L": "slot.L", "play.slotName.M": "slot.M", "play.slotName.R": "slot.R",
    "play.seatLabel": "seat.name", "play.notationSeats": "notation.seats", "play.coachPercent": "ui.percent",
}  # the bots' names (ui.kind.*) the page shows are the engine's too: crisp_core.games.catalogue sends them


def site_catalogue(lang: str) -> dict[str, str]:
    """The site's own words in ``lang``: ``i18n/<lang>.json`` as written (without the engine's and the games')."""
    return json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))


def catalogs() -> dict[str, dict[str, str]]:
    """The message catalogs, by language: the site's own words (:func:`site_catalogue`), the engine's words the play
    page shares (:data:`ENGINE_WORDS`) and every game's words (lite/site_games.py); a key two of them give is an
    error."""
    games_words = site_words()
    found = {}
    for lang in LANGUAGES:
        parts = {f"i18n/{lang}.json": site_catalogue(lang),
                 "the engine (ENGINE_WORDS)": {key: TEXTS[lang][ours] for key, ours in ENGINE_WORDS.items()},
                 "a game (crisp_core/<game>/site_words)": games_words[lang]}
        merged: dict[str, str] = {}
        for source, words in parts.items():
            twice = set(merged) & set(words)
            if twice:
                raise ValueError(f"{lang}: {sorted(twice)} are given twice, once by {source}")
            merged.update(words)
        found[lang] = merged
    return found
