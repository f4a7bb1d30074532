"""Crisps actions and their notation (CRISPS.md N1-N3).

An :class:`Action` is a tuple ``(seat, kind, mask)``: the acting seat, ``PLAY``/``PASS``/``FACEUP``/
``BLIND``, and for a play the mask of its cards (see :mod:`.deck`).  Actions compare and hash as
tuples, so ``Action.parse("0 play 5s 3c 4d") == Action.parse("0 play 3c 4d 5s")``; the engine interns
the plays it lists, and prints every play with its cards sorted by rank, then suit.
"""

from __future__ import annotations

from ..cards import Card
from ..errors import IllegalAction, shown
from .deck import cards_of, names_of

PLAY, PASS, FACEUP, BLIND = range(4)
WORDS = ("play", "pass", "faceup", "blind")
_KIND_BY_WORD = {word: kind for kind, word in enumerate(WORDS)}
MAX_PLAY_CARDS = 40  # no combination is longer; a longer text is refused unread (N2)
_TEXTS: dict["Action", str] = {}


class Action(tuple):
    """One action of one seat (N2): ``(seat, kind, mask)``."""

    __slots__ = ()

    @property
    def seat(self) -> int:
        """The acting seat."""
        return self[0]

    @property
    def kind(self) -> int:
        """``PLAY``, ``PASS``, ``FACEUP`` or ``BLIND``."""
        return self[1]

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
            raise IllegalAction("N2", f"an action is a string, not {shown(text)}")
        words = text.split(maxsplit=MAX_PLAY_CARDS + 2)
        if not words or words[0] not in ("0", "1"):
            raise IllegalAction("N2", "an action starts with the acting seat, 0 or 1", action=text)
        kind = _KIND_BY_WORD.get(words[1]) if len(words) > 1 else None
        if kind is None:
            raise IllegalAction("N2", "the second word must be one of " + ", ".join(WORDS), action=text)
        if kind != PLAY:
            if len(words) > 2:
                raise IllegalAction("N2", f"'{words[1]}' takes no cards", action=text)
            return Action.of(int(words[0]), kind)
        if len(words) < 3:
            raise IllegalAction("N2", "'play' names at least one card", action=text)
        if len(words) > MAX_PLAY_CARDS + 2:
            raise IllegalAction("N2", f"a play has at most {MAX_PLAY_CARDS} cards", action=text)
        mask = 0
        for word in words[2:]:
            try:
                card = Card.parse(word)
            except ValueError as err:
                raise IllegalAction("N1", str(err), action=text) from None
            if mask >> card & 1:
                raise IllegalAction("N2", f"{word} is named twice", action=text)
            mask |= 1 << card
        return Action.of(int(words[0]), PLAY, mask)
