"""The ``cheat/1`` record format (CHEAT.md F1-F5): load, replay and save matches of Cheat.

Any JSON value may be given to :func:`load` and :func:`replay`: everything that is not a valid
record is refused with :class:`~crisp_core.errors.IllegalAction`, naming the game, the action's
index and text, and the rule, with bad values quoted cut short.  Record text goes through
:func:`crisp_core.records.parse_record_text` (:func:`loads`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from ..cards import NAMES, Card
from ..errors import IllegalAction, shown
from ..locale import illegal
from ..records import apply_actions, check_names, parse_record_text
from .actions import DOUBT, PLAY, Action
from .match import CheatMatch

FORMAT = "cheat/1"
_RECORD_KEYS = ("format", "players", "names", "first_dealer", "games")
_GAME_KEYS = {"deck", "actions"}


def load(record: Any) -> CheatMatch:
    """Play a ``cheat/1`` record into a :class:`CheatMatch`; refuse a broken one with :class:`IllegalAction` (F4).

    Nothing but :class:`IllegalAction` is raised for any value JSON can express.
    """
    if not isinstance(record, dict):
        raise illegal("F", "refused.record_of", format=FORMAT, value=shown(record))
    if record.get("format") != FORMAT:  # first: a record of another game is named as such
        raise illegal("F", "refused.record_format", format=repr(FORMAT), value=shown(record.get("format")))
    unknown = [key for key in record if key not in _RECORD_KEYS]
    if unknown:
        raise illegal("F1", "refused.record_field", name=shown(unknown[0]))
    if "players" not in record:
        raise illegal("C1.1", "refused.record_players")
    match = CheatMatch(record["players"], record.get("first_dealer", 0))  # F1: first_dealer defaults to 0
    if "names" in record:
        check_names(record["names"], match.players, "F5")
    games = record.get("games")
    if not isinstance(games, list):
        raise illegal("F2", "cheat.refused.games", value=shown(games))
    for g, data in enumerate(games):
        _play_game(match, g, data)
    return match


def _play_game(match: CheatMatch, g: int, data: Any) -> None:
    """Deal game ``g`` of a record from its deck and apply its actions, refusing with the place located."""
    if not isinstance(data, dict) or set(data) != _GAME_KEYS:
        raise illegal("F2", "cheat.refused.game", value=shown(data), round=g, unit="game")
    if not isinstance(data["actions"], list):
        raise illegal("F2", "cheat.refused.actions", value=shown(data["actions"]), round=g, unit="game")
    try:
        game = match.start_game(data["deck"])
    except IllegalAction as err:
        raise err.located(round=g) from None
    apply_actions(game, data["actions"], Action.parse, g)


def replay(record: Any) -> dict:
    """The F3 result of replaying ``record``; raise :class:`IllegalAction` if it breaks a rule (F4).

    Each game's ``pile`` lists the cards of one play in the order its action text lists them (F3: a play
    is put down as written); the game itself keeps a play's cards as a set."""
    result = load(record).result()
    for game, data in zip(result["games"], record["games"]):
        game["pile"] = _written_pile(data["actions"])
    return result


def _written_pile(actions: list[str]) -> list[str]:
    """The pile after a game's ``actions`` (texts already applied, so valid), bottom first: the plays since
    the last ``doubt`` (C4.2: every doubt empties the pile), each play's cards as its text lists them."""
    plays: list[str] = []
    for text in reversed(actions):  # back to the last doubt only: nothing before it is on the pile
        kind = Action.parse(text).kind
        if kind == DOUBT:
            break
        if kind == PLAY:
            plays.append(text)
    return [NAMES[Card.parse(word)] for text in reversed(plays) for word in text.split()[2:]]


def loads(text: str) -> CheatMatch:
    """:func:`load` of record text (size, nesting and JSON checked by :func:`~crisp_core.records.parse_record_text`)."""
    return load(parse_record_text(text))


def to_record(match: CheatMatch, names: Sequence[str] | None = None) -> dict:
    """The ``cheat/1`` record of a match played so far, with the seats' ``names`` if given (F5; refused with
    :class:`IllegalAction` if they are not valid names, one per seat)."""
    record: dict[str, Any] = {"format": FORMAT, "players": match.players}
    if names is not None:
        record["names"] = check_names(names, match.players, "F5")
    record.update({"first_dealer": match.first_dealer,
                   "games": [{"deck": [NAMES[c] for c in game.deck], "actions": [str(a) for a in game.history]}
                             for game in match.games]})
    return record


def save(match: CheatMatch, path: str | Path) -> None:
    """Write ``match`` as a ``cheat/1`` JSON file."""
    Path(path).write_text(json.dumps(to_record(match), indent=1) + "\n")
