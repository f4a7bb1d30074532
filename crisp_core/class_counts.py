"""A student's counts for the class's pooled experiment (lesson 7's "Deal" and lesson 8's threshold runs, sent to the
classroom server's ``class-experiment``, lite/class_experiment.py), and the exact share lesson 7's pooled counts close
in on (lesson 8's has none).

Each deal of three gives Seat 2 a hand of three cards nobody has seen; its total is 3 to 30 (R1.3), and 7 or less
with the exact chance lesson 7 computes, 76/5525:

>>> low_hand_chance()
Fraction(76, 5525)
>>> counts = hand_counts([7, 21, 21, 30], seed=12)
>>> counts["deals"], counts["low"], counts["totals"][21 - FIRST_TOTAL]
(4, 1, 2)
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from .cards import CARDS, Card
from .crisp.probability import sum_distribution, value_counts
from .crisp.round import RoundState
from .decks import shuffled_deck

if TYPE_CHECKING:
    from .crisp.simulate import Results

FIRST_TOTAL, LAST_TOTAL = 3, 30  # three Aces to three ten-valued cards (R1.3)
LOW = 7  # lesson 7's rare hand: "7 or less"
HAND = 3


def low_hand_chance(limit: int = LOW) -> Fraction:
    """The exact chance that three cards nobody has seen come to ``limit`` or less (lesson 7, section 6)."""
    return sum(p for total, p in sum_distribution(value_counts(CARDS), HAND).items() if total <= limit)


def dealt_hands(deals: int, seed: int, players: int = 3, seat: int = 1) -> list[tuple[Card, ...]]:
    """``seat``'s hand (L, M, R) in each of ``deals`` deals of ``players`` from ``random.Random(seed)`` (the first
    400 of 10000 deals are the 400 deals of the same seed)."""
    rng = random.Random(seed)
    return [tuple(RoundState(players, shuffled_deck(rng)).hand(seat)) for _ in range(deals)]


def hand_counts(totals: Sequence[int], seed: int, nickname: str = "") -> dict:
    """What "Send to the class" posts for the hands of ``totals`` (one per deal) dealt from ``seed``: the number of
    deals, how many hands came to each total from 3 to 30, how many to 7 or less, and the ``nickname`` (if any)."""
    if any(not FIRST_TOTAL <= total <= LAST_TOTAL for total in totals):
        raise ValueError(f"a hand of three comes to {FIRST_TOTAL} to {LAST_TOTAL}")
    counts = [0] * (LAST_TOTAL - FIRST_TOTAL + 1)
    for total in totals:
        counts[total - FIRST_TOTAL] += 1
    post = {"seed": seed, "deals": len(totals), "totals": counts, "low": sum(total <= LOW for total in totals)}
    return {**post, "nickname": nickname} if nickname else post


def threshold_counts(results: "Results", seed: int, threshold: float, nickname: str = "") -> dict:
    """What lesson 8's "Send to the class" posts for the card counter (seat 0) calling at ``threshold`` (a share,
    sent as a whole percent) in ``results`` played from ``seed``: the rounds played, how many it won alone (the lowest
    score), tied for the lowest, lost and left unfinished (adding up to the rounds), its calls and its good calls."""
    wins = results.wins[0]
    won, tied = sum(share == 1 for share in wins), sum(0 < share < 1 for share in wins)
    post = {"kind": "threshold", "seed": seed, "threshold": round(threshold * 100),
            "rounds": results.rounds + results.unfinished, "won": won, "tied": tied,
            "lost": results.rounds - won - tied, "unfinished": results.unfinished,
            "calls": results.calls[0], "good_calls": results.good_calls[0]}
    return {**post, "nickname": nickname} if nickname else post
