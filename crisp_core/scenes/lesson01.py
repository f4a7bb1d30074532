"""Lesson 01's scene: a deal whose top cards are numbered, so the deal order can be read off the hands."""

from __future__ import annotations

from ..cards import CARDS, Card
from . import Scene

_CLUBS = tuple(Card.parse(rank + "c") for rank in "A23456789TJQK")  # the deck's top thirteen cards, in order

SCENES = (
    Scene(
        key="deal_by_number",
        title="The deal, card by card",
        players=4,
        deck=_CLUBS + tuple(c for c in CARDS if c not in _CLUBS),
        actions=(),
        dealer=0,
        captions={0: "Seat 1 dealt. The top twelve cards were the clubs from Ace to Queen, in that order, so a "
                     "card's rank tells when it was dealt: Seat 2 got the 1st, 5th and 9th cards (R2.2). "
                     "Each seat has looked at its own L and R, nobody at an M (R2.4)."},
        rules=("R2.2", "R2.3", "R2.4", "R2.5"),
    ),
)
