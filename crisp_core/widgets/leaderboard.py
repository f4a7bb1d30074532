"""A tournament with a Run button, a progress bar and the leaderboard (see :mod:`crisp_core.tournament`)."""

from __future__ import annotations

import math
from html import escape
from typing import Mapping, Sequence

import ipywidgets as widgets

from ..crisp.options import Options
from ..locale import language, text
from ..tournament import BotError, Entrant, Standings, tournament
from ..views import standings_html
from .base import Shown, row

_PROBLEM_STYLE = ("border:1px solid #8a1c1c;background:#fdf0ef;color:#8a1c1c;padding:6px 10px;"
                  "white-space:pre-wrap;font-family:monospace;font-size:13px;margin:4px 0")


class Leaderboard(Shown):
    """The entrants (name -> a ready-made bot's name, a bot function or a bot) play a tournament
    when Run is pressed (or :meth:`run` is called); a bar shows the progress and a table the
    standings, best first, the ``highlight`` entrants' rows marked (a ready-made bot entered under its own name,
    ``"heuristic": "heuristic"``, is named in the language: "atento"; any other entrant keeps its name).  A bot that breaks shows what
    it did and the legal moves, in place of the table.  The words are in ``lang`` (None: the lessons'
    language), but for a broken bot's report, which is Python's."""

    def __init__(self, entrants: Mapping[str, Entrant], *, players: int = 3, rounds: int = 30, seed: int = 1,
                 options: Options | None = None, highlight: Sequence[str] = (), lang: str | None = None) -> None:
        self.lang = language(lang)
        self.entrants = dict(entrants)
        self.players, self.rounds, self.seed, self.options = players, rounds, seed, options
        self.highlight = tuple(highlight)
        tables = math.comb(len(self.entrants), players) if 0 <= players <= len(self.entrants) else 0
        total = max(rounds * tables * players, 1)
        self.button = widgets.Button(description=text(self.lang, "ui.play_tournament"), button_style="success",
                                     layout=widgets.Layout(width="auto"))
        self.progress = widgets.IntProgress(value=0, min=0, max=total, description=text(self.lang, "ui.rounds"))
        self.output = widgets.HTML()
        self.standings: Standings | None = None
        self.error: str | None = None
        self.button.on_click(lambda _: self.run())
        self.widget = widgets.VBox([row(self.button, self.progress), self.output])

    def _advance(self, done: int, total: int) -> None:
        self.progress.max = total
        self.progress.value = done

    def run(self) -> Standings | None:
        """Play the tournament and show the leaderboard (or what went wrong); return the standings,
        or None if a bot broke or the entrants cannot make a tournament."""
        self.button.disabled = True
        self.progress.value = 0
        self.standings, self.error = None, None
        try:
            self.standings = tournament(self.entrants, players=self.players, rounds=self.rounds, seed=self.seed,
                                        options=self.options, progress=self._advance)
        except (BotError, ValueError) as problem:
            self.error = str(problem)
            self.output.value = f'<div role="alert" style="{_PROBLEM_STYLE}">{escape(self.error)}</div>'
            return None
        finally:
            self.button.disabled = False
        ready_made = [name for name, spec in self.entrants.items() if isinstance(spec, str) and spec == name]
        self.output.value = standings_html(self.standings, self.highlight, self.lang, ready_made)
        return self.standings
