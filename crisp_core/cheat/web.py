"""Cheat at the play page's table (CHEAT.md): people and bots, with the challenge window in real time.

:class:`CheatTable` has the page-facing methods of every game's table (:attr:`crisp_core.games.Game.table`,
:class:`crisp_core.crisp.web.WebGame`): the page asks
for the table as one seat sees it (:meth:`CheatTable.page_view`, JSON with cards as N1 text and the log
in plain words), sends a person's move as N2 text with the seat (:meth:`CheatTable.play`), lets the
bots move one at a time (:meth:`CheatTable.step`) and the clock act (:meth:`CheatTable.poll`).

The challenge window (C4.1, C4.4), on the table's ``clock`` (seconds):

* After a play that does not empty the declarer's hand, every other seat may call "Cheat!" for
  ``window`` seconds.  Each bot is asked at once, from its own observation, whether it will call;
  one that will calls after a reaction time (by default drawn from the table's generator, 0.4-1.4 s).
  A person calls with ``play("S doubt")``.
* The first call heard opens a "same moment" interval of 0.25 s; when it ends, of the calls heard by
  then the first clockwise from the declarer has priority (C4.4) and its doubt is applied; the log
  (and, for a person, the notice) tells the others so.
* The window closes without a challenge when its time is up, at once when every other seat is a bot
  that will not call, or when the next player (a person) plays, which means nobody challenged (C4.1).
  A bot whose turn is next plays only once the window has closed.
* The answers owed to a play that empties a hand (C5.1) are not timed: the seats are asked in turn.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..cards import NAMES, RANKS, faces
from ..errors import IllegalAction, Seat
from ..locale import illegal, refusal_reason
from ..tables import HUMAN, Entry, PageTable, bounded, check_viewer
from . import GAME
from .actions import DOUBT, DOUBTS, PLAY, Action, LegalActions
from .cardsets import cards_of
from .coach import claim_words, coach_report
from .events import EV_ACCEPT, EV_DOUBT, EV_PLAY, EV_WIN
from .game import CheatGame
from .match import CheatMatch
from .observation import P_ANSWER, P_PLAY

WINDOWS = GAME.option("window").values  # the challenge window's allowed lengths, in seconds
SAME_MOMENT = 0.25  # calls heard this soon after the first count as made at the same moment (C4.4)
REACTION = (0.4, 1.4)  # a bot's reaction time, drawn uniformly in this range
EPS = 1e-6  # clock readings this close to a deadline have reached it

Clock = Callable[[], float]
Reaction = Callable[[int, int], float]


@dataclass
class _Window:
    """The open challenge window of ``declarer``'s play: the calls (seat -> when), those heard, in order."""

    declarer: int
    closes: float
    calls: dict[int, float] = field(default_factory=dict)
    heard: list[int] = field(default_factory=list)
    first: float | None = None  # when the first call was heard

    def unheard(self) -> list[tuple[float, int]]:
        """The calls still to be heard, as (time, seat), earliest first: only those before the window closes
        and within the same moment as the first call heard (C4.4)."""
        limit = self.closes if self.first is None else min(self.closes, self.first + SAME_MOMENT + EPS)
        return sorted((t, s) for s, t in self.calls.items() if s not in self.heard and t < limit)

    def next_event(self) -> float:
        """When the window next changes: a call heard, the same moment over, or the window closing."""
        end = self.closes if self.first is None else self.first + SAME_MOMENT
        pending = self.unheard()
        return min(pending[0][0], end) if pending else end


