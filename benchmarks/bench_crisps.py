"""Crisps engine speed against the plain implementation: random play, legal actions listed at every step.

Each round is dealt from a deck shuffled with a seeded ``random.Random`` and played to its end, every action
drawn uniformly from the legal actions of the seat to move, by the engine (``crisp_core.crisps``) and by
``tests/plain/plain_crisps.py`` for about the same time each.  Prints one JSON line: actions/s of both and their ratio.
Usage: ``python benchmarks/bench_crisps.py [--seconds 3] [--seed 1]``.
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

from crisp_core.cards import NAMES  # noqa: E402
from crisp_core.crisps.deck import shuffled_deck  # noqa: E402
from crisp_core.crisps.game import CrispsRound  # noqa: E402
from crisp_core.crisps.options import Options  # noqa: E402
from tests.plain.plain_crisps import PlainRound  # noqa: E402

OPTIONS = Options()


def engine_round(rng: random.Random) -> int:
    """Play one engine round at random; return its number of actions."""
    state = CrispsRound.dealt(shuffled_deck(rng, OPTIONS), rng.randrange(2), OPTIONS)
    rand = rng.random
    actions = 0
    while state.phase != 2:
        legal = state.legal_actions()
        state.apply(legal[int(rand() * len(legal))])
        actions += 1
    return actions


def plain_round(rng: random.Random) -> int:
    """Play one plain round at random; return its number of actions."""
    deck = [NAMES[c] for c in shuffled_deck(rng, OPTIONS)]
    state = PlainRound(deck, rng.randrange(2))
    rand = rng.random
    actions = 0
    while state.winner is None:
        legal = state.legal_actions()
        state.apply(legal[int(rand() * len(legal))])
        actions += 1
    return actions


def measure(play, seconds: float, seed: int) -> float:
    """Actions per second of ``play`` over rounds for about ``seconds``."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for _ in range(20):
            actions += play(rng)
    return actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    engine = measure(engine_round, args.seconds, args.seed)
    plain = measure(plain_round, args.seconds, args.seed)
    print(json.dumps({"engine_actions_per_s": round(engine), "plain_actions_per_s": round(plain),
                      "ratio": round(engine / plain, 2), "python": platform.python_version()}))


if __name__ == "__main__":
    main()
