"""Cards, values and slots: the vocabulary of RULES.md R1 and N1-N2.

A card is a :class:`Card`, an ``int`` from 0 to 51 (``rank * 4 + suit``) that prints as its
notation (``Ah``, ``Td``).  The 52 instances are created once, so the engine can use them as
list indices at full integer speed.
"""

from __future__ import annotations

from .errors import shown

RANKS = "A23456789TJQK"
SUITS = "cdhs"
SLOTS = "LMR"

JACK, QUEEN, KING = 10, 11, 12  # rank indices of the face cards


class Card(int):
    """One of the 52 distinct cards (R1.2); ``int(card)`` is ``rank * 4 + suit``."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Rank index: 0 for Ace up to 12 for King."""
        return self >> 2

    @property
    def suit(self) -> int:
        """Suit index in ``SUITS`` (c, d, h, s)."""
        return self & 3

    @property
    def value(self) -> int:
        """Score value (R1.3): Ace 1, 2-9 face value, 10/J/Q/K 10."""
        return VALUES[self]

    @property
    def is_face(self) -> bool:
        """True for a Jack, Queen or King (the specials of R5 when drawn from the stock)."""
        return self >> 2 >= JACK

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Card('{NAMES[self]}')"

    @staticmethod
    def parse(text: str) -> "Card":
        """Parse ``Ah``/``Td`` (N1; ``10d`` is accepted too); raise ``ValueError`` otherwise."""
        card = BY_NAME.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(f"not a card: {shown(text)} (N1: rank A23456789TJQK then suit cdhs, e.g. 'Ah', 'Td')")
        return card


NAMES: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
VALUES: tuple[int, ...] = tuple(min(i // 4 + 1, 10) for i in range(52))
# Each card by its notation (N1, ``10d`` too), as :meth:`Card.parse` reads it; only strings are keys.
BY_NAME: dict[str, Card] = {name: CARDS[i] for i, name in enumerate(NAMES)}
BY_NAME.update({"10" + s: BY_NAME["T" + s] for s in SUITS})


def card_text(card: Card | None) -> str:
    """Notation of a card, or ``??`` for an unknown one."""
    return "??" if card is None else NAMES[card]


SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def card_name(card: Card) -> str:
    """A card as players write it: rank then suit symbol (``10♦``, ``A♠``), the same in every language."""
    text = NAMES[card]
    return ("10" if text[0] == "T" else text[0]) + SUIT_SYMBOLS[text[1]]


def faces(cards) -> str:
    """Cards as players write them and a reader sees them, faces with their suit symbols one space apart (``7♥
    9♣``, the same in every language), ``?`` for a card not seen (None)."""
    return " ".join("?" if card is None else card_name(card) for card in cards)


def hand_total(cards) -> int:
    """Total value of some cards (R1.3, R11.1)."""
    return sum(VALUES[c] for c in cards)

