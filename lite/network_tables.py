"""Tables across devices: a match whose players sit at their own phones, held by the classroom server
(``lite/site_server.py``), which serves them over one WebSocket per device at ``<base>tables``.

The server runs each match with the engine, through the game registry (``Game.table``: the same table object the
play page's worker runs), owns its clock (Crisp's draw timer and crisp window, R9 and R10; Cheat's challenge
window, C4.1) and its bots, and sends each device only what its seat may see: that seat's view
(``page_view(viewer=seat)``), with the moves only while the seat is the one asked.  Nothing here names a game.

The messages are JSON objects with a ``type``.  A device sends:

- ``{"type": "create", "game", "seats", "name", "options", "lang"}``: a new table of ``game`` (a registered game's
  name); ``seats`` are its seats' kinds, ``"human"`` for a person (the creator takes the first) or one of the
  game's bots; ``options`` the game's table options (R8-R11; Cheat's ``window``); ``lang`` the log's language.
- ``{"type": "join", "code", "name"}``: the first free person's seat of table ``code`` (4 characters).
- ``{"type": "resume", "code", "token"}``: the seat that ``token`` holds (a reloaded or woken phone).
- ``{"type": "start"}``: the creator starts before every seat is taken: free seats get bots.  (A table whose
  people's seats are all taken starts by itself.)
- ``{"type": "act", "action"}``: a move of the device's seat, the game's move text (N3 for Crisp, N2 for Cheat and
  Crisps), with or without the seat number.
- ``{"type": "next"}``: ready for the next round; it is dealt once every person present says so.
- ``{"type": "record"}``: the match's record (with the names, F5), once the current round is over.
- ``{"type": "language", "lang"}``: the device's language from now on (its log told again whole; any message may
  carry ``lang``, as ``create``, ``join`` and ``resume`` do): each device reads the table in its own.
- ``{"type": "leave"}``: the person leaves their seat for good (a bot takes it).

The server answers:

- ``{"type": "seated", "code", "seat", "token", "game", "creator"}``: the device holds ``seat`` of table ``code``;
  ``token`` brings it back (kept by the browser).
- ``{"type": "lobby", "code", "game", "seats": [{"name", "kind", "taken", "present"}], "options"}``: the table before
  its match starts.
- ``{"type": "view", "view", "relog", "moved", "seats": [{"present", "stand_in", "ready"}]}``: the table as the seat
  sees it (the play page's view, its log's new lines; ``relog``: the whole log, which replaces the one shown; ``moved``:
  the seat whose person's move it follows, else null), and who is here; ``stand_in``: a bot plays for a person gone
  more than 60 s.
- ``{"type": "record", "text"}``, ``{"type": "error", "reason", "message"}`` (a refusal: nothing changed; a page
  says ``reason`` in its words, :class:`Refused`), ``{"type": "closed", "reason", "message"}`` (``teacher``: the
  teacher closed the table; ``empty``, ``slow``, ``stopped``).

A seat token and a table code are drawn with :mod:`secrets`, not the tables' seeded generators: they are keys a
student must not be able to guess, not game randomness (every game's choice still goes through its table's seeded
``random.Random``).  Written here because no library does this job: it is the engine's tables put on a socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Protocol

from crisp_core import games
from crisp_core.errors import IllegalAction
from crisp_core.locale import LANGUAGES, refusal_reason
from crisp_core.tables import HUMAN, bounded, clean_name

CODE_LETTERS = "ACDEFHJKLMNPRTUVWXY34679"  # no look-alikes (0/O, 1/I/L... B/8, S/5, G/6, Z/2, Q)
CODE_LENGTH = 4
ABSENT_SECONDS = 60.0  # a person's seat gone this long is played by a bot until they return
PACE_SECONDS = 0.7  # between two moves that are no person's choice, so that everyone sees each one
KING_PAUSE_SECONDS = 1.2  # a person's drawn King stays in their hand this long before the table plays it (R5.2)
MAX_TABLES = 300  # tables held at once (a class of 30 makes 10)
MAX_MESSAGE_CHARS = 2_000  # a device's message, in characters
MAX_DEVICES_PER_SEAT = 4  # one person's phone, reloaded or opened twice
QUEUE_LIMIT = 256  # messages waiting for one slow device before it is dropped
PUBLIC_FACTS = ("round_over", "result", "match_over", "totals", "scores", "wins")  # a view's facts every seat has
EMPTY_TABLE_SECONDS = 600.0  # a table nobody has been at for this long is closed


class Refused(Exception):
    """A message the server refuses (nothing changed): a ``reason`` code a page puts in its own words (``rule``: the
    game refused the move, and the message is the engine's, in the table's language, with its rule), and a
    sentence."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class Device(Protocol):
    """One browser's connection: messages to it are queued by :meth:`Hall` and sent in order."""

    async def send(self, message: dict) -> None: ...


