"""crisp/1 records (RULES.md F1-F4): validation, saving and loading."""

from __future__ import annotations

import json
import random

import pytest

from crisp_core import IllegalAction, Match, Options, load, replay, save, to_record
from crisp_core.records import read

from test_properties import choose


def small_record() -> dict:
    rng = random.Random(3)
    match = Match(3, Options(draw_from_discard=True))
    state = match.deal(rng)
    for _ in range(12):
        state.apply(choose(state, rng, 0.0))
    return to_record(match)


def test_F1_defaults_may_be_left_out():
    record = {"format": "crisp/1", "players": 4, "rounds": []}
    match = load(record)
    assert match.first_dealer == 0 and match.options == Options(100, False, None)
    partial = load({**record, "options": {"draw_timer": 45}})
    assert partial.options == Options(100, False, 45)
    assert replay(record) == {"rounds": [], "scores": [0, 0, 0, 0], "over": False, "winners": []}


@pytest.mark.parametrize("edit, rule", [
    (lambda r: r.clear(), "F"),
    (lambda r: r.__setitem__("extra", 1), "F"),
    (lambda r: r.pop("players"), "R1.1"),
    (lambda r: r.__setitem__("players", True), "R1.1"),
    (lambda r: r.__setitem__("players", 3.0), "R1.1"),
    (lambda r: r.__setitem__("first_dealer", -1), "R2.1"),
    (lambda r: r.__setitem__("options", None), "F1"),
    (lambda r: r["options"].__setitem__("target", True), "R11.4"),
    (lambda r: r["options"].__setitem__("target", 50.5), "R11.4"),
    (lambda r: r["options"].__setitem__("draw_timer", 30.0), "R9"),
    (lambda r: r.__setitem__("rounds", {}), "F2"),
    (lambda r: r["rounds"][0].__setitem__("note", "x"), "F2"),
    (lambda r: r["rounds"][0].pop("actions"), "F2"),
    (lambda r: r["rounds"][0].__setitem__("deck", "AhAc"), "F2"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(0, 0), "R1.2"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(0, 1), "N3"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(0, "1  draw  extra"), "N3"),
])
def test_F4_broken_records_are_refused(edit, rule):
    record = small_record()
    edit(record)
    with pytest.raises(IllegalAction) as info:
        replay(record)
    assert info.value.rule == rule, str(info.value)


def test_F4_refusal_message_names_round_index_action_and_rule():
    record = small_record()
    record["rounds"][0]["actions"][3] = "0 king"
    with pytest.raises(IllegalAction) as info:
        replay(record)
    message = str(info.value)
    assert message.startswith("round 0, action 3, '0 king': R")
    assert (info.value.round, info.value.index, info.value.action) == (0, 3, "0 king")


def test_not_a_record():
    for junk in (None, [], "crisp/1", 3):
        with pytest.raises(IllegalAction):
            replay(junk)


def test_save_and_read_round_trip(tmp_path):
    record = small_record()
    match = load(record)
    path = tmp_path / "m.json"
    save(match, path)
    assert read(path) == record == json.loads(path.read_text())
    assert load(read(path)).result() == match.result()


def test_F2_last_round_may_stop_mid_round():
    record = small_record()
    result = replay(record)
    assert result["rounds"][-1]["complete"] is False
    assert "totals" not in result["rounds"][-1] and "scores" not in result["rounds"][-1]
    assert result["scores"] == [0, 0, 0]
