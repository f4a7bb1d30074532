"""``friendly``: the heuristic bot that lets everybody play before it ends a round.

A new player needs turns to learn the game, and a card-counting bot often calls crisp within the
first time round the table (R7.1), before a beginner has drawn twice.  This bot plays every move
exactly as ``heuristic`` does; only its crisp calls differ:

* while some seat has had fewer than ``min_turns`` turns this round, it calls only when it is
  nearly sure to be strictly lowest (an estimated chance of at least ``sure``);
* after that it calls as ``heuristic`` does.

Turns go round the table in order from the dealer's left (R2.5, R3.1), so every seat has had
``min_turns`` turns exactly when ``min_turns * players`` turns have been played (the dealer's
turn ends each lap).  The round's turn count is public, so the rule is easy to follow at the table.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..actions import CRISP, Action
from ..observation import Observation
from .base import CardCount, call_or_pass
from .heuristic import HeuristicBot


class FriendlyBot:
    """Plays as :class:`HeuristicBot` (built with ``heuristic``), but calls crisp before every seat
    has had ``min_turns`` turns only if its estimated chance of being strictly lowest is at least
    ``sure``."""

    name = "friendly"
    uses_history = False

    def __init__(self, min_turns: int = 3, sure: float = 0.99, **heuristic) -> None:
        self.min_turns = min_turns
        self.sure = sure
        self.player = HeuristicBot(**heuristic)

    def early(self, obs: Observation) -> bool:
        """Whether some seat has had fewer than ``min_turns`` turns this round (``obs.turns`` counts
        the turns ended, the caller's own included)."""
        return obs.turns < self.min_turns * obs.players

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The heuristic choice, except that an early crisp window needs a chance of ``sure``."""
        if legal[0].kind == CRISP and self.early(obs):  # our crisp window (R7.1), come early
            chance = CardCount(obs).chance_lowest(self.player.opponent_gain, stop_below=self.sure)
            return call_or_pass(legal, chance >= self.sure)
        return self.player.choose(obs, legal, rng)
