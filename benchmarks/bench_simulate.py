"""Simulation on several processes: rounds/s with ``workers=1`` and ``workers=2``, their ratio, same results.

Four ``heuristic`` bots play the same seeded rounds with one worker and with two, timed from the
call to the results (process start-up included).  The two runs alternate ``--repeats`` times and the
fastest of each is kept, which damps the noise of a shared machine; the load average at the start
and end is printed too.  The two results must be identical field by field (every per-round score,
win share, call count, unfinished count); the script exits 1 if they are not.  Prints one JSON line.
Usage: ``python benchmarks/bench_simulate.py [--rounds 40000] [--repeats 3]``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from crisp_core.crisp.simulate import BLOCK_ROUNDS, Results, simulate  # noqa: E402

BOTS = ["heuristic"] * 4


def timed(rounds: int, seed: int, workers: int) -> tuple[float, Results]:
    """Seconds to simulate ``rounds`` rounds on ``workers`` processes, and the results."""
    start = time.perf_counter()
    results = simulate(BOTS, rounds=rounds, seed=seed, workers=workers)
    return time.perf_counter() - start, results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40000, help="rounds per run (default 40000)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each worker count (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.rounds < 1 or args.repeats < 1:
        parser.error("--rounds and --repeats must be at least 1")
    load_before = os.getloadavg()
    times: dict[int, list[float]] = {1: [], 2: []}
    results: dict[int, Results] = {}
    for _ in range(args.repeats):
        for workers in (1, 2):
            seconds, results[workers] = timed(args.rounds, args.seed, workers)
            times[workers].append(seconds)
    identical = vars(results[1]) == vars(results[2])
    rate = {workers: args.rounds / min(seconds) for workers, seconds in times.items()}
    print(json.dumps({"benchmark": "simulate", "bots": BOTS, "rounds": args.rounds, "block_rounds": BLOCK_ROUNDS,
                      "cores": os.cpu_count(), "seconds": {w: [round(s, 3) for s in t] for w, t in times.items()},
                      "rounds_per_s_1_worker": round(rate[1]), "rounds_per_s_2_workers": round(rate[2]),
                      "ratio": round(rate[2] / rate[1], 3), "identical": identical,
                      "load_average_before": [round(x, 2) for x in load_before],
                      "load_average_after": [round(x, 2) for x in os.getloadavg()]}))
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
