"""Is it a bluff? The exact chance of a claim (crisp_core.cheat.probability) against brute force and simulation,
and every number lesson 11 and its questions quote."""

from __future__ import annotations

import doctest
import itertools
import json
import random
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from crisp_core.cards import CARDS, Card
from crisp_core.cheat import CheatMatch
from crisp_core.cheat.bots import RandomBot, chance_true
from crisp_core.cheat.probability import (break_even, challenge_pays, challenge_value, claim_chance,
                                          claim_chance_counts, claim_count, simulate_claim)
from crisp_core.cheat.scenes import TWO_SEVENS_ACTIONS, two_sevens
from crisp_core.questions import all_questions, question

from cheat_helpers import make_game, play

C = Card.parse
LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "11-cheat-is-it-a-bluff.ipynb"


def brute_force(rank_unplaced: int, unplaced: int, drawn: int, count: int, rank_known: int = 0) -> Fraction:
    """Every set of ``drawn`` cards out of ``unplaced`` (the first ``rank_unplaced`` of the rank), counted."""
    sets = list(itertools.combinations(range(unplaced), min(drawn, unplaced)))
    good = sum(1 for s in sets if rank_known + sum(1 for i in s if i < rank_unplaced) >= count)
    return Fraction(good, len(sets))


@pytest.mark.parametrize("unplaced", range(1, 10))
def test_counts_agree_with_enumerating_every_hand(unplaced):
    for a in range(min(4, unplaced) + 1):
        for drawn in range(unplaced + 2):
            for k in range(0, 5):
                for known in range(0, 3):
                    assert claim_chance_counts(a, unplaced, drawn, k, known) == brute_force(a, unplaced, drawn, k,
                                                                                            known)


def test_counts_refuse_nonsense():
    with pytest.raises(ValueError):
        claim_chance_counts(5, 4, 2, 1)
    with pytest.raises(ValueError):
        claim_chance_counts(1, 4, -1, 1)


def test_the_scene_and_what_seat_0_counts():
    game = two_sevens()
    obs = game.observation(0)
    assert obs.claims[-1] == (3, 2, 6) and obs.open_play == 3 and obs.rank == 7  # C4.3: 8 comes next
    assert obs.claims[-2] == (2, 2, 5)  # after the challenge seat 2 claimed 6s, not As (C3.4, C4.3)
    assert obs.hand_sizes == (11, 17, 10, 10) and obs.pile_size == 4
    count = claim_count(obs)
    assert count.held == 12 and count.in_hand == () and len(count.unplaced) == 38 and count.rank_unplaced == 2
    assert [str(c) for c in count.placed if c >> 2 == 6] == ["7c", "7h"]
    assert {C("7h"), C("4c"), C("4d")} <= set(count.placed)
    assert count.chance() == Fraction(66, 703) == Fraction(comb(36, 10), comb(38, 12))
    assert Fraction(12 * 11, 38 * 37) == Fraction(66, 703) and f"{66 / 703:.3f}" == "0.094"
    assert claim_chance(obs, reveals=False) == Fraction(154, 703) and f"{154 / 703:.3f}" == "0.219"
    assert claim_chance(obs, reveals=False) > 2 * claim_chance(obs)  # "more than doubles"
    assert "P(claim is true) = 66/703 ≈ 0.094" in count.render()
    # the truth: seat 3 held one 7 and bluffed
    assert C("7d") in game.hand(3) + tuple(c for c in CARDS if game.pile >> c & 1)
    game.apply("0 doubt")
    last = game.observation(0).events[-1]
    assert last.cards == (C("7d"), C("9c")) and last.taker == 3 and len(last.taken) == 4


def test_the_declarer_knows_and_the_pile_taker_is_tracked():
    game = two_sevens()
    assert claim_chance(game.observation(3)) == 0  # seat 3 knows its own bluff
    game = two_sevens(upto=len(TWO_SEVENS_ACTIONS) - 1)  # before seat 3's play
    game.apply("3 play 7d")  # a true claim of one 7 (it is seat 3's own view)
    assert claim_chance(game.observation(3)) == 1


def test_a_face_down_play_loses_track_of_known_cards():
    # three seats, dealer 0: seat 1 bluffs one 4 with the 7d and takes the pile back (C4.2); seat 0 then knows
    # seat 1 holds the 7d, until seat 1 plays face down again (C3.5)
    game = make_game(3, 0, {1: ["Ac", "7d", "9s", "2d"], 2: ["2c", "6h", "8h"], 0: ["3c", "7c", "Kh", "Qh"]})
    play(game, "1 play Ac", "2 play 2c", "0 play 3c", "1 play 7d", "0 doubt", "2 play 6h", "0 play Kh",
         "1 play 9s", "2 play 8h")  # seat 1 claimed 7s with the 9s, undoubted; seat 2 now claims one 8
    count = claim_count(game.observation(0))
    assert count.declarer == 2 and C("7d") not in count.placed and C("7d") in count.unplaced
    assert count.in_hand == ()


