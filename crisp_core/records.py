"""What the record formats of every game share (RULES.md F, CHEAT.md F, CRISPS.md F): reading a record's text
and file, the seats' names, and applying a record's actions.

A record may come from anywhere, so every refusal is an :class:`~crisp_core.errors.IllegalAction` with a short
message, whatever the input: record text goes through :func:`parse_record_text` (used by :func:`read`, the
command line and the play page), which refuses text that is too large, too deeply nested or not JSON; each
game's ``load`` then refuses any JSON value that is not a valid record of its game, quoting bad values cut short
(:func:`~crisp_core.errors.shown`).  Which game a record is for is its ``format`` (:func:`crisp_core.games.replay`).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from itertools import accumulate
from pathlib import Path
from typing import Any, Callable, Iterable

from .errors import Grouped, IllegalAction, shown
from .locale import illegal

# The largest record text accepted, in characters (for a file: bytes; a UTF-8 file of at most this many
# bytes has at most this many characters).  A saved crisp/1 record (indent=1) takes about 470 bytes per deck and
# 17-21 bytes per action; a 1000-round match of 8 seats with rounds of 140 actions on average (random play,
# rarely calling crisp) is 2.7 MB, so 20 MB leaves room for 7 times as much play.
MAX_RECORD_SIZE = 20_000_000
# The deepest nesting of arrays and objects accepted.  A record nests 4 levels deep (record, rounds, round,
# deck or actions); the limit keeps parsing far from Python's (and Pyodide's) recursion limit.
MAX_RECORD_DEPTH = 32
# The longest seat's name a record may give (F5), in characters; the play page cuts names to this length too.
MAX_NAME = 32

_STRINGS = re.compile(r'"[^"]*"?')  # in JSON text without escaped quotes (see _nesting_depth)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def parse_record_text(text: str) -> dict:
    """The JSON object in record ``text``, not yet checked as a record (pass it to a game's ``load``, or to
    :func:`crisp_core.replay`).

    Refuses with :class:`IllegalAction` (rule F) text longer than :data:`MAX_RECORD_SIZE` characters,
    nested deeper than :data:`MAX_RECORD_DEPTH` levels (checked before parsing, without recursion),
    that is not JSON, or whose value is not an object.  Never raises anything else for a ``str``.
    """
    if not isinstance(text, str):
        raise illegal("F", "refused.record_text", value=shown(text))
    if len(text) > MAX_RECORD_SIZE:
        raise illegal("F", "refused.record_size", size=Grouped(len(text)), limit=Grouped(MAX_RECORD_SIZE))
    if _nesting_depth(text) > MAX_RECORD_DEPTH:
        raise illegal("F", "refused.record_depth", depth=MAX_RECORD_DEPTH)
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise illegal("F", "refused.record_json", err=err.msg, line=err.lineno, column=err.colno) from None
    except ValueError:  # the one other refusal of json.loads: an int of more than 4300 digits
        limit = sys.get_int_max_str_digits()
        raise illegal("F", "refused.record_digits", limit=limit) from None
    return record_object(value)


def _nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text``, brackets inside strings aside; no recursion.

    Once escaped backslashes and escaped quotes are dropped, each string runs from a quote to the next.
    """
    plain = text.replace("\\\\", "").replace('\\"', "")
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", plain))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def record_object(value: Any) -> dict:
    """``value`` if it is a JSON object, as every record is; else refuse it (F)."""
    if not isinstance(value, dict):
        raise illegal("F", "refused.record_object")
    return value


def read(path: str | Path) -> dict:
    """The JSON object in a record file, not yet checked as a record.

    Raises :class:`OSError` if the file cannot be read (missing, a directory, no permission) and
    :class:`IllegalAction` (rule F) if it is larger than :data:`MAX_RECORD_SIZE` bytes, not UTF-8,
    or refused by :func:`parse_record_text`.  Reads no more than the limit, however large the file.
    """
    with open(path, "rb") as file:
        data = file.read(MAX_RECORD_SIZE + 1)
    if len(data) > MAX_RECORD_SIZE:
        raise illegal("F", "refused.record_bytes", limit=Grouped(MAX_RECORD_SIZE))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise illegal("F", "refused.record_utf8", err=err.reason, byte=err.start) from None
    return parse_record_text(text)


# The bidirectional controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069): in a seat's name they
# would turn the rest of a shown line around and could fake a score ("52 =" shown as "= 25"); refused (F5, F6).
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def check_names(names: Any, players: int, rule: str) -> list[str]:
    """``names``, a record's seats' names (F5 of each game), checked: a list of ``players`` strings, each of 1 to
    :data:`MAX_NAME` characters, not blank, without control characters or :data:`BIDI_CONTROLS`; a tuple is taken
    as a list.

    Refused with :class:`IllegalAction` of ``rule``, naming the list or the entry at fault and quoting it
    cut short.  Names are plain text, never markup."""
    names = list(names) if isinstance(names, tuple) else names
    if not isinstance(names, list) or len(names) != players:
        raise illegal(rule, "refused.record_names", n=players, value=shown(names))
    for i, name in enumerate(names):
        turner = next((ch for ch in name if ch in BIDI_CONTROLS), None) if isinstance(name, str) else None
        if turner:
            raise illegal(rule, "refused.record_name_bidi", i=i, code=f"U+{ord(turner):04X}", value=shown(name))
        if not _is_name(name):
            raise illegal(rule, "refused.record_name", i=i, limit=MAX_NAME, value=shown(name))
    return list(names)


def _is_name(name: Any) -> bool:
    """True if ``name`` is a seat's name as records give them (F5)."""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME and not name.isspace()
            and not any(unicodedata.category(ch) == "Cc" for ch in name))


def options_object(data: Any, known: Iterable[str]) -> dict:
    """A record's ``options`` (F1 of each game): a JSON object of ``known`` keys, any of them left out; refused
    with :class:`IllegalAction` (F1) otherwise.  Each game's options then check the values."""
    if not isinstance(data, dict):
        raise illegal("F1", "refused.options_object", value=shown(data))
    known = tuple(known)
    unknown = [key for key in data if key not in known]
    if unknown:
        raise illegal("F1", "refused.unknown_option", name=shown(unknown[0]), known=", ".join(known))
    return data


def apply_actions(state: Any, actions: list, parse: Callable[[Any], Any], where: int) -> None:
    """Apply a record's action texts to the round or game ``state`` (number ``where`` of its record), each
    through ``parse``; a refusal is raised with its place in the record (F4: unit, action index and text)."""
    for i, text in enumerate(actions):
        try:
            state.apply(parse(text))
        except IllegalAction as err:
            raise err.located(round=where, index=i, action=text if isinstance(text, str) else None) from None
