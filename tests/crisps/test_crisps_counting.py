"""Counting in Crisps (crisp_core.crisps.counting, lesson 12): the formula counts against the engine's lists, the
face-up card's exact effects, the arranged scenes and every number lesson 12 and its questions quote."""

from __future__ import annotations

import doctest
import json
import random
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from crisp_core.cards import Card
from crisp_core.crisps import CrispsRound, Options, scenes
from crisp_core.crisps.bots import plays_to_empty, rank_counts
from crisp_core.crisps.combos import classify
from crisp_core.crisps.counting import (KINDS, ChoosingBot, choice_duel, choice_effects, combination_counts,
                                        engine_counts, expected_counts, faceup_value, plan_length, render_counts,
                                        render_plays, tally, unknown_cards, win_share)
from crisp_core.crisps.deck import DECKS, cards_of, mask_of
from crisp_core.questions import question

from crisps_helpers import arranged_deck as helper_deck

RULES_TAUGHT = ("K2.2", "K3.1", "K3.2", "K3.3", "K3.4", "K4.1", "K4.2", "K5.1", "K5.2", "K5.3", "K5.4", "K6.1",
                "K6.4", "K7.2", "K8.1", "K8.2", "K8.3")
LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "12-crisps-combinations.ipynb"


def brute_counts(hand: int) -> dict[str, int]:
    """Every subset of the hand, classified (K3): the slowest, plainest count."""
    cards = cards_of(hand)
    out = dict.fromkeys(KINDS, 0)
    for k in range(1, len(cards) + 1):
        for subset in combinations(cards, k):
            combo = classify(mask_of(subset))
            if combo is not None:
                out[KINDS[combo[0]]] += 1
    return out


@pytest.mark.parametrize("special_runs", [False, True])
def test_formula_matches_the_engine_on_random_hands(special_runs):
    rng = random.Random(12)
    for _ in range(400):
        hand = mask_of(rng.sample(DECKS[special_runs], rng.choice((5, 8, 12, 14, 20))))
        assert combination_counts(hand, special_runs) == engine_counts(hand, special_runs), cards_of(hand)


@pytest.mark.parametrize("special_runs", [False, True])
def test_formula_matches_every_subset_on_small_hands(special_runs):
    rng = random.Random(7)
    for _ in range(60):
        hand = mask_of(rng.sample(DECKS[special_runs], 10))
        assert combination_counts(hand, special_runs) == brute_counts(hand), cards_of(hand)


def test_a_hand_can_be_given_as_notation_cards_or_mask():
    hand = ["4c", "4d", "5h", "5s", "6c", "Qh", "Qs"]
    cards = [Card.parse(c) for c in hand]
    assert combination_counts(hand) == combination_counts(cards) == combination_counts(mask_of(cards))
    assert combination_counts(hand)["run"] == 4 and combination_counts(hand)["pair"] == 3


def test_the_jack_joins_runs_only_under_special_runs():
    assert combination_counts(["9c", "Tc", "Jc"], special_runs=True)["run"] == 1
    assert combination_counts(["9c", "Tc", "Qc"])["run"] == 0  # K3.4


def test_expected_counts_match_a_direct_sum_and_a_simulation():
    e = expected_counts()
    assert e["single"] == 12 and e["pair"] == Fraction(66, 13)
    assert e["three of a kind"] == Fraction(220, 247) and e["four of a kind"] == Fraction(495, 9139)
    rng = random.Random(3)
    hands = [combination_counts(rng.sample(DECKS[False], 12)) for _ in range(3000)]
    for kind in KINDS:
        mean = sum(h[kind] for h in hands) / len(hands)
        assert abs(mean - float(e[kind])) < 0.08 * float(e[kind]) + 0.02, kind


