"""One round of Crisp as a state machine (RULES.md R2-R10, R11.1-R11.2).

Phases (``RoundState.phase``):

* ``draw``         - the turn seat owes a draw (R3.1).
* ``resolve``      - the turn seat holds a drawn card and must resolve it (R3.2).
* ``crisp_window`` - a turn just ended: the seat that moved may ``crisp`` or ``pass`` (R7.1, R10),
                     while the next seat may already draw; that draw counts as "not" except for
                     the late call below.
* ``late_call``    - the next seat has made its first draw and not resolved it: the previous seat
                     may still call (R7.2), and then this turn is the first final turn.
* ``over``         - the last final turn ended; all cards are revealed (R7.5).

Every rule is checked in :meth:`RoundState.refusal`; :meth:`RoundState.legal_actions` lists exactly
the actions it accepts (memoised per situation) and :meth:`RoundState.apply` refuses the rest
before changing anything.
"""

from __future__ import annotations

import random
from typing import Callable, Iterable

from ..cards import CARDS, JACK, KING, NAMES, QUEEN, VALUES, Card
from ..errors import IllegalAction, Seat, shown
from ..locale import illegal
from ..protocols import Phased
from .actions import (CRISP, DISCARD, DRAW, JACK_USE, KING_USE, PASS, QUEEN_USE, SWAP, TAKE, Action, actions_of_seat)
from .deal import deal_order, initial_seen
from .events import (EV_CRISP, EV_DEAL, EV_DISCARD, EV_DRAW, EV_END, EV_FLIP, EV_JACK, EV_KING, EV_PASS, EV_QUEEN,
                     EV_SWAP, EV_TAKE, EV_TIMEOUT, Event, action_of, seen_by)
from .observation import PHASE_NAMES, Observation
from .options import Options

P_DRAW, P_RESOLVE, P_WINDOW, P_LATE, P_OVER = range(5)  # indices into PHASE_NAMES

# Where the held card came from: the stock unseen by others, the stock after a flip (R6.2:
# everyone knows its order), or the top of the discard (R8.5).  The last two are public.
FROM_STOCK, FROM_PUBLIC_STOCK, FROM_DISCARD = range(3)

_RANK = tuple(c >> 2 for c in range(52))
_HELD_CLASS = tuple(max(0, (c >> 2) - JACK + 1) for c in range(52))  # 0 number card, 1 J, 2 Q, 3 K
_LEGAL_TABLES: dict[tuple, dict[tuple, tuple[Action, ...]]] = {}  # per (players, options) configuration


def parse_deck(deck: Iterable) -> list[Card]:
    """A deck of the 52 distinct cards, top first (R1.2, R2.2), from cards or their notation."""
    cards: list[Card] = []
    try:
        for c in deck:
            cards.append(c if type(c) is Card else Card.parse(c))
    except ValueError:
        raise illegal("R1.2", "refused.deck_card", card=shown(c)) from None
    except TypeError as err:
        raise illegal("R1.2", "refused.deck_broken", err=str(err)) from None
    if len(cards) != 52 or len(set(cards)) != 52:
        missing = sorted(set(CARDS) - set(cards))
        if missing:
            raise illegal("R1.2", "refused.deck_missing", n=len(cards), card=NAMES[missing[0]])
        raise illegal("R1.2", "refused.deck_count", n=len(cards))
    return cards


def _draw_weighted(pool: list[Card], slot: int, weight: Callable[[int, Card], float], rng: random.Random) -> Card:
    """Remove and return a card of ``pool`` for ``slot``, accepted with probability ``weight`` (rejection
    sampling; after 50 refusals the last candidate is taken)."""
    for _ in range(50):
        j = int(rng.random() * len(pool))
        if rng.random() < weight(slot, pool[j]):
            break
    pool[j], pool[-1] = pool[-1], pool[j]
    return pool.pop()


