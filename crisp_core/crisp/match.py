"""A match: rounds in sequence, the passing deal and cumulative scores (RULES.md R2.1, R11.3-R11.5)."""

from __future__ import annotations

import random
from typing import Iterable

from ..decks import shuffled_deck
from ..errors import shown
from ..locale import illegal
from .actions import Action
from .observation import Observation
from .options import Options
from .round import RoundState


class Match:
    """A match of ``players`` seats: start rounds, apply actions, read scores and winners."""

    __slots__ = ("players", "options", "first_dealer", "rounds")

    def __init__(self, players: int, options: Options | None = None, first_dealer: int = 0) -> None:
        """An empty match; call :meth:`deal` or :meth:`start_round` to begin the first round."""
        if type(players) is not int or not 2 <= players <= 8:
            raise illegal("R1.1", "refused.players", players=shown(players))
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise illegal("R2.1", "refused.first_dealer", last=players - 1, dealer=shown(first_dealer))
        self.players = players
        self.options = options or Options()
        self.first_dealer = first_dealer
        self.rounds: list[RoundState] = []

    @property
    def round(self) -> RoundState | None:
        """The current (last started) round, or None before the first deal."""
        return self.rounds[-1] if self.rounds else None

    @property
    def scores(self) -> list[int]:
        """Cumulative scores over the completed rounds (R11.3)."""
        totals = [0] * self.players
        for rnd in self.rounds:
            if rnd.is_over:
                totals = [t + s for t, s in zip(totals, rnd.scores())]
        return totals

    @property
    def over(self) -> bool:
        """True once a completed round brought some score to the target or more (R11.4)."""
        return bool(self.rounds) and self.rounds[-1].is_over and max(self.scores) >= self.options.target

    @property
    def winners(self) -> list[int]:
        """The seats with the lowest cumulative score once the match is over (R11.5), else []."""
        if not self.over:
            return []
        scores = self.scores
        return [s for s, v in enumerate(scores) if v == min(scores)]

    def start_round(self, deck: Iterable) -> RoundState:
        """Deal the next round from ``deck`` (top first, cards or their notation)."""
        rnd = RoundState(self.players, deck, self._next_dealer(), self.options)
        self.rounds.append(rnd)
        return rnd

    def deal(self, rng: random.Random) -> RoundState:
        """Shuffle a fresh deck with ``rng`` and deal the next round from it."""
        dealer = self._next_dealer()
        rnd = RoundState.dealt(self.players, shuffled_deck(rng), dealer, self.options)
        self.rounds.append(rnd)
        return rnd

    def _next_dealer(self) -> int:
        """The dealer of the next round (R2.1), once a next round may be dealt."""
        if self.over:
            raise illegal("R11.4", "refused.match_over")
        if self.rounds and not self.rounds[-1].is_over:
            raise illegal("F2", "refused.unfinished")
        return (self.first_dealer + len(self.rounds)) % self.players

    def apply(self, action: Action | str) -> None:
        """Apply an action to the current round (refused atomically if illegal)."""
        if not self.rounds:
            raise illegal("R2", "refused.no_round")
        self.rounds[-1].apply(action)

    def observation(self, seat: int) -> Observation:
        """``seat``'s information state in the current round, with the match scores before it."""
        rnd = self.round
        if rnd is None:
            raise illegal("R2", "refused.no_round")
        before = self.scores
        if rnd.is_over:
            before = [t - s for t, s in zip(before, rnd.scores())]
        return rnd.observation(seat, before)

    def result(self) -> dict:
        """The match as in RULES.md F3."""
        return {"rounds": [rnd.result() for rnd in self.rounds], "scores": self.scores,
                "over": self.over, "winners": self.winners}

    def clone(self) -> "Match":
        """An independent copy of the match and its rounds."""
        other = Match(self.players, self.options, self.first_dealer)
        other.rounds = [rnd.clone() for rnd in self.rounds]
        return other
