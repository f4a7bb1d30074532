"""The ``crisp/1`` record format (RULES.md F1-F5): read, load, replay and save matches; and the replay of the
records of the sibling games (``cheat/1``, ``crisps/1``), which read their text through this module too.

A record may come from anywhere, so every refusal is an :class:`IllegalAction` with a short message,
whatever the input: record text goes through :func:`parse_record_text` (used by :func:`read`, the
command line and the play page), which refuses text that is too large, too deeply nested or not JSON;
:func:`load` and :func:`replay` refuse any JSON value that is not a valid record, quoting bad values
cut short (:func:`~crisp_core.errors.shown`).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from itertools import accumulate
from pathlib import Path
from typing import Any, Callable, Sequence

from .actions import Action
from .cards import NAMES, Card
from .errors import Grouped, IllegalAction, shown
from .locale import illegal
from .match import Match
from .options import Options

FORMAT = "crisp/1"
_RECORD_KEYS = ("format", "players", "names", "first_dealer", "options", "rounds")
_ROUND_KEYS = {"deck", "actions"}

# The largest record text accepted, in characters (for a file: bytes; a UTF-8 file of at most this many
# bytes has at most this many characters).  A saved record (indent=1) takes about 470 bytes per deck and
# 17-21 bytes per action; a 1000-round match of 8 seats with rounds of 140 actions on average (random play,
# rarely calling crisp) is 2.7 MB, so 20 MB leaves room for 7 times as much play.
MAX_RECORD_SIZE = 20_000_000
# The deepest nesting of arrays and objects accepted.  A crisp/1 record nests 4 levels deep (record,
# rounds, round, deck or actions); the limit keeps parsing far from Python's (and Pyodide's) recursion limit.
MAX_RECORD_DEPTH = 32
# The longest seat's name a record may give (F5), in characters; the play page cuts names to this length too.
MAX_NAME = 32

_STRINGS = re.compile(r'"[^"]*"?')  # in JSON text without escaped quotes (see _nesting_depth)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def parse_record_text(text: str) -> dict:
    """The JSON object in record ``text``, not yet checked as a record (pass it to :func:`load` or :func:`replay`).

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
    return _record_object(value)


def _nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON ``text``, brackets inside strings aside; no recursion.

    Once escaped backslashes and escaped quotes are dropped, each string runs from a quote to the next.
    """
    plain = text.replace("\\\\", "").replace('\\"', "")
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", plain))
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0)


def _record_object(value: Any) -> dict:
    """``value`` if it is a JSON object, as every record is; else refuse it (F)."""
    if not isinstance(value, dict):
        raise illegal("F", "refused.record_object")
    return value


def load(record: Any) -> Match:
    """Play a ``crisp/1`` record into a :class:`Match`; refuse a broken one with :class:`IllegalAction` (F4).

    ``record`` is any value (typically from :func:`parse_record_text`); nothing but :class:`IllegalAction`
    is raised for anything JSON can express.
    """
    _record_object(record)
    unknown = [key for key in record if key not in _RECORD_KEYS]
    if unknown:
        raise illegal("F", "refused.record_field", name=shown(unknown[0]))
    if record.get("format") != FORMAT:
        raise illegal("F", "refused.record_format", format=repr(FORMAT), value=shown(record.get("format")))
    if "players" not in record:
        raise illegal("R1.1", "refused.record_players")
    match = Match(record["players"], Options.from_dict(record.get("options", {})), record.get("first_dealer", 0))
    if "names" in record:
        check_names(record["names"], match.players, "F5")
    rounds = record.get("rounds")
    if not isinstance(rounds, list):
        raise illegal("F2", "refused.record_rounds")
    for r, data in enumerate(rounds):
        _play_round(match, r, data)
    return match


def check_names(names: Any, players: int, rule: str) -> list[str]:
    """``names``, a record's seats' names (RULES.md F5, CHEAT.md F5, CRISPS.md F5), checked: a list of
    ``players`` strings, each of 1 to :data:`MAX_NAME` characters, not blank, without control characters.

    Refused with :class:`IllegalAction` of ``rule``, naming the list or the entry at fault and quoting it
    cut short.  Shared by the records of the three games; names are plain text, never markup."""
    if not isinstance(names, list) or len(names) != players:
        raise illegal(rule, "refused.record_names", n=players, value=shown(names))
    for i, name in enumerate(names):
        if not _is_name(name):
            raise illegal(rule, "refused.record_name", i=i, limit=MAX_NAME, value=shown(name))
    return list(names)


def _is_name(name: Any) -> bool:
    """True if ``name`` is a seat's name as records give them (F5)."""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME and not name.isspace()
            and not any(unicodedata.category(ch) == "Cc" for ch in name))


