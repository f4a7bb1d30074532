"""Bots decide from a seat's observation only, and each follows its documented plan."""

from __future__ import annotations

import random

import pytest

from crisp_core import Action, RoundState
from crisp_core.crisp.actions import CRISP, TIMEOUT
from crisp_core.crisp.bots import BOTS, CardCount, ExpertBot, ForgetfulBot, HeuristicBot, RandomBot, make_bot
from crisp_core.crisp.driver import next_choice
from crisp_core.crisp.options import Options
from crisp_core.crisp.simulate import simulate
from crisp_core.decks import shuffled_deck

from conftest import make_round, play

FACE = {"J", "Q", "K"}


def twin_decks(deck, obs):
    """``deck`` with two cards swapped that ``obs``'s seat has never seen and that play alike
    (both number cards, or the same face rank), so the same actions stay legal."""
    unseen = obs.unseen()
    for i, a in enumerate(unseen):
        for b in unseen[i + 1:]:
            a_face, b_face = str(a)[0] in FACE, str(b)[0] in FACE
            if (not a_face and not b_face) or str(a)[0] == str(b)[0]:
                other = list(deck)
                ia, ib = other.index(a), other.index(b)
                other[ia], other[ib] = other[ib], other[ia]
                return other
    return None


@pytest.mark.parametrize("seed", range(6))
def test_states_that_look_the_same_give_the_same_choice(seed):
    rng = random.Random(seed)
    players = 2 + seed % 3
    options = Options(draw_from_discard=seed % 2 == 0)
    deck = shuffled_deck(rng)
    state = RoundState(players, deck, 0, options)
    checked = 0
    for _ in range(60):
        if state.is_over:
            break
        seat = state.window_seat if state.window_seat >= 0 else state.turn
        legal = state.legal_actions(seat)
        obs = state.observation(seat)
        other_deck = twin_decks(deck, obs)
        if other_deck is not None and len(legal) > 1 and checked < 5:
            twin = RoundState(players, other_deck, 0, options)
            for action in state.history:
                twin.apply(action)
            assert twin.hands != state.hands or twin.stock != state.stock  # truly another state
            assert twin.observation(seat) == obs  # ... that looks the same to this seat
            for name in BOTS:
                params = {"samples": 4, "time_budget": 10.0} if name == "expert" else {}
                mine = make_bot(name, **params).choose(obs, legal, random.Random(9))
                theirs = make_bot(name, **params).choose(twin.observation(seat), twin.legal_actions(seat),
                                                         random.Random(9))
                assert mine is theirs, name
            checked += 1
        state.apply(rng.choice([a for a in legal if a.kind != CRISP]))
    assert checked >= 2


def test_bots_never_choose_a_timeout():
    state = make_round(hands={0: ["9c", "9d", "9h"]}, stock=["5d"], draw_timer=30)
    legal = state.legal_actions(1)
    assert any(a.kind == TIMEOUT for a in legal)
    for name in BOTS:
        for seed in range(20):
            assert make_bot(name).choose(state.observation(1), legal, random.Random(seed)).kind != TIMEOUT


def heuristic_move(state, seat=None):
    seat = state.turn if seat is None else seat
    return str(HeuristicBot().choose(state.observation(seat), state.legal_actions(seat), random.Random(0)))


HANDS = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "Tc"], 2: ["5c", "6c", "7c"]}


def test_heuristic_swaps_a_low_card_for_its_worst_known_card():
    state = play(make_round(hands=HANDS, stock=["4d"]), "1 draw")
    assert heuristic_move(state) == "1 swap R"


def test_heuristic_discards_a_card_worse_than_everything_it_expects():
    hands = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "Ac"], 2: ["5c", "6c", "7c"]}
    state = play(make_round(hands=hands, stock=["9s"]), "1 draw")
    assert heuristic_move(state) == "1 discard"


def test_heuristic_uses_a_jack_only_when_its_middle_is_unknown():
    state = play(make_round(hands=HANDS, stock=["Jd", "Jh"]), "1 draw")
    assert heuristic_move(state) == "1 jack"
    play(state, "1 jack", "1 pass", "2 draw")
    state2 = play(make_round(hands=HANDS, stock=["Jd", "Jh"]), "1 draw", "1 jack")
    assert state2.observation(1).own_hand[1] is not None


def test_heuristic_always_plays_a_king():
    state = play(make_round(hands=HANDS, stock=["Kd"]), "1 draw")
    assert heuristic_move(state) == "1 king"


def test_heuristic_queens_its_worst_card_for_a_card_it_knows_is_low():
    # seat 2 swapped its R for the Ace that seat 1 had discarded? No: make seat 1 see seat 2's low card
    # directly: seat 2 takes seat 1's discarded Ace from the discard (R8.5, public) into its L.
    state = make_round(hands=HANDS, stock=["Ad", "8s", "Qd"], draw_from_discard=True)
    play(state, "1 draw", "1 discard", "1 pass", "2 take", "2 swap L", "2 pass", "0 draw", "0 discard", "0 pass",
         "1 draw")
    assert state.observation(1).hand(2)[0].value == 1
    assert heuristic_move(state) == "1 queen R 2L"