Audit = Callable[["NetworkTable", int, dict], None]


@dataclass(eq=False)
class Link:
    """A device at a seat: its queue of messages to send, and the log lines it has been sent."""

    device: Device
    queue: asyncio.Queue = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))
    log_sent: int = 0
    table: "NetworkTable | None" = None
    seat: int | None = None
    lang: str | None = None  # the device's language (the log, a refused move); None: the table's


@dataclass
class Seat:
    """A seat of a network table: its kind (``human`` or a bot), its person's name and token once taken, the devices
    there now, since when none is (a person's), and whether a bot plays for them meanwhile."""

    kind: str
    name: str
    token: str | None = None
    links: list[Link] = field(default_factory=list)
    gone_since: float | None = None
    stand_in: bool = False
    ready: bool = False


class NetworkTable:
    """One match across devices: its seats, and once started the game's table, run by :meth:`run`."""

    def __init__(self, code: str, game: "games.Game", kinds: list[str], options: dict, lang: str,
                 seed: int | None, clock: Callable[[], float], pace: float, audit: Audit | None) -> None:
        self.code, self.game, self.options, self.lang, self.seed = code, game, options, lang, seed
        self.clock, self.pace, self.audit = clock, pace, audit
        self.seats = [Seat(kind, "") for kind in kinds]
        self.table: Any = None  # the game's table (Game.table) once the match starts
        self.closed = False
        self.wake = asyncio.Event()
        self.changed_at = clock()
        self.empty_since: float | None = None
        self.task: asyncio.Task | None = None
        # what the last view sent told everyone (PUBLIC_FACTS): asking the table for a view again would count as
        # a seat's look (Crisp's page_view notes the cards each viewer has just come to know)
        self.public: dict = {}
        self.speed = 1.0  # the clock's seconds per real second (Hall's test hook)

    # ------------------------------------------------------------------ people

    def sit(self, name: Any) -> int:
        """The first free person's seat, taken by ``name`` (cleaned, F5); refused when there is none."""
        free = [s for s, seat in enumerate(self.seats) if seat.kind == HUMAN and seat.token is None]
        if not free or self.table is not None and not self.seats[free[0]].stand_in:
            raise Refused("full", "every seat of this table is taken")
        seat = free[0]
        self.seats[seat].name = clean_name(name, seat)
        self.seats[seat].token = secrets.token_urlsafe(18)
        return seat

    def seat_of(self, token: Any) -> int:
        """The seat that ``token`` holds; refused for any other token."""
        for s, seat in enumerate(self.seats):
            if isinstance(token, str) and seat.token is not None and secrets.compare_digest(seat.token, token):
                return s
        raise Refused("badToken", "this seat's key is not one of this table's: join the table again")

    def arrive(self, seat: int, link: Link) -> None:
        """``link`` is at ``seat`` now: a person back from away takes their seat back from its bot."""
        place = self.seats[seat]
        place.links.append(link)
        link.table, link.seat, link.log_sent = self, seat, 0
        place.gone_since = None
        self.empty_since = None
        if place.stand_in and self.table is not None:
            self.table.hand_over(seat, HUMAN)
            place.stand_in = False
        if self.table is None and all(p.token is not None for p in self.seats if p.kind == HUMAN):
            self.start()
        self.changed()

    def depart(self, link: Link) -> None:
        """``link`` went away (a phone asleep, a page closed): its seat waits :data:`ABSENT_SECONDS` for it."""
        place = self.seats[link.seat]
        if link in place.links:
            place.links.remove(link)
        if not place.links:
            place.gone_since = self.clock()
        if not any(p.links for p in self.seats):
            self.empty_since = self.clock()
        self.changed()

    def leave(self, seat: int) -> None:
        """The person at ``seat`` leaves for good: a bot takes the seat (or, before the match, it is free again)."""
        place = self.seats[seat]
        place.token = None
        for link in place.links:
            link.table = None
        place.links.clear()
        place.gone_since = None
        if self.table is not None and not place.stand_in:
            self.table.hand_over(seat, self.game.page_bot)
            place.stand_in = True
        self.changed()

    # ------------------------------------------------------------------ the match

    def start(self) -> None:
        """Deal: the free people's seats get the game's page bot; refused if the table refuses its options."""
        if self.table is not None:
            return
        for place in self.seats:
            if place.kind == HUMAN and place.token is None:
                place.kind = self.game.page_bot
        kinds = [place.kind for place in self.seats]
        names = [place.name or clean_name(None, s) for s, place in enumerate(self.seats)]
        try:
            self.table = self.game.part("table")(seats=kinds, names=names, seed=self.seed, lang=self.lang,
                                                 clock=self.clock, **self.options)
        except (ValueError, TypeError, IllegalAction) as err:
            raise Refused("rule", describe(err, self.lang)) from None
        self.table.set_coach(False)
        for s, place in enumerate(self.seats):  # the names the table cleaned and gave (a bot's default)
            place.name = self.table.names[s]
        self.changed()

    def act(self, seat: int, text: Any, lang: str | None = None) -> None:
        """A move of ``seat``: its text with this seat's number (another seat's is refused); the table refuses an
        illegal one (naming its rule, in ``lang``, the device's language)."""
        if self.table is None:
            raise Refused("notStarted", "the match has not started yet")
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            raise Refused("other", "a move is a short text")
        words = text.split()
        if words[0].isdigit():
            if int(words[0]) != seat:
                raise Refused("ownSeat", "you can only play for your own seat")
            words = words[1:]
        told = self.told()
        try:
            with self.told_in(lang or self.lang):
                self.table.play(" ".join([str(seat), *words]))
        except (IllegalAction, ValueError) as err:
            if self.told() != told:  # the clock moved the game on first (R9, R10): the table as it is, then why
                self.changed()
            raise Refused("rule", describe(err, lang or self.lang)) from None
        for place in self.seats:
            place.ready = False
        self.changed(moved=seat)

    def told(self) -> int:
        """How many lines the table's log has: every move and every act of the clock adds one."""
        log = self.table.log
        return len(getattr(log, "lines", log))

    def next_round(self, seat: int) -> None:
        """``seat`` is ready for the next round, which is dealt once every person present is."""
        if self.table is None or not self.round_over():
            raise Refused("notOver", "the round is not over yet")
        self.seats[seat].ready = True
        people = [p for p in self.seats if p.kind == HUMAN and not p.stand_in and p.links]
        if all(p.ready for p in people):
            for place in self.seats:
                place.ready = False
            self.table.start_next_round()
        self.changed()

    def round_over(self) -> bool:
        """True once the current round (Cheat: game) is over, before the next is dealt."""
        return bool(self.public.get("round_over") or self.public.get("result"))

    def record(self) -> str:
        """The match's record (F5: with the names), once the current round is over: it shows every card dealt."""
        if self.table is None or not self.round_over():
            raise Refused("recordLater", "the record can be saved once the round is over")
        return self.table.record_text()

    def changed(self, moved: int | None = None) -> None:
        """Something happened (``moved``: that seat's person made a move): every device gets its seat's view, and the
        table's loop looks again."""
        self.changed_at = self.clock()
        self.broadcast(moved)
        self.wake.set()

    # ------------------------------------------------------------------ what each device is sent

    def broadcast(self, moved: int | None = None) -> None:
        """Queue for every device its seat's message: the lobby before the match, its view after, in the device's
        language (the table's log told again in each language asked, then back in its own)."""
        links = [(s, link) for s, place in enumerate(self.seats) for link in place.links]
        if self.table is None:
            for _, link in links:
                self.send(link, self.lobby())
            return
        for lang in sorted({link.lang or self.lang for _, link in links}, key=lambda lang: lang == self.lang):
            with self.told_in(lang):
                for s, link in links:
                    if (link.lang or self.lang) == lang:
                        self.send(link, self.view_for(s, link, moved))

    @contextlib.contextmanager
    def told_in(self, lang: str):
        """The table's log and refusals in ``lang`` meanwhile (its own language again after)."""
        if lang == self.lang or self.table is None:
            yield
            return
        self.table.set_language(lang)
        try:
            yield
        finally:
            self.table.set_language(self.lang)

    def send(self, link: Link, message: dict) -> None:
        """Queue ``message`` for ``link``, checked by the audit first (tests, the load test)."""
        if self.audit is not None:
            self.audit(self, link.seat, message)
        try:
            link.queue.put_nowait(message)
        except asyncio.QueueFull:  # a device that reads nothing: dropped; it comes back with its token
            link.queue = asyncio.Queue(1)
            link.queue.put_nowait({"type": "closed", "reason": "slow", "message": "too slow: reload the page"})

    def lobby(self) -> dict:
        """The table before its match: its code, game, options and seats."""
        return {"type": "lobby", "code": self.code, "game": self.game.name, "options": self.options,
                "seats": [{"name": p.name, "kind": p.kind, "taken": p.token is not None, "present": bool(p.links)}
                          for p in self.seats]}

    def view_for(self, seat: int, link: Link, moved: int | None = None) -> dict:
        """``seat``'s view of the table (the log from what ``link`` has), its moves only while it is asked; ``moved``:
        the seat whose move this view follows, if a person's."""
        relog = link.log_sent == 0  # the whole log: the device's first view, or a new language
        view = json.loads(self.table.page_view(viewer=seat, log_from=link.log_sent))
        link.log_sent = view["log_length"]
        self.public = {key: view[key] for key in PUBLIC_FACTS if key in view}
        if seat in (self.table.asked() if hasattr(self.table, "asked") else ()):
            view["waiting"] = seat  # Crisp: the next player may start while another's crisp window is open (R10)
        if view.get("waiting") != seat:
            moves = view.get("moves")
            if isinstance(moves, list):
                view["moves"] = []
            elif isinstance(moves, dict) and "play" in moves:
                moves["play"] = False
        return {"type": "view", "view": view, "code": self.code, "relog": relog, "moved": moved,
                "seats": [{"present": bool(p.links) or p.kind != HUMAN, "stand_in": p.stand_in, "ready": p.ready}
                          for p in self.seats]}

    def summary(self) -> dict:
        """The table for the teacher's page: code, game, state, each seat's name, kind, presence and score."""
        scores: list = [None] * len(self.seats)
        state, counted = "waiting", "points"
        if self.table is not None:
            view = self.public
            if "wins" in view:  # Cheat counts games won (C5.3), the others points
                scores, counted = list(view["wins"]), "wins"
            else:
                scores = list(view.get("totals") or view.get("scores") or scores)
            state = "over" if view.get("match_over") else "round over" if self.round_over() else "playing"
        return {"code": self.code, "game": self.game.name, "state": state, "counted": counted,
                "seats": [{"name": p.name, "kind": p.kind, "present": bool(p.links), "stand_in": p.stand_in,
                           "score": scores[s] if s < len(scores) else None} for s, p in enumerate(self.seats)]}

    # ------------------------------------------------------------------ the table's own time

    def due_in(self) -> float | None:
        """Seconds until the table must act by itself (a bot's move at its pace, the clock's next deadline, a person
        gone too long), or None while it waits for a person."""
        now = self.clock()
        waits = [p.gone_since + ABSENT_SECONDS - now for p in self.seats
                 if p.kind == HUMAN and p.token is not None and not p.stand_in and p.gone_since is not None]
        table = self.table
        if table is not None:
            if table.can_step():
                pause = KING_PAUSE_SECONDS if getattr(table, "forced_king", lambda: None)() is not None else self.pace
                waits.append(max(self.changed_at + pause - now, table.ready_in()))
            clock = table.clock_view() if hasattr(table, "clock_view") else None  # Crisp's R9, R10
            if clock and clock.get("next") is not None:
                waits.append(clock["next"] + 0.005)
        return max(0.0, min(waits)) if waits else None

    def tick(self) -> bool:
        """Do what is due: seats gone too long go to bots; the clock's deadlines; one move that is no person's.
        True if anything changed."""
        now, moved = self.clock(), False
        for s, place in enumerate(self.seats):
            if (place.kind == HUMAN and place.token is not None and not place.stand_in and place.gone_since is not None
                    and now - place.gone_since >= ABSENT_SECONDS):
                if self.table is not None:
                    self.table.hand_over(s, self.game.page_bot)
                    place.stand_in = moved = True
        if self.table is not None:
            ready = self.table.can_step() and now - self.changed_at >= self.pace - 1e-3
            moved = (self.table.step() if ready else self.table.poll()) or moved
        if moved:
            self.changed()
        return moved

    async def run(self) -> None:
        """The table's loop: sleep until something is due or something happens, then do it; until closed."""
        idle = False  # the last tick did nothing: the next one waits a little (never a busy loop)
        while not self.closed:
            self.wake.clear()
            delay = self.due_in()
            if idle and delay is not None:
                delay = max(delay, 0.05)
            try:
                await asyncio.wait_for(self.wake.wait(), None if delay is None else delay / self.speed)
                continue  # something happened: look again
            except asyncio.TimeoutError:
                pass
            try:
                idle = not self.tick()
            except Exception as err:  # noqa: BLE001 - one table's fault must not stop the others' server
                self.close(f"the table stopped: {bounded(err, 120)}")

    def close(self, message: str, reason: str = "stopped") -> None:
        """End the table: its devices are told (``reason``: ``teacher``, ``empty``, ``stopped``), its loop stops."""
        self.closed = True
        for place in self.seats:
            for link in place.links:
                self.send(link, {"type": "closed", "reason": reason, "message": message})
                link.table = None
            place.links.clear()
        self.wake.set()


