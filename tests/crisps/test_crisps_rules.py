"""One test (or more) per rule of CRISPS.md, named by its ID."""

from __future__ import annotations

import random

import pytest

from crisp_core.cards import Card, card_name
from crisp_core.crisps import Action, CrispsMatch, CrispsRound, Options, load, replay, to_record
from crisp_core.crisps.actions import BLIND, FACEUP, PASS, PLAY
from crisp_core.crisps.deck import DECKS, mask_of
from crisp_core.errors import IllegalAction

from crisps_helpers import arranged_deck, make_round, play, random_step, refused


def cards(*names: str) -> tuple[Card, ...]:
    return tuple(sorted(Card.parse(n) for n in names))


def set_hand(state: CrispsRound, seat: int, *names: str) -> None:
    """Give ``seat`` exactly these cards (for end-of-round scenarios)."""
    state.hands[seat] = mask_of(Card.parse(n) for n in names)


def test_K1_1_two_seats():
    state = make_round()
    assert state.actors() == (0,)
    with pytest.raises(IllegalAction) as info:
        state.observation(2)
    assert info.value.rule == "K1.1"
    with pytest.raises(IllegalAction) as info:
        Action.parse("2 pass")
    assert info.value.rule == "N2"


def test_K1_2_the_forty_cards():
    deck = DECKS[False]
    assert len(deck) == 40 and {c.rank for c in deck} == set(range(1, 10)) | {11}
    bad = arranged_deck()
    bad[0] = "Jc"
    with pytest.raises(IllegalAction) as info:
        CrispsRound(bad, 0)
    assert info.value.rule == "K1.2" and "Jc" in str(info.value)


def test_K1_3_special_runs_uses_jacks():
    deck = DECKS[True]
    assert {c.rank for c in deck} == set(range(1, 11))
    with pytest.raises(IllegalAction) as info:
        CrispsRound(arranged_deck(), 0, Options(special_runs=True))
    assert info.value.rule == "K1.3"
    state = make_round(0, {0: ["8c", "9d", "Th", "Js"]}, special_runs=True)
    assert state.is_legal("0 play 8c 9d Th Js") and state.is_legal("0 play 9d Th Js")


def test_K2_1_starters():
    match = CrispsMatch(first_player=1)
    rng = random.Random(3)
    starters, scores = [], []
    while not match.over:
        scores.append(tuple(match.scores))
        rnd = match.deal(rng)
        starters.append(rnd.starter)
        while not rnd.is_over:
            random_step(rnd, rng)
    assert starters[0] == 1
    for k in range(1, len(starters)):
        a, b = scores[k]
        expected = (0 if a < b else 1) if a != b else 1 - starters[k - 1]
        assert starters[k] == expected
    with pytest.raises(IllegalAction) as info:
        CrispsMatch(first_player=2)
    assert info.value.rule == "K2.1"


def test_K2_1_tie_goes_to_who_did_not_start():
    match = CrispsMatch(first_player=0)
    record = {"format": "crisps/1", "rounds": []}
    assert match.next_starter() == 0 and load(record).next_starter() == 0


def test_K2_2_deal():
    deck = arranged_deck(1)
    state = CrispsRound(deck, 1)
    parsed = [Card.parse(c) for c in deck]
    assert state.hand(1) == tuple(sorted(parsed[0:24:2])) and state.hand(0) == tuple(sorted(parsed[1:24:2]))
    assert state.removed == mask_of(parsed[24:28])
    assert state.faceup == parsed[28] and state.blind[::-1] == parsed[29:] and len(state.blind) == 11


def test_K2_3_no_faceup():
    deck = arranged_deck(no_faceup=True)
    state = CrispsRound(deck, 0, Options(no_faceup=True))
    assert state.faceup == -1 and len(state.blind) == 12 and state.blind[-1] == Card.parse(deck[28])


