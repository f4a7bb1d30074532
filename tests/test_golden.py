"""Golden records: replay each one and compare with its stored result or refusal (RULES.md F3-F4)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from crisp_core import replay

from golden_support import check_files, check_replay, generator

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = sorted(GOLDEN.glob("*.json"))
regenerate = generator(GOLDEN, "crisp_golden_regenerate")


def test_golden_files_are_what_the_generator_makes():
    check_files(GOLDEN, regenerate)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_F3_F4_golden_replay(path):
    check_replay(path, replay)


def test_F4_every_refusal_names_round_action_and_rule():
    for path in CASES:
        case = json.loads(path.read_text())
        if "error" in case and "action" in case["error"]:
            assert case["error"].startswith("round ") and f": {case['rule']}: " in case["error"]


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crisp_core", *args], capture_output=True, text=True,
                          cwd=GOLDEN.parent.parent)


@pytest.mark.subprocess
def test_cli_replay_prints_the_result(tmp_path):
    case = json.loads((GOLDEN / "late_call.json").read_text())
    record = tmp_path / "game.json"
    record.write_text(json.dumps(case["record"]))
    done = run_cli("replay", str(record))
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == case["result"]


@pytest.mark.subprocess
def test_cli_replay_refuses_a_broken_record_without_traceback(tmp_path):
    case = json.loads((GOLDEN / "bad_out_of_turn.json").read_text())
    record = tmp_path / "bad.json"
    record.write_text(json.dumps(case["record"]))
    done = run_cli("replay", str(record))
    assert done.returncode == 2 and done.stdout == ""
    # the reason names seats from 1, the quoted action counts them from 0: a line says so
    assert done.stderr.strip() == case["error"] + "\nIn the notation seats count from 0: Seat 1 is 0."
    assert "Traceback" not in done.stderr


@pytest.mark.subprocess
@pytest.mark.parametrize("content", ["{not json", None])
def test_cli_replay_unreadable_file(tmp_path, content):
    path = tmp_path / "x.json"
    if content is not None:
        path.write_text(content)
    done = run_cli("replay", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr and str(path) in done.stderr


@pytest.mark.subprocess
def test_cli_help():
    done = run_cli("replay", "--help")
    assert done.returncode == 0 and "crisp/1" in done.stdout
    assert run_cli("--help").returncode == 0
