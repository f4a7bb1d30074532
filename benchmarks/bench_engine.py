"""Engine speed: four-seat rounds/s under uniform random legal play, actions/s, observation()/s, and replay.

Policy: whenever a crisp window is open (R7.1, or the late call of R7.2) the seat that may call
does so with probability 0.1; otherwise the turn seat plays uniformly among its legal actions.
Each round is dealt from a freshly shuffled deck; information states are kept by the engine as
always.  Replay (``crisp_core.replay``, records already parsed from JSON) is timed on the golden records of
the three games (``tests/golden``, ``tests/cheat/golden``, ``tests/crisps/golden``; refusals included) and on
finished four-seat matches played by the same policy from a seeded ``random.Random``; ``replay_vs_play`` is
replay's actions/s over random play's, both measured in this run.
Prints one JSON line.  Usage: ``python benchmarks/bench_engine.py [--seconds 5]``.
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

from crisp_core import replay  # noqa: E402
from crisp_core.crisp.actions import CRISP, make  # noqa: E402
from crisp_core.crisp.match import Match  # noqa: E402
from crisp_core.crisp.options import Options  # noqa: E402
from crisp_core.crisp.record import to_record  # noqa: E402
from crisp_core.crisp.round import RoundState  # noqa: E402
from crisp_core.decks import shuffled_deck  # noqa: E402
from crisp_core.errors import IllegalAction  # noqa: E402

OPTIONS = Options()
GOLDEN = [Path(__file__).resolve().parent.parent / "tests" / folder for folder in ("golden", "cheat/golden",
                                                                                   "crisps/golden")]


def play_random_round(rng: random.Random, players: int = 4) -> int:
    """Deal and play one round at random; return the number of actions applied."""
    return play_out(RoundState.dealt(players, shuffled_deck(rng), rng.randrange(players), OPTIONS), rng)


def play_out(state: RoundState, rng: random.Random) -> int:
    """Play ``state`` to the end of its round by the policy above; return the number of actions applied."""
    players = state.players
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


def random_records(count: int, seed: int, players: int = 4) -> list[dict]:
    """``count`` finished matches of ``players`` seats played by the policy above, as ``crisp/1`` records."""
    rng = random.Random(seed)
    records = []
    for _ in range(count):
        match = Match(players, OPTIONS)
        while not match.over:
            play_out(match.deal(rng), rng)
        records.append(to_record(match))
    return records


def golden_records() -> list[dict]:
    """The record of every golden file of the three games."""
    return [json.loads(path.read_text())["record"] for folder in GOLDEN for path in sorted(folder.glob("*.json"))]


def bench_replay(records: list[dict], seconds: float) -> tuple[int, float]:
    """Replay ``records`` over and over for about ``seconds`` (a refusal is an outcome like a result); return
    (records replayed, elapsed)."""
    replayed = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for record in records:
            try:
                replay(record)
            except IllegalAction:
                pass
        replayed += len(records)
    return replayed, elapsed


def actions_of(record: dict) -> int:
    """The number of actions in a ``crisp/1`` record."""
    return sum(len(data["actions"]) for data in record["rounds"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rounds, actions, elapsed = bench_rounds(args.seconds, args.seed)
    calls, obs_elapsed = bench_observations(args.seconds / 2, args.seed)
    golden = golden_records()
    golden_replayed, golden_elapsed = bench_replay(golden, args.seconds / 2)
    matches = random_records(50, args.seed)
    matches_replayed, matches_elapsed = bench_replay(matches, args.seconds / 2)
    laps = matches_replayed / len(matches)
    replay_rounds = laps * sum(len(record["rounds"]) for record in matches) / matches_elapsed
    replay_actions = laps * sum(map(actions_of, matches)) / matches_elapsed
    print(json.dumps({"benchmark": "engine", "players": 4, "python": platform.python_version(),
                      "rounds_per_s": round(rounds / elapsed), "actions_per_s": round(actions / elapsed),
                      "actions_per_round": round(actions / rounds, 2),
                      "observations_per_s": round(calls / obs_elapsed), "seconds": round(elapsed, 2),
                      "replay_golden_records": len(golden),
                      "replay_golden_records_per_s": round(golden_replayed / golden_elapsed),
                      "replay_random_matches": len(matches),
                      "replay_random_rounds_per_s": round(replay_rounds),
                      "replay_random_actions_per_s": round(replay_actions),
                      "replay_vs_play": round(replay_actions / (actions / elapsed), 3)}))


if __name__ == "__main__":
    main()
