"""Simulation: bots play rounds or matches, with statistics and 95 % confidence intervals."""

from __future__ import annotations

import copy
import math
import os
import pickle
import random
import sys
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..decks import shuffled_deck
from ..locale import seat_number
from ..protocols import Bot
from ..stats import Interval
from .bots import make_bot
from .driver import play_round
from .match import Match
from .options import Options
from .round import RoundState

Progress = Callable[[int, int], None]


@dataclass
class Results:
    """Per-seat statistics of a simulation (round scores, shares of round wins, crisp calls)."""

    bots: list[str]
    rounds: int = 0
    unfinished: int = 0
    scores: list[list[int]] = field(default_factory=list)  # per seat, one entry per round
    wins: list[list[float]] = field(default_factory=list)  # per seat: share of each round's win
    calls: list[int] = field(default_factory=list)
    good_calls: list[int] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    matches_won: list[float] = field(default_factory=list)
    matches: int = 0

    def __post_init__(self) -> None:
        n = len(self.bots)
        self.scores = self.scores or [[] for _ in range(n)]
        self.wins = self.wins or [[] for _ in range(n)]
        self.calls = self.calls or [0] * n
        self.good_calls = self.good_calls or [0] * n
        self.matches_won = self.matches_won or [0.0] * n

    def merge(self, other: "Results") -> "Results":
        """These results and ``other``'s (same bots), as if played in one run."""
        merged = Results(self.bots)
        merged.extend(self)
        merged.extend(other)
        return merged

    def extend(self, other: "Results") -> None:
        """Append ``other``'s results (same bots) to these, as if played after them in one run."""
        self.rounds += other.rounds
        self.unfinished += other.unfinished
        self.matches += other.matches
        for mine, theirs in zip(self.scores, other.scores):
            mine.extend(theirs)
        for mine, theirs in zip(self.wins, other.wins):
            mine.extend(theirs)
        self.turns.extend(other.turns)
        for seat in range(len(self.bots)):
            self.calls[seat] += other.calls[seat]
            self.good_calls[seat] += other.good_calls[seat]
            self.matches_won[seat] += other.matches_won[seat]

    def add_round(self, state: RoundState) -> None:
        """Count one round (an unfinished one only as unfinished)."""
        if not state.is_over:
            self.unfinished += 1
            return
        self.rounds += 1
        scores = state.scores()
        best = min(scores)
        winners = [s for s, v in enumerate(scores) if v == best]
        for seat, score in enumerate(scores):
            self.scores[seat].append(score)
            self.wins[seat].append(1 / len(winners) if seat in winners else 0.0)
        self.turns.append(state.turns)
        if state.caller >= 0:
            self.calls[state.caller] += 1
            totals = state.totals()
            if all(totals[state.caller] < t for s, t in enumerate(totals) if s != state.caller):
                self.good_calls[state.caller] += 1

    def mean_score(self) -> list[Interval]:
        """Mean round score per seat (R11.1-R11.2) with 95 % intervals."""
        return [Interval.of(s) for s in self.scores]

    def win_rate(self) -> list[Interval]:
        """Share of round wins per seat (a tie for the lowest round score shares the win)."""
        return [Interval.of(w) for w in self.wins]

    def call_success(self) -> list[float | None]:
        """Per seat, the share of its crisp calls that were strictly lowest (None if it never called)."""
        return [g / c if c else None for g, c in zip(self.good_calls, self.calls)]

    def mean_turns(self) -> float:
        """Turns per finished round."""
        return sum(self.turns) / len(self.turns) if self.turns else math.nan

    def to_dict(self) -> dict:
        """A JSON-ready summary."""
        mean, win = self.mean_score(), self.win_rate()
        out = {"bots": self.bots, "rounds": self.rounds, "unfinished_rounds": self.unfinished,
               "mean_score": [round(i.mean, 4) for i in mean],
               "mean_score_ci95": [round(i.half_width, 4) for i in mean],
               "win_rate": [round(i.mean, 4) for i in win],
               "win_rate_ci95": [round(i.half_width, 4) for i in win],
               "crisp_calls": self.calls,
               "crisp_success_rate": [None if r is None else round(r, 4) for r in self.call_success()],
               "turns_per_round": round(self.mean_turns(), 3)}
        if self.matches:
            out["matches"] = self.matches
            out["match_win_rate"] = [round(w / self.matches, 4) for w in self.matches_won]
        return out

    def table(self) -> str:
        """A plain-text table of the results."""
        lines = [f"{self.rounds} rounds ({self.unfinished} unfinished), {self.mean_turns():.1f} turns per round",
                 f"{'seat':>4}  {'bot':<10} {'mean score':>16} {'win rate':>16} {'calls':>6} {'good':>6}"]
        for seat, (bot, mean, win, calls, rate) in enumerate(zip(self.bots, self.mean_score(), self.win_rate(),
                                                                 self.calls, self.call_success())):
            good = "-" if rate is None else f"{rate:.0%}"
            lines.append(f"{seat_number(seat):>4}  {bot:<10} {str(mean):>16} {str(win):>16} {calls:>6} {good:>6}")
        return "\n".join(lines)


