"""Simulation: bots play rounds or matches, with statistics and 95 % confidence intervals."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .bots import Bot, make_bot
from .driver import play_round
from .decks import shuffled_deck
from .match import Match
from .options import Options
from .round import RoundState

Progress = Callable[[int, int], None]


@dataclass
class Interval:
    """A mean with the half-width of its 95 % confidence interval (normal approximation)."""

    mean: float
    half_width: float

    @classmethod
    def of(cls, samples: Sequence[float]) -> "Interval":
        """The mean of ``samples`` with its 95 % interval."""
        n = len(samples)
        if n == 0:
            return cls(math.nan, math.nan)
        mean = sum(samples) / n
        var = sum((x - mean) ** 2 for x in samples) / (n - 1) if n > 1 else 0.0
        return cls(mean, 1.96 * math.sqrt(var / n))

    @property
    def low(self) -> float:
        """Lower end of the interval."""
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        """Upper end of the interval."""
        return self.mean + self.half_width

    def __str__(self) -> str:
        return f"{self.mean:.3f} ± {self.half_width:.3f}"


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
        for name in ("rounds", "unfinished", "matches"):
            setattr(merged, name, getattr(self, name) + getattr(other, name))
        merged.scores = [a + b for a, b in zip(self.scores, other.scores)]
        merged.wins = [a + b for a, b in zip(self.wins, other.wins)]
        merged.calls = [a + b for a, b in zip(self.calls, other.calls)]
        merged.good_calls = [a + b for a, b in zip(self.good_calls, other.good_calls)]
        merged.matches_won = [a + b for a, b in zip(self.matches_won, other.matches_won)]
        merged.turns = self.turns + other.turns
        return merged

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
            lines.append(f"{seat:>4}  {bot:<10} {str(mean):>16} {str(win):>16} {calls:>6} {good:>6}")
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


def simulate(bots: Sequence[str | Bot], rounds: int = 1000, seed: int = 0, options: Options | None = None,
             progress: Progress | None = None, matches: int = 0, max_turns: int = 1000) -> Results:
    """Play ``rounds`` independent rounds (the deal passing clockwise) or, if ``matches`` > 0, that
    many whole matches, one bot per seat; every random choice comes from ``seed``."""
    players = [make_bot(b) if isinstance(b, str) else b for b in bots]
    names = [b.name for b in players]
    options = options or Options()
    rng = random.Random(seed)
    deal_rng, bot_rng = random.Random(rng.getrandbits(64)), random.Random(rng.getrandbits(64))
    results = Results(names)
    n = len(players)
    if matches:
        for m in range(matches):
            match = Match(n, options, first_dealer=m % n)
            while not match.over:
                scores = match.scores
                results.add_round(play_round(match.deal(deal_rng), players, bot_rng, max_turns, scores))
                if not match.round.is_over:
                    break
            results.matches += 1
            for seat in match.winners:
                results.matches_won[seat] += 1 / len(match.winners)
            if progress:
                progress(m + 1, matches)
        return results
    for r in range(rounds):
        state = RoundState.dealt(n, shuffled_deck(deal_rng), r % n, options)
        results.add_round(play_round(state, players, bot_rng, max_turns))
        if progress and ((r + 1) % 50 == 0 or r + 1 == rounds):
            progress(r + 1, rounds)
    return results
