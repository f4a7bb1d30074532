"""The event log: what happened in a round, and what one seat saw of it (hidden cards masked).

The engine appends compact tuples (``EV_*`` code first) as it plays; :func:`seen_by` turns one into
an :class:`Event` as a given seat saw it.  Masking follows the same rules as the information
state: a drawn card is seen by its drawer (everyone, after a flip, R6.2), discards by all (R4),
a Jack's peek by its user (R5.3), Queen-received L/R cards by their new owners (R5.4.1-2).
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import SLOTS, Card, card_text
from . import actions as act
from .actions import Action
from .deal import peeked

(EV_DEAL, EV_DRAW, EV_TAKE, EV_SWAP, EV_DISCARD, EV_JACK, EV_QUEEN, EV_KING, EV_FLIP, EV_CRISP, EV_PASS,
 EV_TIMEOUT, EV_END) = range(13)


class Event(NamedTuple):
    """One event as one seat saw it: its kind, the acting seat (-1 for the table's own events), the
    cards involved (None where this seat did not see the card) and the other facts of the event
    (slots, seats, counts) as ``info``.  ``str(event)`` reads like the notation of RULES.md N3."""

    kind: str
    seat: int
    cards: tuple[Card | None, ...]
    info: tuple = ()

    @property
    def seen(self) -> tuple[Card, ...]:
        """The cards this seat saw in this event."""
        return tuple(c for c in self.cards if c is not None)

    @property
    def text(self) -> str:
        """The event in words."""
        return _TEXTS[self.kind](self.seat, self.cards, self.info)

    def __str__(self) -> str:
        return self.text


def _hands_text(hands: tuple[Card, ...]) -> str:
    return "; ".join(f"{s}: " + " ".join(card_text(c) for c in hands[s * 3:s * 3 + 3])
                     for s in range(len(hands) // 3))


def _queen_text(seat: int, cards: tuple, info: tuple) -> str:
    slot, target, tslot = info
    text = f"{seat} queen {SLOTS[slot]} {target}{SLOTS[tslot]} ({cards[0]})"
    if len(cards) == 3:  # seen by all (seen_by_all)
        return text + f"; {seat} gets {cards[1]}, {target} gets {cards[2]}"
    return text if cards[1] is None else text + f"; you receive {cards[1]}"


_TEXTS = {
    "deal": lambda seat, cards, info: (f"seat {seat} deals: " + _hands_text(cards) if len(cards) > 2 else
                                       f"seat {seat} deals; you peek at your L {cards[0]} and R {cards[1]}"),
    "draw": lambda seat, cards, info: f"{seat} draw {card_text(cards[0])}",
    "take": lambda seat, cards, info: f"{seat} take {cards[0]}",
    "swap": lambda seat, cards, info: f"{seat} swap {SLOTS[info[0]]} {card_text(cards[0])}, {cards[1]} to the discard",
    "discard": lambda seat, cards, info: f"{seat} discard {cards[0]}",
    "jack": lambda seat, cards, info: f"{seat} jack ({cards[0]}): looks at own M {card_text(cards[1])}",
    "queen": _queen_text,
    "king": lambda seat, cards, info: f"{seat} king ({cards[0]}): two more draws",
    "flip": lambda seat, cards, info: f"the discard pile ({info[0]} cards) is turned over as the stock",
    "crisp": lambda seat, cards, info: f"{seat} crisp" + (" (late call)" if info[0] else ""),
    "pass": lambda seat, cards, info: f"{seat} pass",
    "timeout": lambda seat, cards, info: (f"{seat} timeout: {cards[0]} "
                                          + ("drawn and discarded" if info[0] else "discarded unused")),
    "reveal": lambda seat, cards, info: "round over: " + _hands_text(cards),
}


def seen_by(event: tuple, viewer: int) -> Event:
    """The true ``event`` tuple as seat ``viewer`` saw it."""
    code, seat = event[0], event[1]
    if code == EV_DRAW:
        return Event("draw", seat, (event[2] if event[3] or viewer == seat else None,))
    if code == EV_SWAP:
        slot, incoming, out, public = event[2:]
        return Event("swap", seat, (incoming if public or viewer == seat else None, out), (slot,))
    if code == EV_DISCARD:
        return Event("discard", seat, (event[2],))
    if code == EV_DEAL:
        return Event("deal", seat, tuple(event[2][i] for i in peeked(viewer)))  # R2.4
    if code == EV_TAKE:
        return Event("take", seat, (event[2],))
    if code == EV_JACK:
        return Event("jack", seat, (event[2], event[3] if viewer == seat else None))
    if code == EV_QUEEN:
        slot, target, tslot, queen, to_seat, to_target = event[2:]
        mine = to_seat if viewer == seat and slot != 1 else to_target if viewer == target and tslot != 1 else None
        return Event("queen", seat, (queen, mine), (slot, target, tslot))
    if code == EV_KING:
        return Event("king", seat, (event[2],))
    if code == EV_FLIP:
        return Event("flip", -1, (), (event[2],))
    if code == EV_CRISP:
        return Event("crisp", seat, (), (event[2],))
    if code == EV_PASS:
        return Event("pass", seat, ())
    if code == EV_TIMEOUT:
        return Event("timeout", seat, (event[2],), (event[3],))
    return Event("reveal", -1, tuple(event[2]))


def seen_by_all(event: tuple) -> Event:
    """The true ``event`` tuple with every card shown, as an all-seeing narrator sees it (the
    "whole table" view of lessons).  Shaped like :func:`seen_by`'s events, except that the deal
    carries every hand (``seat * 3 + slot``), a draw's ``info`` says whether the stock was public
    (R6.2), and a Queen carries both cards it moved: the one now in the player's slot, then the
    one now in the other seat's."""
    code, seat = event[0], event[1]
    if code == EV_DEAL:
        return Event("deal", seat, tuple(event[2]))
    if code == EV_DRAW:
        return Event("draw", seat, (event[2],), (event[3],))
    if code == EV_SWAP:
        return Event("swap", seat, (event[3], event[4]), (event[2],))
    if code == EV_JACK:
        return Event("jack", seat, (event[2], event[3]))
    if code == EV_QUEEN:
        return Event("queen", seat, tuple(event[5:]), tuple(event[2:5]))
    return seen_by(event, seat)  # the other events mask nothing


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
