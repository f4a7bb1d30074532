"""Playing in a notebook: a match against bots, and a round played by bots step by step.

Every widget takes ``lang`` (None: the lessons' language, :func:`crisp_core.locale.language`) for its
buttons, tables and sentences.
"""

from __future__ import annotations

import json
import random
from html import escape
from typing import Sequence

import ipywidgets as widgets

from ..cards import SLOTS
from ..crisp.bots import make_bot
from ..crisp.driver import next_choice
from ..crisp.match import Match
from ..crisp.narrate import narrate
from ..crisp.options import Options
from ..crisp.render import style_tag, table_html, true_table_html, view_html
from ..crisp.round import RoundState
from ..crisp.web import WebGame
from ..decks import shuffled_deck
from ..errors import IllegalAction
from ..locale import language, of_seat, position, refusal_text, text
from ..tables import HUMAN
from ..views import match_table_html, round_scores_html, seat_names
from .base import Shown, row

_SIMPLE_MOVES = ("draw", "take", "discard", "jack", "king", "crisp", "pass")


class RoundExplorer(Shown):
    """Step through a round played by bots; see the real cards beside what each seat knows."""

    def __init__(self, players: int = 3, seed: int = 0, bots: str = "heuristic", options: Options | None = None,
                 lang: str | None = None) -> None:
        self.players, self.seed, self.options = players, seed, options or Options()
        self.lang = language(lang)
        self.names = seat_names(players, None, self.lang)
        self.bots = [make_bot(bots) for _ in range(players)]
        self.step_button = widgets.Button(description=text(self.lang, "ui.next_action"), button_style="success")
        self.restart_button = widgets.Button(description=text(self.lang, "ui.new_deal"))
        self.viewer = widgets.Dropdown(options=[(text(self.lang, "ui.every_seat"), -1)]
                                       + [(name, s) for s, name in enumerate(self.names)],
                                       value=-1, description=text(self.lang, "ui.show"),
                                       style={"description_width": "initial"})
        self.last = widgets.HTML()
        self.board = widgets.HTML()
        self.step_button.on_click(lambda _: self.step())
        self.restart_button.on_click(lambda _: self.restart(self.seed + 1))
        self.viewer.observe(lambda _: self.draw(), names="value")
        self.widget = widgets.VBox([row(self.step_button, self.restart_button, self.viewer), self.last, self.board])
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
        state, lang = self.state, self.lang
        last = narrate(state.seen_events(0)[-1], self.names, lang)
        phase = text(lang, "ui.phase", phase=text(lang, f"ui.phase.{state.phase_name}"))
        self.last.value = f"<b>{escape(text(lang, 'ui.last'))}</b> {escape(last)} &nbsp; <i>{escape(phase)}</i>"
        seats = range(self.players) if self.viewer.value < 0 else [self.viewer.value]
        views = "".join(f"<div><b>{escape(text(lang, 'ui.knows', name=self.names[s]))}</b>"
                        f"{table_html(state.observation(s), lang=lang)}</div>" for s in seats)
        self.board.value = (style_tag() + '<div style="display:flex;flex-wrap:wrap;gap:12px">'
                            + true_table_html(state.hands, self.players, lang=lang) + views + "</div>")


def move_label(move: dict, names: Sequence[str], lang: str) -> str:
    """Words for the button of a legal move as the play page's view gives it (``verb``, ``slot``, ``target``,
    ``tslot``: :func:`crisp_core.crisp.web.move_data`), in ``lang``; ``names`` name the Queen's target."""
    verb = move["verb"]
    if verb == "swap":
        return text(lang, "ui.move.swap", slot=position(lang, SLOTS.index(move["slot"])))
    if verb == "queen":
        target = move["target"]
        return text(lang, "ui.move.queen", slot=position(lang, SLOTS.index(move["slot"])),
                    whose=of_seat(lang, names[target], target), other_slot=position(lang, SLOTS.index(move["tslot"])))
    return text(lang, f"ui.move.{verb}") if verb in _SIMPLE_MOVES else move["action"]


