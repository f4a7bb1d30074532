"""Speed of the play page's coach (crisp_core.crisp.coach), printed as a table and one JSON line.

For 3 and 8 players, on every position of heuristic self-play where a seat is asked to choose
(draws from the discard allowed on every other round), the time of what the page asks for each
of a human's positions: the odds of its unseen slots, its chance of being strictly lowest and the
expert's advice (``coach.report`` with ``coach.advise``).  Median, 90th percentile and worst, in CPU
seconds of this process (steadier than the wall clock on a busy machine; under Pyodide, where
there is no other load, the wall clock).  Usage: ``python benchmarks/bench_coach.py [--quick]``,
or under Pyodide: ``node lite/tests/run-in-pyodide.mjs --script benchmarks/bench_coach.py --quick``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from crisp_core import Options, RoundState, shuffled_deck  # noqa: E402
from crisp_core.crisp import coach  # noqa: E402
from crisp_core.crisp.bots import make_bot  # noqa: E402
from crisp_core.crisp.driver import next_choice  # noqa: E402

CLOCK = time.perf_counter if sys.platform == "emscripten" else time.process_time


def coach_times(players: int, rounds: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds per coach call at every choice of ``rounds`` rounds of heuristic self-play: the
    whole call, and its part spent on the expert's advice."""
    rng = random.Random(seed)
    bot = make_bot("heuristic")
    times, advice = [], []
    for r in range(rounds):
        state = RoundState.dealt(players, shuffled_deck(rng), r % players, Options(draw_from_discard=r % 2 == 1))
        while not state.is_over and state.turns < 60:
            seat, legal = next_choice(state)
            obs = state.observation(seat)
            if len(legal) > 1:
                start = CLOCK()
                advised = coach.advise(obs, legal, random.Random(len(times)))
                middle = CLOCK()
                coach.report(obs, random.Random(len(times)), advised)
                times.append(CLOCK() - start)
                advice.append(middle - start)
            state.apply(bot.choose(obs, legal, rng) if len(legal) > 1 else legal[0])
    return times, advice


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="two rounds per table size instead of eight")
    args = parser.parse_args()
    rounds = 2 if args.quick else 8
    rows = []
    for players in (3, 8):
        times, advice = (sorted(t) for t in coach_times(players, rounds, seed=players))
        rows.append({"players": players, "calls": len(times), "median_s": round(statistics.median(times), 4),
                     "p90_s": round(times[int(0.9 * (len(times) - 1))], 4), "max_s": round(times[-1], 4),
                     "advice_median_s": round(statistics.median(advice), 4), "advice_max_s": round(advice[-1], 4)})
    print(f"{'players':>7} {'calls':>6} {'median s':>9} {'p90 s':>7} {'max s':>7}"
          f" {'advice: median s':>17} {'max s':>7}")
    for row in rows:
        print(f"{row['players']:>7} {row['calls']:>6} {row['median_s']:>9.4f} {row['p90_s']:>7.4f} {row['max_s']:>7.4f}"
              f" {row['advice_median_s']:>17.4f} {row['advice_max_s']:>7.4f}")
    print(json.dumps({"coach": rows, "clock": "wall" if CLOCK is time.perf_counter else "cpu"}))


if __name__ == "__main__":
    main()
