"""The play page's game in real time (R9 time per draw, R10 crisp window), on a fake clock.

Two seats; seat 0 deals, so seat 1 plays first (R2.5).  Every round is dealt from one arranged deck
(``shuffled_deck`` is replaced for the test), so the stock's top cards are known.
"""

from __future__ import annotations

import json

import pytest

from crisp_core import IllegalAction, Options, arranged_deck
from crisp_core.crisp.web import WebGame

from fake_clock import FakeClock

HANDS = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"]}


@pytest.fixture
def deal(monkeypatch):
    """``deal(stock)``: every round is dealt with HANDS and ``stock`` on top of the stock."""
    def arrange(stock: list[str]) -> None:
        monkeypatch.setattr("crisp_core.crisp.match.shuffled_deck", lambda rng: arranged_deck(2, 0, HANDS, stock))
    return arrange


def game(seats=("human", "human"), timer: int | None = 30) -> tuple[WebGame, FakeClock]:
    clock = FakeClock()
    return WebGame(players=2, seats=list(seats), names=["Ana", "Ben"], seed=1,
                   options=Options(draw_timer=timer), clock=clock), clock


def clock_of(g: WebGame) -> dict:
    return json.loads(g.page_view())["clock"]


def actions(g: WebGame) -> list[str]:
    return [str(a) for a in g.state.history]


def test_R9_1_a_persons_draw_times_out_and_the_table_draws_and_discards(deal):
    deal(["8d", "7d"])
    g, clock = game()
    assert g.waiting() == 1 and clock_of(g)["draw"] == {"seat": 1, "left": 30.0, "total": 30}
    clock.advance(29.9)
    assert not g.poll() and actions(g) == []
    clock.advance(0.1)
    assert g.poll()
    assert actions(g) == ["1 timeout"]
    assert str(g.state.discard[-1]) == "8d" and g.state.turn == 0
    assert "Ben's time runs out: the top card of the stock, the 8♦, is drawn and discarded for them" in g.log[-1]
    assert "Time is up for Ben's draw" in g.notice and "R9.3" not in g.notice
    view = clock_of(g)
    assert view["crisp"] is None  # R9.4: no crisp window after a timeout
    assert view["start"] is None and view["draw"] == {"seat": 0, "left": 30.0, "total": 30}  # Ana may start at once


def test_R9_2_R9_3_a_held_card_is_discarded_and_owed_king_draws_are_lost(deal):
    deal(["Kd", "5d", "4d"])
    g, clock = game()
    clock.advance(5)
    g.play("draw")  # the King: the table plays it (R5.2)
    assert g.waiting() is None and g.ready_in() == 0 and g.step()
    assert g.state.owed == 2 and clock_of(g)["draw"]["left"] == 30.0  # each owed draw has its own time (R9)
    clock.advance(10)
    g.play("draw")  # the 5d, held
    clock.advance(20)
    assert g.poll()
    assert actions(g)[-1] == "1 timeout"
    assert str(g.state.discard[-1]) == "5d" and g.state.held is None  # R9.2: discarded unused
    assert str(g.state.stock[-1]) == "4d" and g.state.turn == 0  # R9.3: the second owed draw is lost
    assert "the drawn 5♦ is discarded unused" in g.log[-1]
    assert "The draw still owed from the King is lost (R9.3)" in g.notice


def test_R10_a_persons_crisp_window_closes_with_no_crisp_after_3_s(deal):
    deal(["8d", "7d"])
    g, clock = game()
    g.play("draw")
    g.play("discard")
    assert g.waiting() == 1 and {m.name for m in g.moves(1)} == {"crisp", "pass"}
    view = clock_of(g)
    assert view["crisp"] == {"seat": 1, "left": 3.0, "total": 3.0, "late": False}
    assert view["start"] == {"seat": 0, "left": 2.0, "total": 2.0} and view["next"] == 3.0
    clock.advance(2.9)
    assert not g.poll()
    clock.advance(0.1)
    assert g.poll() and actions(g)[-1] == "1 pass"
    assert g.log[-2:] == ["Ben's 3 seconds to call crisp are over (R10).", "Ben does not call crisp. (S1)"]
    assert g.state.caller == -1 and clock_of(g)["crisp"] is None and not g.state.is_legal("1 crisp")


def test_R10_a_person_may_not_start_before_2_s(deal):
    deal(["8d", "7d"])
    g, clock = game()
    g.play("draw")
    g.play("discard")
    g.play("pass")
    clock.advance(1.5)
    assert g.waiting() == 0
    with pytest.raises(IllegalAction, match=r"R10.*seat 1 may start 0\.5 s from now"):
        g.play("draw")
    assert actions(g)[-1] == "1 pass" and g.state.held is None
    assert clock_of(g)["start"]["left"] == 0.5
    clock.advance(0.5)
    g.play("draw")
    assert actions(g)[-1] == "0 draw"