def test_K3_1_ordinary_combinations():
    state = make_round(0, {0: ["2c", "2d", "3c", "3d", "4c", "5c", "7c", "8d"]})
    for text in ("0 play 2c", "0 play 2c 2d", "0 play 2c 3c 4c", "0 play 2c 3d 4c 5c", "0 play 2c 2d 3c 3d"):
        assert state.is_legal(text), text
    refused(state, "0 play 2c 3c", "K3.1")
    refused(state, "0 play 2c 3c 5c", "K3.1")
    refused(state, "0 play 7c 8d 2c", "K3.1")
    refused(state, "0 play 2c 2d 3c", "K3.1")


def test_K3_2_special_combinations():
    state = make_round(0, {0: ["5c", "5d", "5h", "5s", "6c", "6d", "6h"]})
    assert state.is_legal("0 play 5c 5d 5h") and state.is_legal("0 play 5c 5d 5h 5s")
    assert state.is_legal("0 play 6c 6d 6h")


def test_K3_3_rank_of_a_run_is_its_top():
    state = make_round(0, {0: ["5c", "6c", "7c"], 1: ["3d", "4d", "5d", "6d", "7d", "8d"]})
    play(state, "0 play 5c 6c 7c")
    assert state.last[2] == Card.parse("7c").rank
    assert state.is_legal("1 play 5d 6d 7d") and state.is_legal("1 play 6d 7d 8d")
    refused(state, "1 play 4d 5d 6d", "K5.1")


def test_K3_4_special_rank_not_in_runs():
    state = make_round(0, {0: ["8c", "9c", "Tc", "Qc", "Tc", "Td", "Qd"][:4] + ["Td", "Qd"]})
    refused(state, "0 play 9c Tc Qc", "K3.4")
    refused(state, "0 play Tc Td Qc Qd", "K3.4")
    state = make_round(0, {0: ["9c", "Tc", "Jc", "Td", "Jd"]}, special_runs=True)
    assert state.is_legal("0 play 9c Tc Jc") and state.is_legal("0 play Tc Td Jc Jd")


def test_K4_1_leader_may_not_pass():
    state = make_round(1)
    refused(state, "1 pass", "K4.1")
    assert Action.of(1, PASS) not in state.legal_actions()


def test_K4_2_alternate_and_pass_freely():
    state = make_round(0, {0: ["5c"], 1: ["7d"]})
    play(state, "0 play 5c")
    refused(state, "0 play 2c", "K4.2")
    assert state.is_legal("1 play 7d") and state.is_legal("1 pass")
    refused(state, "1 play 5c", "K4.2")  # not in hand


def test_K4_3_played_cards_leave_face_up():
    state = make_round(0, {0: ["5c"]})
    play(state, "0 play 5c")
    assert not state.hands[0] >> Card.parse("5c") & 1
    assert all((0, 0, cards("5c")) in state.observation(s).played for s in (0, 1))


def test_K5_1_equal_or_higher_same_kind_and_size():
    state = make_round(0, {0: ["5c"], 1: ["5d", "4d", "6d", "6h"]})
    play(state, "0 play 5c")
    assert state.is_legal("1 play 5d") and state.is_legal("1 play 6d")
    refused(state, "1 play 4d", "K5.1")
    refused(state, "1 play 6d 6h", "K5.1")


def test_K5_2_special_beats_ordinary_only_with_the_special_rank():
    state = make_round(0, {0: ["Qc", "9c"], 1: ["3c", "3d", "3h"]})
    play(state, "0 play 9c")
    refused(state, "1 play 3c 3d 3h", "K5.2")
    state = make_round(0, {0: ["Qc", "9c"], 1: ["3c", "3d", "3h"]})
    play(state, "0 play Qc")
    assert state.is_legal("1 play 3c 3d 3h")
    state = make_round(0, {0: ["9c", "Tc", "Jc"], 1: ["3c", "3d", "3h"]}, special_runs=True)
    play(state, "0 play 9c Tc Jc")
    assert state.is_legal("1 play 3c 3d 3h")