def test_expected_counts_exact_on_a_whole_small_hand_size():
    # hands of 3 cards: every one of C(40, 3) hands, counted
    total = dict.fromkeys(KINDS, 0)
    n = 0
    for hand in combinations(DECKS[False], 3):
        n += 1
        for kind, count in combination_counts(hand).items():
            total[kind] += count
    assert {kind: Fraction(total[kind], n) for kind in KINDS} == expected_counts(3)


def test_scenes_deal_what_they_say():
    for starter in (0, 1):
        assert scenes.arranged_deck(starter) == helper_deck(starter, {0: scenes.HAND, 1: scenes.OTHER},
                                                             scenes.FACEUP, scenes.BLIND, scenes.REMOVED_CARDS)
        rnd = CrispsRound(scenes.arranged_deck(starter), starter)
        assert [str(c) for c in rnd.hand(0)] == list(scenes.HAND)
        assert [str(c) for c in rnd.hand(1)] == list(scenes.OTHER)
        assert str(rnd.faceup) == scenes.FACEUP


def test_plan_length_is_the_bots_plan():
    rng = random.Random(1)
    for _ in range(50):
        hand = mask_of(rng.sample(DECKS[False], 12))
        assert plan_length(hand) == plays_to_empty(rank_counts(hand, False), False)


def test_choice_effects_are_exact_over_the_unknown_cards():
    rnd = scenes.faceup_choice()
    obs = rnd.observation(0)
    unknown = unknown_cards(obs)
    # the cards seat 0 cannot place are exactly seat 1's hand, the removed cards and the blind deck (K8.3)
    assert mask_of(unknown) == rnd.hands[1] | rnd.removed | mask_of(rnd.blind)
    effects = choice_effects(obs)
    for card in unknown:  # taking that blind card really gives that plan
        trial = rnd.clone()
        trial.blind[-1] = card
        trial.apply("0 blind")
        assert plan_length(trial.hands[0]) == effects.with_blind[card]
    trial = rnd.clone()
    trial.apply("0 faceup")
    assert plan_length(trial.hands[0]) == effects.with_faceup
    assert sum(effects.blind_distribution.values()) == 1


def test_a_choice_needs_a_faceup_card():
    rnd = CrispsRound(scenes.arranged_deck(1), 1, Options(no_faceup=True))
    with pytest.raises(ValueError):
        choice_effects(rnd.observation(0))


def test_choosing_bot():
    with pytest.raises(ValueError):
        ChoosingBot("maybe")
    rnd = scenes.faceup_choice()
    legal = rnd.legal_actions()
    obs = rnd.observation(0)
    assert str(ChoosingBot("faceup").choose(obs, legal, random.Random(0))) == "0 faceup"
    assert str(ChoosingBot("blind").choose(obs, legal, random.Random(0))) == "0 blind"
    assert str(ChoosingBot("plan").choose(obs, legal, random.Random(0))) == "0 faceup"  # 8s fits the plan


def test_doctests():
    from crisp_core.crisps import counting
    assert doctest.testmod(counting).failed == 0 and doctest.testmod(scenes).failed == 0


def test_duels_are_seeded():
    assert choice_duel("plan", "blind", 20, seed=4) == choice_duel("plan", "blind", 20, seed=4)


# --- every number lesson 12 and its questions quote ------------------------------------------------------


def test_numbers_of_the_combinations_section():
    rnd = scenes.first_lead()
    hand = rnd.hand(0)
    counts = combination_counts(hand)
    assert counts == {"single": 12, "pair": 5, "run": 15, "run of pairs": 1, "three of a kind": 1,
                      "four of a kind": 0}
    assert tally(rnd.legal_actions()) == counts and len(rnd.legal_actions()) == 34
    shown = render_plays(rnd.legal_actions())
    assert "9♠-10♠-Q♦" not in shown and "8♣-9♠-10♠" in shown  # K3.4, question 12.queen-run; faces, not codes
    assert render_counts(hand).splitlines()[-1].split() == ["all", "plays", "34"]
    assert question("12.pairs").answer == combination_counts(["4d", "4h", "5c", "5s", "8c", "8d", "8h"])["pair"] == 5


