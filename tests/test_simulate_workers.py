"""Simulation on several processes: the same results for a seed whatever the number of workers."""

from __future__ import annotations

import concurrent.futures
import sys
import threading
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest

from crisp_core import Options
from crisp_core.cli import main
from crisp_core.crisp import simulate as sim
from crisp_core.crisp.bots import HeuristicBot
from crisp_core.crisp.simulate import BLOCK_MATCHES, BLOCK_ROUNDS, POOL_MIN_BLOCKS, simulate

BOTS = ["heuristic", "random"]
ROUNDS = 2 * BLOCK_ROUNDS + 37  # three blocks, the last one short
assert ROUNDS > (POOL_MIN_BLOCKS - 1) * BLOCK_ROUNDS  # big enough for the process pool


def fields(results: sim.Results) -> dict:
    """Every field of a result: per-round scores and win shares, calls, unfinished rounds, matches."""
    return dict(vars(results))


@pytest.fixture(scope="module")
def one_worker() -> dict:
    return fields(simulate(BOTS, rounds=ROUNDS, seed=11, workers=1))


@pytest.mark.subprocess
def test_results_are_the_same_for_one_two_and_three_workers(one_worker, monkeypatch):
    pooled = []
    play_in_pool = sim._play_in_pool
    monkeypatch.setattr(sim, "_play_in_pool", lambda *args: pooled.append(play_in_pool(*args)) or pooled[-1])
    for workers in (2, 3):
        assert fields(simulate(BOTS, rounds=ROUNDS, seed=11, workers=workers)) == one_worker
    assert [len(done) for done in pooled] == [3, 3]  # every block was played by the workers
    assert one_worker["rounds"] + one_worker["unfinished"] == ROUNDS


@pytest.mark.subprocess
def test_matches_are_the_same_for_one_and_two_workers():
    options, count = Options(target=30), 2 * BLOCK_MATCHES + 3
    one = simulate(BOTS, matches=count, seed=4, options=options, workers=1)
    assert fields(simulate(BOTS, matches=count, seed=4, options=options, workers=2)) == fields(one)
    assert one.matches == count and abs(sum(one.matches_won) - count) < 1e-9


def test_blocks_have_their_own_deals_and_the_first_is_a_short_job(one_worker):
    first = simulate(BOTS, rounds=BLOCK_ROUNDS, seed=11, workers=1)
    assert [s[:BLOCK_ROUNDS] for s in one_worker["scores"]] == first.scores
    assert one_worker["scores"][0][:BLOCK_ROUNDS] != one_worker["scores"][0][BLOCK_ROUNDS:2 * BLOCK_ROUNDS]


@pytest.mark.subprocess
def test_progress_reaches_the_total_block_by_block():
    seen: list[tuple[int, int]] = []
    simulate(BOTS, rounds=ROUNDS, seed=11, workers=2, progress=lambda done, total: seen.append((done, total)))
    assert sorted(done for done, _ in seen) == [done for done, _ in seen]
    assert seen[-1] == (ROUNDS, ROUNDS) and len(seen) == 3  # one report per block from the workers


def test_progress_in_process_reaches_the_total():
    seen: list[int] = []
    simulate(BOTS, rounds=ROUNDS, seed=11, workers=1, progress=lambda done, total: seen.append(done))
    assert seen == list(range(50, ROUNDS, 50)) + [ROUNDS]


def test_no_processes_in_pyodide(one_worker, monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(sim, "_play_in_pool", lambda *args: pytest.fail("no pool in Pyodide"))
    assert fields(simulate(BOTS, rounds=ROUNDS, seed=11, workers=4)) == one_worker


def test_a_pool_that_cannot_start_falls_back_to_one_worker(one_worker, monkeypatch):
    tried = []

    def no_processes(*args, **kwargs):
        tried.append(args)
        raise OSError("no semaphores here")

    monkeypatch.setattr(sim, "_pool_possible", lambda: True)  # also where processes never are (Pyodide)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", no_processes)
    assert fields(simulate(BOTS, rounds=ROUNDS, seed=11, workers=2)) == one_worker
    assert tried  # the pool was tried, and refused


class HalfBrokenPool:
    """A stand-in process pool whose second block is lost, as when a worker dies."""

    def __init__(self, workers: int, mp_context=None) -> None:
        self.submitted = 0

    def submit(self, function, *args) -> Future:
        future: Future = Future()
        self.submitted += 1
        if self.submitted == 2:
            future.set_exception(BrokenProcessPool("a worker died"))
        else:
            future.set_result(function(*args))
        return future

    def shutdown(self, cancel_futures: bool = False) -> None:
        pass


def test_blocks_a_broken_pool_lost_are_played_in_process(one_worker, monkeypatch):
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", HalfBrokenPool)
    seen: list[int] = []
    results = simulate(BOTS, rounds=ROUNDS, seed=11, workers=2, progress=lambda done, total: seen.append(done))
    assert fields(results) == one_worker and seen[-1] == ROUNDS


class LockedBot(HeuristicBot):
    """A bot holding a lock: it cannot be pickled, so it cannot go to a worker process."""

    name = "locked"

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()


def test_a_bot_that_cannot_be_pickled_plays_in_process(monkeypatch):
    expected = fields(simulate([HeuristicBot(), "random"], rounds=ROUNDS, seed=11, workers=1))
    expected["bots"] = ["locked", "random"]
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", lambda *a, **k: pytest.fail("no pool"))
    assert fields(simulate([LockedBot(), "random"], rounds=ROUNDS, seed=11, workers=2)) == expected


@pytest.mark.parametrize("workers", [0, -2, 1.5, True, "2"])
def test_workers_must_be_a_positive_whole_number(workers):
    with pytest.raises(ValueError, match="workers must be a whole number of at least 1"):
        simulate(BOTS, rounds=10, workers=workers)


@pytest.mark.parametrize("workers", ["0", "-1"])
def test_cli_refuses_workers_below_one(workers, capsys):
    assert main(["simulate", "--rounds", "10", "--workers", workers]) == 2
    err = capsys.readouterr().err
    assert err == f"crisp_core simulate: --workers must be at least 1, not {workers}\n"


def test_cli_results_do_not_depend_on_workers(capsys):
    outputs = []
    for workers in ("1", "2"):
        assert main(["simulate", "--players", "2", "--bots", "heuristic,random", "--rounds", str(ROUNDS),
                     "--seed", "3", "--json", "--workers", workers]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] and f'"rounds": {ROUNDS}' in outputs[0]
