"""What the play page's tables of every game share (:mod:`crisp_core.crisp.web`, :mod:`crisp_core.cheat.web`,
:mod:`crisp_core.crisps.web`) and their replays: checking the seats, cleaning the names and the messages, reading
a record's text, and a log kept as templates of :mod:`crisp_core.locale`, so that it can be told again, whole, in
another language.

A log entry is ``(key, values)``; a value may itself be an entry (a claim, a kind of combination),
which is put in words in the same language first.  Names are plain text everywhere: a page sets them with
``textContent``, and HTML written from them escapes them.
"""

from __future__ import annotations

import json
import random
import unicodedata
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .errors import IllegalAction
from .locale import check_language, text
from .records import BIDI_CONTROLS, MAX_NAME, parse_record_text

if TYPE_CHECKING:
    from .games import Game

HUMAN = "human"  # a seat played by a person; the others' kinds are their game's bots
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana")
MAX_RECORD_CHARS = 2_000_000  # the largest record text a page loads
MAX_MESSAGE = 240  # the longest message a page is sent

Entry = tuple[str, dict[str, Any]]


def plain_name(name: Any) -> str:
    """A name as plain text: trimmed, control characters made spaces, bidirectional controls left out, at most
    :data:`~crisp_core.records.MAX_NAME` characters; empty for None or blanks."""
    raw = "".join(" " if unicodedata.category(ch) == "Cc" else "" if ch in BIDI_CONTROLS else ch
                  for ch in str(name if name is not None else ""))
    return " ".join(raw.split())[:MAX_NAME].rstrip()


def clean_name(name: Any, seat: int) -> str:
    """A seat's name: :func:`plain_name`, never empty (a default for the seat: so always a name a record may give,
    F5)."""
    return plain_name(name) or DEFAULT_NAMES[seat]


def bounded(message: Any, limit: int = MAX_MESSAGE) -> str:
    """A message cut to ``limit`` characters (a refusal may quote a long bad value)."""
    message = str(message)
    return message if len(message) <= limit else message[:limit - 1] + "…"


def parse_record(text: Any, loader: Callable[[Any], Any]) -> Any:
    """A match from its record's JSON text through ``loader`` (a game's ``load``); a text that is not a string,
    is longer than :data:`MAX_RECORD_CHARS` or is not a valid record is refused with one short
    :class:`IllegalAction`."""
    if not isinstance(text, str):
        raise IllegalAction("F", "a record is a JSON text file")
    if len(text) > MAX_RECORD_CHARS:
        raise IllegalAction("F", f"the file is too large for a record ({len(text):,} characters; at most "
                                 f"{MAX_RECORD_CHARS:,})")
    try:
        return loader(parse_record_text(text))
    except IllegalAction as err:
        raise IllegalAction(err.rule, bounded(err.reason, 160), round=err.round, index=err.index,
                            action=None if err.action is None else bounded(err.action, 40),
                            unit=err.unit) from None
    except RecursionError:
        raise IllegalAction("F", "the record is nested too deeply") from None
    except (ValueError, TypeError, KeyError) as err:
        raise IllegalAction("F", f"the record is broken: {bounded(err, 160)}") from None


def parse_named_record(text: Any, loader: Callable[[Any], Any]) -> tuple[Any, list[str] | None]:
    """:func:`parse_record`, and the seats' names the record gives (F5; checked by ``loader``), or None."""
    return parse_record(text, lambda record: (loader(record), record.get("names")))


def final_data(over: bool, winners: Sequence[int], points: int) -> dict:
    """What a replay's last frame says of the whole match: ``over`` (the record ends with the match, else it
    stops before), ``winners`` (the match's winners, or who leads when it stops; none before anyone scored)
    and their ``points``."""
    return {"over": over, "winners": list(winners), "points": points}


def words(lang: str, key: str, values: dict[str, Any]) -> str:
    """The template ``key`` of language ``lang`` filled with ``values``, entries among them in words first."""
    filled = {name: words(lang, *value) if isinstance(value, tuple) else value for name, value in values.items()}
    return text(lang, key, **filled)


class ToldLog:
    """The lines of a table's log in language ``lang``, and the entries they were told from."""

    def __init__(self, lang: str) -> None:
        self.lang = check_language(lang)
        self.told: list[Entry] = []
        self.lines: list[str] = []

    def tell(self, key: str, **values: Any) -> None:
        """Add one line: the template ``key`` with ``values``."""
        self.add((key, values))

    def add(self, entry: Entry) -> None:
        """Add one line: an entry ``(key, values)``."""
        self.told.append(entry)
        self.lines.append(words(self.lang, *entry))

    def say(self, entry: Entry | None) -> str | None:
        """One entry in words in the log's language (for a notice), or None."""
        return None if entry is None else words(self.lang, *entry)

    def set_language(self, lang: str) -> None:
        """Tell every line again in language ``lang``, and the lines to come."""
        self.lang = check_language(lang)
        self.lines = [words(self.lang, key, values) for key, values in self.told]


