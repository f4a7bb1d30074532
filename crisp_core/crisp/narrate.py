"""Plain-word narration of round events, for the lessons' step-through widgets and the play page.

:func:`describe` tells one :class:`~crisp_core.crisp.events.Event` in a short sentence, in English by
default or in Portuguese, Spanish or French (``lang="pt"``, ``"es"``, ``"fr"``; the words are
in :mod:`crisp_core.locale`),
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
'Seat 2 draws from the stock and looks at the card: 7♦. (R3.2)'
>>> narrate(state.seen_events(2)[-1], names=["Ann", "Bo", "Cy"])
'Bo draws a card from the stock; only Bo sees it. (R3.2)'
>>> narrate(state.seen_events(2)[-1], names=["Ann", "Bo", "Cy"], lang="pt")
'Bo compra uma carta do monte; só Bo a vê. (R3.2)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from ..cards import KING, Card, card_name, hand_total
from ..locale import DEFAULT, check_language, position, seat_word, text
from .events import Event, seen_by_all

if TYPE_CHECKING:
    from .round import RoundState

_Namer = Callable[[int], str]
_M = 1  # the slot nobody looks at (R2.4, R5.4.1)
_RESOLUTIONS = frozenset({"swap", "discard", "jack", "queen"})  # a drawn card resolved (R3.2)


def card_words(card: Card | None, lang: str = DEFAULT) -> str:
    """A card as a picture with its suit symbol (``7♦``, ``10♠``, ``Q♥``), the same in every language; None, a
    card the viewer did not see, is "a card you have not seen" in language ``lang``."""
    return text(lang, "unseen") if card is None else card_name(card)


def describe(event: Event, names: Sequence[str] | None = None, lang: str = DEFAULT) -> str:
    """One short plain-text sentence telling ``event`` in language ``lang`` (one of
    :data:`crisp_core.locale.LANGUAGES`; a :class:`ValueError` for any other), naming only the cards it carries.

    ``names[seat]`` is a seat's name, used as given (plain text: escape it before showing it as
    HTML); by default seats are "Seat 1", "Seat 2", ... (seat index 0 is "Seat 1":
    :func:`crisp_core.locale.seat_number`)
    """
    check_language(lang)
    who: _Namer = (lambda seat: seat_word(lang, seat)) if names is None else names.__getitem__
    sentence = _SENTENCES[event.kind](event, who, lang)
    return sentence[0].upper() + sentence[1:] if names is None else sentence


def rules_of(event: Event) -> tuple[str, ...]:
    """The IDs of the rules of docs/RULES.md that ``event`` applies, e.g. ``("R5.5",)`` for a King."""
    return _RULES[event.kind](event)


def narrate(event: Event, names: Sequence[str] | None = None, lang: str = DEFAULT) -> str:
    """:func:`describe` with the rule IDs in brackets: "Seat 3 plays the K♠: ... (R5.5)" (seat index 2)."""
    return f"{describe(event, names, lang)} ({', '.join(rules_of(event))})"


def table_events(state: "RoundState") -> tuple[Event, ...]:
    """The round's event log as an all-seeing narrator sees it, one :class:`Event` per event of
    ``state.events``: every card shown (:func:`crisp_core.crisp.events.seen_by_all`), a timeout's
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
# Each takes the event, the seats' names and the language, and fills that language's templates
# (crisp_core/crisp/words/<lang>.json): the sentence's shape is the same in every language, its words are not.

def _hand_words(cards: Sequence[Card], seat: int, lang: str) -> str:
    return " ".join(card_words(c, lang) for c in cards[seat * 3:seat * 3 + 3])


def _slot(lang: str, slot: int) -> str:
    return position(lang, slot)


def _deal(e: Event, who: _Namer, lang: str) -> str:
    head = text(lang, "deal.head", dealer=who(e.seat))
    if len(e.cards) == 2:  # a seat's view: its own peek
        return text(lang, "deal.own", head=head, left=card_words(e.cards[0], lang), right=card_words(e.cards[1], lang))
    n = len(e.cards) // 3
    hands = ", ".join(text(lang, "hand", seat=who(s), cards=_hand_words(e.cards, s, lang))
                      for s in ((e.seat + 1 + k) % n for k in range(n)))
    return text(lang, "deal.table", head=head, hands=hands)


def _draw(e: Event, who: _Namer, lang: str) -> str:
    seat, card = who(e.seat), e.cards[0]
    if card is None:
        return text(lang, "draw.hidden", seat=seat)
    if e.info and e.info[0]:
        return text(lang, "draw.flipped", seat=seat, card=card_words(card, lang))
    return text(lang, "draw.private" if e.info else "draw.seen", seat=seat, card=card_words(card, lang))


