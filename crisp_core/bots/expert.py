"""``expert``: looks ahead by sampling what it cannot see.

For each decision with a real choice it deals the cards it has not seen at random, consistently
with everything it has seen (a determinization, ``RoundState.sample``), plays every candidate
move on that deal and finishes the round with card-counting play for every seat, and keeps the
move that did best on average over ``samples`` deals (the same deals for every move, so they are
compared fairly).  "Best" is the share of the round won, plus a little for the margin.

Its one belief about the others: a card an opponent has looked at and kept is likelier to be
low.  ``KEPT_CARD_WEIGHT`` is how much likelier, by value, measured in heuristic self-play (the
share of each value among opponents' looked-at cards over its share in the deck, scaled to 1).
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from ..actions import CRISP, QUEEN_USE, SWAP, Action
from ..cards import VALUES
from ..observation import Observation
from ..driver import play_round, playable
from ..round import RoundState
from .base import CardCount
from .heuristic import HeuristicBot


KEPT_CARD_WEIGHT = (0.0, 0.72, 0.86, 0.96, 1.0, 0.98, 0.89, 0.59, 0.47, 0.40, 0.23)  # by value 1-10


class ExpertBot:
    """Determinized rollouts: ``samples`` deals per decision (fewer if ``time_budget`` seconds run
    out), rollouts capped at ``max_turns`` turns, then judged on the cards as they stand.  The
    card-counting choice gets a head start of ``trust`` per deal, so noise alone does not
    overturn it.  Crisp windows are where a round is won or lost: a clear one (estimated chance
    of being lowest outside ``close_calls``) is left to card counting, a close one gets
    ``call_budget`` seconds of deals."""

    name = "expert"
    uses_history = False

    def __init__(self, samples: int = 80, time_budget: float = 0.045, max_turns: int = 40,
                 queen_candidates: int = 4, trust: float = 0.02, margin_weight: float = 0.01,
                 close_calls: tuple[float, float] = (0.3, 0.97), call_budget: float = 0.15) -> None:
        self.samples = samples
        self.close_calls = close_calls
        self.call_budget = call_budget
        self.margin_weight = margin_weight
        self.trust = trust
        self.time_budget = time_budget
        self.max_turns = max_turns
        self.queen_candidates = queen_candidates
        self.rollout_policy = HeuristicBot()
        self._players = [self.rollout_policy] * 8

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """The candidate with the best average outcome over sampled deals."""
        candidates = self._candidates(obs, list(playable(legal)))
        if len(candidates) == 1:
            return candidates[0]
        preferred = self.rollout_policy.choose(obs, legal, rng)
        budget = self.time_budget
        if any(a.kind == CRISP for a in candidates):
            low, high = self.close_calls
            chance = CardCount(obs).chance_lowest(self.rollout_policy.opponent_gain)
            if not low <= chance <= high:
                return preferred
            budget = self.call_budget
        if preferred not in candidates:
            candidates.append(preferred)
        default = candidates.index(preferred)
        totals = [0.0] * len(candidates)
        deadline = time.perf_counter() + budget
        for sample in range(self.samples if budget == self.time_budget else 10 * self.samples):
            if sample and time.perf_counter() > deadline:
                break
            totals[default] += self.trust
            world = RoundState.sample(obs, rng, self._belief(obs))
            seed = rng.getrandbits(32)
            for i, action in enumerate(candidates):
                state = world.clone()
                state.apply(action)
                totals[i] += self._rollout(state, obs.seat, random.Random(seed))
        return candidates[max(range(len(candidates)), key=totals.__getitem__)]

    @staticmethod
    def _belief(obs: Observation):
        """The weight of a card in a slot: ``KEPT_CARD_WEIGHT`` where an opponent has seen its own card."""
        seen_by = obs.seen_by

        def weight(slot: int, card) -> float:
            owner_saw = seen_by[slot] >> (slot // 3) & 1
            return KEPT_CARD_WEIGHT[VALUES[card]] if owner_saw else 1.0
        return weight

    def _candidates(self, obs: Observation, legal: list[Action]) -> list[Action]:
        """The moves worth a look: swaps only into the worst own slot or an unseen one, and only the
        ``queen_candidates`` Queen swaps that trade the most estimated value; all other moves."""
        count = CardCount(obs)
        base = obs.seat * 3
        useful_slots = {count.worst_own_slot()} | {s for s in range(3) if obs.known[base + s] is None}
        swaps = [a for a in legal if a.kind == SWAP and a.slot in useful_slots]
        est = count.estimates
        queens = sorted((a for a in legal if a.kind == QUEEN_USE),
                        key=lambda a: est[a.target * 3 + a.target_slot] - est[base + a.slot])
        others = [a for a in legal if a.kind not in (SWAP, QUEEN_USE)]
        return others + swaps + queens[:self.queen_candidates]

    def _rollout(self, state: RoundState, me: int, rng: random.Random) -> float:
        """Finish the round with card-counting play; return ``me``'s share of the win plus a margin."""
        play_round(state, self._players[:state.players], rng, max_turns=state.turns + self.max_turns)
        scores = state.scores()
        mine = scores[me]
        best_other = min(s for seat, s in enumerate(scores) if seat != me)
        share = 0.0
        if mine <= best_other:
            share = 1.0 / sum(1 for s in scores if s == mine)
        return share + self.margin_weight * (best_other - mine)
