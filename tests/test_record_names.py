"""The seats' names in records (RULES.md F5, CHEAT.md F5, CRISPS.md F5) and the replays that show them: names are
kept by a round trip, refused with a clear F5 message when bad, change nothing in the result, and the play page's
replays call the seats by them, give each round's scores with their reasons, keep the seats' totals current and
end with the match's winners."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import crisp_core
from crisp_core.cheat import record as cheat_record
from crisp_core.cheat.web import CheatTable
from crisp_core.cheat.webreplay import CheatReplay
from crisp_core.crisp.record import load, to_record
from crisp_core.crisp.web import WebGame
from crisp_core.crisp.webreplay import Replay
from crisp_core.crisps import record as crisps_record
from crisp_core.crisps.web import CrispsTable
from crisp_core.crisps.webreplay import CrispsReplay
from crisp_core.errors import IllegalAction
from crisp_core.locale import refusal_reason
from crisp_core.records import BIDI_CONTROLS, MAX_NAME
from crisp_core.tables import clean_name

TESTS = Path(__file__).resolve().parent
EVIL = "<img src=x onerror=alert(1)>"


def golden(path: str) -> dict:
    return json.loads((TESTS / path).read_text())["record"]


# one record of each game, finished, and the module that reads it
RECORDS = {"crisp": (golden("golden/finished_match.json"), crisp_core.crisp.record, ["Ana", "Bea", EVIL]),
           "cheat": (golden("cheat/golden/finished_match.json"), cheat_record, ["Ana", "Bea", "Caio", "Duda", "Eva"]),
           "crisps": (golden("crisps/golden/random_00.json"), crisps_record, ["Ana", "Bea"])}


def named(game: str, names) -> dict:
    record = copy.deepcopy(RECORDS[game][0])
    record["names"] = names
    return record


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_F5_names_are_kept_by_a_round_trip_and_change_no_result(game):
    record, module, names = RECORDS[game]
    match = module.load(named(game, names))
    again = module.to_record(match, names)
    assert again["names"] == names and module.to_record(module.load(again), names) == again
    assert "names" not in module.to_record(match)  # without names, a record as before
    assert crisp_core.replay(again) == crisp_core.replay(record)


@pytest.mark.parametrize("game", sorted(RECORDS))
@pytest.mark.parametrize("bad, where", [
    ("Ana", "names must be a list of"), ({"0": "Ana"}, "names must be a list of"), (None, "names must be a list of"),
    ("short", "names must be a list of"), ("long", "names must be a list of"),
    (5, "names[1] is not a name"), (None, "names[1] is not a name"), (["Ana"], "names[1] is not a name"),
    ("", "names[1] is not a name"), ("   ", "names[1] is not a name"), ("x" * (MAX_NAME + 1), "names[1] is not a name"),
    ("Ana\nBea", "names[1] is not a name"), ("\x00", "names[1] is not a name"),
    # a bidirectional control would turn the rest of a log line around: "Ana: 52 =" shown as "Ana: = 25"
    *((f"Ana{ch}52 =", f"names[1] holds U+{ord(ch):04X}, an invisible character") for ch in BIDI_CONTROLS),
])
def test_F5_bad_names_are_refused_naming_the_entry(game, bad, where):
    record, module, names = RECORDS[game]
    if where.startswith("names must"):  # the list itself: not a list, or one name too few or too many
        value = names[:-1] if bad == "short" else names + ["Zé"] if bad == "long" else bad
    else:  # the entry at index 1
        value = names[:1] + [bad] + names[2:]
    broken = named(game, value)
    before = copy.deepcopy(broken)
    with pytest.raises(IllegalAction) as info:
        crisp_core.replay(broken)
    err = info.value
    assert err.rule == "F5" and where in str(err) and len(str(err)) < 240, str(err)
    assert broken == before  # nothing of the record changed
    assert refusal_reason("pt", err) != err.reason and "names" in refusal_reason("pt", err)
    if value is not None:  # (None: no names to write)
        with pytest.raises(IllegalAction, match="F5"):
            module.to_record(module.load(record), value)  # a writer never writes what the reader refuses


def test_F5_the_longest_name_and_any_letters_are_names():
    record, module, _ = RECORDS["crisp"]
    names = ["x" * MAX_NAME, "Zoë 👨‍👩‍👧", "名前"]
    assert module.load(named("crisp", names)).result() == module.load(record).result()


def test_F5_unknown_fields_are_still_refused():
    record = named("crisp", ["Ana", "Bea", "Caio"])
    record["nicknames"] = ["A", "B", "C"]
    with pytest.raises(IllegalAction, match="unknown record field 'nicknames'"):
        load(record)


def test_a_cleaned_name_is_always_a_name_a_record_may_give():
    assert clean_name("  Ana\x00Bea\x1b[31m  ", 0) == "Ana Bea [31m"
    assert clean_name("\x07\x08", 1) == "Ben" and clean_name("a " + "b" * 40, 0) == "a " + "b" * 30
    assert clean_name("x" * 31 + " y", 0) == "x" * 31  # no trailing space where the cut falls
    assert clean_name("Ana\u202e52 =", 0) == "Ana52 =" and clean_name("\u2066\u2069", 2) == "Cleo"


# ------------------------------------------------------------------------------------ the play page saves the names

def test_the_page_saves_the_names_it_was_given_and_not_its_defaults():
    game = WebGame(players=3, seats=["human", "random", "random"], names=["Ana", EVIL, "Caio"], seed=2)
    assert json.loads(game.record_text())["names"] == ["Ana", EVIL, "Caio"]
    assert "names" not in json.loads(WebGame(players=2, seats=["human", "random"], seed=2).record_text())
    cheat = CheatTable(["human", "random", "counting"], ["Ana", "Bea", "Caio"], seed=1)
    assert json.loads(cheat.record_text())["names"] == ["Ana", "Bea", "Caio"]
    crisps = CrispsTable(["human", "counting"], ["Ana", ""], seed=1)
    saved = json.loads(crisps.record_text())
    assert saved["names"] == ["Ana", "Ben"] and CrispsReplay(crisps.record_text()).names == ["Ana", "Ben"]


# ------------------------------------------------------------------------------------ Crisp's replay

def frames(replay) -> list[dict]:
    return [json.loads(replay.frame(i)) for i in range(json.loads(replay.info())["steps"])]


def test_a_crisp_replay_shows_the_names_the_explained_scores_the_totals_and_the_winner():
    names = ["Ana", "Bea", EVIL]
    replay = Replay(json.dumps(named("crisp", names)), lang="pt")
    assert json.loads(replay.info())["names"] == names
    replay.set_language("fr")  # the record's names stay, whatever the language
    assert json.loads(replay.info())["names"] == names
    shown = frames(replay)
    assert any(EVIL in line for f in shown for line in f["lines"])
    ends = [f for f in shown if f["result"] is not None]
    assert len(ends) == 2
    # round 1: seat 2 called with 22, not strictly the lowest (20): 22 + 5; round 2: seat 1 called with 12 < 13: 12 - 5
    high, low = ends[0]["result"]["rows"][2], ends[1]["result"]["rows"][1]
    assert high["called"] and not high["strictly_lowest"] and (high["total"], high["lowest_other"], high["score"]) == (22, 20, 27)
    assert low["called"] and low["strictly_lowest"] and (low["total"], low["lowest_other"], low["score"]) == (12, 13, 7)
    assert [r["name"] for r in ends[1]["result"]["rows"]] == names
    # the seats' badges: the match totals at each step, a round's scores counted at its end
    assert [s["score"] for s in ends[0]["seats"]] == ends[0]["totals"] == [20, 20, 27]
    assert [s["score"] for s in shown[0]["seats"]] == [0, 0, 0]
    assert [s["score"] for s in shown[shown.index(ends[0]) + 1]["seats"]] == [20, 20, 27]
    assert [s["score"] for s in shown[-1]["seats"]] == shown[-1]["totals"] == [33, 27, 46]
    assert all(f["final"] is None for f in shown[:-1])
    assert shown[-1]["final"] == {"over": True, "winners": [1], "points": 27}


def test_a_crisp_record_without_names_calls_the_seats_by_number_in_the_language():
    replay = Replay(json.dumps(RECORDS["crisp"][0]), lang="es")
    assert json.loads(replay.info())["names"] == ["Puesto 1", "Puesto 2", "Puesto 3"]


def test_a_crisp_record_that_stops_early_says_who_leads_then():
    record = golden("golden/tie_for_lowest.json")
    last = json.loads(Replay(json.dumps(record)).frame(10**6))
    assert last["final"] == {"over": False, "winners": [2], "points": 9}
    record["rounds"][0]["actions"] = record["rounds"][0]["actions"][:3]  # no round finished: nobody leads yet
    assert json.loads(Replay(json.dumps(record)).frame(10**6))["final"] == {"over": False, "winners": [], "points": 0}


# ------------------------------------------------------------------------------------ Cheat's and Crisps' replays

def test_a_cheat_replay_shows_the_names_and_ends_with_the_most_games_won():
    names = RECORDS["cheat"][2]
    replay = CheatReplay(json.dumps(named("cheat", names)))
    shown = frames(replay)
    assert [s["name"] for s in shown[0]["seats"]] == names and "Duda deals" in shown[0]["lines"][1]
    assert all(f["final"] is None for f in shown[:-1])
    assert shown[-1]["wins"] == [1, 0, 0, 0, 1]
    assert shown[-1]["final"] == {"over": True, "winners": [0, 4], "points": 1}


def test_a_crisps_replay_shows_the_names_and_ends_with_the_winner():
    replay = CrispsReplay(json.dumps(named("crisps", ["Ana", "Bea"])), lang="fr")
    last = frames(replay)[-1]
    result = crisp_core.replay(RECORDS["crisps"][0])
    assert [s["name"] for s in last["seats"]] == ["Ana", "Bea"]
    assert last["final"] == {"over": result["over"], "winners": [result["winner"]], "points": 3}
    early = CrispsReplay(json.dumps(golden("crisps/golden/n3_example.json")))
    assert json.loads(early.frame(10**6))["final"] == {"over": False, "winners": [], "points": 0}

