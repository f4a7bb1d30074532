"""Arranged games of Cheat for the lessons: fixed hands and actions, so the prose quoting them stays true.

>>> game = two_sevens()
>>> game.observation(0).claims[-1]      # seat 3 claims two 7s (rank 6 counts from A = 0)
(3, 2, 6)
"""

from __future__ import annotations

from ..cards import CARDS, NAMES, Card
from .game import CheatGame


def arranged_deck(players: int, dealer: int, hands: dict[int, list[str]]) -> list[str]:
    """A deck (top first, as notation) dealing ``hands`` (seat -> cards) and the other cards in order
    (C2.2: deck card ``k`` goes to seat ``(dealer + 1 + k) mod n``)."""
    wanted = {seat: [Card.parse(c) for c in cards] for seat, cards in hands.items()}
    named = {c for cards in wanted.values() for c in cards}
    rest = iter(c for c in CARDS if c not in named)
    deck = []
    for k in range(52):
        cards = wanted.get((dealer + 1 + k) % players, [])
        deck.append(cards[k // players] if k // players < len(cards) else next(rest))
    return [NAMES[c] for c in deck]


# Four seats, dealer 0: the learner is seat 0.  All four 7s are placed; the rest is dealt in order.
TWO_SEVENS_HANDS = {
    0: ["7c", "4c", "4d"],
    1: ["Ac", "7h"],
    2: ["2c", "6c", "6d", "7s"],
    3: ["3c", "7d", "9c"],
}
TWO_SEVENS_ACTIONS = (
    "1 play Ac",      # claims one A (C3.1), true
    "2 play 2c",      # one 2
    "3 play 3c",      # one 3
    "0 play 4c 4d",   # two 4s: seat 0's own cards in the pile (C6.3)
    "1 play 7h",      # claims one 5: a bluff
    "0 doubt",        # C4.2: the 7h is turned up; seat 1 takes the pile of 6 cards
    "2 play 6c 6d",   # C4.3: the rank moved on to 6, not back to A
    "3 play 7d 9c",   # claims two 7s: is it a bluff?
)


def two_sevens(upto: int | None = None) -> CheatGame:
    """The lesson-11 game: seat 3 has just claimed two 7s, and seat 0 may doubt it.  ``upto`` stops after
    that many actions of :data:`TWO_SEVENS_ACTIONS`."""
    game = CheatGame(4, arranged_deck(4, 0, TWO_SEVENS_HANDS), 0)
    for text in TWO_SEVENS_ACTIONS[:upto]:
        game.apply(text)
    return game
