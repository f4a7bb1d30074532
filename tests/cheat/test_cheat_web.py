"""Cheat at the play page's table (crisp_core.cheat.web): people and bots, the challenge window on a fake
clock (C4.1, C4.4), the answers to a last play (C5.1), what each seat's view may show (C6), the log in four
languages, records."""

from __future__ import annotations

import copy
import json
import re

import pytest

import crisp_core
from crisp_core.cards import Card
from crisp_core.cheat.cardsets import cards_of
from crisp_core.cheat.events import EV_DOUBT, EV_PLAY
from crisp_core.cheat.web import CheatTable
from crisp_core.errors import IllegalAction

from fake_clock import FakeClock

CARD = re.compile(r"^(?:10|[2-9TJQKA])[cdhs]$")
SYMBOL = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
SUIT_OF = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
NEVER = 99.0  # a reaction slower than any window: the bot's call is never heard
WINDOW = 6.0  # the challenge window unless the table chooses another (T1: 6 s since December 2026, 4 s before)


def make(seats, seed=1, **more) -> tuple[CheatTable, FakeClock]:
    clock = FakeClock()
    names = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"][:len(seats)]
    return CheatTable(list(seats), names, seed=seed, clock=clock, **more), clock


def view(table: CheatTable, viewer: int | None = None) -> dict:
    return json.loads(table.page_view(viewer))


def advance_until(table: CheatTable, clock: FakeClock, done, limit: int = 5000) -> None:
    """Let the bots and the table move, the clock following ready_in(), until ``done()``."""
    for _ in range(limit):
        if done():
            return
        assert table.can_step()
        clock.advance(table.ready_in())
        table.step()
    raise AssertionError("not reached")


def own_card(table: CheatTable, seat: int, k: int = 1) -> str:
    return f"{seat} play " + " ".join(str(c) for c in table.game.hand(seat)[:k])


def person_moves(table: CheatTable) -> None:
    """The person asked plays their lowest card, or accepts a last play: never a call."""
    seat = table.waiting()
    table.play(f"{seat} accept" if table.game.phase_name == "answer" else own_card(table, seat))


def state(table: CheatTable) -> tuple:
    game = table.game
    return list(game.events), list(game.hands), list(table.log.lines), copy.deepcopy(table._window), table._notice


def log_cards(line: str) -> set[Card]:
    return {Card.parse(("T" if r == "10" else r) + SUIT_OF[s]) for r, s in SYMBOL.findall(line)}


