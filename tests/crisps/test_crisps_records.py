"""``crisps/1`` records (F1-F4): round trips, and nothing but IllegalAction for any JSON value anywhere."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crisp_core.crisps import CrispsMatch, Options, load, replay, to_record
from crisp_core.errors import IllegalAction
from crisp_core.records import parse_record_text

from crisps_helpers import arranged_deck, random_step

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                max_size=4), max_leaves=12)
ODD_VALUES = [None, True, 0, -1, 2, 10**5000, -(10**400), 1.5, "", "x" * 10_000, [], [[[[[]]]]], {}, {"a": 1},
              ["5c"] * 40, list(range(40)), [None] * 40, "0 play 5c", ["0 play 5c"], {"deck": [], "actions": []}]


def finished_record(seed: int = 1, **options) -> dict:
    rng = random.Random(seed)
    match = CrispsMatch(rng.randrange(2), Options(**options))
    while not match.over:
        rnd = match.deal(rng)
        while not rnd.is_over:
            random_step(rnd, rng)
    return to_record(match)


def base_record() -> dict:
    return {"format": "crisps/1", "first_player": 0, "options": Options().to_dict(),
            "rounds": [{"deck": arranged_deck(0, {0: ["5c"]}), "actions": ["0 play 5c", "1 pass", "0 faceup"]}]}


PATHS = [("format",), ("first_player",), ("options",), ("options", "special_runs"), ("options", "no_faceup"),
         ("options", "auto_skip"), ("rounds",), ("rounds", 0), ("rounds", 0, "deck"), ("rounds", 0, "deck", 3),
         ("rounds", 0, "actions"), ("rounds", 0, "actions", 1)]


def put(record: dict, path: tuple, value) -> dict:
    rec = copy.deepcopy(record)
    target = rec
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return rec


def refuses_only_with_illegal_action(record) -> None:
    try:
        replay(record)
    except IllegalAction as err:
        assert isinstance(err, ValueError) and len(str(err)) < 400
        assert err.rule[0] in "FKN"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: ".".join(map(str, p)))
@pytest.mark.parametrize("value", ODD_VALUES, ids=lambda v: type(v).__name__ + str(len(str(v)) if
                                                                                  not isinstance(v, int) else ""))
def test_F4_odd_values_at_every_field(path, value):
    refuses_only_with_illegal_action(put(base_record(), path, value))


@settings(max_examples=150, deadline=None)
@given(path=st.sampled_from(PATHS), value=JSON)
def test_F4_any_json_value_at_any_field(path, value):
    refuses_only_with_illegal_action(put(base_record(), path, value))


@settings(max_examples=80, deadline=None)
@given(value=JSON)
def test_F4_any_json_value_as_the_record(value):
    refuses_only_with_illegal_action(value)


def test_F_text_goes_through_parse_record_text():
    record = finished_record(3)
    assert load(parse_record_text(json.dumps(record))).result() == replay(record)
    with pytest.raises(IllegalAction):
        parse_record_text("[" * 100)


def test_F4_extra_fields_refused():
    for rec, rule in ((put(base_record(), ("players",), 2), "F1"),
                      (put(base_record(), ("options", "jokers"), True), "F1"),
                      (put(base_record(), ("rounds", 0, "extra"), 1), "F2"),
                      (put(base_record(), ("format",), "crisp/1"), "F")):
        with pytest.raises(IllegalAction) as info:
            load(rec)
        assert info.value.rule == rule


def test_F4_round_after_the_game_ended():
    record = finished_record(4)
    record["rounds"].append(copy.deepcopy(record["rounds"][0]))
    with pytest.raises(IllegalAction) as info:
        load(record)
    assert info.value.rule == "K7.2" and info.value.round == len(record["rounds"]) - 1


@pytest.mark.parametrize("options", [{}, {"special_runs": True}, {"no_faceup": True, "auto_skip": True}])
def test_F2_round_trip(options):
    record = finished_record(5, **options)
    assert to_record(load(record)) == record
    assert replay(json.loads(json.dumps(record))) == load(record).result()
