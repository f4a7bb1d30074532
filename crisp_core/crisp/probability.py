"""Probability toolkit for one seat's point of view, exact, with fractions.

Most functions read an :class:`~crisp_core.crisp.observation.Observation`.  The model: the cards this
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
>>> chance = chance_strictly_lowest(obs)   # exact, though 7 slots are unseen: its M against two hands
>>> chance.exact, chance.error
(Fraction(261179043, 291329500), 0.0)

A lesson's question, from the total alone: how often are three cards worth 6 strictly the lowest
at a table of four?

>>> round(float(chance_lowest_with_total(6, 4)), 3)
0.989
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Iterable, Iterator, NamedTuple, Sequence

from ..cards import CARDS, VALUES, Card
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


Hand = tuple[int, int]  # a hand as some seat sees it: (slots it has not seen, total of the cards it has seen)
Need = tuple[int, int]  # (slots, least total): these unknown slots must hold cards worth at least this much


def chance_strictly_lowest(obs: Observation, *, exact_limit: int | None = None, samples: int = 20_000,
                           rng: random.Random | None = None) -> Chance:
    """The chance that this seat's total is strictly the lowest at the table if the cards stayed as
    they are now: what a crisp call now would need at the reveal (R11.2), before anyone's final
    turn (R7.3) changes a card.

    Exact: the unseen cards are counted by value (see :class:`_Arrangements`), fast at every table
    size (R1.1), even at the deal with every other card unseen.  With ``exact_limit`` set and more
    than that many unseen slots at the other seats, the chance is instead estimated from ``samples``
    random deals of the unseen cards (drawn with ``rng``), with the 95 % error stated: a Monte Carlo
    check for lessons, never needed for speed.
    """
    hands = [_seen_hand(obs, seat) for seat in range(obs.players)]
    (my_slots, my_known), others = hands[obs.seat], hands[:obs.seat] + hands[obs.seat + 1:]
    if exact_limit is not None and sum(slots for slots, _ in others) > exact_limit:
        return _sampled_chance_lowest(obs, samples, rng or random.Random(0))
    counts = value_counts(obs.unseen())
    chance = Fraction(0)
    for rest, drawn, ways in _draws(counts, my_slots):  # my own unseen cards first: my total is my_known + drawn
        counter = _Arrangements(rest)
        needs = [(slots, my_known + drawn + 1 - known) for slots, known in others]  # each must beat mine
        chance += Fraction(ways * counter.count(needs), counter.total)
    exact = chance / math.comb(sum(counts), my_slots)
    return Chance(float(exact), exact, 0.0, 0)


def chance_lowest_with_total(total: int, players: int, own_cards: Iterable[Card | str] | None = None) -> Fraction:
    """The exact chance that a hand worth ``total`` (R1.3) is strictly the lowest (R11.2) at a table
    of ``players`` whose other hands are unknown: the other players hold 3 random cards each of
    those not in this hand.

    With ``own_cards`` (three cards, Card or notation, worth ``total``) this is the chance for that
    very hand.  Without them it is the chance given only the total: every three cards worth
    ``total`` count, each as often as it is dealt, so it is the average of the ``own_cards``
    answers over those hands (which differ a little: the others cannot hold this hand's cards).

    A whole lesson table (totals 3-30, 2-8 players) takes a few seconds.
    """
    if not 2 <= players <= 8:
        raise ValueError(f"a table has 2 to 8 players (R1.1), not {players}")
    if own_cards is None:
        counter = _Arrangements(value_counts(list(CARDS)))
        mine: Hand = (3, 0)
    else:
        cards = {Card.parse(str(card)) for card in own_cards}
        if len(cards) != 3 or sum(VALUES[card] for card in cards) != total:
            raise ValueError(f"own_cards must be three distinct cards worth {total} in all (R1.3)")
        counter = _Arrangements(value_counts([card for card in CARDS if card not in cards]))
        mine = (0, total)
    hands_worth_total = _lowest_at(counter, mine, [], total)
    if not hands_worth_total:
        raise ValueError(f"no three cards are worth {total} (R1.3: 3 to 30)")
    return Fraction(_lowest_at(counter, mine, [(3, 0)] * (players - 1), total), hands_worth_total)


def chance_not_beaten(own_cards: Sequence[Card | str], players: int) -> Fraction:
    """The exact chance that no other hand is lower than these three cards (strictly lowest, or tied
    for the lowest) at a table of ``players`` whose other hands are three random cards each of the
    other 49.  Less :func:`chance_lowest_with_total` for the same cards, it is
    the chance of a tie for the lowest: a tie scores the caller + 5 (R11.2)."""
    cards = {Card.parse(str(card)) for card in own_cards}
    if len(cards) != 3:
        raise ValueError("own_cards must be three distinct cards")
    if not 2 <= players <= 8:
        raise ValueError(f"a table has 2 to 8 players (R1.1), not {players}")
    total = sum(VALUES[c] for c in cards)
    counter = _Arrangements(value_counts([c for c in CARDS if c not in cards]))
    return Fraction(counter.count([(3, total)] * (players - 1)), counter.total)


def _seen_hand(obs: Observation, seat: int) -> Hand:
    """``seat``'s hand as this seat sees it: how many of its slots it has not seen, and the total of those it has."""
    hand = obs.hand(seat)
    return sum(card is None for card in hand), sum(VALUES[card] for card in hand if card is not None)


def _draws(counts: list[int], k: int, value: int = 1) -> Iterator[tuple[list[int], int, int]]:
    """Every way ``k`` cards drawn from cards with these value ``counts`` can fall, by value:
    (the counts left, the drawn cards' total, the number of sets of cards drawn so)."""
    if k == 0:
        yield counts, 0, 1
        return
    if value > 10:
        return
    for take in range(min(k, counts[value]) + 1):
        rest = list(counts)
        rest[value] -= take
        for left, total, ways in _draws(rest, k - take, value + 1):
            yield left, total + take * value, ways * math.comb(counts[value], take)


def _lowest_at(counter: "_Arrangements", mine: Hand, others: list[Hand], total: int) -> int:
    """Arrangements in which ``mine`` totals exactly ``total`` and each of ``others`` more: those where
    mine reaches ``total`` and the others ``total + 1``, less those where mine reaches ``total + 1`` too."""
    my_slots, my_known = mine
    rivals = [(slots, total + 1 - known) for slots, known in others]
    return (counter.count([(my_slots, total - my_known), *rivals])
            - counter.count([(my_slots, total + 1 - my_known), *rivals]))


def _sampled_chance_lowest(obs: Observation, samples: int, rng: random.Random) -> Chance:
    """:func:`chance_strictly_lowest` estimated from ``samples`` random deals of the unseen cards."""
    unknown = obs.unknown_slots()
    totals = [sum(VALUES[c] for c in obs.hand(s) if c is not None) for s in range(obs.players)]
    owners = [i // 3 for i in unknown]
    values = [VALUES[c] for c in obs.unseen()]
    me = obs.seat
    hits = 0
    for _ in range(samples):
        dealt = list(totals)
        for owner, value in zip(owners, rng.sample(values, len(unknown))):
            dealt[owner] += value
        hits += all(dealt[me] < t for s, t in enumerate(dealt) if s != me)
    p = hits / samples
    return Chance(p, None, 1.96 * math.sqrt(max(p * (1 - p), 1 / samples) / samples), samples)


_COUNT_BITS = 4  # a packed state gives each (slots, need) pair 4 bits: how many seats are in it
_NEED_RANGE = 32  # needs in doubt are 2 to 30 (three ten-valued cards)
_MOST_SEATS = (1 << _COUNT_BITS) - 1


class _Arrangements:
    """Exact counting over a pool of unseen cards by value (R1.3): in how many ways can the pool lie
    so that chosen groups of slots (a seat's unseen slots) each hold at least a given total?

    The pool's cards lie in as many places: the unseen slots and places nobody asks about (the
    stock, a hidden held card).  Cards of one value are interchangeable, so an arrangement says
    which places get each value; all ``total`` of them (``N! / (c_1! ... c_10!)``) are equally likely.
    The values are placed one at a time, lowest first.  A seat whose ``slots`` (0 to 3) must still
    reach ``need`` is sure once even the lowest cards left would do (its slots join the places
    nobody asks about), has failed once even the highest would not, and is in doubt between.  The
    state between two values is the multiset of seats in doubt, packed in one int (4 bits per
    (slots, need) pair) and memoised, so equal seats move together and queries share work.
    """

    def __init__(self, counts: Sequence[int]) -> None:
        self._values = [v for v in range(1, 11) if counts[v]]
        self._counts = [counts[v] for v in self._values]
        self._places = [sum(self._counts[i:]) for i in range(len(self._values) + 1)]  # empty before value i
        self._free = [_multinomial(self._counts[i:]) for i in range(len(self._values) + 1)]
        cards = [v for v, c in zip(self._values, self._counts) for _ in range(c)]  # lowest first
        left = [cards[len(cards) - places:] for places in self._places]
        self._lowest = [_first_sums(rest) for rest in left]  # [i][k]: the k lowest of values i.. together
        self._highest = [_first_sums(rest[::-1]) for rest in left]
        self._memo: list[dict[int, int]] = [{} for _ in self._places]  # [i]: state -> arrangements of values i..
        self._options: dict[tuple[int, int, int, int], list[tuple[int, int, int]]] = {}
        self.total = self._free[0]

    def count(self, needs: Iterable[Need]) -> int:
        """Arrangements in which every ``(slots, need)`` has its slots holding ``need`` or more (the
        groups of slots are disjoint, 0 to 3 slots each; at most 15 groups)."""
        state = 0
        for slots, need in needs:
            verdict = self._verdict(0, slots, need)
            if verdict is None:
                return 0
            state += verdict
        return self._count(0, state)

    def _verdict(self, left: int, slots: int, need: int) -> int | None:
        """A seat when values ``left``.. are still to place: None if it has failed (even the highest
        cards left would not reach ``need``), 0 if it is sure (even the lowest would), else its
        packed unit."""
        lowest, highest = self._lowest[left], self._highest[left]
        if slots >= len(lowest) or need > highest[slots]:
            return None
        if need <= lowest[slots]:
            return 0
        return 1 << _COUNT_BITS * (slots * _NEED_RANGE + need)

    def _count(self, i: int, state: int) -> int:
        """Arrangements of values ``i``.. with the seats in doubt ``state``."""
        if not state:
            return self._free[i]
        memo = self._memo[i]
        ways = memo.get(state)
        if ways is None:
            ways = memo[state] = self._place(i, state)
        return ways

    def _place(self, i: int, state: int) -> int:
        """Place the cards of value ``i``: each group of equal seats takes some, the places nobody
        asks about take the rest."""
        count = self._counts[i]
        groups = _unpack(state)
        free = self._places[i] - sum(slots * seats for slots, _, seats in groups)
        partial = {(0, 0): 1}  # (state after, cards taken) -> ways
        for group in groups:
            options = self._options.get((i, *group))
            if options is None:
                options = self._group_options(i, *group)
            merged: dict[tuple[int, int], int] = {}
            for (after, taken), ways in partial.items():
                for more, choices, part in options:
                    if taken + more <= count:
                        key = (after + part, taken + more)
                        merged[key] = merged.get(key, 0) + ways * choices
            partial = merged
        later = self._memo[i + 1]  # looked up here: most states after are already known
        total = 0
        for (after, taken), ways in partial.items():
            if count - taken <= free:
                ways_later = later.get(after) if after else self._free[i + 1]
                if ways_later is None:
                    ways_later = self._count(i + 1, after)
                total += ways * math.comb(free, count - taken) * ways_later
        return total

    def _group_options(self, i: int, slots: int, need: int, seats: int) -> list[tuple[int, int, int]]:
        """How ``seats`` equal seats in doubt can take cards of value ``i``: (cards taken, ways to
        choose the seats and slots, packed state of those still in doubt after)."""
        key = (i, slots, need, seats)
        options = self._options.get(key)
        if options is None:
            options = self._options[key] = []
            value = self._values[i]
            for split in _splits(seats, slots):  # split[j] seats take j cards each
                verdicts = [self._verdict(i + 1, slots - j, need - j * value) if k else 0
                            for j, k in enumerate(split)]
                if None in verdicts:
                    continue
                choices = _multinomial(split) * math.prod(math.comb(slots, j) ** k for j, k in enumerate(split))
                options.append((sum(j * k for j, k in enumerate(split)), choices,
                                sum(k * verdict for k, verdict in zip(split, verdicts))))
        return options


def _unpack(state: int) -> list[tuple[int, int, int]]:
    """The groups of a packed state: (slots, need, seats)."""
    groups = []
    while state:
        position = ((state & -state).bit_length() - 1) // _COUNT_BITS
        seats = state >> _COUNT_BITS * position & _MOST_SEATS
        groups.append((position // _NEED_RANGE, position % _NEED_RANGE, seats))
        state -= seats << _COUNT_BITS * position
    return groups


def _splits(seats: int, slots: int) -> Iterator[tuple[int, ...]]:
    """Every way to say how many of ``seats`` take 0, 1, ..., ``slots`` cards (tuples summing to ``seats``)."""
    if slots == 0:
        yield (seats,)
        return
    for none in range(seats + 1):
        for rest in _splits(seats - none, slots - 1):
            yield (none, *rest)


def _first_sums(cards: list[int]) -> list[int]:
    """The totals of the first 0, 1, 2 and 3 of ``cards`` (as far as there are cards)."""
    return [sum(cards[:k]) for k in range(min(len(cards), 3) + 1)]


def _multinomial(counts: Iterable[int]) -> int:
    """``(sum counts)! / prod(count!)``: the ways to arrange items of these kinds."""
    ways, placed = 1, 0
    for count in counts:
        placed += count
        ways *= math.comb(placed, count)
    return ways
