"""``forgetful``: the heuristic bot with a human memory.

Each card it has seen in a hand is forgotten with probability ``forget_rate`` at the start of each
of its turns (face-up cards — the discard pile, a public stock — stay in view).  A card is
remembered again only when it is seen again.  Compare it with ``heuristic`` to see what memory is
worth.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...cards import Card
from ..actions import Action
from ..observation import Observation
from .heuristic import HeuristicBot


class ForgetfulBot:
    """Keeps its own memory of the cards seen in hands and plays the heuristic on what it remembers."""

    name = "forgetful"
    uses_history = True

    def __init__(self, forget_rate: float = 0.1, **heuristic) -> None:
        self.forget_rate = forget_rate
        self.player = HeuristicBot(**heuristic)
        self.memory: set[Card] = set()
        self.read_events = 0
        self.deal_event = None
        self.last_turn = -1

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The heuristic choice on the cards it still remembers."""
        if obs.events[0] != self.deal_event or len(obs.events) < self.read_events:  # a new round
            self.memory.clear()
            self.read_events, self.deal_event, self.last_turn = 0, obs.events[0], -1
        for event in obs.events[self.read_events:]:  # what it has seen since, it remembers
            self.memory.update(event.seen)
        self.read_events = len(obs.events)
        if obs.turn == obs.seat and obs.turns != self.last_turn:  # the start of one of its turns
            self.last_turn = obs.turns
            self.memory = {card for card in sorted(self.memory) if rng.random() >= self.forget_rate}
        remembered = tuple(card if card in self.memory else None for card in obs.known)
        return self.player.choose(obs._replace(known=remembered), legal, rng)
