"""Cheat's actions and their notation (CHEAT.md N1-N3), and the lazily listed set of legal actions.

An :class:`Action` is a small tuple ``(seat, kind, cards)``: ``kind`` is :data:`PLAY`, :data:`DOUBT`
or :data:`ACCEPT`; ``cards`` are a play's cards sorted by rank then suit (empty otherwise), so one
play has one value however its text orders the cards.  ``Action.parse("1 play 7d Ac")`` and
``str(action)`` (``"1 play Ac 7d"``) round-trip up to that order.

A hand of ``h`` cards allows up to ``C(h,1) + … + C(h,4)`` plays (1,092 for 13 cards, 270,725 for
52), so :class:`LegalActions` lists plays lazily: its length, membership and indexing are computed,
and iteration makes the plays one by one (count 1 to 4, then the hand's combinations in order).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from itertools import combinations
from math import comb
from typing import Iterable, Iterator

from ..cards import BY_NAME, CARDS, NAMES, Card
from ..errors import shown
from ..locale import illegal
from ..protocols import SeatAction
from .cardsets import BIT, cards_of

MAX_PLAYERS = 6  # C1.1
PLAY, DOUBT, ACCEPT = range(3)
KIND_NAMES = ("play", "doubt", "accept")
_SEAT = re.compile(r"0|[1-9][0-9]{0,3}")  # a seat number as written in N2 (no sign, no leading zero)
_MAX_WORDS = 60  # more words than any action can have (a play names at most 52 cards)


class Action(SeatAction):
    """One action of one seat (N2): ``(seat, kind, cards)``, compared and hashed as that tuple."""

    __slots__ = ()

    def __new__(cls, seat: int, kind: int, cards: Iterable = ()) -> "Action":
        """The action of ``seat`` (``PLAY`` with its cards, as :class:`Card` or notation; ``DOUBT``; ``ACCEPT``).

        Raises :class:`IllegalAction` (N2) for a value no text could name; legality is the game's to judge.
        """
        if type(seat) is not int or seat < 0 or kind not in (PLAY, DOUBT, ACCEPT):
            raise illegal("N2", "cheat.refused.no_such_action", seat=shown(seat), kind=shown(kind))
        named = []
        try:
            for c in cards:
                named.append(c if type(c) is Card else Card.parse(c))
            played = tuple(sorted(named))
        except ValueError:
            raise illegal("N1", "refused.card", card=shown(c)) from None
        except TypeError as err:
            raise illegal("N1", "cheat.refused.cards", err=str(err)) from None
        if played and kind != PLAY:
            raise illegal("N2", "cheat.refused.only_play", kind=KIND_NAMES[kind])
        return tuple.__new__(cls, (seat, kind, played))

    @property
    def cards(self) -> tuple[Card, ...]:
        """A play's cards, sorted by rank then suit (C3.2); empty for the others."""
        return self[2]

    @property
    def name(self) -> str:
        """The action word: ``play``, ``doubt`` or ``accept``."""
        return KIND_NAMES[self[1]]

    def __str__(self) -> str:
        seat, kind, cards = self
        if kind == PLAY:
            return f"{seat} play " + " ".join([NAMES[c] for c in cards]) if cards else f"{seat} play"
        return f"{seat} {KIND_NAMES[kind]}"

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @staticmethod
    def parse(text: str) -> "Action":
        """The action written as ``text`` (N2); refuse malformed text with :class:`IllegalAction` (N1/N2).

        Runs of whitespace count as one space; a play may name any number of cards here (the game
        refuses counts outside 1-4, C3.2).  However long or odd ``text`` is, the refusal stays short.
        """
        if not isinstance(text, str):
            raise illegal("N2", "refused.action_type", value=shown(text), unit="game")
        words = text.split(maxsplit=_MAX_WORDS)
        if len(words) < 2 or len(words) > _MAX_WORDS or not _SEAT.fullmatch(words[0]):
            raise illegal("N2", "cheat.refused.syntax", action=text, unit="game")
        kind = _KIND_BY_NAME.get(words[1])
        if kind is None or (kind != PLAY and len(words) > 2):
            raise illegal("N2", "cheat.refused.word", word=shown(words[1]), action=text, unit="game")
        seat = int(words[0])
        if kind != PLAY:
            if seat < MAX_PLAYERS:
                return (DOUBTS if kind == DOUBT else ACCEPTS)[seat]
            return tuple.__new__(Action, (seat, kind, ()))
        try:
            played = tuple(sorted([BY_NAME[word] for word in words[2:]]))  # each word looked up once, as Card.parse
        except KeyError as err:  # the first word that names no card
            raise illegal("N1", "refused.card", card=shown(err.args[0]), action=text, unit="game") from None
        return tuple.__new__(Action, (seat, PLAY, played))


_KIND_BY_NAME = {name: kind for kind, name in enumerate(KIND_NAMES)}
DOUBTS: tuple[Action, ...] = tuple(Action(s, DOUBT) for s in range(MAX_PLAYERS))
ACCEPTS: tuple[Action, ...] = tuple(Action(s, ACCEPT) for s in range(MAX_PLAYERS))
_PLAY_COUNTS: tuple[int, ...] = tuple(sum(comb(h, k) for k in range(1, 5)) for h in range(53))


def sample_actions(players: int, rng: random.Random, plays: int = 120) -> list[Action]:
    """Actions the seats of a table of ``players`` may name, legal or not, which the contract of every game tries
    (:attr:`crisp_core.games.Game.actions`): every doubt and accept, and ``plays`` plays of 1 to 5 random cards by
    random seats (C3.2 allows 1 to 4)."""
    return [*DOUBTS[:players], *ACCEPTS[:players],
            *(Action(rng.randrange(players), PLAY, rng.sample(CARDS, rng.randint(1, 5))) for _ in range(plays))]


