"""Crisps, the two-player climbing game of CRISPS.md: engine, information states and ``crisps/1`` records.

>>> import random
>>> from crisp_core.crisps import CrispsMatch
>>> match = CrispsMatch()
>>> rnd = match.deal(random.Random(1))
>>> rnd.actors()
(0,)
"""

from .actions import Action
from .game import CrispsRound
from .match import CrispsMatch
from .observation import Observation
from .options import Options
from .record import load, replay, to_record

__all__ = ["Action", "CrispsMatch", "CrispsRound", "Observation", "Options", "load", "replay", "to_record"]
