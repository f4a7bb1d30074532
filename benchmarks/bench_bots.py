"""The bot ladder, simulation throughput and expert decision time, printed as a table and JSON.

* Ladder: win rate (share of rounds won, ties shared) of the first bot against the others, with
  95 % intervals, at four seats and head to head; an even share is 1/players.
* Throughput: four ``heuristic`` bots, rounds/s (and turns/s, since round length depends on play).
* Expert: median and 90th percentile time per decision at its default budget.

Runs the ladder on two processes (rounds split by seed).  Usage:
``python benchmarks/bench_bots.py [--quick]`` (``--quick`` plays a tenth of the rounds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_engine import bench_rounds  # noqa: E402
from crisp_core.crisp.bots import ExpertBot, make_bot  # noqa: E402
from crisp_core.crisp.simulate import Results, simulate  # noqa: E402

LADDER = [
    ("heuristic", "random", 4, 4000),
    ("heuristic", "random", 2, 4000),
    ("forgetful", "heuristic", 4, 4000),
    ("expert", "heuristic", 4, 10000),
    ("expert", "heuristic", 2, 3000),
]


def _play(job: tuple[str, str, int, int, int]) -> Results:
    first, other, players, rounds, seed = job
    return simulate([first] + [other] * (players - 1), rounds=rounds, seed=seed)


def ladder(scale: float, pool: Pool) -> list[dict]:
    """Play every pairing of ``LADDER``; return one row per pairing."""
    rows = []
    for first, other, players, rounds in LADDER:
        rounds = max(20, int(rounds * scale))
        parts = pool.map(_play, [(first, other, players, rounds // 2, seed) for seed in (101, 202)])
        result = parts[0].merge(parts[1])
        win, score = result.win_rate()[0], result.mean_score()[0]
        even = 1 / players
        rows.append({"bot": first, "against": other, "players": players, "rounds": result.rounds,
                     "win_rate": round(win.mean, 4), "ci95": round(win.half_width, 4), "even_share": round(even, 4),
                     "lower_bound_above_even": win.low > even, "mean_score": round(score.mean, 3),
                     "opponents_mean_score": round(statistics.mean(m.mean for m in result.mean_score()[1:]), 3),
                     "call_success": result.call_success()[0]})
    return rows


def throughput(seconds: float) -> dict:
    """Four heuristic bots: rounds/s and turns/s, beside the engine's own speed at random play in
    the same run (``bench_engine.py``), so a slow or busy machine shows in the ratio."""
    rounds = turns = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        result = simulate(["heuristic"] * 4, rounds=200, seed=seed)
        rounds += result.rounds
        turns += sum(result.turns)
        seed += 1
    elapsed = time.perf_counter() - start
    engine_rounds, _, engine_elapsed = bench_rounds(seconds / 2, seed=1)
    per_s, engine_per_s = rounds / elapsed, engine_rounds / engine_elapsed
    return {"heuristic_4p_rounds_per_s": round(per_s), "heuristic_4p_turns_per_s": round(turns / elapsed),
            "turns_per_round": round(turns / rounds, 2), "engine_random_4p_rounds_per_s": round(engine_per_s),
            "heuristic_over_engine": round(per_s / engine_per_s, 3)}


class _TimedExpert(ExpertBot):
    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def choose(self, obs, legal, rng):
        start = time.perf_counter()
        action = super().choose(obs, legal, rng)
        self.times.append(time.perf_counter() - start)
        return action


def expert_time(rounds: int) -> dict:
    """Decision times of the expert (every decision it is asked for, at four seats)."""
    expert = _TimedExpert()
    simulate([expert] + [make_bot("heuristic") for _ in range(3)], rounds=rounds, seed=7)
    times = sorted(expert.times)
    return {"expert_decisions": len(times), "expert_median_ms": round(1000 * statistics.median(times), 2),
            "expert_p90_ms": round(1000 * times[int(0.9 * len(times))], 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the rounds")
    args = parser.parse_args()
    scale = 0.1 if args.quick else 1.0
    speed = throughput(3.0 if args.quick else 10.0)  # alone on the machine, before the pool starts
    timing = expert_time(20 if args.quick else 100)
    with Pool(2) as pool:
        rows = ladder(scale, pool)
    print(f"{'bot':<10} {'vs':<10} {'seats':>5} {'rounds':>7} {'win rate':>16} {'even':>6}  above even "
          f"{'score':>7} {'theirs':>7}")
    for r in rows:
        print(f"{r['bot']:<10} {r['against']:<10} {r['players']:>5} {r['rounds']:>7} "
              f"{r['win_rate']:>8.3f} ± {r['ci95']:.3f} {r['even_share']:>6.3f}  "
              f"{str(r['lower_bound_above_even']):<10} {r['mean_score']:>7.2f} {r['opponents_mean_score']:>7.2f}")
    print(json.dumps({"benchmark": "bots", **speed, **timing, "ladder": rows}))


if __name__ == "__main__":
    random.seed(0)  # nothing here uses the global generator; fixed anyway for the pool's children
    main()
