"""One or more tests per rule of RULES.md, named by rule ID."""

from __future__ import annotations

import pytest

from crisp_core import Action, Card, IllegalAction, Match, Options, RoundState, arranged_deck
from crisp_core.cards import CARDS, hand_total

from conftest import make_round, play, refused

HANDS = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"], 2: ["5c", "6c", "7c"]}


def test_R1_1_two_to_eight_players():
    for n in range(2, 9):
        assert RoundState(n, list(CARDS)).players == n
    for n in (1, 9, "3", True):
        with pytest.raises(IllegalAction, match="R1.1"):
            RoundState(n, list(CARDS))


def test_R1_2_deck_must_be_52_distinct_cards():
    with pytest.raises(IllegalAction, match="R1.2"):
        RoundState(3, list(CARDS)[:51])
    with pytest.raises(IllegalAction, match="R1.2"):
        RoundState(3, list(CARDS)[:51] + [CARDS[0]])
    with pytest.raises(IllegalAction, match="R1.2"):
        RoundState(3, [str(c) for c in CARDS[:51]] + ["Xx"])


def test_R1_3_values():
    assert [Card.parse(t).value for t in "Ah 2c 5d 9s Th Jc Qd Ks".split()] == [1, 2, 5, 9, 10, 10, 10, 10]


def test_R1_4_face_cards_in_hand_count_ten_and_have_no_effect():
    state = make_round(hands={0: ["Jc", "Qd", "Ks"], 1: ["Ah", "Ac", "Ad"], 2: ["2c", "2d", "2h"]},
                       stock=["3c"])
    assert state.totals() == [30, 3, 6]
    play(state, "1 draw", "1 discard", "1 crisp", "2 draw", "2 discard", "0 draw", "0 discard")
    assert state.is_over and state.scores() == [30, -2, 6]


def test_R2_1_dealer_passes_clockwise_each_round():
    match = Match(3, first_dealer=2)
    import random
    rng = random.Random(1)
    dealers = []
    for _ in range(4):
        rnd = match.deal(rng)
        dealers.append(rnd.dealer)
        rnd.apply(f"{rnd.turn} draw")
        while not rnd.is_over:  # play to the end with the first legal action, calling at once
            seat = rnd.window_seat if rnd.window_seat >= 0 else rnd.turn
            legal = rnd.legal_actions(seat)
            rnd.apply(next((a for a in legal if a.name == "crisp"), legal[0]))
        if match.over:
            break
    assert dealers == [2, 0, 1, 2][:len(dealers)]


def test_R2_2_deal_three_passes_from_left_of_dealer():
    deck = list(CARDS)
    state = RoundState(3, deck, dealer=1)
    # card k goes to seat (dealer + 1 + k) % n, slot k // n
    assert state.hand(2) == (deck[0], deck[3], deck[6])
    assert state.hand(0) == (deck[1], deck[4], deck[7])
    assert state.hand(1) == (deck[2], deck[5], deck[8])


def test_R2_3_rest_of_deck_is_the_stock_top_first():
    deck = list(CARDS)
    state = RoundState(4, deck, 0)
    assert state.discard == []
    state.apply("1 draw")
    assert state.held == deck[12]
    assert len(state.stock) == 52 - 13


def test_R2_4_initial_peek_at_own_L_and_R_only():
    state = make_round(hands=HANDS)
    obs = state.observation(1)
    assert obs.own_hand == (Card.parse("2c"), None, Card.parse("4c"))
    assert obs.hand(0) == (None, None, None) and obs.hand(2) == (None, None, None)


def test_R2_5_left_of_dealer_plays_first():
    assert RoundState(5, list(CARDS), dealer=4).turn == 0
    assert RoundState(5, list(CARDS), dealer=2).turn == 3
    assert RoundState(5, list(CARDS), dealer=2).legal_actions() == (Action.parse("3 draw"),)


def test_R3_1_acting_out_of_turn_is_refused():
    state = make_round(hands=HANDS)
    err = refused(state, "2 draw", "R3.1")
    assert "it is seat 2's turn, not seat 3's" in str(err)  # seats 1 and 2 of the notation, as a person reads them
    play(state, "1 draw", "1 discard")
    refused(state, "0 draw", "R3.1")


def test_R3_2_draw_then_resolve_exactly_once():
    state = make_round(hands=HANDS, stock=["8d"])
    refused(state, "1 swap L", "R3.2")
    refused(state, "1 discard", "R3.2")
    state.apply("1 draw")
    refused(state, "1 draw", "R3.2")
    assert set(map(str, state.legal_actions(1))) == {"1 swap L", "1 swap M", "1 swap R", "1 discard"}


