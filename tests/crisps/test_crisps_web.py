"""Crisps at the play page's table (crisp_core.crisps.web): people and bots turn by turn, the table's pass
(K7.3), what each seat's view may show (K8), the log in four languages, records."""

from __future__ import annotations

import json
import re

import pytest

import crisp_core
from crisp_core.cards import Card
from crisp_core.crisps.actions import Action
from crisp_core.crisps.combos import KIND_NAMES, classify
from crisp_core.crisps.web import CrispsTable
from crisp_core.errors import IllegalAction

CARD = re.compile(r"^(?:10|[2-9TJQKA])[cdhs]$")
SYMBOL = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
SUIT_OF = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}


def make(seats=("human", "counting"), seed=1, **more) -> CrispsTable:
    return CrispsTable(list(seats), ["Ana", "Ben"], seed=seed, **more)


def view(table: CrispsTable, viewer: int | None = None) -> dict:
    return json.loads(table.page_view(viewer))


def run(table: CrispsTable, person=lambda data: data["moves"][0]["text"], rounds: int = 99) -> None:
    """Play on: the bots and the table step, each person plays ``person(view)``; next rounds up to ``rounds``."""
    for _ in range(5000):
        if table.match.over or (table.round.is_over and len(table.match.rounds) >= rounds):
            return
        if table.round.is_over:
            table.start_next_round()
        elif table.can_step():
            assert table.ready_in() == 0 and table.step()
        else:
            table.play(person(view(table)))
    raise AssertionError("the game did not end")


def json_cards(data) -> set[Card]:
    if isinstance(data, dict):
        return set().union(set(), *map(json_cards, data.values()))
    if isinstance(data, list):
        return set().union(set(), *map(json_cards, data))
    return {Card.parse(data)} if isinstance(data, str) and CARD.match(data) else set()


def log_cards(line: str) -> set[Card]:
    return {Card.parse(("T" if r == "10" else r) + SUIT_OF[s]) for r, s in SYMBOL.findall(line)}


def named(obs) -> set[Card]:
    """Every card a seat's observation names (K8)."""
    cards = set(obs.hand) | set(obs.other_faceups) | set(obs.last or ())
    cards |= {c for _, _, played in obs.played for c in played}
    cards |= {c for _, _, seen in obs.events for c in seen if c is not None}
    return cards | ({obs.faceup} if obs.faceup is not None else set())


def public(obs) -> set[Card]:
    """The cards both seats see: played, turned face up, taken face up (K4.3, K6.4, K8.1)."""
    return {c for what, _, seen in obs.events if what in ("play", "turn_up", "take_faceup") for c in seen}


def state(table: CrispsTable) -> tuple:
    rnd = table.round
    return list(rnd.history), list(rnd.hands), list(table.log.lines), table._notice


# ----------------------------------------------------------------------------- setting up


@pytest.mark.parametrize("seats, more", [
    (["human"], {}), (["human", "random", "random"], {}),  # K1.1: two players
    (["human", "expert"], {}), ("human counting", {}),
    (["human", "random"], {"auto_skip": 1}), (["human", "random"], {"no_faceup": "yes"}),
    (["human", "random"], {"lang": "it"}), (["human", "random"], {"seed": 1.5}),
])
def test_bad_constructor_input_is_refused_with_a_short_ValueError(seats, more):
    with pytest.raises(ValueError) as info:
        CrispsTable(seats, [], **more)
    assert len(str(info.value)) < 120


