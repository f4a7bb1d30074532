"""What the expert reads from the table's moves (crisp_core.crisp.bots.belief)."""

from __future__ import annotations

import random

from conftest import make_round, play

from crisp_core import Card, Options, RoundState
from crisp_core.cards import VALUES
from crisp_core.crisp.bots import make_bot
from crisp_core.crisp.bots.belief import NO_BOUND, UNSEEN_SWAP_BOUND, Belief
from crisp_core.crisp.driver import next_choice
from crisp_core.decks import shuffled_deck

HANDS = {0: ["2c", "3c", "4c"], 1: ["9c", "Kd", "3h"], 2: ["5s", "6s", "7s"]}


def belief_of(state: RoundState, seat: int) -> Belief:
    return Belief(state.observation(seat), doubt=0.1)


def test_r4_1_a_hidden_card_swapped_in_is_believed_lower_than_the_one_it_replaced():
    state = play(make_round(hands=HANDS, stock=["5d", "8d"]), "1 draw", "1 swap L")
    belief = belief_of(state, 0)
    assert belief.bounds[3] == VALUES[Card.parse("9c")] - 1
    assert belief.weight(3, Card.parse("8h")) == 1.0
    assert belief.weight(3, Card.parse("9h")) == 0.1
    assert belief.bounds[4] == belief.bounds[5] == NO_BOUND
    assert belief_of(state, 1).bounds[3] == NO_BOUND  # the swapper saw the card: no guess needed


def test_r4_1_a_card_swapped_in_for_one_its_owner_never_saw_is_believed_at_most_average():
    state = play(make_round(hands=HANDS, stock=["5d"]), "1 draw", "1 swap M")
    assert belief_of(state, 2).bounds[4] == UNSEEN_SWAP_BOUND


def test_r4_2_discarding_a_numeral_bounds_the_cards_its_owner_knows():
    state = play(make_round(hands=HANDS, stock=["4d"]), "1 draw", "1 discard")
    belief = belief_of(state, 0)
    assert belief.bounds[3] == belief.bounds[5] == 4  # L and R were seen at the deal (R2.4)
    assert belief.bounds[4] == NO_BOUND  # M: its owner does not know it either


def test_r4_3_discarding_a_face_card_says_nothing():
    state = play(make_round(hands=HANDS, stock=["Jd"]), "1 draw", "1 discard")
    assert belief_of(state, 0).bounds == [NO_BOUND] * 9


def test_r5_4_3_bounds_move_with_the_cards_in_a_queen_swap():
    state = play(make_round(hands=HANDS, stock=["5d", "Qd"]), "1 draw", "1 swap L", "2 draw", "2 queen M 1L")
    belief = belief_of(state, 0)
    assert belief.bounds[7] == 8  # seat 1's swapped-in card now sits in seat 2's M
    assert belief.bounds[3] == NO_BOUND  # seat 2's old M, never seen by anyone
    assert belief.owner_saw[3] and not belief.owner_saw[7]  # R5.4.1-2: L is looked at, M is not


def test_kept_cards_are_believed_low():
    state = make_round(hands=HANDS)
    belief = belief_of(state, 0)
    assert belief.weight(3, Card.parse("Ac")) > belief.weight(3, Card.parse("Tc"))  # seat 1's L, seen by it
    assert belief.weight(4, Card.parse("Ac")) == belief.weight(4, Card.parse("Tc")) == 1.0  # its M, unseen


def test_the_belief_holds_against_card_counting_play():
    """Against the heuristic bot the bounds are almost never wrong, and bounded cards are much lower."""
    rng = random.Random(5)
    bot = make_bot("heuristic")
    bounded, wrong, bounded_values, other_values = 0, 0, [], []
    for r in range(60):
        state = RoundState.dealt(4, shuffled_deck(rng), r % 4, Options())
        while not state.is_over and state.turns < 200:
            seat, legal = next_choice(state)
            if seat == 0 and len(legal) > 1:
                belief = belief_of(state, 0)
                for i in range(3, 12):
                    if not state.seen[i] & 1:
                        value = VALUES[state.hands[i]]
                        if belief.bounds[i] < NO_BOUND:
                            bounded += 1
                            wrong += value > belief.bounds[i]
                            bounded_values.append(value)
                        else:
                            other_values.append(value)
            state.apply(bot.choose(state.observation(seat, None, False), legal, rng) if len(legal) > 1 else legal[0])
    assert bounded > 500
    assert wrong <= bounded // 100
    assert sum(bounded_values) / len(bounded_values) + 1.5 < sum(other_values) / len(other_values)