def play(seat: int, cards: tuple[Card, ...]) -> Action:
    """The play of ``cards`` by ``seat``, unchecked: ``cards`` must be distinct :class:`Card` sorted
    ascending (as the engine's hands list them).  The fast path for players and simulations."""
    return tuple.__new__(Action, (seat, PLAY, cards))


def play_mask(cards: tuple) -> int:
    """The card mask of a play's cards, or -1 if they are not distinct cards (C3.2)."""
    mask = 0
    for c in cards:
        if type(c) is not Card:
            return -1
        mask |= BIT[c]
    return mask if mask.bit_count() == len(cards) else -1


class LegalActions(Sequence):
    """The actions a game accepts now, for one seat or for every seat that may act (immutable).

    ``player`` is the seat that may play (or -1) and ``hand`` its card mask; ``doubts`` and
    ``accepts`` are the other actions by kind, ``others`` both in seat order.  The sequence is the
    plays first (1 to 4 cards, then combinations of the sorted hand in order), then ``others``.
    Equal when they list the same actions.
    """

    __slots__ = ("player", "hand", "doubts", "accepts")

    def __init__(self, player: int, hand: int, doubts: tuple[Action, ...] = (), accepts: tuple[Action, ...] = ()):
        self.player = player
        self.hand = hand if player >= 0 else 0
        self.doubts = doubts
        self.accepts = accepts

    @property
    def others(self) -> tuple[Action, ...]:
        """The doubts and accepts, in seat order (a seat's doubt before its accept)."""
        return tuple(sorted(self.doubts + self.accepts))

    @property
    def play_count(self) -> int:
        """How many plays there are: ``C(h,1) + … + C(h,4)`` for a hand of ``h`` cards."""
        return _PLAY_COUNTS[self.hand.bit_count()] if self.player >= 0 else 0

    def plays(self) -> Iterator[Action]:
        """The plays, in order: by count, then the sorted hand's combinations in lexicographic order."""
        if self.player < 0:
            return
        cards, seat = cards_of(self.hand), self.player
        for k in range(1, min(4, len(cards)) + 1):
            for chosen in combinations(cards, k):
                yield tuple.__new__(Action, (seat, PLAY, chosen))

    def __len__(self) -> int:
        return self.play_count + len(self.doubts) + len(self.accepts)

    def __iter__(self) -> Iterator[Action]:
        yield from self.plays()
        yield from self.others

    def __contains__(self, action: object) -> bool:
        if type(action) is not Action:  # what apply() accepts besides text
            return False
        if action[1] != PLAY:
            return action in (self.doubts if action[1] == DOUBT else self.accepts)
        cards = action[2]
        if action[0] != self.player or self.player < 0 or not 0 < len(cards) < 5 or list(cards) != sorted(cards):
            return False
        mask = play_mask(cards)
        return mask > 0 and mask & self.hand == mask

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        count = self.play_count
        if index < 0:
            index += count + len(self.others)
        if index >= count:
            return self.others[index - count]
        if index < 0:
            raise IndexError("legal action index out of range")
        return play(self.player, _unrank(cards_of(self.hand), index))

    def index(self, action, start: int = 0, stop: int | None = None) -> int:  # Sequence's would iterate
        """The position of ``action`` in this sequence."""
        if action not in self:
            raise ValueError(f"{action!r} is not legal here")
        if action[1] != PLAY:
            found = self.play_count + self.others.index(action)
        else:
            found = _rank(cards_of(self.hand), action[2])
        if found < start or (stop is not None and found >= stop):
            raise ValueError(f"{action!r} is not in the slice")
        return found

    def count(self, action) -> int:
        """1 if ``action`` is legal here, else 0."""
        return int(action in self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LegalActions):
            return NotImplemented
        return (self.player, self.hand, self.doubts, self.accepts) == (other.player, other.hand, other.doubts,
                                                                       other.accepts)

    def __hash__(self) -> int:
        return hash((self.player, self.hand, self.doubts, self.accepts))

    def __repr__(self) -> str:
        shown_plays = f"{self.play_count} plays of seat {self.player}, " if self.player >= 0 else ""
        return f"LegalActions({shown_plays}{[str(a) for a in self.others]})"


def _unrank(cards: tuple[Card, ...], index: int) -> tuple[Card, ...]:
    """The play at ``index`` among the plays of ``cards`` (see :meth:`LegalActions.plays`)."""
    h = len(cards)
    for k in range(1, 5):
        if index < comb(h, k):
            break
        index -= comb(h, k)
    chosen: list[Card] = []
    start = 0
    while k:
        for i in range(start, h):
            block = comb(h - i - 1, k - 1)  # combinations that start with cards[i]
            if index < block:
                chosen.append(cards[i])
                start, k = i + 1, k - 1
                break
            index -= block
    return tuple(chosen)


def _rank(cards: tuple[Card, ...], chosen: tuple[Card, ...]) -> int:
    """The index of the play ``chosen`` among the plays of ``cards`` (inverse of :func:`_unrank`)."""
    h, k = len(cards), len(chosen)
    index = sum(comb(h, j) for j in range(1, k))
    position = {c: i for i, c in enumerate(cards)}
    start = 0
    for left, card in zip(range(k, 0, -1), chosen):
        i = position[card]
        index += sum(comb(h - j - 1, left - 1) for j in range(start, i))
        start = i + 1
    return index
