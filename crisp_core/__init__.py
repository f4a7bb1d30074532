"""crisp_core: the reference engine of the card game Crisp (see RULES.md), and of its sibling games Cheat and
Crisps.  The names here are Crisp's (:mod:`crisp_core.crisp`), but :func:`replay` takes a record of any game
(:mod:`crisp_core.games`); the layout is in ``crisp_core/README.md``.

Each name is loaded from its module the first time it is asked for (PEP 562), so that importing a shared module
(``crisp_core.cards``) or another game (``crisp_core.cheat``) loads none of Crisp.

>>> import random, crisp_core
>>> match = crisp_core.Match(3)
>>> rnd = match.deal(random.Random(2))
>>> rnd.legal_actions(1)
(Action('1 draw'),)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CARDS, Card
    from .crisp.actions import Action
    from .crisp.deal import arranged_deck
    from .crisp.events import Event
    from .crisp.match import Match
    from .crisp.observation import Observation
    from .crisp.options import Options
    from .crisp.record import load, save, to_record
    from .crisp.round import RoundState
    from .decks import shuffled_deck
    from .errors import IllegalAction
    from .games import replay
    from .locale import seat_number, use_language

# each public name -> the module (relative to this package) that defines it
_HOMES = {"CARDS": ".cards", "Card": ".cards", "Action": ".crisp.actions", "arranged_deck": ".crisp.deal",
          "Event": ".crisp.events", "Match": ".crisp.match", "Observation": ".crisp.observation",
          "Options": ".crisp.options", "load": ".crisp.record", "save": ".crisp.record", "to_record": ".crisp.record",
          "RoundState": ".crisp.round", "shuffled_deck": ".decks", "IllegalAction": ".errors", "replay": ".games",
          "seat_number": ".locale", "use_language": ".locale"}

__all__ = ["Action", "CARDS", "Card", "Event", "IllegalAction", "Match", "Observation", "Options", "RoundState",
           "arranged_deck", "load", "replay", "save", "seat_number", "shuffled_deck", "to_record", "use_language"]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """The public name ``name``, imported from its module on first use (and kept here from then on)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The module's names, the public ones not yet loaded included."""
    return sorted(set(globals()) | set(__all__))
