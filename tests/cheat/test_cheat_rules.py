"""One test (at least) per rule of docs/CHEAT.md, named by its rule ID."""

from __future__ import annotations

import random

import pytest

from crisp_core.cards import CARDS, NAMES, Card
from crisp_core.cheat import ACCEPT, DOUBT, PLAY, Action, CheatGame, CheatMatch, load, replay, to_record
from crisp_core.cheat.bots import RandomBot
from crisp_core.cheat.cardsets import RANK_WORDS
from crisp_core.cheat.simulate import play_game
from crisp_core.errors import IllegalAction

from cheat_helpers import (BLUFF_END, TRUE_END, arranged, make_game, names, play, play_low, refused, snapshot,
                           to_last_play)


# ----------------------------------------------------------------------------- C1 players and cards

@pytest.mark.parametrize("players", [2, 7, 0, -1, "4", 4.0, True, None])
def test_C1_1_three_to_six_players(players):
    with pytest.raises(IllegalAction) as info:
        CheatGame(players, arranged(4), 0)
    assert info.value.rule == "C1.1"
    with pytest.raises(IllegalAction):
        CheatMatch(players)


def test_C1_1_seats_and_left_neighbour():
    for n in range(3, 7):
        game = make_game(n, n - 1)
        assert game.turn == 0  # the dealer's left is seat (dealer + 1) mod n
        refused(game, f"{n} doubt", "C1.1")


def test_C1_2_one_deck_every_card_once():
    game = make_game(5)
    game.check()
    assert sorted(c for s in range(5) for c in game.hand(s)) == list(CARDS)


def test_C1_3_rank_sequence_wraps_from_K_to_A():
    assert RANK_WORDS == ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    game = make_game(3)
    ranks = []
    for _ in range(14):
        ranks.append(game.required_rank)
        play_low(game)
    assert ranks == list(RANK_WORDS) + ["A"]


# ----------------------------------------------------------------------------- C2 deal

def test_C2_1_dealer_rotates():
    match = CheatMatch(4, first_dealer=2)
    rng = random.Random(3)
    dealers = []
    for _ in range(6):
        game = play_game(match.deal(rng), [RandomBot()] * 4, rng)
        dealers.append(game.dealer)
    assert dealers == [2, 3, 0, 1, 2, 3]
    with pytest.raises(IllegalAction) as info:
        CheatMatch(4, first_dealer=4)
    assert info.value.rule == "C2.1"


def test_C2_2_deal_one_at_a_time_from_the_dealers_left():
    deck = [NAMES[c] for c in CARDS]
    game = CheatGame(5, deck, 3)
    for k, name in enumerate(deck):
        assert Card.parse(name) in game.hand((3 + 1 + k) % 5)
    assert game.hand_sizes() == (11, 10, 10, 10, 11)  # 52 = 5 * 10 + 2: seats 4 and 0 get one more


@pytest.mark.parametrize("deck", [
    [NAMES[c] for c in CARDS][:51], [NAMES[c] for c in CARDS] + ["Ac"], ["Ac"] * 52, None, "Ac", {},
    [NAMES[c] for c in CARDS][:51] + ["Xx"], [NAMES[c] for c in CARDS][:51] + [None]])
def test_C2_2_deck_must_be_the_52_distinct_cards(deck):
    with pytest.raises(IllegalAction) as info:
        CheatGame(4, deck, 0)
    assert info.value.rule == "C2.2"


def test_C2_2_deck_of_cards_or_notation():
    assert CheatGame(4, list(CARDS), 1).result() == CheatGame(4, [NAMES[c] for c in CARDS], 1).result()


def test_C2_3_pile_starts_empty():
    game = make_game(3)
    assert game.pile == 0 and game.pile_cards() == () and game.result()["pile"] == []


# ----------------------------------------------------------------------------- C3 playing

