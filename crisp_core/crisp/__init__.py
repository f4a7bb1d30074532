"""Crisp, the memory-and-bluff game of docs/RULES.md: the engine (``round``, ``match``, ``actions``, ``events``,
``observation``, ``options``, ``deal``), ``crisp/1`` records (``record``), bots (``bots``), simulation
(``simulate``, ``driver``), real time (``realtime``), the coach and its exact probabilities (``coach``,
``probability``), the events in words (``narrate``), HTML pictures (``render``), the play page's table and
replay (``web``, ``webreplay``) and the terminal game (``terminal``).  Registered here as the game ``crisp``
(:mod:`crisp_core.games`); the package's public API is :mod:`crisp_core`'s.
"""

from ..games import Game, Option, register
from .match import Match
from .options import DRAW_TIMERS, Options
from .record import load, replay, to_record

GAME = register(Game(
    name="crisp", title="Crisp", format="crisp/1", seats=range(2, 9), seat_rule="R1.1", rules="R",
    docs="docs/RULES.md", unit="round",
    bots="crisp_core.crisp.bots:BOTS", bot_words="bot.", page_bot="friendly", simulated=("heuristic",), players=4,
    options=(Option("target", "R11.4", Options().target, (), presets=(50, 100, 150)),
             Option("draw_from_discard", "R8"),
             Option("draw_timer", "R9", None, (None, *DRAW_TIMERS))),
    new_match=Match, load=load, to_record=to_record, replay=replay,
    actions="crisp_core.crisp.actions:sample_actions", play="crisp_core.crisp.driver:play_round",
    make_bot="crisp_core.crisp.bots:make_bot", simulate="crisp_core.crisp.simulate:simulate", counts="rounds",
    simulate_more=("matches", "workers", "progress"), options_from=Options.from_dict,
    table="crisp_core.crisp.web:WebGame.for_page", replay_table="crisp_core.crisp.webreplay:Replay", assist=True,
    words="crisp_core.crisp.locale", rules_page="", other_rules="S", order=0))
