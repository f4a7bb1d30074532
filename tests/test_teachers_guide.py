"""The teacher's guide (notebooks/TEACHERS.md) and the student worksheet (notebooks/WORKSHEET.md) stay true.

Every answer the guide states is recomputed here with crisp_core: the exercise table (exact fraction and
decimal), the table of chances of being strictly lowest, the numbers quoted in its explanations and the
worksheet answers (the rules ones by playing them out on the engine), and the lessons' numbers it quotes (lessons
07, 08, 11). Its lesson links must name notebooks that exist, its rule IDs rules that exist, its two class plans
must add up to 20 and 45 minutes with a buffer (the introduction ending with a round on the play page), and the
worksheet must stay one page with one answer per question. tests/test_teachers_guide_languages.py holds the
Portuguese, Spanish and French guides and worksheets to this one.
"""

from __future__ import annotations

import json
import math
import random
import re
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import pytest

from crisp_core import CARDS, Action, RoundState, arranged_deck
from crisp_core.cards import VALUES, Card
from crisp_core.cheat.probability import claim_chance
from crisp_core.cheat.scenes import two_sevens
from crisp_core.classroom import (break_even_chance, call_expectation, call_or_wait, card_count, chance, draw_gain,
                                  mean_value)
from crisp_core.crisp.match import Match
from crisp_core.crisp.probability import chance_lowest_with_total, chance_strictly_lowest, sum_distribution, value_counts
from crisp_core.questions import question
from crisp_core.scenes import scene

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
GUIDE = (NOTEBOOKS / "TEACHERS.md").read_text()
WORKSHEET = (NOTEBOOKS / "WORKSHEET.md").read_text()
RULES = (ROOT / "docs" / "RULES.md").read_text()

DECK = list(CARDS)


def section(text: str, heading: str) -> str:
    """The text under a ``## `` or ``### `` heading, up to the next heading of any level."""
    match = re.search(rf"^#+ {re.escape(heading)}\n(.*?)(?=^#+ |\Z)", text, re.M | re.S)
    assert match, f"no section {heading!r}"
    return match.group(1)


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text``, as lists of stripped cells."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not re.match(r"^\|\s*-", line):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return [row for row in rows if row and row[0] not in {"#", "question", "lesson", "your three cards", "minutes",
                                                          "what students think"}]


def cards(*names: str) -> list[Card]:
    return [Card.parse(n) for n in names]


def others(hand: list[Card]) -> list[Card]:
    return [c for c in DECK if c not in hand]


# --- the chance of being strictly lowest, counted exactly ------------------------------------------------------

@lru_cache(maxsize=None)
def _all_at_most(counts: tuple[int, ...], hands: int, total: int) -> Fraction:
    """Chance that ``hands`` three-card hands dealt from cards with these value counts all total ``total`` or
    less (counting each hand's value multisets, without replacement)."""
    if hands == 0:
        return Fraction(1)
    ways = 0
    for values in combinations_with_replacement(range(1, 11), 3):
        if sum(values) > total:
            continue
        n = math.prod(math.comb(counts[v], values.count(v)) for v in set(values))
        if n:
            rest = list(counts)
            for v in values:
                rest[v] -= 1
            ways += n * _all_at_most(tuple(rest), hands - 1, total)
    return Fraction(ways) / math.comb(sum(counts), 3)


def chance_lowest(hand: list[Card], players: int) -> Fraction:
    """Exact chance that ``hand`` (known to its owner, who has seen nothing else) is strictly the lowest at a
    table of ``players``: every other hand must total more (R11.2). Inclusion-exclusion over the other hands,
    which are exchangeable."""
    total = sum(VALUES[c] for c in hand)
    counts = tuple(value_counts(others(hand)))
    opponents = players - 1
    return sum((-1) ** k * math.comb(opponents, k) * _all_at_most(counts, k, total) for k in range(opponents + 1))


