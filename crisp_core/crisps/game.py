"""One round of Crisps as a state machine (CRISPS.md K2, K4-K7.1, K7.3).

Phases (``CrispsRound.phase``): ``P_PLAY`` (the seat ``turn`` plays or passes), ``P_CHOICE`` (the
trick's winner ``turn`` chooses the face-up or the blind card, K6.1) and ``P_OVER`` (a player played
their last card, K7.1).  Hands are card masks (see :mod:`.deck`).  :meth:`CrispsRound.refusal` checks
every rule; :meth:`CrispsRound.legal_actions` lists exactly what it accepts, and
:meth:`CrispsRound.apply` refuses the rest before changing anything.

The event log ``events`` holds the tuples of :mod:`.events`.
"""

from __future__ import annotations

from typing import Iterable

from ..cards import CARDS, Card
from ..errors import IllegalAction, Seat, shown
from ..locale import illegal
from ..protocols import Phased
from .actions import BLIND, FACEUP, PASS, PLAY, Action
from .combos import Combo, can_follow, classify, follows, why_no_combination, why_not_follow
from .deck import DECK_MASKS, HAND_SIZE, REMOVED, cards_of, mask_of, parse_deck, special_rank
from .events import (EV_CHOOSE, EV_PASS, EV_PLAY, EV_TAKE_BLIND, EV_TAKE_FACEUP, EV_TURN_UP, EV_WIN, P_CHOICE,
                     P_OVER, P_PLAY, PHASE_NAMES)
from .legal import legal_plays
from .observation import Observation, observe
from .options import Options

PLAYERS = 2  # K1.1
_PASSES = (Action.of(0, PASS), Action.of(1, PASS))
_CHOICES = ((Action.of(0, FACEUP), Action.of(0, BLIND)), (Action.of(1, FACEUP), Action.of(1, BLIND)))
_NONE: tuple = ()


