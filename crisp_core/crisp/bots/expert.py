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
from typing import NamedTuple, Sequence

from ..actions import CRISP, QUEEN_USE, SWAP, Action
from ..driver import play_round, playable
from ..observation import Observation
from ..round import RoundState
from .base import CardCount
from .belief import Belief
from .heuristic import HeuristicBot


class Tried(NamedTuple):
    """One candidate move of a race: how many sampled deals it was played out on, the share of those
    rounds it won (ties shared) and its mean margin (the best other score less its own), the two
    parts of a rollout's result before the card-counting choice's head start is added."""

    action: Action
    deals: int
    won: float
    margin: float


class Decision(NamedTuple):
    """An expert decision with the figures it compared (:meth:`ExpertBot.decide`).

    ``counted`` is the card-counting (heuristic) choice, the expert's default, or None when only one
    move was worth a look; ``chance`` is, in a crisp window, the card-counting estimate of staying
    strictly lowest through the others' final turns that decides whether the call is close; ``tried``
    lists the moves raced on sampled deals (empty when the card-counting choice was taken as is)."""

    action: Action
    counted: Action | None
    chance: float | None
    tried: tuple[Tried, ...]


class ExpertBot:
    """Determinized rollouts raced against each other: up to ``samples`` deals per decision, each
    candidate move played on every deal; after ``min_samples`` deals, a move whose results trail
    the leader's by more than ``z`` standard errors (compared deal by deal) is dropped, and the
    decision ends when one move is left or ``time_budget`` seconds are spent.  Rollouts are capped
    at ``max_turns`` turns, then judged on the cards as they stand.  The card-counting choice gets
    a head start of ``trust`` per deal, so noise alone does not overturn it.  Crisp windows are
    where a round is won or lost: a clear one (estimated chance of being lowest outside
    ``close_calls``) is left to card counting, a close one gets ``call_budget`` seconds.  Hidden
    cards are dealt by :class:`~crisp_core.crisp.bots.belief.Belief`, which leaves ``doubt`` weight to
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
        return self.decide(obs, legal, rng).action

    def decide(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Decision:
        """:meth:`choose`'s move with the figures behind it (the same move, drawing the same random
        numbers): for a coach that explains the expert's choice."""
        belief = Belief(obs, self.doubt)
        candidates = self._candidates(obs, list(playable(legal)), belief)
        if len(candidates) == 1:
            return Decision(candidates[0], None, None, ())
        preferred = self.rollout_policy.choose(obs, legal, rng)
        budget = self.time_budget
        chance = None
        if any(a.kind == CRISP for a in candidates):
            low, high = self.close_calls
            chance = CardCount(obs).chance_lowest(self.rollout_policy.opponent_gain)
            if not low <= chance <= high:
                return Decision(preferred, preferred, chance, ())
            budget = self.call_budget
        if preferred not in candidates:
            candidates.append(preferred)
        best, tried = self._race(obs, belief, candidates, candidates.index(preferred), budget, rng)
        return Decision(candidates[best], preferred, chance, tried)

    def _race(self, obs: Observation, belief: Belief, candidates: list[Action], default: int, budget: float,
              rng: random.Random) -> tuple[int, tuple[Tried, ...]]:
        """The index of the candidate that does best on the same sampled deals (see the class), and
        what each candidate won on the deals it was played out on."""
        results: list[list[float]] = [[] for _ in candidates]
        won = [0.0] * len(candidates)
        margins = [0] * len(candidates)
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
                share, margin = self._rollout(state, obs.seat, random.Random(seed))
                won[i] += share
                margins[i] += margin
                results[i].append(share + self.margin_weight * margin + (self.trust if i == default else 0.0))
            if sample + 1 >= self.min_samples:
                alive = self._survivors(results, alive)
                if len(alive) == 1:
                    break
        tried = tuple(Tried(a, len(r), w / (len(r) or 1), m / (len(r) or 1))
                      for a, r, w, m in zip(candidates, results, won, margins))
        return max(alive, key=lambda i: sum(results[i])), tried

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

    def _rollout(self, state: RoundState, me: int, rng: random.Random) -> tuple[float, int]:
        """Finish the round with card-counting play; return ``me``'s share of the win and its margin
        (the best other score less its own)."""
        play_round(state, self._players[:state.players], rng, max_turns=state.turns + self.max_turns)
        scores = state.scores()
        mine = scores[me]
        best_other = min(s for seat, s in enumerate(scores) if seat != me)
        share = 0.0
        if mine <= best_other:
            share = 1.0 / sum(1 for s in scores if s == mine)
        return share, best_other - mine