class CheatTable(PageTable):
    """A match of Cheat at one table: each seat a person (``human``) or a bot (``random``, ``counting``).

    ``seats`` are the kinds (3-6, C1.1), ``names`` the seats' names (cleaned; defaults for missing ones),
    ``seed`` seeds the one generator of every random choice (the first dealer, the deals, the bots'
    choices, their reaction times).  ``clock`` gives seconds (default :func:`time.monotonic`); ``window``
    is the challenge window's length (3, 4, 6 or 10 s; T1).  ``reaction(seat, declarer)``, if given, is the
    seconds a bot at ``seat`` takes to call on ``declarer``'s play (a hook for tests and lessons).
    The log is told in language ``lang`` (:meth:`set_language` changes it).
    """

    def __init__(self, seats: list[str], names: list[str], seed: int | None = None, lang: str = "en",
                 clock: Clock | None = None, window: float = GAME.option("window").default,
                 reaction: Reaction | None = None) -> None:
        self._sit(GAME, seats, names, seed, lang)
        players = len(self.kinds)
        if isinstance(window, bool) or not isinstance(window, (int, float)) or window not in WINDOWS:
            allowed = ", ".join(f"{w:g}" for w in WINDOWS[:-1]) + f" or {WINDOWS[-1]:g}"
            raise ValueError(f"the challenge window is {allowed} seconds, not {bounded(repr(window), 40)}")
        for name, value in (("clock", clock), ("reaction", reaction)):
            if value is not None and not callable(value):
                raise ValueError(f"{name} must be a function")
        self.window = float(window)
        self.clock = clock or time.monotonic
        self.reaction = reaction or self._reaction
        self.match = CheatMatch(players, self.rng.randrange(players))  # C2.1: the first dealer by lot
        self._deal()

    # ----------------------------------------------------------------------------- the match

    @property
    def game(self) -> CheatGame:
        """The current game."""
        return self.match.games[-1]

    def _deal(self) -> None:
        game = self.match.deal(self.rng)
        self._window: _Window | None = None
        self._revealed: dict | None = None
        self._notice: Entry | None = None
        self._told = 0  # the game's events already in the log
        self.log.tell("cheat.log.game", n=len(self.match.games))
        self.log.tell("cheat.log.deal", dealer=self.names[game.dealer], first=self.names[game.turn])

    def start_next_round(self) -> None:
        """Deal the next game, by the next dealer (C2.1, C5.3); refused while this one has no winner."""
        if not self.game.is_over:
            raise self._refusal(illegal("C5.3", "cheat.refused.not_over", n=len(self.match.games), unit="game"))
        self._deal()

    # ----------------------------------------------------------------------------- who moves

    def waiting(self) -> int | None:
        """The person who must act now: the turn seat, to play (not while a call is being settled), or the
        seat whose answer is owed (C5.1); None if a bot or nobody is to move."""
        game = self.game
        if game.phase == P_PLAY:
            settling = self._window is not None and self._window.first is not None
            return game.turn if self.kinds[game.turn] == HUMAN and not settling else None
        if game.phase == P_ANSWER and self.kinds[game.asked] == HUMAN:
            return game.asked
        return None

    def _mover(self) -> int | None:
        """The bot that must play or answer (C3.2, C5.1), or None."""
        game = self.game
        seat = game.turn if game.phase == P_PLAY else game.asked if game.phase == P_ANSWER else None
        return seat if seat is not None and seat in self.bots else None

    def doubters(self) -> list[int]:
        """The people who may call "Cheat!" now: any but the declarer while the window is open and they
        have not called yet (C4.1), or the person whose answer is owed (C5.1)."""
        game, w = self.game, self._window
        if game.phase == P_ANSWER:
            return [game.asked] if self.kinds[game.asked] == HUMAN else []
        if w is None:
            return []
        return [s for s in self.humans if s != w.declarer and s not in w.calls]

    def can_step(self) -> bool:
        """True if a bot or the table (its window) has a move to make, now or once :meth:`ready_in` says."""
        return not self.game.is_over and (self._window is not None or self._mover() is not None)

    def ready_in(self) -> float:
        """Seconds until :meth:`step` may act: the window's next change while it is open (the next player
        waits for it to close), else 0."""
        if self._window is None:
            return 0.0
        left = self._window.next_event() - self.clock()
        return 0.0 if left <= EPS else left

    # ----------------------------------------------------------------------------- moves

    def poll(self) -> bool:
        """Apply what the clock made due in the challenge window (calls heard, the call with priority
        applied, the window closing); True if anything changed."""
        w = self._window
        if w is None:
            return False
        now = self.clock() + EPS
        changed = False
        for t, seat in w.unheard():
            if t > now:
                break
            self._hear(seat, t)
            changed = True
        if w.first is not None and now >= w.first + SAME_MOMENT:
            self._settle()
            return True
        if w.first is None and now >= w.closes:
            self._window = None  # C4.1: nobody challenged
            return True
        return changed

    def step(self) -> bool:
        """Apply what the clock made due (:meth:`poll`); if nothing was, make one bot's move when allowed:
        its play once the window has closed, or its answer (C5.1).  True if anything happened."""
        if self.poll():
            return True
        seat = self._mover()
        if seat is None or self._window is not None:
            return False
        game, bot = self.game, self.bots[seat]
        # plays only: calling "Cheat!" on the open play is the window's business, asked right after it
        legal = LegalActions(seat, game.hands[seat]) if game.phase == P_PLAY else game.legal_actions(seat)
        action = bot.choose(game.observation(seat, history=bot.uses_history), legal, self.rng)
        self._apply(action)
        return True

    def play(self, text: str) -> None:
        """A person's move, N2 text with the seat (``"2 play 7h 7c"``, ``"3 doubt"``, ``"1 accept"``).

        What the clock made due comes first (:meth:`poll`).  A call during the window is heard now and
        settled 0.25 s later (C4.4); one after it is refused (C4.1).  Anything illegal is refused with
        :class:`IllegalAction` naming the rule, nothing changed."""
        self.poll()
        action = self._parse(text)
        game, w, seat = self.game, self._window, action.seat
        if action.kind == DOUBT and game.phase == P_PLAY:
            self._call(seat)
        else:
            if action.kind == PLAY and w is not None and w.first is not None:
                raise IllegalAction("C4.4", self.log.say(("cheat.refused.settling", {})), unit="game",
                                    key="cheat.refused.settling")
            refused = game.refusal(action)
            if refused is not None:
                raise self._refusal(refused)
            self._window = None  # C4.1: the next player's play means nobody challenged
            self._notice = None
            self._apply(action)
        self.viewer = seat

    def _parse(self, text: Any) -> Action:
        try:
            action = Action.parse(text)
        except IllegalAction as err:
            raise self._refusal(err) from None
        if action.seat >= len(self.kinds) or self.kinds[action.seat] != HUMAN:
            raise self._refusal(illegal("N2", "refused.not_person", seat=Seat(action.seat), unit="game"))
        return action

    def _refusal(self, err: IllegalAction) -> IllegalAction:
        """A refusal told in the table's language, cut short."""
        return IllegalAction(err.rule, bounded(refusal_reason(self.log.lang, err), 160), action=err.action,
                             unit="game", key=err.key, values=err.values)

    def _call(self, seat: int) -> None:
        """A person calls "Cheat!" during the play phase (C4.1)."""
        game, w = self.game, self._window
        refused = game.refusal(DOUBTS[seat])
        if refused is not None:  # no play to doubt, the play already challenged, or one's own play
            raise self._refusal(refused)
        if w is None:
            late = {"declarer": self.names[game.last]}
            raise IllegalAction("C4.1", self.log.say(("cheat.refused.late", late)), unit="game",
                                key="cheat.refused.late", values=late)
        if seat in w.calls:
            raise self._refusal(illegal("C4.1", "cheat.refused.called", name=bounded(self.names[seat], 40), unit="game"))
        self._notice = None
        w.calls[seat] = self.clock()
        self._hear(seat, w.calls[seat])

    def _apply(self, action: Action) -> None:
        """Apply a legal action to the game, tell it, and open the window after a play."""
        if action.kind == DOUBT and self.game.phase == P_ANSWER:  # a call in the window was told when heard
            self.log.tell("cheat.log.call", name=self.names[action.seat])
        self.game.apply(action)
        self._narrate()
        if action.kind == PLAY and self.game.phase == P_PLAY:
            self._open_window(action.seat)

    def _reaction(self, seat: int, declarer: int) -> float:
        low, high = REACTION
        return low + (high - low) * self.rng.random()

    def _open_window(self, declarer: int) -> None:
        """C4.1: ask each bot, clockwise from the declarer's left, whether it will call, and when; open the
        window unless every other seat is a bot that will not."""
        game, n = self.game, self.game.players
        now = self.clock()
        calls = {}
        for step in range(1, n):
            seat = (declarer + step) % n
            bot = self.bots.get(seat)
            if bot is None:
                continue
            ask = LegalActions(-1, 0, game.legal_actions(seat).doubts)  # the doubt or nothing
            if bot.choose(game.observation(seat, history=bot.uses_history), ask, self.rng) is not None:
                calls[seat] = now + self.reaction(seat, declarer)
        if calls or any(s != declarer for s in self.humans):
            self._window = _Window(declarer, now + self.window, calls)

    def _hear(self, seat: int, when: float) -> None:
        w = self._window
        w.heard.append(seat)
        if w.first is None:
            w.first = when
        self.log.tell("cheat.log.call", name=self.names[seat])

    def _settle(self) -> None:
        """C4.4: of the calls heard, the first clockwise from the declarer is applied; the others are told."""
        w = self._window
        self._window = None
        n = self.game.players
        winner = min(w.heard, key=lambda s: (s - w.declarer) % n)
        for seat in w.heard:
            if seat != winner:
                entry = ("cheat.log.priority", {"name": self.names[seat], "winner": self.names[winner],
                                                "declarer": self.names[w.declarer]})
                self.log.add(entry)
                if seat not in self.bots:
                    self._notice = entry
        self._apply(DOUBTS[winner])

    # ----------------------------------------------------------------------------- the log

    def _narrate(self) -> None:
        """Tell the game's new events: public facts only (claims, the cards a challenge turns up, C4.2)."""
        entries, self._revealed = tell_events(self.match, self.names, self._told, self._revealed)
        for entry in entries:
            self.log.add(entry)
        self._told = len(self.game.events)

    # ----------------------------------------------------------------------------- the coach

    def coach(self, seat: int | None = None) -> str:
        """JSON: the coach's panel for ``seat`` (default: the seat last shown by :meth:`page_view`), from that
        seat's observation only (C6, :func:`.coach.coach_report`): the chance that the open claim is true and
        what the counting bot would do in its place, in the log's language."""
        seat = self.viewer if seat is None else check_viewer(seat, len(self.kinds))
        game, w = self.game, self._window
        open_play = game.last >= 0 and (w is not None or game.phase == P_ANSWER)
        may_play = self.waiting() == seat and game.phase == P_PLAY
        return json.dumps(coach_report(game, seat, self.names, self.log.lang, open_play, seat in self.doubters(),
                                       may_play))

    # ----------------------------------------------------------------------------- the page's view

    def hidden_cards(self, seat: int) -> frozenset[str]:
        """The cards ``seat`` has not seen now (N1 names): none of its observation's (C6: its hand, the cards shown
        by a challenge, its own cards in the pile or in a pile taken, the piles it took).  What a page sent to this
        seat may never name."""
        obs = self.game.observation(check_viewer(seat, len(self.kinds)))
        seen = {*obs.hand, *obs.own_in_pile, *(c for cards in obs.took for c in cards),
                *(c for cards, _ in obs.revealed for c in cards), *(c for cards, _ in obs.own_taken for c in cards)}
        return frozenset(NAMES[c] for c in range(len(NAMES)) if c not in seen)

    def page_view(self, viewer: int | None = None, log_from: int = 0) -> str:
        """The table as ``viewer`` sees it (default: the person asked now, else the last person who acted),
        as JSON for the play page; the log's lines from ``log_from`` on."""
        waiting = self.waiting()
        viewer = check_viewer(viewer, len(self.kinds)) if viewer is not None else \
            waiting if waiting is not None else self.viewer
        self.viewer = viewer
        game, w = self.game, self._window
        open_play = game.last >= 0 and (w is not None or game.phase == P_ANSWER)
        now = self.clock()
        data = table_view(self.match, self.names, self.kinds, viewer, {viewer}, open_play, self._revealed)
        data.update({
            "waiting": waiting, "humans": self.humans,
            "log": self.log.lines[log_from:], "log_length": len(self.log.lines),
            "notice": self.log.say(self._notice),
            "moves": {"play": waiting is not None and game.phase == P_PLAY, "doubters": self.doubters(),
                      "accept": game.asked if game.phase == P_ANSWER and game.asked in self.humans else None},
            "clock": {"window": None if w is None else {"declarer": w.declarer, "total": self.window,
                                                        "left": round(max(0.0, w.closes - now), 3)},
                      "next": None if w is None else round(max(0.0, w.next_event() - now), 3)},
        })
        return json.dumps(data)


