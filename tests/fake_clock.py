"""A clock for tests of real-time play (R9, R10, C4.1, C4.4): it moves only when told."""

from __future__ import annotations


class FakeClock:
    """A clock that moves only when told: seconds from ``start``, moved on by :meth:`advance`."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