def test_C3_1_dealers_left_plays_first_claiming_A():
    game = make_game(4, 2)
    assert game.turn == 3 and game.required_rank == "A" and game.actors() == (3,)
    refused(game, "0 play " + NAMES[game.hand(0)[0]], "C3.1")


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_C3_2_play_one_to_four_cards_from_the_hand(count):
    game = make_game(4)
    text = play_low(game, count)
    assert game.hand_sizes()[1] == 13 - count and game.pile.bit_count() == count
    assert game.observation(2).claims == ((1, count, 0),)
    assert text.split()[2:] == names(game.pile_cards())


def test_C3_2_refusals():
    game = make_game(4)
    hand = names(game.hand(1))
    refused(game, "1 play", "C3.2")
    refused(game, "1 play " + " ".join(hand[:5]), "C3.2")
    refused(game, f"1 play {hand[0]} {hand[0]}", "C3.2")
    refused(game, "1 play " + NAMES[game.hand(2)[0]], "C3.2")


def test_C3_2_claim_may_be_false_count_may_not():
    game = make_game(4, 0, {1: ["Kc", "Kd"]})
    play(game, "1 play Kc Kd")  # claims two As: a bluff, but legal
    assert game.observation(0).claims == ((1, 2, 0),)


def test_C3_3_nobody_may_pass():
    game = make_game(4, 0, {1: ["Kc"]})
    legal = game.legal_actions()
    assert legal.player == 1 and not legal.doubts and not legal.accepts
    assert all(a.kind == PLAY for a in legal)
    with pytest.raises(IllegalAction) as info:
        game.apply("1 pass")
    assert info.value.rule == "N2"


def test_C3_4_rank_advances_and_turn_passes_left_challenged_or_not():
    game = make_game(3)
    play_low(game)
    assert (game.turn, game.required_rank) == (2, "2")
    game.apply("0 doubt")
    assert (game.turn, game.required_rank) == (2, "2")
    refused(game, "1 play " + NAMES[game.hand(1)[0]], "C3.4")


def test_C3_5_nobody_sees_the_pile():
    game = make_game(4)
    text = play_low(game, 2)
    for seat in (0, 2, 3):
        obs = game.observation(seat)
        assert obs.events[0].cards == (None, None) and not set(obs.seen_cards()) & set(game.pile_cards())
        assert " ?" in obs.render()  # a card not seen
    assert game.observation(1).events[0].cards == tuple(Card.parse(c) for c in text.split()[2:])


# ----------------------------------------------------------------------------- C4 challenging

def test_C4_1_any_other_seat_may_doubt_until_the_next_play():
    game = make_game(4)
    play_low(game)
    assert game.actors() == (0, 2, 3)
    assert set(game.legal_actions().doubts) == {Action(s, DOUBT) for s in (0, 2, 3)}
    refused(game, "1 doubt", "C4.1")  # not one's own play
    game.apply("2 play " + NAMES[game.hand(2)[0]])
    # seat 2's play closed the window on seat 1's: a doubt now challenges seat 2's play
    assert game.legal_actions().doubts == tuple(Action(s, DOUBT) for s in (0, 1, 3))
    game.apply("1 doubt")
    assert game.observation(0).revealed[0][0] == game.observation(2).events[1].cards


def test_C4_1_no_play_to_doubt_and_once_per_play():
    game = make_game(4)
    refused(game, "2 doubt", "C4.1")
    play_low(game)
    game.apply("2 doubt")
    err = refused(game, "3 doubt", "C4.1")
    assert "once" in err.reason


def test_C4_1_next_player_may_doubt_instead_of_playing():
    game = make_game(4)
    play_low(game)
    assert {a.name for a in game.legal_actions(2)} == {"play", "doubt"}
    assert {a.name for a in game.legal_actions(3)} == {"doubt"}


def test_C4_2_bluff_declarer_takes_the_pile():
    game = make_game(4, 0, {1: ["Kc"], 2: ["2c"]})
    play(game, "1 play Kc", "2 play 2c")  # 1 bluffed, 2 told the truth
    play(game, "3 doubt")  # challenges 2's true play: 3 takes both cards
    assert game.pile == 0 and {Card.parse("Kc"), Card.parse("2c")} <= set(game.hand(3))
    game = make_game(4, 0, {1: ["Kc"]})
    play(game, "1 play Kc", "0 doubt")
    assert Card.parse("Kc") in game.hand(1) and game.hand_sizes() == (13, 13, 13, 13)