def test_R3_3_turn_ends_when_nothing_owed_or_held():
    state = play(make_round(hands=HANDS, stock=["8d"]), "1 draw", "1 discard")
    assert state.turn == 2 and state.phase_name == "crisp_window" and state.window_seat == 1


def test_R4_1_swap_replaces_card_and_shows_the_replaced_one():
    state = play(make_round(hands=HANDS, stock=["8d"]), "1 draw", "1 swap M")
    assert state.hand(1) == tuple(map(Card.parse, ["2c", "8d", "4c"]))
    assert state.discard == [Card.parse("3c")]
    assert state.observation(1).own_hand[1] == Card.parse("8d")  # the drawer knows what went in
    assert state.observation(0).hand(1)[1] is None  # others do not
    assert Card.parse("3c") in state.observation(2).discard


def test_R4_2_discard_goes_face_up():
    state = play(make_round(hands=HANDS, stock=["8d"]), "1 draw", "1 discard")
    assert state.discard == [Card.parse("8d")]
    assert all(state.observation(s).discard == (Card.parse("8d"),) for s in range(3))


@pytest.mark.parametrize("face", ["Jd", "Qd", "Kd"])
def test_R4_3_face_card_from_stock_cannot_be_swapped_in(face):
    state = play(make_round(hands=HANDS, stock=[face]), "1 draw")
    for slot in "LMR":
        refused(state, f"1 swap {slot}", "R4.3")


@pytest.mark.parametrize("face", ["Jd", "Qd"])
def test_R5_1_jack_or_queen_may_be_discarded_unused(face):
    state = play(make_round(hands=HANDS, stock=[face]), "1 draw", "1 discard")
    assert state.discard == [Card.parse(face)] and state.turn == 2


def test_R5_2_king_must_be_used():
    state = play(make_round(hands=HANDS, stock=["Kd"]), "1 draw")
    refused(state, "1 discard", "R5.2")
    assert state.legal_actions(1) == (Action.parse("1 king"),)


def test_R5_3_jack_peeks_at_own_middle():
    state = play(make_round(hands=HANDS, stock=["Jd"]), "1 draw")
    refused(state, "1 king", "R5.5")
    assert state.observation(1).own_hand[1] is None
    state.apply("1 jack")
    assert state.observation(1).own_hand[1] == Card.parse("3c")
    assert state.observation(0).hand(1)[1] is None
    assert state.discard == [Card.parse("Jd")]


def test_R5_4_queen_swaps_blind_with_another_players_card():
    state = play(make_round(hands=HANDS, stock=["Qd"]), "1 draw")
    refused(state, "1 jack", "R5.3")
    refused(state, "1 queen L 1R", "N3")  # not another player: not even an action
    state.apply("1 queen M 2L")
    assert state.hand(1)[1] == Card.parse("5c") and state.hand(2)[0] == Card.parse("3c")
    assert state.discard == [Card.parse("Qd")]


def test_R5_4_queen_target_must_be_at_the_table():
    state = play(make_round(hands=HANDS, stock=["Qd"]), "1 draw")
    refused(state, "1 queen M 5L", "R5.4")


def test_R5_4_1_receiver_in_L_or_R_looks_in_M_does_not():
    state = play(make_round(hands=HANDS, stock=["Qd", "Qh"]), "1 draw", "1 queen L 2M")
    assert state.observation(1).own_hand[0] == Card.parse("6c")
    state = play(make_round(hands=HANDS, stock=["Qd"]), "1 draw", "1 queen M 2L")
    assert state.observation(1).own_hand[1] is None


def test_R5_4_2_other_player_looks_at_a_card_its_former_owner_never_saw():
    state = play(make_round(hands=HANDS, stock=["Qd"]), "1 draw", "1 queen M 2L")
    # seat 1 never saw its M (3c); seat 2 receives it in L and looks at it
    assert state.observation(2).own_hand[0] == Card.parse("3c")
    assert state.observation(1).hand(2)[0] is None


def test_R5_4_3_what_anyone_knew_moves_with_the_cards():
    state = play(make_round(hands=HANDS, stock=["Qd"]), "1 draw", "1 queen L 2M")
    # seat 1 had seen its L (2c): it now knows 2c sits in seat 2's M
    assert state.observation(1).hand(2)[1] == Card.parse("2c")
    # seat 2 never saw its M; it sees neither the card it lost nor the one it got (in M)
    assert state.observation(2).own_hand[1] is None
    assert state.observation(2).hand(1)[0] is None
    # seat 0 saw nothing of either
    assert state.observation(0).hand(1) == (None, None, None)