def knows_own_hand(hand: list[Card], players: int):
    """Seat 2's view (index 1) at a table of ``players`` where it knows its three cards and nothing else."""
    obs = RoundState(players, arranged_deck(players, 0, {1: hand}), 0).observation(1)
    known = list(obs.known)
    known[3:6] = hand
    return obs._replace(known=tuple(known))


@pytest.mark.parametrize("hand", [cards("Ac", "2d", "4h"), cards("4c", "5d", "6h")])
def test_exact_count_agrees_with_the_probability_module(hand):
    # two players: the probability module enumerates exactly
    assert chance_lowest(hand, 2) == chance_strictly_lowest(knows_own_hand(hand, 2)).exact
    # three and four players: too many combinations to enumerate quickly, so it samples; the count must agree
    for players in (3, 4):
        sampled = chance_strictly_lowest(knows_own_hand(hand, players), samples=20_000, rng=random.Random(players))
        assert abs(sampled.value - float(chance_lowest(hand, players))) <= 1.5 * sampled.error


SEVEN, TWELVE, FIFTEEN = cards("Ac", "2d", "4h"), cards("3c", "4d", "5h"), cards("4c", "5d", "6h")


# --- the exercise table -----------------------------------------------------------------------------------------

def counted_after_discards():
    return card_count(scene("counting_discards").states()[-1].observation(1))


def counted_after_peek():
    return card_count(RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}), 0).observation(1))


def three_cards_at_most(total: int) -> Fraction:
    return sum((p for t, p in sum_distribution(value_counts(DECK), 3).items() if t <= total), Fraction(0))


def swap_six_mean() -> Fraction:
    """Lesson 07's swap-a-6 question: Seat 2 (index 1) has seen its A♣ and 2♦ and draws a 6; its unseen M's
    average."""
    table = RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}, stock=["6h"]), 0)
    table.apply(f"{table.turn} draw")
    assert table.turn == 1 and str(table.held) == "6h"
    return card_count(table.observation(1)).mean


def opponent_at_most_seven() -> Fraction:
    """Lesson 08: once your own three cards, worth 7, are out of the deck, the chance that three cards you have
    not seen total 7 or less, averaged over every hand worth 7 (each as often as it is dealt)."""
    hands = [hand for hand in combinations(DECK, 3) if sum(VALUES[c] for c in hand) == 7]
    chances = [sum((p for t, p in sum_distribution(value_counts(others(list(hand))), 3).items() if t <= 7),
                   Fraction(0)) for hand in hands]
    return sum(chances, Fraction(0)) / len(chances)


def cheat_claim_chances() -> tuple[Fraction, Fraction]:
    """Lesson 11: the chance that seat 3's claim of two 7s is true for seat 0, and for a friend who forgot the 7♥
    a challenge showed (it went into the hand of whoever took the pile, C4.2)."""
    obs = two_sevens().observation(0)
    return claim_chance(obs), claim_chance(obs, reveals=False)


def waiting_gain(hand: list[Card]) -> Fraction:
    return draw_gain(hand, others(hand))


EXERCISES = {
    "P1": lambda: chance(lambda c: c.value == 10, DECK),
    "P2": lambda: mean_value(DECK),
    "P3": lambda: chance(lambda c: c.is_face, DECK),
    "P4": lambda: mean_value(c for c in DECK if not c.is_face),
    "P5": lambda: counted_after_peek().chance_ten,
    "P6": lambda: counted_after_peek().mean,
    "P7": lambda: counted_after_discards().chance_ten,
    "P8": lambda: counted_after_discards().mean,
    "P9": lambda: three_cards_at_most(7),
    "P10": lambda: three_cards_at_most(12),
    "P11": lambda: 3 * mean_value(DECK),
    "P12": lambda: 150 * three_cards_at_most(12),
    "P13": lambda: chance_lowest(SEVEN, 3),
    "P14": lambda: chance_lowest(FIFTEEN, 2),
    "P15": lambda: chance_lowest(FIFTEEN, 3),
    "P16": lambda: call_expectation(7, Fraction(9, 10)),
    "P17": lambda: call_or_wait(FIFTEEN, chance_lowest(FIFTEEN, 3)).call,
    "P18": lambda: call_or_wait(FIFTEEN, chance_lowest(FIFTEEN, 3)).wait,
    "P19": lambda: break_even_chance(),
    "P20": lambda: break_even_chance(waiting_gain(FIFTEEN)),
    "P21": lambda: three_cards_at_most(5),
}


