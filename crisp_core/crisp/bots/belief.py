"""What the table's moves reveal about the cards a seat has not seen.

Two public moves say a lot about a hand:

* a **swap** of a card drawn from the stock: the player keeps the new card because it is lower than
  the card it replaced, which everyone sees go to the discard (R4.1) — or, if they had never seen
  the replaced card, lower than an average card;
* a **discard** of a drawn numeral that could have entered the hand (R4.2, R4.3): no card of theirs
  that they know is higher than it.

:class:`Belief` reads a seat's event log and keeps, for every slot, the highest value the card
there is likely to have; the bound moves with the card through Queen swaps (R5.4.3) and is lifted
when the card is replaced.  A card its owner has looked at and kept, with no such bound, is likelier
to be low: ``KEPT_CARD_WEIGHT`` (the share of each value among looked-at cards in card-counting
self-play over its share in the deck, scaled to 1).  :meth:`Belief.weight` is a likelihood for
:meth:`crisp_core.crisp.round.RoundState.sample`.
"""

from __future__ import annotations

from ...cards import JACK, VALUES, Card
from ..deal import initial_seen
from ..observation import Observation

KEPT_CARD_WEIGHT = (0.0, 0.72, 0.86, 0.96, 1.0, 0.98, 0.89, 0.59, 0.47, 0.40, 0.23)  # by value 1-10
UNSEEN_SWAP_BOUND = 6  # a card swapped in for one its owner had never seen: at most an average card
NO_BOUND = 10


class Belief:
    """Per slot (``seat * 3 + slot``) the likely highest value of its card, read from ``obs.events``
    (a seat's observation with its history); ``doubt`` is the weight left to values above it."""

    __slots__ = ("bounds", "owner_saw", "doubt")

    def __init__(self, obs: Observation, doubt: float = 0.1) -> None:
        self.doubt = doubt
        n = obs.players
        self.bounds = bounds = [NO_BOUND] * (3 * n)
        self.owner_saw = owner_saw = [mask != 0 for mask in initial_seen(n)]  # R2.4: each owner saw its L and R
        for event in obs.events:
            kind, seat = event.kind, event.seat
            if kind == "swap":
                i = seat * 3 + event.info[0]
                incoming, out = event.cards
                if incoming is None:  # drawn from the stock, unseen by us (R4.1)
                    bounds[i] = max(VALUES[out] - 1, 1) if owner_saw[i] else UNSEEN_SWAP_BOUND
                else:
                    bounds[i] = NO_BOUND
                owner_saw[i] = True
            elif kind == "discard":
                card = event.cards[0]
                if card.rank < JACK:  # a numeral: it could have been swapped in (R4.3)
                    for i in range(seat * 3, seat * 3 + 3):
                        if owner_saw[i]:
                            bounds[i] = min(bounds[i], VALUES[card])
            elif kind == "jack":
                owner_saw[seat * 3 + 1] = True  # R5.3
            elif kind == "queen":
                slot, target, target_slot = event.info
                i, j = seat * 3 + slot, target * 3 + target_slot
                bounds[i], bounds[j] = bounds[j], bounds[i]  # R5.4.3: the bounds move with the cards
                owner_saw[i], owner_saw[j] = slot != 1, target_slot != 1  # R5.4.1-2

    def weight(self, slot: int, card: Card) -> float:
        """How likely ``card`` is in ``slot``, from 0 to 1, relative to a card with no evidence."""
        value = VALUES[card]
        bound = self.bounds[slot]
        if bound < NO_BOUND:
            return 1.0 if value <= bound else self.doubt
        return KEPT_CARD_WEIGHT[value] if self.owner_saw[slot] else 1.0

    def expected(self, slot: int, unseen: list[Card]) -> float:
        """The expected value of the card in ``slot`` if it is one of ``unseen``, under this belief."""
        weights = [self.weight(slot, card) for card in unseen]
        return sum(w * VALUES[c] for w, c in zip(weights, unseen)) / (sum(weights) or 1.0)
