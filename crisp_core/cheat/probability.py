"""Is it a bluff?  The chance that an open claim of Cheat is true, from what one seat knows (CHEAT.md C6).

A play of ``k`` cards claiming rank ``r`` (C3.2) is true only if the declarer held ``k`` cards of rank
``r`` before the play.  A seat counts the cards it can *place* — its own hand and its own cards in the
pile (C6.1, C6.3), and the cards a challenge turned face up (C4.2, C6.2), which went into the taker's
hand and stay known there until the taker plays again — and treats the declarer's other cards as drawn
at random from the cards it cannot place.  The chance is then hypergeometric, an exact :class:`Fraction`
(:func:`claim_chance_counts`).  The model assumes that a declarer who holds the cards plays them: a claim
that *could* be true counts as true, so the chance is also the most a claim can be worth believing.

>>> claim_chance_counts(rank_unplaced=2, unplaced=38, drawn=12, count=2)   # both unplaced 7s in 12 cards
Fraction(66, 703)
>>> break_even(4)                      # a duel: whoever is wrong takes the same 4-card pile (C4.2)
Fraction(1, 2)
>>> challenge_value(Fraction(1, 10), 4)  # expected cards: the declarer's 3.6 minus your 0.4
Fraction(16, 5)

Standard library only; the counting bot (:func:`.bots.chance_true`) uses :func:`claim_chance`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Sequence

from ..cards import CARDS, Card, faces
from ..locale import seat_number
from ..translations.words import tr, written
from .cardsets import RANK_WORDS
from .observation import Observation

__all__ = ["ClaimCount", "break_even", "challenge_pays", "challenge_table", "challenge_value", "claim_chance",
           "claim_chance_counts", "claim_count", "simulate_claim"]


def claim_chance_counts(rank_unplaced: int, unplaced: int, drawn: int, count: int, rank_known: int = 0) -> Fraction:
    """P(``rank_known`` + X >= ``count``), X the number of cards of the rank among ``drawn`` cards taken at
    random from ``unplaced`` cards of which ``rank_unplaced`` are of the rank (hypergeometric).

    ``rank_known`` cards of the rank are known to be in the declarer's hand already.  ``drawn`` is capped
    at ``unplaced``.  0 when too few cards of the rank are left for the claim (C3.2: the count is true).
    """
    if not 0 <= rank_unplaced <= unplaced or drawn < 0 or count < 0 or rank_known < 0:
        raise ValueError("counts must be non-negative, and rank_unplaced at most unplaced")
    drawn = min(drawn, unplaced)
    need = max(0, count - rank_known)
    if need > min(rank_unplaced, drawn):
        return Fraction(0)
    ways = sum(comb(rank_unplaced, x) * comb(unplaced - rank_unplaced, drawn - x)
               for x in range(need, min(rank_unplaced, drawn) + 1))
    return Fraction(ways, comb(unplaced, drawn))


@dataclass(frozen=True)
class ClaimCount:
    """What ``seat`` can count about the open claim: ``declarer`` put ``count`` cards down claiming ``rank``.

    ``held`` is the declarer's hand size before the play; ``in_hand`` the cards the seat knows the
    declarer held then (revealed cards it took and has not played since); ``placed`` the cards the seat
    knows are elsewhere; ``unplaced`` every other card.  ``certain`` is set when the seat is the declarer.
    """

    seat: int
    declarer: int
    count: int
    rank: int
    held: int
    in_hand: tuple[Card, ...]
    placed: tuple[Card, ...]
    unplaced: tuple[Card, ...]
    certain: bool | None = None

    @property
    def rank_unplaced(self) -> int:
        """How many unplaced cards are of the claimed rank."""
        return sum(1 for c in self.unplaced if c >> 2 == self.rank)

    @property
    def rank_known(self) -> int:
        """How many cards known in the declarer's hand are of the claimed rank."""
        return sum(1 for c in self.in_hand if c >> 2 == self.rank)

    @property
    def drawn(self) -> int:
        """How many of the declarer's cards (before the play) come from the unplaced ones."""
        return min(self.held - len(self.in_hand), len(self.unplaced))

    def chance(self) -> Fraction:
        """The chance the claim is true (:func:`claim_chance_counts`; 0 or 1 for the declarer itself)."""
        if self.certain is not None:
            return Fraction(int(self.certain))
        return claim_chance_counts(self.rank_unplaced, len(self.unplaced), self.drawn, self.count, self.rank_known)

    def render(self, lang: str | None = None) -> str:
        """The count in a few plain-text lines, in ``lang`` (None: the lesson's language)."""
        words = dict(seat=seat_number(self.seat), declarer=seat_number(self.declarer), rank=RANK_WORDS[self.rank])
        mine = faces(c for c in self.placed if c >> 2 == self.rank)
        lines = [tr("seat {declarer} claims {count}× {rank}; it held {held} card(s) before the play", lang=lang,
                    count=self.count, held=self.held, **words),
                 tr("rank-{rank} cards seat {seat} can place elsewhere: {cards}", lang=lang,
                    cards=mine or tr("none", lang=lang), **words)]
        if self.in_hand:
            lines.append(tr("cards seat {seat} knows seat {declarer} held: {cards}", lang=lang,
                            cards=faces(self.in_hand), **words))
        lines += [tr("cards seat {seat} cannot place: {unplaced}, of rank {rank}: {rank_unplaced}; "
                     "seat {declarer}'s other {drawn} card(s) came from these", lang=lang,
                     unplaced=len(self.unplaced), rank_unplaced=self.rank_unplaced, drawn=self.drawn, **words),
                  tr("P(claim is true) = {p} ≈ {p:.3f}", lang=lang, p=self.chance())]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()