def exercise_rows() -> dict[str, list[str]]:
    rows = table_rows(section(GUIDE, "Exercises with answers"))
    return {row[0]: row for row in rows if re.fullmatch(r"P\d+", row[0])}


def close_to(decimal: str, exact: Fraction) -> bool:
    """``decimal`` is ``exact`` rounded to the digits it shows."""
    digits = len(decimal.split(".")[1]) if "." in decimal else 0
    return abs(Fraction(decimal) - exact) <= Fraction(1, 2 * 10 ** digits)


def test_every_exercise_has_a_computation():
    assert list(exercise_rows()) == list(EXERCISES)


@pytest.mark.parametrize("key", list(EXERCISES))
def test_exercise_answer(key):
    _, _, exact, decimal = exercise_rows()[key]
    value = EXERCISES[key]()
    assert Fraction(exact) == value, f"{key}: the guide says {exact}, the package {value}"
    assert close_to(decimal, value), f"{key}: {decimal} is not {float(value)} rounded"


def test_waiting_gain_quoted_for_p20():
    assert "lowers your total by 57/49 on average" in GUIDE
    assert waiting_gain(FIFTEEN) == Fraction(57, 49) == 15 - call_or_wait(FIFTEEN, 0).wait


def test_chance_of_being_strictly_lowest_table():
    hands = {7: SEVEN, 12: TWELVE, 15: FIFTEEN}
    rows = table_rows(section(GUIDE, "Exercises with answers").split("The chance of being strictly lowest, by", 1)[1])
    rows = [row for row in rows if len(row) == 5]
    assert [int(row[1]) for row in rows] == list(hands)
    for row in rows:
        hand = hands[int(row[1])]
        assert row[0] == " ".join(str(c)[0].replace("T", "10") + "♣♦♥♠"["cdhs".index(str(c)[1])] for c in hand)
        assert sum(VALUES[c] for c in hand) == int(row[1])
        for players, cell in zip((2, 3, 4), row[2:]):
            assert cell == f"{float(chance_lowest(hand, players)) * 100:.1f} %", (row[0], players)