class CrispsRound(Phased):
    """The true state of one round of Crisps.

    ``hands`` are the two hands (masks); ``faceup`` the face-up card or -1; ``blind`` the blind deck,
    top card last; ``last`` the combination (K3) to follow in this trick, None when leading;
    ``faceups_held[seat]`` the face-up cards ``seat`` took and still holds (K8.2); ``played`` every
    card played this round (mask); ``trick`` counts the tricks ended by a pass (K6.1).
    """

    players = PLAYERS  # K1.1
    PHASE_NAMES, OVER = PHASE_NAMES, P_OVER  # over: a player played their last card (K7.1)

    __slots__ = ("options", "starter", "deck", "removed", "hands", "faceup", "blind", "phase", "turn", "last",
                 "last_seat", "trick", "played", "faceups_held", "winner", "history", "events", "scores_before",
                 "_legal_key", "_legal")

    def __init__(self, deck: Iterable, starter: int = 0, options: Options | None = None,
                 scores_before: tuple[int, int] = (0, 0)) -> None:
        """Deal a round (K2.2) from ``deck`` (top first, cards or notation) with ``starter`` leading (K4.1)."""
        if type(starter) is not int or starter not in (0, 1):
            raise illegal("K2.1", "crisps.refused.starter", value=shown(starter))
        options = options or Options()
        if not isinstance(options, Options):
            raise illegal("F1", "crisps.refused.options", value=shown(options))
        self._deal(parse_deck(deck, options), starter, options, scores_before)

    @classmethod
    def dealt(cls, cards: list[Card], starter: int, options: Options,
              scores_before: tuple[int, int] = (0, 0)) -> "CrispsRound":
        """A round dealt from ``cards``, already known to be the 40 cards of ``options`` (no checks)."""
        state = cls.__new__(cls)
        state._deal(cards, starter, options, scores_before)
        return state

    def _deal(self, cards: list[Card], starter: int, options: Options, scores_before: tuple[int, int]) -> None:
        self.options = options
        self.starter = starter
        self.deck = cards  # never changed: kept for records
        self.scores_before = scores_before
        hands = [0, 0]
        for k in range(2 * HAND_SIZE):  # K2.2
            hands[(starter + k) & 1] |= 1 << cards[k]
        self.hands = hands
        rest = 2 * HAND_SIZE + REMOVED
        self.removed = mask_of(cards[2 * HAND_SIZE:rest])
        if options.no_faceup:  # K2.3
            self.faceup = -1
        else:
            self.faceup = cards[rest]
            rest += 1
        self.blind = cards[:rest - 1:-1]  # top card last
        self.phase = P_PLAY
        self.turn = starter
        self.last: Combo | None = None
        self.last_seat = -1
        self.trick = 0
        self.played = 0
        self.faceups_held = [0, 0]
        self.winner = -1
        self.history: list[Action] = []
        self.events: list[tuple] = []
        self._legal_key = None
        self._legal: tuple[Action, ...] = _NONE

    def clone(self) -> "CrispsRound":
        """An independent copy (the deck and options are shared: they never change)."""
        other = CrispsRound.__new__(CrispsRound)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.blind = list(self.blind)
        other.faceups_held = list(self.faceups_held)
        other.history = list(self.history)
        other.events = list(self.events)
        return other

    # --- reading the state -------------------------------------------------------------------------

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now: the one to move, or none once the round is over."""
        return () if self.phase == P_OVER else (self.turn,)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s hand, sorted by rank then suit."""
        return cards_of(self.hands[seat])

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """Exactly the actions :meth:`apply` accepts from ``seat`` (default: the seat to move), in a stable
        order: the plays in canonical order (see :mod:`.legal`), then ``pass``; or ``faceup``, ``blind``."""
        turn = self.turn
        if seat is None:
            seat = turn
        if seat != turn or self.phase == P_OVER:
            return _NONE
        if self.phase == P_CHOICE:
            return _CHOICES[seat]
        key = (seat, self.hands[seat], self.last)
        if key != self._legal_key:
            plays = legal_plays(seat, self.hands[seat], self.last, self.options.special_runs)
            if self.last is not None:
                plays.append(_PASSES[seat])
            self._legal = tuple(plays)
            self._legal_key = key
        return self._legal

    def table_may_pass(self) -> bool:
        """K7.3: True when, from public information alone, nothing that could follow the last combination
        can be formed from the cards that may be in the mover's hand (all 40 minus the cards played this
        round, the face-up card and the face-up cards the other player took and still holds).

        Only for the table's driver under ``auto_skip``: :meth:`apply` never passes by itself.
        """
        if self.phase != P_PLAY or self.last is None:
            return False
        possible = DECK_MASKS[self.options.special_runs] & ~self.played & ~self.faceups_held[1 - self.turn]
        if self.faceup >= 0:
            possible &= ~(1 << self.faceup)
        return not can_follow(possible, self.last, self.options.special_runs)

    def refusal(self, action: Action | str) -> IllegalAction | None:
        """None if ``action`` (a value or its N2 text) may be applied now, else the :class:`IllegalAction`
        that :meth:`apply` would raise."""
        try:
            self._check(action if type(action) is Action else Action.parse(action))
        except IllegalAction as err:
            return err
        return None

    def is_legal(self, action: Action | str) -> bool:
        """True if :meth:`apply` accepts ``action``."""
        return self.refusal(action) is None

    def _check(self, action: Action) -> Combo | None:
        """Refuse ``action`` if it breaks a rule; return the combination of a play."""
        seat, kind, mask = action
        if self.phase == P_OVER:
            raise illegal("K7.1", "crisps.refused.over", seat=Seat(self.winner))
        if seat != self.turn:
            key = "crisps.refused.not_turn.winner" if self.phase == P_CHOICE else "crisps.refused.not_turn"
            raise illegal("K4.2", key, turn=Seat(self.turn), seat=Seat(seat))
        if self.phase == P_CHOICE:
            if kind == FACEUP or kind == BLIND:
                return None
            raise illegal("K6.1", "crisps.refused.choose_first", seat=Seat(seat))
        if kind == FACEUP or kind == BLIND:
            raise illegal("K6.1", "crisps.refused.no_choice")
        if kind == PASS:
            if self.last is None:
                raise illegal("K4.1", "crisps.refused.lead_pass", seat=Seat(seat))
            return None
        stray = mask & ~self.hands[seat]
        if stray:
            raise illegal("K4.2", "crisps.refused.not_in_hand", card=str(cards_of(stray)[0]), seat=Seat(seat))
        combo = classify(mask)
        if combo is None:
            raise why_no_combination(mask, special_rank(self.options))
        if self.last is not None and not follows(combo, self.last):
            raise why_not_follow(combo, self.last)
        return combo

    # --- changing the state ------------------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Apply ``action`` (a value or its N2 text); refuse it with :class:`IllegalAction` before changing
        anything if it breaks a rule."""
        if type(action) is not Action:
            action = Action.parse(action)
        combo = self._check(action)
        seat, kind, mask = action
        self.history.append(action)
        if kind == PLAY:
            self.hands[seat] ^= mask
            self.played |= mask
            self.faceups_held[seat] &= ~mask
            self.events.append((EV_PLAY, seat, mask))
            self.last = combo
            self.last_seat = seat
            if not self.hands[seat]:  # K7.1
                self.phase = P_OVER
                self.winner = seat
                self.events.append((EV_WIN, seat, None))
            else:
                self.turn = 1 - seat
        elif kind == PASS:
            self.events.append((EV_PASS, seat, None))
            self._end_trick(1 - seat)
        else:
            self.events.append((EV_CHOOSE, seat, kind))
            self._take_pair(seat, kind == FACEUP)

    def _end_trick(self, winner: int) -> None:
        """K6.1-K6.3: the passer's opponent wins the trick; take cards, or owe the choice."""
        self.trick += 1
        self.last = None
        self.turn = winner
        if self.faceup >= 0 and self.blind:
            self.phase = P_CHOICE  # K6.1: the winner's choice is an action
            return
        if self.faceup >= 0:  # K6.2: the blind deck is empty
            self._take_faceup(winner)
        elif self.options.no_faceup:  # K6.3
            for seat in (winner, 1 - winner):
                if self.blind:
                    self._take_blind(seat)

    def _take_pair(self, winner: int, faceup_first: bool) -> None:
        """K6.1: the winner takes the chosen card, the passer the other; the next blind card is turned up."""
        if faceup_first:
            self._take_faceup(winner)
            self._take_blind(1 - winner)
        else:
            self._take_blind(winner)
            self._take_faceup(1 - winner)
        if self.blind:
            self.faceup = self.blind.pop()
            self.events.append((EV_TURN_UP, -1, self.faceup))
        self.phase = P_PLAY

    def _take_faceup(self, seat: int) -> None:
        card = self.faceup
        self.faceup = -1
        self.hands[seat] |= 1 << card
        self.faceups_held[seat] |= 1 << card
        self.events.append((EV_TAKE_FACEUP, seat, card))

    def _take_blind(self, seat: int) -> None:
        card = self.blind.pop()
        self.hands[seat] |= 1 << card
        self.events.append((EV_TAKE_BLIND, seat, card))

    # --- results and views -------------------------------------------------------------------------

    def result(self) -> dict:
        """This round's entry of F3's ``rounds``."""
        return {"starter": self.starter, "complete": self.phase == P_OVER,
                "winner": self.winner if self.phase == P_OVER else None, "tricks": self.trick,
                "hands": [[str(c) for c in cards_of(h)] for h in self.hands]}

    def observation(self, seat: int, history: bool = True) -> Observation:
        """What ``seat`` knows now (K8), as an immutable value; ``history=False`` leaves its event log out."""
        if type(seat) is not int or seat not in (0, 1):
            raise illegal("K1.1", "crisps.refused.seats", value=shown(seat))
        return observe(self, seat, history)

    def hidden_from(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` cannot have seen (K8.3): the other hand's but the face-up cards it took (K8.2), the
        blind deck's and the removed ones (K2.2)."""
        other = 1 - seat
        return frozenset(cards_of(self.hands[other] & ~self.faceups_held[other] | mask_of(self.blind) | self.removed))

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(str(c) for c in cards_of(h)) for h in self.hands)
        faceup = CARDS[self.faceup] if self.faceup >= 0 else "-"
        return (f"<CrispsRound {self.phase_name} turn={self.turn} hands=[{hands}] faceup={faceup} "
                f"blind={len(self.blind)} trick={self.trick}>")