def tell_events(match: CheatMatch, names: list[str], start: int,
                revealed: dict | None) -> tuple[list[Entry], dict | None]:
    """The log entries of the current game's events from index ``start`` on: public facts only (claims, the
    cards a challenge turns up, C4.2); and what the last challenge revealed (None once a play follows it),
    ``revealed`` being that before ``start``.  Told right after the events happened (a hand emptied by a play
    is read from the game now)."""
    game = match.games[-1]
    entries: list[Entry] = []
    for event in game.events[start:]:
        code, seat = event[0], event[1]
        if code == EV_PLAY:
            revealed = None
            entries.append(("cheat.log.play", {"name": names[seat], "claim": claim_words(event[2].bit_count(), event[3])}))
            if game.hands[seat] == 0 and game.phase == P_ANSWER:
                entries.append(("cheat.log.last", {"name": names[seat]}))
        elif code == EV_DOUBT:
            _, challenger, declarer, group, rank, taker, pile = event
            cards = cards_of(group)
            bluff = any(c >> 2 != rank for c in cards)
            revealed = {"declarer": declarer, "challenger": challenger, "taker": taker,
                        "cards": [NAMES[c] for c in cards], "bluff": bluff}
            entries.append(("cheat.log.bluff" if bluff else "cheat.log.true",
                            {"declarer": names[declarer], "cards": faces(cards), "taker": names[taker],
                             "n": _cards(pile.bit_count())}))
        elif code == EV_ACCEPT:
            entries.append(("cheat.log.accept", {"name": names[seat], "declarer": names[_last_play(game)[1]]}))
        elif code == EV_WIN:
            entries.append(("cheat.log.win", {"name": names[seat], "n": len(match.games)}))
    return entries, revealed