def test_numbers_quoted_in_the_explanations():
    three = sum_distribution(value_counts(DECK), 3)
    sets = math.comb(52, 3)
    fifteen = {n: call_or_wait(FIFTEEN, chance_lowest(FIFTEEN, n)) for n in (2, 3)}
    after_peek, after_discards = counted_after_peek(), counted_after_discards()
    step8 = card_count(scene("counting_discards").states()[8].observation(1))
    swap_six, opponent_low = swap_six_mean(), opponent_at_most_seven()
    cheat_true, cheat_forgot = cheat_claim_chances()
    quoted = {
        f"There are {sets} sets of three cards": True,
        f"{three_cards_at_most(7) * sets} of them total 7 or less": True,
        f"{three_cards_at_most(12) * sets} total 12 or less": True,
        f"The most likely total is {max(three, key=three.get)}": True,
        f"{after_peek.tens} of the 50 other cards are worth 10": after_peek.unseen == 50,
        f"12 of 45.": (after_discards.tens, after_discards.unseen) == (12, 45),
        f"({step8.tens} of {step8.unseen})": True,
        f"16/52 = 4/13, average 340/52 = 85/13 ≈ {float(mean_value(DECK)):.2f}": chance(
            lambda c: c.value == 10, DECK) == Fraction(16, 52) and mean_value(DECK) * 52 == 340,
        f"{int(4 * sum(range(1, 11)))}/40 = {float(mean_value(c for c in DECK if not c.is_face))}": True,
        f"the M is worth {swap_six.numerator}/{swap_six.denominator} ≈ {float(swap_six):.2f}, the 49 cards not seen":
            swap_six > 6,
        f"only {opponent_low.numerator}/{opponent_low.denominator} ≈ {float(opponent_low) * 100:.2f} % of the time, "
        f"once in {round(1 / float(opponent_low))}": True,
        f"true with chance {cheat_true.numerator}/{cheat_true.denominator} ≈ {float(cheat_true):.3f}": True,
        f"gets {cheat_forgot.numerator}/{cheat_forgot.denominator} ≈ {float(cheat_forgot):.3f}": True,
        f"16/50 at the deal, 12/45 = {after_discards.chance_ten} at the end": Fraction(16, 50) == after_peek.chance_ten,
        f"{three_cards_at_most(7).numerator}/{three_cards_at_most(7).denominator} ≈ "
        f"{float(three_cards_at_most(7)) * 100:.1f} %": True,
        f"calling scores {float(fifteen[3].call):.2f} on average and waiting one more draw "
        f"{float(fifteen[3].wait):.2f}: wait": fifteen[3].better == "wait",
        f"({float(fifteen[2].chance) * 100:.1f} %) calling scores {float(fifteen[2].call):.2f}: call":
            fifteen[2].better == "call",
        f"(about {float(chance_lowest_with_total(7, 3)) * 100:.0f} %: once your own three cards are out": True,
        f"a face card about {float(chance(lambda c: c.is_face, DECK)) * 100:.0f} %": True,
        f"average hand about {float(3 * mean_value(DECK)):.1f}": True,
        f"about 1 in {round(1 / float(three_cards_at_most(12)))} at 12 or less": True,
        f"expect about {round(150 * float(three_cards_at_most(12)))} hands of 12 or less and only about "
        f"{round(150 * float(three_cards_at_most(7)))} of 7 or less": True,
    }
    flat = re.sub(r"\s+", " ", GUIDE)
    for text, holds in quoted.items():
        assert text in flat, f"the guide no longer says {text!r} (or the package changed)"
        assert holds, text
    # "about 1 hand in 73 at 7 or less", as lesson 07 says it (76/5525: once in 72.7)
    assert f"about 1 hand in {round(1 / float(three_cards_at_most(7)))} at 7 or less" in flat
    # P21 by hand: A-A-A, A-A-2, A-A-3, A-2-2 are the only ways to total 5 or less
    assert three_cards_at_most(5) * sets == 4 + 6 * 4 + 6 * 4 + 4 * 6


# --- links and rule IDs -----------------------------------------------------------------------------------------

LESSON_LINKS = sorted(set(re.findall(r"\]\((\d\d-[\w-]+\.ipynb)\)", GUIDE)))
README_LESSONS = re.findall(r"^\| \[.+?\]\((\d\d-[\w-]+\.ipynb)\) \|", (NOTEBOOKS / "README.md").read_text(), re.M)


def test_the_guide_links_every_lesson_of_the_course():
    assert README_LESSONS and LESSON_LINKS == sorted(README_LESSONS)


@pytest.mark.parametrize("name", LESSON_LINKS)
def test_lesson_link_points_to_a_notebook(name):
    assert (NOTEBOOKS / name).is_file(), f"the guide links {name}, which is not in notebooks/ (yet)"


def test_site_links():
    for link in ("[the rules](../rules/)", "[the student worksheet](../worksheet/)", "[the play page](../play/)",
                 "[Putting the site online](../hosting/)"):
        assert link in GUIDE
    assert not re.search(r"\]\((?!\.\./(rules|worksheet|play|hosting)/\))(?!\d\d-[\w-]+\.ipynb\))", GUIDE), \
        "an unexpected link"


def rule_ids() -> set[str]:
    items = re.findall(r"^\s*- ((?:R\d+(?:\.\d+)*)|S\d+) ", RULES, re.M)
    sections = re.findall(r"^## (R\d+) ", RULES, re.M)
    return set(items) | set(sections)


def cheat_rule_ids() -> set[str]:
    return set(re.findall(r"\b(C\d+\.\d+)\b", (ROOT / "docs" / "CHEAT.md").read_text()))


