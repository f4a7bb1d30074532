"""The probability toolkit: exact answers, each cross-checked against sampling."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

from crisp_core import RoundState, arranged_deck
from crisp_core.cards import VALUES
from crisp_core.probability import (chance_strictly_lowest, expected_hand_total, hand_total_distribution,
                                    sum_distribution, unknown_card_distribution, unknown_sum_distribution,
                                    value_counts)

from conftest import make_round, play

HANDS = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "Tc"], 2: ["5c", "6c", "7c"]}


def mid_round_observation():
    state = make_round(hands=HANDS, stock=["4d", "Kh", "8s", "Jd", "Ad"])
    play(state, "1 draw", "1 swap R", "1 pass", "2 draw", "2 king", "2 draw", "2 discard", "2 draw", "2 jack")
    return state, state.observation(1)


def sampled_totals(state, seat, viewer, n, rng):
    """Totals of ``seat`` over ``n`` deals consistent with ``viewer``'s observation."""
    obs = state.observation(viewer)
    return [sum(VALUES[c] for c in RoundState.sample(obs, rng).hands[seat * 3:seat * 3 + 3]) for _ in range(n)]


def test_unknown_card_distribution_counts_what_is_unseen():
    _, obs = mid_round_observation()
    dist = unknown_card_distribution(obs)
    assert sum(dist.values()) == 1
    unseen = obs.unseen()
    assert dist[10] == Fraction(sum(VALUES[c] == 10 for c in unseen), len(unseen))
    assert all(c not in unseen for c in obs.discard)


def test_sum_distribution_matches_brute_force():
    cards = [1, 1, 2, 5, 10, 10, 10, 7]
    counts = [0] * 11
    for v in cards:
        counts[v] += 1
    for k in range(4):
        brute: dict[int, int] = {}
        for combo in itertools.combinations(range(len(cards)), k):
            total = sum(cards[i] for i in combo)
            brute[total] = brute.get(total, 0) + 1
        n = math.comb(len(cards), k)
        assert sum_distribution(counts, k) == {s: Fraction(c, n) for s, c in sorted(brute.items())}


def test_unknown_sum_distribution_matches_sampling():
    _, obs = mid_round_observation()
    exact = unknown_sum_distribution(obs, 2)
    rng = random.Random(4)
    values = [VALUES[c] for c in obs.unseen()]
    n = 40000
    sampled: dict[int, int] = {}
    for _ in range(n):
        s = sum(rng.sample(values, 2))
        sampled[s] = sampled.get(s, 0) + 1
    for total, p in exact.items():
        assert abs(sampled.get(total, 0) / n - p) < 4 * math.sqrt(p * (1 - p) / n) + 1e-9


def test_hand_total_distribution_and_expectation_match_sampled_deals():
    state, obs = mid_round_observation()
    rng = random.Random(8)
    n = 20000
    for seat in (0, 1):
        totals = sampled_totals(state, seat, 1, n, rng)
        exact = hand_total_distribution(obs, seat)
        assert sum(exact.values()) == 1
        mean = sum(totals) / n
        expected = float(expected_hand_total(obs, seat))
        assert abs(mean - expected) < 4 * (sum((t - mean) ** 2 for t in totals) / n / n) ** 0.5 + 1e-9
        for total, p in exact.items():
            assert abs(totals.count(total) / n - p) < 4 * math.sqrt(p * (1 - p) / n) + 1e-9
    assert expected_hand_total(obs) == sum(k * p for k, p in hand_total_distribution(obs).items())


def test_chance_strictly_lowest_exact_matches_sampled_deals_and_its_own_sampler():
    hands = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "Tc"], 2: ["5c", "6c", "7c"]}
    state = make_round(hands=hands, stock=["Jd", "Ad"])
    play(state, "1 draw", "1 jack")  # seat 1 knows its whole hand; six unseen slots are too many to enumerate
    obs = state.observation(1)
    assert chance_strictly_lowest(obs).exact is None  # sampled, with its error stated
    # a two-seat table after a Jack: two unseen slots, exact
    two = RoundState(2, arranged_deck(2, 0, {1: ["2c", "3c", "Tc"], 0: ["4h", None, "5h"]}, ["Jd"]), 0)
    two.apply("1 draw")
    two.apply("1 jack")
    obs2 = two.observation(1)
    exact = chance_strictly_lowest(obs2)
    assert exact.exact is not None and exact.error == 0
    sampled = chance_strictly_lowest(obs2, exact_limit=0, samples=40000, rng=random.Random(1))
    assert abs(sampled.value - exact.value) < sampled.error * 1.5
    # against true deals consistent with the observation
    rng = random.Random(2)
    n = 20000
    wins = 0
    for _ in range(n):
        world = RoundState.sample(obs2, rng)
        totals = world.totals()
        wins += totals[1] < totals[0]
    assert abs(wins / n - exact.value) < 4 * math.sqrt(exact.value * (1 - exact.value) / n)


def test_value_counts():
    assert value_counts(list(arranged_deck(2))) == [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16]