def table_view(match: CheatMatch, names: list[str], kinds: list[str], viewer: int | None, shown: set[int],
               open_play: bool, revealed: dict | None) -> dict[str, Any]:
    """The state of the current game of ``match`` as the play page draws it (the part of
    :meth:`CheatTable.page_view` that a recorded match has too): the hands of the seats in ``shown`` (the
    others' only counted), the last claim if ``open_play`` (it may still be doubted or answered), the cards
    the last challenge ``revealed``."""
    game = match.games[-1]
    claim = _last_play(game) if open_play and game.last >= 0 else None
    over = game.is_over
    return {
        "game": "cheat", "viewer": viewer,
        "seats": [{"name": names[s], "kind": kinds[s], "count": game.hands[s].bit_count(),
                   "hand": [NAMES[c] for c in game.hand(s)] if s in shown else None}
                  for s in range(game.players)],
        "number": len(match.games),
        "match_over": False,  # a match of Cheat goes on, game after game (C5.3)
        "result": {"winner": game.winner, "name": names[game.winner]} if over else None,
        "rank": RANKS[game.rank], "pile": game.pile.bit_count(), "phase": game.phase_name, "turn": game.turn,
        "last_claim": None if claim is None else {"seat": claim[1], "count": claim[2].bit_count(),
                                                  "rank": RANKS[claim[3]]},
        "revealed": revealed, "wins": match.wins, "dealer": game.dealer,
    }


def _last_play(game: CheatGame) -> tuple:
    """The game's last play event (accepts may follow it, C5.1)."""
    return next(e for e in reversed(game.events) if e[0] == EV_PLAY)


def _cards(n: int) -> Entry:
    """A number of cards in words: "1 card", "12 cards"."""
    return ("cheat.cards.one", {}) if n == 1 else ("cheat.cards.many", {"n": n})
