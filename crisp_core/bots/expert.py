"""``expert``: looks ahead by sampling what it cannot see.

For each decision with a real choice it deals the cards it has not seen at random, consistently
with everything it has seen (a determinization, ``RoundState.sample``), plays every candidate
move on that deal and finishes the round with card-counting play for every seat, and keeps the
move that does best over the deals (the same deals for every move, so they are compared fairly;
moves that fall clearly behind are dropped early, so easy decisions are quick).  "Best" is the
share of the round won, plus a little for the margin.

It deals the hidden cards the way the table's moves suggest (``belief.Belief``): a card swapped in
is lower than the card it replaced, a discarded numeral bounds its player's known cards, and a
card looked at and kept is likely low.
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from ..actions import CRISP, QUEEN_USE, SWAP, Action
from ..observation import Observation
from ..driver import play_round, playable
from ..round import RoundState
from .base import CardCount
from .belief import Belief
from .heuristic import HeuristicBot


class ExpertBot:
    """Determinized rollouts raced against each other: up to ``samples`` deals per decision, each
    candidate move played on every deal; after ``min_samples`` deals, a move whose results trail
    the leader's by more than ``z`` standard errors (compared deal by deal) is dropped, and the
    decision ends when one move is left or ``time_budget`` seconds are spent.  Rollouts are capped
    at ``max_turns`` turns, then judged on the cards as they stand.  The card-counting choice gets
    a head start of ``trust`` per deal, so noise alone does not overturn it.  Crisp windows are
    where a round is won or lost: a clear one (estimated chance of being lowest outside
    ``close_calls``) is left to card counting, a close one gets ``call_budget`` seconds.  Hidden
    cards are dealt by :class:`~crisp_core.bots.belief.Belief`, which leaves ``doubt`` weight to
    values its evidence rules out."""

    name = "expert"
    uses_history = True

    def __init__(self, samples: int = 400, time_budget: float = 0.1, max_turns: int = 40,
                 queen_candidates: int = 4, trust: float = 0.02, margin_weight: float = 0.01,
                 close_calls: tuple[float, float] = (0.3, 0.97), call_budget: float = 0.15,
                 min_samples: int = 8, z: float = 2.0, doubt: float = 0.1) -> None:
        self.doubt = doubt
        self.samples = samples
        self.min_samples = min_samples
        self.z = z
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
        belief = Belief(obs, self.doubt)
        candidates = self._candidates(obs, list(playable(legal)), belief)
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
        return candidates[self._race(obs, belief, candidates, candidates.index(preferred), budget, rng)]

    def _race(self, obs: Observation, belief: Belief, candidates: list[Action], default: int, budget: float,
              rng: random.Random) -> int:
        """The index of the candidate that does best on the same sampled deals (see the class)."""
        results: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        deadline = time.perf_counter() + budget
        for sample in range(self.samples):
            if sample and time.perf_counter() > deadline:
                break
            world = RoundState.sample(obs, rng, belief.weight)
            seed = rng.getrandbits(32)
            for i in alive:
                state = world.clone()
                state.apply(candidates[i])
                results[i].append(self._rollout(state, obs.seat, random.Random(seed))
                                  + (self.trust if i == default else 0.0))
            if sample + 1 >= self.min_samples:
                alive = self._survivors(results, alive)
                if len(alive) == 1:
                    break
        return max(alive, key=lambda i: sum(results[i]))

    def _survivors(self, results: list[list[float]], alive: list[int]) -> list[int]:
        """The candidates not clearly behind the leader: the leader, and every other whose deal-by-deal
        shortfall is within ``z`` standard errors of zero (one that never differed from the leader
        on any deal is dropped: it is no better)."""
        leader = max(alive, key=lambda i: sum(results[i]))
        kept = [leader]
        for i in alive:
            if i == leader:
                continue
            gaps = [a - b for a, b in zip(results[leader], results[i])]
            n = len(gaps)
            mean = sum(gaps) / n
            spread = (sum((g - mean) ** 2 for g in gaps) / (n - 1) / n) ** 0.5
            if mean <= self.z * spread and spread > 0:
                kept.append(i)
        return kept

    def _candidates(self, obs: Observation, legal: list[Action], belief: Belief) -> list[Action]:
        """The moves worth a look: swaps only into the worst own slot or an unseen one, and only the
        ``queen_candidates`` Queen swaps that trade the most expected value; all other moves."""
        count = CardCount(obs)
        base = obs.seat * 3
        useful_slots = {count.worst_own_slot()} | {s for s in range(3) if obs.known[base + s] is None}
        swaps = [a for a in legal if a.kind == SWAP and a.slot in useful_slots]
        queens = [a for a in legal if a.kind == QUEEN_USE]
        if len(queens) > self.queen_candidates:
            est = list(count.estimates)
            unseen = obs.unseen()
            for i, card in enumerate(obs.known):
                if card is None and i // 3 != obs.seat:
                    est[i] = belief.expected(i, unseen)
            queens.sort(key=lambda a: est[a.target * 3 + a.target_slot] - est[base + a.slot])
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