def play_match(bots: Sequence[str | Bot], seed: int = 0, options: Options | None = None, first_dealer: int = 0,
               max_turns: int = 1000) -> Match:
    """One whole match (R11.4), one bot per seat, every random choice from ``seed``; stops early
    if a round reaches ``max_turns`` turns unfinished (a simulator's limit, R7.6)."""
    players = [make_bot(b) if isinstance(b, str) else b for b in bots]
    rng = random.Random(seed)
    match = Match(len(players), options, first_dealer)
    while not match.over:
        play_round(match.deal(rng), players, rng, max_turns, match.scores)
        if not match.round.is_over:
            break
    return match


BLOCK_ROUNDS = 500  # rounds per block; a constant, so a seed gives the same results for any number of workers
BLOCK_MATCHES = 50  # matches per block, likewise
POOL_MIN_BLOCKS = 3  # a job of fewer blocks plays in this process: starting processes would cost more than it saves


@dataclass(frozen=True)
class _Block:
    """A run of consecutive rounds (or matches) with its own random streams for deals and bots."""

    start: int
    count: int
    deal_seed: int
    bot_seed: int


@dataclass(frozen=True)
class _Job:
    """What every block plays: bots by registry name or as objects (copied for each block), the table."""

    bots: tuple[str | Bot, ...]
    options: Options
    matches: bool
    max_turns: int


def _blocks(seed: int, total: int, size: int) -> list[_Block]:
    """``total`` rounds or matches cut into blocks of ``size``, each block's seeds drawn from ``seed`` in
    block order (the first block's streams are those a single stream from ``seed`` would have)."""
    master = random.Random(seed)
    return [_Block(start, min(size, total - start), master.getrandbits(64), master.getrandbits(64))
            for start in range(0, total, size)]


def _fresh(bot: str | Bot) -> Bot:
    """A bot for one block in the state it was given (a copy, so no memory passes between blocks)."""
    if isinstance(bot, str):
        return make_bot(bot)
    try:
        return copy.deepcopy(bot)
    except (TypeError, copy.Error, pickle.PicklingError):  # cannot be copied, so never sent to a worker either
        return bot


def _play_block(job: _Job, block: _Block, tick: Callable[[], None] | None = None) -> Results:
    """Play one block; ``tick`` is called after each round (or match)."""
    players = [_fresh(b) for b in job.bots]
    n = len(players)
    results = Results([p.name for p in players])
    deal_rng, bot_rng = random.Random(block.deal_seed), random.Random(block.bot_seed)
    for index in range(block.start, block.start + block.count):
        if job.matches:
            match = Match(n, job.options, first_dealer=index % n)
            while not match.over:
                scores = match.scores
                results.add_round(play_round(match.deal(deal_rng), players, bot_rng, job.max_turns, scores))
                if not match.round.is_over:
                    break
            results.matches += 1
            for seat in match.winners:
                results.matches_won[seat] += 1 / len(match.winners)
        else:
            state = RoundState.dealt(n, shuffled_deck(deal_rng), index % n, job.options)
            results.add_round(play_round(state, players, bot_rng, job.max_turns))
        if tick:
            tick()
    return results


