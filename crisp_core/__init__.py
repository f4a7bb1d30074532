"""crisp_core: the reference engine of the card game Crisp (see RULES.md).

>>> import random, crisp_core
>>> match = crisp_core.Match(3)
>>> rnd = match.deal(random.Random(2))
>>> rnd.legal_actions(1)
(Action('1 draw'),)
"""

from .actions import Action
from .cards import CARDS, Card
from .decks import arranged_deck, shuffled_deck
from .errors import IllegalAction
from .events import Event
from .locale import seat_number, use_language
from .match import Match
from .observation import Observation
from .options import Options
from .record import load, replay, save, to_record
from .round import RoundState

__all__ = ["Action", "CARDS", "Card", "Event", "IllegalAction", "Match", "Observation", "Options", "RoundState",
           "arranged_deck", "load", "replay", "save", "seat_number", "shuffled_deck", "to_record", "use_language"]
__version__ = "0.1.0"
