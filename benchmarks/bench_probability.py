"""Speed of the exact probability toolkit, printed as a table and one JSON line.

* Deal: ``chance_strictly_lowest`` for seat 1 at the deal (it has seen its L and R, R2.4; every
  other card is unseen), 2 to 8 players, for a low, a middling and a high pair of seen cards.
* Mid-round: the same at 8 players on observations taken every fourth action of the first 24
  turns of random rounds (uniform legal play, never a crisp call), every seat's view: median and worst.
* Table: ``chance_lowest_with_total`` for totals 3-30 and 2-8 players, the whole lesson table.

Times are CPU seconds of this process (steadier than the wall clock on a busy machine).  Usage:
``python benchmarks/bench_probability.py [--quick]`` (``--quick``: one mid-round round, table up to 6 players).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from crisp_core import RoundState, arranged_deck, shuffled_deck  # noqa: E402
from crisp_core.crisp.actions import CRISP  # noqa: E402
from crisp_core.crisp.driver import next_choice  # noqa: E402
from crisp_core.crisp.observation import Observation  # noqa: E402
from crisp_core.crisp.probability import chance_lowest_with_total, chance_strictly_lowest  # noqa: E402

SEEN_PAIRS = {"low (Ac 2d)": ["Ac", None, "2d"], "middle (5c 6d)": ["5c", None, "6d"],
              "high (Tc Kd)": ["Tc", None, "Kd"]}


def cpu_time(work: Callable[[], object]) -> tuple[float, object]:
    """CPU seconds taken by ``work()``, and its result."""
    start = time.process_time()
    result = work()
    return time.process_time() - start, result


def deal_times() -> list[dict]:
    """One row per table size and seen pair: the exact chance and its time."""
    rows = []
    for players in range(2, 9):
        for name, hand in SEEN_PAIRS.items():
            deck = arranged_deck(players, 0, {1: hand}, rng=random.Random(players))
            obs = RoundState(players, deck, 0).observation(1)
            seconds, chance = cpu_time(lambda: chance_strictly_lowest(obs))
            rows.append({"players": players, "seen": name, "chance": round(chance.value, 6),
                         "cpu_s": round(seconds, 4)})
    return rows


def mid_round_views(players: int, rounds: int, rng: random.Random) -> Iterator[Observation]:
    """Every seat's view, every fourth action of the first 24 turns of ``rounds`` random rounds."""
    for _ in range(rounds):
        state = RoundState(players, shuffled_deck(rng), rng.randrange(players))
        actions = 0
        while not state.is_over and state.turns < 24:
            if actions % 4 == 0:
                yield from (state.observation(seat) for seat in range(players))
            _, legal = next_choice(state)
            state.apply(rng.choice([a for a in legal if a.kind != CRISP]))
            actions += 1


def mid_round_times(rounds: int) -> dict:
    """Median and worst time over mid-round views at 8 players."""
    times = [cpu_time(lambda: chance_strictly_lowest(obs))[0] for obs in mid_round_views(8, rounds, random.Random(5))]
    return {"views": len(times), "median_cpu_s": round(statistics.median(times), 4), "max_cpu_s": round(max(times), 4)}


def table_times(most_players: int) -> list[dict]:
    """Time of the lesson table, one row per player count (totals 3-30)."""
    rows = []
    for players in range(2, most_players + 1):
        seconds, chances = cpu_time(lambda: [chance_lowest_with_total(total, players) for total in range(3, 31)])
        rows.append({"players": players, "cpu_s": round(seconds, 3), "chance_at_10": round(float(chances[7]), 6)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one mid-round round, table up to 6 players")
    quick = parser.parse_args().quick
    deal = deal_times()
    print(f"{'players':>7}  " + "  ".join(f"{name:>16}" for name in SEEN_PAIRS) + "   (chance at the deal, CPU s)")
    for players in range(2, 9):
        cells = [r for r in deal if r["players"] == players]
        print(f"{players:>7}  " + "  ".join(f"{r['chance']:>8.4f} {r['cpu_s']:>6.3f}s" for r in cells))
    middle = mid_round_times(1 if quick else 4)
    print(f"mid-round, 8 players: {middle['views']} views, median {middle['median_cpu_s']:.3f}s, "
          f"worst {middle['max_cpu_s']:.3f}s")
    table = table_times(6 if quick else 8)
    for row in table:
        print(f"table, {row['players']} players, totals 3-30: {row['cpu_s']:.2f}s")
    print(f"table, all: {sum(r['cpu_s'] for r in table):.2f}s")
    print(json.dumps({"benchmark": "probability", "deal": deal, "mid_round_8_players": middle, "table": table}))


if __name__ == "__main__":
    main()
