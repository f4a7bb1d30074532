"""One game of Cheat as a state machine (CHEAT.md C2-C5).

Phases (``CheatGame.phase``):

* ``play``   - the turn seat must play 1 to 4 cards (C3.2); while the last play is open to a
               challenge, every other seat may ``doubt`` it (C4.1), the turn seat too, instead of playing.
* ``answer`` - a play emptied the declarer's hand: the seat ``asked`` must ``doubt`` or ``accept``
               it, the others being asked in turn clockwise from the declarer's left (C5.1).
* ``over``   - the game has its winner (C5.2-C5.3).

Hands and the pile are card masks (see :mod:`.cardsets`).  :meth:`CheatGame.refusal` is where the
rules decide; :meth:`CheatGame.apply` checks the common case inline and asks it otherwise, before
changing anything.  :meth:`CheatGame.legal_actions` takes the doubts and accepts of each situation
from tables made once per table size; plays are listed lazily (:class:`~.actions.LegalActions`).
"""

from __future__ import annotations

import functools
from typing import Any, Sequence

from ..cards import CARDS, NAMES, Card
from ..errors import IllegalAction, Seat, shown
from ..locale import Phrase, illegal
from ..protocols import Phased
from .actions import ACCEPT, ACCEPTS, DOUBT, DOUBTS, MAX_PLAYERS, PLAY, Action, LegalActions, play_mask
from .cardsets import BIT, FULL, RANK_MASK, RANK_WORDS, cards_of
from .events import EV_ACCEPT, EV_DOUBT, EV_PLAY, EV_WIN, action_of
from .observation import P_ANSWER, P_OVER, P_PLAY, PHASE_NAMES, Observation

MIN_PLAYERS = 3  # C1.1

_new = object.__new__
_BIT_OF = BIT.__getitem__
_NOT_RANK = tuple(FULL ^ m for m in RANK_MASK)  # the cards not of each rank
_NOTHING = LegalActions(-1, 0)  # the game is over


@functools.cache
def _tables(n: int) -> tuple[tuple[int, ...], tuple[tuple[Action, ...], ...], tuple[LegalActions, ...]]:
    """For a table of ``n``: each seat's left neighbour (C1.1); the doubts allowed while seat ``d``'s
    play is open (C4.1: every other seat), indexed by ``d`` (index -1, past the seats, for no open
    play); and the listing while seat ``a`` must answer a play that emptied a hand (C5.1), by ``a``."""
    left = tuple((s + 1) % n for s in range(n))
    doubts = tuple(tuple(DOUBTS[s] for s in range(n) if s != d) for d in range(n)) + ((),)
    answers = tuple(LegalActions(-1, 0, (DOUBTS[a],), (ACCEPTS[a],)) for a in range(n))
    return left, doubts, answers


def parse_deck(deck: Any) -> list[Card]:
    """The 52 distinct cards, top first (C1.2, C2.2), from cards or their notation (N1)."""
    if not isinstance(deck, (list, tuple)) or len(deck) != 52:
        size = Phrase("cheat.cards.many", n=len(deck)) if isinstance(deck, (list, tuple)) else shown(deck)
        raise illegal("C2.2", "cheat.refused.deck_size", size=size, unit="game")
    cards = []
    for entry in deck:
        try:
            cards.append(entry if type(entry) is Card else Card.parse(entry))
        except ValueError:
            raise illegal("C2.2", "refused.deck_card", card=shown(entry), unit="game") from None
    present = set(cards)
    if len(present) != 52:
        missing = next(c for c in CARDS if c not in present)
        raise illegal("C2.2", "cheat.refused.deck_missing", card=NAMES[missing], unit="game")
    return cards


def _refused(rule: str, key: str, action: Any, **values: object) -> IllegalAction:
    text = str(action) if type(action) is Action else action if isinstance(action, str) else None
    return illegal(rule, key, action=text, unit="game", **values)


