"""Lesson 07's scene shows what it says: the discards change seat 1's count of its unseen M."""

from __future__ import annotations

from fractions import Fraction

from crisp_core.classroom import card_count
from crisp_core.crisp.probability import unknown_card_distribution
from crisp_core.scenes import scene


def test_counting_discards():
    s = scene("counting_discards")
    states = s.states()
    assert len(states) == len(s.actions) + 1 and set(s.captions) <= set(range(len(states)))
    first, last = states[0].observation(1), states[-1].observation(1)
    # R2.4: seat 1 peeked at L and R, never at M
    assert [None if c is None else str(c) for c in first.own_hand] == ["Ac", None, "2d"]
    assert last.own_hand[1] is None and str(states[-1].hand(1)[1]) == "7h"
    # the captions' numbers: 16 of 50 worth 10 after the deal; 16/49 at step 2; 13/46 at step 8; 12/45 at the end
    assert card_count(first)[:2] == (50, 16) and unknown_card_distribution(first)[10] == Fraction(8, 25)
    assert card_count(states[2].observation(1))[:2] == (49, 16)
    assert card_count(states[8].observation(1))[:2] == (46, 13)
    assert card_count(last)[:2] == (45, 12) and card_count(last).chance_ten == Fraction(4, 15)
    # R5.5: the King went face up and owed two more draws; R1.4: the Jd left seat 0's hand as a plain discard
    assert [str(c) for c in states[-1].discard] == ["9s", "Kd", "Qs", "Th", "Jd"]
    assert states[4].owed == 2
    assert [str(c) for c in states[-1].hand(0)] == ["5h", "8c", "4c"]
    # seat 1 has not seen the 4c that seat 0 swapped in (R4.1: only the drawer saw it)
    assert last.hand(0)[2] is None
