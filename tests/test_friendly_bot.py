"""The ``friendly`` bot: the heuristic bot's moves, and no crisp call before every seat has had
``min_turns`` turns unless it is nearly sure to be strictly lowest (crisp_core/crisp/bots/friendly.py)."""

from __future__ import annotations

import random
from typing import Sequence

from crisp_core import Action, RoundState
from crisp_core import games
from crisp_core.crisp.actions import CRISP
from crisp_core.crisp.bots import BOTS, CardCount, FriendlyBot, HeuristicBot, make_bot
from crisp_core.crisp.driver import play_round
from crisp_core.crisp.observation import Observation
from crisp_core.crisp.simulate import simulate
from crisp_core.crisp.web import WebGame
from crisp_core.decks import shuffled_deck

from conftest import make_round, play

HEURISTIC = HeuristicBot()


class Watched:
    """A friendly bot whose every decision is checked against its legal moves and kept, with what the
    heuristic bot would have chosen from the same observation and random numbers."""

    uses_history = False

    def __init__(self) -> None:
        self.bot = FriendlyBot()
        self.name = self.bot.name
        self.windows: list[tuple[Observation, Action, Action]] = []  # crisp windows: obs, ours, heuristic's
        self.moves = 0

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The friendly bot's choice, recorded."""
        state = rng.getstate()
        theirs = HEURISTIC.choose(obs, legal, rng)
        rng.setstate(state)
        ours = self.bot.choose(obs, legal, rng)
        assert ours in legal, (str(ours), list(map(str, legal)))
        if legal[0].kind == CRISP:
            self.windows.append((obs, ours, theirs))
        else:
            assert ours is theirs  # between crisp windows it is the heuristic bot
        self.moves += 1
        return ours


def seeded_rounds(players: int, rounds: int, seed: int, seat_zero: str = "heuristic") -> tuple[list, list[Watched]]:
    """Play ``rounds`` seeded rounds: ``seat_zero`` in seat 0, watched friendly bots elsewhere; the
    finished rounds' histories and the watchers."""
    watchers = [Watched() for _ in range(players - 1)]
    bots = [make_bot(seat_zero)] + watchers
    deals, moves = random.Random(seed), random.Random(seed + 1)
    histories = []
    for r in range(rounds):
        state = play_round(RoundState(players, shuffled_deck(deals), r % players), bots, moves)
        assert state.is_over and state.caller >= 0
        histories.append([str(a) for a in state.history])
    return histories, watchers


def test_it_is_a_listed_bot_everywhere_bots_are_chosen():
    assert "friendly" in BOTS and make_bot("friendly").name == "friendly"
    assert "friendly" in games.game("crisp").bot_names()  # the play page's list (crisp_core.games.catalogue)
    game = WebGame(players=3, bots=("friendly",), seed=1)
    assert [bot.name for bot in game.bots.values()] == ["friendly", "friendly"]


def test_a_good_hand_early_is_not_called_but_the_same_hand_later_is():
    hands = {0: ["9c", "9d", "9h"], 1: ["2c", "3d", "4h"], 2: ["Tc", "Td", "Th"]}
    stock = ["Jd"] + ["8s", "8c", "8d", "8h", "7s", "7c", "7d", "7h", "6s", "6c", "6d"]
    state = play(make_round(hands=hands, stock=stock), "1 draw", "1 jack")  # seat 1 now knows its 9 points
    friendly, rng = FriendlyBot(), random.Random(0)
    obs, legal = state.observation(1), state.legal_actions(1)
    assert obs.turns == 1 and CardCount(obs).chance_lowest(HEURISTIC.opponent_gain) < friendly.sure
    assert str(HEURISTIC.choose(obs, legal, rng)) == "1 crisp"  # the heuristic bot ends the round at once
    assert str(friendly.choose(obs, legal, rng)) == "1 pass"
    play(state, "1 pass")
    seat = 2
    while state.turns < 3 * 3:  # everybody draws and discards until the dealer (seat 0) ends the third lap
        play(state, f"{seat} draw", f"{seat} discard", f"{seat} pass")
        seat = (seat + 1) % 3
    play(state, "1 draw", "1 discard")
    assert state.turns == 10
    obs, legal = state.observation(1), state.legal_actions(1)
    assert not friendly.early(obs)
    assert str(friendly.choose(obs, legal, rng)) == str(HEURISTIC.choose(obs, legal, rng)) == "1 crisp"


def test_a_sure_lowest_hand_is_called_at_once():
    hands = {0: ["9c", "9d", "9h"], 1: ["Ac", "Ad", "Ah"], 2: ["Tc", "Td", "Th"]}
    state = play(make_round(hands=hands, stock=["Jd", "8d"]), "1 draw", "1 jack")
    obs = state.observation(1)
    assert FriendlyBot().early(obs) and CardCount(obs).chance_lowest(HEURISTIC.opponent_gain) >= FriendlyBot().sure
    assert str(FriendlyBot().choose(obs, state.legal_actions(1), random.Random(0))) == "1 crisp"


def test_no_early_call_unless_nearly_sure_over_seeded_rounds():
    for players, seed in ((3, 5), (4, 6)):
        _, watchers = seeded_rounds(players, 150, seed)
        windows = [w for watcher in watchers for w in watcher.windows]
        early = [(obs, ours, theirs) for obs, ours, theirs in windows if obs.turns < 3 * players]
        held_back = 0
        for obs, ours, theirs in early:
            if ours.kind == CRISP:
                assert CardCount(obs).chance_lowest(HEURISTIC.opponent_gain) >= 0.99
            held_back += theirs.kind == CRISP and ours.kind != CRISP
        for obs, ours, theirs in windows:
            if obs.turns >= 3 * players:
                assert ours is theirs  # once everybody has had three turns, it calls as the heuristic bot does
        calls = sum(ours.kind == CRISP for _, ours, _ in windows)  # at most one a round
        early_calls = sum(ours.kind == CRISP for _, ours, _ in early)
        assert calls >= 30 and held_back >= 30  # the rule is not idle: the heuristic bot would have called early
        assert early_calls <= 0.05 * 150, early_calls  # and it calls early itself in few rounds


def test_the_same_seed_plays_the_same_rounds():
    first, _ = seeded_rounds(3, 30, 11, seat_zero="friendly")
    again, _ = seeded_rounds(3, 30, 11, seat_zero="friendly")
    assert first == again
    other, _ = seeded_rounds(3, 30, 12, seat_zero="friendly")
    assert other != first


def test_it_still_clearly_beats_random_bots():
    win = simulate(["friendly", "random", "random", "random"], rounds=300, seed=3, workers=1).win_rate()[0]
    assert win.low > 0.4  # an even share would be 0.25
