"""A game of Crisps: rounds until a player has 3 points (CRISPS.md K2.1, K7.1-K7.2)."""

from __future__ import annotations

import random
from typing import Iterable

from ..errors import Seat, shown
from ..locale import illegal
from .deck import shuffled_deck
from .game import CrispsRound
from .options import Options

TARGET = 3  # K7.2


class CrispsMatch:
    """Rounds of Crisps in sequence with their starters (K2.1) and scores (K7.1-K7.2)."""

    __slots__ = ("first_player", "options", "rounds")

    def __init__(self, first_player: int = 0, options: Options | None = None) -> None:
        """An empty game; call :meth:`deal` or :meth:`start_round` to begin the first round."""
        if type(first_player) is not int or first_player not in (0, 1):
            raise illegal("K2.1", "crisps.refused.first_player", value=shown(first_player))
        if options is not None and not isinstance(options, Options):
            raise illegal("F1", "crisps.refused.options", value=shown(options))
        self.first_player = first_player
        self.options = options or Options()
        self.rounds: list[CrispsRound] = []

    @property
    def round(self) -> CrispsRound | None:
        """The current (last started) round, or None before the first deal."""
        return self.rounds[-1] if self.rounds else None

    @property
    def scores(self) -> list[int]:
        """Points so far: one per round won (K7.1)."""
        totals = [0, 0]
        for rnd in self.rounds:
            if rnd.is_over:
                totals[rnd.winner] += 1
        return totals

    @property
    def over(self) -> bool:
        """True once a player has 3 points (K7.2)."""
        return max(self.scores) >= TARGET

    @property
    def winner(self) -> int | None:
        """The seat with 3 points once the game is over (K7.2), else None."""
        scores = self.scores
        return scores.index(TARGET) if TARGET in scores else None

    def next_starter(self) -> int:
        """The starter of the next round (K2.1), once a next round may start."""
        if self.over:
            raise illegal("K7.2", "crisps.refused.game_over", seat=Seat(self.winner), target=TARGET)
        if self.rounds and not self.rounds[-1].is_over:
            raise illegal("F2", "refused.unfinished")
        if not self.rounds:
            return self.first_player
        scores = self.scores
        if scores[0] != scores[1]:
            return 0 if scores[0] < scores[1] else 1
        return 1 - self.rounds[-1].starter

    def start_round(self, deck: Iterable) -> CrispsRound:
        """Deal the next round from ``deck`` (top first, the 40 cards of the options as cards or notation)."""
        rnd = CrispsRound(deck, self.next_starter(), self.options, tuple(self.scores))
        self.rounds.append(rnd)
        return rnd

    def deal(self, rng: random.Random) -> CrispsRound:
        """Shuffle the 40 cards with ``rng`` and deal the next round from them."""
        starter = self.next_starter()
        rnd = CrispsRound.dealt(shuffled_deck(rng, self.options), starter, self.options, tuple(self.scores))
        self.rounds.append(rnd)
        return rnd

    def result(self) -> dict:
        """The F3 result of the game so far, keys in the order of F3."""
        over = self.over
        return {"rounds": [rnd.result() for rnd in self.rounds], "scores": self.scores, "over": over,
                "winner": self.winner if over else None}