class RoundState(Phased):
    """The true state of one round, with every seat's information state kept up to date.

    ``seen[seat * 3 + slot]`` is a bit mask of the seats that have seen the card now in that slot:
    set by peeks (R2.4, R5.3, R5.4.1-2) and face-up events (R4.1 with a public card, R7.5), moved
    with the card by a Queen swap (R5.4.3), reset when a swap brings a new card.
    """

    PHASE_NAMES, OVER = PHASE_NAMES, P_OVER  # over: the last final turn ended, all cards revealed (R7.5)
    __slots__ = ("players", "dealer", "options", "hands", "stock", "discard", "stock_public", "phase",
                 "turn", "owed", "held", "held_from", "window_seat", "caller", "turns", "seen", "_everyone",
                 "events", "deck", "_legal_table", "_seen_events", "_offered", "_scores")

    def __init__(self, players: int, deck: Iterable, dealer: int = 0, options: Options | None = None) -> None:
        """Deal a round (R2) from ``deck`` (top first, cards or their notation) with ``dealer`` dealing."""
        if type(players) is not int or not 2 <= players <= 8:
            raise illegal("R1.1", "refused.players", players=shown(players))
        if type(dealer) is not int or not 0 <= dealer < players:
            raise illegal("R2.1", "refused.dealer", last=players - 1, dealer=shown(dealer))
        self._deal(players, parse_deck(deck), dealer, options or Options())

    @classmethod
    def dealt(cls, players: int, cards: list[Card], dealer: int, options: Options) -> "RoundState":
        """A round dealt from ``cards``, already known to be 52 distinct :class:`Card` (no checks)."""
        state = cls.__new__(cls)
        state._deal(players, cards, dealer, options)
        return state

    @classmethod
    def sample(cls, obs: Observation, rng: random.Random,
               weight: Callable[[int, Card], float] | None = None) -> "RoundState":
        """A true state that looks exactly like ``obs`` to its seat (a determinization).

        The cards the seat has not seen are dealt at random to the slots it has not seen, the held
        card if it does not know it, and the stock.  ``weight(slot_index, card)``, a number from 0
        to 1, makes some cards likelier in some slots (a belief about the other players); by
        default every deal consistent with ``obs`` is equally likely.  The sample's event log starts
        empty and it has no deck: it is for looking ahead, not for records.
        """
        state = cls.__new__(cls)
        state._table(obs.players, obs.dealer, [], obs.options)
        pool = obs.unseen()
        rng.shuffle(pool)
        if weight is None:
            state.hands = [card if card is not None else pool.pop() for card in obs.known]
        else:
            state.hands = [card if card is not None else _draw_weighted(pool, i, weight, rng)
                           for i, card in enumerate(obs.known)]
        state.held = obs.held if obs.held is not None or not obs.holding else pool.pop()
        state.stock_public = obs.stock is not None
        state.stock = list(reversed(obs.stock)) if state.stock_public else pool
        state.held_from = (FROM_DISCARD if obs.held_from_discard
                           else FROM_PUBLIC_STOCK if state.stock_public else FROM_STOCK)
        state.discard = list(obs.discard)
        state.phase = PHASE_NAMES.index(obs.phase)
        state.turn, state.owed, state.turns = obs.turn, obs.owed, obs.turns
        state.window_seat = -1 if obs.window_seat is None else obs.window_seat
        state.caller = -1 if obs.caller is None else obs.caller
        state.seen = list(obs.seen_by)
        state.events = []
        return state

    def _table(self, n: int, dealer: int, deck: list[Card], options: Options) -> None:
        self.players = n
        self.dealer = dealer
        self.deck: list[Card] = deck  # never changed: kept for records
        self.options = options
        self._legal_table = _LEGAL_TABLES.setdefault(
            (n, options.draw_from_discard, options.draw_timer is not None), {})
        self._everyone = (1 << n) - 1
        self._seen_events: list[list[Event]] | None = None
        self._offered: tuple[Action, ...] = ()  # the last legal_actions() answer, valid until apply()
        self._scores: tuple[int, ...] | None = None  # scores() once the round is over (see there)

    def _deal(self, n: int, cards: list[Card], dealer: int, options: Options) -> None:
        self._table(n, dealer, cards, options)
        self.hands = hands = list(deal_order(n, dealer)(cards))  # R2.2
        self.stock = cards[:3 * n - 1:-1]  # R2.3: top of the stock is the last element
        self.discard: list[Card] = []
        self.stock_public = False
        self.phase = P_DRAW
        self.turn = (dealer + 1) % n  # R2.5
        self.owed = 1  # R3.1
        self.held: Card | None = None
        self.held_from = FROM_STOCK
        self.window_seat = -1
        self.caller = -1
        self.turns = 0
        self.seen = initial_seen(n)[:]
        self.events: list[tuple] = [(EV_DEAL, dealer, tuple(hands))]

    # ----------------------------------------------------------------------------- queries

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now: the turn seat, and in a crisp window also the seat that may call."""
        if self.phase == P_OVER:
            return ()
        if self.window_seat >= 0:
            return (self.window_seat, self.turn)
        return (self.turn,)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """Every action ``seat`` may take now (all acting seats' if ``seat`` is None).

        Memoised: the result of filtering all of ``seat``'s actions through :meth:`refusal` is kept
        per key, and the key holds every fact that :meth:`refusal` decides legality on (the tests
        check this); table size and options are fixed per round, each such configuration has a table.
        """
        if seat is None:
            return tuple(a for s in self.actors() for a in self.legal_actions(s))
        held = self.held
        key = (seat, self.phase, self.turn, self.window_seat,
               -1 if held is None else _HELD_CLASS[held] + self.held_from * 4, not self.discard)
        found = self._legal_table.get(key)
        if found is None:
            if type(seat) is not int or not 0 <= seat < self.players:
                raise ValueError(f"there is no seat {shown(seat)} at a table of {self.players}")
            found = self._legal_table[key] = tuple(a for a in actions_of_seat(seat, self.players)
                                                   if self.refusal(a) is None)
        self._offered = found
        return found

    def is_legal(self, action: Action | str) -> bool:
        """True if :meth:`apply` would accept ``action``."""
        return self.refusal(action) is None

    def refusal(self, a: Action | str) -> IllegalAction | None:
        """Why ``a`` is illegal now, as the unraised :class:`~crisp_core.errors.IllegalAction` naming the rule (its
        reason's template in :mod:`crisp_core.locale`), or None if it is legal (:meth:`apply` raises it with the
        action's text).

        This method and :meth:`_refusal_beside_play` are the one place where the rules decide what
        may be done; this one judges the turn seat's draws and resolutions, the hot path.  ``a`` may be the
        action's text (N3): text that names no action is refused as :meth:`Action.parse` refuses it.
        """
        if type(a) is not Action:
            try:
                a = Action.parse(a)
            except IllegalAction as err:
                return err
        kind, phase = a.kind, self.phase
        if a.seat != self.turn or kind >= CRISP or phase == P_OVER:
            return self._refusal_beside_play(a)
        drawing = phase == P_DRAW or phase == P_WINDOW
        if kind == DRAW:
            return None if drawing else illegal("R3.2", "refused.resolve_first", card=NAMES[self.held])
        if kind == TAKE:
            if not drawing:
                return illegal("R3.2", "refused.resolve_first", card=NAMES[self.held])
            if not self.options.draw_from_discard:
                return illegal("R8.1", "refused.take_off")
            return None if self.discard else illegal("R8.4", "refused.discard_empty")
        if drawing:
            return illegal("R3.2", "refused.draw_first")
        rank = _RANK[self.held]
        if self.held_from == FROM_DISCARD:
            if kind == SWAP:
                return None
            if kind == DISCARD:
                return illegal("R8.2", "refused.taken_swap")
            return illegal("R8.3", "refused.taken_plain")
        if kind == SWAP:
            return None if rank < JACK else illegal("R4.3", "refused.face_swap")
        if kind == DISCARD:
            return None if rank != KING else illegal("R5.2", "refused.king_discard")
        if kind == JACK_USE:
            return None if rank == JACK else illegal("R5.3", "refused.not_jack", card=NAMES[self.held])
        if kind == KING_USE:
            return None if rank == KING else illegal("R5.5", "refused.not_king", card=NAMES[self.held])
        if rank != QUEEN:  # QUEEN_USE
            return illegal("R5.4", "refused.not_queen", card=NAMES[self.held])
        if a.target >= self.players:
            return illegal("R5.4", "refused.no_seat", seat=Seat(a.target), n=self.players)
        return None

    def _refusal_beside_play(self, a: Action) -> IllegalAction | None:
        """The rest of :meth:`refusal`: seat range, round over, crisp calls, timeouts, acting out of turn."""
        seat, kind, n = a.seat, a.kind, self.players
        if seat >= n:
            return illegal("R1.1", "refused.no_seat", seat=Seat(seat), n=n)
        if self.phase == P_OVER:
            return illegal("R7.5", "refused.over")
        if kind == CRISP or kind == PASS:
            if seat == self.window_seat:
                return None
            if self.caller >= 0:
                return illegal("R7.4", "refused.called", seat=Seat(self.caller))
            if kind == PASS:
                return illegal("R7.1", "refused.no_call", seat=Seat(seat))
            if seat == self.turn:
                return illegal("R7.1", "refused.call_own_turn")
            return illegal("R7.2", "refused.call_window", seat=Seat(seat))
        if seat != self.turn:
            return illegal("R3.1", "refused.not_turn", turn=Seat(self.turn), seat=Seat(seat))
        # TIMEOUT by the turn seat
        return None if self.options.draw_timer is not None else illegal("R9", "refused.timer_off")

    # ----------------------------------------------------------------------------- apply

    def apply(self, action: Action | str) -> None:
        """Apply one action (an :class:`Action` or its N3 text); refuse it atomically if illegal."""
        a = action if type(action) is Action else Action.parse(action)
        if a not in self._offered:  # else it was just listed as legal, which refusal() decided
            refusal = self.refusal(a)
            if refusal is not None:
                raise refusal.located(action=str(a))
        self._offered = ()
        kind, seat = a.kind, a.seat
        if kind == DRAW:  # R3.2
            self.phase = P_LATE if self.phase == P_WINDOW else P_RESOLVE
            if not self.stock:
                self._flip()
            card = self.held = self.stock.pop()
            self.held_from = FROM_PUBLIC_STOCK if self.stock_public else FROM_STOCK
            self.owed -= 1
            self.events.append((EV_DRAW, seat, card, self.stock_public))
        elif kind == SWAP:  # R4.1: the held card takes the slot; the replaced card goes face up to the discard
            i = seat * 3 + a.slot
            held, hands = self.held, self.hands
            out = hands[i]
            hands[i] = held
            self.discard.append(out)
            public = self.held_from != FROM_STOCK
            self.seen[i] = self._everyone if public else 1 << seat
            self.events.append((EV_SWAP, seat, a.slot, held, out, public))
            self._resolved()
        elif kind == DISCARD:  # R4.2
            self.discard.append(self.held)
            self.events.append((EV_DISCARD, seat, self.held))
            self._resolved()
        elif kind == CRISP or kind == PASS:
            self.window_seat = -1
            self.phase = P_DRAW if self.phase == P_WINDOW else P_RESOLVE
            if kind == CRISP:
                self.caller = seat  # R7.3: the next turn (or, late, the current one) is the first final turn
                self.events.append((EV_CRISP, seat, self.phase == P_RESOLVE))
            else:
                self.events.append((EV_PASS, seat))
        elif kind == TAKE:  # R8
            self.phase = P_LATE if self.phase == P_WINDOW else P_RESOLVE
            card = self.held = self.discard.pop()
            self.held_from = FROM_DISCARD
            self.owed -= 1
            self.events.append((EV_TAKE, seat, card))
        elif kind == KING_USE:  # R5.5: the King goes to the discard, two more draws are owed
            self.discard.append(self.held)
            self.owed += 2
            self.events.append((EV_KING, seat, self.held))
            self._resolved()
        elif kind == JACK_USE:  # R5.3
            i = seat * 3 + 1
            self.seen[i] |= 1 << seat
            self.discard.append(self.held)
            self.events.append((EV_JACK, seat, self.held, self.hands[i]))
            self._resolved()
        elif kind == QUEEN_USE:
            self._queen(seat, a.slot, a.target, a.target_slot)
        else:
            self._timeout(seat)

    def _flip(self) -> None:
        """R6.1-R6.2: the discard pile, turned over, becomes the stock; its oldest card is on top."""
        self.discard.reverse()
        self.stock, self.discard = self.discard, []
        self.stock_public = True
        self.events.append((EV_FLIP, -1, len(self.stock)))

    def _queen(self, seat: int, slot: int, target: int, target_slot: int) -> None:
        """R5.4: blind swap of two cards between two seats; who has seen them moves with them (R5.4.3)."""
        i, j = seat * 3 + slot, target * 3 + target_slot
        hands, seen = self.hands, self.seen
        hands[i], hands[j] = hands[j], hands[i]
        seen[i], seen[j] = seen[j], seen[i]
        if slot != 1:  # R5.4.1
            seen[i] |= 1 << seat
        if target_slot != 1:  # R5.4.2
            seen[j] |= 1 << target
        self.discard.append(self.held)
        self.events.append((EV_QUEEN, seat, slot, target, target_slot, self.held, hands[i], hands[j]))
        self._resolved()

    def _timeout(self, seat: int) -> None:
        """R9: the seat loses the rest of its turn."""
        if self.held is None:  # R9.1: the top card of the stock is drawn and discarded for them
            if not self.stock:
                self._flip()
            card, drawn = self.stock.pop(), True
        else:  # R9.2: the unresolved card is discarded unused
            card, drawn, self.held = self.held, False, None
        self.discard.append(card)
        self.owed = 0  # R9.3
        self.window_seat = -1  # the next player's action closes any window (R10)
        self.events.append((EV_TIMEOUT, seat, card, drawn))
        self._end_turn(True)

    def _resolved(self) -> None:
        """After a drawn card is resolved: next owed draw, or the end of the turn (R3.3)."""
        self.held = None
        self.window_seat = -1  # R7.2: a late call is possible only before the first draw is resolved
        if self.owed:
            self.phase = P_DRAW
        else:
            self._end_turn(False)

    def _end_turn(self, timed_out: bool) -> None:
        ended = self.turn
        n = self.players
        self.turns += 1
        self.turn = (ended + 1) % n
        self.owed = 1
        if self.caller >= 0:
            self.phase = P_DRAW
            if ended == (self.caller - 1) % n:  # R7.5: that was the last final turn
                self._end_round()
        elif timed_out:
            self.phase = P_DRAW  # R9.4: no call follows a timeout
        else:
            self.phase = P_WINDOW  # R7.1, R10
            self.window_seat = ended

    def _end_round(self) -> None:
        """R7.5: all cards are revealed."""
        self.phase = P_OVER
        self.owed = 0
        self.seen = [self._everyone] * (3 * self.players)
        self.events.append((EV_END, -1, tuple(self.hands)))

    # ----------------------------------------------------------------------------- results

    @property
    def history(self) -> list[Action]:
        """The actions applied so far this round, in order (recovered from the event log)."""
        return [a for a in map(action_of, self.events) if a is not None]

    def hand(self, seat: int) -> tuple[Card, Card, Card]:
        """The true cards of ``seat``, L, M, R."""
        return tuple(self.hands[seat * 3:seat * 3 + 3])

    def totals(self) -> list[int]:
        """Each seat's total (R11.1)."""
        h = self.hands
        return [VALUES[h[i]] + VALUES[h[i + 1]] + VALUES[h[i + 2]] for i in range(0, 3 * self.players, 3)]

    def scores(self) -> list[int]:
        """Round scores (R11.1-R11.2); the caller gets -5 if strictly lowest, else +5."""
        if self._scores is not None:
            return list(self._scores)
        totals = self.totals()
        scores = list(totals)
        c = self.caller
        if c >= 0:
            lowest_other = min(t for s, t in enumerate(totals) if s != c)
            scores[c] += -5 if totals[c] < lowest_other else 5
        if self.phase == P_OVER:  # kept: the hands no longer change, and the match sums every round's again each round
            self._scores = tuple(scores)
        return scores

    def result(self) -> dict:
        """The round as in RULES.md F3 (``totals``/``scores`` only once the round is complete)."""
        out = {"dealer": self.dealer, "complete": self.phase == P_OVER,
               "caller": self.caller if self.caller >= 0 else None,
               "hands": [[NAMES[c] for c in self.hand(s)] for s in range(self.players)]}
        if self.phase == P_OVER:
            out["totals"] = self.totals()
            out["scores"] = self.scores()
        return out

    def clone(self) -> "RoundState":
        """An independent copy (cheap: lists are copied, cards and actions are shared immutables)."""
        other = RoundState.__new__(RoundState)
        for name in ("players", "dealer", "options", "stock_public", "phase", "turn", "owed", "held",
                     "held_from", "window_seat", "caller", "turns", "deck", "_legal_table", "_everyone", "_scores"):
            setattr(other, name, getattr(self, name))
        other.hands = self.hands[:]
        other.stock = self.stock[:]
        other.discard = self.discard[:]
        other.seen = self.seen[:]
        other._seen_events = None
        other._offered = ()
        other.events = self.events[:]
        return other

    def seen_events(self, seat: int) -> tuple[Event, ...]:
        """The event log as ``seat`` saw it, hidden cards masked (kept incrementally per seat)."""
        cache = self._seen_events
        if cache is None:
            cache = self._seen_events = [[] for _ in range(self.players)]
        log = cache[seat]
        log += [seen_by(e, seat) for e in self.events[len(log):]]
        return tuple(log)

    def hidden_from(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` has not seen: those in slots it has not seen (R2.4, R5.3, R5.4: ``seen``), the
        stock's while its order is secret (R2.3, R6.2), and the card another seat drew from it (R3.2)."""
        bit = 1 << seat
        hidden = {card for card, mask in zip(self.hands, self.seen) if not mask & bit}
        if not self.stock_public:
            hidden.update(self.stock)
        if self.held is not None and self.turn != seat and self.held_from == FROM_STOCK:
            hidden.add(self.held)
        return frozenset(hidden)

    def observation(self, seat: int, scores: Iterable[int] | None = None, history: bool = True) -> Observation:
        """What ``seat`` knows now (see :class:`crisp_core.crisp.observation.Observation`); ``history=False``
        leaves the event log out."""
        return Observation.of(self, seat, scores, history)
