"""Statistics of simulations, shared by the games: a mean with its 95 % interval, a rate with its Wilson interval,
and a tally of games won per seat."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from .locale import seat_number


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


@dataclass(frozen=True)
class Rate:
    """A proportion with its 95 % Wilson score interval (right also near 0 and 1, where a normal one is not)."""

    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, hits: int, n: int, z: float = 1.96) -> "Rate":
        """The share ``hits / n`` with its interval (NaN for ``n == 0``)."""
        if n == 0:
            return cls(math.nan, math.nan, math.nan)
        p = hits / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return cls(p, max(0.0, centre - half), min(1.0, centre + half))

    def __str__(self) -> str:
        return f"{self.mean:.3f} [{self.low:.3f}, {self.high:.3f}]"


@dataclass
class WinTally:
    """Games won per seat in a simulation of a game with one winner per game (Cheat C5.3, Crisps K7.2), out of
    ``games`` finished games (``unfinished`` stopped at the simulator's limit), and their actions."""

    bots: list[str]
    wins: list[int]
    games: int
    unfinished: int = 0
    actions: int = 0

    def win_rate(self) -> list[Rate]:
        """Each seat's share of the finished games won, with its 95 % interval."""
        return [Rate.of(w, self.games) for w in self.wins]

    def to_dict(self) -> dict:
        """A JSON-ready summary."""
        rates = self.win_rate()
        return {"bots": self.bots, "games": self.games, "unfinished_games": self.unfinished, "wins": self.wins,
                "win_rate": [round(r.mean, 4) for r in rates],
                "win_rate_ci95": [[round(r.low, 4), round(r.high, 4)] for r in rates],
                "actions_per_game": round(self.actions / self.games, 2) if self.games else None}

    def table(self) -> str:
        """A plain-text table of the results."""
        per_game = f"{self.actions / self.games:.1f} actions per game" if self.games else "no game finished"
        lines = [f"{self.games} games ({self.unfinished} unfinished), {per_game}",
                 f"{'seat':>4}  {'bot':<10} {'wins':>6} {'win rate [95 % interval]':>26}"]
        lines += [f"{seat_number(seat):>4}  {bot:<10} {wins:>6} {str(rate):>26}"
                  for seat, (bot, wins, rate) in enumerate(zip(self.bots, self.wins, self.win_rate()))]
        return "\n".join(lines)
