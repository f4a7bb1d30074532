"""A simulation with a Run button and a progress bar, for the strategy lessons."""

from __future__ import annotations

from typing import Sequence

import ipywidgets as widgets

from ..crisp.options import Options
from ..crisp.simulate import Results, simulate
from ..locale import language, text
from ..protocols import Bot
from ..views import results_html
from .base import Shown, row


class SimulationRunner(Shown):
    """Bots (names or :class:`~crisp_core.crisp.bots.Bot` objects, one per seat) play ``rounds`` rounds
    from ``seed`` when Run is pressed (or :meth:`run` is called); a bar shows the progress and a
    table the results with 95 % intervals, in ``lang`` (None: the lessons' language)."""

    def __init__(self, bots: Sequence[str | Bot], *, rounds: int = 500, seed: int = 1,
                 options: Options | None = None, lang: str | None = None) -> None:
        self.bots, self.rounds, self.seed, self.options = list(bots), rounds, seed, options
        self.lang = language(lang)
        self.button = widgets.Button(description=text(self.lang, "ui.run_rounds", n=rounds), button_style="success",
                                     layout=widgets.Layout(width="auto"))
        self.progress = widgets.IntProgress(value=0, min=0, max=rounds, description=text(self.lang, "ui.rounds"))
        self.output = widgets.HTML()
        self.results: Results | None = None
        self.button.on_click(lambda _: self.run())
        self.widget = widgets.VBox([row(self.button, self.progress), self.output])

    def _advance(self, done: int, total: int) -> None:
        self.progress.value = done

    def run(self) -> Results:
        """Play the rounds, show the results and return them."""
        self.button.disabled = True
        self.progress.value = 0
        try:
            self.results = simulate(self.bots, rounds=self.rounds, seed=self.seed, options=self.options,
                                    progress=self._advance)
        finally:
            self.button.disabled = False
        self.output.value = results_html(self.results, self.lang)
        return self.results
