"""The probability toolkit: exact answers, each cross-checked against brute force or sampling."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from crisp_core import CARDS, Card, RoundState, arranged_deck
from crisp_core.cards import VALUES
from crisp_core.crisp.actions import CRISP
from crisp_core.crisp.driver import next_choice
from crisp_core.crisp.probability import (chance_lowest_with_total, chance_strictly_lowest, expected_hand_total,
                                    hand_total_distribution, sum_distribution, unknown_card_distribution,
                                    unknown_sum_distribution, value_counts)

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


def test_value_counts():
    assert value_counts(list(arranged_deck(2))) == [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16]


# --- the chance of being strictly lowest (R11.2) -------------------------------------------------------------


def brute_force_chance(obs) -> Fraction:
    """Every way to put actual unseen cards in the unseen slots, counted one by one (a seat's slots
    as a set: the order inside a hand does not change its total)."""
    known = [sum(VALUES[c] for c in obs.hand(s) if c is not None) for s in range(obs.players)]
    seats = [(s, sum(c is None for c in obs.hand(s))) for s in range(obs.players)]
    seats = [(s, k) for s, k in seats if k]
    hits = deals = 0

    def deal(i: int, pool: list, totals: list[int]) -> None:
        nonlocal hits, deals
        seat, k = seats[i]
        for chosen in itertools.combinations(range(len(pool)), k):
            dealt = list(totals)
            dealt[seat] += sum(VALUES[pool[j]] for j in chosen)
            if i + 1 < len(seats):
                deal(i + 1, [c for j, c in enumerate(pool) if j not in chosen], dealt)
            else:
                deals += 1
                hits += all(dealt[obs.seat] < t for s, t in enumerate(dealt) if s != obs.seat)

    deal(0, obs.unseen(), known)
    return Fraction(hits, deals)


def old_enumeration(obs) -> Fraction:
    """The module's previous exact method: every value of every unseen slot, weighted by ordered draws."""
    unknown = obs.unknown_slots()
    pool = obs.unseen()
    known = [sum(VALUES[c] for c in obs.hand(s) if c is not None) for s in range(obs.players)]
    counts = value_counts(pool)
    favourable = 0
    for values in itertools.product([v for v in range(1, 11) if counts[v]], repeat=len(unknown)):
        left, weight = list(counts), 1
        for v in values:
            weight *= left[v]
            left[v] -= 1
        totals = list(known)
        for slot, v in zip(unknown, values):
            totals[slot // 3] += v
        if weight and all(totals[obs.seat] < t for s, t in enumerate(totals) if s != obs.seat):
            favourable += weight
    return Fraction(favourable, math.perm(len(pool), len(unknown)))


def jack_peeked() -> RoundState:
    """Two seats; seat 1 has looked at its M with a Jack, so it knows its whole hand (2 + 3 + 10)."""
    state = RoundState(2, arranged_deck(2, 0, {1: ["2c", "3c", "Tc"], 0: ["4h", None, "5h"]}, ["Jd"]), 0)
    return play(state, "1 draw", "1 jack")


def queen_swapped() -> RoundState:
    """Two seats; seat 1 (Ac ? 2d) gave its L for seat 0's R (a 6) with a Queen: its M and two of seat
    0's cards are unseen, and seat 0 holds a card seat 1 has not seen (R5.4.1, R4.1)."""
    deck = arranged_deck(2, 0, {1: ["Ac", None, "2d"], 0: [None, None, "6s"]}, ["Qh"])
    return play(RoundState(2, deck, 0), "1 draw", "1 queen L 0R", "1 pass", "0 draw")


def stock_turned_over(players: int, seed: int) -> RoundState:
    """Random legal play (never a crisp call) until the discard has been turned over into a public
    stock (R6.2): then every unseen card is in a slot or in the hand of the drawer."""
    rng = random.Random(seed)
    deck = list(CARDS)
    rng.shuffle(deck)
    state = RoundState(players, deck, 0)
    while not state.stock_public:
        _, legal = next_choice(state)
        state.apply(rng.choice([a for a in legal if a.kind != CRISP]))
    return state


def test_chance_strictly_lowest_is_exact_and_matches_brute_force_over_cards():
    for state, seat in ((jack_peeked(), 1), (queen_swapped(), 1)):
        obs = state.observation(seat)
        chance = chance_strictly_lowest(obs)
        assert chance.error == 0 and chance.samples == 0 and chance.value == float(chance.exact)
        assert chance.exact == brute_force_chance(obs) == old_enumeration(obs)
    obs = queen_swapped().observation(1)  # it has seen 6s, 2d, Ac in hands and the Queen: 48 unseen cards
    assert obs.holding and obs.held is None and len(obs.unknown_slots()) == 3 and len(obs.unseen()) == 48


def test_chance_strictly_lowest_with_a_public_stock_matches_brute_force():
    checked = []
    for players, seed in ((2, 1), (3, 5), (4, 0), (4, 1), (4, 3)):
        state = stock_turned_over(players, seed)
        for seat in range(players):
            obs = state.observation(seat)
            assert obs.stock is not None and len(obs.unseen()) == len(obs.unknown_slots())
            chance = chance_strictly_lowest(obs).exact
            assert chance == brute_force_chance(obs)
            checked.append((chance, obs.own_hand[1] is None))
    assert (Fraction(1, 2), True) in checked and sum(0 < chance < 1 for chance, _ in checked) >= 6
    obs = stock_turned_over(3, 5).observation(1)  # 7 unseen slots, its M one of them
    assert chance_strictly_lowest(obs).exact == old_enumeration(obs) == Fraction(2, 7)


def test_chance_strictly_lowest_agrees_with_sampling_on_a_full_table():
    state = RoundState(6, arranged_deck(6, 0, {1: ["4c", None, "3d"]}, rng=random.Random(3)), 0)
    obs = state.observation(1)  # its own M and 15 unseen slots at the other seats
    exact = chance_strictly_lowest(obs)
    assert chance_strictly_lowest(obs, exact_limit=15) == exact
    sampled = chance_strictly_lowest(obs, exact_limit=14, samples=20_000, rng=random.Random(1))
    assert sampled.exact is None and sampled.samples == 20_000
    assert abs(sampled.value - exact.value) < 1.5 * sampled.error
    rng, n = random.Random(2), 4000  # deals made by the engine's own sampler (R2)
    wins = 0
    for _ in range(n):
        totals = RoundState.sample(obs, rng).totals()
        wins += all(totals[1] < t for s, t in enumerate(totals) if s != 1)
    assert abs(wins / n - exact.value) < 4 * math.sqrt(exact.value * (1 - exact.value) / n)


def test_chance_strictly_lowest_knows_sure_things():
    state = make_round(hands={0: ["9c", "9d", "9h"], 1: ["Ac", "As", "Ah"], 2: ["Kc", "Kd", "Qs"]}, stock=["Jd", "Js"])
    play(state, "1 draw", "1 jack", "1 pass", "2 draw", "2 jack")  # seats 1 and 2 know their whole hands
    assert chance_strictly_lowest(state.observation(1)).exact == 1  # three Aces: the fourth cannot tie or beat 3
    assert chance_strictly_lowest(state.observation(2)).exact == 0  # 30 is never below another total


# --- a hand worth a given total ------------------------------------------------------------------------------


def hands_by_values(total: int):
    """Each multiset of three values worth ``total``, with three cards of those values and the
    number of three-card hands that have those values."""
    deck = value_counts(list(CARDS))
    for values in itertools.combinations_with_replacement(range(1, 11), 3):
        if sum(values) == total:
            cards, used = [], set()
            for v in values:
                card = next(c for c in CARDS if VALUES[c] == v and c not in used)
                used.add(card)
                cards.append(card)
            yield cards, math.prod(math.comb(deck[v], values.count(v)) for v in set(values))


def test_a_known_hand_equals_the_same_seat_in_an_observation():
    state = RoundState(4, arranged_deck(4, 0, {2: ["7c", "Ad", "3h"]}, rng=random.Random(5)), 0)
    obs = state.observation(2)
    sees_all_three = obs._replace(known=obs.known[:7] + (Card.parse("Ad"),) + obs.known[8:])
    assert chance_strictly_lowest(sees_all_three).exact == chance_lowest_with_total(11, 4, ["7c", "Ad", "3h"])


def test_two_players_is_the_other_hand_above_the_total():
    for own in (["Ac", "2c", "3c"], ["5d", "Kd", "9s"], ["2h", "2d", "2s"]):
        total = sum(VALUES[Card.parse(c)] for c in own)
        others = sum_distribution(value_counts([c for c in CARDS if str(c) not in own]), 3)
        assert chance_lowest_with_total(total, 2, own) == sum(p for s, p in others.items() if s > total)


def test_without_own_cards_it_averages_the_hands_worth_the_total():
    for total, players in ((6, 3), (14, 3), (20, 2)):
        hands = list(hands_by_values(total))
        weighted = sum(n * chance_lowest_with_total(total, players, cards) for cards, n in hands)
        assert chance_lowest_with_total(total, players) == weighted / sum(n for _, n in hands)


def test_a_known_hand_agrees_with_sampled_deals():
    own = ["4c", "4d", "5h"]
    exact = chance_lowest_with_total(13, 5, own)
    rest = [VALUES[c] for c in CARDS if str(c) not in own]
    rng, n = random.Random(7), 20_000
    deals = (rng.sample(rest, 12) for _ in range(n))  # four other hands of three
    wins = sum(min(sum(cards[i:i + 3]) for i in range(0, 12, 3)) > 13 for cards in deals)
    assert abs(wins / n - exact) < 4 * math.sqrt(exact * (1 - exact) / n)


def test_the_chance_falls_with_the_total_and_the_players():
    for players in (2, 3, 4):
        chances = [chance_lowest_with_total(total, players) for total in range(3, 31)]
        assert chances[0] == 1 and chances[-1] == 0  # three Aces leave one Ace; nothing beats 30
        assert all(a >= b for a, b in zip(chances, chances[1:]))
        assert all(a > b for a, b in zip(chances[:-1], chances[1:-1]))  # strictly, until 29 and 30
    for total in (5, 12, 19):
        by_players = [chance_lowest_with_total(total, players) for players in range(2, 7)]
        assert all(a > b for a, b in zip(by_players, by_players[1:]))
    assert chance_lowest_with_total(3, 8) == 1 and chance_lowest_with_total(30, 8) == 0
    assert chance_lowest_with_total(6, 2) > Fraction(99, 100) > chance_lowest_with_total(6, 8) > Fraction(9, 10)


def test_chance_lowest_with_total_refuses_what_cannot_be():
    for args in ((2, 3), (31, 3), (10, 1), (10, 9), (10, 3, ["Ac", "2c", "3c"]), (6, 3, ["Ac", "Ac", "4c"])):
        with pytest.raises(ValueError):
            chance_lowest_with_total(*args)