def test_K5_3_special_on_special():
    state = make_round(0, {0: ["5c", "5d", "5h"], 1: ["4c", "4d", "4h", "4s", "6c", "6d", "6h", "5s"]})
    play(state, "0 play 5c 5d 5h")
    assert state.is_legal("1 play 6c 6d 6h") and state.is_legal("1 play 4c 4d 4h 4s")
    refused(state, "1 play 4c 4d 4h", "K5.3")
    state = make_round(0, {0: ["Qc", "Qd", "Qh"], 1: ["2c", "2d", "2h", "2s", "Qs"]})
    play(state, "0 play Qc Qd Qh")
    assert state.is_legal("1 play 2c 2d 2h 2s")  # settled: only K5.3 beats Queens
    refused(state, "1 play 2c 2d 2h", "K5.3")


def test_K5_4_ordinary_never_on_special():
    state = make_round(0, {0: ["5c", "5d", "5h"], 1: ["Qc", "Qd", "6c"]})
    play(state, "0 play 5c 5d 5h")
    refused(state, "1 play Qc", "K5.4")
    refused(state, "1 play Qc Qd", "K5.4")


def test_K6_1_trick_end_and_choice():
    state = make_round(0, {0: ["5c"]}, faceup="9h", blind=["8h", "7h"])
    play(state, "0 play 5c")
    refused(state, "1 faceup", "K6.1")
    play(state, "1 pass")
    assert state.legal_actions() == (Action.of(0, FACEUP), Action.of(0, BLIND)) and state.trick == 1
    refused(state, "0 play 2c", "K6.1")
    refused(state, "1 blind", "K4.2")
    before = (state.hands[0], state.hands[1])
    play(state, "0 blind")
    assert state.hands[0] == before[0] | 1 << Card.parse("8h")
    assert state.hands[1] == before[1] | 1 << Card.parse("9h")
    assert state.faceup == Card.parse("7h") and state.turn == 0 and state.last is None
    assert state.faceups_held == [0, 1 << Card.parse("9h")]


def test_K6_1_faceup_choice():
    state = make_round(0, {0: ["5c"]}, faceup="9h", blind=["8h"])
    play(state, "0 play 5c", "1 pass", "0 faceup")
    assert state.hands[0] >> Card.parse("9h") & 1 and state.hands[1] >> Card.parse("8h") & 1
    assert state.faceup == state.deck[30]


def test_K6_2_empty_blind():
    state = make_round(0, {0: ["5c", "6c"]}, faceup="9h")
    state.blind.clear()
    play(state, "0 play 5c", "1 pass")
    assert state.phase_name == "play" and state.hands[0] >> Card.parse("9h") & 1 and state.faceup == -1
    size = bin(state.hands[1]).count("1")
    play(state, "0 play 6c", "1 pass")
    assert bin(state.hands[1]).count("1") == size and state.turn == 0


def test_K6_3_no_faceup_takes():
    state = make_round(0, {0: ["5c"]}, blind=["8h", "7h", "6h"], no_faceup=True)
    play(state, "0 play 5c", "1 pass")
    assert state.hands[0] >> Card.parse("8h") & 1 and state.hands[1] >> Card.parse("7h") & 1
    assert state.turn == 0 and state.faceup == -1 and len(state.blind) == 10
    refused(state, "0 faceup", "K6.1")


def test_K6_4_who_sees_a_take():
    state = make_round(0, {0: ["5c"]}, faceup="9h", blind=["8h", "7h"])
    play(state, "0 play 5c", "1 pass", "0 blind")
    seen_by_1 = state.observation(1).events
    seen_by_0 = state.observation(0).events
    assert ("take_blind", 0, (None,)) in seen_by_1 and ("take_blind", 0, cards("8h")) in seen_by_0
    assert ("take_faceup", 1, cards("9h")) in seen_by_0