def test_heuristic_takes_a_low_discard():
    state = make_round(hands=HANDS, stock=["Ad"], draw_from_discard=True)
    play(state, "1 draw", "1 discard", "1 pass")
    assert heuristic_move(state) == "2 take"


def test_heuristic_calls_with_a_sure_lowest_hand_and_not_with_a_high_one():
    low = {0: ["9c", "9d", "9h"], 1: ["Ac", "Ad", "Ah"], 2: ["Tc", "Td", "Th"]}
    state = play(make_round(hands=low, stock=["Jd", "8d"]), "1 draw", "1 jack")
    assert heuristic_move(state, 1) == "1 crisp"
    high = {0: ["2c", "2d", "2h"], 1: ["Kc", "Qd", "Kh"], 2: ["3c", "3d", "3h"]}
    state = play(make_round(hands=high, stock=["Jd", "8d"]), "1 draw", "1 jack")
    assert heuristic_move(state, 1) == "1 pass"


def test_forgetful_bot_forgets_and_relearns():
    state = make_round(hands=HANDS, stock=["Jd", "8d", "7d", "6d", "5d", "4d"])
    bot = ForgetfulBot(forget_rate=1.0)
    rng = random.Random(0)
    bot.choose(state.observation(1), state.legal_actions(1), rng)  # its turn starts: it forgets its peek
    assert bot.memory == set()
    play(state, "1 draw")
    bot.choose(state.observation(1), state.legal_actions(1), rng)  # sees the Jack it drew
    assert {str(c) for c in bot.memory} == {"Jd"}
    keeper = ForgetfulBot(forget_rate=0.0)
    keeper.choose(state.observation(1), state.legal_actions(1), rng)
    assert {str(c) for c in keeper.memory} == {"2c", "Tc", "Jd"}


def test_random_bot_calls_rarely_and_plays_uniformly():
    state = play(make_round(hands=HANDS, stock=["4d"]), "1 draw")
    counts = {}
    rng = random.Random(1)
    for _ in range(4000):
        choice = str(RandomBot().choose(state.observation(1), state.legal_actions(1), rng))
        counts[choice] = counts.get(choice, 0) + 1
    assert set(counts) == {"1 swap L", "1 swap M", "1 swap R", "1 discard"}
    assert all(800 < c < 1200 for c in counts.values())
    play(state, "1 discard")
    calls = sum(RandomBot().choose(state.observation(1), state.legal_actions(1), rng) is Action.parse("1 crisp")
                for _ in range(2000))
    assert 40 < calls < 170  # about 5 %


def test_expert_takes_a_sure_win():
    low = {0: ["9c", "9d", "9h"], 1: ["Ac", "Ad", "Ah"], 2: ["Tc", "Td", "Th"]}
    state = play(make_round(hands=low, stock=["Jd", "8d"]), "1 draw", "1 jack")
    assert str(ExpertBot(samples=8).choose(state.observation(1), state.legal_actions(1), random.Random(0))) == "1 crisp"


def test_ladder_heuristic_clearly_beats_random():
    results = simulate(["heuristic", "random", "random", "random"], rounds=300, seed=3)
    win = results.win_rate()[0]
    assert win.low > 0.4  # an even share would be 0.25
    assert results.mean_score()[0].high < min(m.low for m in results.mean_score()[1:])


def test_make_bot_names():
    assert {make_bot(name).name for name in BOTS} == set(BOTS)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("genius")


def test_expert_race_drops_moves_clearly_behind_and_keeps_close_ones():
    leader = [1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0.0]
    behind = [0.0] * 8  # worse on five deals of eight, never better
    close = [1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0]  # as good on average: not clearly behind
    same = list(leader)  # never differs from the leader: no better, dropped
    assert ExpertBot(z=2.0)._survivors([leader, behind, close, same], [0, 1, 2, 3]) == [0, 2]


def _observations(rounds: int, seed: int) -> list:
    """Observations of every seat asked to decide in heuristic self-play."""
    rng = random.Random(seed)
    bot = make_bot("heuristic")
    out = []
    for r in range(rounds):
        state = RoundState.dealt(4, shuffled_deck(rng), r % 4, Options())
        while not state.is_over:
            seat, legal = next_choice(state)
            obs = state.observation(seat, None, False)
            out.append(obs)
            state.apply(bot.choose(obs, legal, rng) if len(legal) > 1 else legal[0])
    return out


def test_card_count_shortcuts_agree_with_the_full_count():
    """The fast paths (stopping the chance early, one slot's estimate, the worst own slot) give the
    answers of the plain definitions."""
    for obs in _observations(40, seed=8):
        count = CardCount(obs)
        full = count.chance_lowest(1.5)
        for threshold in (0.2, 0.5, 0.7, 0.9):
            stopped = count.chance_lowest(1.5, stop_below=threshold)
            assert (stopped >= threshold) == (full >= threshold)
        assert [count.estimate(i) for i in range(12)] == count.estimates
        base = obs.seat * 3
        expected = max(range(3), key=lambda s: (count.estimates[base + s], obs.known[base + s] is None, -s))
        assert count.worst_own_slot() == expected
