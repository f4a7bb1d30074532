"""The information state of one seat: everything it has seen, and nothing else.

The engine keeps, for every seat, the card that seat has seen in each slot of the table, moving
that knowledge with the cards through Queen swaps (R5.4.3).  It never forgets; forgetting is a
bot's business.  :class:`Observation` is an immutable snapshot of it, with the event log as the
seat saw it and a plain-text rendering.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, NamedTuple

from ..cards import CARDS, Card, card_text
from ..locale import seat_number
from .events import Event
from .options import Options

if TYPE_CHECKING:
    from .round import RoundState

_FROM_STOCK, _FROM_DISCARD = 0, 2  # RoundState.held_from: seen by its drawer only / taken from the discard
PHASE_NAMES = ("draw", "resolve", "crisp_window", "late_call", "over")  # RoundState.phase 0-4


def _known_to(bit: int, hands: list[Card], seen: list[int]) -> tuple[Card | None, ...]:
    """The cards in ``hands`` whose ``seen`` mask has ``bit``, None elsewhere (this loop is faster
    than a comprehension with a conditional: most slots are skipped)."""
    known: list[Card | None] = [None] * len(hands)
    for i, mask in enumerate(seen):
        if mask & bit:
            known[i] = hands[i]
    return tuple(known)


class Observation(NamedTuple):
    """What ``seat`` knows now.

    ``known[s * 3 + slot]`` is the card this seat has seen in ``slot`` (0-2: L, M, R) of seat ``s``,
    or None.  ``held`` is the card the turn seat holds if this seat knows it (its own, or a public
    one: taken from the discard, R8.5, or drawn from a flipped stock, R6.2); ``holding`` says
    whether a card is held at all.  ``discard`` is the pile oldest first; ``stock`` is the stock
    top first once a flip made its order public (R6.2), else None.  ``scores`` are the match
    scores before this round.  Public facts about the table come too: the options, whether the held
    card was taken from the discard, the number of turns played, and ``seen_by``, for each slot,
    the bit mask of the seats that have seen the card in it (who saw what is public; what they
    saw is not).
    """

    seat: int
    players: int
    dealer: int
    phase: str
    turn: int
    actors: tuple[int, ...]
    owed: int
    window_seat: int | None
    caller: int | None
    known: tuple[Card | None, ...]
    holding: bool
    held: Card | None
    discard: tuple[Card, ...]
    stock_size: int
    stock: tuple[Card, ...] | None
    scores: tuple[int, ...]
    events: tuple[Event, ...]
    options: Options
    held_from_discard: bool
    turns: int
    seen_by: tuple[int, ...]

    @classmethod
    def of(cls, state: "RoundState", seat: int, scores: Iterable[int] | None = None,
           history: bool = True) -> "Observation":
        """Snapshot of ``seat``'s information state in ``state``; with ``history=False`` the event
        log is left out (``events`` is empty), which is faster for players that do not read it."""
        n = state.players
        if not 0 <= seat < n:
            raise ValueError(f"there is no seat {seat} at a table of {n}")
        bit = 1 << seat
        held, turn, window, caller, held_from = state.held, state.turn, state.window_seat, state.caller, state.held_from
        fields = (seat, n, state.dealer, PHASE_NAMES[state.phase], turn,
                  () if state.phase == 4 else (window, turn) if window >= 0 else (turn,), state.owed,
                  window if window >= 0 else None, caller if caller >= 0 else None,
                  _known_to(bit, state.hands, state.seen),
                  held is not None, held if seat == turn or held_from != _FROM_STOCK else None,
                  tuple(state.discard), len(state.stock), tuple(reversed(state.stock)) if state.stock_public else None,
                  (0,) * n if scores is None else tuple(scores),
                  state.seen_events(seat) if history else (), state.options, held_from == _FROM_DISCARD,
                  state.turns, tuple(state.seen))
        return tuple.__new__(cls, fields)  # the fields in order; NamedTuple's own __new__ is slower

    def unseen(self) -> list[Card]:
        """The cards whose place this seat does not know: not in a slot it has seen, the discard, a
        public stock or a held card it knows.  Every unknown card on the table is one of these."""
        placed = set(self.discard)
        placed.update(c for c in self.known if c is not None)
        if self.stock is not None:
            placed.update(self.stock)
        if self.held is not None:
            placed.add(self.held)
        return [c for c in CARDS if c not in placed]

    def unknown_slots(self) -> list[int]:
        """Slot indices (``seat * 3 + slot``) whose card this seat has not seen."""
        return [i for i, card in enumerate(self.known) if card is None]

    def hand(self, seat: int) -> tuple[Card | None, Card | None, Card | None]:
        """What this seat has seen in ``seat``'s L, M and R."""
        return self.known[seat * 3:seat * 3 + 3]

    @property
    def own_hand(self) -> tuple[Card | None, Card | None, Card | None]:
        """What this seat has seen of its own three cards."""
        return self.hand(self.seat)

    def render(self) -> str:
        """A plain-text picture of this information state, for terminals and test failures."""
        person = seat_number  # seats as a person reads them, from 1 (the notation's seat 0 is seat 1)
        lines = [f"seat {person(self.seat)}'s view: phase {self.phase}, seat {person(self.turn)} to play, "
                 f"{self.owed} more draw(s) owed" + (f", seat {person(self.window_seat)} may call crisp"
                                                     if self.window_seat is not None else "")]
        for s in range(self.players):
            cards = " ".join(card_text(c) for c in self.hand(s))
            tags = [t for t, on in (("you", s == self.seat), ("dealer", s == self.dealer),
                                    ("called crisp", s == self.caller)) if on]
            if s == self.turn and self.holding:
                tags.append(f"holding {card_text(self.held)}")
            lines.append(f"{'>' if s == self.seat else ' '} seat {person(s)}: {cards}   score {self.scores[s]}"
                         + (f"   ({', '.join(tags)})" if tags else ""))
        lines.append("discard (oldest first): " + (" ".join(map(str, self.discard)) or "empty"))
        lines.append(f"stock: {self.stock_size} cards, "
                     + ("order unknown" if self.stock is None else "top first " + " ".join(map(str, self.stock))))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()


