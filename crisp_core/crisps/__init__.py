"""Crisps, the two-player climbing game of CRISPS.md: engine, information states and ``crisps/1`` records.

>>> import random
>>> from crisp_core.crisps import CrispsMatch
>>> match = CrispsMatch()
>>> rnd = match.deal(random.Random(1))
>>> rnd.actors()
(0,)

Modules: ``deck`` (the 40 cards, masks), ``actions`` (N2), ``combos`` and ``legal`` (K3-K5), ``events``, ``game``
(:class:`CrispsRound`, the rules), ``observation`` (K8), ``match`` (:class:`CrispsMatch`), ``options``, ``record``
(``crisps/1``), ``bots``, ``counting`` and ``simulate``, ``scenes`` (a lesson's), ``web`` and ``webreplay`` (the
play page's table and replay).  Registered here as the game ``crisps`` (:mod:`crisp_core.games`).
"""

from ..games import Game, Option, register
from .actions import Action
from .game import CrispsRound
from .game import PLAYERS
from .match import CrispsMatch
from .observation import Observation
from .options import OPTION_RULES, Options
from .record import load, replay, to_record


def new_match(players: int = PLAYERS) -> CrispsMatch:
    """A new game of Crisps, for two players (K1.1; the registry asks every game for a match of ``players``)."""
    if players != PLAYERS:
        raise ValueError(f"Crisps is for two players (K1.1), not {players}")
    return CrispsMatch()


GAME = register(Game(
    name="crisps", title="Crisps", format="crisps/1", seats=range(PLAYERS, PLAYERS + 1), seat_rule="K1.1",
    rules="K", docs="docs/CRISPS.md", unit="round",
    bots="crisp_core.crisps.bots:BOTS", bot_words="crisps.bot.", page_bot="counting", simulated=("counting", "random"),
    players=PLAYERS, options=tuple(Option(name, rule) for name, rule in OPTION_RULES.items()),
    new_match=new_match, load=load, to_record=to_record, replay=replay,
    actions="crisp_core.crisps.actions:sample_actions", play="crisp_core.crisps.simulate:play_game",
    make_bot="crisp_core.crisps.bots:make_bot", simulate="crisp_core.crisps.simulate:simulate", counts="games",
    options_from=Options.from_dict,
    table="crisp_core.crisps.web:CrispsTable", replay_table="crisp_core.crisps.webreplay:CrispsReplay",
    words="crisp_core.crisps.locale", rules_page="crisps", order=2))

__all__ = ["Action", "CrispsMatch", "CrispsRound", "Observation", "Options", "load", "replay", "to_record"]