def _take(e: Event, who: _Namer, lang: str) -> str:
    card = e.cards[0]
    return text(lang, "take.face" if card.is_face else "take", seat=who(e.seat), card=card_words(card, lang))


def _swap(e: Event, who: _Namer, lang: str) -> str:
    incoming, out = e.cards
    values = {"seat": who(e.seat), "slot": _slot(lang, e.info[0]), "out": card_words(out, lang)}
    if incoming is None:
        return text(lang, "swap.drawn", **values)
    return text(lang, "swap", card=card_words(incoming, lang), **values)


def _discard(e: Event, who: _Namer, lang: str) -> str:
    card = e.cards[0]
    return text(lang, "discard.unused" if card.is_face else "discard", seat=who(e.seat), card=card_words(card, lang))


def _jack(e: Event, who: _Namer, lang: str) -> str:
    seat, jack, middle = who(e.seat), card_words(e.cards[0], lang), e.cards[1]
    if middle is None:
        return text(lang, "jack.hidden", seat=seat, jack=jack)
    return text(lang, "jack", seat=seat, jack=jack, card=card_words(middle, lang))


def _lookers(lang: str, seat: str, slot: int, other: str, other_slot: int) -> str:
    """Who looks at the card they receive in a Queen swap (R5.4.1-R5.4.2)."""
    if slot != _M and other_slot != _M:
        return text(lang, "queen.look.both")
    if slot != _M:
        return text(lang, "queen.look.one", looker=seat, blind=other)
    if other_slot != _M:
        return text(lang, "queen.look.one", looker=other, blind=seat)
    return text(lang, "queen.look.none")


def _queen(e: Event, who: _Namer, lang: str) -> str:
    slot, target, target_slot = e.info
    seat, other = who(e.seat), who(target)
    sentence = text(lang, "queen", seat=seat, queen=card_words(e.cards[0], lang), slot=_slot(lang, slot),
                    other=other, other_slot=_slot(lang, target_slot))
    if len(e.cards) == 3:  # the whole table's view: both cards
        sentence += text(lang, "queen.cards", seat=seat, card=card_words(e.cards[1], lang), other=other,
                         other_card=card_words(e.cards[2], lang))
    sentence += _lookers(lang, seat, slot, other, target_slot)
    mine = e.cards[1] if len(e.cards) == 2 else None
    if mine is not None:  # the viewer is the seat whose new card lands in an L or R
        if _M not in (slot, target_slot):
            sentence += text(lang, "queen.you", card=card_words(mine, lang))
        else:
            sentence += text(lang, "queen.you.in", card=card_words(mine, lang),
                             slot=_slot(lang, target_slot if slot == _M else slot))
    return sentence + "."


def _king(e: Event, who: _Namer, lang: str) -> str:
    return text(lang, "king", seat=who(e.seat), card=card_words(e.cards[0], lang))


def _flip(e: Event, who: _Namer, lang: str) -> str:
    return text(lang, "flip", n=e.info[0])


def _crisp(e: Event, who: _Namer, lang: str) -> str:
    return text(lang, "crisp.late" if e.info[0] else "crisp", seat=who(e.seat))


def _pass(e: Event, who: _Namer, lang: str) -> str:
    return text(lang, "pass", seat=who(e.seat))


def _timeout(e: Event, who: _Namer, lang: str) -> str:
    card, drawn = e.cards[0], e.info[0]
    what = text(lang, "timeout.drawn" if drawn else "timeout.unused", card=card_words(card, lang))
    if card.rank == KING:
        what += text(lang, "timeout.king")
    lost = e.info[1] if len(e.info) > 1 else 0
    if lost:
        what += text(lang, "timeout.lost") if lost == 1 else text(lang, "timeout.lost.many", n=lost)
    return text(lang, "timeout", seat=who(e.seat), what=what)


def _reveal(e: Event, who: _Namer, lang: str) -> str:
    n = len(e.cards) // 3
    totals = [hand_total(e.cards[s * 3:s * 3 + 3]) for s in range(n)]
    hands = ", ".join(text(lang, "reveal.hand", seat=who(s), cards=_hand_words(e.cards, s, lang), total=totals[s])
                      for s in range(n))
    sentence = text(lang, "reveal", hands=hands)
    if e.info:  # the whole table's view knows the caller
        caller = e.info[0]
        total = totals[caller]
        if total < min(t for s, t in enumerate(totals) if s != caller):
            sentence += text(lang, "reveal.low", seat=who(caller), total=total, score=total - 5)
        else:
            sentence += text(lang, "reveal.high", seat=who(caller), total=total, score=total + 5)
    return sentence + "."


_SENTENCES: dict[str, Callable[[Event, _Namer, str], str]] = {
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