def test_a_table_starts_with_the_deal_and_the_starters_moves():
    table = CrispsTable(["human", "human"], ["  Ana ", ""], seed=2)
    assert table.names == ["Ana", "Ben"]
    data = view(table)
    rnd = table.round
    assert data["game"] == "crisps" and data["number"] == 1 and data["phase"] == "play"
    assert data["waiting"] == rnd.starter == data["turn"] == data["viewer"] == data["starter"]
    assert data["blind"] == 11 and data["removed"] == 4 and data["faceup"] == str(rnd.deck[28])  # K2.2
    assert [s["count"] for s in data["seats"]] == [12, 12] and data["seats"][1 - rnd.starter]["hand"] is None
    assert data["trick"] == [] and data["played"] == [] and data["taken_faceup"] == [[], []]
    assert data["scores"] == [0, 0] and data["winner"] is None and data["clock"] is None and data["result"] is None
    assert [m["text"] for m in data["moves"]] == [str(a) for a in rnd.legal_actions()]  # the leader may not pass
    for move in data["moves"]:
        assert move["verb"] == "play" and move["text"] == f"{rnd.starter} play " + " ".join(move["cards"])
        assert move["kind"].replace("_", " ") in KIND_NAMES[classify(Action.parse(move["text"]).mask)[0]]
    kinds = {m["kind"] for m in data["moves"]}
    assert "single" in kinds and kinds <= {"single", "pair", "run", "run_of_pairs", "three", "four"}
    assert data["log"][0] == "— Round 1 —" and "(K2.2, K4.1)" in data["log"][1]
    assert not table.can_step() and not table.step() and not table.poll() and table.ready_in() == 0


def test_no_faceup_deals_without_a_faceup_card():
    data = view(make(no_faceup=True))
    assert data["faceup"] is None and data["blind"] == 12 and "(K2.3)" in data["log"][1]


# ----------------------------------------------------------------------------- playing


def test_a_trick_the_pass_and_the_winners_choice():
    table = make(["human", "human"], seed=3)
    lead = table.round.starter
    first = view(table)["moves"][0]
    table.play(first["text"])
    data = view(table)
    assert data["trick"] == [{"seat": lead, "cards": first["cards"]}] and data["played"] == first["cards"]
    assert data["waiting"] == 1 - lead and data["moves"][-1] == {"text": f"{1 - lead} pass", "verb": "pass"}
    assert data["log"][-1].startswith(f"{table.names[lead]} plays ")
    table.play(f"{1 - lead} pass")
    data = view(table)
    assert data["phase"] == "choose" and data["waiting"] == lead and data["trick"] == []
    faceup = data["faceup"]
    assert data["moves"] == [{"text": f"{lead} faceup", "verb": "faceup", "card": faceup},
                             {"text": f"{lead} blind", "verb": "blind"}]
    table.play(f"{lead} faceup")  # K6.1: the winner takes the face-up card, the passer the blind one
    data = view(table, lead)
    assert data["taken_faceup"][lead] == [faceup] and faceup in data["seats"][lead]["hand"]
    assert data["phase"] == "play" and data["blind"] == 9 and data["faceup"] != faceup
    told = data["log"][-4:]
    assert told[0].endswith("(K6.1)") and "(K6.4)" in told[1] and "(K6.4)" in told[2]
    assert len(log_cards(told[2])) == 0 and told[3].endswith("(K6.1)")  # the blind card is not named


def test_an_all_bot_game_ends_at_3_points_and_its_record_replays():
    table = make(["counting", "random"], seed=5)
    with pytest.raises(IllegalAction, match="K7.1"):
        table.start_next_round()
    run(table)
    data = view(table)
    assert data["match_over"] and data["winner"] == table.match.winner and max(data["scores"]) == 3
    assert data["result"]["scores"] == data["scores"] and data["phase"] == "over" and data["turn"] is None
    assert data["log"][-1].endswith("(K7.2)") and data["number"] == len(table.match.rounds) >= 3
    with pytest.raises(IllegalAction, match="K7.2"):
        table.start_next_round()
    record = json.loads(table.record_text())
    assert record["format"] == "crisps/1" and crisp_core.replay(record) == table.match.result()


def test_the_same_seed_and_moves_give_the_same_game():
    def game() -> tuple[str, list[str]]:
        table = make(["random", "counting"], seed=9, special_runs=True)
        run(table)
        return table.record_text(), table.log.lines
    assert game() == game()


