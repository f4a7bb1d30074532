"""Broken records (RULES.md F, F4, S6): whatever the input, a short refusal naming the problem, never a crash.

``replay`` raises nothing but :class:`IllegalAction` for any JSON value; ``parse_record_text`` and
``read`` refuse text that is too large, too deeply nested, not UTF-8 or not JSON; the command line
prints one short line and exits 2.  Bad values are quoted through ``shown``, cut to a few dozen characters.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crisp_core import Action, IllegalAction, replay
from crisp_core.errors import SHOWN_LIMIT, shown
from crisp_core.records import MAX_RECORD_DEPTH, MAX_RECORD_SIZE, parse_record_text, read

GOLDEN = Path(__file__).resolve().parent / "golden"
MAX_MESSAGE = 300  # every refusal is shorter than this, however large the bad value
BASES = [json.loads((GOLDEN / f"{name}.json").read_text())["record"]
         for name in ("late_call", "king_chain_queen_jack", "take_and_timeouts", "random_01_3p")]

JSON_SCALARS = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80)
                | st.text(alphabet='[]{}"\\ a', max_size=12))  # brackets, quotes and escapes inside strings
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=6)
                           | st.dictionaries(st.text(max_size=12), inner, max_size=6), max_leaves=20)
HUGE_STRING = "x" * 10_000_000


# Deeper than Python's recursion limit (a recursive repr would fail), yet shallow enough for Pyodide, where
# merely freeing a list nested 10,000 deep overflows the JavaScript stack.
DEEP = 2000


def nested(depth: int, inner: Any = None) -> Any:
    """``inner`` inside ``depth`` lists, built without recursion."""
    for _ in range(depth):
        inner = [inner]
    return inner


def refusal(record: Any) -> IllegalAction:
    """The refusal of ``record``, checked to be one short line."""
    with pytest.raises(IllegalAction) as info:
        replay(record)
    message = str(info.value)
    assert len(message) < MAX_MESSAGE and "\n" not in message, message
    return info.value


def broken(edit) -> dict:
    """The first base record, copied and changed by ``edit``."""
    record = copy.deepcopy(BASES[0])
    edit(record)
    return record


# ----------------------------------------------------------------------------- shown


def test_shown_is_repr_for_short_values():
    for value in ("1 draw", "it's", 42, -7, 2.5, None, True, [1, "a", None], {"a": [1, {"b": False}]}, "\ud800"):
        assert shown(value) == repr(value)


def test_shown_cuts_long_values_and_says_what_they_were():
    assert shown(HUGE_STRING) == "'" + "x" * (SHOWN_LIMIT - 1) + "… (str of 10000000 characters)"
    assert shown(list(range(10**6))).endswith("… (list of 1000000 items)")
    assert shown({str(i): i for i in range(1000)}).startswith("{'0': 0, '1': 1, ")
    assert shown(nested(DEEP)) == "[" * SHOWN_LIMIT + "… (list of 1 item)"  # no RecursionError
    assert shown(10**100).endswith("… (int of 101 digits)")
    assert shown(10**100_000) == "<int of about 100001 digits>"  # str() would raise ValueError
    assert shown(-(10**5000)) == "<negative int of about 5001 digits>"
    assert shown("abcdef", limit=3) == "'ab… (str of 6 characters)"


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_shown_is_bounded_and_agrees_with_repr(value):
    text = shown(value)
    if len(repr(value)) <= SHOWN_LIMIT:
        assert text == repr(value)
    else:
        assert "… (" in text and len(text) < SHOWN_LIMIT + 40


# ----------------------------------------------------------------------------- replay of any value


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES)
def test_replay_of_any_json_value_is_a_result_or_a_short_refusal(value):
    for record in (value, {**BASES[0], "players": value}, {**BASES[0], "options": value},
                   {**BASES[0], "rounds": value}, {"format": "crisp/1", "players": 3, "rounds": [value]}):
        try:
            replay(record)
        except IllegalAction as err:
            assert len(str(err)) < MAX_MESSAGE and "\n" not in str(err)


def paths(record: Any) -> list[tuple]:
    """Every (container, key) in ``record``, found without recursion."""
    found, todo = [], [record]
    while todo:
        node = todo.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node))
        for key in keys:
            found.append((node, key))
            if isinstance(node[key], (dict, list)):
                todo.append(node[key])
    return found


@st.composite
def mutated_records(draw) -> dict:
    """A valid record (a golden one) with a few values replaced, removed or added."""
    record = copy.deepcopy(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 3))):
        node, key = draw(st.sampled_from(paths(record)))
        how = draw(st.sampled_from(["replace", "remove", "add"]))
        if how == "replace":
            node[key] = draw(JSON_VALUES)
        elif how == "remove":
            del node[key]
        elif isinstance(node, list):
            node.insert(key, draw(JSON_VALUES))
        else:
            node[draw(st.text(max_size=8))] = draw(JSON_VALUES)
    return record


@settings(max_examples=300, deadline=None)
@given(mutated_records())
def test_replay_of_a_mutated_record_is_a_result_or_a_short_refusal(record):
    try:
        result = replay(record)
    except IllegalAction as err:
        assert len(str(err)) < MAX_MESSAGE and "\n" not in str(err) and err.rule
    else:
        assert set(result) == {"rounds", "scores", "over", "winners"}


@pytest.mark.parametrize("edit, rule, names", [
    (lambda r: r["rounds"][0]["actions"].__setitem__(2, HUGE_STRING), "N3", "(str of 10000000 characters)"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(2, "9" * 10**5 + " draw"), "N3", "seats run from 0 to 7"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(2, "1 " * 10**6), "N3", "round 0, action 2, '1 1 1"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(2, list(range(10**6))), "N3", "an action is a string"),
    (lambda r: r["rounds"][0]["actions"].__setitem__(2, nested(DEEP)), "N3", "an action is a string"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(0, {str(i): i for i in range(10**5)}), "R1.2", "not a card"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(0, nested(DEEP)), "R1.2", "not a card"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(0, HUGE_STRING), "R1.2", "not a card"),
    (lambda r: r["rounds"][0]["deck"].__setitem__(0, 10**100_000), "R1.2", "<int of about 100001 digits>"),
    (lambda r: r.__setitem__("players", 10**100_000), "R1.1", "<int of about 100001 digits>"),
    (lambda r: r.__setitem__("players", nested(DEEP)), "R1.1", "(list of 1 item)"),
    (lambda r: r.__setitem__("first_dealer", -(10**100_000)), "R2.1", "<negative int of about"),
    (lambda r: r.__setitem__("options", list(range(10**6))), "F1", "options must be an object"),
    (lambda r: r.__setitem__("options", {1: 2, "a": 3}), "F1", "unknown option 1"),
    (lambda r: r["options"].__setitem__("target", -(10**100_000)), "R11.4", "target must be"),
    (lambda r: r["options"].__setitem__("draw_from_discard", HUGE_STRING), "R8", "draw_from_discard"),
    (lambda r: r["options"].__setitem__(HUGE_STRING, 1), "F1", "unknown option 'xxx"),
    (lambda r: r.__setitem__(HUGE_STRING, 1), "F", "unknown record field 'xxx"),
    (lambda r: r.__setitem__("format", HUGE_STRING), "F", "format must be 'crisp/1'"),
])
def test_F4_huge_or_deep_bad_values_are_refused_briefly(edit, rule, names):
    err = refusal(broken(edit))
    assert err.rule == rule and names in str(err), str(err)


def test_F4_a_cut_action_still_names_round_index_and_rule():
    err = refusal(broken(lambda r: r["rounds"][0]["actions"].__setitem__(2, "2 draw" + " " * 10**6 + "x")))
    assert str(err).startswith("round 0, action 2, '2 draw  ") and ": N3: not an action" in str(err)
    assert (err.round, err.index, len(err.action)) == (0, 2, 10**6 + 7)


def test_action_parse_refuses_any_value_briefly():
    for value in (None, 3, [1, 2], {"a": 1}, nested(DEEP), 10**100_000, "9" * 10**5, HUGE_STRING):
        with pytest.raises(IllegalAction) as info:
            Action.parse(value)
        assert info.value.rule == "N3" and len(str(info.value)) < MAX_MESSAGE
    assert Action.parse(" 0   queen\tM  2L ") is Action.parse("0 queen M 2L")


# ----------------------------------------------------------------------------- record text


def test_parse_record_text_reads_a_record():
    record = BASES[1]
    for text in (json.dumps(record), json.dumps(record, indent=1), "\n " + json.dumps(record) + " \n"):
        assert parse_record_text(text) == record


@pytest.mark.parametrize("text, names", [
    ("", "not JSON: Expecting value at line 1, column 1"),
    ('{"format": "crisp/1",\n "players": 3,,}', "not JSON: Expecting property name enclosed in double quotes at "
                                                 "line 2, column 15"),
    ('{"players": ' + "9" * 5000 + "}", "a number of more than 4300 digits"),
    ("[" * 100_000, "nested too deeply (more than 32 levels)"),
    ('{"a":' * 100_000, "nested too deeply"),
    ("[" * (MAX_RECORD_DEPTH + 1) + "]" * (MAX_RECORD_DEPTH + 1), "nested too deeply"),
    (" " * (MAX_RECORD_SIZE + 1), "too large (20,000,001 characters; the limit is 20,000,000)"),
    ("[1, 2]", "a record is a JSON object"),
    ('"crisp/1"', "a record is a JSON object"),
    (b"{}", "a record is JSON text, not b'{}'"),
])
def test_parse_record_text_refuses_what_is_not_a_record(text, names):
    with pytest.raises(IllegalAction) as info:
        parse_record_text(text)
    assert info.value.rule == "F" and names in str(info.value) and len(str(info.value)) < MAX_MESSAGE


def test_nesting_depth_ignores_brackets_inside_strings():
    for inner in ("[[[[{{{{", '\\"[[[', '\\\\"[[', "]]]]", "\\", '"'):
        deepest = {"a": nested(MAX_RECORD_DEPTH - 1, inner)}
        assert parse_record_text(json.dumps(deepest)) == deepest
        with pytest.raises(IllegalAction, match="nested too deeply"):
            parse_record_text(json.dumps({"a": nested(MAX_RECORD_DEPTH, inner)}))


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.text(max_size=12), JSON_VALUES, max_size=6))
def test_parse_record_text_round_trips_any_json_object(value):
    text = json.dumps(value)
    if "NaN" not in text:  # NaN != NaN
        assert parse_record_text(text) == value


def depth(value: Any) -> int:
    """How deeply lists and dicts nest in ``value`` (0 for a scalar), found without recursion."""
    deepest, todo = 0, [(value, 0)]
    while todo:
        node, level = todo.pop()
        if isinstance(node, (list, dict)):
            deepest = max(deepest, level + 1)
            todo += [(item, level + 1) for item in (node.values() if isinstance(node, dict) else node)]
    return deepest


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES, st.integers(-2, 2), st.booleans())
def test_parse_record_text_refuses_exactly_the_records_nested_too_deeply(value, beyond, indent):
    record = {"a": nested(max(0, MAX_RECORD_DEPTH - 1 - depth(value) + beyond), value)}  # near the limit
    text = json.dumps(record, indent=1 if indent else None)
    if depth(record) > MAX_RECORD_DEPTH:
        with pytest.raises(IllegalAction, match="nested too deeply"):
            parse_record_text(text)
    elif "NaN" not in text:  # NaN != NaN
        assert parse_record_text(text) == record


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='[]{}",:\\ 0123456789.-eEtrufalsn\n', max_size=60) | st.text(max_size=60))
def test_parse_record_text_refuses_any_text_briefly(text):
    try:
        value = parse_record_text(text)
    except IllegalAction as err:
        assert err.rule == "F" and len(str(err)) < MAX_MESSAGE
    else:
        assert isinstance(value, dict)


def test_read_refuses_large_and_non_utf8_files(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_RECORD_SIZE + 1))
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"format": "crisp/1é"}'.encode("latin-1"))
    for path, names in ((big, "too large (more than 20,000,000 bytes)"), (latin, "not UTF-8 text")):
        with pytest.raises(IllegalAction) as info:
            read(path)
        assert info.value.rule == "F" and names in str(info.value)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps(BASES[0]).encode())
    assert read(bom) == BASES[0]


# ----------------------------------------------------------------------------- the command line


def run_replay(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crisp_core", "replay", str(path)], capture_output=True,
                          text=True, cwd=GOLDEN.parent.parent)


def write_record_with(path: Path, edit) -> None:
    path.write_text(json.dumps(broken(edit)))


BROKEN_FILES = {
    "not_json": (lambda p: p.write_text("{not json"), "not JSON: Expecting property name"),
    "empty": (lambda p: p.write_text(""), "not JSON: Expecting value at line 1, column 1"),
    "nested_lists": (lambda p: p.write_text("[" * 100_000), "nested too deeply (more than 32 levels)"),
    "nested_objects": (lambda p: p.write_text('{"a":' * 100_000), "nested too deeply"),
    "too_large": (lambda p: p.write_bytes(b" " * (MAX_RECORD_SIZE + 1)), "too large"),
    "not_utf8": (lambda p: p.write_bytes(b'{"format": "crisp/1\xe9"}'), "not UTF-8 text"),
    "long_number": (lambda p: p.write_text('{"players": ' + "9" * 10**5 + "}"), "more than 4300 digits"),
    "not_an_object": (lambda p: p.write_text("[]"), "a record is a JSON object"),
    "missing": (lambda p: None, "cannot read"),
    "directory": (lambda p: p.mkdir(), "cannot read"),
    "huge_action": (lambda p: write_record_with(p, lambda r: r["rounds"][0]["actions"].__setitem__(0, HUGE_STRING)),
                    "round 0, action 0, 'xxxx"),
    "huge_seat": (lambda p: write_record_with(p, lambda r: r["rounds"][0]["actions"].__setitem__(0, "9" * 10**5)),
                  "N3: not an action (seats run from 0 to 7)"),
    "huge_options": (lambda p: write_record_with(p, lambda r: r.__setitem__("options", list(range(10**6)))),
                     "F1: options must be an object"),
    "huge_deck_entry": (lambda p: write_record_with(p, lambda r: r["rounds"][0]["deck"].__setitem__(0, [0] * 10**6)),
                        "round 0: R1.2: the deck must be the 52 distinct cards: not a card: [0, 0"),
    "deep_deck_entry": (lambda p: write_record_with(p, lambda r: r["rounds"][0]["deck"].__setitem__(0, nested(20))),
                        "R1.2"),
}


@pytest.mark.subprocess
@pytest.mark.parametrize("name", BROKEN_FILES)
def test_cli_replay_refuses_a_broken_file_in_one_short_line(tmp_path, name):
    make, names = BROKEN_FILES[name]
    path = tmp_path / f"{name}.json"
    make(path)
    done = run_replay(path)
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr[:1000]
    assert len(done.stderr) < MAX_MESSAGE and names in done.stderr, done.stderr


@pytest.mark.subprocess
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may read any file")
def test_cli_replay_refuses_an_unreadable_file(tmp_path):
    path = tmp_path / "secret.json"
    path.write_text(json.dumps(BASES[0]))
    path.chmod(0)
    done = run_replay(path)
    assert done.returncode == 2 and "cannot read" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.subprocess
def test_cli_replay_reads_a_file_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(BASES[0]).encode())
    done = run_replay(path)
    assert done.returncode == 0 and json.loads(done.stdout) == replay(BASES[0])
