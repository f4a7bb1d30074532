"""The online table in real time: R9's time per draw and R10's crisp window, over the engine.

The engine knows only the ``timeout`` action and the crisp window as a phase; this layer adds the
clock (any function returning seconds, so tests can inject a fake one):

* R10: after a turn ends, its player has ``window`` (3) seconds to call crisp; the next player may
  start after ``next_may_start`` (2) seconds; in the last second the call is still allowed, and
  if the next player has already drawn it is the late call of R7.2.  When the window closes
  unused, the table says "pass" for the player.
* R9: with a draw timer, each draw has that many seconds, counted from the moment the player may
  act; when they run out, the table applies ``timeout`` for the player.  Seats listed as
  ``untimed`` (a page's bots, which always move within their pace) are never timed out.

Call :meth:`RealTimeTable.poll` regularly (or at :meth:`deadline`); :meth:`act` polls first.
"""

from __future__ import annotations

import time
from typing import Callable, Iterable

from ..errors import Seat
from ..locale import illegal
from .actions import CRISP, DRAW, PASS, TAKE, TIMEOUT, Action, make
from .round import P_DRAW, P_LATE, P_WINDOW, RoundState

Clock = Callable[[], float]


class RealTimeTable:
    """One round played against the clock (R9, R10)."""

    def __init__(self, state: RoundState, clock: Clock = time.monotonic, window: float = 3.0,
                 next_may_start: float = 2.0, untimed: Iterable[int] = ()) -> None:
        """Start the clock for ``state`` now; the draws of the ``untimed`` seats are not timed (R9)."""
        self.state = state
        self.clock = clock
        self.window = window
        self.next_may_start = next_may_start
        self.untimed = frozenset(untimed)
        now = clock()
        self.turn_opens = now  # when the turn seat may act
        self.draw_started = now  # when the current draw's time began (R9)
        self.window_closes: float | None = None  # when the crisp window closes (R10)
        self.log: list[tuple[float, Action, bool]] = []  # (time, action, applied by the table)

    @property
    def draw_limit(self) -> int | None:
        """Seconds per draw (R9), or None without a timer."""
        return self.state.options.draw_timer

    @property
    def draw_timed(self) -> bool:
        """True if the current draw runs against the clock: a timer is set, the round goes on and the
        turn seat is not untimed."""
        state = self.state
        return self.draw_limit is not None and not state.is_over and state.turn not in self.untimed

    def deadline(self) -> float | None:
        """The next moment at which the table itself will act, or None."""
        times = []
        if self.window_closes is not None:
            times.append(self.window_closes)
        if self.draw_timed:
            times.append(self.draw_started + self.draw_limit)
        return min(times) if times else None

    def seconds_left(self) -> dict[str, float | None]:
        """For a display: seconds until the next player may start, until the crisp window closes,
        and until the current draw times out (None where it does not apply)."""
        now = self.clock()
        return {"start": max(0.0, self.turn_opens - now) if self.turn_opens > now else None,
                "crisp": None if self.window_closes is None else max(0.0, self.window_closes - now),
                "draw": None if not self.draw_timed
                else max(0.0, self.draw_started + self.draw_limit - now)}

    def poll(self) -> list[Action]:
        """Apply what the clock has made due: a window closing (pass) and a draw timing out; return
        the actions the table applied."""
        applied = []
        while not self.state.is_over:
            now = self.clock()
            state = self.state
            if self.window_closes is not None and now >= self.window_closes and state.window_seat >= 0:
                action = make(state.window_seat, PASS)  # R10: the 3 s are over
                moment = self.window_closes
            elif self.draw_timed and now >= self.draw_started + self.draw_limit:
                action = make(state.turn, TIMEOUT)  # R9
                moment = self.draw_started + self.draw_limit
            else:
                break
            self._apply(action, moment, by_table=True)
            applied.append(action)
        return applied

    def act(self, action: Action | str) -> None:
        """A player's action, refused (with nothing changed) if the clock does not allow it yet."""
        self.poll()
        a = action if isinstance(action, Action) else Action.parse(action)
        now = self.clock()
        if a.kind == TIMEOUT:
            raise illegal("R9", "refused.timeout_table", action=str(a))
        if a.seat == self.state.turn and a.kind not in (CRISP, PASS) and now < self.turn_opens:
            raise illegal("R10", "refused.wait", action=str(a), seat=Seat(a.seat), wait=self.turn_opens - now,
                          gap=float(self.next_may_start))
        self._apply(a, now, by_table=False)

    def _apply(self, action: Action, now: float, by_table: bool) -> None:
        state = self.state
        turns = state.turns
        state.apply(action)
        self.log.append((now, action, by_table))
        if state.turns != turns:  # a turn ended
            if state.phase == P_WINDOW:  # R10: the window opens; the next player waits 2 s
                self.window_closes = now + self.window
                self.turn_opens = now + self.next_may_start
            else:  # a timeout (R9.4) or a final turn: no window
                self.window_closes = None
                self.turn_opens = now
            self.draw_started = self.turn_opens
        elif state.phase == P_DRAW and action.kind not in (DRAW, TAKE, CRISP, PASS):
            self.draw_started = now  # a drawn card resolved and another draw owed (R5.5): its own time (R9)
        if state.window_seat < 0 and state.phase not in (P_WINDOW, P_LATE):
            self.window_closes = None
