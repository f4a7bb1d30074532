"""The bot interface and the card-counting view the heuristic bots share."""

from __future__ import annotations

import math
import random
from typing import Protocol, Sequence

from ..actions import CRISP, PASS, Action
from ..cards import VALUES
from ..observation import Observation


class Bot(Protocol):
    """A player that decides from what its seat knows, never from the full state.

    ``choose`` gets the seat's observation, the legal actions of that seat (never empty) and the
    random generator to use for any random choice.  The same three inputs give the same answer.
    A bot that reads the event log (``Observation.events``) says so with ``uses_history = True``;
    the others may be given observations without it, which are faster to make.
    """

    name: str
    uses_history: bool

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The action to take."""
        ...


def call_or_pass(legal: Sequence[Action], call: bool) -> Action:
    """``crisp`` if ``call`` and it is legal, else ``pass`` (in a crisp window both are, R7.1/R10)."""
    wanted = CRISP if call else PASS
    return next(a for a in legal if a.kind == wanted)


_DECK_COUNTS = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)  # cards of each value 1-10 in the deck (R1.3)
_DECK_SUM = sum(v * c for v, c in enumerate(_DECK_COUNTS))  # 340
_DECK_SQUARES = sum(v * v * c for v, c in enumerate(_DECK_COUNTS))  # 2740
_SQUARES = tuple(v * v for v in VALUES)


class CardCount:
    """What a seat can estimate by card counting: each unseen card is one of ``obs.unseen()``.

    ``mean`` and ``variance`` are those of the value of one card the seat has not seen; ``estimates``
    gives every slot's value: the card's if seen, else ``mean``.
    """

    __slots__ = ("obs", "visible", "mean", "variance", "estimates")

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        visible = [card for card in obs.known if card is not None]  # every card whose place it knows
        visible += obs.discard
        if obs.stock is not None:
            visible += obs.stock
        if obs.held is not None:
            visible.append(obs.held)
        self.visible = visible
        unseen = (52 - len(visible)) or 1
        self.mean = mean = (_DECK_SUM - sum(map(VALUES.__getitem__, visible))) / unseen
        self.variance = max((_DECK_SQUARES - sum(map(_SQUARES.__getitem__, visible))) / unseen - mean * mean, 0.0)
        self.estimates = [mean if card is None else VALUES[card] for card in obs.known]

    @property
    def counts(self) -> list[int]:
        """How many unseen cards have each value (index 1-10)."""
        counts = list(_DECK_COUNTS)
        for card in self.visible:
            counts[VALUES[card]] -= 1
        return counts

    def worst_own_slot(self) -> int:
        """The own slot (0-2) with the highest estimated value; an unseen one wins a tie."""
        base = self.obs.seat * 3
        est = self.estimates
        return max(range(3), key=lambda s: (est[base + s], self.obs.known[base + s] is None))

    def expected_gain_of_draw(self, worst: float) -> float:
        """Expected improvement over a slot worth ``worst`` from drawing an unseen card and keeping it
        only if lower."""
        counts = self.counts
        total = sum(counts) or 1
        return sum(c * (worst - v) for v, c in enumerate(counts) if v < worst) / total

    def chance_lowest(self, opponent_gain: float = 0.0) -> float:
        """Estimated chance that this seat's total is strictly the lowest: a normal approximation
        per opponent, opponents taken as independent, each expected to lower its total by
        ``opponent_gain`` in its final turn."""
        known, est, variance = self.obs.known, self.estimates, self.variance
        totals = [sum(est[i:i + 3]) for i in range(0, len(est), 3)]
        unseen = [known[i:i + 3].count(None) for i in range(0, len(known), 3)]
        me = self.obs.seat
        my_mean, my_var = totals[me], unseen[me] * variance
        chance = 1.0
        for seat, total in enumerate(totals):
            if seat == me:
                continue
            gap = total - opponent_gain - my_mean  # the opponent's total must exceed mine by >= 1
            spread = (unseen[seat] * variance + my_var) ** 0.5
            if spread == 0:
                chance *= 1.0 if gap >= 1 else 0.0
            else:
                chance *= 0.5 * (1 + math.erf((gap - 0.5) / (spread * 1.4142135623730951)))
        return chance
