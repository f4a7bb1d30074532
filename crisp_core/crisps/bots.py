"""Crisps players that decide from their seat's observation only (CRISPS.md K8): ``RandomBot`` and
``CountingBot``.

A bot has a ``name`` and ``choose(obs, legal, rng)``, which gets the seat's :class:`.observation.Observation`,
the seat's legal actions (never empty) and the random generator to use; the same inputs give the same answer.
"""

from __future__ import annotations

import functools
import random
from typing import NamedTuple, Sequence

from ..cards import JACK, QUEEN
from .actions import FACEUP, PASS, Action
from .combos import POPCOUNT, THREE, classify
from .deck import mask_of

_SHIFTS = {special_runs: tuple(4 * r for r in (*range(1, 10), JACK if special_runs else QUEEN))
           for special_runs in (False, True)}  # the nibbles of 2 ... 10 and the special rank


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"
    uses_history = False

    def choose(self, obs, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


def rank_counts(mask: int, special_runs: bool) -> tuple[int, ...]:
    """Cards per rank, 2 ... 10 then the special rank (index 9), for :func:`plays_to_empty`."""
    return tuple([POPCOUNT[mask >> shift & 15] for shift in _SHIFTS[special_runs]])


@functools.lru_cache(maxsize=200_000)
def plays_to_empty(counts: tuple[int, ...], special_runs: bool) -> int:
    """The fewest combinations (K3) a hand with these cards per rank splits into: its plan's length.

    The lowest rank held is covered by sets of its rank, or starts a run or a run of pairs; runs stop before
    the special rank unless ``special_runs`` (K3.4)."""
    low = next((r for r, c in enumerate(counts) if c), None)
    if low is None:
        return 0
    top = 10 if special_runs else 9
    best = 1 + plays_to_empty(counts[:low] + (0,) + counts[low + 1:], special_runs)  # one set of all of them
    if counts[low] > 1:  # or split them: one card now, the rest later
        best = min(best, 1 + plays_to_empty(counts[:low] + (counts[low] - 1,) + counts[low + 1:], special_runs))
    for per, shortest in ((1, 3), (2, 2)):
        end = low
        while end < top and counts[end] >= per:
            end += 1
            if end - low >= shortest:
                rest = tuple(c - per if low <= r < end else c for r, c in enumerate(counts))
                best = min(best, 1 + plays_to_empty(rest, special_runs))
    return best


class Decision(NamedTuple):
    """The counting bot's move and why (the coach tells it, :meth:`crisp_core.crisps.web.CrispsTable.coach`).

    ``reason`` is one of :data:`REASONS`; ``now`` is the plan's length (:func:`plays_to_empty`) before the move
    and ``after`` its length after the best play (for a pass: the best play turned down; for the choice of K6.1:
    after taking the face-up card)."""

    action: Action
    reason: str
    now: int
    after: int


REASONS = (
    "out",       # the play empties the hand (K7.1)
    "lead",      # leading (K4.1): the play that leaves the shortest plan, the lowest first
    "shorter",   # following: the play shortens the plan
    "pressing",  # following: the plan stays as long, and the other player has 3 cards or fewer
    "same",      # following: the plan stays as long, and the play keeps back no set or special rank
    "longer",    # pass (K4.2): every play would lengthen the plan
    "keep",      # pass (K4.2): the best play would spend a set or the special rank for nothing
    "none",      # pass (K4.2): nothing follows
    "faceup",    # K6.1: the face-up card does not lengthen the plan
    "blind",     # K6.1: the face-up card would lengthen the plan
)


class CountingBot:
    """A planner: it splits its hand into the fewest combinations and plays so as to keep that plan short.

    Leading, it plays the combination that leaves the shortest plan, the lowest first, keeping the special rank
    and three or four of a kind for later; following, it plays when that does not lengthen its plan (or empties
    its hand, or the opponent is close to going out) and passes otherwise; after a won trick it takes the
    face-up card when that card fits its plan, else the blind card.
    """

    name = "counting"
    uses_history = False

    def choose(self, obs, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(obs, legal).action

    def decide(self, obs, legal: Sequence[Action]) -> Decision:
        """The move :meth:`choose` makes, with its reason (:data:`REASONS`) and the plan's lengths."""
        special_runs = obs.options.special_runs
        hand = mask_of(obs.hand)
        if legal[0].kind == FACEUP:
            return self._choice(hand, obs, legal, special_runs)
        now = plays_to_empty(rank_counts(hand, special_runs), special_runs)
        best, best_key = None, None
        for action in legal:
            if action.kind == PASS:
                continue
            rest = hand & ~action.mask
            if not rest:
                return Decision(action, "out", now, 0)  # K7.1: going out wins the round
            combo = classify(action.mask)
            keep_back = combo[0] >= THREE or combo[3]  # sets and the special rank win tricks later
            key = (plays_to_empty(rank_counts(rest, special_runs), special_runs), keep_back, combo[2], -combo[1])
            if best_key is None or key < best_key:
                best, best_key = action, key
        if best is None:
            return Decision(legal[-1], "none", now, now)
        after = best_key[0]
        if obs.last is None:
            return Decision(best, "lead", now, after)
        if after < now:
            return Decision(best, "shorter", now, after)
        if obs.other_size <= 3 and after <= now:
            return Decision(best, "pressing", now, after)
        if after <= now and not best_key[1]:
            return Decision(best, "same", now, after)
        return Decision(legal[-1], "longer" if after > now else "keep", now, after)  # pass

    @staticmethod
    def _choice(hand: int, obs, legal: Sequence[Action], special_runs: bool) -> Decision:
        """``faceup`` when the face-up card does not lengthen the plan, else ``blind``."""
        now = plays_to_empty(rank_counts(hand, special_runs), special_runs)
        with_card = plays_to_empty(rank_counts(hand | 1 << obs.faceup, special_runs), special_runs)
        if with_card <= now:
            return Decision(legal[0], "faceup", now, with_card)
        return Decision(legal[1], "blind", now, with_card)


BOTS = {"random": RandomBot, "counting": CountingBot}


def make_bot(name: str) -> RandomBot | CountingBot:
    """A new Crisps bot by name (``random`` or ``counting``)."""
    if name not in BOTS:
        raise ValueError(f"no Crisps bot named {name!r} (known: {', '.join(BOTS)})")
    return BOTS[name]()