def test_C4_2_only_the_last_group_is_revealed():
    game = make_game(4, 0, {1: ["Kc"], 2: ["2c"]})
    play(game, "1 play Kc", "2 play 2c", "0 doubt")
    obs = game.observation(0)
    assert obs.revealed == (((Card.parse("2c"),), 0),)
    assert obs.events[0].cards == (None,)  # the bluff stays hidden, though 0 now holds it
    assert Card.parse("Kc") in obs.took[0]


def test_C4_3_play_goes_on_left_of_the_declarer_with_the_next_rank():
    game = make_game(5)
    play_low(game)
    play_low(game)
    game.apply("0 doubt")
    assert game.turn == 3 and game.required_rank == "3" and game.actors() == (3,)


def test_C4_4_only_the_challenge_that_counts_is_recorded():
    game = make_game(4)
    play_low(game)
    game.apply("3 doubt")
    refused(game, "0 doubt", "C4.1")
    assert game.challenges == 1 and game.history[-1] == Action(3, DOUBT)


# ----------------------------------------------------------------------------- C5 last cards

def test_C5_1_a_play_that_empties_the_hand_is_answered_in_order():
    game = to_last_play(TRUE_END)
    assert game.phase_name == "answer" and game.actors() == (0,) and game.winner is None
    assert set(game.legal_actions()) == {Action(0, DOUBT), Action(0, ACCEPT)}
    refused(game, "1 accept", "C5.1")
    refused(game, "1 doubt", "C5.1")
    refused(game, "0 play " + NAMES[game.hand(0)[0]], "C5.1")
    play(game, "0 accept", "1 accept")
    assert game.actors() == (2,)
    refused(game, "0 accept", "C5.1")


def test_C5_1_accept_only_when_an_answer_is_owed():
    game = make_game(4)
    refused(game, "2 accept", "C5.1")
    play_low(game)
    refused(game, "2 accept", "C5.1")


def test_C5_2_all_accept_declarer_wins():
    game = to_last_play(TRUE_END)
    play(game, "0 accept", "1 accept", "2 accept", "3 accept", "4 accept")
    assert game.is_over and game.winner == 5 and game.result()["pile"] != []
    refused(game, "0 play " + NAMES[game.hand(0)[0]], "C5.3")


def test_C5_2_true_play_challenged_declarer_wins_challenger_takes_pile():
    game = to_last_play(TRUE_END)
    pile = game.pile.bit_count()
    play(game, "0 accept", "1 doubt")
    assert game.winner == 5 and game.hand_sizes()[1] == 9 - 2 + pile and game.pile == 0


def test_C5_2_bluff_challenged_declarer_takes_pile_and_play_goes_on():
    game = to_last_play(BLUFF_END)
    pile = game.pile.bit_count()
    play(game, "0 doubt")
    assert game.winner is None and game.phase_name == "play"
    assert game.hand_sizes()[5] == pile and game.turn == 0 and game.required_rank == "Q"


def test_C5_3_one_winner_and_wins_counted():
    match = CheatMatch(3)
    rng = random.Random(8)
    for _ in range(3):
        game = match.deal(rng)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal.doubts[0] if legal.doubts and rng.random() < 0.3 else
                       legal.accepts[0] if legal.accepts else legal[rng.randrange(legal.play_count)])
        assert game.winner is not None and game.hand_sizes()[game.winner] == 0
    assert sum(match.wins) == 3 and match.result()["wins"] == match.wins


# ----------------------------------------------------------------------------- C6 information state

def test_C6_1_own_hand_sizes_pile_and_claims():
    game = make_game(4)
    play_low(game, 3)
    play_low(game, 1)
    obs = game.observation(3)
    assert obs.hand == game.hand(3) and obs.hand_sizes == (13, 10, 12, 13) and obs.pile_size == 4
    assert obs.claims == ((1, 3, 0), (2, 1, 1)) and obs.rank == 2 and obs.turn == 3
    assert obs.moves == ((0, ("doubt",)), (1, ("doubt",)), (3, ("play", "doubt"))) and obs.open_play == 2


