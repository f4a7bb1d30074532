"""The engine's words in five languages (crisp_core/locale, crisp_core/<game>/words): the same templates everywhere,
every event told in each language in its own words, English unchanged, and the play page's game switching language
mid-match."""

from __future__ import annotations

import json
import re

import pytest

from crisp_core.crisp.narrate import card_words, describe, narrate, table_events
from crisp_core.crisp.options import Options
from crisp_core.crisp.web import WebGame
from crisp_core.crisp.webreplay import Replay
from crisp_core.games import games
from crisp_core.locale import LANGUAGES, TEXTS, text
from crisp_core.scenes.core import SCENES

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
NAMES = ["Ana", "Bo", "Cy", "Di"]
# English words no Portuguese, Spanish or French sentence may hold ("crisp" is the game's word in all four)
ENGLISH = re.compile(r"\b(the|and|of|to|draws?|stock|discard|discards|swaps?|plays?|looks?|calls?|seat|round|"
                     r"their|card|cards|turn|player|deals?|owes|time|match)\b", re.I)
# a word of each language's own vocabulary (the rule sheets'), one per event kind that names it
OWN_WORDS = {
    "pt": {"draw": "monte", "discard": "descarta", "jack": "carta do meio", "crisp": "chama crisp",
           "reveal": "rodada"},
    "es": {"draw": "mazo", "discard": "descarta", "jack": "carta del centro", "crisp": "canta crisp",
           "reveal": "ronda"},
    "fr": {"draw": "pioche", "discard": "défausse", "jack": "carte du milieu", "crisp": "dit crisp",
           "reveal": "manche"},
    "pt-PT": {"draw": "monte", "discard": "descarta", "jack": "carta do meio", "crisp": "chama crisp",
              "reveal": "ronda"},
}