def json_cards(data) -> set[Card]:
    """Every card (N1 text) anywhere in a JSON value."""
    if isinstance(data, dict):
        return set().union(*map(json_cards, data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*map(json_cards, data)) if data else set()
    return {Card.parse(data)} if isinstance(data, str) and CARD.match(data) else set()


# ----------------------------------------------------------------------------- setting up


@pytest.mark.parametrize("seats, more", [
    (["human", "random"], {}),                       # C1.1: 3 to 6
    (["random"] * 7, {}),
    (["human", "random", "expert"], {}),             # not a Cheat bot
    ("human random random", {}),
    (["human", "random", "random"], {"window": 5}),  # 3, 4, 6 or 10 s (T1)
    (["human", "random", "random"], {"window": True}),
    (["human", "random", "random"], {"lang": "de"}),
    (["human", "random", "random"], {"seed": "x"}),
    (["human", "random", "random"], {"clock": 3}),
])
def test_bad_constructor_input_is_refused_with_a_short_ValueError(seats, more):
    with pytest.raises(ValueError) as info:
        CheatTable(seats, [], **more)
    assert len(str(info.value)) < 120


def test_names_are_cleaned_and_defaulted():
    table = CheatTable(["human", "random", "counting"], ["  Ana \n Maria ", "", "x" * 50], seed=1)
    assert table.names == ["Ana Maria", "Ben", "x" * 32]
    for window in (3, 4, 6, 10):
        assert CheatTable(["human"] * 6, None, window=window).window == window


def test_a_table_starts_with_the_deal_and_the_first_player_to_claim_aces():
    table, _ = make(["human", "human", "human", "human"], seed=3)
    data = view(table)
    game = table.game
    assert data["game"] == "cheat" and data["number"] == 1 and data["phase"] == "play" and data["rank"] == "A"
    assert data["turn"] == game.turn == (game.dealer + 1) % 4 == data["waiting"] == data["viewer"]  # C3.1
    assert data["moves"] == {"play": True, "doubters": [], "accept": None}
    assert [s["count"] for s in data["seats"]] == [13] * 4 and data["pile"] == 0
    assert [s["hand"] is None for s in data["seats"]] == [s != game.turn for s in range(4)]
    assert data["log"][0] == "— Game 1 —" and "(C2.2, C3.1)" in data["log"][1]
    assert data["clock"] == {"window": None, "next": None} and data["result"] is None


# ----------------------------------------------------------------------------- the window (C4.1, C4.4)


def window_after_bot_play(seed: int, reaction: float) -> tuple[CheatTable, FakeClock]:
    """Seat 0 a person, the others bots calling ``reaction`` seconds after a play: the moment a bot's play
    opens the window."""
    table, clock = make(["human", "random", "random", "random"], seed=seed, reaction=lambda s, d: reaction)
    advance_until(table, clock, lambda: table._window is not None and table._window.declarer != 0)
    return table, clock


def test_a_persons_call_within_the_window_is_applied_after_the_same_moment():
    table, clock = window_after_bot_play(seed=2, reaction=3.5)
    declarer = table.game.last
    data = view(table, 0)
    assert data["moves"]["doubters"] == [0] and data["clock"]["window"] == {"declarer": declarer, "left": WINDOW,
                                                                            "total": WINDOW}
    assert data["last_claim"]["seat"] == declarer and data["revealed"] is None
    clock.advance(1.0)
    table.play("0 doubt")
    data = view(table, 0)
    assert data["log"][-1] == "Ana calls Cheat!" and data["moves"]["doubters"] == []
    assert data["clock"]["next"] == 0.25 and table.game.challenges == 0  # heard, not settled yet (C4.4)
    clock.advance(0.25)
    assert table.poll()
    last = table.game.events[-1]
    assert last[0] == EV_DOUBT and last[1] == 0 and last[2] == declarer
    data = view(table, 0)
    assert data["revealed"]["challenger"] == 0 and data["revealed"]["declarer"] == declarer
    assert data["clock"] == {"window": None, "next": None} and data["last_claim"] is None
    assert "(C4.2)" in data["log"][-1]


def test_a_call_after_the_window_closed_is_refused_C4_1():
    table, clock = window_after_bot_play(seed=2, reaction=NEVER)
    clock.advance(WINDOW - 0.001)
    assert not table.poll()
    clock.advance(0.001)
    assert table.poll() and table._window is None  # time is up: nobody challenged
    before = state(table)
    with pytest.raises(IllegalAction) as info:
        table.play("0 doubt")
    assert info.value.rule == "C4.1" and "too late" in str(info.value)
    assert state(table) == before


def test_a_call_made_in_the_last_moment_of_the_window_counts():
    table, clock = window_after_bot_play(seed=2, reaction=NEVER)
    clock.advance(WINDOW - 0.01)
    table.play("0 doubt")
    clock.advance(0.25)  # the window's time is up meanwhile, but the call was made in time
    assert table.poll() and table.game.events[-1][0] == EV_DOUBT and table.game.events[-1][1] == 0


def test_two_bots_calling_at_the_same_moment_the_first_clockwise_from_the_declarer_has_priority():
    """The bots further clockwise react faster, so the later clockwise are heard first: C4.4 overrides."""
    planned: list[tuple[int, int, int]] = []  # (play index, seat, declarer) of every call a bot will make
    holder: list[CheatTable] = []

    def reaction(seat: int, declarer: int) -> float:
        planned.append((len(holder[0].game.events) - 1, seat, declarer))
        return 1.0 - 0.1 * ((seat - declarer) % 5)

    overridden = 0
    for seed in range(6):
        clock = FakeClock()
        table = CheatTable(["random"] * 5, [], seed=seed, clock=clock, reaction=reaction)
        holder[:] = [table]
        planned.clear()
        advance_until(table, clock, lambda: table.game.is_over)
        events = table.game.events
        for index, event in enumerate(events):
            callers = [(s, d) for i, s, d in planned if i == index]
            if event[0] != EV_PLAY or not callers:
                continue
            assert events[index + 1][0] == EV_DOUBT  # a call heard in the window always counts
            declarer = callers[0][1]
            times = {s: 1.0 - 0.1 * ((s - declarer) % 5) for s, _ in callers}
            first = min(times.values())
            same_moment = [s for s, t in times.items() if t <= first + 0.25 + 1e-9]
            expected = min(same_moment, key=lambda s: (s - declarer) % 5)
            assert events[index + 1][1] == expected
            if expected != min(times, key=times.get):
                overridden += 1
                assert any("(C4.4)" in line and line.startswith(table.names[min(times, key=times.get)])
                           for line in table.log.lines)
    assert overridden >= 3


def test_two_people_calling_in_the_wrong_order_priority_still_goes_clockwise():
    table, clock = make(["human", "human", "human", "human"], seed=5)
    declarer = table.game.turn
    table.play(own_card(table, declarer))
    near, far = (declarer + 1) % 4, (declarer + 3) % 4
    assert sorted(view(table)["moves"]["doubters"]) == sorted({0, 1, 2, 3} - {declarer})
    clock.advance(0.5)
    table.play(f"{far} doubt")  # heard first
    clock.advance(0.2)
    table.play(f"{near} doubt")  # 0.2 s later: the same moment
    assert table.game.challenges == 0 and view(table)["waiting"] is None  # being settled: nobody plays now
    with pytest.raises(IllegalAction) as info:
        table.play(own_card(table, near))
    assert info.value.rule == "C4.4"
    clock.advance(0.05)
    assert table.poll()
    doubt = table.game.events[-1]
    assert doubt[0] == EV_DOUBT and doubt[1] == near
    data = view(table, far)
    assert "(C4.4)" in data["notice"] and data["notice"].startswith(table.names[far])
    assert any("(C4.4)" in line for line in data["log"])
    table.set_language("fr")
    assert "(C4.4)" in view(table)["notice"] and "même instant" in view(table)["notice"]


def test_a_second_call_by_the_same_person_and_a_call_on_ones_own_play_are_refused():
    table, clock = make(["human", "human", "human"], seed=5)
    declarer = table.game.turn
    table.play(own_card(table, declarer))
    with pytest.raises(IllegalAction, match="C4.1"):
        table.play(f"{declarer} doubt")
    other = (declarer + 1) % 3
    table.play(f"{other} doubt")
    with pytest.raises(IllegalAction, match="already called"):
        table.play(f"{other} doubt")


def test_the_window_closes_at_once_exactly_when_every_bot_declines():
    seen = set()
    for seed in range(40):
        table, clock = make(["human", "random", "random", "random"], seed=seed)
        advance_until(table, clock, lambda: table.waiting() == 0)
        table.play(own_card(table, 0, 2))
        closed_at_once = view(table)["clock"]["window"] is None
        seen.add(closed_at_once)
        if closed_at_once:
            assert table.can_step() and table.ready_in() == 0  # the next bot plays at once
            assert table.step() and table.game.events[-1][0] == EV_PLAY and table.game.events[-1][1] == 1
        else:  # a bot will call within its reaction time, and its call counts
            assert 0.4 <= table.ready_in() <= 1.4
            clock.advance(table.ready_in())
            assert table.poll() and table.log.lines[-1].endswith("calls Cheat!")
            advance_until(table, clock, lambda: table.game.events[-1][0] == EV_DOUBT, limit=5)
        if seen == {True, False}:
            return
    pytest.fail(f"only {seen} in 40 seeds")


def test_the_next_players_play_closes_the_window_and_a_bot_waits_for_it():
    # seat 1 a bot between two people: after seat 0's play it waits for seat 2's window to close (C4.1)
    for seed in range(30):
        table, clock = make(["human", "random", "human"], seed=seed, reaction=lambda s, d: NEVER)
        if table.game.turn == 0:
            break
    table.play(own_card(table, 0))
    assert table.can_step() and table.ready_in() == WINDOW and not table.step()
    clock.advance(WINDOW - 0.1)
    assert not table.step() and view(table, 2)["moves"]["doubters"] == [2]
    clock.advance(0.1)
    assert table.step() and table._window is None  # the window closes first
    assert table.step() and table.game.events[-1][:2] == (EV_PLAY, 1)  # then the bot plays
    # now seat 2 is next and plays while the window on seat 1's play is open: nobody challenged
    assert view(table)["waiting"] == 2 and view(table, 0)["moves"]["doubters"] == [0, 2]
    clock.advance(1.0)
    table.play(own_card(table, 2))
    assert table._window.declarer == 2 and table.game.challenges == 0 and table.game.events[-2][1] == 1


# ----------------------------------------------------------------------------- the last cards (C5.1)


def play_to_an_empty_hand(seed: int) -> CheatTable:
    """Three people who play four cards a turn and never call, until a hand is empty."""
    table, clock = make(["human", "human", "human"], seed=seed)
    while table.game.phase_name == "play":
        turn = table.game.turn
        clock.advance(0.5)
        table.play(own_card(table, turn, 4))
    return table


def test_a_play_that_empties_a_hand_is_answered_seat_by_seat():
    for seed in range(20):
        table = play_to_an_empty_hand(seed)
        game = table.game
        declarer, asked = game.last, game.asked
        assert asked == (declarer + 1) % 3
        data = view(table)
        assert data["phase"] == "answer" and data["waiting"] == asked == data["viewer"]
        assert data["moves"] == {"play": False, "doubters": [asked], "accept": asked}
        assert data["clock"]["window"] is None and data["last_claim"]["seat"] == declarer
        assert "(C5.1)" in data["log"][-1]
        later = (asked + 1) % 3
        with pytest.raises(IllegalAction, match="C5.1"):
            table.play(f"{later} doubt")  # out of order: not real time here
        table.play(f"{asked} accept")
        assert view(table)["moves"] == {"play": False, "doubters": [later], "accept": later}
        table.play(f"{later} doubt")
        data = view(table)
        bluff = data["revealed"]["bluff"]
        assert data["revealed"]["challenger"] == later
        if bluff:  # C5.2: the declarer takes the pile and play goes on
            assert data["phase"] == "play" and data["result"] is None and data["seats"][declarer]["count"] > 0
        else:
            assert data["phase"] == "over" and data["result"] == {"winner": declarer, "name": table.names[declarer]}
            assert data["wins"][declarer] == 1 and data["log"][-1].endswith("(C5.2)")
            dealer = game.dealer
            table.start_next_round()
            assert table.game.dealer == (dealer + 1) % 3 and view(table)["number"] == 2  # C2.1
            return
    pytest.fail("no true last play in 20 seeds")


# ----------------------------------------------------------------------------- whole games, records, views


def test_an_all_bot_match_plays_games_to_their_winners_and_its_record_replays():
    table, clock = make(["counting", "random", "counting", "random", "random"], seed=7)
    for number in (1, 2):
        with pytest.raises(IllegalAction, match="C5.3"):
            table.start_next_round()
        advance_until(table, clock, lambda: table.game.is_over)
        assert not table.can_step() and not table.step()
        data = view(table)
        assert data["result"]["winner"] == table.game.winner and data["number"] == number
        assert data["log"][-1] == f"{table.names[table.game.winner]} wins game {number}! (C5.2)"
        table.start_next_round()
    clock.advance(0.5)
    table.step()  # the third game, begun
    record = json.loads(table.record_text())
    assert record["format"] == "cheat/1" and len(record["games"]) == 3
    assert crisp_core.replay(record) == table.match.result()
    assert sum(view(table)["wins"]) == 2


def test_the_same_seed_clock_and_moves_give_the_same_match():
    def run() -> tuple[str, list[str]]:
        table, clock = make(["random", "counting", "random"], seed=11)
        advance_until(table, clock, lambda: table.game.is_over)
        return table.record_text(), table.log.lines
    assert run() == run()


def test_no_view_shows_a_card_its_seat_has_not_seen_and_the_log_names_only_turned_up_cards():
    checked = 0
    for seed, seats in enumerate([["random", "counting", "random"], ["counting"] * 4,
                                  ["random", "human", "counting", "random", "counting", "random"]]):
        table, clock = make(seats, seed=seed, reaction=None)
        told = 0
        for _ in range(1000):
            game = table.game
            for viewer in range(game.players):
                data = view(table, viewer)
                seen = game.observation(viewer).seen_cards()
                assert json_cards({k: v for k, v in data.items() if k != "log"}) <= seen
                assert data["seats"][viewer]["hand"] == [str(c) for c in game.hand(viewer)]
                checked += 1
            turned_up = {c for e in game.events if e[0] == EV_DOUBT for c in cards_of(e[3])}  # C4.2
            for line in table.log.lines[told:]:
                assert log_cards(line) <= turned_up, line
            told = len(table.log.lines)
            if game.is_over:
                if len(table.match.games) == 3:
                    break
                table.start_next_round()
            elif table.waiting() is not None:
                person_moves(table)
            else:
                clock.advance(table.ready_in())
                table.step()
    assert checked > 1000


def test_the_log_is_told_again_in_every_language():
    table, clock = make(["random", "counting", "random", "counting"], seed=3)
    advance_until(table, clock, lambda: table.game.is_over)
    english = list(table.log.lines)
    words = {"pt": ("Partida 1", "Duvido!", "pilha"), "es": ("Partida 1", "¡Mentira!", "montón"),
             "fr": ("Partie 1", "Menteur !", "tas")}
    for lang, (game, call, pile) in words.items():
        table.set_language(lang)
        data = view(table)
        assert data["log_length"] == len(english) and data["log"] != english
        text = "\n".join(data["log"])
        assert game in text and call in text and pile in text
        assert not re.search(r"\b(the|puts|calls|claims|takes|wins|accepts)\b", text), lang
    table.set_language("en")
    assert table.log.lines == english
    with pytest.raises(ValueError):
        table.set_language("de")


def test_bad_moves_are_refused_naming_the_rule_and_nothing_changes():
    table, clock = make(["human", "random", "human", "counting"], seed=4)
    advance_until(table, clock, lambda: table.waiting() is not None)
    seat = table.waiting()
    hand = [str(c) for c in table.game.hand(seat)]
    missing = next(str(c) for c in crisp_core.CARDS if str(c) not in hand)
    other = 2 - seat
    cases = {"nonsense": "N2", f"{seat} play": "C3.2", f"{seat} play Zz": "N1", "1 play Ac": "N2",
             f"{seat} play {missing}": "C3.2", f"{seat} play " + " ".join(hand[:5]): "C3.2",
             f"{other} play {hand[0]}": "C3.4" if table.game.plays else "C3.1", f"{seat} accept": "C5.1",
             "9 doubt": "N2", "x" * 10_000: "N2"}
    for text, rule in cases.items():
        before = state(table)
        with pytest.raises(IllegalAction) as info:
            table.play(text)
        assert info.value.rule == rule, (text, info.value)
        assert len(str(info.value)) < 250 and state(table) == before
    table.set_assist(True)
    table.set_coach(True)
    before = state(table)
    assert json.loads(table.coach())["seat"] == table.viewer and state(table) == before  # the coach changes nothing
    with pytest.raises(ValueError):
        table.coach(9)
