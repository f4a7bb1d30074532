"""What the play page's Crisp table is told to show (crisp_core.crisp.web): the seats' match scores after a round,
a King the table is about to play for a person (R5.2), and the moves a viewer has made (the page keeps the cards
it showed them face up until their next one)."""

from __future__ import annotations

import json

from crisp_core import Options
from crisp_core.crisp.web import WebGame
from crisp_core.crisp.webreplay import Replay

from fake_clock import FakeClock


def view(game: WebGame, viewer: int | None = None) -> dict:
    return json.loads(game.page_view(viewer))


def play_round(game: WebGame) -> None:
    """The people draw and discard and never call (the bots end the round); the table plays the rest."""
    for _ in range(2000):
        while game.step():
            pass
        if game.state.is_over:
            return
        verbs = {m.name: m for m in game.moves(game.waiting())}
        game.play(str(verbs.get("pass") or verbs.get("discard") or verbs.get("draw") or next(iter(verbs.values()))))
    raise AssertionError("the round did not end")


def test_the_seats_scores_are_the_match_totals_after_every_round_and_at_the_end():
    game = WebGame(players=3, seats=["human", "heuristic", "heuristic"], seed=7, options=Options(target=30))
    rounds = 0
    while True:
        play_round(game)
        rounds += 1
        data = view(game)
        assert [s["score"] for s in data["seats"]] == data["totals"] == game.match.scores  # R11.3
        assert sum(data["totals"]) > 0
        if data["match_over"]:
            break
        game.start_next_round()
        assert [s["score"] for s in view(game)["seats"]] == game.match.scores  # the next round starts from them
    assert rounds >= 2


def test_a_replays_last_frame_of_a_round_shows_the_seats_match_scores():
    game = WebGame(players=3, seats=["human", "heuristic", "heuristic"], seed=7, options=Options(target=30))
    play_round(game)
    replay = Replay(game.record_text())
    frame = json.loads(replay.frame(len(game.match.rounds[0].history)))
    assert frame["round_over"] and [s["score"] for s in frame["seats"]] == frame["totals"] == game.match.scores


def test_a_king_the_table_plays_for_a_person_is_shown_before_it_is_played():
    # seed 23 (lite/tests/test_play_table_state.py): Ana's third turn draws the K♦
    game = WebGame(players=3, seats=["human", "heuristic", "heuristic"], names=["Ana", "Rob", "Hal"], seed=23,
                   options=Options(target=1), show_seen=False)
    for _ in range(200):
        while game.waiting() is None and not game.state.is_over:
            game.step()  # the bots' moves
        assert not game.state.is_over
        moves = {m.name: str(m) for m in game.moves(0)}
        game.play(moves.get("pass") or moves.get("discard") or moves["draw"])
        data = view(game)
        if data["forced_king"] is not None:
            break
    assert data["forced_king"] == 0 and data["held"] == "Kd" and data["waiting"] is None and data["moves"] == []
    made = data["moves_made"]
    assert game.step()  # R5.2: the table plays it
    data = view(game)
    assert data["forced_king"] is None and data["owed"] == 2 and data["moves_made"] == made + 1
    assert "R5.2" in data["notice"] and "R5.5" in data["log"][-1]


def test_moves_made_counts_the_viewers_moves_the_tables_timeouts_included():
    clock = FakeClock()
    game = WebGame(players=2, seats=["human", "human"], names=["Ana", "Ben"], seed=1,
                   options=Options(draw_timer=30), clock=clock)
    first = game.waiting()
    assert view(game, first)["moves_made"] == 0
    game.play("draw")
    assert view(game, first)["moves_made"] == 1 and view(game, 1 - first)["moves_made"] == 0
    clock.advance(30)
    assert game.poll()  # R9.2: the held card is discarded for them, their turn ends
    assert view(game, first)["moves_made"] == 2