def test_C6_2_revealed_cards_and_who_took_them():
    game = make_game(4, 0, {1: ["Kc", "Kd"]})
    play(game, "1 play Kc Kd", "2 doubt")
    for seat in range(4):
        assert game.observation(seat).revealed == ((tuple(map(Card.parse, ["Kc", "Kd"])), 1),)
        assert game.observation(seat).events[0].cards == tuple(map(Card.parse, ["Kc", "Kd"]))


def test_C6_3_own_cards_in_the_pile_and_who_took_them():
    game = make_game(4, 0, {1: ["Ac"], 2: ["2c"]})
    play(game, "1 play Ac", "2 play 2c")
    assert game.observation(1).own_in_pile == (Card.parse("Ac"),)
    play(game, "3 doubt")
    obs = game.observation(1)
    assert obs.own_in_pile == () and obs.own_taken == (((Card.parse("Ac"),), 3),)
    assert game.observation(0).own_taken == ()


def test_C6_4_the_taker_sees_the_whole_pile():
    game = make_game(4, 0, {1: ["Ac"], 2: ["Kc"], 3: ["Qc"]})
    play(game, "1 play Ac", "2 play Kc", "3 play Qc", "0 doubt")
    taken = tuple(map(Card.parse, ["Ac", "Qc", "Kc"]))  # sorted: A low … K
    assert game.observation(3).took == (taken,)
    assert game.observation(3).events[-1].taken == taken
    assert game.observation(0).took == () and game.observation(0).events[-1].taken == (Card.parse("Qc"), None, None)


# ----------------------------------------------------------------------------- notation

@pytest.mark.parametrize("text,card", [("Ah", "Ah"), ("Td", "Td"), ("10d", "Td"), ("Ks", "Ks")])
def test_N1_card_notation(text, card):
    game = make_game(4, 0, {1: [card]})
    game.apply(f"1 play {text}")
    assert str(game.history[0]) == f"1 play {card}"


@pytest.mark.parametrize("text,rule", [("1 play Xx", "N1"), ("1 play 1c", "N1"), ("play Ac", "N2"), ("1", "N2"),
                                       ("1 pass", "N2"), ("1 doubt Ac", "N2"), ("01 doubt", "N2"),
                                       ("-1 doubt", "N2"), ("", "N2"), (None, "N2"), (3, "N2")])
def test_N2_malformed_actions(text, rule):
    game = make_game(4)
    err = refused(game, text, rule)
    assert rule in str(err)


def test_N2_action_values_and_text_round_trip():
    a = Action.parse("2  play 9s   2h")
    assert a == Action(2, PLAY, ["2h", "9s"]) and str(a) == "2 play 2h 9s"
    assert a.cards == tuple(map(Card.parse, ["2h", "9s"])) and a.seat == 2 and a.kind == PLAY
    assert Action.parse("0 doubt") == Action(0, DOUBT) and Action.parse("0 doubt").name == "doubt"
    assert str(Action(3, ACCEPT)) == "3 accept" and repr(Action(3, ACCEPT)) == "Action('3 accept')"
    game = make_game(4)
    hand = game.hand(2)
    other = names(game.hand(1))[0]
    game.apply(f"1 play {other}")
    assert set(map(str, game.legal_actions(2).doubts)) == {"2 doubt"}
    assert Action(2, PLAY, hand[:2]) in game.legal_actions()
    assert str(game.observation(0).events[0]).startswith("seat 2 plays ?")  # in words: seats from 1


def test_N3_example_sequence():
    hands = {1: ["Ac", "3c", "Kd"], 2: ["2h", "9s"], 3: ["4d"]}
    game = make_game(4, 0, hands)
    play(game, "1 play Ac", "2 play 2h 9s", "0 doubt", "3 play 4d")
    assert [str(a) for a in game.history] == ["1 play Ac", "2 play 2h 9s", "0 doubt", "3 play 4d"]
    assert game.hand_sizes()[2] == 14  # 2 bluffed (9s is no 2) and took the pile: Ac, 2h, 9s


# ----------------------------------------------------------------------------- record format

