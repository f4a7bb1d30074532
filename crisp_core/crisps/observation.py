"""What one seat knows of a Crisps round (CRISPS.md K8): an immutable :class:`Observation`.

An observation holds only cards its seat has seen (K8.3): its own hand, the cards played, the
face-up cards and the blind cards it took itself.  The other hand is a size, apart from the face-up
cards the other player took and has not played (K8.2); a blind card the other player took shows as
None (``?`` when rendered); the 4 removed cards never show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import CARDS, Card, faces
from ..locale import seat_number
from ..translations.words import msg, tr
from .actions import FACEUP
from .deck import HAND_SIZE, REMOVED, cards_of
from .events import EV_CHOOSE, EV_PASS, EV_PLAY, EV_TAKE_BLIND, EV_TAKE_FACEUP, EV_TURN_UP, P_OVER, PHASE_NAMES
from .options import Options

if TYPE_CHECKING:
    from .game import CrispsRound

SeenEvent = tuple  # (what, seat or None, cards): cards a tuple of Card, None for a card not seen


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's information state (K8.1-K8.3).

    ``played`` lists every play of the round as ``(trick, seat, cards)``; ``last`` is the current trick's
    combination to follow (None when leading) and ``last_seat`` who played it; ``other_faceups`` the face-up
    cards the other player took and still holds; ``scores`` the game's scores including this round once it is
    over; ``events`` the round as this seat saw it, as ``(what, seat, cards)`` with ``what`` one of ``deal``,
    ``turn_up``, ``play``, ``pass``, ``faceup``, ``blind``, ``take_faceup``, ``take_blind``, ``win``.
    """

    seat: int
    starter: int
    options: Options
    phase: str
    turn: int | None
    hand: tuple[Card, ...]
    other_size: int
    played: tuple[tuple[int, int, tuple[Card, ...]], ...]
    last: tuple[Card, ...] | None
    last_seat: int | None
    faceup: Card | None
    blind_size: int
    other_faceups: tuple[Card, ...]
    scores: tuple[int, int]
    tricks: int
    winner: int | None
    events: tuple[SeenEvent, ...]

    def render(self, lang: str | None = None) -> str:
        """The observation as plain text, one fact a line, then the event log, in ``lang`` (None: the lesson's
        language); cards as faces (``8♠``), ``?`` unseen."""
        def cards(seq) -> str:
            return faces(seq) or tr("none", lang=lang)
        lines = [
            tr(_STATE[self.phase], lang=lang, seat=_person(self.seat), turn=_person(self.turn),
               winner=_person(self.winner)),
            tr("hand: {cards}", lang=lang, cards=cards(self.hand)),
            tr("other hand: {n} cards, of which face-up takes: {cards}", lang=lang, n=self.other_size,
               cards=cards(self.other_faceups)),
            tr("to follow: {cards} by seat {seat}", lang=lang, cards=cards(self.last),
               seat=_person(self.last_seat))
            if self.last else tr("to follow: nothing (a lead)", lang=lang),
            tr("face-up: {card}; blind deck: {n} cards; tricks: {tricks}", lang=lang, card=cards([self.faceup] if self.faceup is not None else []),
               n=self.blind_size, tricks=self.tricks),
            tr("scores: {a}-{b}", lang=lang, a=self.scores[0], b=self.scores[1]),
            tr("log:", lang=lang),
        ]
        for what, seat, seen in self.events:
            lines.append("  " + tr(_EVENT[what], lang=lang, seat=_person(seat), cards=cards(seen)))
        return "\n".join(lines)


def _person(seat: int | None) -> int | None:
    """A seat as a person reads it, from 1 (:func:`crisp_core.locale.seat_number`); None stays None."""
    return None if seat is None else seat_number(seat)


_STATE = {"play": msg("seat {seat}'s view: seat {turn} to play"),
          "choice": msg("seat {seat}'s view: seat {turn} chooses a card"),
          "over": msg("seat {seat}'s view: the round is over, seat {winner} won it")}
_EVENT = {"deal": msg("cards dealt to you: {cards} (seat {seat} starts)"), "turn_up": msg("the table turns up {cards}"),
          "play": msg("seat {seat} plays {cards}"), "pass": msg("seat {seat} passes"),
          "faceup": msg("seat {seat} chooses the face-up card"), "blind": msg("seat {seat} chooses the blind card"),
          "take_faceup": msg("seat {seat} takes the face-up {cards}"), "take_blind": msg("seat {seat} takes the blind card {cards}"),
          "win": msg("seat {seat} wins")}

_WHAT = ("play", "pass", None, "take_faceup", "take_blind", "turn_up", "win")  # by event code (see .events)


def observe(state: "CrispsRound", seat: int, history: bool = True) -> Observation:
    """The observation of ``seat`` in ``state`` (no checks); without ``history`` its event log is left empty."""
    deck = state.deck
    own = tuple(sorted(deck[k] for k in range(2 * HAND_SIZE) if (state.starter + k) & 1 == seat))
    events: list[SeenEvent] = [("deal", state.starter, own)]
    if not state.options.no_faceup:
        events.append(("turn_up", None, (deck[2 * HAND_SIZE + REMOVED],)))
    played = []
    trick = 0
    for code, who, value in state.events:
        if code == EV_PLAY:
            shown = cards_of(value)
            played.append((trick, who, shown))
            events.append(("play", who, shown))
        elif code == EV_CHOOSE:
            events.append(("faceup" if value == FACEUP else "blind", who, ()))
        elif code == EV_TAKE_BLIND:  # seen by its taker only (K6.4)
            events.append(("take_blind", who, (CARDS[value] if who == seat else None,)))
        elif code == EV_TURN_UP:
            events.append(("turn_up", None, (CARDS[value],)))
        elif code == EV_TAKE_FACEUP:
            events.append(("take_faceup", who, (CARDS[value],)))
        else:
            events.append((_WHAT[code], who, ()))
            trick += code == EV_PASS  # a pass ends a trick (K6.1)
    over = state.phase == P_OVER
    scores = list(state.scores_before)
    if over:
        scores[state.winner] += 1
    last = state.history[-1].cards if state.last is not None else None
    return Observation(
        seat=seat, starter=state.starter, options=state.options, phase=PHASE_NAMES[state.phase],
        turn=None if over else state.turn, hand=cards_of(state.hands[seat]),
        other_size=bin(state.hands[1 - seat]).count("1"), played=tuple(played), last=last,
        last_seat=state.last_seat if last is not None else None,
        faceup=CARDS[state.faceup] if state.faceup >= 0 else None, blind_size=len(state.blind),
        other_faceups=cards_of(state.faceups_held[1 - seat]), scores=(scores[0], scores[1]), tricks=state.trick,
        winner=state.winner if over else None, events=tuple(events) if history else ())
