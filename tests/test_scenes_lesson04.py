"""Lesson 04's scenes show their rules on the engine state."""

from __future__ import annotations

from crisp_core import Card
from crisp_core.crisp.bots.belief import Belief
from crisp_core.scenes import scene
from crisp_core.scenes.lesson04 import bot_table


def test_discard_tells_shows_the_discard_to_all_and_bounds_the_seen_cards():
    end = scene("discard_tells").states()[-1]
    assert [str(c) for c in end.hand(1)] == ["2c", "Kd", "3h"]
    for seat in range(3):  # R4.2: the discard is face up for everyone
        assert [str(c) for c in end.observation(seat).discard] == ["4d"]
    assert end.observation(0).hand(1) == (None, None, None)  # R2.4: the peek was seat 1's alone
    assert Belief(end.observation(0)).bounds[3:6] == [4, 10, 4]  # L and R (seen by seat 1) at most 4; M unbounded


def test_discard_tells_draw_is_seen_by_the_drawer_only():
    drawn = scene("discard_tells").states()[1]
    assert drawn.observation(1).held == Card.parse("4d")
    assert drawn.observation(0).held is None and drawn.observation(2).held is None


def test_bot_table_is_reproducible_and_reveals_nothing():
    first, again = bot_table(5), bot_table(5)
    assert first == again
    end = first.states()[-1]
    assert end.turns == 4 and end.caller == -1 and not end.is_over
    assert scene("guess_table").actions == first.actions
    assert end.observation(0).hand(1) == (None, None, None)  # seat 0 must guess seat 1's cards


def test_bot_table_stops_right_after_a_crisp_call():
    for seed in range(1, 20):
        end = bot_table(seed).states()[-1]
        assert not end.is_over
        assert end.caller >= 0 or end.turns == 4


def test_swap_tells_shows_the_replaced_card_and_hides_the_new_one():
    end = scene("swap_tells").states()[-1]
    assert [str(c) for c in end.hand(1)] == ["3d", "Kd", "5h"]
    for seat in (0, 2):  # R4.1: the replaced card is public, the drawn card is not
        view = end.observation(seat)
        assert [str(c) for c in view.discard] == ["9c"]
        assert view.hand(1) == (None, None, None)
    assert end.observation(1).hand(1)[0] == Card.parse("3d")
    assert Belief(end.observation(0)).bounds[3] == 8  # kept instead of a 9 it had seen: probably below 9


def test_a_table_of_heuristic_bots_is_named_in_the_lessons_language_for_any_seed():
    # lesson 04 shows bot_table(seed=5) and asks the reader to change the seed: its title must follow the lesson
    assert bot_table(seed=5).words("pt")[0] == "Uma mesa de robôs, a de número 5"
    assert bot_table(seed=12).words("es")[0] == "Una mesa de bots, la número 12"
    assert bot_table(seed=12).words("en")[0] == bot_table(seed=12).title == "A table of bots, number 12"
    assert bot_table(seed=3, bot="random").words("fr")[0] == "A table played by random bots (seed 3)"
