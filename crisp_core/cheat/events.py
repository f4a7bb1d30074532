"""The game's event log: one small tuple per event, in order (CHEAT.md C3-C5).

* ``(EV_PLAY, seat, group, rank)``: ``seat`` put the cards of mask ``group`` on the pile, claiming
  ``rank`` (C3.2).
* ``(EV_DOUBT, seat, declarer, group, rank, taker, pile)``: ``seat`` challenged ``declarer``'s play
  of ``group`` claimed as ``rank``; ``group`` was turned face up and ``taker`` took the whole
  ``pile`` (a mask, ``group`` included) into their hand (C4.2).
* ``(EV_ACCEPT, seat)``: ``seat`` accepted a play that emptied the declarer's hand (C5.1).
* ``(EV_WIN, seat)``: ``seat`` won the game (C5.2).
"""

from __future__ import annotations

from .actions import ACCEPTS, DOUBTS, Action, play
from .cardsets import cards_of

EV_PLAY, EV_DOUBT, EV_ACCEPT, EV_WIN = range(4)


def action_of(event: tuple) -> Action | None:
    """The action that made ``event``, or None for the win (which no action names)."""
    code, seat = event[0], event[1]
    if code == EV_PLAY:
        return play(seat, cards_of(event[2]))
    if code == EV_DOUBT:
        return DOUBTS[seat]
    if code == EV_ACCEPT:
        return ACCEPTS[seat]
    return None
