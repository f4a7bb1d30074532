"""Plain-word narration (crisp_core/crisp/narrate.py): every event kind is told, with real rule IDs, and a
seat's narration never names a card that seat did not see."""

from __future__ import annotations

import doctest
import random
import re
from pathlib import Path

import pytest

import crisp_core.crisp.narrate
from crisp_core import Card, Options, RoundState, shuffled_deck
from crisp_core.cards import card_name
from crisp_core.crisp.narrate import card_words, describe, narrate, rules_of, table_events
from crisp_core.scenes import scene
from crisp_core.scenes.core import SCENES

RULES = (Path(__file__).resolve().parent.parent / "docs" / "RULES.md").read_text()
RULE_IDS = set(re.findall(r"^\s*- ([RSN]\d+(?:\.\d+)*) ", RULES, re.M)) | set(re.findall(r"^## (R\d+) ", RULES, re.M))
KINDS = {"deal", "draw", "take", "swap", "discard", "jack", "queen", "king", "flip", "crisp", "pass", "timeout",
         "reveal"}
CARD_PICTURE = re.compile(r"(?:10|[A2-9JQK])[♣♦♥♠]")


def scene_events() -> list:
    """Every event of every core scene, as each seat saw it and as the whole table saw it."""
    events = []
    for s in SCENES:
        end = s.states()[-1]
        events += table_events(end)
        for seat in range(s.players):
            events += end.seen_events(seat)
    return events


def step_text(key: str, step: int, viewer: int | None = None) -> list[str]:
    """The narration of the events that step ``step`` of scene ``key`` added, as ``viewer`` saw them
    (the whole table if None)."""
    states = scene(key).states()
    log = table_events(states[step]) if viewer is None else states[step].seen_events(viewer)
    return [narrate(e) for e in log[len(states[step - 1].events) if step else 0:]]


def random_round(seed: int) -> RoundState:
    """A round played with random legal actions, with the options varied by seed."""
    rng = random.Random(seed)
    options = Options(draw_from_discard=seed % 2 == 0, draw_timer=30 if seed % 3 == 0 else None)
    state = RoundState(2 + seed % 4, shuffled_deck(rng), seed % 2, options)
    for _ in range(400):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_worked_examples():
    result = doctest.testmod(crisp_core.crisp.narrate)
    assert result.attempted > 0 and result.failed == 0


def test_card_words_draw_cards_with_suit_symbols():
    assert [card_words(Card.parse(c)) for c in ("Td", "Ah", "Qs", "7c")] == ["10♦", "A♥", "Q♠", "7♣"]
    assert card_words(None) == "a card you have not seen"


def test_every_event_kind_is_told_with_real_rules():
    events = scene_events()
    assert {e.kind for e in events} == KINDS
    for event in events:
        sentence = describe(event)
        assert sentence[0].isupper() and sentence.endswith("."), sentence
        assert rules_of(event) and set(rules_of(event)) <= RULE_IDS, (event, rules_of(event))
        assert narrate(event) == f"{sentence} ({', '.join(rules_of(event))})"