def test_R10_a_bot_waits_2_s_before_it_draws(deal):
    deal(["8d", "7d", "6d"])
    g, clock = game(seats=("random", "human"))
    g.play("draw")
    g.play("discard")
    g.play("pass")
    assert g.can_step() and g.ready_in() == 2.0
    clock.advance(1.99)
    assert not g.step() and actions(g)[-1] == "1 pass"
    clock.advance(0.01)
    assert g.step() and actions(g)[-1] == "0 draw"


def test_R7_2_a_late_call_in_the_last_second_after_the_next_player_drew(deal):
    deal(["8d", "7d", "6d"])
    g, clock = game(seats=("random", "human"))
    g.play("draw")
    g.play("discard")  # Ben's window: 3 s; the bot may start after 2 s
    clock.advance(2.0)
    assert g.step() and actions(g)[-1] == "0 draw"
    assert g.ready_in() == 1.0 and not g.step()  # the bot holds its card while Ben may still call
    view = json.loads(g.page_view())
    assert view["waiting"] == 1 and {m["verb"] for m in view["moves"]} == {"crisp", "pass"}
    assert view["clock"]["crisp"] == {"seat": 1, "left": 1.0, "total": 3.0, "late": True}
    clock.advance(0.6)
    g.play("crisp")
    assert g.state.caller == 1 and "calls crisp late" in g.log[-1]


def test_R10_the_late_call_closes_with_the_window(deal):
    deal(["8d", "7d", "6d"])
    g, clock = game(seats=("random", "human"))
    g.play("draw")
    g.play("discard")
    clock.advance(2.0)
    assert g.step()
    clock.advance(1.0)
    with pytest.raises(IllegalAction, match="R10.*too late"):
        g.play("crisp")
    assert g.state.caller == -1 and "1 pass" in actions(g)


def test_R9_4_no_call_after_a_timeout(deal):
    deal(["8d", "7d", "6d"])
    g, clock = game(seats=("random", "human"))
    clock.advance(30)
    with pytest.raises(IllegalAction, match="R9.*too late"):
        g.play("crisp")
    assert actions(g) == ["1 timeout"] and g.state.caller == -1 and not g.state.is_legal("1 crisp")


def test_bots_decide_in_their_window_at_once_and_are_never_timed_out(deal):
    deal(["8d", "7d", "6d", "5d"])
    g, clock = game(seats=("human", "random"))  # the bot plays first, at once, when the game starts
    assert len(actions(g)) == 3 and actions(g)[2] in ("1 crisp", "1 pass")  # drew, resolved, decided at once
    assert g.waiting() == 0 and clock_of(g)["start"]["left"] == 2.0
    clock.advance(2)
    g.play("draw")
    g.play("discard")
    g.play("pass")
    clock.advance(2)
    assert g.step() and clock_of(g)["draw"] is None  # a bot's draw is not timed
    clock.advance(600)
    assert not g.poll() and g.step()  # no timeout: the bot plays on


def test_without_a_timer_nothing_waits_for_a_clock(deal):
    deal(["8d", "7d", "6d"])
    g, _ = game(timer=None)
    assert g.table is None and clock_of(g) is None and g.ready_in() == 0
    g.play("draw")
    g.play("discard")
    g.play("pass")
    g.play("draw")  # at once: without a clock the next player's move needs no wait (R10)
    assert actions(g)[-1] == "0 draw"


def test_at_a_table_across_devices_the_next_person_may_start_while_a_persons_crisp_window_is_open(deal):
    """R10 with each person at their own device: 2 s after Ben's turn ends Ana may draw although Ben's 3-second
    window is still open (before that she is refused), and Ben may still call: the late call of R7.2.  At one
    device only Ben is shown (``waiting``); ``asked`` and ``page_view(viewer=…)`` give Ana her moves."""
    deal(["5d", "6d", "7d"])
    g, clock = game()
    g.play("1 draw")
    g.play("1 discard")  # Ben's turn ends: his window opens
    assert g.waiting() == 1 and g.asked() == [1]
    with pytest.raises(IllegalAction) as refused:
        g.play("0 draw")
    assert refused.value.rule == "R3.1"
    clock.advance(2.01)
    assert g.asked() == [1, 0] and g.waiting() == 1
    assert [m["action"] for m in json.loads(g.page_view(viewer=0))["moves"]] == ["0 draw"]
    assert [m["action"] for m in json.loads(g.page_view(viewer=1))["moves"]] == ["1 crisp", "1 pass"]
    g.play("0 draw")
    g.play("1 crisp")  # within the 3 s, after Ana drew: the late call (R7.2)
    assert actions(g)[-2:] == ["0 draw", "1 crisp"]
