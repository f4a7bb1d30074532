"""Plain-word narration of round events, for the lessons' step-through widgets.

:func:`describe` tells one :class:`~crisp_core.events.Event` in a short English sentence,
:func:`rules_of` lists the IDs of the rules of docs/RULES.md it applies, and :func:`narrate` joins
the two.  A sentence names only the cards its event carries, so narrating
``state.seen_events(seat)`` never names a card that seat did not see; :func:`table_events` gives
the all-seeing view, every card shown.

Seat names are the caller's text and are used as given: the sentences are plain text, not HTML,
and a page or widget that shows them must escape them (a name may hold ``<`` or ``&``).

>>> from crisp_core import RoundState, arranged_deck
>>> state = RoundState(3, arranged_deck(3, 0, {1: ["Ah", "5c", "9d"]}, ["7d"]))
>>> state.apply("1 draw")
>>> narrate(state.seen_events(1)[-1])
'Seat 1 draws from the stock and looks at the card: 7♦. (R3.2)'
>>> narrate(state.seen_events(2)[-1], names=["Ann", "Bo", "Cy"])
'Bo draws a card from the stock; only Bo sees it. (R3.2)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from .cards import KING, SLOTS, Card, hand_total
from .events import Event, seen_by_all
from .render import card_name

if TYPE_CHECKING:
    from .round import RoundState

_Namer = Callable[[int], str]
_M = 1  # the slot nobody looks at (R2.4, R5.4.1)
_RESOLUTIONS = frozenset({"swap", "discard", "jack", "queen"})  # a drawn card resolved (R3.2)


def card_words(card: Card | None) -> str:
    """A card as a picture with its suit symbol (``7♦``, ``10♠``, ``Q♥``); None, a card the
    viewer did not see, is "a card you have not seen"."""
    return "a card you have not seen" if card is None else card_name(card)


def describe(event: Event, names: Sequence[str] | None = None) -> str:
    """One short plain-text sentence telling ``event``, naming only the cards it carries.

    ``names[seat]`` is a seat's name, used as given (plain text: escape it before showing it as
    HTML); by default seats are "Seat 0", "Seat 1", ...
    """
    who: _Namer = (lambda seat: f"seat {seat}") if names is None else names.__getitem__
    text = _SENTENCES[event.kind](event, who)
    return text[0].upper() + text[1:] if names is None else text


def rules_of(event: Event) -> tuple[str, ...]:
    """The IDs of the rules of docs/RULES.md that ``event`` applies, e.g. ``("R5.5",)`` for a King."""
    return _RULES[event.kind](event)


def narrate(event: Event, names: Sequence[str] | None = None) -> str:
    """:func:`describe` with the rule IDs in brackets: "Seat 2 plays the K♠: ... (R5.5)"."""
    return f"{describe(event, names)} ({', '.join(rules_of(event))})"


def table_events(state: "RoundState") -> tuple[Event, ...]:
    """The round's event log as an all-seeing narrator sees it, one :class:`Event` per event of
    ``state.events``: every card shown (:func:`crisp_core.events.seen_by_all`), a timeout's
    ``info`` extended with the number of owed draws it made the player lose (R9.3), and the
    reveal's ``info`` holding the caller (R11.2)."""
    events: list[Event] = []
    owed, caller = 1, -1  # draws owed in the turn (R3.1, R5.5), as the engine counts them
    for raw in state.events:
        event = seen_by_all(raw)
        kind = event.kind
        if kind in ("draw", "take"):
            owed -= 1
        elif kind == "king":
            owed += 2
        elif kind == "timeout":  # an R9.1 draw uses one of the owed draws; the rest are lost
            event = event._replace(info=(event.info[0], owed - int(event.info[0])))
            owed = 1
        elif kind == "crisp":
            caller = event.seat
        elif kind == "reveal":
            event = event._replace(info=(caller,))
        elif kind in _RESOLUTIONS and owed == 0:
            owed = 1  # the turn ended (R3.3); the next one owes a draw
        events.append(event)
    return tuple(events)


