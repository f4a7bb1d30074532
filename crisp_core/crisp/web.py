"""The game behind the play page and the notebook's play widget: humans and bots at one table.

A page keeps no rules of its own: it asks :class:`WebGame` for a snapshot of the table as one seat
sees it (:meth:`WebGame.page_view`, plain JSON data: cards as N1 text, the legal moves, new log
lines in plain words, the round's result with the reason for every score) and sends back the N3
text of the move the player chose (:meth:`WebGame.play`).  Bots and the moves the table makes for
a player (a King that must be played, R5.2) advance one at a time with :meth:`WebGame.step`, so a
page can show each move at a readable pace; the notebook's :class:`~crisp_core.widgets.PlayWidget` draws from
the same view.  :class:`~crisp_core.crisp.webreplay.Replay` steps through a ``crisp/1`` record.  Names are plain
text everywhere (:mod:`crisp_core.tables`).

Real time (R9, R10): with a draw timer in the options, each round is played through a
:class:`crisp_core.crisp.realtime.RealTimeTable` on the game's clock, and every move, a person's or a
bot's, goes through it.  A person's draw has the timer's seconds, each owed King draw its own
(R9, S2); when they run out the table applies ``timeout`` (R9.1-R9.4).  After a turn ends, its
player has 3 s to call crisp: a person sees the call offered with a countdown and, if they say
nothing, the table says "no crisp" for them when the 3 s are up; the next player may start after
2 s, and if they have drawn, the call in the last second is the late call of R7.2.  A bot in the
window decides at once; a bot's draw waits the 2 s; a bot holding its first draw while a person's
window is open waits until the window closes, so the late call stays possible; bots' draws are not
timed (they never keep the table waiting).  :meth:`WebGame.poll` applies what the clock made due,
:meth:`WebGame.ready_in` says when :meth:`WebGame.step` may play, and ``page_view``'s ``clock``
gives the seconds left.  Without a timer the game asks and waits, as R10 says an engine without a
clock does.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any, Sequence

from ..cards import NAMES, SLOTS, VALUES, Card
from ..errors import IllegalAction
from ..locale import DEFAULT, check_language, illegal, refusal_reason, seat_name
from ..locale import text as localized
from ..tables import HUMAN, bounded, check_seats, check_viewer, clean_name
from ..tables import hand_over as _hand_over
from . import GAME
from .actions import KING_USE, PASS, TIMEOUT, Action
from .bots import make_bot
from .coach import Advice, advise, feedback
from .coach import report as coach_report
from .driver import next_choice, playable
from .events import EV_DEAL, Event, seen_by
from .match import Match
from .narrate import narrate, table_events
from .options import Options
from .realtime import Clock, RealTimeTable
from .record import to_record
from .round import P_LATE


def move_data(action: Action) -> dict:
    """A legal move as the page needs it: its N3 text, verb, own slot and the Queen's target."""
    return {"action": str(action), "verb": action.name,
            "slot": SLOTS[action.slot] if action.slot >= 0 else None,
            "target": action.target if action.target >= 0 else None,
            "tslot": SLOTS[action.target_slot] if action.target_slot >= 0 else None}


def _card(card) -> str | None:
    return None if card is None else NAMES[card]


def round_result(state, names: Sequence[str]) -> dict:
    """The end of a round, explained: each seat's cards, total, round score and why (R11.1-R11.2)."""
    totals, scores = state.totals(), state.scores()
    caller = state.caller if state.caller >= 0 else None
    rows = []
    for seat in range(state.players):
        row = {"seat": seat, "name": names[seat], "cards": [NAMES[c] for c in state.hand(seat)],
               "total": totals[seat], "score": scores[seat], "called": seat == caller}
        if seat == caller:
            others = min(t for s, t in enumerate(totals) if s != seat)
            row["lowest_other"] = others
            row["strictly_lowest"] = totals[seat] < others
        rows.append(row)
    best = min(scores)
    return {"rows": rows, "caller": caller, "round_winners": [s for s, v in enumerate(scores) if v == best]}


