"""The play page's replay of crisps/1 records (crisp_core.crisps.webreplay.CrispsReplay)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import crisp_core
from crisp_core.cards import NAMES
from crisp_core.crisps.record import load
from crisp_core.crisps.webreplay import CrispsReplay
from crisp_core.errors import IllegalAction
from crisp_core.tables import MAX_RECORD_CHARS

GOLDEN = Path(__file__).resolve().parent / "golden"
GOOD = sorted(p for p in GOLDEN.glob("*.json") if not p.stem.startswith("bad_"))
BAD = sorted(GOLDEN.glob("bad_*.json"))


def record_of(path: Path) -> dict:
    return json.loads(path.read_text())["record"]


def frame_cards(frame: dict, seat: int) -> set[str]:
    """Every card a frame shows, seen by ``seat``."""
    cards = set(frame["seats"][seat]["hand"]) | set(frame["played"])
    cards |= {c for play in frame["trick"] for c in play["cards"]}
    cards |= {c for taken in frame["taken_faceup"] for c in taken}
    if frame["faceup"]:
        cards.add(frame["faceup"])
    return cards


def seen_cards(obs) -> set[str]:
    """Every card an engine observation names."""
    cards = set(obs.hand) | set(obs.other_faceups) | ({obs.faceup} if obs.faceup is not None else set())
    for _, _, played in obs.played:
        cards |= set(played)
    for event in obs.events:
        cards |= set(event[2] or ())
    return {NAMES[c] for c in cards if c is not None and c >= 0}


@pytest.mark.parametrize("path", GOOD, ids=[p.stem for p in GOOD])
def test_last_frame_is_the_replayed_result(path):
    record = record_of(path)
    replay = CrispsReplay(json.dumps(record))
    info = json.loads(replay.info())
    result = crisp_core.replay(record)
    assert info["game"] == "crisps" and info["players"] == 2 and info["units"] == len(record["rounds"])
    assert info["steps"] == sum(len(r["actions"]) + 1 for r in record["rounds"])
    frame = json.loads(replay.frame(info["steps"] - 1))
    assert [sorted(s["hand"]) for s in frame["seats"]] == [sorted(h) for h in result["rounds"][-1]["hands"]]
    assert frame["scores"] == result["scores"] and frame["match_over"] == result["over"]
    assert frame["winner"] == result["winner"]
    assert frame["waiting"] is None and frame["moves"] == [] and frame["clock"] is None


def test_step_zero_of_each_round_is_a_deal():
    record = record_of(GOLDEN / "random_00.json")
    replay = CrispsReplay(json.dumps(record))
    i = 0
    for r, rnd in enumerate(record["rounds"]):
        frame = json.loads(replay.frame(i))
        assert frame["action"] is None and frame["number"] == r + 1 and frame["trick"] == [] and frame["played"] == []
        assert frame["lines"][0] == f"— Round {r + 1} —" and frame["phase"] == "play"
        assert [s["count"] for s in frame["seats"]] == [12, 12]
        i += len(rnd["actions"]) + 1


@pytest.mark.parametrize("name", ["n3_example.json", "random_03.json"])
def test_a_seat_sees_only_what_it_has_seen(name):
    record = record_of(GOLDEN / name)
    replay = CrispsReplay(json.dumps(record))
    i = 0
    for r, rnd in enumerate(record["rounds"]):
        for k in range(len(rnd["actions"]) + 1):
            part = dict(record, rounds=record["rounds"][:r] + [dict(rnd, actions=rnd["actions"][:k])])
            match = load(part)
            for seat in (0, 1):
                frame = json.loads(replay.frame(i, seat))
                assert frame["seats"][1 - seat]["hand"] is None and frame["viewer"] == seat
                assert frame_cards(frame, seat) <= seen_cards(match.rounds[-1].observation(seat)), (i, seat)
            whole = json.loads(replay.frame(i))
            assert all(s["hand"] is not None for s in whole["seats"]) and whole["viewer"] is None
            i += 1


def test_bad_records_are_refused_with_one_short_message():
    for path in BAD:
        with pytest.raises(IllegalAction) as err:
            CrispsReplay(json.dumps(record_of(path)))
        assert len(str(err.value)) < 400 and "\n" not in str(err.value)
    for text in ("not json", "[]", "{}", json.dumps({"format": "cheat/1"}), None, " " * (MAX_RECORD_CHARS + 1)):
        with pytest.raises(IllegalAction):
            CrispsReplay(text)


@pytest.mark.parametrize("lang,word", [("pt", "Rodada"), ("es", "Ronda"), ("fr", "Manche")])
def test_frames_in_other_languages(lang, word):
    text = json.dumps(record_of(GOLDEN / "n3_example.json"))
    replay, english = CrispsReplay(text, lang), CrispsReplay(text)
    assert word in json.loads(replay.frame(0))["lines"][0]
    for i in range(json.loads(replay.info())["steps"]):
        assert json.loads(replay.frame(i))["lines"] != json.loads(english.frame(i))["lines"]
    replay.set_language("en")
    assert json.loads(replay.frame(5))["lines"] == json.loads(english.frame(5))["lines"]


def test_a_record_without_rounds_has_nothing_to_watch():
    with pytest.raises(IllegalAction, match="no round to watch"):
        CrispsReplay('{"format": "crisps/1", "rounds": []}')