# ------------------------------------------------------------------------------------ sentences

def _hand_words(cards: Sequence[Card], seat: int) -> str:
    return " ".join(card_words(c) for c in cards[seat * 3:seat * 3 + 3])


def _deal(e: Event, who: _Namer) -> str:
    head = f"{who(e.seat)} deals three cards to each player, one at a time, from the dealer's left"
    if len(e.cards) == 2:  # a seat's view: its own peek
        return f"{head}; you peek at your L, the {card_words(e.cards[0])}, and your R, the " \
               f"{card_words(e.cards[1])}, never at your M."
    n = len(e.cards) // 3
    hands = ", ".join(f"{who(s)} {_hand_words(e.cards, s)}" for s in ((e.seat + 1 + k) % n for k in range(n)))
    return f"{head} (L M R): {hands}; each player peeks at their own L and R, never at their M."


def _draw(e: Event, who: _Namer) -> str:
    seat, card = who(e.seat), e.cards[0]
    if card is None:
        return f"{seat} draws a card from the stock; only {seat} sees it."
    if e.info and e.info[0]:
        return f"{seat} draws the {card_words(card)} from the turned-over stock, a card everyone knew was on top."
    only = f"; only {seat} sees it" if e.info else ""
    return f"{seat} draws from the stock and looks at the card: {card_words(card)}{only}."


def _take(e: Event, who: _Namer) -> str:
    card = e.cards[0]
    plain = " is a plain 10 here, with no power, and" if card.is_face else ""
    return f"{who(e.seat)} takes the {card_words(card)} from the top of the discard pile; it{plain} " \
           f"must go into their hand."


def _swap(e: Event, who: _Namer) -> str:
    incoming, out = e.cards
    what = "the drawn card" if incoming is None else f"the {card_words(incoming)}"
    return f"{who(e.seat)} swaps {what} into their {SLOTS[e.info[0]]}; the {card_words(out)} that was there " \
           f"goes face up to the discard."


def _discard(e: Event, who: _Namer) -> str:
    card = e.cards[0]
    unused = " without using it" if card.is_face else ""
    return f"{who(e.seat)} discards the {card_words(card)} face up{unused}."


def _jack(e: Event, who: _Namer) -> str:
    seat, middle = who(e.seat), e.cards[1]
    seen = f": {card_words(middle)}" if middle is not None else f"; only {seat} sees it"
    return f"{seat} plays the {card_words(e.cards[0])} and looks once at their own M{seen}."


def _lookers(seat: str, slot: int, other: str, other_slot: int) -> str:
    """Who looks at the card they receive in a Queen swap (R5.4.1-R5.4.2)."""
    if slot != _M and other_slot != _M:
        return "each looks at the card they receive"
    if slot != _M:
        return f"{seat} looks at the card they receive, {other} does not (it lands in their M)"
    if other_slot != _M:
        return f"{other} looks at the card they receive, {seat} does not (it lands in their M)"
    return "nobody looks (both cards land in an M)"


def _queen(e: Event, who: _Namer) -> str:
    slot, target, target_slot = e.info
    seat, other = who(e.seat), who(target)
    text = f"{seat} plays the {card_words(e.cards[0])}: their {SLOTS[slot]} and {other}'s " \
           f"{SLOTS[target_slot]} change places"
    if len(e.cards) == 3:  # the whole table's view: both cards
        text += f", so {seat} gets the {card_words(e.cards[1])} and {other} the {card_words(e.cards[2])}"
    text += "; " + _lookers(seat, slot, other, target_slot)
    mine = e.cards[1] if len(e.cards) == 2 else None
    if mine is not None:  # the viewer is the seat whose new card lands in an L or R
        where = "" if _M not in (slot, target_slot) else f" in your {SLOTS[target_slot if slot == _M else slot]}"
        text += f"; you receive the {card_words(mine)}{where}"
    return text + "."


def _king(e: Event, who: _Namer) -> str:
    seat = who(e.seat)
    return f"{seat} plays the {card_words(e.cards[0])}: it goes to the discard and {seat} owes two more draws."


