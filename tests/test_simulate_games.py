"""``python -m crisp_core simulate --game cheat|crisps``: whole games between the sibling games' bots, with win
rates and their 95 % (Wilson) intervals; and the tally behind it."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from crisp_core.stats import Rate, WinTally

ROOT = Path(__file__).resolve().parent.parent


def test_rate_is_the_wilson_interval():
    rate = Rate.of(45, 100)  # the textbook case: 0.45, interval 0.356 to 0.548
    assert rate.mean == 0.45 and round(rate.low, 3) == 0.356 and round(rate.high, 3) == 0.548
    assert Rate.of(0, 50).low == 0.0 and 0 < Rate.of(0, 50).high < 0.08  # not the empty interval of a normal one
    assert Rate.of(50, 50).high == 1.0 and 0.92 < Rate.of(50, 50).low < 1
    assert math.isnan(Rate.of(0, 0).mean)


def test_win_tally_summary():
    tally = WinTally(["counting", "random"], [30, 10], 40, unfinished=2, actions=4000)
    out = tally.to_dict()
    assert out["win_rate"] == [0.75, 0.25] and out["actions_per_game"] == 100.0 and out["unfinished_games"] == 2
    low, high = out["win_rate_ci95"][0]
    assert low < 0.75 < high
    assert "40 games (2 unfinished), 100.0 actions per game" in tally.table()


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crisp_core", "simulate", *args], capture_output=True, text=True,
                          cwd=ROOT)


@pytest.mark.subprocess
@pytest.mark.parametrize("game, seats", [("cheat", 4), ("crisps", 2)])
def test_simulate_a_sibling_game(game, seats):
    done = run("--game", game, "--games", "60", "--seed", "5", "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["bots"] == ["counting"] + ["random"] * (seats - 1)
    assert out["games"] + out["unfinished_games"] == 60 and sum(out["wins"]) == out["games"]
    assert out["win_rate"][0] > 1 / seats  # the card counter wins more than its share
    assert run("--game", game, "--games", "60", "--seed", "5", "--json").stdout == done.stdout  # seeded


@pytest.mark.subprocess
@pytest.mark.parametrize("args, message", [
    (["--game", "crisps", "--players", "3"], "Crisps is for two players, not 3"),
    (["--game", "cheat", "--players", "7"], "Cheat is for 3 to 6 players, not 7"),
    (["--game", "cheat", "--bots", "expert"], "no Cheat bot named 'expert'"),
    (["--game", "cheat", "--bots", "random,random"], "Cheat is for 3 to 6 players, not 2"),
    (["--game", "crisps", "--options", "jokers=true"], "unknown"),
    (["--game", "cheat", "--workers", "2"], "--matches, --workers and --options are for Crisp"),
])
def test_simulate_refuses_in_one_line(args, message):
    done = run(*args, "--games", "5")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
