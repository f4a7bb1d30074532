"""Arranged Crisps rounds for lesson 12: fixed decks, so the lesson's numbers never change.

Seat 0, the learner, always holds :data:`HAND`; seat 1 holds :data:`OTHER`; the face-up card is
:data:`FACEUP` (K2.2).  Each scene is a :class:`.game.CrispsRound` after a few actions (N2).

>>> first_lead().legal_actions()[0]
Action('0 play 3c')
"""

from __future__ import annotations

from ..cards import NAMES, Card
from .deck import DECKS, HAND_SIZE, REMOVED
from .game import CrispsRound

HAND = ("3c", "4d", "4h", "5c", "5s", "6d", "8c", "8d", "8h", "9s", "Ts", "Qd")
OTHER = ("2c", "2d", "3d", "5d", "5h", "7c", "7d", "9c", "9d", "Tc", "Th", "Qh")
FACEUP = "8s"
REMOVED_CARDS = ("2h", "6c", "7s", "Qs")  # never seen by anybody (K8.3)
BLIND = ("7h",)  # the top of the blind deck; the rest follow in deck order


def arranged_deck(starter: int, hands: tuple[tuple[str, ...], tuple[str, ...]] = (HAND, OTHER),
                  faceup: str = FACEUP, removed: tuple[str, ...] = REMOVED_CARDS,
                  blind: tuple[str, ...] = BLIND) -> list[str]:
    """The 40 cards (top first) that deal ``hands[seat]`` to each seat when ``starter`` starts (K2.2), then the
    removed cards, the face-up card and the blind deck (``blind`` on top, then every other card in order)."""
    deck = [hands[(starter + k) % 2][k // 2] for k in range(2 * HAND_SIZE)]
    deck += removed
    deck.append(faceup)
    deck += blind
    named = {Card.parse(c) for c in deck}
    deck += [NAMES[c] for c in DECKS[False] if c not in named]
    if len(removed) != REMOVED or len(deck) != 40 or len({Card.parse(c) for c in deck}) != 40:
        raise ValueError("the arranged cards must be 40 different cards of the deck (K1.2)")
    return deck


def _round(starter: int, *actions: str) -> CrispsRound:
    rnd = CrispsRound(arranged_deck(starter), starter)
    for text in actions:
        rnd.apply(text)
    return rnd


def first_lead() -> CrispsRound:
    """Seat 0 leads the first trick (K4.1): every combination of its hand is a legal play."""
    return _round(0)


def after_pair() -> CrispsRound:
    """Seat 1 led the pair 5♦ 5♥; seat 0 to follow (K5.1)."""
    return _round(1, "1 play 5d 5h")


def after_queen() -> CrispsRound:
    """Seat 1 led the single Q♥; seat 0 to follow (K5.1, K5.2)."""
    return _round(1, "1 play Qh")


def faceup_choice() -> CrispsRound:
    """Seat 0 beat the Q♥ with three 8s (K5.2), seat 1 passed: seat 0 chooses the face-up 8♠ or a blind card
    (K6.1)."""
    return _round(1, "1 play Qh", "0 play 8c 8d 8h", "1 pass")