@pytest.mark.parametrize("text", [GUIDE, WORKSHEET], ids=["TEACHERS.md", "WORKSHEET.md"])
def test_cited_rule_ids_exist(text):
    cited = set(re.findall(r"\b(R\d+(?:\.\d+)*|S\d+)\b", text))
    assert cited - rule_ids() == set()
    assert set(re.findall(r"\b(C\d+(?:\.\d+)*)\b", text)) <= cheat_rule_ids()


def test_the_guide_cites_rules():
    assert len(set(re.findall(r"\*\*(R\d+(?:\.\d+)*)\*\*", GUIDE))) >= 30


# --- the worksheet and its answers ------------------------------------------------------------------------------

def worksheet_questions() -> list[int]:
    return [int(n) for n in re.findall(r"^\*\*(\d+)\.\*\*", WORKSHEET, re.M)]


def worksheet_answers() -> dict[int, list[str]]:
    return {int(row[0]): row for row in table_rows(section(GUIDE, "Worksheet answers"))}


def test_worksheet_fits_one_page():
    assert len([line for line in WORKSHEET.splitlines() if line.strip()]) <= 40
    assert all(len(line) <= 120 for line in WORKSHEET.splitlines())


def test_worksheet_questions_match_the_answers():
    questions = worksheet_questions()
    assert questions == list(range(1, len(questions) + 1)) and 8 <= len(questions) <= 12
    assert list(worksheet_answers()) == questions
    assert WORKSHEET.count("Answer:") == len(questions)
    for number, _, rules in worksheet_answers().values():
        assert rules and set(re.split(r",\s*", rules)) <= rule_ids(), number


def test_worksheet_shows_no_answers():
    for answer in ("85/13", "6.54", "5.5", "11/2", "4/15", "12/45", "0.27", "7 + 5"):
        assert answer not in WORKSHEET


def _flipped_first_draw() -> tuple[Card, Card]:
    """Two players draw and discard the whole stock (a King is played, R5.2); returns the first card discarded
    and the first card drawn once the stock is empty."""
    state = RoundState(2, arranged_deck(2, 0, stock=["7c", "2d", "Jh", "9s"]), 0)
    while state.stock:
        seat = state.turn
        state.apply(f"{seat} draw")
        state.apply(f"{seat} king" if str(state.held)[0] == "K" else f"{seat} discard")
    first_discard = state.discard[0]
    state.apply(f"{state.turn} draw")
    return first_discard, state.held


class _FinishedRound:
    """A finished round with the given round scores, to put a match at the scores of a question."""

    is_over = True

    def __init__(self, scores):
        self._scores = list(scores)

    def scores(self):
        return self._scores


