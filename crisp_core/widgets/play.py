"""Playing in a notebook: a match against bots, and a round played by bots step by step."""

from __future__ import annotations

import json
import random
from typing import Sequence

import ipywidgets as widgets

from ..bots import make_bot
from ..decks import shuffled_deck
from ..driver import next_choice
from ..options import Options
from ..match import Match
from ..render import style_tag, table_html, true_table_html
from ..round import RoundState
from ..views import match_table_html
from ..webplay import WebGame
from .base import Shown


class RoundExplorer(Shown):
    """Step through a round played by bots; see the real cards beside what each seat knows."""

    def __init__(self, players: int = 3, seed: int = 0, bots: str = "heuristic", options: Options | None = None):
        self.players, self.seed, self.options = players, seed, options or Options()
        self.bots = [make_bot(bots) for _ in range(players)]
        self.step_button = widgets.Button(description="Next action", button_style="success")
        self.restart_button = widgets.Button(description="New deal")
        self.viewer = widgets.Dropdown(options=[("every seat", -1)] + [(f"seat {s}", s) for s in range(players)],
                                       value=-1, description="Show")
        self.last = widgets.HTML()
        self.board = widgets.HTML()
        self.step_button.on_click(lambda _: self.step())
        self.restart_button.on_click(lambda _: self.restart(self.seed + 1))
        self.viewer.observe(lambda _: self.draw(), names="value")
        self.widget = widgets.VBox([widgets.HBox([self.step_button, self.restart_button, self.viewer]),
                                    self.last, self.board])
        self.restart(seed)

    def restart(self, seed: int) -> None:
        """Deal a new round from ``seed``."""
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = RoundState.dealt(self.players, shuffled_deck(self.rng), 0, self.options)
        self.draw()

    def step(self) -> str:
        """Play one action (the bots choose); return its text."""
        state = self.state
        if state.is_over:
            return ""
        seat, legal = next_choice(state)
        action = legal[0] if len(legal) == 1 else self.bots[seat].choose(state.observation(seat), legal, self.rng)
        state.apply(action)
        self.draw()
        return str(action)

    def draw(self) -> None:
        """Redraw the tables."""
        state = self.state
        events = state.seen_events(0)
        self.last.value = f"<b>Last:</b> {events[-1]} &nbsp; <i>phase: {state.phase_name}</i>"
        seats = range(self.players) if self.viewer.value < 0 else [self.viewer.value]
        views = "".join(f"<div><b>What seat {s} knows</b>{table_html(state.observation(s))}</div>" for s in seats)
        self.board.value = (style_tag() + '<div style="display:flex;flex-wrap:wrap;gap:12px">'
                            + true_table_html(state.hands, self.players) + views + "</div>")


class PlayWidget(Shown):
    """A game against bots inside a notebook (the same game as the play page)."""

    def __init__(self, players: int = 3, bots: Sequence[str] = ("heuristic",), seed: int | None = None,
                 options: Options | None = None):
        self.game = WebGame(players, bots, seed, options)
        self.table = widgets.HTML()
        self.moves = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.news = widgets.HTML()
        self.widget = widgets.VBox([self.table, self.moves, self.news])
        self.draw(self.game.view())

    def draw(self, view_json: str) -> None:
        """Redraw from a :meth:`WebGame.view`."""
        view = json.loads(view_json)
        self.table.value = style_tag() + f"<p><b>{view['prompt']}</b></p>" + view["table"] + view["result"]
        buttons = []
        for move in view["moves"]:
            button = widgets.Button(description=move["label"], layout=widgets.Layout(width="auto"))
            button.on_click(lambda _, action=move["action"]: self.draw(self.game.act(action)))
            buttons.append(button)
        if view["round_over"]:
            button = widgets.Button(description="New match" if view["match_over"] else "Next round",
                                    button_style="success")
            button.on_click(lambda _: self.draw(self.game.next_round()))
            buttons.append(button)
        self.moves.children = buttons
        self.news.value = "<br>".join(view["news"][-12:])


class MatchTable(Shown):
    """A match round by round: callers, totals, round scores, running scores and the winners."""

    def __init__(self, match: Match, names: Sequence[str] | None = None) -> None:
        self.widget = widgets.HTML(match_table_html(match, names))
