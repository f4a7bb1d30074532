"""Cheat ("I Doubt It"), the bluffing game of docs/CHEAT.md: engine, information states, ``cheat/1`` records.

>>> import random
>>> from crisp_core.cheat import CheatMatch
>>> match = CheatMatch(4)
>>> game = match.deal(random.Random(1))      # game 0: seat 0 deals, seat 1 plays first (C3.1)
>>> game.apply(f"1 play {game.hand(1)[0]}")  # claims one A (N2)
>>> game.apply("3 doubt")                    # C4.2: the card is turned face up; someone takes the pile
>>> game.legal_actions(2).play_count          # seat 2 plays next, the required rank is 2
1092

Modules: ``cardsets`` (hands and pile as 52-bit masks), ``actions`` (notation, :class:`LegalActions`),
``events`` (the log), ``game`` (:class:`CheatGame`, the rules), ``observation`` (C6), ``match``
(:class:`CheatMatch`), ``record`` (``cheat/1``), ``bots`` and ``simulate`` (bots' games, imported apart).
"""

from .actions import ACCEPT, DOUBT, PLAY, Action, LegalActions, play
from .game import CheatGame
from .match import CheatMatch
from .observation import Observation, SeenEvent
from .record import load, loads, replay, save, to_record

__all__ = ["ACCEPT", "Action", "CheatGame", "CheatMatch", "DOUBT", "LegalActions", "Observation", "PLAY",
           "SeenEvent", "load", "loads", "play", "replay", "save", "to_record"]
