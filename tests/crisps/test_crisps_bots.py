"""Crisps bots: legal, deterministic, a correct plan length, and the counting bot beats random play."""

from __future__ import annotations

import pytest

import random
from itertools import combinations

from crisp_core.cards import Card
from crisp_core.crisps import Options
from crisp_core.crisps.bots import CountingBot, RandomBot, plays_to_empty, rank_counts
from crisp_core.crisps.combos import classify
from crisp_core.crisps.deck import DECKS, cards_of, mask_of
from crisp_core.crisps.simulate import play_match, win_rate


def brute_plan(mask: int) -> int:
    """The fewest combinations a small hand splits into, by trying every first combination."""
    if not mask:
        return 0
    low = mask & -mask
    cards = cards_of(mask)
    best = len(cards)
    for k in range(1, len(cards) + 1):
        for sub in combinations(cards, k):
            part = mask_of(sub)
            if part & low and classify(part):
                best = min(best, 1 + brute_plan(mask & ~part))
    return best


def test_plan_length_is_minimal():
    rng = random.Random(1)
    for special_runs in (False, True):
        deck = list(DECKS[special_runs])
        for _ in range(150):
            hand = mask_of(rng.sample(deck, rng.randrange(1, 8)))
            assert plays_to_empty(rank_counts(hand, special_runs), special_runs) == brute_plan(hand), cards_of(hand)


def test_plan_examples():
    hand = mask_of(Card.parse(c) for c in ("2c", "3d", "4h", "5s", "Qc", "Qd", "9c", "9d", "9h"))
    assert plays_to_empty(rank_counts(hand, False), False) == 3


def test_bots_play_legal_and_deterministic_games():
    for options in (Options(), Options(special_runs=True, no_faceup=True, auto_skip=True)):
        results = [play_match((CountingBot(), RandomBot()), random.Random(7), options).result() for _ in range(2)]
        assert results[0] == results[1] and results[0]["over"]


@pytest.mark.statistical
def test_counting_bot_beats_random():
    rate, low, high = win_rate(CountingBot(), RandomBot(), games=2000, seed=3)
    assert low > 0.5, (rate, low, high)
    assert low <= rate <= high