def test_R5_5_king_owes_two_more_draws_and_chains():
    state = play(make_round(hands=HANDS, stock=["Kd", "8d", "Kh", "7d", "6d", "5d"]), "1 draw", "1 king")
    assert state.discard == [Card.parse("Kd")] and state.owed == 2 and state.turn == 1
    play(state, "1 draw", "1 discard", "1 draw", "1 king")
    assert state.owed == 2  # one owed draw used by the King, two added
    play(state, "1 draw", "1 discard", "1 draw", "1 discard")
    assert state.turn == 2


def test_R6_1_empty_stock_turns_the_discard_over():
    state = make_round(2, hands={0: ["Ah", "Ac", "Ad"], 1: ["2h", "2c", "2d"]})
    while state.stock:
        seat = state.turn
        play(state, f"{seat} draw")
        state.apply(f"{seat} king" if state.held.rank == 12 else f"{seat} discard")
    discarded = list(state.discard)
    assert len(discarded) == 46
    state.apply(f"{state.turn} draw")
    assert state.held == discarded[0]  # R6.2: the oldest discard is the new top
    assert state.discard == [] and len(state.stock) == 45


def test_R6_2_after_a_flip_everyone_knows_the_stock_order():
    state = make_round(2, hands={0: ["Ah", "Ac", "Ad"], 1: ["2h", "2c", "2d"]})
    assert state.observation(0).stock is None
    while state.stock:
        seat = state.turn
        play(state, f"{seat} draw")
        state.apply(f"{seat} king" if state.held.rank == 12 else f"{seat} discard")
    order = list(state.discard)
    seat = state.turn
    state.apply(f"{seat} draw")
    other = 1 - seat
    obs = state.observation(other)
    assert obs.stock == tuple(order[1:]) and obs.held == order[0]
    if order[0].rank < 10:  # the drawn card is public: when swapped in, everyone knows it
        state.apply(f"{seat} swap M")
        assert state.observation(other).hand(seat)[1] == order[0]


def test_R6_3_stock_and_discard_never_both_empty_at_a_draw():
    for n in range(2, 9):
        assert 52 - 3 * n >= 28


def test_R7_1_call_only_at_the_end_of_own_turn():
    state = play(make_round(hands=HANDS, stock=["8d"]), "1 draw")
    refused(state, "1 crisp", "R7.1")
    refused(state, "0 crisp", "R7.2")
    state.apply("1 discard")
    assert set(state.actors()) == {1, 2}
    assert set(map(str, state.legal_actions(1))) == {"1 crisp", "1 pass"}
    state.apply("1 crisp")
    assert state.caller == 1 and state.turn == 2 and state.phase_name == "draw"


def test_R7_2_late_call_after_next_players_first_draw_before_it_is_resolved():
    state = play(make_round(hands=HANDS, stock=["8d", "7d"]), "1 draw", "1 discard", "2 draw")
    assert state.phase_name == "late_call"
    state.apply("1 crisp")
    assert state.caller == 1 and state.turn == 2 and state.phase_name == "resolve"
    play(state, "2 discard", "0 draw", "0 discard")  # seat 2's turn counted as the first final turn
    assert state.is_over


def test_R7_2_no_late_call_once_that_draw_is_resolved():
    state = play(make_round(hands=HANDS, stock=["7d", "Kd"]), "1 draw", "1 discard", "2 draw", "2 king")
    refused(state, "1 crisp", "R7.2")


def test_R7_2_no_call_after_the_window_is_passed():
    state = play(make_round(hands=HANDS, stock=["8d", "7d"]), "1 draw", "1 discard", "1 pass")
    refused(state, "1 crisp", "R7.2")
    state.apply("2 draw")
    refused(state, "1 crisp", "R7.2")


def test_R7_3_each_other_player_plays_one_final_turn_and_caller_can_be_queen_target():
    state = play(make_round(4, hands={0: ["9c", "9d", "9h"]}, stock=["8d", "Qd", "7d", "6d"]),
                 "1 draw", "1 discard", "1 crisp", "2 draw")
    seat2_middle = state.hand(2)[1]
    state.apply("2 queen M 1L")
    assert state.hand(1)[0] == seat2_middle
    play(state, "3 draw", "3 discard")
    assert not state.is_over
    refused(state, "1 draw", "R3.1")  # the caller plays no final turn
    play(state, "0 draw", "0 discard")
    assert state.is_over