def check_worksheet_answer(number: int, answer: str) -> None:
    if number == 1:  # R5.2, R5.5: the King cannot be discarded; a King on an extra draw leaves 3 owed
        table = RoundState(3, arranged_deck(3, stock=["Kd"]))
        table.apply("1 draw")
        assert not table.is_legal("1 discard") and answer.startswith("No")
        assert scene("king_on_king_draw").states()[4].owed == 3 and "3 draws" in answer
    elif number == 2:  # R6.1, R6.2: the first card discarded is drawn first
        first_discard, drawn = _flipped_first_draw()
        assert first_discard == drawn == Card.parse("7c") and "7♣" in answer
    elif number == 3:  # R5.4.1-R5.4.3: seat 0 looks at the card landing in its L; seat 2 does not look at its M
        end = scene("queen_swap").states()[4]
        assert end.observation(0).known[0] == end.hand(0)[0]  # seat 0 saw its new L
        assert end.observation(2).known[2 * 3 + 1] is None  # seat 2 has not seen its new M
        assert end.observation(0).known[2 * 3 + 1] == Card.parse("Ad")  # seat 0 knows it is its old L
        assert "your L" in answer and "does not look" in answer
    elif number == 4:  # R7.3: a Queen in a final turn may hit the caller
        states = scene("caller_hit_by_queen").states()
        assert states[3].caller == 1 and states[5].hand(1)[0] == Card.parse("Kc") and answer.startswith("Yes")
    elif number == 5:  # R8.2, R8.3: a taken Queen has no power and must be swapped in
        state = scene("take_from_discard").states()[3]
        assert state.refusal(Action.parse("2 queen L 1M")) and state.refusal(Action.parse("2 discard"))
        assert state.is_legal("2 swap M") and "plain 10" in answer
    elif number == 6:  # R11.4, R11.5: a round ends with 104, 83, 83: the match is over and the two 83s share
        match = Match(3)
        match.rounds.append(_FinishedRound([104, 83, 83]))
        assert match.over and match.winners == [1, 2]
        assert answer.startswith("Yes") and "83 share" in answer
    elif number == 7:  # R11.2: tied for lowest, the caller scores total + 5
        end = scene("tie_for_lowest").states()[-1]
        assert end.totals()[1] == end.totals()[0] == 7 and end.scores()[1] == 12 and answer.startswith("12")
    elif number == 8:
        assert mean_value(DECK) == Fraction(85, 13) and f"≈ {float(mean_value(DECK)):.2f}" in answer
        assert answer.startswith("85/13")
    elif number == 9:
        assert mean_value(c for c in DECK if not c.is_face) == Fraction(11, 2) and answer == "11/2 = 5.5"
    elif number == 10:
        count = counted_after_discards()
        assert (count.tens, count.unseen) == (12, 45) and count.chance_ten == Fraction(4, 15)
        assert answer == f"12/45 = 4/15 ≈ {float(count.chance_ten):.2f}"
    else:
        pytest.fail(f"no check for worksheet question {number}")


@pytest.mark.parametrize("number", range(1, 11))
def test_worksheet_answer(number):
    rows = worksheet_answers()
    assert number in rows
    check_worksheet_answer(number, rows[number][1])


# --- the course, the class plans and what the lessons say --------------------------------------------------------

