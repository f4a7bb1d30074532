"""Decks: shuffled ones for play, arranged ones for lessons, puzzles and tests (RULES.md R2.2-R2.3)."""

from __future__ import annotations

import random
from typing import Iterable, Mapping

from .cards import CARDS, Card


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A uniformly shuffled deck drawn with ``rng``.

    The 52 cards are sorted by 52 independent uniform keys, which is twice as fast as
    ``rng.shuffle`` here; two keys tie with probability below 2e-13.
    """
    keys = [rng.random() for _ in range(52)]
    deck = list(CARDS)
    deck.sort(key=keys.__getitem__)
    return deck


def arranged_deck(players: int, dealer: int = 0, hands: Mapping[int, Iterable] | None = None,
                  stock: Iterable = (), rng: random.Random | None = None) -> list[Card]:
    """A deck (top first) that deals the given ``hands`` (seat -> L, M, R) and starts the stock
    with ``stock`` (top first); every other card is placed in order, or shuffled with ``rng``.

    Cards may be :class:`Card` or notation (``"Ah"``); a seat's hand may name None for "any card".
    """
    hands = {seat: [None if c is None else Card.parse(str(c)) for c in cards]
             for seat, cards in (hands or {}).items()}
    top = [Card.parse(str(c)) for c in stock]
    fixed = [c for cards in hands.values() for c in cards if c is not None] + top
    if len(set(fixed)) != len(fixed):
        raise ValueError("a card is named twice")
    rest = [c for c in CARDS if c not in set(fixed)]
    if rng is not None:
        rng.shuffle(rest)
    deck: list[Card | None] = [None] * (3 * players)
    for k in range(3 * players):  # R2.2: deck card k goes to seat dealer+1+k, slot k // players
        wanted = hands.get((dealer + 1 + k) % players)
        deck[k] = wanted[k // players] if wanted else None
    deck += top
    filler = iter(rest)
    return [c if c is not None else next(filler) for c in deck] + list(filler)