def test_R7_4_only_one_call_and_none_during_final_turns():
    state = play(make_round(hands=HANDS, stock=["8d", "7d"]), "1 draw", "1 discard", "1 crisp",
                 "2 draw", "2 discard")
    err = refused(state, "2 crisp", "R7.4")
    assert "seat 2 has already called" in str(err) and err.values["seat"] == 1  # the notation's seat 1
    assert state.actors() == (0,)


def test_R7_5_after_last_final_turn_all_cards_are_revealed():
    state = play(make_round(hands=HANDS, stock=["8d", "7d", "6d"]), "1 draw", "1 discard", "1 crisp",
                 "2 draw", "2 discard", "0 draw", "0 discard")
    assert state.is_over and state.actors() == ()
    for seat in range(3):
        assert state.observation(seat).known == tuple(state.hands)
    refused(state, "1 draw", "R7.5")


def test_R7_6_no_other_end_without_a_call():
    state = make_round(hands=HANDS)
    for _ in range(60):
        seat = state.turn
        state.apply(f"{seat} draw")
        state.apply(f"{seat} king" if state.held.rank == 12 else f"{seat} discard")
    assert not state.is_over


def test_R8_1_take_only_when_allowed_and_on_every_draw():
    state = play(make_round(hands=HANDS, stock=["8d", "Kd"]), "1 draw", "1 discard")
    refused(state, "2 take", "R8.1")
    state = play(make_round(hands=HANDS, stock=["8d", "Kd"], draw_from_discard=True), "1 draw", "1 discard",
                 "2 draw", "2 king")
    assert Action.parse("2 take") in state.legal_actions(2)  # also on a King's extra draw
    state.apply("2 take")
    assert state.held == Card.parse("Kd")


def test_R8_2_taken_card_must_be_swapped_in():
    state = play(make_round(hands=HANDS, stock=["8d"], draw_from_discard=True), "1 draw", "1 discard", "2 take")
    refused(state, "2 discard", "R8.2")
    assert set(map(str, state.legal_actions(2))) == {"2 swap L", "2 swap M", "2 swap R"}


@pytest.mark.parametrize("face", ["Jd", "Qd", "Kd"])
def test_R8_3_face_card_taken_from_discard_is_a_plain_ten(face):
    hands = {0: ["9c", "9d", "9h"], 1: [face, "3c", "4c"], 2: ["5c", "6c", "7c"]}
    state = play(make_round(hands=hands, stock=["8d"], draw_from_discard=True), "1 draw", "1 swap L", "2 take")
    assert state.held == Card.parse(face)
    for word in ("jack", "king", "queen M 0L"):
        refused(state, f"2 {word}", "R8.3")
    state.apply("2 swap R")
    assert state.hand(2)[2] == Card.parse(face) and state.totals()[2] == 5 + 6 + 10


def test_R8_4_empty_discard_means_draw_from_stock():
    state = make_round(hands=HANDS, draw_from_discard=True)
    refused(state, "1 take", "R8.4")


def test_R8_5_everyone_knows_where_a_taken_card_sits():
    state = play(make_round(hands=HANDS, stock=["8d"], draw_from_discard=True), "1 draw", "1 discard", "2 take")
    assert state.observation(0).held == Card.parse("8d")
    state.apply("2 swap M")
    assert all(state.observation(s).hand(2)[1] == Card.parse("8d") for s in range(3))


def test_R9_timeout_only_with_the_timer():
    refused(make_round(hands=HANDS), "1 timeout", "R9")
    assert Action.parse("1 timeout") in make_round(hands=HANDS, draw_timer=30).legal_actions(1)
    refused(make_round(hands=HANDS, draw_timer=30), "2 timeout", "R3.1")


def test_R9_1_timeout_before_drawing_discards_the_top_card():
    state = play(make_round(hands=HANDS, stock=["8d"], draw_timer=45), "1 timeout")
    assert state.discard == [Card.parse("8d")] and state.turn == 2


def test_R9_2_unresolved_card_discarded_unused_and_king_gives_nothing():
    state = play(make_round(hands=HANDS, stock=["Kd", "8d"], draw_timer=60), "1 draw", "1 timeout")
    assert state.discard == [Card.parse("Kd")] and state.turn == 2 and state.owed == 1


def test_R9_3_owed_king_draws_are_lost():
    state = play(make_round(hands=HANDS, stock=["Kd", "8d", "7d"], draw_timer=30),
                 "1 draw", "1 king", "1 draw", "1 discard", "1 timeout")
    # the current owed draw is drawn and discarded for them (R9.1), the rest is lost
    assert state.discard == list(map(Card.parse, ["Kd", "8d", "7d"])) and state.turn == 2