def table_data(state, viewer: int | None, names: Sequence[str], kinds: Sequence[str],
               scores_before: Sequence[int]) -> dict:
    """The table as ``viewer`` sees it (None: the whole table, every card face up).  Each seat's ``score`` is
    its match score as the score table shows it: ``scores_before`` (the rounds before this one), plus this
    round's score once it is over (R11.3)."""
    n = state.players
    if viewer is None:
        known = list(state.hands)
        held = state.held
    else:
        obs = state.observation(viewer, scores_before, False)
        known, held = list(obs.known), obs.held
    caller = state.caller if state.caller >= 0 else None
    over = state.is_over
    scores = [b + r for b, r in zip(scores_before, state.scores())] if over else list(scores_before)
    return {
        "game": GAME.name, "players": n, "viewer": viewer, "dealer": state.dealer, "phase": state.phase_name,
        "turn": None if over else state.turn, "owed": state.owed,
        "window": state.window_seat if state.window_seat >= 0 else None,
        "caller": caller, "final_turns": caller is not None and not over,
        "seats": [{"name": names[s], "kind": kinds[s], "score": scores[s],
                   "hand": [_card(c) for c in known[s * 3:s * 3 + 3]]} for s in range(n)],
        "holding": state.held is not None, "held": _card(held),
        "held_from_discard": state.held is not None and state.held_from == 2,
        "stock": len(state.stock), "discard": _card(state.discard[-1]) if state.discard else None,
        "discard_count": len(state.discard), "stock_public": state.stock_public, "round_over": over,
        "options": state.options.to_dict(),
    }


def _public(raw: tuple):
    """An event with only the cards everyone saw (a viewer playing from memory keeps no written note)."""
    return seen_by(raw, -1)


