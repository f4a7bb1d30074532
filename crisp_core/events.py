"""The event log: what happened in a round, and what one seat saw of it (hidden cards masked).

The engine appends compact tuples (``EV_*`` code first) as it plays; :func:`seen_by` turns one into
an :class:`Event` as a given seat saw it.  Masking follows the same rules as the information
state: a drawn card is seen by its drawer (everyone, after a flip, R6.2), discards by all (R4),
a Jack's peek by its user (R5.3), Queen-received L/R cards by their new owners (R5.4.1-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import actions as act
from .actions import Action
from .cards import SLOTS, Card, card_text

(EV_DEAL, EV_DRAW, EV_TAKE, EV_SWAP, EV_DISCARD, EV_JACK, EV_QUEEN, EV_KING, EV_FLIP, EV_CRISP, EV_PASS,
 EV_TIMEOUT, EV_END) = range(13)


@dataclass(frozen=True, slots=True)
class Event:
    """One event as one seat saw it: its kind, acting seat (-1 for the table), text and seen cards."""

    kind: str
    seat: int
    text: str
    seen: tuple[Card, ...]

    def __str__(self) -> str:
        return self.text


def _hands_text(hands: tuple[Card, ...]) -> str:
    return "; ".join(f"{s}: " + " ".join(card_text(c) for c in hands[s * 3:s * 3 + 3])
                     for s in range(len(hands) // 3))


def seen_by(event: tuple, viewer: int) -> Event:
    """The true ``event`` tuple as seat ``viewer`` saw it."""
    code, seat = event[0], event[1]
    if code == EV_DEAL:
        left, right = event[2][viewer * 3], event[2][viewer * 3 + 2]
        return Event("deal", seat, f"seat {seat} deals; you peek at your L {left} and R {right}", (left, right))
    if code == EV_DRAW:
        card = event[2] if event[3] or viewer == seat else None
        return Event("draw", seat, f"{seat} draw {card_text(card)}", _known(card))
    if code == EV_TAKE:
        return Event("take", seat, f"{seat} take {event[2]}", (event[2],))
    if code == EV_SWAP:
        slot, incoming, out, public = event[2:]
        incoming = incoming if public or viewer == seat else None
        return Event("swap", seat, f"{seat} swap {SLOTS[slot]} {card_text(incoming)}, {out} to the discard",
                     _known(incoming) + (out,))
    if code == EV_DISCARD:
        return Event("discard", seat, f"{seat} discard {event[2]}", (event[2],))
    if code == EV_JACK:
        middle = event[3] if viewer == seat else None
        return Event("jack", seat, f"{seat} jack ({event[2]}): looks at own M {card_text(middle)}",
                     (event[2],) + _known(middle))
    if code == EV_QUEEN:
        slot, target, tslot, queen, to_seat, to_target = event[2:]
        mine = to_seat if viewer == seat and slot != 1 else to_target if viewer == target and tslot != 1 else None
        text = f"{seat} queen {SLOTS[slot]} {target}{SLOTS[tslot]} ({queen})"
        if mine is not None:
            text += f"; you receive {mine}"
        return Event("queen", seat, text, (queen,) + _known(mine))
    if code == EV_KING:
        return Event("king", seat, f"{seat} king ({event[2]}): two more draws", (event[2],))
    if code == EV_FLIP:
        return Event("flip", -1, f"the discard pile ({event[2]} cards) is turned over as the stock", ())
    if code == EV_CRISP:
        return Event("crisp", seat, f"{seat} crisp" + (" (late call)" if event[2] else ""), ())
    if code == EV_PASS:
        return Event("pass", seat, f"{seat} pass", ())
    if code == EV_TIMEOUT:
        how = "drawn and discarded" if event[3] else "discarded unused"
        return Event("timeout", seat, f"{seat} timeout: {event[2]} {how}", (event[2],))
    return Event("reveal", -1, "round over: " + _hands_text(event[2]), tuple(event[2]))


def _known(card: Card | None) -> tuple[Card, ...]:
    return () if card is None else (card,)


_SIMPLE_ACTIONS = {EV_DRAW: act.DRAW, EV_TAKE: act.TAKE, EV_DISCARD: act.DISCARD, EV_JACK: act.JACK_USE,
                   EV_KING: act.KING_USE, EV_CRISP: act.CRISP, EV_PASS: act.PASS, EV_TIMEOUT: act.TIMEOUT}


def action_of(event: tuple) -> Action | None:
    """The action that caused ``event``, or None for the table's own events (deal, flip, reveal)."""
    code = event[0]
    if code == EV_SWAP:
        return act.make(event[1], act.SWAP, event[2])
    if code == EV_QUEEN:
        return act.make(event[1], act.QUEEN_USE, event[2], event[3], event[4])
    kind = _SIMPLE_ACTIONS.get(code)
    return None if kind is None else act.make(event[1], kind)
