"""The shapes every game shares: a game state (a round of Crisp or Crisps, a game of Cheat), a match (those in
sequence) and a bot.  Each registered game (:mod:`crisp_core.games`) has them; ``tests/test_game_contract.py``
checks every registered game against what they promise.

A state is changed by one thing, :meth:`GameState.apply`, which accepts exactly :meth:`GameState.legal_actions`
and refuses anything else before changing anything, with the :class:`~crisp_core.errors.IllegalAction` that
:meth:`GameState.refusal` returns unraised.  What one seat may know is its :meth:`GameState.observation`, which
holds no card of :meth:`GameState.hidden_from` that seat.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from .cards import Card
from .errors import IllegalAction


class GameState(Protocol):
    """A round or game being played: its seats, who may act, what they may do, and what each seat knows."""

    players: int
    events: list

    @property
    def is_over(self) -> bool:
        """True once it has ended: no seat may act."""
        ...

    @property
    def history(self) -> list:
        """The actions applied so far, in order (a record's ``actions``)."""
        ...

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now."""
        ...

    def legal_actions(self, seat: int | None = None) -> Sequence:
        """Exactly the actions :meth:`apply` accepts now from ``seat`` (None: from every seat that may act)."""
        ...

    def refusal(self, action: Any) -> IllegalAction | None:
        """None if :meth:`apply` accepts ``action`` (an action or its text) now, else the refusal it raises
        (naming the rule)."""
        ...

    def is_legal(self, action: Any) -> bool:
        """True if :meth:`apply` accepts ``action`` now."""
        ...

    def apply(self, action: Any) -> None:
        """Apply ``action`` (an action or its text), or refuse it with :class:`IllegalAction`, nothing changed."""
        ...

    def clone(self) -> "GameState":
        """An independent copy."""
        ...

    def observation(self, seat: int, *, history: bool = True) -> Any:
        """What ``seat`` knows now, as an immutable value; ``history=False`` leaves out what it saw happen (its
        event log and what is counted from it), for bots that do not read it."""
        ...

    def hidden_from(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` has not seen, read from the true state: no observation of that seat holds one."""
        ...

    def result(self) -> dict:
        """Its part of the record's F3 result."""
        ...


class Match(Protocol):
    """Rounds or games in sequence, from a first deal to the match's end (a game registers a factory of them,
    :attr:`crisp_core.games.Game.new_match`)."""

    @property
    def over(self) -> bool:
        """True once the match has its winner, and no next round or game may be dealt."""
        ...

    def deal(self, rng: random.Random) -> GameState:
        """Shuffle with ``rng`` and deal the next round or game, once the current one is over."""
        ...

    def result(self) -> dict:
        """The record's F3 result of the match so far."""
        ...


class Bot(Protocol):
    """A player that decides from what its seat knows, never from the true state.

    ``choose`` gets the seat's observation, the legal actions of that seat (never empty) and the random generator
    for any random choice; the same three inputs give the same answer.  A bot that reads what its seat saw happen
    says so with ``uses_history = True``; the others may be given observations without it
    (``observation(seat, history=False)``), which are faster to make.  In Cheat, a bot asked only whether it
    doubts may answer None (it lets the moment pass).
    """

    name: str
    uses_history: bool

    def choose(self, obs: Any, legal: Sequence, rng: random.Random) -> Any:
        """The action to take."""
        ...


class Phased:
    """What every game's state shares: its ``phase`` is an index of its game's ``PHASE_NAMES``, and ``OVER`` the phase
    in which it has ended."""

    __slots__ = ()
    PHASE_NAMES: tuple[str, ...]
    OVER: int

    @property
    def phase_name(self) -> str:
        """The phase as a word (``PHASE_NAMES``)."""
        return self.PHASE_NAMES[self.phase]

    @property
    def is_over(self) -> bool:
        """True once it has ended: no seat may act."""
        return self.phase == self.OVER


class SeatAction(tuple):
    """An action kept as the tuple ``(seat, kind, …)``, compared and hashed as that tuple (Cheat's and Crisps' actions;
    each game names its kinds)."""

    __slots__ = ()

    @property
    def seat(self) -> int:
        """The acting seat."""
        return self[0]

    @property
    def kind(self) -> int:
        """The action's kind, one of its game's (``PLAY``, …)."""
        return self[1]
