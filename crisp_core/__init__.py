"""crisp_core: the reference engine of the card game Crisp (see RULES.md), and of its sibling games Cheat and
Crisps.  The names here are Crisp's (:mod:`crisp_core.crisp`), but :func:`replay` takes a record of any game
(:mod:`crisp_core.games`); the layout is in ``crisp_core/README.md``.

>>> import random, crisp_core
>>> match = crisp_core.Match(3)
>>> rnd = match.deal(random.Random(2))
>>> rnd.legal_actions(1)
(Action('1 draw'),)
"""

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

__all__ = ["Action", "CARDS", "Card", "Event", "IllegalAction", "Match", "Observation", "Options", "RoundState",
           "arranged_deck", "load", "replay", "save", "seat_number", "shuffled_deck", "to_record", "use_language"]
__version__ = "0.1.0"
