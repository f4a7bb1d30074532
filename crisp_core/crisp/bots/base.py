"""What Crisp's bots share: calling or passing in a crisp window, and the card-counting view of the heuristic bots
(every bot has the shape of :class:`crisp_core.protocols.Bot`)."""

from __future__ import annotations

import math
from typing import Sequence

from ...cards import CARDS, VALUES, Card
from ..actions import CRISP, PASS, Action
from ..observation import Observation


def call_or_pass(legal: Sequence[Action], call: bool) -> Action:
    """``crisp`` if ``call`` and it is legal, else ``pass`` (in a crisp window both are, R7.1/R10)."""
    wanted = CRISP if call else PASS
    for action in legal:
        if action.kind == wanted:
            return action
    raise ValueError(f"no {'crisp' if call else 'pass'} among the legal actions {list(map(str, legal))}")


_DECK_COUNTS = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)  # cards of each value 1-10 in the deck (R1.3)
_DECK_SUM = sum(v * c for v, c in enumerate(_DECK_COUNTS))  # 340
_DECK_SQUARES = sum(v * v * c for v, c in enumerate(_DECK_COUNTS))  # 2740
_SQRT2 = math.sqrt(2)
_erf = math.erf

# Card counting sums three things over the cards a seat has seen: their values, the squares of
# their values, and how many there are.  Each card is packed into one int carrying all three (value
# in bits 0-19, square in bits 20-39, a count of one from bit 40), so one built-in sum() over the
# packed cards gives the three sums at once; None (a slot not seen) packs to 0.
_FIELD = (1 << 20) - 1
_PACKED: dict[Card | None, int] = {None: 0}
_PACKED.update((card, VALUES[card] | VALUES[card] ** 2 << 20 | 1 << 40) for card in CARDS)
_pack = _PACKED.__getitem__


class CardCount:
    """What a seat can estimate by card counting: each unseen card is one of ``obs.unseen()``.

    ``mean`` and ``variance`` are those of the value of one card the seat has not seen; ``estimates``
    gives every slot's value: the card's if seen, else ``mean``.
    """

    __slots__ = ("obs", "mean", "variance", "_estimates", "_packed_known")

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self._packed_known = packed_known = list(map(_pack, obs.known))
        seen = sum(packed_known) + sum(map(_pack, obs.discard)) + _pack(obs.held)
        if obs.stock is not None:
            seen += sum(map(_pack, obs.stock))
        unseen = (52 - (seen >> 40)) or 1
        self.mean = mean = (_DECK_SUM - (seen & _FIELD)) / unseen
        self.variance = max((_DECK_SQUARES - (seen >> 20 & _FIELD)) / unseen - mean * mean, 0.0)
        self._estimates: list[float] | None = None

    @property
    def estimates(self) -> list[float]:
        """Every slot's estimated value (``seat * 3 + slot``): the card's if seen, else ``mean``."""
        if self._estimates is None:
            mean = self.mean
            self._estimates = [mean if card is None else VALUES[card] for card in self.obs.known]
        return self._estimates

    @property
    def counts(self) -> list[int]:
        """How many unseen cards have each value (index 1-10)."""
        obs = self.obs
        counts = list(_DECK_COUNTS)
        for group in (obs.known, obs.discard, obs.stock or (), (obs.held,)):
            for card in group:
                if card is not None:
                    counts[VALUES[card]] -= 1
        return counts

    def worst_own_slot(self) -> int:
        """The own slot (0-2) with the highest estimated value; an unseen one wins a tie."""
        obs, mean = self.obs, self.mean
        base = obs.seat * 3
        worst, worst_value, worst_seen = 0, -1.0, True
        for slot, card in enumerate(obs.known[base:base + 3]):
            if card is None:
                if mean > worst_value or mean == worst_value and worst_seen:
                    worst, worst_value, worst_seen = slot, mean, False
            elif VALUES[card] > worst_value:
                worst, worst_value, worst_seen = slot, VALUES[card], True
        return worst

    def estimate(self, index: int) -> float:
        """The estimated value of slot ``index`` (``seat * 3 + slot``): its card's if seen, else ``mean``."""
        card = self.obs.known[index]
        return self.mean if card is None else VALUES[card]

    def expected_gain_of_draw(self, worst: float) -> float:
        """Expected improvement over a slot worth ``worst`` from drawing an unseen card and keeping it
        only if lower."""
        counts = self.counts
        total = sum(counts) or 1
        return sum(c * (worst - v) for v, c in enumerate(counts) if v < worst) / total

    def chance_lowest(self, opponent_gain: float = 0.0, stop_below: float = 0.0) -> float:
        """Estimated chance that this seat's total is strictly the lowest: a normal approximation
        per opponent, opponents taken as independent, each expected to lower its total by
        ``opponent_gain`` in its final turn.  The chance is a product of one factor per opponent;
        once it falls below ``stop_below`` that partial product (already below) is returned, which
        is all a comparison with a threshold needs."""
        mean, variance, me, packed = self.mean, self.variance, self.obs.seat, self._packed_known
        mine = packed[3 * me] + packed[3 * me + 1] + packed[3 * me + 2]  # packed sums, see _PACKED
        my_unseen = 3 - (mine >> 40)
        my_mean, my_var = (mine & _FIELD) + my_unseen * mean, my_unseen * variance
        chance = 1.0
        for base in range(0, len(packed), 3):
            if base == 3 * me:
                continue
            hand = packed[base] + packed[base + 1] + packed[base + 2]
            unseen = 3 - (hand >> 40)
            gap = (hand & _FIELD) + unseen * mean - opponent_gain - my_mean  # theirs must exceed mine by >= 1
            spread = (unseen * variance + my_var) ** 0.5
            if spread == 0:
                chance *= 1.0 if gap >= 1 else 0.0
            else:
                chance *= 0.5 * (1 + _erf((gap - 0.5) / (spread * _SQRT2)))
            if chance < stop_below:
                break
        return chance
