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
(:class:`CheatMatch`), ``record`` (``cheat/1``), ``bots`` and ``simulate`` (bots' games, imported apart),
``probability`` and ``coach`` (the chance a claim is true), ``scenes`` (a lesson's), ``web`` and ``webreplay``
(the play page's table and replay).  Registered here as the game ``cheat`` (:mod:`crisp_core.games`).
"""

from ..games import Game, Option, register
from .actions import ACCEPT, DOUBT, MAX_PLAYERS, PLAY, Action, LegalActions, play
from .game import MIN_PLAYERS, CheatGame
from .match import CheatMatch
from .observation import Observation, SeenEvent
from .record import load, loads, replay, save, to_record

GAME = register(Game(
    name="cheat", title="Cheat", format="cheat/1", seats=range(MIN_PLAYERS, MAX_PLAYERS + 1), seat_rule="C1.1",
    rules="C", docs="docs/CHEAT.md", unit="game",
    bots="crisp_core.cheat.bots:BOTS", bot_words="cheat.bot.", page_bot="counting", simulated=("counting", "random"),
    players=4,
    options=(Option("window", "C4.1", 6.0, (3.0, 4.0, 6.0, 10.0)),),  # the challenge window's lengths, in seconds
    new_match=CheatMatch, load=load, to_record=to_record, replay=replay,
    actions="crisp_core.cheat.actions:sample_actions", play="crisp_core.cheat.simulate:play_game",
    make_bot="crisp_core.cheat.bots:make_bot", simulate="crisp_core.cheat.simulate:simulate", counts="games",
    table="crisp_core.cheat.web:CheatTable", replay_table="crisp_core.cheat.webreplay:CheatReplay",
    words="crisp_core.cheat.locale", rules_page="cheat", other_rules="T", order=1))

__all__ = ["ACCEPT", "Action", "CheatGame", "CheatMatch", "DOUBT", "LegalActions", "Observation", "PLAY",
           "SeenEvent", "load", "loads", "play", "replay", "save", "to_record"]
