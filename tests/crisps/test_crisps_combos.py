"""Combinations (K3) and following (K5): every kind, the special rank in runs, and the following table."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from crisp_core.cards import JACK, QUEEN, Card
from crisp_core.crisps.combos import (FOUR, PAIR, PAIRS, RUN, SINGLE, THREE, can_follow, classify, describe,
                                      follows, why_no_combination, why_not_follow)
from crisp_core.crisps.deck import DECK_MASKS, DECKS, cards_of, mask_of
from crisp_core.crisps.legal import canonical_key, legal_plays


def combo(*names: str):
    return classify(mask_of(Card.parse(n) for n in names))


def rank(name: str) -> int:
    return Card.parse(name + "c").rank


@pytest.mark.parametrize("names, expected", [
    (("7h",), (SINGLE, 1, rank("7"), False)),
    (("Qs",), (SINGLE, 1, QUEEN, True)),
    (("7h", "7c"), (PAIR, 2, rank("7"), False)),
    (("Qh", "Qc"), (PAIR, 2, QUEEN, True)),
    (("2c", "3d", "4h"), (RUN, 3, rank("4"), False)),
    (("2c", "3d", "4h", "5s", "6c", "7c", "8c", "9c", "Tc"), (RUN, 9, rank("T"), False)),
    (("2c", "2d", "3h", "3s"), (PAIRS, 4, rank("3"), False)),
    (("8c", "8d", "9h", "9s", "Tc", "Td"), (PAIRS, 6, rank("T"), False)),
    (("9c", "Tc", "Jc"), (RUN, 3, JACK, True)),
    (("Tc", "Td", "Jc", "Jd"), (PAIRS, 4, JACK, True)),
    (("5c", "5d", "5h"), (THREE, 3, rank("5"), False)),
    (("Qc", "Qd", "Qh", "Qs"), (FOUR, 4, QUEEN, True)),
])
def test_K3_every_kind(names, expected):
    assert combo(*names) == expected


@pytest.mark.parametrize("names", [
    ("2c", "3c"), ("2c", "4c", "5c"), ("2c", "2d", "3c"), ("2c", "2d", "3c", "3d", "3h"), ("2c", "2d", "4c", "4d"),
    ("Tc", "Qc", "9c"), ("Tc", "Td", "Qc", "Qd"), ("2c", "2d", "2h", "3c", "3d", "3h"), ("5c", "5d", "6c"),
])
def test_K3_not_combinations(names):
    assert combo(*names) is None


def test_K3_4_reasons():
    assert why_no_combination(mask_of(Card.parse(n) for n in ("9c", "Tc", "Qc")), QUEEN).rule == "K3.4"
    assert why_no_combination(mask_of(Card.parse(n) for n in ("Tc", "Td", "Qc", "Qd")), QUEEN).rule == "K3.4"
    assert why_no_combination(mask_of(Card.parse(n) for n in ("8c", "Tc", "Qc")), QUEEN).rule == "K3.1"
    assert why_no_combination(mask_of(Card.parse(n) for n in ("Tc", "Qc")), QUEEN).rule == "K3.1"


FOLLOWING = [  # (new, last, follows?)
    (("5c",), ("5d",), True),  # K5.1: equal rank
    (("6c",), ("5d",), True),
    (("4c",), ("5d",), False),
    (("5c", "5h"), ("5d",), False),  # K5.1: same kind and size
    (("3c", "4c", "5c"), ("2d", "3d", "4d"), True),
    (("3c", "4c", "5c"), ("2d", "3d", "4d", "5d"), False),
    (("2c", "3c", "4c"), ("3d", "4d", "5d"), False),
    (("2c", "2d", "3c", "3d"), ("2h", "2s", "3h", "3s"), True),
    (("Qc", "Qd"), ("Qh", "Qs"), True),
    (("2c", "2d", "2h"), ("9c",), False),  # K5.2
    (("2c", "2d", "2h"), ("Qc",), True),
    (("2c", "2d", "2h", "2s"), ("Qc", "Qd"), True),
    (("2c", "2d", "2h"), ("9c", "Tc", "Jc"), True),  # special_runs: a run with the Jack
    (("2c", "2d", "2h"), ("Tc", "Td", "Jc", "Jd"), True),
    (("6c", "6d", "6h"), ("5c", "5d", "5h"), True),  # K5.3
    (("5c", "5d", "5s"), ("4c", "4d", "4h"), True),
    (("4c", "4d", "4h"), ("5c", "5d", "5h"), False),
    (("2c", "2d", "2h", "2s"), ("Qc", "Qd", "Qh"), True),
    (("3c", "3d", "3h", "3s"), ("2c", "2d", "2h", "2s"), True),
    (("2c", "2d", "2h", "2s"), ("3c", "3d", "3h", "3s"), False),
    (("Qc",), ("2c", "2d", "2h"), False),  # K5.4
    (("Qc", "Qd"), ("2c", "2d", "2h", "2s"), False),
]


@pytest.mark.parametrize("new, last, expected", FOLLOWING)
def test_K5_following_table(new, last, expected):
    a, b = combo(*new), combo(*last)
    assert follows(a, b) is expected
    if not expected:
        refusal = why_not_follow(a, b)
        rule, reason = refusal.rule, refusal.reason
        assert rule.startswith("K5.") and describe(a).split()[-1] in reason


def test_K5_same_card_counts_equal_rank_special():
    assert not follows(combo("Qc", "Qd", "Qh"), combo("Qs", "Qc", "Qd"))  # K5.3: strictly higher


def _brute_plays(hand: int, last, special_runs: bool) -> set[int]:
    cards = cards_of(hand)
    out = set()
    for k in range(1, len(cards) + 1):
        for subset in combinations(cards, k):
            mask = mask_of(subset)
            found = classify(mask)
            if found and (last is None or follows(found, last)):
                out.add(mask)
    return out


@pytest.mark.parametrize("special_runs", [False, True])
def test_legal_plays_against_all_subsets(special_runs):
    rng = random.Random(11 + special_runs)
    deck = list(DECKS[special_runs])
    lasts = [None, combo("5c"), combo("Tc", "Td"), combo("3c", "4c", "5c"), combo("2c", "2d", "3c", "3d"),
             combo("4c", "4d", "4h"), combo("2c", "2d", "2h", "2s"), combo("Qc") if not special_runs else combo("Jc"),
             combo("8c", "9c", "Tc", "Jc") if special_runs else combo("Qc", "Qd")]
    for _ in range(60):
        hand = mask_of(rng.sample(deck, rng.randrange(1, 12)))
        for last in lasts:
            plays = legal_plays(rng.randrange(2), hand, last, special_runs)
            masks = [a.mask for a in plays]
            assert set(masks) == _brute_plays(hand, last, special_runs)
            assert len(masks) == len(set(masks))
            keys = [canonical_key(classify(m), m) for m in masks]
            assert keys == sorted(keys)


@pytest.mark.parametrize("special_runs", [False, True])
def test_K7_3_can_follow_matches_enumeration(special_runs):
    rng = random.Random(3)
    deck = list(DECKS[special_runs])
    for _ in range(400):
        hand = mask_of(rng.sample(deck, rng.randrange(0, 14)))
        last_cards = rng.choice([("5c",), ("Tc", "Td"), ("3c", "4c", "5c"), ("2c", "2d", "3c", "3d"),
                                 ("4c", "4d", "4h"), ("2c", "2d", "2h", "2s"), ("9c", "Tc")])
        if special_runs:
            last_cards = rng.choice([last_cards, ("Jc",), ("9c", "Tc", "Jc"), ("Jc", "Jd", "Tc", "Td")])
        else:
            last_cards = rng.choice([last_cards, ("Qc",), ("Qc", "Qd"), ("Qc", "Qd", "Qh")])
        last = combo(*last_cards)
        if last is None:
            continue
        assert can_follow(hand, last, special_runs) == bool(legal_plays(0, hand, last, special_runs))


def test_deck_masks():
    assert bin(DECK_MASKS[False]).count("1") == bin(DECK_MASKS[True]).count("1") == 40