def describe(err: Exception, lang: str) -> str:
    """A refusal's words for a device: an :class:`IllegalAction`'s reason in the table's language, with its rule."""
    if isinstance(err, IllegalAction):
        return bounded(f"{refusal_reason(lang, err)} ({err.rule})", 240)
    return bounded(err, 240)


class Hall:
    """The tables of one server, by code, and what each device's messages do to them."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, pace: float = PACE_SECONDS,
                 audit: Audit | None = None, seed: Callable[[], int | None] = lambda: None, speed: float = 1.0) -> None:
        """Tables on ``clock`` (seconds), ``speed`` times faster (a test hook, as the play page's ?test-clock: the
        rules' seconds, R9, R10, C4.1, and the 60 s of an absent seat, pass that many times faster), bots moving
        ``pace`` seconds apart; ``audit(table, seat, message)`` sees every message before it is sent; ``seed()``
        seeds each new table's generator (None: a fresh one)."""
        self.tables: dict[str, NetworkTable] = {}
        self.clock = clock if speed == 1.0 else lambda: clock() * speed
        self.pace, self.audit, self.seed, self.speed = pace, audit, seed, speed

    def new_code(self) -> str:
        """A code no open table has."""
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def table(self, code: Any) -> NetworkTable:
        """The open table ``code`` (any case, spaces ignored); refused if there is none."""
        key = "".join(str(code).split()).upper()[:CODE_LENGTH + 2] if isinstance(code, str) else ""
        found = self.tables.get(key)
        if found is None or found.closed:
            raise Refused("noTable", f"there is no table {key or '?'}: check the code")
        return found

    def create(self, message: dict) -> NetworkTable:
        """A new table from a ``create`` message, checked (the game, its seats and options; the table itself
        checks the options' values when it deals)."""
        self.sweep()
        if len(self.tables) >= MAX_TABLES:
            raise Refused("serverFull", "this server has as many tables as it can hold")
        names = [entry["name"] for entry in games.catalogue()["games"]]
        name = message.get("game")
        if name not in names:
            raise Refused("other", f"unknown game {bounded(repr(name), 40)} (say {', '.join(names)})")
        game = games.game(name)
        kinds = message.get("seats")
        if not (isinstance(kinds, list) and kinds and kinds[0] == HUMAN
                and all(kind in (HUMAN, *game.bot_names()) for kind in kinds)):
            raise Refused("other", f"the seats are a list of kinds, a person's first ({', '.join((HUMAN, *game.bot_names()))})")
        if len(kinds) not in game.seats:
            raise Refused("other", f"{game.title} is for {game.seats_text()} players ({game.seat_rule}), not {len(kinds)}")
        options = message.get("options") or {}
        allowed = {option.name for option in game.options} - {"assist"}
        if not isinstance(options, dict) or not set(options) <= allowed:
            raise Refused("other", f"the options of {game.title} are {', '.join(sorted(allowed)) or 'none'}")
        lang = message.get("lang") if message.get("lang") in LANGUAGES else "en"
        table = NetworkTable(self.new_code(), game, list(kinds), dict(options), lang, self.seed(), self.clock,
                             self.pace, self.audit)
        table.speed = self.speed
        self.tables[table.code] = table
        table.task = asyncio.get_running_loop().create_task(table.run())
        return table

    def sweep(self) -> None:
        """Forget closed tables, and close the ones nobody has been at for :data:`EMPTY_TABLE_SECONDS`."""
        now = self.clock()
        for code, table in list(self.tables.items()):
            if not table.closed and table.empty_since is not None and now - table.empty_since > EMPTY_TABLE_SECONDS:
                table.close("nobody has been at this table for a while", "empty")
            if table.closed:
                del self.tables[code]

    def receive(self, link: Link, text: str) -> None:
        """One message from ``link``'s device: do it, or queue a refusal saying why (nothing changed)."""
        try:
            self.handle(link, parse(text))
        except Refused as refusal:
            message = {"type": "error", "reason": refusal.reason, "message": str(refusal)}
            if link.table is not None:
                link.table.send(link, message)  # audited: a refusal may name the seat's own held card (R3.2)
            elif not link.queue.full():
                link.queue.put_nowait(message)

    def handle(self, link: Link, message: dict) -> None:
        """What a device's message does (see the module's text)."""
        kind = message.get("type")
        if message.get("lang") in LANGUAGES:
            link.lang = message["lang"]
        if kind in ("create", "join", "resume"):
            if link.table is not None:
                raise Refused("other", "this device is at a table already")
            if kind == "create":
                table = self.create(message)
                seat = table.sit(message.get("name"))
            else:
                table = self.table(message.get("code"))
                seat = table.sit(message.get("name")) if kind == "join" else table.seat_of(message.get("token"))
            if len(table.seats[seat].links) >= MAX_DEVICES_PER_SEAT:
                raise Refused("tooMany", "this seat is open on too many devices already")
            link.queue.put_nowait({"type": "seated", "code": table.code, "seat": seat, "game": table.game.name,
                                   "token": table.seats[seat].token, "creator": seat == 0})
            table.arrive(seat, link)
            return
        table, seat = link.table, link.seat
        if table is None or seat is None or table.closed:
            raise Refused("other", "this device is not at a table: create one or join one with its code")
        if kind == "act":
            table.act(seat, message.get("action"), link.lang)
        elif kind == "language":  # the device's language changed: its whole log again, in it
            if message.get("lang") not in LANGUAGES:
                raise Refused("other", f"say a language of {', '.join(LANGUAGES)}")
            link.log_sent = 0
            table.changed()
        elif kind == "start":
            if seat != 0:
                raise Refused("onlyCreator", "only the person who made the table can start it")
            table.start()
        elif kind == "next":
            table.next_round(seat)
        elif kind == "record":
            link.queue.put_nowait({"type": "record", "text": table.record()})
        elif kind == "leave":
            table.leave(seat)
        else:
            raise Refused("other", f"unknown message {bounded(repr(kind), 40)}")

    def gone(self, link: Link) -> None:
        """``link``'s device went away."""
        if link.table is not None and not link.table.closed:
            link.table.depart(link)
        link.table = None

    def close(self, code: Any) -> None:
        """The teacher closes table ``code``."""
        table = self.table(code)
        table.close("the teacher closed this table", "teacher")
        self.sweep()

    def summary(self) -> list[dict]:
        """Every open table, for the teacher's page."""
        self.sweep()
        return [table.summary() for table in self.tables.values()]


def parse(text: Any) -> dict:
    """A device's message as a JSON object; refused if it is too long or not one."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE_CHARS:
        raise Refused("other", f"a message is a JSON text of at most {MAX_MESSAGE_CHARS} characters")
    try:
        message = json.loads(text)
    except ValueError:
        raise Refused("other", "a message is a JSON object") from None
    if not isinstance(message, dict):
        raise Refused("other", "a message is a JSON object")
    return message


async def serve_device(hall: Hall, device: Device, messages: Callable[[], Awaitable[str | None]]) -> None:
    """Run one device's connection: its messages in (``messages()`` gives each, None once it closed) and its
    queue out, until it closes."""
    link = Link(device)

    async def sender() -> None:
        while True:
            message = await link.queue.get()
            await device.send(message)
            if message.get("type") == "closed" and link.table is None:
                return

    out = asyncio.get_running_loop().create_task(sender())
    try:
        while (text := await messages()) is not None:
            hall.receive(link, text)
            if out.done():
                break
    finally:
        hall.gone(link)
        out.cancel()


