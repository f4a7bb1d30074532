"""Players of Cheat that decide from what their seat knows (CHEAT.md C6), never from the true state.

Every bot has a ``name`` and ``choose(obs, legal, rng)``: ``obs`` is its seat's
:class:`~.observation.Observation`, ``legal`` its :class:`~.actions.LegalActions` (its plays and
doubts, or its doubt and accept), ``rng`` the random generator for any random choice.  It returns
an action of ``legal``, or None to let a moment pass when it may only doubt (another seat is to
play).  A bot that reads nothing of what its seat saw happen says ``uses_history = False`` and is given
the observation without it (claims, challenges and piles left out), which makes simulations faster
(:class:`crisp_core.protocols.Bot`).
"""

from __future__ import annotations

import random

from ..cards import Card
from .actions import Action, LegalActions, play
from .cardsets import cards_of
from .observation import Observation
from .probability import claim_chance


def random_play(legal: LegalActions, rng: random.Random) -> Action:
    """A uniformly random play: 1 to 4 cards (count uniform), then the cards uniformly."""
    hand = cards_of(legal.hand)
    count = 1 + int(rng.random() * min(4, len(hand)))
    return play(legal.player, tuple(sorted(rng.sample(hand, count))))


class RandomBot:
    """Plays random cards; doubts with probability ``doubt_rate`` when it may; else accepts."""

    name = "random"
    uses_history = False

    def __init__(self, doubt_rate: float = 0.2) -> None:
        self.doubt_rate = doubt_rate

    def choose(self, obs: Observation, legal: LegalActions, rng: random.Random) -> Action | None:
        """A random choice among ``legal``."""
        if legal.doubts and rng.random() < self.doubt_rate:
            return legal.doubts[0]
        if legal.accepts:
            return legal.accepts[0]
        return random_play(legal, rng) if legal.player >= 0 else None


def chance_true(obs: Observation) -> float:
    """The chance that the open play's claim is true, by counting (C6: only what this seat knows).

    The declarer held ``h`` cards before the play, drawn (as far as this seat can tell) from the cards
    whose place it does not know: all but its own cards (in its hand, in the pile, or taken into another
    hand with a pile, C6.3) and the cards challenges turned face up, which went into the taker's hand
    (C4.2, C6.2) and stay known there until the taker plays again.  Of those, ``a`` are of the claimed
    rank; the play of ``k`` cards is true only if the declarer held ``k`` of them (those it is known to
    hold count already): ``P(X >= k)`` for ``X`` hypergeometric (``a`` of ``N``, ``h`` drawn).  0 when the
    claim is impossible.  The count is :func:`.probability.claim_chance`.
    """
    return float(claim_chance(obs))


class CountingBot:
    """Counts cards: plays true cards when it can, bluffs with the card it will need last, doubts a claim
    its knowledge makes impossible (or, for a claim of one card, improbable), and doubts every last play (C5.1)."""

    name = "counting"
    uses_history = True

    def __init__(self, doubt_below: float = 0.3) -> None:
        self.doubt_below = doubt_below

    def choose(self, obs: Observation, legal: LegalActions, rng: random.Random) -> Action | None:
        """Doubt, accept or play as described above."""
        if legal.accepts:  # C5.1/C5.2: a doubt costs nothing more here; an accept may hand over the game
            return legal.doubts[0]
        if legal.doubts and self._doubts(obs):
            return legal.doubts[0]
        if legal.player < 0:
            return None
        return self.play_choice(obs, legal.player)

    def _doubts(self, obs: Observation) -> bool:
        """Doubt a claim that counting proves false; a claim of one card also when it is improbable.

        A claim of several cards is doubted only when impossible: players bluff with one card (this bot does),
        since a bluff found costs the pile; counting a multi-card claim as if its cards were drawn at random
        would call truthful players liars (a table of these bots then never finished a game)."""
        chance = chance_true(obs)
        return chance == 0 or (obs.claims[-1][1] == 1 and chance < self.doubt_below)

    @staticmethod
    def play_choice(obs: Observation, seat: int) -> Action:
        """All its cards of the required rank (up to 4); without one, the card it will need last."""
        true = [c for c in obs.hand if c >> 2 == obs.rank][:4]
        if true:
            return play(seat, tuple(true))
        n = obs.players

        def needed_in(card: Card) -> int:  # plays from now until this seat must claim the card's rank
            return next(j for j in range(1, 14) if (obs.rank + j * n) % 13 == card >> 2)

        return play(seat, (max(obs.hand, key=needed_in),))


BOTS = {"random": RandomBot, "counting": CountingBot}


def make_bot(name: str) -> RandomBot | CountingBot:
    """A bot by name (``random`` or ``counting``)."""
    if name not in BOTS:
        raise ValueError(f"no Cheat bot named {name!r} (known: {', '.join(BOTS)})")
    return BOTS[name]()