def _known_holders(obs: Observation, last: int) -> dict[Card, int]:
    """Cards the seat knows to be in another seat's hand just before event ``last``: every card a challenge
    showed it (C6.2, C6.3) went to the taker (C4.2) and stays known there until the taker plays face down."""
    where: dict[Card, int] = {}
    for e in obs.events[:last]:
        if e.kind == "play" and e.seat != obs.seat:
            if None in e.cards:  # a face-down play: any known card of that seat may be in it
                where = {c: s for c, s in where.items() if s != e.seat}
            else:  # a play a challenge revealed: exactly those cards left the hand
                for c in e.cards:
                    where.pop(c, None)
        elif e.kind == "doubt":
            for c in e.cards + e.taken:
                if c is None:
                    continue
                if e.taker == obs.seat:
                    where.pop(c, None)  # now in the seat's own hand: counted from obs.hand
                else:
                    where[c] = e.taker
    return where


def claim_count(obs: Observation, reveals: bool = True) -> ClaimCount:
    """What ``obs.seat`` can count about the open play (``obs.open_play``, C4.1, C5.1).

    With ``reveals`` false the seat places only its own cards — in its hand, in the pile, or taken into
    another hand with a pile (C6.1, C6.3) — as if it forgot the other cards challenges showed (C6.2): the
    counting bot's simpler estimate.
    """
    declarer = obs.open_play
    if declarer is None:
        raise ValueError("there is no open play to doubt")
    _, k, rank = obs.claims[-1]
    last = max(i for i, e in enumerate(obs.events) if e.kind == "play")
    held = obs.hand_sizes[declarer] + k
    mine = obs.hand + obs.own_in_pile
    certain = None
    if declarer == obs.seat and reveals:
        certain = all(c is not None and c >> 2 == rank for c in obs.events[last].cards)
    where = _known_holders(obs, last) if declarer != obs.seat else {}
    if not reveals:
        own = {c for e in obs.events[:last] if e.kind == "play" and e.seat == obs.seat for c in e.cards}
        where = {c: s for c, s in where.items() if c in own}
    in_hand = tuple(sorted(c for c, s in where.items() if s == declarer))
    placed = tuple(sorted(set(mine) | {c for c, s in where.items() if s != declarer}))
    known = set(placed) | set(in_hand)
    unplaced = tuple(c for c in CARDS if c not in known)
    return ClaimCount(obs.seat, declarer, k, rank, held, in_hand, placed, unplaced, certain)


def claim_chance(obs: Observation, reveals: bool = True) -> Fraction:
    """The chance that the open claim is true, as ``obs.seat`` can count it (:func:`claim_count`)."""
    return claim_count(obs, reveals).chance()


def simulate_claim(count: ClaimCount, trials: int, rng: random.Random) -> list[bool]:
    """Deal the declarer's unknown cards ``trials`` times at random from the cards the seat cannot place
    (every deal agrees with what the seat knows); for each deal, could the claim be true?"""
    pool = list(count.unplaced)
    need = count.count - count.rank_known
    rank = count.rank
    return [sum(1 for c in rng.sample(pool, count.drawn) if c >> 2 == rank) >= need for _ in range(trials)]


def challenge_value(p: Fraction | float, you_take: int, declarer_takes: int | None = None,
                    weight: Fraction | float = 1) -> Fraction:
    """What a challenge is worth to the challenger, in cards: the declarer takes ``declarer_takes`` cards
    if the claim is false (chance 1 - ``p``), you take ``you_take`` if it is true (chance ``p``) (C4.2).
    Each card the declarer takes counts ``weight`` (1 in a duel) against 1 for each card you take.
    ``declarer_takes`` defaults to ``you_take``: both risk the same pile."""
    p, weight = Fraction(p), Fraction(weight)
    theirs = you_take if declarer_takes is None else declarer_takes
    return weight * (1 - p) * theirs - p * you_take


def break_even(you_take: int, declarer_takes: int | None = None, weight: Fraction | float = 1) -> Fraction:
    """The chance of a true claim at which challenging is worth nothing (:func:`challenge_value` is 0):
    ``weight·D / (Y + weight·D)``.  When both risk the same pile its size cancels: 1/2 in a duel."""
    theirs = you_take if declarer_takes is None else declarer_takes
    weight = Fraction(weight)
    if you_take + weight * theirs <= 0:
        raise ValueError("nothing is at stake")
    return weight * theirs / (you_take + weight * theirs)


def challenge_table(p: Fraction | float, piles: Sequence[int], declarer: int, lang: str | None = None) -> str:
    """A plain-text table in ``lang`` (None: the lesson's language): for each pile size, the cards you take on
    average (a true claim, chance ``p``), the cards seat ``declarer`` takes (named as a person counts seats, from
    1), what a challenge gains you (:func:`challenge_value`) and the break-even chance (:func:`break_even`)."""
    headers = [tr("pile", lang=lang), tr("you take", lang=lang), tr("seat {seat} takes", lang=lang, seat=declarer + 1),
               tr("challenge gains", lang=lang), tr("break-even p", lang=lang)]
    widths = [len(h) for h in headers[:-1]]
    lines = ["  ".join(headers)]
    for pile in piles:
        cells = [written(pile, "", lang)] + [written(x, ".2f", lang) for x in
                                              (p * pile, (1 - p) * pile, challenge_value(p, pile))]
        lines.append("  ".join(f"{c:>{w}}" for c, w in zip(cells, widths)) + f"  {break_even(pile)}")
    return "\n".join(lines)


def challenge_pays(p: Fraction | float, you_take: int, declarer_takes: int | None = None,
                   weight: Fraction | float = 1) -> bool:
    """True when challenging is worth more than letting the play stand: ``p`` below :func:`break_even`."""
    return challenge_value(p, you_take, declarer_takes, weight) > 0
