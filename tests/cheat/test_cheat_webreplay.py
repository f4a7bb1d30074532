"""The play page's replay of cheat/1 records (crisp_core.cheat.webreplay.CheatReplay)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import crisp_core
from crisp_core.cards import NAMES
from crisp_core.cheat.record import load
from crisp_core.cheat.webreplay import CheatReplay
from crisp_core.errors import IllegalAction
from crisp_core.tables import MAX_RECORD_CHARS

GOLDEN = Path(__file__).resolve().parent / "golden"
GOOD = sorted(p for p in GOLDEN.glob("*.json") if not p.stem.startswith("bad_"))
BAD = sorted(GOLDEN.glob("bad_*.json"))


def record_of(path: Path) -> dict:
    return json.loads(path.read_text())["record"]


@pytest.mark.parametrize("path", GOOD, ids=[p.stem for p in GOOD])
def test_last_frame_is_the_replayed_result(path):
    record = record_of(path)
    replay = CheatReplay(json.dumps(record))
    info = json.loads(replay.info())
    result = crisp_core.replay(record)["games"][-1]
    assert info["game"] == "cheat" and info["units"] == len(record["games"])
    assert info["steps"] == sum(len(g["actions"]) + 1 for g in record["games"])
    frame = json.loads(replay.frame(info["steps"] - 1))
    assert [sorted(s["hand"]) for s in frame["seats"]] == [sorted(h) for h in result["hands"]]
    assert frame["pile"] == len(result["pile"])
    assert frame["wins"] == crisp_core.replay(record)["wins"]
    assert (frame["result"] is not None) == (result["winner"] is not None)
    assert frame["waiting"] is None and frame["clock"] is None
    assert frame["moves"] == {"play": False, "doubters": [], "accept": None}


def test_step_zero_of_each_game_is_a_deal():
    record = record_of(GOLDEN / "finished_match.json")
    replay = CheatReplay(json.dumps(record))
    i = 0
    for g, game in enumerate(record["games"]):
        frame = json.loads(replay.frame(i))
        assert frame["action"] is None and frame["number"] == g + 1 and frame["pile"] == 0
        assert frame["lines"][0] == f"— Game {g + 1} —" and "deals" in frame["lines"][1]
        assert sum(s["count"] for s in frame["seats"]) == 52
        i += len(game["actions"]) + 1
        assert json.loads(replay.frame(i - 1))["action"] == game["actions"][-1]


@pytest.mark.parametrize("name", ["end_bluff_doubted.json", "random_01_4p.json"])
def test_a_seat_sees_only_what_it_has_seen(name):
    record = record_of(GOLDEN / name)
    replay = CheatReplay(json.dumps(record))
    i = 0
    for g, game in enumerate(record["games"]):
        for k in range(len(game["actions"]) + 1):
            part = dict(record, games=record["games"][:g] + [dict(game, actions=game["actions"][:k])])
            match = load(part)
            for seat in range(record["players"]):
                frame = json.loads(replay.frame(i, seat))
                assert [s["hand"] is not None for s in frame["seats"]] == [s == seat for s in range(record["players"])]
                shown = set(frame["seats"][seat]["hand"])
                if frame["revealed"]:
                    shown |= set(frame["revealed"]["cards"])
                seen = {NAMES[c] for c in match.observation(seat).seen_cards()}
                assert shown <= seen, (i, seat)
            whole = json.loads(replay.frame(i))
            assert all(s["hand"] is not None for s in whole["seats"]) and whole["viewer"] is None
            i += 1


def test_bad_records_are_refused_with_one_short_message():
    for path in BAD:
        with pytest.raises(IllegalAction) as err:
            CheatReplay(json.dumps(record_of(path)))
        assert len(str(err.value)) < 400 and "\n" not in str(err.value)
    for text in ("not json", "[]", "{}", json.dumps({"format": "crisp/1"}), 42, " " * (MAX_RECORD_CHARS + 1)):
        with pytest.raises(IllegalAction):
            CheatReplay(text)


@pytest.mark.parametrize("lang,game", [("pt", "Partida"), ("es", "Partida"), ("fr", "Partie")])
def test_frames_in_other_languages(lang, game):
    replay = CheatReplay(json.dumps(record_of(GOLDEN / "end_bluff_doubted.json")), lang)
    english = CheatReplay(json.dumps(record_of(GOLDEN / "end_bluff_doubted.json")))
    frame = json.loads(replay.frame(0))
    assert frame["seats"][0]["name"] != "Seat 0" and frame["lines"][0] == f"— {game} 1 —"
    assert frame["lines"] != json.loads(english.frame(0))["lines"]
    for i in range(json.loads(replay.info())["steps"]):
        assert json.loads(replay.frame(i))["lines"]
    replay.set_language("en")
    assert json.loads(replay.frame(13))["lines"] == json.loads(english.frame(13))["lines"]


def test_a_record_without_games_has_nothing_to_watch():
    with pytest.raises(IllegalAction, match="no game to watch"):
        CheatReplay('{"format": "cheat/1", "players": 3, "games": []}')
