"""Speed of the Cheat engine against the plain implementation: random play, legal actions listed each step.

``python3 benchmarks/bench_cheat.py [--seconds 3] [--players 4] [--seed 1]`` plays random games with each
implementation for about ``--seconds`` seconds of CPU time (the process's own, so that other work on the
machine does not count), in the same run and in alternating quarter-second slices, and prints one JSON line:
actions per second of each and their ratio.  Both play the same seeded decks, shuffled before the clock runs.
The policy is the same for both and draws the same random numbers: with probability 0.2 a doubt, when one is
allowed, by a seat chosen uniformly among those allowed; else an ``accept`` when one is owed; else the turn
seat plays 1 to 4 cards (count uniform, then cards uniform).  Every step lists all actors' legal actions.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from itertools import combinations
from operator import itemgetter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.plain.plain_cheat import PlainCheat  # noqa: E402

from crisp_core.cards import NAMES  # noqa: E402
from crisp_core.cheat import CheatGame, play  # noqa: E402
from crisp_core.cheat.cardsets import cards_of  # noqa: E402
from crisp_core.decks import shuffled_deck  # noqa: E402

DOUBT_P = 0.2
SLICE = 0.25  # seconds of one implementation before the other runs
BATCH = 200  # games per batch of decks
TABLED = 24  # hands of up to this many cards pick their play from a table


def picker(size: int) -> list[list]:
    """For a hand of ``size`` cards: per count ``k`` (1-4), one getter per ``k``-card combination of
    hand positions; ``getter(hand)`` is a tuple of those cards in hand order."""
    getters: list[list] = [[]]
    for k in range(1, 5):
        getters.append([itemgetter(slice(c[0], c[0] + 1)) if k == 1 else itemgetter(*c)
                        for c in combinations(range(size), k)])
    return getters


PICKERS = [picker(size) for size in range(TABLED + 1)]


def pick(random, size: int):
    """A uniform random play from a hand of ``size`` cards: count 1-4 uniform, then the cards uniform.

    Returns a getter that takes the cards from the hand, in hand order (tabled up to ``TABLED`` cards)."""
    k = 1 + int(random() * (4 if size > 4 else size))
    if size <= TABLED:
        getters = PICKERS[size][k]
        return getters[int(random() * len(getters))]
    chosen: list[int] = []
    while len(chosen) < k:  # rejection: uniform among the ordered k-tuples of distinct positions
        i = int(random() * size)
        if i not in chosen:
            chosen.append(i)
    chosen.sort()
    return itemgetter(slice(chosen[0], chosen[0] + 1)) if k == 1 else itemgetter(*chosen)


def decks(rng: random.Random) -> list[list]:
    """A batch of shuffled decks, made before the clock runs (the shuffle is the same for both)."""
    return [shuffled_deck(rng) for _ in range(BATCH)]


def run_engine(seconds: float, players: int, seed: int) -> tuple[int, float]:
    """Random play with :class:`CheatGame`; the number of actions and the CPU time taken."""
    rng = random.Random(seed)
    rand = rng.random
    actions = games = 0
    spent = 0.0
    while spent < seconds:
        batch = decks(rng)
        start = time.process_time()
        for deck in batch:
            game = CheatGame.dealt(players, deck, games % players)
            legal_actions, apply = game.legal_actions, game.apply
            while game.winner is None:
                legal = legal_actions()
                doubts = legal.doubts
                if doubts and rand() < DOUBT_P:
                    apply(doubts[int(rand() * len(doubts))])
                elif legal.accepts:
                    apply(legal.accepts[0])
                else:
                    hand = cards_of(legal.hand)
                    apply(play(legal.player, pick(rand, len(hand))(hand)))
                actions += 1
            games += 1
        spent += time.process_time() - start
    return actions, spent


def run_plain(seconds: float, players: int, seed: int) -> tuple[int, float]:
    """The same random play with :class:`PlainCheat`."""
    rng = random.Random(seed)
    rand = rng.random
    actions = games = 0
    spent = 0.0
    while spent < seconds:
        batch = decks(rng)
        start = time.process_time()
        for deck in batch:
            game = PlainCheat(players, [NAMES[c] for c in deck], games % players)
            legal_actions, apply = game.legal_actions, game.apply
            while game.winner is None:
                plays, others = legal_actions()
                doubts = [a for a in others if a.endswith(" doubt")]
                accepts = [a for a in others if a.endswith(" accept")]
                if doubts and rand() < DOUBT_P:
                    apply(doubts[int(rand() * len(doubts))])
                elif accepts:
                    apply(accepts[0])
                else:
                    apply(f"{plays.seat} play " + " ".join(pick(rand, len(plays.hand))(plays.hand)))
                actions += 1
            games += 1
        spent += time.process_time() - start
    return actions, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time for each implementation")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    totals = {run_engine: [0, 0.0], run_plain: [0, 0.0]}
    slices = max(1, round(args.seconds / SLICE))
    for k in range(slices):  # alternate, so that a change of the machine's load hits both alike
        for run, total in totals.items():
            actions, elapsed = run(args.seconds / slices, args.players, args.seed + k)
            total[0] += actions
            total[1] += elapsed
    engine, plain = (actions / elapsed for actions, elapsed in totals.values())
    print(json.dumps({"players": args.players, "engine_actions_per_s": round(engine),
                      "plain_actions_per_s": round(plain), "ratio": round(engine / plain, 2)}))


if __name__ == "__main__":
    main()
