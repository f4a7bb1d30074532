"""The real-time table (R9 time per draw, R10 crisp window) with a fake clock."""

from __future__ import annotations

import pytest

from crisp_core import IllegalAction
from crisp_core.crisp.realtime import RealTimeTable

from conftest import make_round
from fake_clock import FakeClock

HANDS = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"], 2: ["5c", "6c", "7c"]}


def table(**options) -> tuple[RealTimeTable, FakeClock]:
    clock = FakeClock(100.0)
    state = make_round(hands=HANDS, stock=["8d", "7d", "6d", "Kd", "5d", "4d", "3d"], **options)
    return RealTimeTable(state, clock), clock


def test_R10_next_player_waits_two_seconds():
    t, clock = table()
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(1.9)
    with pytest.raises(IllegalAction, match="R10"):
        t.act("2 draw")
    assert t.state.phase_name == "crisp_window"
    clock.advance(0.1)
    t.act("2 draw")
    assert t.state.phase_name == "late_call"


def test_R10_call_allowed_in_the_last_second_as_a_late_call():
    t, clock = table()
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(2.2)
    t.act("2 draw")
    clock.advance(0.7)  # 2.9 s after the turn ended
    t.act("1 crisp")
    assert t.state.caller == 1 and t.state.phase_name == "resolve"


def test_R10_window_closes_after_three_seconds():
    t, clock = table()
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(3.0)
    assert [str(a) for a in t.poll()] == ["1 pass"]
    with pytest.raises(IllegalAction, match="R7"):
        t.act("1 crisp")
    assert t.deadline() is None


def test_R10_window_closes_after_a_late_draw_too():
    t, clock = table()
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(2.5)
    t.act("2 draw")
    clock.advance(0.6)
    with pytest.raises(IllegalAction, match="R7.2"):
        t.act("1 crisp")
    assert t.state.phase_name == "resolve" and t.log[-1][2] is True


def test_R9_draw_times_out():
    t, clock = table(draw_timer=30)
    assert t.deadline() == 130.0
    clock.advance(29.9)
    assert t.poll() == []
    clock.advance(0.1)
    assert [str(a) for a in t.poll()] == ["1 timeout"]
    assert t.state.turn == 2 and t.state.window_seat == -1  # R9.4: no crisp window
    assert t.seconds_left()["draw"] == 30.0  # the next player's time starts at once


def test_R9_next_players_time_starts_when_they_may_start():
    t, clock = table(draw_timer=30)
    t.act("1 draw")
    t.act("1 discard")  # at 100.0: window until 103, seat 2 may start at 102
    assert t.deadline() == 103.0
    clock.advance(3.0)
    t.poll()
    assert t.deadline() == 132.0


def test_R9_each_extra_draw_has_its_own_time():
    t, clock = table(draw_timer=45)
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(2)
    t.act("2 draw")
    t.act("2 discard")
    clock.advance(2)
    t.act("0 draw")
    t.act("0 discard")
    clock.advance(3)
    t.poll()
    t.act("1 draw")  # Kd
    clock.advance(10)
    t.act("1 king")
    assert t.seconds_left()["draw"] == 45.0
    clock.advance(44)
    t.act("1 draw")
    clock.advance(1)
    assert [str(a) for a in t.poll()] == ["1 timeout"]  # R9.2/R9.3: the rest of the turn is lost
    assert t.state.turn == 2


def test_R9_timeout_is_not_a_players_action():
    t, _ = table(draw_timer=30)
    with pytest.raises(IllegalAction, match="R9"):
        t.act("1 timeout")


def test_R9_untimed_seats_are_never_timed_out():
    clock = FakeClock(100.0)
    state = make_round(hands=HANDS, stock=["8d", "7d"], draw_timer=30)
    t = RealTimeTable(state, clock, untimed=[1])  # seat 1 plays first
    assert t.deadline() is None and t.seconds_left()["draw"] is None
    clock.advance(100)
    assert t.poll() == []
    t.act("1 draw")
    t.act("1 discard")
    clock.advance(3)
    t.poll()
    assert t.deadline() == 232.0  # seat 2 is timed: 30 s from the moment it may start (202)