def _play_pickled(job: bytes, block: _Block) -> Results:
    """A worker process's task: the job arrives pickled, so a bot a worker cannot load fails here as an
    ordinary exception (and the caller plays in-process) instead of breaking the pool."""
    return _play_block(pickle.loads(job), block)


class _Counter:
    """Rounds (or matches) done so far, passed on to a progress callback."""

    def __init__(self, progress: Progress | None, total: int, every: int) -> None:
        self.progress, self.total, self.every, self.done = progress, total, every, 0

    def tick(self) -> None:
        """One more done in this process: reported every ``every`` and at the end."""
        self.done += 1
        if self.progress and (self.done % self.every == 0 or self.done == self.total):
            self.progress(self.done, self.total)

    def block(self, count: int) -> None:
        """A worker finished a block of ``count``: always reported."""
        self.done += count
        if self.progress:
            self.progress(self.done, self.total)


def _pool_possible() -> bool:
    """False in Pyodide (one thread, no processes) and in a daemonic process (which may not have children)."""
    if sys.platform == "emscripten":
        return False
    import multiprocessing
    return not multiprocessing.current_process().daemon


def _play_in_pool(job: _Job, blocks: list[_Block], workers: int, counter: _Counter) -> dict[int, Results]:
    """Play ``blocks`` on ``workers`` processes; the results by block index.  Blocks missing from the
    answer are to be played in-process: a job that cannot be pickled, a pool that cannot start or
    breaks, or a block that fails in a worker (playing it here raises the same error, with its traceback)."""
    from concurrent.futures import ProcessPoolExecutor, as_completed
    import multiprocessing

    done: dict[int, Results] = {}
    try:
        payload = pickle.dumps(job)
    except Exception:  # a bot or option that cannot be pickled (its class decides what it raises)
        return done
    try:
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
    except (OSError, NotImplementedError, ImportError):  # no semaphores or no processes on this platform
        return done
    try:
        futures = {pool.submit(_play_pickled, payload, block): i for i, block in enumerate(blocks)}
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            counter.block(blocks[futures[future]].count)
    except Exception:  # a process that cannot start, a broken pool, an error in a worker
        pass
    finally:
        pool.shutdown(cancel_futures=True)
    return done


def _worker_count(workers: int | None) -> int:
    """``workers``, checked; every core for None."""
    if workers is None:
        return os.cpu_count() or 1
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a whole number of at least 1, not {workers!r}")
    return workers


def simulate(bots: Sequence[str | Bot], rounds: int = 1000, seed: int = 0, options: Options | None = None,
             progress: Progress | None = None, matches: int = 0, max_turns: int = 1000,
             workers: int | None = None) -> Results:
    """Play ``rounds`` independent rounds (the deal passing clockwise) or, if ``matches`` > 0, that
    many whole matches, one bot per seat; every random choice comes from ``seed``.

    The work is cut into blocks of :data:`BLOCK_ROUNDS` rounds (:data:`BLOCK_MATCHES` matches), each
    with its own seeds drawn from ``seed`` and fresh copies of the bots, played on ``workers``
    processes (default: every core) and merged in block order, so the results are the same whatever
    ``workers`` is.  Jobs of fewer than :data:`POOL_MIN_BLOCKS` blocks, Pyodide, and bots that
    cannot be pickled play in this process.  ``progress(done, total)`` is called as rounds (or
    matches) finish: every 50 rounds in this process, after each block from the workers."""
    workers = _worker_count(workers)
    names = [(make_bot(b) if isinstance(b, str) else b).name for b in bots]
    job = _Job(tuple(bots), options or Options(), matches > 0, max_turns)
    total = matches if matches > 0 else rounds
    blocks = _blocks(seed, max(total, 0), BLOCK_MATCHES if job.matches else BLOCK_ROUNDS)
    counter = _Counter(progress, total, 1 if job.matches else 50)
    parts: dict[int, Results] = {}
    if workers > 1 and len(blocks) >= POOL_MIN_BLOCKS and _pool_possible():
        parts = _play_in_pool(job, blocks, min(workers, len(blocks)), counter)
    results = Results(names)
    for i, block in enumerate(blocks):
        results.extend(parts[i] if i in parts else _play_block(job, block, counter.tick))
    return results
