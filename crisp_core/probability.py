"""Probability toolkit for one seat's point of view, exact with fractions where it can be.

Every function reads an :class:`~crisp_core.observation.Observation`.  The model: the cards this
seat has not seen (``Observation.unseen()``) are spread uniformly over the places it cannot see
(unseen slots, a hidden held card, the stock).  That is exactly card counting; it ignores what
other players' choices may betray about their cards.

Worked example: at the deal, seat 1 peeks at its L (Ac) and R (2d); it has seen nothing else.

>>> from crisp_core import RoundState, arranged_deck
>>> obs = RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}), 0).observation(1)
>>> unknown_card_distribution(obs)[10]   # 16 ten-valued cards among the 50 it has not seen
Fraction(8, 25)
>>> expected_hand_total(obs)              # 1 + 2 + (340 - 3) / 50, the mean unseen card
Fraction(487, 50)
>>> hand_total_distribution(obs)[13]      # its M is a ten-valued card
Fraction(8, 25)
>>> chance_strictly_lowest(obs).error > 0   # 7 unseen slots: too many to enumerate, so sampled
True
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import product
from typing import NamedTuple

from .cards import VALUES, Card
from .observation import Observation

Distribution = dict[int, Fraction]


def value_counts(cards: list[Card]) -> list[int]:
    """How many of ``cards`` have each value: ``counts[v]`` for v in 1..10 (index 0 unused)."""
    counts = [0] * 11
    for card in cards:
        counts[VALUES[card]] += 1
    return counts


def unknown_card_distribution(obs: Observation) -> Distribution:
    """Value distribution of any one card this seat has not seen (R1.3 values 1-10)."""
    counts = value_counts(obs.unseen())
    total = sum(counts)
    return {v: Fraction(c, total) for v, c in enumerate(counts) if c}


def expected_unknown_value(obs: Observation) -> Fraction:
    """Expected value of a card this seat has not seen."""
    return sum((v * p for v, p in unknown_card_distribution(obs).items()), Fraction(0))


def expected_hand_total(obs: Observation, seat: int | None = None) -> Fraction:
    """Expected total of ``seat``'s hand (this seat's own by default): seen cards plus the mean unseen card."""
    seat = obs.seat if seat is None else seat
    hand = obs.hand(seat)
    known = sum(VALUES[c] for c in hand if c is not None)
    return known + sum(1 for c in hand if c is None) * expected_unknown_value(obs)


def sum_distribution(counts: list[int], k: int) -> Distribution:
    """Exact distribution of the sum of ``k`` cards drawn without replacement from cards with
    these value ``counts`` (see :func:`value_counts`)."""
    # ways[j][s]: number of ways to pick j cards (as a set) with total s, over the values seen so far
    ways: list[dict[int, int]] = [{0: 1}] + [{} for _ in range(k)]
    for value in range(1, 11):
        count = counts[value]
        if not count:
            continue
        new = [dict(row) for row in ways]
        for j in range(k + 1):
            for total, n in ways[j].items():
                for take in range(1, min(count, k - j) + 1):
                    row = new[j + take]
                    key = total + take * value
                    row[key] = row.get(key, 0) + n * math.comb(count, take)
        ways = new
    all_ways = math.comb(sum(counts), k)
    return {s: Fraction(n, all_ways) for s, n in sorted(ways[k].items())}


def unknown_sum_distribution(obs: Observation, k: int) -> Distribution:
    """Exact distribution of the total of ``k`` cards this seat has not seen."""
    return sum_distribution(value_counts(obs.unseen()), k)


def hand_total_distribution(obs: Observation, seat: int | None = None) -> Distribution:
    """Exact distribution of ``seat``'s hand total as this seat sees it (its own by default)."""
    seat = obs.seat if seat is None else seat
    hand = obs.hand(seat)
    known = sum(VALUES[c] for c in hand if c is not None)
    return {known + s: p for s, p in unknown_sum_distribution(obs, sum(c is None for c in hand)).items()}


class Chance(NamedTuple):
    """A probability with how it was obtained: ``exact`` (a Fraction, ``error`` 0) or sampled, with
    ``error`` the half-width of a 95 % confidence interval over ``samples`` deals."""

    value: float
    exact: Fraction | None
    error: float
    samples: int

    def __str__(self) -> str:
        if self.exact is not None:
            return f"{self.value:.4f} (exact: {self.exact})"
        return f"{self.value:.4f} ± {self.error:.4f} (95 %, {self.samples} samples)"


def chance_strictly_lowest(obs: Observation, *, exact_limit: int = 20_000, samples: int = 20_000,
                           rng: random.Random | None = None) -> Chance:
    """The chance that this seat's total is strictly the lowest at the table if the cards stayed as
    they are now: what a crisp call now would need at the reveal (R11.2), before anyone's final
    turn (R7.3) changes a card.

    Exact (enumerating the values of every unseen slot, weighted without replacement) when at most
    ``exact_limit`` value combinations exist; otherwise estimated from ``samples`` random deals of
    the unseen cards, with the 95 % error stated.
    """
    unknown = obs.unknown_slots()
    pool = obs.unseen()
    known_totals = [sum(VALUES[c] for c in obs.hand(s) if c is not None) for s in range(obs.players)]
    owners = [i // 3 for i in unknown]
    me = obs.seat

    def lowest(values) -> bool:
        totals = list(known_totals)
        for owner, value in zip(owners, values):
            totals[owner] += value
        mine = totals[me]
        return all(mine < t for s, t in enumerate(totals) if s != me)

    counts = value_counts(pool)
    distinct = sum(1 for c in counts if c)
    if distinct ** len(unknown) <= exact_limit:
        favourable = Fraction(0)
        for values in product([v for v in range(1, 11) if counts[v]], repeat=len(unknown)):
            weight = _ordered_draw_weight(counts, values)
            if weight and lowest(values):
                favourable += weight
        total = math.perm(len(pool), len(unknown))
        exact = favourable / total
        return Chance(float(exact), exact, 0.0, 0)
    rng = rng or random.Random(0)
    values_pool = [VALUES[c] for c in pool]
    hits = sum(lowest(rng.sample(values_pool, len(unknown))) for _ in range(samples))
    p = hits / samples
    return Chance(p, None, 1.96 * math.sqrt(max(p * (1 - p), 1 / samples) / samples), samples)


def _ordered_draw_weight(counts: list[int], values) -> int:
    """Number of ordered draws of distinct cards whose values are ``values`` in this order."""
    left = list(counts)
    weight = 1
    for v in values:
        if not left[v]:
            return 0
        weight *= left[v]
        left[v] -= 1
    return weight