def test_numbers_of_the_following_section():
    assert [str(a) for a in scenes.after_pair().legal_actions()] == [
        "0 play 5c 5s", "0 play 8c 8d", "0 play 8c 8h", "0 play 8d 8h", "0 pass"]  # K5.1, 12.equal-rank
    assert [str(a) for a in scenes.after_queen().legal_actions()] == [
        "0 play Qd", "0 play 8c 8d 8h", "0 pass"]  # K5.1, K5.2, 12.queen-follow
    assert question("12.queen-follow").answer == 2 and question("12.equal-rank").answer == 1
    rnd = scenes.after_queen()
    rnd.apply("0 play 8c 8d 8h")
    assert [str(a) for a in rnd.legal_actions()] == ["1 pass"]  # K5.3, K5.4


def test_numbers_of_the_faceup_section():
    rnd = scenes.faceup_choice()
    obs = rnd.observation(0)
    effects = choice_effects(obs)
    assert (effects.now, effects.with_faceup, len(effects.with_blind)) == (5, 4, 26)
    assert effects.blind_distribution == {5: Fraction(11, 13), 6: Fraction(2, 13)}
    assert sorted(str(c) for c, p in effects.with_blind.items() if p == 6) == ["4c", "4s", "5d", "5h"]
    assert effects.blind_mean == Fraction(22 * 5 + 4 * 6, 26) == Fraction(67, 13)
    assert faceup_value(obs) == Fraction(15, 13)
    assert min(effects.with_blind.values()) == 5  # no blind card shortens the plan
    rnd.apply("0 blind")  # the passer takes the face-up card, publicly (K6.1, K8.2; 12.passer)
    assert [str(c) for c in rnd.observation(0).other_faceups] == ["8s"]
    assert rnd.observation(0).other_size == 12


def test_numbers_of_the_expected_counts():
    e = expected_counts()
    shown = {kind: f"{float(mean):.2f}" for kind, mean in e.items()}
    assert shown == {"single": "12.00", "pair": "5.08", "run": "31.54", "run of pairs": "1.98",
                     "three of a kind": "0.89", "four of a kind": "0.05"}
    assert e["pair"] == 10 * 6 * Fraction(11, 130) == Fraction(66, 13)
    rng = random.Random(1)
    hands = [rng.sample(DECKS[False], 12) for _ in range(200)]
    assert all(combination_counts(h) == engine_counts(h) for h in hands)
    rng = random.Random(12)
    dealt = [combination_counts(rng.sample(DECKS[False], 12)) for _ in range(2000)]
    runs = [counts["run"] for counts in dealt]
    assert f"{sum(runs) / len(runs):.2f}" == "30.95" and sorted(runs)[1000] == 19 and max(runs) == 220
    assert f"{sum(c['pair'] for c in dealt) / 2000:.2f}" == "5.09"
    assert 2 ** 6 == combination_counts(["3c", "3d", "4c", "4d", "5c", "5d", "6c", "6d", "7c", "7d", "8c", "8d"]
                                        )["run"] - sum(2 ** n * (6 - n + 1) for n in range(3, 6))


def test_numbers_of_the_simulation():
    plan = choice_duel("plan", "blind", 400, seed=0)
    assert sum(plan) == 220 and str(win_share(plan)) == "0.550 [0.501, 0.598]"
    always = choice_duel("faceup", "blind", 200, seed=0)
    assert sum(always) == 100 and str(win_share(always)) == "0.500 [0.431, 0.569]"


def test_the_lesson_quotes_these_questions_and_rules():
    lesson = json.loads(LESSON.read_text())
    text = "\n".join("".join(cell["source"]) for cell in lesson["cells"])
    for key in ("12.queen-run", "12.pairs", "12.equal-rank", "12.queen-follow", "12.passer"):
        assert f'Check("{key}")' in text
    for rule in RULES_TAUGHT:
        assert f"**{rule}**" in text, rule
