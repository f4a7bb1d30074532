"""The web game and the HTML rendering shared by the play page and the widgets."""

from __future__ import annotations

import json
import random

from crisp_core import Options, RoundState
from crisp_core.cards import NAMES
from crisp_core.decks import shuffled_deck
from crisp_core.render import SUIT_SYMBOLS, table_html
from crisp_core.webplay import WebGame


def shown_cards(html: str) -> set[str]:
    """The card names drawn face up in ``html`` (each face carries its name as a title)."""
    return {name for name in NAMES if f'title="{name}"' in html}


def test_table_html_never_shows_a_card_the_seat_has_not_seen():
    rng = random.Random(3)
    for _ in range(30):
        state = RoundState.dealt(4, shuffled_deck(rng), 0, Options(draw_from_discard=True))
        for _ in range(rng.randrange(1, 60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(4):
            obs = state.observation(seat)
            seen = {NAMES[c] for c in obs.known if c is not None} | {NAMES[c] for c in obs.discard[-1:]}
            if obs.held is not None:
                seen.add(NAMES[obs.held])
            assert shown_cards(table_html(obs)) == seen


def test_table_html_can_hide_ones_own_cards():
    state = RoundState.dealt(3, shuffled_deck(random.Random(1)), 0, Options())
    obs = state.observation(1)
    assert shown_cards(table_html(obs)) == {NAMES[obs.known[3]], NAMES[obs.known[5]]}
    assert shown_cards(table_html(obs, hide_own=True)) == set()
    assert all(symbol in "♣♦♥♠" for symbol in SUIT_SYMBOLS.values())


def test_web_game_plays_a_whole_match_through_its_views():
    game = WebGame(players=3, bots=["heuristic", "random"], seed=5, options=Options(target=30))
    rounds = 0
    for _ in range(2000):
        view = json.loads(game.view())
        assert set(view) == {"table", "moves", "news", "prompt", "round_over", "match_over", "result"}
        if view["round_over"]:
            rounds += 1
            assert "<table class='scores'>" in view["result"]
            if view["match_over"]:
                assert "The match is over" in view["result"]
                break
            game.next_round()
            continue
        legal = {str(a) for a in game.state.legal_actions(0)}
        assert view["moves"] and all(move["action"] in legal for move in view["moves"])
        calls = [m for m in view["moves"] if m["label"] == "Call crisp!"]
        game.act((calls or view["moves"])[0]["action"].split(" ", 1)[1])  # without the seat number
    assert game.match.over and rounds == len(game.match.rounds) >= 1
    game.next_round()  # a new match begins
    assert len(game.match.rounds) == 1 and not game.match.over
