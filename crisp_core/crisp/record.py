"""The ``crisp/1`` record format (RULES.md F1-F5): load, replay and save matches of Crisp.

Any JSON value may be given to :func:`load` and :func:`replay` (typically from
:func:`crisp_core.records.parse_record_text`): everything that is not a valid record is refused with
:class:`~crisp_core.errors.IllegalAction`, with a short message and bad values quoted cut short.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from ..cards import BY_NAME, NAMES, Card
from ..errors import IllegalAction, shown
from ..locale import illegal
from ..records import apply_actions, check_names, record_object
from .actions import Action
from .match import Match
from .options import Options

FORMAT = "crisp/1"
_RECORD_KEYS = ("format", "players", "names", "first_dealer", "options", "rounds")
_ROUND_KEYS = {"deck", "actions"}


def load(record: Any) -> Match:
    """Play a ``crisp/1`` record into a :class:`Match`; refuse a broken one with :class:`IllegalAction` (F4).

    ``record`` is any value (typically from :func:`~crisp_core.records.parse_record_text`); nothing but
    :class:`IllegalAction` is raised for anything JSON can express.
    """
    record_object(record)
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


def _play_round(match: Match, r: int, data: Any) -> None:
    """Deal round ``r`` of a record from its deck and apply its actions, refusing with the round located."""
    if not isinstance(data, dict) or set(data) != _ROUND_KEYS:
        raise illegal("F2", "refused.record_round", round=r)
    if not isinstance(data["deck"], list) or not isinstance(data["actions"], list):
        raise illegal("F2", "refused.record_lists", round=r)
    try:
        rnd = match.start_round(_deck_cards(data["deck"]))  # cards, so that the round does not parse them again
    except IllegalAction as err:
        raise err.located(round=r) from None
    apply_actions(rnd, data["actions"], Action.parse, r)


def _deck_cards(deck: list) -> list[Card]:
    """The cards that a record's deck entries name, each entry parsed once; refuse an entry that is not a card's
    notation (N1; S6: deck entries are strings), quoted cut short, before the round's own checks."""
    try:
        return [BY_NAME[entry] for entry in deck]
    except (KeyError, TypeError):  # an entry that names no card, or one that is no key at all (a list, an object)
        bad = next(entry for entry in deck if not isinstance(entry, str) or entry not in BY_NAME)
        raise illegal("R1.2", "refused.deck_card", card=shown(bad)) from None


def replay(record: Any) -> dict:
    """The F3 result of replaying a ``crisp/1`` record; raise :class:`IllegalAction` if it breaks a rule (F4), and
    for anything else JSON can express."""
    return load(record).result()


def to_record(match: Match, names: Sequence[str] | None = None) -> dict:
    """The ``crisp/1`` record of a match played so far, with the seats' ``names`` if given (F5; refused with
    :class:`IllegalAction` if they are not valid names, one per seat)."""
    record: dict[str, Any] = {"format": FORMAT, "players": match.players}
    if names is not None:
        record["names"] = check_names(names, match.players, "F5")
    record.update({"first_dealer": match.first_dealer, "options": match.options.to_dict(),
                   "rounds": [{"deck": [NAMES[c] for c in rnd.deck], "actions": [str(a) for a in rnd.history]}
                              for rnd in match.rounds]})
    return record


def save(match: Match, path: str | Path) -> None:
    """Write ``match`` as a ``crisp/1`` JSON file."""
    Path(path).write_text(json.dumps(to_record(match), indent=1) + "\n")
