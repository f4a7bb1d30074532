"""What the play page's tables of Cheat and Crisps share (:mod:`crisp_core.cheat.web`,
:mod:`crisp_core.crisps.web`): checking the seats, cleaning the names, and a log kept as templates of
:mod:`crisp_core.locale`, so that it can be told again, whole, in another language.

A log entry is ``(key, values)``; a value may itself be an entry (a claim, a kind of combination),
which is put in words in the same language first.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from .locale import check_language, text
from .render import card_name
from .webplay import bounded, clean_name

HUMAN = "human"
BOT_KINDS = ("random", "counting")  # the bots both games have

Entry = tuple[str, dict[str, Any]]


def words(lang: str, key: str, values: dict[str, Any]) -> str:
    """The template ``key`` of language ``lang`` filled with ``values``, entries among them in words first."""
    filled = {name: words(lang, *value) if isinstance(value, tuple) else value for name, value in values.items()}
    return text(lang, key, **filled)


def cards_text(cards: Sequence) -> str:
    """Cards as players write them, with their suit symbols (``7♥ 9♣``), the same in every language."""
    return " ".join(card_name(c) for c in cards)


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


def check_seats(seats: Any, counts: range, game: str, rule: str) -> list[str]:
    """The seats' kinds, checked: a list of ``human`` or a bot of :data:`BOT_KINDS`, as many as ``counts`` allows."""
    if not isinstance(seats, (list, tuple)) or not all(isinstance(kind, str) for kind in seats):
        raise ValueError(f"seats must be a list of kinds ({HUMAN}, {', '.join(BOT_KINDS)})")
    if len(seats) not in counts:
        many = f"{counts.start} to {counts.stop - 1}" if len(counts) > 1 else str(counts.start)
        raise ValueError(f"{game} is for {many} players ({rule}), not {len(seats)}")
    for kind in seats:
        if kind != HUMAN and kind not in BOT_KINDS:
            raise ValueError(f"unknown seat kind {bounded(repr(kind), 40)} (say {HUMAN}, {', '.join(BOT_KINDS)})")
    return list(seats)


def seat_names(names: Any, players: int) -> list[str]:
    """Each seat's name, cleaned as :func:`crisp_core.webplay.clean_name` does (a default for a missing one)."""
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


class PageTable:
    """What the play page's tables of Cheat and Crisps do alike: their log's language, the page's switches these
    games have no use for, and their record.  A table sets ``log`` (a :class:`ToldLog`), ``match``, ``names``
    (the seats') and ``to_record`` (its game's record writer: the match and the names)."""

    log: ToldLog
    match: Any
    names: list[str]
    to_record: Callable[[Any, Sequence[str]], dict]

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

