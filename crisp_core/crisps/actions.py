"""Crisps actions and their notation (CRISPS.md N1-N3).

An :class:`Action` is a tuple ``(seat, kind, mask)``: the acting seat, ``PLAY``/``PASS``/``FACEUP``/
``BLIND``, and for a play the mask of its cards (see :mod:`.deck`).  Actions compare and hash as
tuples, so ``Action.parse("0 play 5s 3c 4d") == Action.parse("0 play 3c 4d 5s")``; the engine interns
the plays it lists, and prints every play with its cards sorted by rank, then suit.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..errors import shown
from ..locale import illegal
from ..protocols import SeatAction
from .deck import DECKS, cards_of, names_of

PLAY, PASS, FACEUP, BLIND = range(4)
WORDS = ("play", "pass", "faceup", "blind")
_KIND_BY_WORD = {word: kind for kind, word in enumerate(WORDS)}
MAX_PLAY_CARDS = 40  # no combination is longer; a longer text is refused unread (N2)
_TEXTS: dict["Action", str] = {}


class Action(SeatAction):
    """One action of one seat (N2): ``(seat, kind, mask)``."""

    __slots__ = ()

    @property
    def mask(self) -> int:
        """The mask of a play's cards (0 for the other kinds)."""
        return self[2]

    @property
    def cards(self) -> tuple[Card, ...]:
        """A play's cards, sorted by rank then suit (empty for the other kinds)."""
        return cards_of(self[2])

    @property
    def word(self) -> str:
        """``play``, ``pass``, ``faceup`` or ``blind``."""
        return WORDS[self[1]]

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        if text is None:
            text = " ".join([str(self[0]), WORDS[self[1]], *names_of(self[2])])
            if len(_TEXTS) < 100_000:
                _TEXTS[self] = text
        return text

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    def __reduce__(self) -> tuple:
        return Action.of, tuple(self)

    @staticmethod
    def of(seat: int, kind: int, mask: int = 0) -> "Action":
        """The action with these fields (no checks)."""
        return tuple.__new__(Action, (seat, kind, mask))

    @staticmethod
    def parse(text: object) -> "Action":
        """The action written as ``text`` (N2); refuse malformed text with :class:`IllegalAction` (rule N2).

        Runs of whitespace count as one space; a play's cards may come in any order.
        """
        if not isinstance(text, str):
            raise illegal("N2", "refused.action_type", value=shown(text))
        words = text.split(maxsplit=MAX_PLAY_CARDS + 2)
        if not words or words[0] not in ("0", "1"):
            raise illegal("N2", "crisps.refused.seat_first", action=text)
        kind = _KIND_BY_WORD.get(words[1]) if len(words) > 1 else None
        if kind is None:
            raise illegal("N2", "crisps.refused.second_word", words=", ".join(WORDS), action=text)
        if kind != PLAY:
            if len(words) > 2:
                raise illegal("N2", "crisps.refused.no_cards", word=words[1], action=text)
            return Action.of(int(words[0]), kind)
        if len(words) < 3:
            raise illegal("N2", "crisps.refused.no_card", action=text)
        if len(words) > MAX_PLAY_CARDS + 2:
            raise illegal("N2", "crisps.refused.too_many", n=MAX_PLAY_CARDS, action=text)
        mask = 0
        for word in words[2:]:
            try:
                card = Card.parse(word)
            except ValueError:
                raise illegal("N1", "refused.card", card=shown(word), action=text) from None
            if mask >> card & 1:
                raise illegal("N2", "crisps.refused.twice", card=word, action=text)
            mask |= 1 << card
        return Action.of(int(words[0]), PLAY, mask)


def sample_actions(players: int, rng: random.Random, plays: int = 120) -> list[Action]:
    """Actions the seats of a table of ``players`` (two, K1.1) may name, legal or not, which the contract of every
    game tries (:attr:`crisp_core.games.Game.actions`): every pass and choice, and ``plays`` plays of 1 to 6 random
    cards of either deck (K1.2, K1.3) by either seat."""
    cards = sorted(set(DECKS[False]) | set(DECKS[True]))
    return [*(Action.of(seat, kind) for seat in range(players) for kind in (PASS, FACEUP, BLIND)),
            *(Action.of(rng.randrange(players), PLAY, sum(1 << c for c in rng.sample(cards, rng.randint(1, 6))))
              for _ in range(plays))]