def placeholders(template: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", template))


def scene_events() -> list:
    """Every event of every core scene, as the whole table and as each seat saw it: all thirteen kinds."""
    events = []
    for scene in SCENES:
        end = scene.states()[-1]
        events += table_events(end)
        for seat in range(scene.players):
            events += end.seen_events(seat)
    return events


def play_some(game: WebGame, moves: int) -> None:
    """Let the bots and the first legal move of each person play ``moves`` turns of the game."""
    for _ in range(moves):
        while game.step():
            pass
        if game.state.is_over:
            game.start_next_round()
            continue
        game.play(str(game.moves(game.waiting())[0]))


def test_every_language_has_every_template_with_the_same_placeholders():
    assert LANGUAGES == ("en", "pt", "es", "fr", "pt-PT")
    for lang in LANGUAGES:
        assert set(TEXTS[lang]) == set(TEXTS["en"]), f"{lang}: {set(TEXTS[lang]) ^ set(TEXTS['en'])}"
        for key, template in TEXTS[lang].items():
            assert template.strip(), (lang, key)
            assert placeholders(template) == placeholders(TEXTS["en"][key]), (lang, key)
        if lang != "en":
            same = [key for key, template in TEXTS[lang].items() if template == TEXTS["en"][key]
                    and not re.fullmatch(r"[{}\w\s=%]*", template)]  # "{seat} {cards}", "{p}%" the same everywhere
            assert not same, f"{lang}: not translated: {same}"


def test_every_event_is_told_in_every_language_in_its_own_words():
    events = scene_events()
    kinds = {event.kind for event in events}
    assert len(kinds) == 13
    for lang in OTHERS:
        told = set()
        for event in events:
            for names in (None, NAMES):
                sentence = describe(event, names, lang)
                assert sentence[0].isupper() and sentence.endswith("."), (lang, sentence)
                assert not ENGLISH.search(sentence), (lang, sentence)
                assert narrate(event, names, lang).startswith(sentence + " (R") or \
                    narrate(event, names, lang).startswith(sentence + " (S")
            if event.kind in OWN_WORDS[lang]:
                told.add(event.kind)
                assert OWN_WORDS[lang][event.kind] in describe(event, NAMES, lang).lower(), (lang, event)
        assert told == set(OWN_WORDS[lang]), lang


def test_english_is_the_default_and_unchanged():
    for event in scene_events():
        assert narrate(event, NAMES, "en") == narrate(event, NAMES)
        assert describe(event, None, "en") == describe(event)
    assert card_words(None) == "a card you have not seen"
    assert card_words(None, "fr") == "une carte que tu n’as pas vue"
    assert text("pt", "log.round", n=2) == "— Rodada 2 —"


@pytest.mark.parametrize("lang", ["de", "EN", "pt-BR", "", None])
def test_an_unknown_language_is_refused_clearly(lang):
    event = scene_events()[0]
    for call in (lambda: narrate(event, NAMES, lang), lambda: describe(event, None, lang),
                 lambda: WebGame(players=2, seats=["human", "random"], lang=lang)):
        with pytest.raises(ValueError, match="unknown language .*en, pt, es, fr"):
            call()
    game = WebGame(players=2, seats=["human", "random"], seed=1)
    with pytest.raises(ValueError, match="unknown language"):
        game.set_language(lang)
    assert game.lang == "en"


def test_switching_language_mid_match_tells_the_whole_log_again():
    game = WebGame(players=3, seats=["human", "random", "heuristic"], names=NAMES[:3], seed=4,
                   options=Options(target=20, draw_from_discard=True))
    play_some(game, 40)
    english = list(game.log)
    assert len(english) > 20 and "— Round 2 —" in english
    for lang in OTHERS:
        before = len(game.log)
        game.set_language(lang)
        assert len(game.log) == before
        assert game.log[0] == text(lang, "log.round", n=1)
        assert game.log[1] == text(lang, "log.deal", dealer=game.names[game.match.rounds[0].dealer])
        assert not [line for line in game.log if ENGLISH.search(line)], lang
        view = json.loads(game.page_view())  # what a page shows instead of its log
        assert view["log"] == game.log and view["log_length"] == before
        play_some(game, 3)  # and the lines that follow come in the new language too
        assert len(game.log) > before and not [line for line in game.log if ENGLISH.search(line)], lang
    game.set_language("en")
    assert game.log[:len(english)] == english


def test_a_game_started_in_a_language_speaks_it_from_the_deal():
    game = WebGame(players=2, seats=["human", "random"], names=["Ana", "Bo"], seed=0, lang="es")
    assert game.log[0] == "— Ronda 1 —" and "reparte tres cartas" in game.log[1]


def test_a_king_played_for_a_person_is_announced_in_the_language():
    for seed in range(200):
        game = WebGame(players=2, seats=["human", "random"], names=["Ana", "Bo"], seed=seed, lang="fr")
        while game.step():
            pass
        if game.waiting() == 0 and [m.name for m in game.moves(0)] == ["draw"]:
            game.play("draw")
            if game.state.held is not None and str(game.state.held)[0] == "K":
                assert game.step()
                assert json.loads(game.page_view())["notice"] == text("fr", "notice.king", name="Ana")
                game.set_language("pt")
                assert json.loads(game.page_view())["notice"] == text("pt", "notice.king", name="Ana")
                return
    pytest.skip("no King drawn first in 200 seeds")


def test_the_replay_names_seats_and_tells_steps_in_the_language():
    game = WebGame(players=2, seats=["human", "random"], seed=5, options=Options(target=30))
    play_some(game, 6)
    replay = Replay(game.record_text(), lang="pt")
    assert json.loads(replay.info())["names"] == ["Lugar 1", "Lugar 2"]
    deal = json.loads(replay.frame(0))["lines"]
    assert deal[0].startswith("Rodada 1: Lugar ") and not ENGLISH.search(deal[0])
    replay.set_language("fr")
    lines = [line for step in range(1, 5) for line in json.loads(replay.frame(step))["lines"]]
    assert lines and all("Place " in line and not ENGLISH.search(line) for line in lines)
    with pytest.raises(ValueError):
        Replay(game.record_text(), lang="xx")


@pytest.mark.parametrize("game", list(games()), ids=lambda game: game.name)
def test_the_bots_are_described_in_every_language(game):
    kinds = game.bot_names()
    english = game.bot_descriptions("en")
    assert set(english) == set(kinds)
    for lang in OTHERS:
        words = game.bot_descriptions(lang)
        assert set(words) == set(kinds) and all(words[k] != english[k] for k in kinds), lang