def test_a_known_card_of_the_rank_in_the_declarers_hand():
    game = make_game(3, 0, {1: ["Ac", "7d", "9s", "2d"], 2: ["2c", "6h", "7h", "7s"], 0: ["3c", "7c", "Kh"]})
    # rank order: seat1 A, seat2 2, seat0 3, seat1 4 (bluffs 7d: revealed, seat 1 takes it back), seat2 5,
    # seat0 6, seat1 7: seat 0 knows seat 1 holds the 7d
    play(game, "1 play Ac", "2 play 2c", "0 play 3c", "1 play 7d", "0 doubt", "2 play 6h", "0 play Kh")
    game.apply("1 play 7d 9s")  # claims two 7s
    count = claim_count(game.observation(0))
    assert count.in_hand == (C("3c"), C("7d")) and count.rank_known == 1  # its own 3c went to seat 1 too (C6.3)
    assert count.rank_unplaced == 2  # 7h, 7s: the 7c is seat 0's own
    drawn = count.held - 2
    assert count.drawn == drawn
    n = len(count.unplaced)
    expected = 1 - Fraction(comb(n - 2, drawn), comb(n, drawn))  # one more 7 among the drawn cards
    assert count.chance() == expected
    assert claim_chance(game.observation(0), reveals=False) != count.chance()


def test_simulation_agrees_with_the_count():
    count = claim_count(two_sevens().observation(0))
    deals = simulate_claim(count, 4000, random.Random(3))
    assert abs(sum(deals) / len(deals) - float(count.chance())) < 0.02
    # the lesson's run: seed 25, 2000 deals
    deals = simulate_claim(count, 2000, random.Random(25))
    assert sum(deals) == 188 and f"{sum(deals) / len(deals):.3f}" == "0.094"


def test_simulation_agrees_with_the_count_with_a_known_card():
    game = make_game(3, 0, {1: ["Ac", "7d", "9s", "2d"], 2: ["2c", "6h"], 0: ["3c", "7c", "Kh"]})
    play(game, "1 play Ac", "2 play 2c", "0 play 3c", "1 play 7d", "0 doubt", "2 play 6h", "0 play Kh",
         "1 play 7d 9s")
    count = claim_count(game.observation(0))
    deals = simulate_claim(count, 4000, random.Random(8))
    assert abs(sum(deals) / len(deals) - float(count.chance())) < 0.03


def test_the_counting_bot_uses_the_same_count():
    """chance_true is claim_chance with everything the seat knows (C6): its own cards (C6.1, C6.3) and the cards
    challenges turned face up (C6.2).  While it knows only its own cards that is the hand-and-pile formula; once a
    challenge showed it cards the count differs from the one that forgets them, and the bot follows the reveals."""
    rng = random.Random(2)
    checked = differs = 0
    for _ in range(6):
        game = CheatMatch(4).deal(rng)
        for _ in range(120):
            if game.phase == 2:
                break
            if game.last >= 0 and game.phase == 0:
                for s in range(4):
                    if s != game.last:
                        obs = game.observation(s)
                        _, k, rank = obs.claims[-1]
                        known = obs.hand + obs.own_in_pile
                        h = obs.hand_sizes[obs.open_play] + k
                        count = claim_count(obs)
                        assert chance_true(obs) == float(claim_chance(obs)) == float(count.chance())
                        assert set(known) <= set(count.placed) | set(count.in_hand)
                        if len(count.placed) + len(count.in_hand) == len(known):  # nothing else seen yet
                            unknown, a = 52 - len(known), 4 - sum(1 for c in known if c >> 2 == rank)
                            assert chance_true(obs) == float(claim_chance_counts(a, unknown, h, k))
                        elif claim_chance(obs) != claim_chance(obs, reveals=False):
                            differs += 1  # a revealed card changed the count: the bot used it
                        assert 0 <= claim_chance(obs) <= 1
                        checked += 1
            seat = game.turn if game.phase == 0 else game.asked
            game.apply(RandomBot(0.3).choose(None, game.legal_actions(seat), rng))
    assert checked > 100 and differs > 0


