"""Driving a round: ask each seat's player for its move, with the view of that seat only."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Sequence

from .actions import TIMEOUT, Action
from .observation import Observation
from .round import P_OVER, P_WINDOW, RoundState

if TYPE_CHECKING:
    from ..protocols import Bot


def playable(legal: Sequence[Action]) -> Sequence[Action]:
    """The actions a player chooses among: ``timeout`` is the clock's, never a choice (R9)."""
    if legal and legal[-1].kind == TIMEOUT:  # listed last: actions come in N3 order
        return legal[:-1]
    return legal


def next_choice(state: RoundState) -> tuple[int, Sequence[Action]]:
    """The seat asked now — in a crisp window the one that may call, first (R7.1) — and its moves."""
    seat = state.window_seat if state.phase == P_WINDOW else state.turn
    return seat, playable(state.legal_actions(seat))


def play_round(state: RoundState, bots: Sequence[Bot], rng: random.Random, max_turns: int = 1000,
               scores: Sequence[int] | None = None) -> RoundState:
    """Play ``state`` to its end with one bot per seat; in a crisp window the seat that may call is
    asked first (R7.1).  A seat with a single legal action takes it without being asked.  Stops
    after ``max_turns`` turns (a simulator's limit, R7.6).  ``scores`` are the match scores the
    bots are shown."""
    history = [getattr(bot, "uses_history", True) for bot in bots]
    while state.phase != P_OVER and state.turns < max_turns:
        seat, legal = next_choice(state)
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        state.apply(bots[seat].choose(Observation.of(state, seat, scores, history[seat]), legal, rng))
    return state