def test_R9_4_no_crisp_after_a_timeout():
    state = play(make_round(hands=HANDS, stock=["8d", "7d"], draw_timer=30), "1 draw", "1 timeout")
    assert state.window_seat == -1 and state.phase_name == "draw"
    refused(state, "1 crisp", "R7.2")
    state.apply("2 draw")
    refused(state, "1 crisp", "R7.2")


def test_R10_next_players_draw_means_not_except_for_the_late_call():
    state = play(make_round(hands=HANDS, stock=["8d", "7d", "6d"]), "1 draw", "1 discard")
    assert state.phase_name == "crisp_window" and state.legal_actions(2) == (Action.parse("2 draw"),)
    play(state, "2 draw", "2 discard")
    refused(state, "1 crisp", "R7.2")
    assert state.window_seat == 2


def test_R10_pass_declines_the_call():
    state = play(make_round(hands=HANDS, stock=["8d"]), "1 draw", "1 discard", "1 pass")
    assert state.phase_name == "draw" and state.actors() == (2,)
    refused(state, "1 pass", "R7.1")


def test_R11_1_round_score_is_hand_total():
    state = play(make_round(hands=HANDS, stock=["8d", "7d", "6d"]), "1 draw", "1 discard", "1 pass",
                 "2 draw", "2 discard", "2 crisp", "0 draw", "0 discard", "1 draw", "1 discard")
    assert state.is_over
    assert state.totals() == [hand_total(state.hand(s)) for s in range(3)] == [27, 9, 18]
    assert state.scores() == [27, 9, 23]  # seat 2 called but seat 1 is lower: +5


def test_R11_2_caller_minus_five_only_if_strictly_lowest():
    state = play(make_round(hands=HANDS, stock=["8d", "7d", "6d"]), "1 draw", "1 discard", "1 crisp",
                 "2 draw", "2 discard", "0 draw", "0 discard")
    assert state.scores() == [27, 4, 18]
    tie = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"], 2: ["2d", "3d", "4d"]}
    state = play(make_round(hands=tie, stock=["8d", "7d", "6d"]), "1 draw", "1 discard", "1 crisp",
                 "2 draw", "2 discard", "0 draw", "0 discard")
    assert state.scores() == [27, 14, 9]


def _play_round_calling_at_once(match: Match, deck) -> None:
    rnd = match.start_round(deck)
    first = rnd.turn
    play(rnd, f"{first} draw", f"{first} discard", f"{first} crisp")
    while not rnd.is_over:
        play(rnd, f"{rnd.turn} draw", f"{rnd.turn} discard")


def test_R11_3_to_R11_5_cumulative_scores_target_and_shared_win():
    deck = arranged_deck(2, 0, {0: ["Tc", "Td", "Th"], 1: ["Ts", "Jc", "Jd"]}, stock=["2c", "3c", "4c"])
    match = Match(2, Options(target=50))
    _play_round_calling_at_once(match, deck)  # seat 1 calls, ties 30 with 30: +5
    assert match.scores == [30, 35] and not match.over and match.winners == []
    deck2 = arranged_deck(2, 1, {0: ["Tc", "Td", "Th"], 1: ["Ts", "Jc", "Jd"]}, stock=["2c", "3c", "4c"])
    _play_round_calling_at_once(match, deck2)  # seat 0 calls now (dealer 1): +5
    assert match.scores == [65, 65] and match.over and match.winners == [0, 1]
    with pytest.raises(IllegalAction, match="R11.4"):
        match.start_round(deck)


def test_N1_card_notation():
    assert str(Card.parse("Ah")) == "Ah" and Card.parse("10d") == Card.parse("Td")
    for bad in ("1h", "AH", "Ax", "", "T", "10", "ah"):
        with pytest.raises(ValueError):
            Card.parse(bad)


def test_N3_action_notation_round_trips():
    from crisp_core.crisp.actions import actions_of_seat
    for seat in range(8):
        for action in actions_of_seat(seat, 8):
            assert Action.parse(str(action)) is action
    assert str(Action.parse("2 queen M 0L")) == "2 queen M 0L"
    for bad in ("", "draw", "1 Draw", "1 swap X", "1 queen M 1L", "1 queen M 2", "x draw", "1 draw now", "8 draw"):
        with pytest.raises(IllegalAction, match="N3"):
            Action.parse(bad)
