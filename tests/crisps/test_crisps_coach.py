"""The play page's coach for Crisps (crisp_core.crisps.web.CrispsTable.coach): every list and number it shows
equals a direct recomputation from the engine, and it tells only what its seat knows (CRISPS.md K8)."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction

import pytest

from crisp_core.cards import NAMES
from crisp_core.crisps.actions import PASS, PLAY, Action
from crisp_core.crisps.bots import REASONS, CountingBot, plays_to_empty, rank_counts
from crisp_core.crisps.combos import classify
from crisp_core.crisps.deck import DECK_MASKS, cards_of
from crisp_core.crisps.legal import legal_plays
from crisp_core.crisps.web import CrispsTable, coach_report


def coach(table: CrispsTable, seat: int) -> dict:
    return json.loads(table.coach(seat))


def other_pool(table: CrispsTable, seat: int) -> int:
    """What the other player may hold as ``seat`` knows it, from the round's state (K8.1-K8.3): the deck minus
    ``seat``'s hand, the cards played and the face-up card."""
    rnd = table.round
    pool = DECK_MASKS[rnd.options.special_runs] & ~rnd.hands[seat] & ~rnd.played
    return pool & ~(1 << rnd.faceup) if rnd.faceup >= 0 else pool


def union_of_beats(pool: int, mask: int, seat: int, special_runs: bool) -> list[str]:
    """The cards of every play of the hand ``pool`` that follows ``mask``: the engine's own list (K5)."""
    cards = 0
    for action in legal_plays(1 - seat, pool, classify(mask), special_runs):
        cards |= action.mask
    return [NAMES[c] for c in cards_of(cards)]


def check(table: CrispsTable, seat: int) -> dict:
    """The coach's report for ``seat`` against the engine; the report."""
    rnd = table.round
    data = coach(table, seat)
    special_runs = rnd.options.special_runs
    assert data["seat"] == seat and data["game"] == "crisps"
    assert data["plan"] == plays_to_empty(rank_counts(rnd.hands[seat], special_runs), special_runs)
    assert data["other"] == rnd.hands[1 - seat].bit_count()
    held = rnd.faceups_held[1 - seat].bit_count()
    assert data["unseen"] == other_pool(table, seat).bit_count() - held
    pool = other_pool(table, seat)
    assert rnd.hands[1 - seat] & ~pool == 0  # the other hand is among the cards it may hold (K8)
    if data["phase"] == "play" and rnd.last is not None:
        assert data["last"]["cards"] == [NAMES[c] for c in rnd.history[-1].cards]
    else:
        assert data["last"] is None
    asked = table.waiting() == seat
    assert data["asked"] == asked
    if not asked:
        assert data["plays"] == [] and data["advice"] is None
        return data
    legal = rnd.legal_actions(seat)
    plays = [a for a in legal if a.kind == PLAY]
    assert [p["text"] for p in data["plays"]] == [str(a) for a in plays]
    assert data["pass"] == any(a.kind == PASS for a in legal)
    for shown, action in zip(data["plays"], plays):
        assert shown["safe"] == (not legal_plays(1 - seat, pool, classify(action.mask), special_runs))
    bot = CountingBot()
    decision = bot.decide(rnd.observation(seat), legal)
    assert data["advice"]["text"] == str(bot.choose(rnd.observation(seat), legal, random.Random(0)))
    assert data["advice"]["reason"] == decision.reason in REASONS
    assert (data["advice"]["now"], data["advice"]["after"]) == (decision.now, decision.after)
    assert decision.now == data["plan"]
    if data["advice"]["verb"] == "play":
        mask = Action.parse(data["advice"]["text"]).mask
        assert data["advice"]["beaters"] == union_of_beats(pool, mask, seat, special_runs)
    else:
        assert data["advice"]["reason"] in ("longer", "keep", "none", "faceup", "blind")
        assert (data["advice"]["reason"] == "none") == (data["phase"] == "play" and not plays)
    if data["phase"] == "choose":
        hand = rnd.hands[seat]
        plan = lambda mask: plays_to_empty(rank_counts(mask, special_runs), special_runs)  # noqa: E731
        unknown = cards_of(pool & ~rnd.faceups_held[1 - seat])
        assert data["choice"]["with_faceup"] == plan(hand | 1 << rnd.faceup)
        assert data["choice"]["blind_mean"] == float(Fraction(sum(plan(hand | 1 << c) for c in unknown), len(unknown)))
    return data


@pytest.mark.parametrize("seed, options", [(1, {}), (4, {"special_runs": True}), (7, {"no_faceup": True})])
def test_the_coachs_lists_and_numbers_equal_the_engines_through_whole_games(seed, options):
    table = CrispsTable(["human", "counting"], ["Ana", "Ben"], seed=seed, **options)
    reasons: Counter = Counter()
    for _ in range(3000):
        if table.match.over:
            break
        if table.round.is_over:
            assert coach(table, 0)["phase"] == "over" and not coach(table, 0)["asked"]
            table.start_next_round()
        elif table.can_step():
            check(table, 0)  # the bot's turn: the person's coach gives no advice
            table.step()
        else:
            data = check(table, 0)
            reasons[data["advice"]["reason"]] += 1
            reasons["safe plays"] += sum(p["safe"] for p in data["plays"])
            table.play(data["advice"]["text"])  # the coach's advice is always a legal move
    assert table.match.over
    assert "lead" in reasons and reasons["safe plays"] and len(reasons) >= 4, reasons
    assert ("faceup" in reasons or "blind" in reasons) != bool(options.get("no_faceup"))  # K6.1, K6.3


def test_the_coach_tells_only_what_its_seat_knows():
    """Two rounds that look the same to seat 0 (K8) — the other hand and the blind deck swapped around — get the
    same coach's report."""
    table = CrispsTable(["human", "counting"], ["Ana", "Ben"], seed=5)
    rnd = table.round
    seat = rnd.turn
    obs = rnd.observation(seat)
    other = rnd.clone()
    hidden = list(cards_of(other.hands[1 - seat]))[:3]
    blind = other.blind[:3]
    for a, b in zip(hidden, blind):  # swap 3 cards of the other hand with 3 blind cards
        other.hands[1 - seat] = other.hands[1 - seat] & ~(1 << a) | 1 << b
        other.blind[other.blind.index(b)] = a
    assert other.hands[1 - seat] != rnd.hands[1 - seat] and other.observation(seat) == obs
    report = coach_report(obs, True)
    assert report["asked"] and report["advice"] and coach_report(other.observation(seat), True) == report


def test_the_coach_is_for_a_seat_of_the_table_and_off_the_turn_says_nothing_to_do():
    table = CrispsTable(["counting", "human"], ["Ana", "Ben"], seed=1)
    with pytest.raises(ValueError):
        table.coach(2)
    data = coach(table, 1)
    assert data["plays"] == [] and data["advice"] is None and data["plan"] >= 1