def test_K7_1_last_card_ends_the_round():
    state = make_round(0, {0: ["5c"], 1: ["6c"]})
    set_hand(state, 0, "5c", "7c", "9c")
    set_hand(state, 1, "6c", "8c")
    play(state, "0 play 5c", "1 play 6c", "0 play 7c")
    assert not state.is_over
    play(state, "1 play 8c")
    assert state.is_over and state.winner == 1 and state.actors() == () and state.legal_actions() == ()
    refused(state, "0 pass", "K7.1")
    assert state.result()["complete"] and state.observation(0).scores == (0, 1)


def test_K7_2_three_points_end_the_game():
    match = CrispsMatch()
    rng = random.Random(5)
    while not match.over:
        rnd = match.deal(rng)
        while not rnd.is_over:
            random_step(rnd, rng)
    assert max(match.scores) == 3 and match.winner == match.scores.index(3)
    with pytest.raises(IllegalAction) as info:
        match.deal(rng)
    assert info.value.rule == "K7.2"


def test_K7_3_table_may_pass():
    state = make_round(0, {0: ["Qc", "Qd", "Qh", "Qs"]}, auto_skip=True)
    play(state, "0 play Qc Qd Qh Qs")
    assert state.table_may_pass()  # no four of a kind above Queens
    state = make_round(0, {0: ["Tc"]}, faceup="Qc", auto_skip=True)
    play(state, "0 play Tc")
    assert not state.table_may_pass()  # Qd, Qh, Qs may be in the mover's hand
    state = make_round(0, {0: ["Qc"], 1: ["Qd"]}, faceup="Qh", auto_skip=True)
    set_hand(state, 0, "Qc", "Qs", "2c")
    play(state, "0 play Qc")
    assert not state.table_may_pass()
    assert state.legal_actions()[-1] == Action.of(1, PASS)
    state = make_round(0, {0: ["Tc", "Td", "Th", "Ts"]}, auto_skip=True)
    play(state, "0 play Tc Td Th Ts")
    assert not state.table_may_pass()  # four Queens may be in the mover's hand


def test_K7_3_it_never_removes_a_legal_move():
    rng = random.Random(7)
    for _ in range(30):
        match = CrispsMatch(options=Options(auto_skip=True))
        rnd = match.deal(rng)
        while not rnd.is_over:
            if rnd.table_may_pass():
                assert [a.kind for a in rnd.legal_actions()] == [PASS]
            random_step(rnd, rng)


def test_K8_1_observation_basics():
    state = make_round(0, {0: ["5c"]}, faceup="9h")
    play(state, "0 play 5c")
    obs = state.observation(1)
    assert obs.hand == state.hand(1) and obs.other_size == 11 and obs.faceup == Card.parse("9h")
    assert obs.blind_size == 11 and obs.last == cards("5c") and obs.last_seat == 0
    assert obs.played == ((0, 0, cards("5c")),) and "9♥" in obs.render()  # a face, as a reader sees it


def test_K8_2_faceup_takes_are_known():
    state = make_round(0, {0: ["5c"]}, faceup="9h", blind=["8h", "7h"])
    play(state, "0 play 5c", "1 pass", "0 faceup")
    assert state.observation(1).other_faceups == cards("9h")
    set_hand(state, 0, "9h", "2c")
    state.faceups_held[0] = 1 << Card.parse("9h")
    play(state, "0 play 9h")
    assert state.observation(1).other_faceups == ()


def test_K8_3_removed_and_blind_cards_unseen():
    state = make_round(0, {0: ["5c"]}, faceup="9h", blind=["8h", "7h"])
    play(state, "0 play 5c", "1 pass", "0 blind")
    obs = state.observation(1)
    text = obs.render()
    assert "8♥" not in text and " ?" in text  # a card not seen shows as ?
    removed = state.deck[24:28]
    assert not any(card_name(c) in text.split() for c in removed if c not in obs.hand)


