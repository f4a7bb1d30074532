"""The core scenes (crisp_core/scenes/core.py): every action is legal, every caption fits a step and
cites real rules, and each scene truly shows its rules on the engine's own state."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import refused
from crisp_core import Card
from crisp_core.crisp.narrate import rules_of, table_events
from crisp_core.crisp.round import RoundState
from crisp_core.scenes import all_scenes, scene
from crisp_core.scenes.core import SCENES

RULES = (Path(__file__).resolve().parent.parent / "docs" / "RULES.md").read_text()
RULE_IDS = set(re.findall(r"^\s*- ([RSN]\d+(?:\.\d+)*) ", RULES, re.M)) | set(re.findall(r"^## (R\d+) ", RULES, re.M))
CITED = re.compile(r"\b[RSN]\d+(?:\.\d+)*")
LESSON_KEYS = ("deal", "first_turn", "jack_peek", "queen_swap", "drawn_face_cards", "king_chain", "king_on_king_draw",
               "empty_stock_flip", "crisp_call", "late_call", "tie_for_lowest", "caller_hit_by_queen",
               "take_from_discard", "timeout_with_king", "timeout_owed_draws")


def card(text: str) -> Card:
    return Card.parse(text)


def events_of(state: RoundState, kind: str) -> list:
    """The events of ``kind`` in the round so far, every card shown."""
    return [e for e in table_events(state) if e.kind == kind]


def test_the_lessons_keys_are_registered():
    assert [s.key for s in SCENES] == list(LESSON_KEYS)
    assert all(all_scenes()[key] is s for key, s in zip(LESSON_KEYS, SCENES))


@pytest.mark.parametrize("s", SCENES, ids=lambda s: s.key)
def test_scene_plays_legally_and_its_captions_fit(s):
    states = s.states()  # raises IllegalAction if any scripted action is refused
    assert len(states) == len(s.actions) + 1
    assert s.title and 0 in s.captions
    assert all(0 <= i <= len(s.actions) and text for i, text in s.captions.items())
    assert s.rules and set(s.rules) <= RULE_IDS, set(s.rules) - RULE_IDS
    cited = {rule for text in s.captions.values() for rule in CITED.findall(text)}
    assert cited <= RULE_IDS, cited - RULE_IDS
    assert set(s.rules) <= cited, f"rules never cited by a caption: {set(s.rules) - cited}"


def test_deal_follows_the_deal_order_and_the_peek():
    s = scene("deal")
    dealt, drawn = s.states()[:2]
    for k in range(9):  # R2.2: deck card k to seat dealer+1+k, slot k // 3
        assert dealt.hands[((1 + k) % 3) * 3 + k // 3] == s.deck[k]
    assert list(reversed(dealt.stock)) == list(s.deck[9:])  # R2.3
    for seat in range(3):  # R2.4: own L and R, never M, nothing of the others
        known = dealt.observation(seat).known
        assert [c is not None for c in known] == [s == seat and slot != 1 for s in range(3) for slot in range(3)]
    assert dealt.turn == 1  # R2.5
    assert drawn.seen_events(2)[-1].cards == (None,) and drawn.seen_events(1)[-1].cards == (card("8d"),)


def test_first_turn_swaps_then_discards():
    states = scene("first_turn").states()
    swapped, last = states[2], states[-1]
    assert swapped.hand(1)[1] == card("3d") and swapped.discard == [card("9c")]  # R4.1
    assert swapped.observation(1).known[4] == card("3d") and swapped.observation(2).known[4] is None
    assert swapped.phase_name == "crisp_window" and swapped.turn == 2  # R3.3: the turn is over
    assert last.discard == [card("9c"), card("Ts")] and last.turn == 0  # R4.2


def test_jack_peek_shows_the_own_m_to_its_user_only():
    end = scene("jack_peek").states()[-1]
    assert end.observation(1).known[4] == card("2d")  # R5.3
    assert end.observation(0).known[4] is None and end.observation(2).known[4] is None
    assert end.discard == [card("Jc")]


def test_queen_swap_moves_the_cards_and_what_was_known_of_them():
    states = scene("queen_swap").states()
    first, second = states[2], states[4]
    assert first.hands[3] == card("2c") and first.hands[8] == card("9s")
    assert first.observation(1).known[3] == card("2c") and first.observation(2).known[8] == card("9s")  # R5.4.1-2
    assert first.observation(2).known[3] == card("2c") and first.observation(1).known[8] == card("9s")  # R5.4.3
    assert first.observation(0).known[3] is None and first.observation(0).known[8] is None
    assert second.hands[0] == card("8d") and second.hands[7] == card("Ad")
    assert second.observation(0).known[0] == card("8d")  # R5.4.2: nobody had seen it before
    assert second.observation(0).known[7] == card("Ad")  # R5.4.3: seat 0 still knows its old card
    assert second.observation(2).known[7] is None  # R5.4.1: nobody looks at an M


def test_drawn_face_cards_can_never_be_swapped_in_and_a_king_must_be_played():
    states = scene("drawn_face_cards").states()
    jack, queen, king = states[1], states[3], states[5]
    refused(jack.clone(), "1 swap L", "R4.3")
    assert jack.is_legal("1 discard") and jack.is_legal("1 jack")  # R5.1
    refused(queen.clone(), "2 swap M", "R4.3")
    assert queen.is_legal("2 discard") and queen.is_legal("2 queen L 0L")  # R5.1
    refused(king.clone(), "0 discard", "R5.2")
    refused(king.clone(), "0 swap R", "R4.3")
    assert states[6].owed == 2 and states[6].turn == 0  # R5.5


def test_king_chain_owes_two_more_draws():
    s = scene("king_chain")
    states = s.states()
    assert [st.owed for st in states[1:4]] == [0, 2, 1]  # R5.5
    assert all(st.turn == 1 for st in states[:-1]) and states[-1].turn == 2
    assert sum(a == "1 draw" for a in s.actions) == 3


def test_king_on_king_draw_grows_the_draws_owed():
    s = scene("king_on_king_draw")
    states = s.states()
    assert s.actions[3] == "1 king" and states[3].owed == 1 and states[4].owed == 3  # R5.5: 1 + 2
    assert max(st.owed for st in states) == 3
    assert sum(a == "1 draw" for a in s.actions) == 5 and states[-1].turn == 2


def test_empty_stock_flip_makes_the_next_draws_predictable():
    s = scene("empty_stock_flip")
    states = s.states()
    flips = [i for i, st in enumerate(states) if events_of(st, "flip")]
    at = flips[0]  # the first step whose log holds a flip
    before, after = states[at - 1], states[at]
    assert before.players == 2 and not before.stock and len(before.discard) == 52 - 6  # R6.1
    first, second = before.discard[:2]
    assert after.held == first  # R6.2: the oldest discard is on top
    assert after.observation(0).stock[0] == second  # ... and everyone knows what comes next
    assert states[at + 2].held == second
    assert events_of(after, "draw")[-1].info == (True,)


def test_crisp_call_gives_each_other_player_one_final_turn():
    states = scene("crisp_call").states()
    called, end = states[3], states[-1]
    assert called.caller == 1 and called.turn == 2
    refused(called.clone(), "2 crisp", "R7.4")
    assert end.is_over and end.turns - called.turns == 2  # R7.3, R7.5
    totals = end.totals()
    assert end.scores()[1] == totals[1] - 5 and totals[1] < min(totals[0], totals[2])  # R11.2


def test_late_call_counts_the_current_turn_as_the_first_final_turn():
    states = scene("late_call").states()
    assert states[3].phase_name == "late_call"
    crisp = events_of(states[-1], "crisp")
    assert len(crisp) == 1 and crisp[0].info == (True,) and "R7.2" in rules_of(crisp[0])
    end = states[-1]
    assert end.is_over and end.turns - states[4].turns == 2  # seat 2's current turn, then seat 0's
    assert end.scores()[1] == end.totals()[1] - 5


def test_tie_for_lowest_costs_the_caller_five():
    end = scene("tie_for_lowest").states()[-1]
    totals, caller = end.totals(), end.caller
    assert end.is_over and totals[caller] == min(totals)
    assert any(t == totals[caller] for s, t in enumerate(totals) if s != caller)
    assert end.scores()[caller] == totals[caller] + 5  # R11.2


def test_caller_hit_by_queen_in_a_final_turn():
    s = scene("caller_hit_by_queen")
    states = s.states()
    caller = states[-1].caller
    hit = [i for i in range(1, len(states))
           if states[i - 1].caller == caller and states[i - 1].hand(caller) != states[i].hand(caller)]
    assert len(hit) == 1 and s.actions[hit[0] - 1].split()[1] == "queen"  # R7.3
    end = states[-1]
    assert end.scores()[caller] == end.totals()[caller] + 5


def test_take_from_discard_must_swap_a_taken_queen_in():
    states = scene("take_from_discard").states()
    refused(states[0].clone(), "1 take", "R8.4")
    taken = states[3]
    assert taken.held == card("Qs")
    refused(taken.clone(), "2 discard", "R8.2")
    refused(taken.clone(), "2 queen L 1L", "R8.3")
    end = states[-1]
    assert all(end.observation(seat).known[7] == card("Qs") for seat in range(3))  # R8.5


def test_timeout_with_king_discards_it_unused_and_forbids_a_call():
    states = scene("timeout_with_king").states()
    held_out, not_drawn = states[2], states[3]
    timeouts = events_of(states[-1], "timeout")
    assert [(e.cards, e.info) for e in timeouts] == [((card("Ks"),), (False, 0)), ((card("5d"),), (True, 0))]
    assert not events_of(states[-1], "king")  # R9.2: no extra draws
    assert held_out.turn == 2 and held_out.owed == 1 and held_out.phase_name == "draw"  # seat 1 owes nothing more
    refused(held_out.clone(), "1 crisp", "R7.2")  # R9.4
    assert not_drawn.discard == [card("Ks"), card("5d")] and not_drawn.turn == 0  # R9.1
    refused(not_drawn.clone(), "2 crisp", "R7.2")
    refused(states[4].clone(), "2 crisp", "R7.2")  # no late call either


def test_timeout_owed_draws_loses_the_rest_of_the_kings_draws():
    states = scene("timeout_owed_draws").states()
    assert states[2].owed == 2
    after = states[3]
    assert after.turn == 2 and after.owed == 1 and after.phase_name == "draw"  # R9.3: seat 1's turn is over
    assert after.discard == [card("Ks"), card("6d")]  # R9.1 for the first extra draw
    [timeout] = events_of(after, "timeout")
    assert timeout.info == (True, 1) and {"R9.3", "S2"} <= set(rules_of(timeout))
    refused(states[4].clone(), "1 crisp", "R7.2")  # R9.4