NUMBER_WORDS = {10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen"}


def test_the_guide_counts_the_lessons():
    flat = re.sub(r"\s+", " ", GUIDE)
    assert f"is {NUMBER_WORDS[len(README_LESSONS)]} short lessons" in flat
    for n, word in NUMBER_WORDS.items():
        if n != len(README_LESSONS):
            assert not re.search(rf"\b{word} (short |interactive )?lessons\b", flat, re.I), word


def plan_rows(heading: str) -> list[tuple[int, int, str]]:
    """(from, to, what you do) for each row of a class plan's minute table."""
    rows = []
    for row in table_rows(section(GUIDE, heading)):
        start, end = (int(m) for m in re.fullmatch(r"(\d+)–(\d+)", row[0]).groups())
        rows.append((start, end, " ".join(row[1:])))
    return rows


@pytest.mark.parametrize("heading, minutes, buffer", [("A 20-minute introduction to the rules", 20, (2, 3)),
                                                      ("A 45-minute probability class", 45, (2, 4))])
def test_a_class_plan_adds_up_with_a_buffer(heading, minutes, buffer):
    rows = plan_rows(heading)
    assert rows[0][0] == 0 and rows[-1][1] == minutes
    for (_, end, _), (start, _, _) in zip(rows, rows[1:]):
        assert end == start, f"{heading}: a gap or an overlap at minute {end}"
    assert all(end > start for start, end, _ in rows)
    assert sum(end - start for start, end, _ in rows) == minutes
    buffers = [end - start for start, end, what in rows if what.startswith("**Buffer")]
    assert len(buffers) == 1 and buffer[0] <= buffers[0] <= buffer[1], f"{heading}: one buffer of {buffer} minutes"
    assert rows[-1][2].startswith(f"**Buffer ({buffers[0]} minutes).**"), "the buffer is the last row"


def test_the_introduction_ends_with_a_round_on_the_play_page():
    rows = plan_rows("A 20-minute introduction to the rules")
    play, buffer = rows[-2], rows[-1]
    assert buffer[2].startswith("**Buffer") and "keep playing" in buffer[2]  # the round goes on into the buffer
    assert play[2].startswith("**Play a round.**") and "Groups of three" in play[2] and "(../play/)" in play[2]
    assert "pass-and-play" in play[2] and "bots" in play[2] and play[1] - play[0] >= 5


def test_how_students_open_and_reset_a_lesson():
    flat = re.sub(r"\s+", " ", GUIDE)
    assert "**Start again** (↺) throws away the student's edits and answers and reloads the lesson as published" in flat
    # what is kept (page.js): answers, whether Check was pressed, the experiments' settings, the code's edits
    assert "A student's work is kept in that browser only, per lesson" in flat
    assert "the answers chosen or typed (and whether they pressed **Check**), the experiments' settings and the edits" in flat
    assert '"5 of 7 questions right"' in flat  # the bar's count, as lesson.progress of lite/site/i18n/en.json says it
    assert "then **▶ Run**, just below it, runs it again" in flat  # the light lesson page's (no key chord: a teacher
    # reads the guide aloud to a class on phones)
    assert "Another browser or another computer starts fresh" in flat and "**Start again** clears one lesson" in flat
    assert "clearing the site's data in the browser clears them all" in flat
    assert "The lesson runs by itself when it opens" in flat and "**Show code**" in flat
    assert "Portuguese, Spanish and French" in flat
    for menu in ("Run All", "Run >", "Run →", "JupyterLab", "run all their cells", "Run the cell"):
        assert menu not in flat, menu


def notebook_sections(name: str) -> dict[str, str]:
    """A lesson's text by ``## `` section (markdown and code), keyed by the heading's number or its words."""
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    sections, current = {}, ""
    for cell in cells:
        source = "".join(cell["source"])
        heading = re.match(r"^## (?:(\d+)\. )?(.*)", source)
        if cell["cell_type"] == "markdown" and heading:
            current = heading.group(1) or heading.group(2)
        sections[current] = sections.get(current, "") + source + "\n"
    return sections


def test_the_lesson_09_question_is_in_section_2_and_read_as_lesson_08_says():
    asked = question("09.bigger").prompt
    assert "13.1 ± 0.8" in asked and "12.4 ± 0.8" in asked and "same table" in asked
    assert 'Check("09.bigger")' in notebook_sections("09-strategy-lab.ipynb")["2"]
    row = [what for _, _, what in plan_rows("A 45-minute probability class") if "13.1 ± 0.8" in what]
    assert len(row) == 1 and "12.4 ± 0.8" in row[0]
    assert "[Lesson 09](09-strategy-lab.ipynb), section 2" in row[0]
    # lesson 08, section 7: overlapping intervals of two means do not mean "cannot tell"; compare deal by deal
    lesson08 = re.sub(r"\s+", " ", notebook_sections("08-probability-2.ipynb")["7"])
    assert "overlap. Does that mean you cannot tell?" in lesson08 and "compare them deal by deal" in lesson08
    assert "cannot tell" not in row[0].replace("cannot settle", "")
    assert "overlapping intervals do not mean \"no difference\" (lesson 08, section 7)" in row[0]
    assert "compare them deal by deal" in row[0] and "If it leaves out 0, B is better" in row[0]


def test_the_guide_quotes_the_lessons_own_numbers():
    """The numbers recomputed above are also the ones the lessons' questions give."""
    swap, low = swap_six_mean(), opponent_at_most_seven()
    truth, forgot = cheat_claim_chances()
    assert f"{swap.numerator}/{swap.denominator} ≈ {float(swap):.2f}" in question("07.swap-six").explanation
    assert (swap, low, truth, forgot) == (Fraction(331, 49), Fraction(311, 39151), Fraction(66, 703),
                                          Fraction(154, 703))
    assert f"{low.numerator}/{low.denominator} ≈ {float(low) * 100:.2f} %" in question("08.predict-seven").explanation
    assert f"once in {round(1 / float(low))}" in question("08.predict-seven").explanation
    assert f"{forgot.numerator}/{forgot.denominator}" in question("11.forgot-reveal").prompt
    assert f"{truth.numerator}/{truth.denominator}" in question("11.predict-two").explanation
