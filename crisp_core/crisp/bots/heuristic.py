"""``heuristic``: perfect memory and card counting.

It remembers every card it has seen and values each card it has not seen at the average of the
cards it has not seen yet.  It swaps a drawn card in when it beats its worst card (known or
expected); uses a Jack when its middle card is unknown; uses a Queen to trade its worst card for
the opponent card it believes lowest, if that is clearly lower; always plays Kings; takes the top
of the discard when allowed and better than what a draw is expected to bring; and calls crisp
when its estimated chance of being strictly lowest reaches ``call_threshold``.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...cards import JACK, KING, QUEEN, VALUES
from ..actions import CRISP, DISCARD, DRAW, JACK_USE, KING_USE, QUEEN_USE, SWAP, TAKE, Action, make
from ..observation import Observation
from .base import CardCount, call_or_pass


class HeuristicBot:
    """The card-counting bot; ``call_threshold`` is the estimated chance it wants before calling,
    lowered by ``patience`` for every time round the table after the fourth (so a round ends),
    ``opponent_gain`` how much it expects each opponent to improve in a final turn, and
    ``queen_margin`` how much lower a card must be believed to be worth a Queen swap."""

    name = "heuristic"
    uses_history = False

    def __init__(self, call_threshold: float = 0.7, opponent_gain: float = 1.5, queen_margin: float = 1.0,
                 patience: float = 0.05) -> None:
        self.call_threshold = call_threshold
        self.patience = patience
        self.opponent_gain = opponent_gain
        self.queen_margin = queen_margin

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The card-counting choice (``rng`` only breaks ties between Queen targets)."""
        first = legal[0].kind  # legal actions come in N3 order
        if first == CRISP:  # our crisp window (R7.1)
            threshold = self.call_threshold - self.patience * max(0, obs.turns // obs.players - 4)
            chance = CardCount(obs).chance_lowest(self.opponent_gain, stop_below=threshold)
            return call_or_pass(legal, chance >= threshold)
        seat = obs.seat
        if first == DRAW:
            if any(a.kind == TAKE for a in legal) and self._worth_taking(obs):
                return make(seat, TAKE)
            return make(seat, DRAW)
        if obs.held_from_discard:  # a card taken from the discard must be swapped in (R8.2)
            return make(seat, SWAP, CardCount(obs).worst_own_slot())
        held = obs.held
        rank = held.rank
        if rank == KING:
            return make(seat, KING_USE)
        if rank == JACK:
            return make(seat, JACK_USE if obs.known[seat * 3 + 1] is None else DISCARD)
        count = CardCount(obs)
        worst = count.worst_own_slot()
        if rank == QUEEN:
            return self._queen(obs, count, worst, rng) or make(seat, DISCARD)
        if VALUES[held] < count.estimate(seat * 3 + worst):
            return make(seat, SWAP, worst)
        return make(seat, DISCARD)

    def _worth_taking(self, obs: Observation) -> bool:
        count = CardCount(obs)
        worst_value = count.estimate(obs.seat * 3 + count.worst_own_slot())
        gain = worst_value - VALUES[obs.discard[-1]]
        return gain > 0 and gain > count.expected_gain_of_draw(worst_value)

    def _queen(self, obs: Observation, count: CardCount, worst: int, rng: random.Random) -> Action | None:
        """Trade our worst card for the opponent card believed lowest (an unseen M of theirs keeps them
        from seeing what they get; remaining ties are broken at random), if it is lower by
        ``queen_margin``."""
        seat, est = obs.seat, count.estimates
        targets = [i for i in range(3 * obs.players) if i // 3 != seat]
        best = min(targets, key=lambda i: (est[i], obs.known[i] is None, i % 3 != 1, rng.random()))
        if est[best] + self.queen_margin <= est[seat * 3 + worst]:
            return make(seat, QUEEN_USE, worst, best // 3, best % 3)
        return None
