"""``random``: plays uniformly at random among its legal moves and calls crisp rarely."""

from __future__ import annotations

import random
from typing import Sequence

from ..actions import CRISP, PASS, Action
from ..driver import playable
from ..observation import Observation
from .base import call_or_pass


class RandomBot:
    """Uniform over the legal moves; in a crisp window calls with probability ``call_rate``."""

    name = "random"
    uses_history = False

    def __init__(self, call_rate: float = 0.05) -> None:
        self.call_rate = call_rate

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """A random legal action."""
        if any(a.kind == CRISP for a in legal):  # a crisp window: only crisp or pass are ours
            return call_or_pass(legal, rng.random() < self.call_rate)
        moves = [a for a in playable(legal) if a.kind not in (CRISP, PASS)]
        return moves[int(rng.random() * len(moves))]