@pytest.mark.parametrize("key, step, viewer, expected", [
    ("first_turn", 1, 1, ["Seat 2 draws from the stock and looks at the card: 3♦. (R3.2)"]),
    ("first_turn", 1, 2, ["Seat 2 draws a card from the stock; only seat 2 sees it. (R3.2)"]),
    ("first_turn", 2, 0, ["Seat 2 swaps the drawn card into their M; the 9♣ that was there goes face up to the "
                          "discard. (R4.1)"]),
    ("first_turn", 3, 0, ["Seat 2 does not call crisp. (S1)"]),
    ("drawn_face_cards", 2, None, ["Seat 2 discards the J♠ face up without using it. (R4.2, R5.1)"]),
    ("jack_peek", 2, 0, ["Seat 2 plays the J♣ and looks once at their own M; only seat 2 sees it. (R5.3)"]),
    ("jack_peek", 2, 1, ["Seat 2 plays the J♣ and looks once at their own M: 2♦. (R5.3)"]),
    ("queen_swap", 4, 0, ["Seat 3 plays the Q♦: their M and seat 1's L change places; seat 1 looks at the card "
                          "they receive, seat 3 does not (it lands in their M); you receive the 8♦ in your L. "
                          "(R5.4, R5.4.1, R5.4.2, R5.4.3)"]),
    ("queen_swap", 2, None, ["Seat 2 plays the Q♥: their L and seat 3's R change places, so seat 2 gets the 2♣ and "
                             "seat 3 the 9♠; each looks at the card they receive. (R5.4, R5.4.1, R5.4.2, R5.4.3)"]),
    ("king_chain", 2, 2, ["Seat 2 plays the K♠: it goes to the discard and seat 2 owes two more draws. (R5.5)"]),
    ("take_from_discard", 3, 0, ["Seat 3 takes the Q♠ from the top of the discard pile; it is a plain 10 here, "
                                 "with no power, and must go into their hand. (R8.1, R8.2, R8.3)"]),
    ("late_call", 4, 0, ["Seat 2 calls crisp late, after the next player's first draw: that turn counts as the "
                         "first final turn. (R7.2, R7.3)"]),
    ("timeout_with_king", 2, 0, ["Seat 2's time runs out: the drawn K♠ is discarded unused, so it gives no extra "
                                 "draws; the turn ends with no crisp call. (R9.2, R9.4)"]),
    ("timeout_owed_draws", 3, None, ["Seat 2's time runs out: the top card of the stock, the 6♦, is drawn and "
                                     "discarded for them; the draw still owed is lost; the turn ends with no crisp "
                                     "call. (R9.1, R9.3, R9.4, S2)"]),
    ("timeout_owed_draws", 3, 2, ["Seat 2's time runs out: the top card of the stock, the 6♦, is drawn and "
                                  "discarded for them; the turn ends with no crisp call. (R9.1, R9.4)"]),
    ("tie_for_lowest", 7, None, ["Seat 1 discards the J♣ face up without using it. (R4.2, R5.1)",
                                 "The round is over and all cards are revealed: seat 1 3♠ 2♦ 2♥ = 7, seat 2 2♣ A♠ "
                                 "4♥ = 7, seat 3 8♠ 6♣ 10♦ = 24; seat 2 called crisp but is not strictly lowest: "
                                 "7 + 5 = 12. (R7.5, R11.1, R11.2)"]),
])
def test_sentences(key, step, viewer, expected):
    assert step_text(key, step, viewer) == expected


def test_the_flip_and_the_public_draw_after_it():
    states = scene("empty_stock_flip").states()
    at = next(i for i, st in enumerate(states) if any(e.kind == "flip" for e in table_events(st)))
    flip, draw = table_events(states[at])[-2:]
    assert describe(flip) == ("The stock is empty: the discard pile (46 cards) is turned over, unshuffled, as the "
                              "new stock, its oldest card on top.")
    assert rules_of(draw) == ("R3.2", "R6.2") and "everyone knew" in describe(draw)


def test_the_whole_table_view_shows_every_card_one_event_per_event():
    end = scene("queen_swap").states()[-1]
    table = table_events(end)
    assert len(table) == len(end.events) and [e.kind for e in table] == [e.kind for e in end.seen_events(0)]
    assert None not in {c for e in table for c in e.cards}
    assert table[0].cards == tuple(end.events[0][2])  # the deal: every hand
    assert "seat 2 9♠ 5♦ 3♥, seat 3 6♣ 8♦ 2♣, seat 1 A♦ 7♥ 4♠" in describe(table[0])


@pytest.mark.parametrize("seed", range(40))
def test_a_seat_is_never_told_a_card_it_did_not_see(seed):
    state = random_round(seed)
    for viewer in range(state.players):
        for event in state.seen_events(viewer):
            named = set(CARD_PICTURE.findall(narrate(event)))
            assert named <= {card_name(c) for c in event.seen}, (viewer, event, narrate(event))
    for event in table_events(state):  # and the whole table's narration only names cards of the event
        assert set(CARD_PICTURE.findall(narrate(event))) <= {card_name(c) for c in event.seen}


@pytest.mark.parametrize("seed", [33, 45, 114, 132, 156, 258])  # rounds where a timeout loses a draw
def test_the_draws_a_timeout_loses_are_the_engines(seed):
    played = random_round(seed)
    replay, lost = RoundState(played.players, played.deck, played.dealer, played.options), []
    for action in played.history:
        if action.name == "timeout":  # R9.1's draw uses one owed draw; R9.3 loses the rest
            lost.append(replay.owed - (replay.held is None))
        replay.apply(action)
    assert [e.info[1] for e in table_events(played) if e.kind == "timeout"] == lost and any(lost)


def test_random_rounds_reach_every_kind():
    kinds = {e.kind for seed in range(40) for e in table_events(random_round(seed))}
    assert kinds >= KINDS - {"flip"}  # a flip needs a long round; the scene shows it


def test_names_are_plain_text_used_as_given():
    names = ["<b>Ann</b>", "Bo & Co", "cy"]
    texts = [narrate(e, names) for e in table_events(scene("queen_swap").states()[-1])]
    assert texts[0].startswith("<b>Ann</b> deals")
    assert any(t.startswith("Bo & Co plays the Q♥: their L and cy's R") for t in texts)
    assert not any("&lt;" in t or "&amp;" in t or "Seat" in t for t in texts)
    assert any(t.startswith("cy draws") for t in texts)  # a name is never capitalised
