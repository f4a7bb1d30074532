"""``crisp_core.replay`` and ``python -m crisp_core replay`` take the records of every registered game, choosing the
game by the record's ``format`` (crisp/1, cheat/1, crisps/1, …), with each game's F3 output and F4 refusals: checked
on every golden record of each game (Crisp's in tests/golden, every other game's in tests/<game>/golden; a game
without them fails test_every_game_has_golden_records_of_both_kinds, naming its folder)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from crisp_core import IllegalAction, replay
from crisp_core.games import games

TESTS = Path(__file__).resolve().parent
# each registered game's golden records: Crisp's in tests/golden (the first game's, from before there were others),
# every other game's in tests/<game>/golden
GOLDEN = {game.format: TESTS / "golden" if game.name == "crisp" else TESTS / game.name / "golden" for game in games()}
FORMATS = [repr(fmt) for fmt in GOLDEN]
UNKNOWN = rf"^F: format must be {', '.join(FORMATS[:-1])} or {FORMATS[-1]}, not "  # 'crisp/1', 'cheat/1' or 'crisps/1'
CASES = [(fmt, path) for fmt, folder in GOLDEN.items() for path in sorted(folder.glob("*.json"))]


@pytest.mark.parametrize("fmt, path", CASES, ids=[f"{fmt}:{path.stem}" for fmt, path in CASES])
def test_replay_chooses_the_game_by_format(fmt, path):
    case = json.loads(path.read_text())
    if case["record"].get("format") not in GOLDEN:  # no game to choose: refused by the choice itself
        with pytest.raises(IllegalAction, match=UNKNOWN):
            replay(case["record"])
    elif case["record"]["format"] != fmt:  # another game's format: refused as a record of that game
        with pytest.raises(IllegalAction):
            replay(case["record"])
    elif "error" in case:
        with pytest.raises(IllegalAction) as refused:
            replay(case["record"])
        assert str(refused.value) == case["error"]
    else:
        assert case["record"]["format"] == fmt
        assert replay(case["record"]) == case["result"]


@pytest.mark.parametrize("fmt", list(GOLDEN))
def test_every_game_has_golden_records_of_both_kinds(fmt):
    folder = GOLDEN[fmt]
    assert folder.is_dir(), f"{fmt}: no golden records ({folder.relative_to(TESTS.parent)} is missing)"
    cases = [json.loads(p.read_text()) for p in folder.glob("*.json")]
    assert sum("result" in c for c in cases) >= 10 and sum("error" in c for c in cases) >= 10, fmt


@pytest.mark.parametrize("game", ["crisp/2", "cheat/2", "crisps", None, 1, ["cheat/1"]])
def test_an_unknown_format_is_refused_naming_every_game(game):
    with pytest.raises(IllegalAction, match=UNKNOWN):
        replay({"format": game})


def _cli(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crisp_core", "replay", str(path)], capture_output=True,
                          text=True, cwd=TESTS.parent)


@pytest.mark.subprocess
@pytest.mark.parametrize("fmt", list(GOLDEN))
def test_cli_replays_every_game(tmp_path, fmt):
    cases = [json.loads(p.read_text()) for p in sorted(GOLDEN[fmt].glob("*.json"))]
    complete = next(c for c in cases if "result" in c)
    broken = next(c for c in cases if "error" in c and "action" in c["error"])
    (tmp_path / "good.json").write_text(json.dumps(complete["record"]))
    (tmp_path / "bad.json").write_text(json.dumps(broken["record"]))
    done = _cli(tmp_path / "good.json")
    assert done.returncode == 0 and done.stderr == "" and json.loads(done.stdout) == complete["result"]
    done = _cli(tmp_path / "bad.json")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    note = "\nIn the notation seats count from 0: Seat 1 is 0." if re.search(r"\bseat \d", broken["error"]) else ""
    assert done.stderr.strip() == broken["error"] + note