def check_seats(seats: Any, game: "Game") -> list[str]:
    """The seats' kinds at a table of ``game``, checked: a list of ``human`` or one of its bots, as many as its
    rule allows (a :class:`ValueError` otherwise)."""
    kinds = (HUMAN, *game.bot_names())
    if not isinstance(seats, (list, tuple)) or not all(isinstance(kind, str) for kind in seats):
        raise ValueError(f"seats must be a list of kinds ({', '.join(kinds)})")
    if len(seats) not in game.seats:
        raise ValueError(f"{game.title} is for {game.seats_text()} players ({game.seat_rule}), not {len(seats)}")
    for kind in seats:
        if kind not in kinds:
            raise ValueError(f"unknown seat kind {bounded(repr(kind), 40)} (say {', '.join(kinds)})")
    return list(seats)


def seat_names(names: Any, players: int) -> list[str]:
    """Each seat's name, cleaned as :func:`clean_name` does (a default for a missing one)."""
    if names is None:
        names = []
    if not isinstance(names, (list, tuple)):
        raise ValueError("names must be a list of names, one per seat")
    return [clean_name(names[s] if s < len(names) else None, s) for s in range(players)]


def check_viewer(viewer: Any, players: int) -> int:
    """``viewer`` if it is a seat of the table; a :class:`ValueError` otherwise."""
    if type(viewer) is not int or not 0 <= viewer < players:
        raise ValueError(f"there is no seat {bounded(repr(viewer), 40)} at this table")
    return viewer


def hand_over(table: Any, seat: Any, kind: Any, game: "Game") -> None:
    """Seat ``seat`` of ``table`` (a page's table of ``game``: its ``kinds``, ``bots`` and ``humans``) is played by
    ``kind`` from now on, a bot of the game or ``human``; refused with a :class:`ValueError`."""
    seat = check_viewer(seat, len(table.kinds))
    if kind != HUMAN and kind not in game.bot_names():
        raise ValueError(f"unknown seat kind {bounded(repr(kind), 40)} (say {', '.join((HUMAN, *game.bot_names()))})")
    table.kinds[seat] = kind
    if kind == HUMAN:
        table.bots.pop(seat, None)
    else:
        table.bots[seat] = game.part("make_bot")(kind)
    table.humans[:] = [s for s, k in enumerate(table.kinds) if k == HUMAN]


class PageTable:
    """What the play page's tables of Cheat and Crisps do alike: their seats, their log's language, the page's
    switches these games have no use for, and their record.  A table seats its players with :meth:`_sit`, then
    sets ``match``."""

    log: ToldLog
    match: Any
    names: list[str]
    to_record: Callable[[Any, Sequence[str]], dict]

    def _sit(self, game: "Game", seats: Any, names: Any, seed: Any, lang: str) -> None:
        """Seat the players of a table of ``game``: the seats' kinds (:func:`check_seats`), their names
        (:func:`seat_names`), the people among them, the one generator of every random choice (``seed``, a whole
        number or None), a bot for each bot's seat, and the log in language ``lang``; refused with a
        :class:`ValueError`."""
        self.log = ToldLog(lang)
        self.kinds = check_seats(seats, game)
        if seed is not None and type(seed) is not int:
            raise ValueError(f"the seed is a whole number or None, not {bounded(repr(seed), 40)}")
        self.names = seat_names(names, len(self.kinds))
        self.humans = [s for s, kind in enumerate(self.kinds) if kind == HUMAN]
        self.viewer = self.humans[0] if self.humans else 0
        self.rng = random.Random(seed)
        make_bot = game.part("make_bot")
        self.bots = {s: make_bot(kind) for s, kind in enumerate(self.kinds) if kind != HUMAN}
        self.to_record = game.part("to_record")
        self.registered = game

    def hand_over(self, seat: int, kind: str) -> None:
        """Seat ``seat`` is played by ``kind`` from now on: one of the game's bots (a person gone from a table
        across devices) or ``human`` (they came back); refused with a :class:`ValueError`."""
        hand_over(self, seat, kind, self.registered)

    def set_language(self, lang: str) -> None:
        """Tell the log (all of it: a page then asks ``page_view(log_from=0)``) and the notice in ``lang``."""
        self.log.set_language(lang)

    def set_assist(self, on: bool) -> None:
        """Accepted for the page's sake; these games have no assist."""

    coaching: bool = False

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off: the page then asks :meth:`coach` after each view."""
        self.coaching = bool(on)

    def record_text(self) -> str:
        """The match so far as its game's record (JSON text): ``cheat/1`` or ``crisps/1``, with the seats' names
        (F5)."""
        return json.dumps(self.to_record(self.match, self.names), indent=1) + "\n"