def test_the_table_passes_for_a_person_who_cannot_follow_under_auto_skip():
    for seed in range(60):
        table = make(["human", "random"], seed=seed, auto_skip=True)
        for _ in range(400):
            if table.round.is_over:
                break
            if table.round.turn == 0 and table.can_step():  # the table will pass for the person (K7.3)
                assert view(table)["waiting"] is None and table.step()
                data = view(table)
                assert data["notice"] == data["log"][-2] and data["notice"].endswith("(K7.3)")
                assert data["log"][-1].startswith("Ana passes") and data["phase"] in ("choose", "play")
                table.set_language("es")
                assert view(table)["notice"].startswith("La mesa pasa por Ana")
                record = json.loads(table.record_text())
                assert record["options"]["auto_skip"] and crisp_core.replay(record) == table.match.result()
                return
            if table.can_step():
                table.step()
            else:
                table.play(view(table)["moves"][0]["text"])
    pytest.fail("the table never passed for the person")


# ----------------------------------------------------------------------------- what is shown


def test_no_view_shows_a_card_its_seat_has_not_seen_and_the_log_names_only_public_cards():
    checked = 0
    for seed, options in enumerate([{}, {"no_faceup": True}, {"special_runs": True, "auto_skip": True}] * 2):
        table = make(["random", "counting"], seed=seed, **options)
        told = 0
        while not table.match.over:
            rnd = table.round
            for seat in (0, 1):
                obs = rnd.observation(seat)
                data = view(table, seat)
                assert json_cards({k: v for k, v in data.items() if k != "log"}) <= named(obs)
                assert data["seats"][seat]["hand"] == [str(c) for c in obs.hand]
                for line in table.log.lines[told:]:
                    assert log_cards(line) <= public(obs), line
                checked += 1
            told = len(table.log.lines)
            if rnd.is_over:
                table.start_next_round()
            else:
                table.step()
    assert checked > 1000


def test_the_log_is_told_again_in_every_language():
    table = make(["counting", "random"], seed=4)
    run(table, rounds=2)
    english = list(table.log.lines)
    words = {"pt": ("Rodada 2", "vaza", "passa"), "es": ("Ronda 2", "baza", "pasa"), "fr": ("Manche 2", "pli", "passe")}
    for lang, expected in words.items():
        table.set_language(lang)
        data = view(table)
        assert data["log_length"] == len(english) and data["log"] != english
        text = "\n".join(data["log"])
        assert all(word in text for word in expected), lang
        assert not re.search(r"\b(the|plays|passes|takes|wins|deck)\b", text), lang
    table.set_language("en")
    assert table.log.lines == english


def test_bad_moves_are_refused_naming_the_rule_and_nothing_changes():
    table = make(["human", "random"], seed=8)
    while table.waiting() != 0:
        table.step()
    rnd = table.round
    hand = [str(c) for c in rnd.hand(0)]
    missing = next(str(c) for c in crisp_core.CARDS if str(c) not in hand and str(c)[0] not in "AJK")
    cases = {"nonsense": "N2", "0 play": "N2", "0 play Zz": "N1", "1 pass": "N2", "0 faceup": "K6.1",
             f"0 play {missing}": "K4.2", "x" * 10_000: "N2"}
    if rnd.last is None:
        cases["0 pass"] = "K4.1"
    low, high = min(rnd.hand(0)), max(rnd.hand(0))
    if low.rank != high.rank:
        cases[f"0 play {low} {high}"] = "K3.1"  # two ranks: no combination
    for text, rule in cases.items():
        before = state(table)
        with pytest.raises(IllegalAction) as info:
            table.play(text)
        assert info.value.rule == rule, (text, info.value)
        assert len(str(info.value)) < 250 and state(table) == before
    table.set_assist(True)
    table.set_coach(False)
    assert state(table) == before  # the page's switches and the coach change nothing
    json.loads(table.coach())
    assert state(table) == before
