"""The classroom helpers of lessons 07-08, and the numbers their questions quote."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from crisp_core import CARDS, RoundState, arranged_deck
from crisp_core.classroom import (Count, break_even_chance, call_expectation, call_or_wait, card_count, chance,
                                  chance_not_beaten, counting_table, draw_gain, lowest_chances, mean_value,
                                  paired_difference, threshold_bot, value_distribution, verdict)
from crisp_core.crisp.probability import (chance_lowest_with_total, expected_unknown_value, sum_distribution,
                                    unknown_card_distribution, value_counts)
from crisp_core.questions import question
from crisp_core.scenes import scene
from crisp_core.stats import Interval


def test_counting_over_the_deck():
    assert chance(lambda c: c.value == 10, CARDS) == Fraction(16, 52)
    assert chance(["Ah", "As"], CARDS) == Fraction(2, 52)
    assert mean_value(CARDS) == Fraction(340, 52) == Fraction(85, 13)  # R1.3
    assert mean_value(c for c in CARDS if not c.is_face) == Fraction(11, 2)  # R4.3: what a draw can swap in
    dist = value_distribution(CARDS)
    assert dist[10] == Fraction(4, 13) and dist[1] == Fraction(1, 13) and sum(dist.values()) == 1
    assert list(dist) == list(range(1, 11))
    with pytest.raises(ValueError):
        mean_value([])
    with pytest.raises(ValueError):
        chance(lambda c: True, [])


def test_card_count_agrees_with_the_probability_module():
    obs = RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}), 0).observation(1)
    count = card_count(obs)
    assert count == Count(50, 16, Fraction(8, 25), Fraction(337, 50))
    assert count.chance_ten == unknown_card_distribution(obs)[10]
    assert count.mean == expected_unknown_value(obs)
    assert value_distribution(obs.unseen()) == unknown_card_distribution(obs)


def test_counting_table_has_one_row_per_state():
    state = RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}, stock=["Kd"]), 0)
    before = state.clone()
    state.apply("1 draw")
    table = counting_table([before, state], 1).splitlines()
    assert len(table) == 3
    assert "8/25" in table[1] and "15/49" in table[2]  # seat 1 saw the Kd it drew


def test_counting_table_writes_an_exact_decimal_in_full():  # issue 31: 5/16 is 0.3125, never "≈ 0.312"
    states = scene("counting_discards").states()
    table = counting_table(states, 1)
    assert "5/16 = 0.3125" in table and "53/8 = 6.625" in table and "4/15 ≈ 0.267" in table
    assert "0.312 " not in table and "≈ 6.62" not in table
    assert "5/16 = 0,3125" in counting_table(states, 1, lang="pt")


def test_call_expectation_is_minus_five_or_plus_five():  # R11.2
    assert call_expectation(7, 1) == 2
    assert call_expectation(7, 0) == 12
    assert call_expectation(7, Fraction(1, 2)) == 7
    assert call_expectation(7, 0.9) == 3  # a float is read as the decimal it prints as
    with pytest.raises(ValueError):
        call_expectation(7, Fraction(3, 2))


def test_break_even():
    assert break_even_chance() == Fraction(1, 2)
    assert break_even_chance(2) == Fraction(7, 10)
    assert break_even_chance(9) == 1
    for total in (3, 10):
        for gain in (0, Fraction(3, 4)):
            p = break_even_chance(gain)
            assert call_expectation(total, p) == total - gain


def test_draw_gain_ignores_face_cards_and_higher_cards():
    # highest card 4: an Ace saves 3, a 2 saves 2, a 3 saves 1; everything else (and J/Q/K, R4.3) saves 0
    assert draw_gain(["Ac", "2d", "4h"], ["As", "2s", "3s", "Ks", "9s"]) == Fraction(6, 5)
    assert draw_gain(["Kc", "Kd", "Kh"], ["Qs", "Js"]) == 0  # face cards never go in from the stock
    assert draw_gain(["Kc", "Kd", "Kh"], ["Ts"]) == 0  # a 10 for a King-valued 10: no gain
    with pytest.raises(ValueError):
        draw_gain(["Ac"], [])


def test_call_or_wait():
    advice = call_or_wait(["Ac", "2d", "4h"], Fraction(9, 10))
    # 49 cards left: 3 Aces (save 3), 3 twos (save 2), 4 threes (save 1)
    assert advice.total == 7 and advice.call == 3
    assert advice.wait == 7 - Fraction(3 * 3 + 3 * 2 + 4, 49)
    assert advice.break_even == (5 + Fraction(19, 49)) / 10
    assert advice.better == "call"
    assert call_or_wait(["9c", "9d", "9h"], 0.1).better == "wait"
    counted = call_or_wait(["Ac", "2d", "4h"], players=3)  # the chance counted exactly by default
    assert counted.chance == chance_lowest_with_total(7, 3, own_cards=["Ac", "2d", "4h"])
    assert counted.call == 12 - 10 * counted.chance and counted.better == "call"
    assert "-> call" in str(counted)


def test_chance_not_beaten_counts_ties():
    hand = ["Ac", "2d", "4h"]
    strict = chance_lowest_with_total(7, 3, own_cards=hand)
    not_beaten = chance_not_beaten(hand, 3)
    assert 0 < not_beaten - strict < Fraction(1, 50)  # ties for the lowest are rare with 7
    # two players: the other hand is 3 of the 49 other cards; count them one by one
    others = [c for c in CARDS if str(c) not in hand]
    values = [c.value for c in others]
    from itertools import combinations
    totals = [sum(t) for t in combinations(values, 3)]
    assert chance_not_beaten(hand, 2) == Fraction(sum(t >= 7 for t in totals), len(totals))
    assert chance_lowest_with_total(7, 2, own_cards=hand) == Fraction(sum(t > 7 for t in totals), len(totals))
    chances = lowest_chances(hand, 3)
    assert chances.total == 7 and chances.strictly == strict and chances.tied == not_beaten - strict
    assert str(chances) == "A♣ 2♦ 4♥ (total  7): strictly lowest  98.4%, tied for lowest  0.7%"
    with pytest.raises(ValueError):
        chance_not_beaten(["Ac", "Ac", "2d"], 3)
    with pytest.raises(ValueError):
        chance_not_beaten(hand, 9)


def test_threshold_bot_and_paired_difference():
    bot = threshold_bot(0.9)
    assert bot.call_threshold == 0.9 and bot.name == "call at 90%"
    assert threshold_bot(0.5).name == "call at 50%" and type(bot).name == "heuristic"
    diff = paired_difference([10, 12, 14], [9, 11, 13])
    assert diff.mean == 1 and diff.half_width == 0
    assert "above 0" in verdict(diff)
    assert "below 0" in verdict(paired_difference([1, 2], [3, 4]))
    assert "contains 0" in verdict(Interval(0.1, 0.5))
    with pytest.raises(ValueError):
        paired_difference([1], [1, 2])


def test_numbers_quoted_by_the_questions():
    deck = list(CARDS)
    three = sum_distribution(value_counts(deck), 3)
    low = sum(p for total, p in three.items() if total <= 7)
    assert low == Fraction(76, 5525) == Fraction(304, 22100)  # 07.three-low
    assert sum(p for total, p in three.items() if total >= 20) > Fraction(1, 2)
    assert 3 * mean_value(deck) == Fraction(255, 13)
    assert question("07.predict-m").check(1).correct
    assert question("07.stock-swap").check(1).correct and not question("07.stock-swap").check(0).correct
    assert question("07.swap-six").check(0).correct
    # 07.count-after: seat 1 saw Ac, 2d, then 9s, Kd, Qs, Th, Jd face up
    seen = {"Ac", "2d", "9s", "Kd", "Qs", "Th", "Jd"}
    unseen = [c for c in deck if str(c) not in seen]
    assert chance(lambda c: c.value == 10, unseen) == Fraction(4, 15)
    assert question("07.count-after").check("4/15").correct and question("07.count-after").check("0.267").correct
    assert not question("07.count-after").check("8/25").correct
    assert question("08.break-even").check("1/2").correct
    assert question("08.tie").check(2).correct


def test_a_simulated_middle_card_agrees_with_the_count():
    rng = random.Random(5)
    tens = [RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}, rng=rng)).hand(1)[1].value == 10
            for _ in range(3000)]
    assert abs(sum(tens) / len(tens) - 8 / 25) < 0.04


def test_worked_examples_in_the_docstring():
    import doctest

    import crisp_core.classroom

    result = doctest.testmod(crisp_core.classroom)
    assert result.attempted > 0 and result.failed == 0