class WebGame:
    """A match at one table: each seat a human or a bot (``seats``), or the older form, you in seat
    ``human`` against ``bots``.  ``show_seen`` (the assist) keeps what a human has seen face up and
    named in the log; without it the log names only the cards everyone saw.  With a draw timer in
    ``options`` the rounds are played in real time on ``clock`` (seconds; see the module's text).
    The log and the notices are in language ``lang`` (:data:`crisp_core.locale.LANGUAGES`), which
    :meth:`set_language` changes at any time, the log already written included."""

    def __init__(self, players: int = 3, bots: Sequence[str] = ("heuristic",), seed: int | None = None,
                 options: Options | None = None, human: int = 0, show_seen: bool = True,
                 seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                 clock: Clock | None = None, lang: str = DEFAULT) -> None:
        self.lang = check_language(lang)
        if seats is None:
            bot_names = list(bots) if len(bots) == players - 1 else [bots[0]] * (players - 1)
            it = iter(bot_names)
            seats = [HUMAN if s == human else next(it) for s in range(players)]
        self.kinds = seats = check_seats(seats, GAME)
        if len(seats) != players:
            raise ValueError(f"{players} players, but {len(seats)} seats' kinds")
        self.humans = [s for s, k in enumerate(seats) if k == HUMAN]
        self.human = self.humans[0] if self.humans else 0
        self.viewer = self.human
        self.rng = random.Random(seed)
        self.coach_seed = seed  # the coach draws its own random numbers (see coach()), never the table's
        self.coaching = False
        self._advice: tuple[tuple, Advice] | None = None  # the expert's advice for one position, kept for play()
        self.match = Match(players, options)
        self.show_seen = show_seen
        self.bots = {s: make_bot(k) for s, k in enumerate(seats) if k != HUMAN}
        self.named = names is not None  # the people's names: the record keeps them (the defaults it does not)
        if names is None:
            names = ["You" if s == human and len(self.humans) == 1 and seats[s] == HUMAN
                     else f"{seat_name(DEFAULT, s)} ({self.bots[s].name})" if s in self.bots
                     else seat_name(DEFAULT, s)
                     for s in range(players)]
        self.names = [clean_name(names[s] if s < len(names) else None, s) for s in range(players)]
        self.told: list[Event | tuple[str, dict]] = []  # what the log tells, to tell it again in another language
        self.log: list[str] = []  # the same, in words
        self._notice: list[tuple[str, dict]] = []  # the notice's templates and values (see :attr:`notice`)
        self.clock = clock or time.monotonic
        self.table: RealTimeTable | None = None  # the round against the clock (R9, R10), with a timer only
        self._deal()
        self._run_bots()

    @classmethod
    def for_page(cls, seats: Sequence[str], names: Sequence[str], seed: int | None = None, lang: str = DEFAULT,
                 clock: Clock | None = None, assist: bool = False, target: int = 100,
                 draw_from_discard: bool = False, draw_timer: int | None = None) -> "WebGame":
        """A table as the play page makes every game's (:attr:`crisp_core.games.Game.table`): the seats' kinds and
        names, the seed, the language, the clock, the assist, and the options of R11.4, R8 and R9 (checked by
        :class:`~crisp_core.crisp.options.Options`)."""
        options = Options(target=target, draw_from_discard=draw_from_discard, draw_timer=draw_timer)
        return cls(len(seats) if isinstance(seats, (list, tuple)) else 0, seats=seats, names=names, seed=seed,
                   options=options, show_seen=assist, clock=clock, lang=lang)

    # ----------------------------------------------------------------------------- the match

    def _deal(self) -> None:
        self.scores_before = self.match.scores
        self.match.deal(self.rng)
        if self.match.options.draw_timer is not None:
            self.table = RealTimeTable(self.state, self.clock, untimed=self.bots)
        self.logged = 0
        self._notice = []
        self._last_known: dict[int, list] = {}
        self._played: dict[int, tuple[Advice, Action]] = {}  # per seat, its last move with a choice and the advice
        self._tell(("log.round", {"n": len(self.match.rounds)}))
        self._narrate()

    @property
    def state(self):
        """The current round."""
        return self.match.round

    @property
    def public_log(self) -> bool:
        """True when the log names only cards everyone saw (no assist, or several humans at one device)."""
        return not self.show_seen or len(self.humans) != 1

    def set_assist(self, on: bool) -> None:
        """Turn the assist (seen cards kept face up and named in the log) on or off."""
        self.show_seen = bool(on)

    def set_language(self, lang: str) -> None:
        """Tell the log and the notices in language ``lang`` from now on, and write the whole log again in it
        (a page then shows ``page_view(log_from=0)``'s log instead of the one it has)."""
        self.lang = check_language(lang)
        self.log = [self._words(entry) for entry in self.told]

    @property
    def notice(self) -> str | None:
        """What the table just did for a person (a King it played for them, R5.2; a draw that timed out, R9),
        in the game's language, or None."""
        return "".join(localized(self.lang, key, **values) for key, values in self._notice) or None

    def _words(self, entry: Event | tuple[str, dict]) -> str:
        """One log entry in the game's language: an event narrated, or a template of crisp_core.locale filled in."""
        if isinstance(entry, Event):
            return narrate(entry, self.names, self.lang)
        key, values = entry
        return localized(self.lang, key, **values)

    def _tell(self, entry: Event | tuple[str, dict]) -> str:
        """Add ``entry`` to the log; its line."""
        self.told.append(entry)
        line = self._words(entry)
        self.log.append(line)
        return line

    def _narrate(self) -> None:
        """Add the new events to the log, in plain words with the table's names."""
        state = self.state
        raw = state.events
        table = None
        for i in range(self.logged, len(raw)):
            event = raw[i]
            if event[0] == EV_DEAL:
                entry: Event | tuple[str, dict] = ("log.deal", {"dealer": self.names[event[1]]})
            elif i == len(raw) - 1 and state.is_over:  # the reveal, with the caller
                table = table or table_events(state)
                entry = table[i]
            elif self.public_log:
                entry = _public(event)
            else:
                entry = seen_by(event, self.human)
            self._tell(entry)
        self.logged = len(raw)

    def waiting(self) -> int | None:
        """The human seat asked to choose now, or None (a bot or the table moves next, or the round is over).

        With the timer a person in their crisp window is asked first; else the turn seat, who may
        start while a bot's window is open (R10)."""
        state = self.state
        if state.is_over:
            return None
        if self.table is not None and state.window_seat >= 0 and self.kinds[state.window_seat] == HUMAN:
            return state.window_seat
        seat = state.turn if self.table is not None else next_choice(state)[0]
        if self.kinds[seat] != HUMAN or _forced_king(playable(state.legal_actions(seat))):
            return None  # R5.2: the table plays a King for them
        return seat

    def asked(self) -> list[int]:
        """Every person who may choose now: :meth:`waiting`, and with the timer also the turn seat, a person, once
        R10 lets them start (2 s after a turn ended) while another person's crisp window is still open (a table
        across devices, each person at their own; at one device only :meth:`waiting` is shown)."""
        first = self.waiting()
        if first is None:
            return []
        state, table = self.state, self.table
        turn = state.turn
        if (table is None or first != state.window_seat or turn == first or self.kinds[turn] != HUMAN
                or self.clock() < table.turn_opens or _forced_king(playable(state.legal_actions(turn)))):
            return [first]
        return [first, turn]

    def _mover(self) -> tuple[int, Sequence[Action]] | None:
        """The seat whose move is no person's choice (a bot, or a King the table plays, R5.2) and its
        moves, or None.  With the timer a bot in its crisp window decides first; while a person's
        window is open the next player, if a bot, goes on (R10)."""
        state = self.state
        if state.is_over:
            return None
        window = state.window_seat
        if self.table is not None and window >= 0:
            seat = window if self.kinds[window] != HUMAN else state.turn
        else:
            seat = next_choice(state)[0]
        legal = playable(state.legal_actions(seat))
        if self.kinds[seat] == HUMAN and not _forced_king(legal):
            return None
        return seat, legal

    def forced_king(self) -> int | None:
        """The person's seat whose drawn King :meth:`step` is about to play for them (R5.2), else None: a page
        shows the King in their hand for a moment before it is played."""
        mover = self._mover()
        return mover[0] if mover is not None and self.kinds[mover[0]] == HUMAN else None

    def can_step(self) -> bool:
        """True if :meth:`step` has a move to play (a bot's or a forced one), now or once :meth:`ready_in` says."""
        return self._mover() is not None

    def ready_in(self) -> float:
        """Seconds until :meth:`step` may play its move (0 without a timer): R10 makes the next player wait
        2 s after a turn ends, and a bot holding its first draw waits out a person's crisp window (their
        late call, R7.2)."""
        table, mover, state = self.table, self._mover(), self.state
        if table is None or mover is None or mover[0] == state.window_seat:
            return 0.0
        if state.phase == P_LATE:
            opens = table.window_closes
        elif state.held is None:
            opens = table.turn_opens
        else:
            return 0.0
        return max(0.0, opens - self.clock())

    def poll(self) -> bool:
        """With the timer, apply what the clock made due (a crisp window closing unused: no crisp, R10; a
        person's draw timing out, R9) and log it; True if anything happened."""
        return bool(self._poll())

    def _poll(self) -> list[Action]:
        state = self.state
        if self.table is None or state.is_over:
            return []
        lost = state.owed - (state.held is None)  # the owed draws a timeout now would lose (R9.1, R9.3)
        applied = self.table.poll()
        for action in applied:
            if action.kind == PASS:
                self._tell(("log.window_over", {"name": self.names[action.seat]}))
        timeouts = [a for a in applied if a.kind == TIMEOUT]
        if timeouts:  # the first is the turn seat's at this poll, whose owed draws ``lost`` counts
            self._notice = [("notice.timeout", {"name": self.names[timeouts[0].seat]})]
            if lost:
                self._notice.append(("notice.timeout.lost", {}) if lost == 1
                                    else ("notice.timeout.lost.many", {"n": lost}))
            # kept until the person's next move
        if applied:
            self._narrate()
        return applied

    def step(self) -> bool:
        """Play one move that is not a human's choice (a bot's, or a forced King); False if there is none.

        With the timer, first apply what the clock made due (:meth:`poll`), then play the move only if
        the table allows it now (:meth:`ready_in`); True if anything changed."""
        changed = self.poll()
        mover = self._mover()
        if mover is None or self.ready_in() > 0:
            return changed
        state = self.state
        seat, legal = mover
        if len(legal) == 1:
            action = legal[0]
            if self.kinds[seat] == HUMAN:
                self._notice = [("notice.king", {"name": self.names[seat]})]
        else:
            bot = self.bots[seat]
            obs = state.observation(seat, self.scores_before, getattr(bot, "uses_history", True))
            action = bot.choose(obs, legal, self.rng)
        if self.table is None:
            state.apply(action)
        else:
            self.table.act(action)
        self._narrate()
        return True

    def _run_bots(self) -> None:
        while self.step():
            pass

    def play(self, action: str) -> None:
        """Apply the waiting human's move (N3 text, with or without the seat number); refuse anything else.

        With the timer, what the clock made due comes first: a move the clock overtook is refused as too
        late, and one made before the table allows it (R10) is refused too."""
        late = self._poll()
        try:
            self._play(str(action))
        except IllegalAction as err:
            if late:
                raise _too_late(late, self.lang) from None
            if err.key is None or self.lang == DEFAULT:
                raise
            raise IllegalAction(err.rule, refusal_reason(self.lang, err), action=err.action, key=err.key,
                                values=err.values) from None  # told in the game's language
        self._narrate()

    def _play(self, text: str) -> None:
        asked = self.asked()
        if not asked:
            raise illegal("R3.1", "refused.nobody")
        seat = asked[0]
        first = text.split(" ", 1)[0]
        if not first.isdigit():
            text = f"{seat} {text}"
        elif int(first) in asked:
            seat = int(first)
        else:
            raise illegal("R3.1", "refused.whose_move", name=bounded(self.names[seat], 40))
        self.viewer = seat
        self._notice = []
        advice = self._advice_for(seat) if self.coaching else None  # the expert's move before this one
        if self.table is None:
            self.state.apply(text)
        else:
            self.table.act(text)  # refused before R10 lets the next player start
        if advice is not None and len(advice.legal) > 1:  # told by coach(), in the language of the moment
            self._played[seat] = advice, Action.parse(text)

    def start_next_round(self) -> None:
        """Deal the next round (or a new match once this one is over); the bots wait for :meth:`step`."""
        if self.state.is_over:
            if self.match.over:
                self.match = Match(self.match.players, self.match.options)
                self._tell(("log.new_match", {}))
            self._deal()

    # ----------------------------------------------------------------------------- what a page draws

    def page_view(self, viewer: int | None = None, log_from: int = 0) -> str:
        """The table as the viewer (default: the human asked now, else the last human who moved)
        sees it, as JSON for the play page."""
        waiting = self.waiting()
        if viewer is None:
            viewer = waiting if waiting is not None else self.viewer
        self.viewer = viewer
        state = self.state
        data = table_data(state, viewer, self.names, self.kinds, self.scores_before)
        # the cards the viewer has just come to know (shown face up until their next move when playing from memory)
        hands = [c for s in data["seats"] for c in s["hand"]]
        before = self._last_known.get(viewer, [None] * len(hands))
        data["fresh"] = [i for i, c in enumerate(hands) if c is not None and c != before[i]]
        self._last_known[viewer] = hands
        own = hands[viewer * 3:viewer * 3 + 3]
        data["known_total"] = sum(VALUES[Card.parse(c)] for c in own if c is not None)
        data["unknown_own"] = [SLOTS[i] for i, c in enumerate(own) if c is None]
        data["waiting"] = waiting
        data["forced_king"] = self.forced_king()
        # the viewer's moves this round, the table's for them included (a timeout, R9): a page keeps the cards it
        # showed them face up until their next move
        data["moves_made"] = sum(1 for action in state.history if action.seat == viewer)
        mover = viewer if viewer in self.asked() else waiting  # a viewer asked too (R10) gets their own moves
        data["moves"] = [move_data(a) for a in self.moves(mover)] if mover is not None else []
        data["log"] = self.log[log_from:]
        data["log_length"] = len(self.log)
        data["notice"] = self.notice
        data["humans"] = self.humans
        data["round"] = len(self.match.rounds)
        data["match_over"] = self.match.over
        data["totals"] = self.match.scores
        data["history"] = [rnd.scores() for rnd in self.match.rounds if rnd.is_over]
        data["winners"] = self.match.winners
        data["target"] = self.match.options.target
        data["result"] = round_result(state, self.names) if state.is_over else None
        data["assist"] = self.show_seen
        data["clock"] = self.clock_view()
        return json.dumps(data)

    def clock_view(self) -> dict | None:
        """The clocks for a page (R9, R10), or None without a timer.  ``draw``: the current draw's time
        (a person's: bots are not timed); ``crisp``: the crisp window, ``late`` once the next player has
        drawn (R7.2); ``start``: the wait until the next player may start.  Each is None where it does
        not apply, else ``{seat, left, total}`` in seconds (``left`` of a draw counts from the moment the
        player may start, so it can exceed ``total`` while ``start`` runs).  ``next``: seconds until the
        table itself acts (a window closing, a draw timing out), when a page should :meth:`poll`."""
        table = self.table
        if table is None:
            return None
        state = self.state
        left = table.seconds_left()
        deadline = table.deadline()
        now = self.clock()

        def entry(seat: int, seconds: float | None, total: float, **more: Any) -> dict | None:
            return None if seconds is None else {"seat": seat, "left": round(seconds, 3), "total": total, **more}

        return {"draw": entry(state.turn, left["draw"], table.draw_limit),
                "crisp": entry(state.window_seat, left["crisp"], table.window, late=state.phase == P_LATE),
                "start": entry(state.turn, left["start"], table.next_may_start),
                "next": None if deadline is None else round(max(0.0, deadline - now), 3)}

    def record_text(self) -> str:
        """The match so far as a ``crisp/1`` record (JSON text), with the seats' names if the table was given
        them (F5; without, a replay calls the seats "Seat 1", "Seat 2", … in its own language)."""
        return json.dumps(to_record(self.match, self.names if self.named else None), indent=1) + "\n"

    # ----------------------------------------------------------------------------- the coach (crisp_core.crisp.coach)

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off; while it is on, each person's move with a choice is compared
        with the expert's (the ``feedback`` of :meth:`coach`)."""
        self.coaching = bool(on)

    def coach(self, seat: int | None = None) -> str:
        """JSON: the coach's panel for ``seat`` (default: the seat last shown by :meth:`page_view`), from
        that seat's observation only (see :func:`crisp_core.crisp.coach.report`): its unseen slots' odds, its
        chance of being strictly lowest now, the expert's advice when it is asked to move (else None),
        and ``feedback``, the coach's sentence on its last move with a choice this round (or None); the
        sentences in the game's language, told again in a new one after :meth:`set_language`."""
        seat = self.viewer if seat is None else seat
        if type(seat) is not int or not 0 <= seat < self.match.players:
            raise ValueError(f"there is no seat {bounded(repr(seat), 40)} at this table")
        obs = self.state.observation(seat, self.scores_before)
        data = coach_report(obs, self._coach_rng(seat, "odds"), self._advice_for(seat), self.lang)
        played = self._played.get(seat)
        data["feedback"] = None if played is None else feedback(*played, self.lang)
        return json.dumps(data)

    def _coach_rng(self, seat: int, use: str) -> random.Random:
        """The coach's random numbers for ``seat`` now: seeded by the match seed and the position, so the
        same position gets the same answer and the table's own generator is never drawn from."""
        return random.Random(f"coach {self.coach_seed} {use} {len(self.match.rounds)} {len(self.state.events)} {seat}")

    def _advice_for(self, seat: int) -> Advice | None:
        """The expert's advice to ``seat`` if it is the person asked to move now (computed once per position)."""
        if self.waiting() != seat:
            return None
        key = (len(self.match.rounds), len(self.state.events), seat)
        if self._advice is None or self._advice[0] != key:
            legal = playable(self.state.legal_actions(seat))
            obs = self.state.observation(seat, self.scores_before)
            self._advice = key, advise(obs, legal, self._coach_rng(seat, "advice"), self.names)
        return self._advice[1]

    # ----------------------------------------------------------------------------- tables across devices

    def hand_over(self, seat: int, kind: str) -> None:
        """Seat ``seat`` is played by ``kind`` from now on: one of the game's bots (a person gone from a table
        across devices) or ``human`` (they came back).  The log stays public: a table of several devices never
        has the assist.  Refused with a :class:`ValueError` for a seat or kind the table does not have."""
        _hand_over(self, seat, kind, GAME)
        if self.table is not None:
            self.table.untimed = frozenset(self.bots)  # R9: bots' draws are not timed, a person's are

    def hidden_cards(self, seat: int) -> frozenset[str]:
        """The cards ``seat`` has not seen now (N1 names): none of its observation's (R2.4: the cards it peeked
        or was shown, the held card it knows, the discard pile, a stock turned face up, R6.2), and at the end of
        the round the hands are shown to all (R11.1).  What a page sent to this seat may never name."""
        state = self.state
        obs = state.observation(check_viewer(seat, state.players), self.scores_before, False)
        seen = {*obs.known, obs.held, *obs.discard, *(obs.stock or ())}
        if state.is_over:
            seen.update(state.hands)
        return frozenset(NAMES[c] for c in range(len(NAMES)) if c not in seen)

    # ----------------------------------------------------------------------------- the moves

    def moves(self, seat: int | None = None) -> list[Action]:
        """The legal moves of ``seat`` (default: the first human) now (none while the round is over)."""
        state = self.state
        if state.is_over:
            return []
        return list(playable(state.legal_actions(self.human if seat is None else seat)))


def _forced_king(legal: Sequence[Action]) -> bool:
    """True if the only move is playing a drawn King (R5.2): the table plays it, nobody is asked."""
    return len(legal) == 1 and legal[0].kind == KING_USE


def _too_late(applied: Sequence[Action], lang: str) -> IllegalAction:
    """The refusal, in language ``lang``, of a move the clock overtook: the table applied ``applied`` first
    (R9, R10)."""
    rule, key = ("R9", "refused.timeout") if any(a.kind == TIMEOUT for a in applied) else ("R10", "refused.window")
    return IllegalAction(rule, localized(lang, key), key=key)
