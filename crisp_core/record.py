"""The ``crisp/1`` record format (RULES.md F1-F4): load, replay and save matches."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .actions import Action
from .cards import NAMES
from .errors import IllegalAction
from .match import Match
from .options import Options

FORMAT = "crisp/1"
_RECORD_KEYS = {"format", "players", "first_dealer", "options", "rounds"}
_ROUND_KEYS = {"deck", "actions"}


def load(record: Any) -> Match:
    """Play a ``crisp/1`` record into a :class:`Match`; refuse a broken one with :class:`IllegalAction` (F4)."""
    if not isinstance(record, dict):
        raise IllegalAction("F", "a crisp/1 record is a JSON object")
    unknown = sorted(map(str, set(record) - _RECORD_KEYS))
    if unknown:
        raise IllegalAction("F", f"unknown record field {unknown[0]!r}")
    if record.get("format") != FORMAT:
        raise IllegalAction("F", f"format must be {FORMAT!r}, not {record.get('format')!r}")
    if "players" not in record:
        raise IllegalAction("R1.1", "the record does not say how many players")
    match = Match(record["players"], Options.from_dict(record.get("options", {})), record.get("first_dealer", 0))
    rounds = record.get("rounds")
    if not isinstance(rounds, list):
        raise IllegalAction("F2", "rounds must be a list")
    for r, data in enumerate(rounds):
        _play_round(match, r, data)
    return match


def _play_round(match: Match, r: int, data: Any) -> None:
    if not isinstance(data, dict) or set(data) != _ROUND_KEYS:
        raise IllegalAction("F2", "a round is an object with exactly 'deck' and 'actions'", round=r)
    if not isinstance(data["deck"], list) or not isinstance(data["actions"], list):
        raise IllegalAction("F2", "a round's deck and actions are lists", round=r)
    try:
        rnd = match.start_round(data["deck"])
    except IllegalAction as err:
        raise err.located(round=r) from None
    for i, text in enumerate(data["actions"]):
        try:
            if not isinstance(text, str):
                raise IllegalAction("N3", "an action is a string")
            rnd.apply(Action.parse(text))
        except IllegalAction as err:
            raise err.located(round=r, index=i, action=text if isinstance(text, str) else repr(text)) from None


def replay(record: Any) -> dict:
    """The F3 result of replaying ``record``; raise :class:`IllegalAction` if it breaks a rule (F4)."""
    return load(record).result()


def to_record(match: Match) -> dict:
    """The ``crisp/1`` record of a match played so far."""
    return {"format": FORMAT, "players": match.players, "first_dealer": match.first_dealer,
            "options": match.options.to_dict(),
            "rounds": [{"deck": [NAMES[c] for c in rnd.deck], "actions": [str(a) for a in rnd.history]}
                       for rnd in match.rounds]}


def save(match: Match, path: str | Path) -> None:
    """Write ``match`` as a ``crisp/1`` JSON file."""
    Path(path).write_text(json.dumps(to_record(match), indent=1) + "\n")


def read(path: str | Path) -> dict:
    """Read a JSON record file (not yet validated: pass it to :func:`load` or :func:`replay`)."""
    return json.loads(Path(path).read_text())
