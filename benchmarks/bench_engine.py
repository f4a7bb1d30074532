"""Engine speed: four-seat rounds/s under uniform random legal play, actions/s, observation()/s.

Policy: whenever a crisp window is open (R7.1, or the late call of R7.2) the seat that may call
does so with probability 0.1; otherwise the turn seat plays uniformly among its legal actions.
Each round is dealt from a freshly shuffled deck; information states are kept by the engine as
always.  Prints one JSON line.  Usage: ``python benchmarks/bench_engine.py [--seconds 5]``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from crisp_core.crisp.actions import CRISP, make  # noqa: E402
from crisp_core.crisp.options import Options  # noqa: E402
from crisp_core.crisp.round import RoundState  # noqa: E402
from crisp_core.decks import shuffled_deck  # noqa: E402

OPTIONS = Options()


def play_random_round(rng: random.Random, players: int = 4) -> int:
    """Deal and play one round at random; return the number of actions applied."""
    state = RoundState.dealt(players, shuffled_deck(rng), rng.randrange(players), OPTIONS)
    crisp = [make(s, CRISP) for s in range(players)]
    rand = rng.random
    actions = 0
    while not state.is_over:
        window = state.window_seat
        if window >= 0 and rand() < 0.1:
            state.apply(crisp[window])
        else:
            legal = state.legal_actions(state.turn)
            state.apply(legal[int(rand() * len(legal))])
        actions += 1
    return actions


def bench_rounds(seconds: float, seed: int) -> tuple[int, int, float]:
    """Play rounds for about ``seconds``; return (rounds, actions, elapsed)."""
    rng = random.Random(seed)
    rounds = actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(200):
            actions += play_random_round(rng)
        rounds += 200
    return rounds, actions, elapsed


def bench_observations(seconds: float, seed: int) -> tuple[int, float]:
    """Call observation() for every seat at every step of random rounds; return (calls, elapsed)."""
    rng = random.Random(seed)
    states = []
    while len(states) < 2000:  # a pool of mid-round states, taken from random play
        state = RoundState.dealt(4, shuffled_deck(rng), 0, OPTIONS)
        for _ in range(rng.randrange(1, 40)):
            if state.is_over:
                break
            legal = state.legal_actions(state.turn)
            state.apply(legal[rng.randrange(len(legal))])
        states.append(state)
    calls = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for state in states:
            for seat in range(4):
                state.observation(seat)
        calls += 4 * len(states)
    return calls, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rounds, actions, elapsed = bench_rounds(args.seconds, args.seed)
    calls, obs_elapsed = bench_observations(args.seconds / 2, args.seed)
    print(json.dumps({"benchmark": "engine", "players": 4, "python": platform.python_version(),
                      "rounds_per_s": round(rounds / elapsed), "actions_per_s": round(actions / elapsed),
                      "actions_per_round": round(actions / rounds, 2),
                      "observations_per_s": round(calls / obs_elapsed), "seconds": round(elapsed, 2)}))


if __name__ == "__main__":
    main()