class CheatGame(Phased):
    """The true state of one game: hands, pile, turn, required rank, the open play, the event log."""

    PHASE_NAMES, OVER = PHASE_NAMES, P_OVER  # over: the game has its winner (C5.3)
    __slots__ = ("players", "dealer", "deck", "hands", "pile", "phase", "turn", "last", "asked", "winner",
                 "plays", "challenges", "events", "_left", "_doubters", "_answers")

    def __init__(self, players: int, deck: Sequence, dealer: int = 0) -> None:
        """Deal a game (C2) of ``players`` seats from ``deck`` (a list or tuple of the 52 cards, top first,
        as :class:`Card` or notation); refuse bad arguments with :class:`IllegalAction` (C1.1, C2.1, C2.2)."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise illegal("C1.1", "cheat.refused.players", players=shown(players), unit="game")
        if type(dealer) is not int or not 0 <= dealer < players:
            raise illegal("C2.1", "cheat.refused.dealer", last=players - 1, dealer=shown(dealer), unit="game")
        self._deal(players, parse_deck(deck), dealer)

    @classmethod
    def dealt(cls, players: int, cards: list[Card], dealer: int) -> "CheatGame":
        """A game dealt from ``cards``, already known to be the 52 distinct :class:`Card` (no checks)."""
        game = cls.__new__(cls)
        game._deal(players, cards, dealer)
        return game

    def _deal(self, n: int, cards: list[Card], dealer: int) -> None:
        self.players = n
        self.dealer = dealer
        self.deck = cards  # never changed: kept for records
        first = (dealer + 1) % n
        self.hands = [sum(map(_BIT_OF, cards[(seat - first) % n::n])) for seat in range(n)]  # C2.2
        self.pile = 0  # C2.3: the pile's cards as a mask (its plays are the events since the last doubt)
        self.phase = P_PLAY
        self.turn = first  # C3.1
        self.last = -1  # the declarer of the play open to a challenge (C4.1), or -1
        self.asked = -1  # C5.1: the seat whose answer is owed
        self.winner: int | None = None
        self.plays = 0  # also fixes the required rank: A first (C3.1), then the next after every play (C3.4)
        self.challenges = 0
        self.events: list[tuple] = []
        self._left, self._doubters, self._answers = _tables(n)

    # ----------------------------------------------------------------------------- queries

    @property
    def rank(self) -> int:
        """The rank index (0 = A … 12 = K) the next play must claim: A first (C3.1), then the next
        one after every play (C3.4, C1.3)."""
        return self.plays % 13

    def actors(self) -> tuple[int, ...]:
        """The seats that may act now, in seat order."""
        if self.phase == P_PLAY:
            last = self.last
            return (self.turn,) if last < 0 else tuple(s for s in range(self.players) if s != last)
        return (self.asked,) if self.phase == P_ANSWER else ()

    def legal_actions(self, seat: int | None = None) -> LegalActions:
        """Exactly the actions :meth:`apply` accepts now, of ``seat`` or of every seat that may act.

        The doubts and accepts of each situation come from tables built once per table size (C4.1:
        every seat but the declarer may doubt an open play; C5.1: the seat asked doubts or accepts);
        the plays are the turn seat's, listed lazily.
        """
        if seat is None:
            if self.phase == P_PLAY:
                legal = _new(LegalActions)
                legal.player = turn = self.turn
                legal.hand = self.hands[turn]
                legal.doubts = self._doubters[self.last]
                legal.accepts = ()
                return legal
            return self._answers[self.asked] if self.phase == P_ANSWER else _NOTHING
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {shown(seat)} at a table of {self.players}")
        every = self.legal_actions()
        player = seat if every.player == seat else -1
        return LegalActions(player, self.hands[seat], tuple(a for a in every.doubts if a[0] == seat),
                            tuple(a for a in every.accepts if a[0] == seat))

    def is_legal(self, action: Action | str) -> bool:
        """True if :meth:`apply` would accept ``action``."""
        return self.refusal(action) is None

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why ``action`` (an :class:`Action` or its text) is illegal now, as an unraised
        :class:`IllegalAction` naming the rule, or None if it is legal.  The one place the rules decide."""
        if type(action) is not Action:
            try:
                action = Action.parse(action)
            except IllegalAction as err:
                return err
        seat, kind, cards = action
        n = self.players
        if seat >= n:
            return _refused("C1.1", "refused.no_seat", action, seat=Seat(seat), n=n)
        if self.phase == P_OVER:
            return _refused("C5.3", "cheat.refused.over", action, seat=Seat(self.winner))
        if kind == PLAY:
            return self._play_refusal(seat, cards, action)
        asked = self.asked
        if self.phase == P_ANSWER and seat != asked:
            return _refused("C5.1", "cheat.refused.answers_now", action, declarer=Seat(self.last), asked=Seat(asked))
        if kind == ACCEPT:
            if self.phase != P_ANSWER:
                return _refused("C5.1", "cheat.refused.no_answer", action)
            return None
        if self.last < 0:  # DOUBT with no open play: none yet, or the last one was just challenged
            if self.events:
                return _refused("C4.1", "cheat.refused.challenged", action, seat=Seat(self.events[-1][2]))
            return _refused("C4.1", "cheat.refused.nothing", action)
        if seat == self.last:
            return _refused("C4.1", "cheat.refused.own_play", action)
        return None

    def _play_refusal(self, seat: int, cards: tuple, action: Action) -> IllegalAction | None:
        if self.phase == P_ANSWER:
            return _refused("C5.1", "cheat.refused.answer_first", action, declarer=Seat(self.last),
                            asked=Seat(self.asked))
        if seat != self.turn:
            rule = "C3.1" if not self.plays else "C3.4"
            return _refused(rule, "cheat.refused.not_turn", action, turn=Seat(self.turn), seat=Seat(seat))
        if not 0 < len(cards) < 5:
            return _refused("C3.2", "cheat.refused.count", action, n=len(cards))
        mask = play_mask(cards)
        if mask < 0:
            return _refused("C3.2", "cheat.refused.distinct", action)
        missing = mask & ~self.hands[seat]
        if missing:
            return _refused("C3.2", "cheat.refused.not_held", action, seat=Seat(seat),
                            card=NAMES[(missing & -missing).bit_length() - 1])
        return None

    # ----------------------------------------------------------------------------- apply

    def apply(self, action: Action | str) -> None:
        """Apply one action (an :class:`Action` or its N2 text); refuse it before any change if illegal."""
        if type(action) is not Action:
            action = Action.parse(action)
        seat, kind, cards = action
        if kind == PLAY:
            k = len(cards)
            if seat == self.turn and self.phase == P_PLAY and 0 < k < 5:
                group = sum(map(_BIT_OF, cards))  # a card named twice carries into fewer bits (C3.2)
                hands = self.hands
                hand = hands[seat]
                if group & hand == group and group.bit_count() == k:
                    hands[seat] = hand = hand ^ group  # C3.2
                    self.pile |= group
                    self.last = seat
                    plays = self.plays
                    self.plays = plays + 1  # C3.4: the required rank moves on
                    self.turn = nxt = self._left[seat]  # C3.4
                    self.events.append((EV_PLAY, seat, group, plays % 13))
                    if not hand:  # C5.1: the others answer, from the declarer's left
                        self.phase = P_ANSWER
                        self.asked = nxt
                    return
        elif kind == DOUBT:
            if 0 <= self.last != seat and seat < self.players and (self.phase == P_PLAY or seat == self.asked):
                self._challenge(seat)
                return
        elif kind == ACCEPT and self.phase == P_ANSWER and seat == self.asked:
            self._accept(seat)
            return
        refused = self.refusal(action)
        assert refused is not None, f"{action!r} refused without a rule"
        raise refused

    def _challenge(self, challenger: int) -> None:
        """C4.2: the last group is revealed; the declarer takes the pile if any card is not of the
        claimed rank, else the challenger does.  C4.3, C5.2: what follows."""
        events = self.events
        i = -1
        while events[i][0] != EV_PLAY:  # C5.1: accepts may follow the play
            i -= 1
        _, declarer, group, claimed = events[i]
        bluff = group & _NOT_RANK[claimed] != 0
        taker = declarer if bluff else challenger
        pile = self.pile
        self.hands[taker] |= pile
        self.pile = 0
        self.last = -1
        self.challenges += 1
        events.append((EV_DOUBT, challenger, declarer, group, claimed, taker, pile))
        if self.phase == P_ANSWER:
            self.asked = -1
            if bluff:  # C5.2: play goes on as in C4.3
                self.phase = P_PLAY
            else:
                self._win(declarer)

    def _accept(self, seat: int) -> None:
        """C5.1: the next seat is asked; once all have accepted, the declarer wins (C5.2)."""
        self.events.append((EV_ACCEPT, seat))
        nxt = self._left[seat]
        if nxt == self.last:
            self._win(self.last)
        else:
            self.asked = nxt

    def _win(self, seat: int) -> None:
        self.phase = P_OVER
        self.winner = seat
        self.last = self.asked = -1
        self.events.append((EV_WIN, seat))

    # ----------------------------------------------------------------------------- results

    @property
    def history(self) -> list[Action]:
        """The actions applied so far, in order (recovered from the event log)."""
        return [a for a in map(action_of, self.events) if a is not None]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``, sorted by rank (A low … K) then suit (c d h s)."""
        return cards_of(self.hands[seat])

    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(h.bit_count() for h in self.hands)

    def pile_cards(self) -> tuple[Card, ...]:
        """The pile's cards, bottom first (each play's group sorted): the plays since the last doubt."""
        groups = []
        for event in reversed(self.events):
            if event[0] == EV_DOUBT:
                break
            if event[0] == EV_PLAY:
                groups.append(event[2])
        return tuple(c for g in reversed(groups) for c in cards_of(g))

    @property
    def required_rank(self) -> str:
        """The rank the next play must claim, as a word (``A``, ``10``, ``K``)."""
        return RANK_WORDS[self.plays % 13]

    def check(self) -> None:
        """Assert that the 52 cards are each exactly once in the hands and the pile (C1.2); for tests."""
        total = self.pile
        for h in self.hands:
            assert not total & h, "a card is in two places"
            total |= h
        assert total == FULL and sum(h.bit_count() for h in self.hands) + self.pile.bit_count() == 52

    def result(self) -> dict:
        """The game as in CHEAT.md F3."""
        return {"dealer": self.dealer, "complete": self.phase == P_OVER, "winner": self.winner,
                "plays": self.plays, "challenges": self.challenges,
                "hands": [[NAMES[c] for c in cards_of(h)] for h in self.hands],
                "pile": [NAMES[c] for c in self.pile_cards()]}

    def clone(self) -> "CheatGame":
        """An independent copy (cheap: lists are copied, cards, masks and actions are shared immutables)."""
        other = CheatGame.__new__(CheatGame)
        for name in ("players", "dealer", "deck", "pile", "phase", "turn", "last", "asked", "winner",
                     "plays", "challenges", "_left", "_doubters", "_answers"):
            setattr(other, name, getattr(self, name))
        other.hands = self.hands[:]
        other.events = self.events[:]
        return other

    def observation(self, seat: int, history: bool = True) -> "Observation":
        """What ``seat`` knows now (C6; see :class:`~.observation.Observation`); ``history=False`` leaves out what it
        saw happen (claims, challenges, piles)."""
        return Observation.of(self, seat, history)

    def hidden_from(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` has never seen (C6): all but those dealt to it (C2.2), those every challenge turned
        face up (C4.2) and those of the piles it took."""
        n = self.players
        seen = sum(map(_BIT_OF, self.deck[(seat - self.dealer - 1) % n::n]))
        for event in self.events:
            if event[0] == EV_DOUBT:
                seen |= event[3] | (event[6] if event[5] == seat else 0)
        return frozenset(cards_of(FULL & ~seen))

    def __repr__(self) -> str:
        return (f"CheatGame({self.players} seats, {self.phase_name}, seat {self.turn} to play "
                f"{RANK_WORDS[self.plays % 13]}, pile {self.pile.bit_count()}, hands {list(self.hand_sizes())})")