class PlayWidget(Shown):
    """A game against bots inside a notebook (the same game as the play page, drawn from the same view,
    :meth:`crisp_core.crisp.web.WebGame.page_view`): you are seat 0, the bots (``bots``: one kind per other seat,
    or one kind for all) the others.  Seats are named in ``lang`` ("Lugar 1" for seat 0), so every sentence is in
    the third person, as on the play page: "Lugar 1 compra ...", never "You draws"; on the table your seat is
    marked "(você)", a bot's with its kind."""

    def __init__(self, players: int = 3, bots: Sequence[str] = ("heuristic",), seed: int | None = None,
                 options: Options | None = None, lang: str | None = None) -> None:
        self.lang = lang = language(lang)
        kinds = [HUMAN] + (list(bots) if len(bots) == players - 1 else [bots[0]] * (players - 1))
        self.names = seat_names(players, None, lang)
        self.labels = [text(lang, "ui.you_mark", name=name) if kind == HUMAN else
                       text(lang, "ui.bot_seat", seat=name, kind=text(lang, f"ui.kind.{kind}"))
                       for name, kind in zip(self.names, kinds)]
        self.game = WebGame(players, seed=seed, options=options, seats=kinds, names=self.names, lang=lang)
        self.news_from = 0  # the log's lines since your last move are the news
        self.table = widgets.HTML()
        self.moves = row()
        self.news = widgets.HTML()
        self.widget = widgets.VBox([self.table, self.moves, self.news])
        self.draw()

    def act(self, action: str) -> None:
        """Play your move (N3 text) and let the bots answer; a refused move is told, in the language."""
        news_from = len(self.game.log)
        try:
            self.game.play(action)
        except IllegalAction as err:
            self.draw(text(self.lang, "ui.refused", e=refusal_text(self.lang, err)))
            return
        self.news_from = news_from
        self._bots_and_draw()

    def next_round(self) -> None:
        """Deal the next round (a new match once this one is over) and let the bots play."""
        self.news_from = len(self.game.log)
        self.game.start_next_round()
        self._bots_and_draw()

    def _bots_and_draw(self) -> None:
        while self.game.step():
            pass
        self.draw()

    def prompt(self, view: dict) -> str:
        """What you are asked to do now, in the language, from the page's ``view``."""
        if view["round_over"]:
            return text(self.lang, "ui.prompt.over")
        if view["window"] == view["viewer"]:
            return text(self.lang, "ui.prompt.window")
        return text(self.lang, "ui.prompt.held" if view["holding"] else "ui.prompt.draw")

    def draw(self, problem: str = "") -> None:
        """Redraw the table, your moves and what happened since your last move (and ``problem``, a refusal)."""
        game, lang = self.game, self.lang
        view = json.loads(game.page_view(viewer=game.human, log_from=self.news_from))
        result = ""
        if view["round_over"]:
            match = game.match
            result = round_scores_html(game.state, match.scores, self.labels, match.winners if match.over else None,
                                       lang)
        self.table.value = (style_tag() + f"<p><b>{escape(self.prompt(view))}</b></p>"
                            + view_html(view, self.labels, hide_own=not view["assist"], lang=lang) + result)
        buttons = []
        for move in view["moves"]:
            button = widgets.Button(description=move_label(move, self.names, lang), layout=widgets.Layout(width="auto"))
            button.on_click(lambda _, action=move["action"]: self.act(action))
            buttons.append(button)
        if view["round_over"]:
            button = widgets.Button(description=text(lang, "ui.new_match" if view["match_over"] else "ui.next_round"),
                                    button_style="success")
            button.on_click(lambda _: self.next_round())
            buttons.append(button)
        self.moves.children = buttons
        lines = view["log"][-12:] + [problem] * bool(problem)
        self.news.value = "<br>".join(escape(line) for line in lines)


class MatchTable(Shown):
    """A match round by round: callers, totals, round scores, running scores and the winners."""

    def __init__(self, match: Match, names: Sequence[str] | None = None, lang: str | None = None) -> None:
        self.widget = widgets.HTML(match_table_html(match, names, lang))