def _play_round(match: Match, r: int, data: Any) -> None:
    """Deal round ``r`` of a record from its deck and apply its actions, refusing with the round located."""
    if not isinstance(data, dict) or set(data) != _ROUND_KEYS:
        raise illegal("F2", "refused.record_round", round=r)
    if not isinstance(data["deck"], list) or not isinstance(data["actions"], list):
        raise illegal("F2", "refused.record_lists", round=r)
    try:
        _check_deck_entries(data["deck"])
        rnd = match.start_round(data["deck"])
    except IllegalAction as err:
        raise err.located(round=r) from None
    apply_actions(rnd, data["actions"], Action.parse, r)


def apply_actions(state: Any, actions: list, parse: Callable[[Any], Any], where: int) -> None:
    """Apply a record's action texts to the round or game ``state`` (number ``where`` of its record), each
    through ``parse``; a refusal is raised with its place in the record (F4: unit, action index and text).

    Shared by the records of the three games."""
    for i, text in enumerate(actions):
        try:
            state.apply(parse(text))
        except IllegalAction as err:
            raise err.located(round=where, index=i, action=text if isinstance(text, str) else None) from None


def _check_deck_entries(deck: list) -> None:
    """Refuse a deck entry that is not a card's notation (N1; S6: deck entries are strings), quoted cut short."""
    for entry in deck:
        if not _is_card_name(entry):
            raise illegal("R1.2", "refused.deck_card", card=shown(entry))


def _is_card_name(entry: Any) -> bool:
    """True if ``entry`` is a string that names a card (N1)."""
    if not isinstance(entry, str):
        return False
    try:
        Card.parse(entry)
    except ValueError:
        return False
    return True


def replay(record: Any) -> dict:
    """The F3 result of replaying ``record``, a record of any of the three games, chosen by its ``format``:
    ``crisp/1`` (RULES.md), ``cheat/1`` (CHEAT.md) or ``crisps/1`` (CRISPS.md).  Raises :class:`IllegalAction`
    if the record breaks a rule of its game (its F4), and for anything else JSON can express."""
    game = _record_object(record).get("format")
    if game == "cheat/1":
        from .cheat.record import replay as replay_cheat  # imported here: the games' records import this module
        return replay_cheat(record)
    if game == "crisps/1":
        from .crisps.record import replay as replay_crisps
        return replay_crisps(record)
    if game != FORMAT:
        raise illegal("F", "refused.record_game", value=shown(game))
    return load(record).result()


def to_record(match: Match, names: Sequence[str] | None = None) -> dict:
    """The ``crisp/1`` record of a match played so far, with the seats' ``names`` if given (F5; refused with
    :class:`IllegalAction` if they are not valid names, one per seat)."""
    record: dict[str, Any] = {"format": FORMAT, "players": match.players}
    if names is not None:
        record["names"] = check_names(list(names) if isinstance(names, tuple) else names, match.players, "F5")
    record.update({"first_dealer": match.first_dealer, "options": match.options.to_dict(),
                   "rounds": [{"deck": [NAMES[c] for c in rnd.deck], "actions": [str(a) for a in rnd.history]}
                              for rnd in match.rounds]})
    return record


def save(match: Match, path: str | Path) -> None:
    """Write ``match`` as a ``crisp/1`` JSON file."""
    Path(path).write_text(json.dumps(to_record(match), indent=1) + "\n")


def read(path: str | Path) -> dict:
    """The JSON object in a record file, not yet checked as a record (pass it to :func:`load` or :func:`replay`).

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