def _record(**fields):
    rec = {"format": "cheat/1", "players": 4, "first_dealer": 0,
           "games": [{"deck": arranged(4), "actions": ["1 play Ac"]}]}
    rec.update(fields)
    return rec


def test_F1_first_dealer_defaults_to_0_and_unknown_fields_are_refused():
    rec = _record()
    del rec["first_dealer"]
    assert replay(rec)["games"][0]["dealer"] == 0
    with pytest.raises(IllegalAction) as info:
        replay(_record(jokers=True))
    assert info.value.rule == "F1"


def test_F2_only_the_last_game_may_be_unfinished():
    rec = _record()
    rec["games"].append({"deck": arranged(4), "actions": []})
    with pytest.raises(IllegalAction) as info:
        replay(rec)
    assert info.value.rule == "F2" and str(info.value).startswith("game 1: F2: ")
    for bad in ([1], [{"deck": arranged(4)}], [{"deck": arranged(4), "actions": "1 play Ac"}], None):
        with pytest.raises(IllegalAction) as info:
            replay(_record(games=bad))
        assert info.value.rule == "F2"


def test_F3_result_shape_and_key_order():
    game = to_last_play(TRUE_END)
    play(game, "0 accept", "1 accept", "2 accept", "3 accept", "4 accept")
    match = CheatMatch(6)
    match.games.append(game)
    out = replay(to_record(match))
    assert list(out) == ["games", "wins"] and out["wins"] == [0, 0, 0, 0, 0, 1]
    g = out["games"][0]
    assert list(g) == ["dealer", "complete", "winner", "plays", "challenges", "hands", "pile"]
    assert (g["complete"], g["winner"], g["plays"], g["challenges"]) == (True, 5, 11, 0)
    assert g["hands"][5] == [] and g["pile"][-4:] == ["Jc", "Jd", "Jh", "Js"] and len(g["pile"]) == 17
    for hand in g["hands"]:
        assert hand == [NAMES[c] for c in sorted(map(Card.parse, hand))]  # A low … K, then c d h s
    unfinished = replay(_record())["games"][0]
    assert unfinished["complete"] is False and unfinished["winner"] is None and unfinished["pile"] == ["Ac"]


@pytest.mark.parametrize("actions,rule", [
    (["2 play Ac"], "C3.1"), (["1 play 2c"], "C3.2"), (["1 play"], "C3.2"), (["1 play Ac Ad Ah As 5c"], "C3.2"),
    (["0 doubt"], "C4.1"), (["1 play Ac", "2 doubt", "3 doubt"], "C4.1"), (["1 accept"], "C5.1"),
    (["1 play Ac", "2 play 5d", "1 play Ad"], "C3.4")])
def test_F4_refusals_name_game_action_and_rule(actions, rule):
    hands = {1: ["Ac", "Ad", "Ah", "As", "5c"], 2: ["5d"]}
    rec = _record(games=[{"deck": arranged(4, 0, hands), "actions": actions}])
    with pytest.raises(IllegalAction) as info:
        replay(rec)
    i = len(actions) - 1
    assert str(info.value).startswith(f"game 0, action {i}, {actions[i]!r}: {rule}: ")
    assert (info.value.rule, info.value.round, info.value.index) == (rule, 0, i)


@pytest.mark.parametrize("field,value,rule", [("players", 7, "C1.1"), ("players", 2, "C1.1"),
                                              ("first_dealer", 4, "C2.1"), ("format", "cheat/2", "F")])
def test_F4_record_level_refusals(field, value, rule):
    with pytest.raises(IllegalAction) as info:
        replay(_record(**{field: value}))
    assert info.value.rule == rule


def test_F4_deck_refusal_names_the_game():
    rec = _record(games=[{"deck": arranged(4)[:-1] + ["Ac"], "actions": []}])
    with pytest.raises(IllegalAction) as info:
        replay(rec)
    assert info.value.rule == "C2.2" and str(info.value).startswith("game 0: C2.2: ")


def test_F_record_round_trip_and_load():
    match = load(_record())
    assert to_record(match) == _record() and snapshot(match.game) == snapshot(load(to_record(match)).game)
