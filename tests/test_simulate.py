"""Simulation, its command line, and terminal play."""

from __future__ import annotations

import pytest

import json
import subprocess
import sys
from pathlib import Path

from crisp_core import Options, replay
from crisp_core.crisp.bots import make_bot
from crisp_core.crisp.simulate import simulate
from crisp_core.crisp.terminal import TerminalPlayer, play_match
from crisp_core.records import read

ROOT = Path(__file__).resolve().parent.parent


def test_simulation_is_deterministic_and_complete():
    calls = []
    a = simulate(["heuristic", "random", "forgetful"], rounds=120, seed=5, progress=lambda d, t: calls.append(d),
                 options=Options(draw_from_discard=True, draw_timer=30))
    b = simulate(["heuristic", "random", "forgetful"], rounds=120, seed=5,
                 options=Options(draw_from_discard=True, draw_timer=30))
    assert a.to_dict() == b.to_dict()
    assert a.rounds + a.unfinished == 120 and calls[-1] == 120
    summary = a.to_dict()
    assert len(summary["mean_score"]) == len(summary["win_rate"]) == 3
    assert abs(sum(summary["win_rate"]) - 1) < 1e-9  # the round win is always shared out
    assert simulate(["heuristic", "random", "forgetful"], rounds=120, seed=6).to_dict() != summary


def test_matches_end_at_the_target():
    results = simulate(["heuristic", "random"], matches=5, seed=2, options=Options(target=40))
    assert results.matches == 5 and abs(sum(results.matches_won) - 5) < 1e-9


def test_merged_results_equal_one_run():
    one = simulate(["heuristic", "random"], rounds=50, seed=1)
    two = simulate(["heuristic", "random"], rounds=50, seed=2)
    merged = one.merge(two)
    assert merged.rounds == 100 and merged.scores[0] == one.scores[0] + two.scores[0]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crisp_core", *args], capture_output=True, text=True,
                          input=stdin, cwd=ROOT)


@pytest.mark.subprocess
def test_cli_simulate_json():
    done = run("simulate", "--players", "4", "--bots", "heuristic,random,random,random", "--rounds", "60",
               "--seed", "1", "--json", "--options", "draw_from_discard=true")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rounds"] == 60 and len(out["mean_score"]) == 4 and len(out["win_rate"]) == 4


@pytest.mark.subprocess
def test_cli_simulate_refuses_bad_input():
    assert run("simulate", "--players", "3", "--bots", "heuristic,random").returncode == 2
    assert "unknown bot" in run("simulate", "--bots", "wizard").stderr
    assert "R9" in run("simulate", "--options", "draw_timer=20").stderr


def test_terminal_play_against_bots_and_save(tmp_path):
    answers = iter(["help", "fly", "queen M 0L", "swap Q"] + ["1"] * 400)
    out: list[str] = []
    human = TerminalPlayer(read=lambda prompt: next(answers), write=out.append)
    match = play_match(3, [make_bot("heuristic"), make_bot("random")], human, seed=4, rounds=2)
    text = "\n".join(out)
    assert "Crisp in brief" in text and "not understood" in text
    assert "seat 0 deals; you peek at your L" in text and "round over" in text
    assert len(match.rounds) == 2 and match.rounds[-1].is_over


def test_terminal_explains_a_refused_action_by_its_rule():
    answers = iter(["swap L", "quit"])
    out: list[str] = []
    human = TerminalPlayer(read=lambda prompt: next(answers), write=out.append)
    play_match(3, [make_bot("heuristic")] * 2, human, seed=11, rounds=1)
    text = "\n".join(out)
    assert "not allowed now: R" in text and "bye" in text


@pytest.mark.subprocess
def test_cli_play_reads_stdin_and_saves(tmp_path):
    path = tmp_path / "game.json"
    done = run("play", "--players", "2", "--bots", "random", "--seed", "3", "--rounds", "1", "--save", str(path),
               stdin="2\n" * 300)
    assert done.returncode == 0, done.stderr
    assert "you peek at your L" in done.stdout and path.exists()
    assert replay(read(path))["rounds"][0]["complete"] is True
