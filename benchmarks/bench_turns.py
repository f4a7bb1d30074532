"""How many turns a new player gets before the bots end the round: ``heuristic`` (the play page's old
default bot) against ``friendly`` (the new one), printed as a table and JSON.

The table is the play page's: the person in seat 0 and bots in the other seats, 3 seats (the default:
you + 2 bots) and 4 seats.  The person is modelled by a stand-in that plays the ``heuristic`` moves but
never calls crisp: a beginner who leaves the calls to the bots, so the figures count the turns the bots
leave them.  The dealer moves one seat each round (R2.1), so the person sits in every place in turn.
For each table and bot kind, over the same seeded deals:

* person's turns: the turns seat 0 plays in a round, its final turn (R7.3) included;
* before the call: the turns seat 0 has ended when crisp is called;
* first-lap calls: the share of rounds called within the first lap (the call ends, or comes right
  after, one of the round's first ``players`` turns, R7.1-R7.2);
* person's win share: rounds won by seat 0, ties shared;
* all-bot seat 0, all-bot first-lap calls: seat 0's turns before the call, and the share of rounds
  called within the first lap, when seat 0 is the same bot as the others (issue 19 measured so).

Last, a sanity check of strength: each kind against three ``random`` bots (an even share is 0.25).

Usage: ``python benchmarks/bench_turns.py [--rounds N]`` (400 rounds per row by default).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from crisp_core.crisp.actions import CRISP, Action  # noqa: E402
from crisp_core.crisp.bots import HeuristicBot, make_bot  # noqa: E402
from crisp_core.crisp.bots.base import call_or_pass  # noqa: E402
from crisp_core.crisp.driver import play_round  # noqa: E402
from crisp_core.crisp.observation import Observation  # noqa: E402
from crisp_core.crisp.round import RoundState  # noqa: E402
from crisp_core.crisp.simulate import simulate  # noqa: E402
from crisp_core.decks import shuffled_deck  # noqa: E402
from crisp_core.protocols import Bot  # noqa: E402

SEED = 19
KINDS = ("heuristic", "friendly")


class Beginner:
    """The person's stand-in: the heuristic bot's moves, never a crisp call."""

    name = "beginner"
    uses_history = False

    def __init__(self) -> None:
        self.player = HeuristicBot()

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The heuristic move; in a crisp window, pass."""
        if legal[0].kind == CRISP:
            return call_or_pass(legal, False)
        return self.player.choose(obs, legal, rng)


def turns_of(seat: int, dealer: int, players: int, ended: int) -> int:
    """How many of the round's first ``ended`` turns were ``seat``'s (the first is the dealer's left's, R2.5)."""
    first = (seat - dealer - 1) % players  # the index of the seat's first turn
    return max(0, (ended - first + players - 1) // players)


def play(bots: list[Bot], rounds: int, seed: int) -> dict:
    """Play ``rounds`` seeded rounds with ``bots``; the figures of the module's text for seat 0."""
    players = len(bots)
    deals, moves = random.Random(seed), random.Random(seed + 1)
    turns = before = first_lap = 0
    won = 0.0
    for r in range(rounds):
        dealer = r % players
        state = play_round(RoundState(players, shuffled_deck(deals), dealer), bots, moves)
        if state.caller < 0:
            raise RuntimeError(f"round {r} ended without a crisp call")
        called_at = state.turns - (players - 1)  # the turns ended when the call came: the final turns follow
        turns += turns_of(0, dealer, players, state.turns)
        before += turns_of(0, dealer, players, called_at)
        first_lap += called_at <= players
        scores = state.scores()
        if scores[0] == min(scores):
            won += 1 / scores.count(scores[0])
    return {"person_turns": round(turns / rounds, 2), "before_call": round(before / rounds, 2),
            "first_lap_calls": round(first_lap / rounds, 3), "person_win_share": round(won / rounds, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=400, help="rounds per row (default 400)")
    rounds = parser.parse_args().rounds
    rows = []
    for players in (3, 4):
        for kind in KINDS:
            row = {"players": players, "bots": kind, "rounds": rounds}
            row.update(play([Beginner()] + [make_bot(kind) for _ in range(players - 1)], rounds, SEED))
            all_bots = play([make_bot(kind) for _ in range(players)], rounds, SEED)
            row["all_bot_seat0_before_call"] = all_bots["before_call"]
            row["all_bot_first_lap_calls"] = all_bots["first_lap_calls"]
            rows.append(row)
    print(f"{'seats':>5} {'bots':>9} {'person turns':>12} {'before call':>11} {'1st-lap calls':>13} "
          f"{'person wins':>11} {'all-bot seat 0':>14} {'all-bot 1st-lap':>15}")
    for row in rows:
        print(f"{row['players']:>5} {row['bots']:>9} {row['person_turns']:>12.2f} {row['before_call']:>11.2f} "
              f"{row['first_lap_calls']:>13.1%} {row['person_win_share']:>11.1%} "
              f"{row['all_bot_seat0_before_call']:>14.2f} {row['all_bot_first_lap_calls']:>15.1%}")
    against_random = {}
    for kind in KINDS:
        win = simulate([kind, "random", "random", "random"], rounds=rounds, seed=SEED).win_rate()[0]
        against_random[kind] = {"win_rate": round(win.mean, 4), "low": round(win.low, 4), "high": round(win.high, 4)}
        print(f"{kind} against 3 random bots, {rounds} rounds: win share {win.mean:.1%} "
              f"(95 % interval {win.low:.1%}-{win.high:.1%}; even 25 %)")
    print(json.dumps({"rows": rows, "against_random": against_random}))


if __name__ == "__main__":
    main()
