"""cheat/1 records: any JSON value at any field is refused with IllegalAction and nothing else (F1-F4)."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crisp_core.cheat import CheatMatch, load, loads, replay, save, to_record
from crisp_core.cli import main as cli_main
from crisp_core.errors import IllegalAction

from cheat_helpers import arranged

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
                    | st.sampled_from(["Ac", "10d", "1 play Ac", "0 doubt", "cheat/1", -(10**200)])
                    | st.builds(lambda: 10**5000),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
GARBAGE = [None, True, 0, -1, 3.5, 10**5000, "", "x" * 100_000, [], [[[[[]]]]], {}, {"a": [None]}, ["Ac"] * 10_000]


def base() -> dict:
    return {"format": "cheat/1", "players": 4, "first_dealer": 1,
            "games": [{"deck": arranged(4, 1), "actions": ["2 play Ac", "3 doubt", "3 play Ac"]}]}


PLACES = {
    "record": lambda rec, v: v,
    "format": lambda rec, v: rec.__setitem__("format", v),
    "players": lambda rec, v: rec.__setitem__("players", v),
    "first_dealer": lambda rec, v: rec.__setitem__("first_dealer", v),
    "games": lambda rec, v: rec.__setitem__("games", v),
    "game": lambda rec, v: rec["games"].__setitem__(0, v),
    "extra_game": lambda rec, v: rec["games"].append(v),
    "deck": lambda rec, v: rec["games"][0].__setitem__("deck", v),
    "deck_entry": lambda rec, v: rec["games"][0]["deck"].__setitem__(7, v),
    "actions": lambda rec, v: rec["games"][0].__setitem__("actions", v),
    "action": lambda rec, v: rec["games"][0]["actions"].__setitem__(1, v),
    "new_field": lambda rec, v: rec.__setitem__("extra", v),
    "names": lambda rec, v: rec.__setitem__("names", v),
}


def edited(place: str, value) -> object:
    rec = base()
    out = PLACES[place](rec, value)
    return value if place == "record" else rec if out is None else out


def replay_or_refuse(record) -> None:
    """Replay, allowing only IllegalAction (with a short message) as a failure."""
    try:
        replay(record)
    except IllegalAction as err:
        assert err.rule and len(str(err)) < 400
        assert isinstance(err, ValueError)


def test_base_record_replays():
    out = replay(base())
    assert out["games"][0]["plays"] == 2 and out["games"][0]["challenges"] == 1 and out["wins"] == [0, 0, 0, 0]


@pytest.mark.parametrize("place", sorted(PLACES))
@pytest.mark.parametrize("value", GARBAGE, ids=range(len(GARBAGE)))
def test_F4_garbage_at_every_field_is_refused_cleanly(place, value):
    replay_or_refuse(edited(place, value))


@settings(max_examples=200, deadline=None)
@given(place=st.sampled_from(sorted(PLACES)), value=JSON)
def test_F4_any_json_value_anywhere_is_refused_cleanly(place, value):
    replay_or_refuse(edited(place, value))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"cheat/1"', "[" * 100 + "]" * 100, '{"format": 1e999}'])
def test_F_record_text_is_refused_cleanly(text):
    with pytest.raises(IllegalAction):
        loads(text)


def test_F_huge_action_texts_stay_short():
    for text in ["2 play " + "Ac " * 10_000, "2 " + "x" * 1_000_000, "9" * 5000 + " doubt"]:
        rec = base()
        rec["games"][0]["actions"][0] = text
        with pytest.raises(IllegalAction) as info:
            replay(rec)
        assert len(str(info.value)) < 300


def test_F_save_and_loads_round_trip(tmp_path):
    rng = random.Random(4)
    match = CheatMatch(5, 2)
    match.deal(rng)
    for _ in range(30):
        legal = match.game.legal_actions()
        match.apply(legal.doubts[0] if legal.doubts and rng.random() < 0.3 else legal[0])
    path = tmp_path / "m.json"
    save(match, path)
    again = loads(path.read_text())
    assert again.result() == match.result() and to_record(again) == to_record(match)
    assert load(copy.deepcopy(to_record(match))).result() == match.result()



def test_F3_the_pile_lists_each_play_as_written(tmp_path, capsys):
    """F3 (settled): a play is put down as written, so the printed pile keeps each play's card order; a doubt
    empties the pile (C4.2); nothing else of the result depends on the order."""
    deck = arranged(3, 0, {1: ["9s", "2h", "Kd"], 2: ["Qc", "3d", "Ah"], 0: ["8h", "Td"]})
    written = {"format": "cheat/1", "players": 3, "games": [{"deck": deck, "actions": ["1 play 9s 2h", "2 play Qc 3d"]}]}
    in_order = copy.deepcopy(written)
    in_order["games"][0]["actions"] = ["1 play 2h 9s", "2 play 3d Qc"]
    out, sorted_out = replay(written)["games"][0], replay(in_order)["games"][0]
    assert out["pile"] == ["9s", "2h", "Qc", "3d"] and sorted_out["pile"] == ["2h", "9s", "3d", "Qc"]
    assert {**out, "pile": None} == {**sorted_out, "pile": None}
    path = tmp_path / "unsorted.json"
    path.write_text(json.dumps(written))
    assert cli_main(["replay", str(path)]) == 0  # what `python3 -m crisp_core replay` prints
    assert json.loads(capsys.readouterr().out)["games"][0]["pile"] == ["9s", "2h", "Qc", "3d"]
    written["games"][0]["actions"] += ["0 doubt", "0 play 8h 10d"]  # a bluff (Qc for a 2): seat 2 takes the pile
    assert replay(written)["games"][0]["pile"] == ["8h", "Td"]  # N1: 10d is Td