def test_when_a_challenge_pays():
    p = Fraction(66, 703)
    assert break_even(4) == break_even(20) == Fraction(1, 2)
    assert break_even(4, weight=Fraction(1, 3)) == Fraction(1, 4)
    assert break_even(2, 6) == Fraction(3, 4)
    assert challenge_value(p, 4) == Fraction(2284, 703)
    assert [f"{float(x):.2f}" for x in (p * 4, (1 - p) * 4, challenge_value(p, 4))] == ["0.38", "3.62", "3.25"]
    assert challenge_value(Fraction(1, 2), 10) == 0 and not challenge_pays(Fraction(1, 2), 10)
    assert challenge_pays(p, 4) and not challenge_pays(Fraction(3, 5), 4)
    assert challenge_pays(Fraction(1, 5), 4, weight=Fraction(1, 3))
    assert not challenge_pays(Fraction(3, 10), 4, weight=Fraction(1, 3))
    with pytest.raises(ValueError):
        break_even(0)


def test_numbers_quoted_by_the_questions():
    keys = sorted(k for k in all_questions() if k.startswith("11."))
    assert keys == ["11.big-pile", "11.forgot-reveal", "11.four-aces", "11.hold-two", "11.predict-two",
                    "11.rank-after"]
    assert question("11.predict-two").check(2).correct  # 66/703 ≈ 0.094 ≈ 1 in 10
    assert round(703 / 66) == 11 and 0.08 < 66 / 703 < 0.11
    assert question("11.forgot-reveal").check(1).correct
    assert abs(float(Fraction(1067, 5330)) - 0.20) < 0.005
    four = claim_chance_counts(4, 39, 13, 4)
    assert four == Fraction(55, 6327) == Fraction(comb(35, 9), comb(39, 13)) and round(1 / float(four)) == 115
    assert f"{float(four):.3f}" == "0.009"
    assert claim_chance_counts(4, 39, 13, 1) == Fraction(5177, 6327) and f"{5177 / 6327:.2f}" == "0.82"
    assert question("11.four-aces").check(1).correct
    assert claim_chance_counts(2, 39, 13, 3) == 0  # you hold two 7s: three is impossible
    assert question("11.hold-two").check(1).correct
    obs = two_sevens(upto=6).observation(2)  # right after the challenge
    assert obs.rank == 5 and obs.turn == 2  # seat 2 must claim 6s
    assert question("11.rank-after").check(2).correct
    assert question("11.big-pile").check(1).correct and break_even(20) == Fraction(1, 2)
    for key in keys:
        q = question(key)
        assert not any(q.check(i).correct for i in range(len(q.choices)) if i != q.answer)


def test_numbers_quoted_by_the_lesson():
    four = {k: claim_chance_counts(4, 39, 13, k) for k in range(1, 5)}
    assert four == {1: Fraction(5177, 6327), 2: Fraction(859, 2109), 3: Fraction(11, 111), 4: Fraction(55, 6327)}
    obs = two_sevens().observation(0)
    assert obs.hand_sizes[1] == 17 == 11 + 6 and len(obs.hand) == 11
    assert len(claim_count(obs).placed) == 11 + 3


def test_the_lesson_notebook_quotes_the_rules_and_stores_only_checked_outputs():
    nb = json.loads(LESSON.read_text(encoding="utf-8"))
    assert nb["nbformat"] == 4 and nb["nbformat_minor"] == 5
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    for rule in ("C3.2", "C3.4", "C4.1", "C4.2", "C4.3", "C6.1", "C6.2", "C6.3"):
        assert f"**{rule}**" in text
    for cell in nb["cells"]:
        assert cell["id"]
        if cell["cell_type"] == "code" and not "".join(cell["source"]).startswith("# NBVAL_CHECK_OUTPUT"):
            assert cell["outputs"] == [] and cell["execution_count"] is None
    keys = {key for cell in nb["cells"] for key in all_questions() if f'Check("{key}")' in "".join(cell["source"])}
    assert keys == {k for k in all_questions() if k.startswith("11.")}


def test_worked_examples_in_the_docstrings():
    import crisp_core.cheat.probability
    import crisp_core.cheat.scenes

    for module in (crisp_core.cheat.probability, crisp_core.cheat.scenes):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0


def test_the_challenge_table_names_the_declarer_as_a_person_counts_seats():
    """Lesson 11's table: the declarer at index 3 is Seat 4 to its reader (its column said "seat 3 takes")."""
    from crisp_core.cheat.probability import challenge_table
    header = challenge_table(Fraction(1, 2), piles=(2,), declarer=3, lang="en").splitlines()[0]
    assert "seat 4 takes" in header and "seat 3" not in header
    assert "Lugar 4 pega" in challenge_table(Fraction(1, 2), piles=(2,), declarer=3, lang="pt").splitlines()[0]