def test_N1_card_notation():
    state = make_round(0, {0: ["Tc", "Td"]})
    assert Action.parse("0 play 10c 10d") == Action.parse("0 play Td Tc")
    assert str(state.legal_actions()[0]).startswith("0 play")
    with pytest.raises(IllegalAction) as info:
        Action.parse("0 play 1c")
    assert info.value.rule == "N1"


def test_N2_actions():
    assert str(Action.parse("0  play 5s 3c   4d")) == "0 play 3c 4d 5s"
    assert Action.parse("1 pass").kind == PASS and Action.parse("0 faceup").kind == FACEUP
    assert Action.parse("0 blind").kind == BLIND and Action.parse("1 play 2c").kind == PLAY
    for text in ("", "0", "0 play", "0 pass 2c", "0 jump", "3 pass", "0 play 2c 2c", "x pass"):
        with pytest.raises(IllegalAction) as info:
            Action.parse(text)
        assert info.value.rule == "N2", text


def test_N3_example():
    state = make_round(0, {0: ["5c", "Qh", "3c", "4d", "5s"], 1: ["7d", "3h", "4h", "5d"]}, faceup="2s")
    play(state, "0 play 5c", "1 play 7d", "0 play Qh", "1 pass", "0 blind", "0 play 3c 4d 5s", "1 play 3h 4h 5d")
    assert [str(a) for a in state.history][-2:] == ["0 play 3c 4d 5s", "1 play 3h 4h 5d"]


def _record(**extra) -> dict:
    rec = {"format": "crisps/1", "rounds": [{"deck": arranged_deck(0, {0: ["5c"]}), "actions": ["0 play 5c"]}]}
    rec.update(extra)
    return rec


def test_F1_defaults_and_unknown_fields():
    assert load(_record()).options == Options() and load(_record()).first_player == 0
    for bad, rule in ((_record(players=2), "F1"), (_record(options={"jokers": True}), "F1"),
                      (_record(options={"auto_skip": 1}), "K7.3"), (_record(options=[]), "F1")):
        with pytest.raises(IllegalAction) as info:
            load(bad)
        assert info.value.rule == rule


def test_F2_rounds_and_auto_skip_passes():
    rec = _record()
    rec["rounds"].append(rec["rounds"][0])
    with pytest.raises(IllegalAction) as info:
        load(rec)
    assert info.value.rule == "F2" and info.value.round == 1
    rng = random.Random(2)
    match = CrispsMatch(options=Options(auto_skip=True))
    while not match.over:
        rnd = match.deal(rng)
        while not rnd.is_over:
            random_step(rnd, rng)
    rec = to_record(match)
    assert all(set(a.split()[1] for a in r["actions"]) <= {"play", "pass", "faceup", "blind"}
               for r in rec["rounds"])
    assert replay(rec) == match.result()


def test_F3_result_shape():
    result = replay(_record())
    assert list(result) == ["rounds", "scores", "over", "winner"]
    assert list(result["rounds"][0]) == ["starter", "complete", "winner", "tricks", "hands"]
    assert result["rounds"][0]["complete"] is False and result["rounds"][0]["winner"] is None
    assert result["winner"] is None and result["scores"] == [0, 0]
    hand = result["rounds"][0]["hands"][1]
    assert hand == [str(c) for c in sorted(Card.parse(c) for c in hand)]


def test_F4_refusals_name_round_action_and_rule():
    rec = _record()
    rec["rounds"][0]["deck"] = arranged_deck(0, {0: ["5c"], 1: ["2d", "9d"]})
    rec["rounds"][0]["actions"] = ["0 play 5c", "1 play 2d 9d"]
    with pytest.raises(IllegalAction) as info:
        load(rec)
    assert str(info.value).startswith("round 0, action 1, '1 play 2d 9d': K3.1: ")
    rec["rounds"][0]["actions"] = ["0 play 5c", "0 pass"]
    with pytest.raises(IllegalAction) as info:
        load(rec)
    assert info.value.rule == "K4.2" and info.value.index == 1
