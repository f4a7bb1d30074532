"""The deal of a round of Crisp (RULES.md R2): which card of the deck each slot gets (R2.2), what each seat sees
of its own hand (R2.4), and decks arranged to deal given hands, for lessons, puzzles and tests."""

from __future__ import annotations

import functools
import operator
import random
from typing import Iterable, Mapping

from ..cards import CARDS, Card


def peeked(seat: int) -> tuple[int, int]:
    """R2.4: the slots (``seat * 3 + slot``) whose cards ``seat`` looks at once, when its hand is dealt: its L and
    R, never its M.  The one statement of the rule: the engine's seen masks (:func:`initial_seen`), each seat's view
    of the deal (:func:`crisp_core.crisp.events.seen_by`) and the bots' belief (:mod:`crisp_core.crisp.bots.belief`)
    read it."""
    return seat * 3, seat * 3 + 2


@functools.cache
def initial_seen(players: int) -> list[int]:
    """Who has seen each slot's card once the hands are dealt, as ``RoundState.seen`` masks (R2.4, :func:`peeked`)."""
    seen = [0] * (3 * players)
    for seat in range(players):
        for i in peeked(seat):
            seen[i] = 1 << seat
    return seen


@functools.cache
def deal_order(players: int, dealer: int) -> operator.itemgetter:
    """Picks, for each hand position ``seat * 3 + slot``, the deck card dealt there (R2.2)."""
    order = [0] * (3 * players)
    for k in range(3 * players):  # card k goes to seat dealer+1+k, slot k // players
        order[((dealer + 1 + k) % players) * 3 + k // players] = k
    return operator.itemgetter(*order)


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