def _flip(e: Event, who: _Namer) -> str:
    return f"The stock is empty: the discard pile ({e.info[0]} cards) is turned over, unshuffled, as the new " \
           f"stock, its oldest card on top."


def _crisp(e: Event, who: _Namer) -> str:
    if e.info[0]:
        return f"{who(e.seat)} calls crisp late, after the next player's first draw: that turn counts as the " \
               f"first final turn."
    return f"{who(e.seat)} calls crisp: each other player now plays one final turn."


def _pass(e: Event, who: _Namer) -> str:
    return f"{who(e.seat)} does not call crisp."


def _timeout(e: Event, who: _Namer) -> str:
    card, drawn = e.cards[0], e.info[0]
    what = (f"the top card of the stock, the {card_words(card)}, is drawn and discarded for them" if drawn
            else f"the drawn {card_words(card)} is discarded unused")
    if card.rank == KING:
        what += ", so it gives no extra draws"
    lost = e.info[1] if len(e.info) > 1 else 0
    if lost:
        what += "; the draw still owed is lost" if lost == 1 else f"; the {lost} draws still owed are lost"
    return f"{who(e.seat)}'s time runs out: {what}; the turn ends with no crisp call."


def _reveal(e: Event, who: _Namer) -> str:
    n = len(e.cards) // 3
    totals = [hand_total(e.cards[s * 3:s * 3 + 3]) for s in range(n)]
    hands = ", ".join(f"{who(s)} {_hand_words(e.cards, s)} = {totals[s]}" for s in range(n))
    text = f"The round is over and all cards are revealed: {hands}"
    if e.info:  # the whole table's view knows the caller
        caller = e.info[0]
        total = totals[caller]
        if total < min(t for s, t in enumerate(totals) if s != caller):
            text += f"; {who(caller)} called crisp and is strictly lowest: {total} - 5 = {total - 5}"
        else:
            text += f"; {who(caller)} called crisp but is not strictly lowest: {total} + 5 = {total + 5}"
    return text + "."


_SENTENCES: dict[str, Callable[[Event, _Namer], str]] = {
    "deal": _deal, "draw": _draw, "take": _take, "swap": _swap, "discard": _discard, "jack": _jack,
    "queen": _queen, "king": _king, "flip": _flip, "crisp": _crisp, "pass": _pass, "timeout": _timeout,
    "reveal": _reveal,
}


# ------------------------------------------------------------------------------------ rule IDs

def _timeout_rules(e: Event) -> tuple[str, ...]:
    drawn = e.info[0]
    lost = e.info[1] if len(e.info) > 1 else 0  # known in the whole table's view only
    return ("R9.1" if drawn else "R9.2",) + ("R9.3",) * bool(lost) + ("R9.4",) + ("S2",) * bool(drawn and lost)


_RULES: dict[str, Callable[[Event], tuple[str, ...]]] = {
    "deal": lambda e: ("R2.2", "R2.4"),
    "draw": lambda e: ("R3.2", "R6.2") if e.info and e.info[0] else ("R3.2",),
    "take": lambda e: ("R8.1", "R8.2", "R8.3") if e.cards[0].is_face else ("R8.1", "R8.2"),
    "swap": lambda e: ("R4.1",),
    "discard": lambda e: ("R4.2", "R5.1") if e.cards[0].is_face else ("R4.2",),  # a J or Q: a King is never discarded
    "jack": lambda e: ("R5.3",),
    "queen": lambda e: ("R5.4", "R5.4.1", "R5.4.2", "R5.4.3"),
    "king": lambda e: ("R5.5",),
    "flip": lambda e: ("R6.1", "R6.2"),
    "crisp": lambda e: ("R7.2", "R7.3") if e.info[0] else ("R7.1", "R7.3"),
    "pass": lambda e: ("S1",),
    "timeout": _timeout_rules,
    "reveal": lambda e: ("R7.5", "R11.1", "R11.2"),
}
