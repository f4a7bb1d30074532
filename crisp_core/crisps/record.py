"""The ``crisps/1`` record format (CRISPS.md F1-F5): load, replay and save games of Crisps.

A record may come from anywhere: every refusal is an :class:`~crisp_core.errors.IllegalAction` with a
short message, whatever JSON value is given.  Parse record text with
:func:`crisp_core.records.parse_record_text` first.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import NAMES
from ..errors import IllegalAction, shown
from ..locale import illegal
from ..records import apply_actions, check_names
from .actions import Action
from .game import PLAYERS
from .match import CrispsMatch
from .options import Options

FORMAT = "crisps/1"
_RECORD_KEYS = ("format", "names", "first_player", "options", "rounds")
_ROUND_KEYS = {"deck", "actions"}


def load(record: Any) -> CrispsMatch:
    """Play a ``crisps/1`` record into a :class:`CrispsMatch`; refuse a broken one (F4).

    Nothing but :class:`IllegalAction` is raised, for any value JSON can express.
    """
    if not isinstance(record, dict):
        raise illegal("F", "refused.record_of", format=FORMAT, value=shown(record))
    unknown = [key for key in record if key not in _RECORD_KEYS]
    if unknown:
        raise illegal("F1", "refused.record_field", name=shown(unknown[0]))
    if record.get("format") != FORMAT:
        raise illegal("F", "refused.record_format", format=repr(FORMAT), value=shown(record.get("format")))
    match = CrispsMatch(record.get("first_player", 0), Options.from_dict(record.get("options", {})))
    if "names" in record:
        check_names(record["names"], PLAYERS, "F5")
    rounds = record.get("rounds")
    if not isinstance(rounds, list):
        raise illegal("F2", "crisps.refused.rounds", value=shown(rounds))
    for r, data in enumerate(rounds):
        _play_round(match, r, data)
    return match


def _play_round(match: CrispsMatch, r: int, data: Any) -> None:
    """Deal round ``r`` from its deck and apply its actions, refusing with the round and action located."""
    if not isinstance(data, dict) or set(data) != _ROUND_KEYS:
        raise illegal("F2", "crisps.refused.round", value=shown(data), round=r)
    if not isinstance(data["actions"], list):
        raise illegal("F2", "crisps.refused.actions", value=shown(data["actions"]), round=r)
    try:
        rnd = match.start_round(data["deck"])
    except IllegalAction as err:
        raise err.located(round=r) from None
    apply_actions(rnd, data["actions"], Action.parse, r)


def replay(record: Any) -> dict:
    """The F3 result of replaying ``record``; raise :class:`IllegalAction` if it breaks a rule (F4)."""
    return load(record).result()


def to_record(match: CrispsMatch, names: Sequence[str] | None = None) -> dict:
    """The ``crisps/1`` record of a game played so far, with the two seats' ``names`` if given (F5; refused
    with :class:`IllegalAction` if they are not two valid names)."""
    record: dict[str, Any] = {"format": FORMAT}
    if names is not None:
        record["names"] = check_names(names, PLAYERS, "F5")
    record.update({"first_player": match.first_player, "options": match.options.to_dict(),
                   "rounds": [{"deck": [NAMES[c] for c in rnd.deck], "actions": [str(a) for a in rnd.history]}
                              for rnd in match.rounds]})
    return record
