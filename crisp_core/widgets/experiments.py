"""Small experiments that once asked the reader to edit code: type a guess, choose how many deals, choose a
calling threshold, then press a button.  Each is seeded, so the same choice always shows the same result and
the lessons' prose stays true:

- :class:`GuessTotal` (lesson 4) — a guess of a seat's total beside two ways of counting it;
- :class:`MiddleDeals` (lesson 7) — Seat 2's M (seat index 1) averaged over 400, 2000 or 10000 deals;
- :class:`ThresholdLab` (lesson 8) — a calling threshold of your choice put to the test by simulation.

Every word comes from :mod:`crisp_core.locale` in ``lang`` (None: the lessons' language)."""

from __future__ import annotations

from html import escape
from typing import Sequence

import ipywidgets as widgets

from ..cards import CARDS
from ..class_counts import dealt_hands, hand_counts, threshold_counts
from ..classroom import mean_value, threshold_bot
from ..crisp.bots.belief import Belief
from ..crisp.probability import expected_hand_total
from ..crisp.round import RoundState
from ..crisp.simulate import Results, simulate
from ..locale import language, number, of_seat, percent, seat_name, seat_number, text
from ..plots import Figure, running_estimate
from ..views import results_html
from .base import Shown, kept, row
from .class_link import SendToClass, class_link

_BOX = {"description_width": "initial"}
_STATUS = '<div role="status" style="margin-top:4px">{}</div>'


class GuessTotal(Shown):
    """A number box for a guess of ``seat``'s card total, as ``viewer`` sees ``state``, and a Compare button
    that shows the guess beside two ways of counting: card counting alone (every card the viewer has not seen
    alike, :func:`~crisp_core.crisp.probability.expected_hand_total`) and card counting plus what the moves tell
    (the ``expert`` bot's :class:`~crisp_core.crisp.bots.belief.Belief`)."""

    def __init__(self, state: RoundState, seat: int = 1, viewer: int = 0, guess: int = 20,
                 lang: str | None = None) -> None:
        self.lang = language(lang)
        self.seat = seat
        seen = state.observation(viewer)
        self.counting = round(float(expected_hand_total(seen, seat=seat)), 1)
        belief, unseen = Belief(seen), seen.unseen()
        self.moves = round(sum(belief.expected(slot, unseen) for slot in range(3 * seat, 3 * seat + 3)), 1)
        whose = of_seat(self.lang, seat_name(self.lang, seat), seat)
        self.box = widgets.BoundedIntText(value=guess, min=3, max=30, style=_BOX,
                                          description=text(self.lang, "ui.guess_total", whose=whose),
                                          layout=widgets.Layout(width="auto"))
        kept(self.box, "guess-total")
        self.button = widgets.Button(description=text(self.lang, "ui.compare"), button_style="primary",
                                     layout=widgets.Layout(width="auto"))
        self.button.on_click(lambda _: self.compare())
        self.output = widgets.HTML()
        self.widget = widgets.VBox([row(self.box, self.button), self.output])

    def lines(self) -> list[str]:
        """The guess in the box and the two counts, one line each."""
        lang = self.lang
        return [text(lang, "ui.guess.yours", total=number(lang, self.box.value)),
                text(lang, "ui.guess.counting", total=number(lang, self.counting, 1)),
                text(lang, "ui.guess.moves", total=number(lang, self.moves, 1))]

    def compare(self, guess: int | None = None) -> list[str]:
        """Take ``guess`` (None: what the box holds) as if typed, show it beside the counts; return the lines."""
        if guess is not None:
            self.box.value = guess
        found = self.lines()
        self.output.value = _STATUS.format("<br>".join(escape(line) for line in found))
        return found


def middle_values(deals: int, seed: int, players: int = 3, seat: int = 1) -> list[int]:
    """The value of ``seat``'s M in each of ``deals`` deals of ``players`` from ``random.Random(seed)`` (the
    first 400 of 10000 deals are the 400 deals of the same seed: :func:`~crisp_core.class_counts.dealt_hands`)."""
    return [hand[1].value for hand in dealt_hands(deals, seed, players, seat)]


class MiddleDeals(Shown):
    """Seat 2's M (index 1) over many deals of three: a choice of ``choices`` deals and a seed, and a Deal button that
    redraws the running average (:func:`~crisp_core.plots.running_estimate`) against the exact 85/13 and says
    where it ends.  Drawn once at the start with ``deals`` and ``seed``.  Served by the classroom server, it also
    sends the totals of Seat 2's hands so far to the class (:class:`~crisp_core.widgets.class_link.SendToClass`)."""

    def __init__(self, deals: int = 400, seed: int = 12, choices: Sequence[int] = (400, 2000, 10000),
                 lang: str | None = None) -> None:
        self.lang = language(lang)
        self.deals_box = widgets.Dropdown(options=[(number(self.lang, n, 0), n) for n in choices], value=deals,
                                          description=text(self.lang, "ui.deals"), style=_BOX,
                                          layout=widgets.Layout(width="auto"))
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=999_999, description=text(self.lang, "ui.seed"),
                                               style=_BOX, layout=widgets.Layout(width="12em"))
        kept(self.deals_box, "middle-deals")
        kept(self.seed_box, "middle-seed")
        self.button = widgets.Button(description=text(self.lang, "ui.deal"), button_style="primary",
                                     layout=widgets.Layout(width="auto"))
        self.button.on_click(lambda _: self.deal())
        self.figure_box = widgets.HTML()
        self.output = widgets.HTML()
        self.values: list[int] = []
        self.totals: list[int] = []
        self.seed = seed
        self.figure: Figure | None = None
        link = class_link()
        self.sender = SendToClass(link, self.counts, self.lang) if link else None
        self.widget = widgets.VBox([row(self.deals_box, self.seed_box, self.button), self.figure_box, self.output,
                                    *([self.sender.widget] if self.sender else [])])
        self.deal()

    @property
    def mean(self) -> float:
        """The average M over the deals last drawn."""
        return sum(self.values) / len(self.values)

    def deal(self, deals: int | None = None, seed: int | None = None) -> float:
        """Deal (``deals`` and ``seed`` as if chosen; None: what the boxes hold), redraw, return the average M."""
        if deals is not None:
            self.deals_box.value = deals
        if seed is not None:
            self.seed_box.value = seed
        lang = self.lang
        self.seed = self.seed_box.value
        hands = dealt_hands(self.deals_box.value, self.seed)
        self.values = [hand[1].value for hand in hands]
        self.totals = [sum(card.value for card in hand) for hand in hands]
        self.figure = running_estimate(self.values, exact=mean_value(CARDS), title=text(lang, "ui.middle.title", n=seat_number(1)),
                                       label=text(lang, "ui.middle.label"), x_label=text(lang, "ui.middle.deals"),
                                       lang=lang)
        self.figure_box.value = self.figure._repr_html_()
        self.output.value = _STATUS.format(escape(text(lang, "ui.middle.after", n=number(lang, len(self.values), 0),
                                                       mean=number(lang, self.mean, 2))))
        return self.mean

    def counts(self, nickname: str = "") -> dict:
        """The totals of Seat 2's hands last dealt, as the class's experiment takes them
        (:func:`~crisp_core.class_counts.hand_counts`)."""
        return hand_counts(self.totals, self.seed, nickname)


class ThresholdLab(Shown):
    """The card counter calling at a threshold of your choice (one of ``thresholds``) plays in seat 0 against
    ``opponents`` for a choice of ``rounds`` rounds from ``seed`` when Run is pressed (or :meth:`run` is
    called): a bar shows the progress and a table the results, as :class:`SimulationRunner` shows them.
    With the seed of lesson 8's section 7 (5, the seed box's first value), 50 %, 70 % and 90 % over 400 rounds give
    that section's numbers.  Served by the classroom server, it also sends how the rounds last played ended for the
    card counter to the class (:class:`~crisp_core.widgets.class_link.SendToClass`,
    :func:`~crisp_core.class_counts.threshold_counts`)."""

    def __init__(self, thresholds: Sequence[float] = (0.5, 0.6, 0.7, 0.8, 0.9), threshold: float = 0.8,
                 rounds: Sequence[int] = (400, 2000), seed: int = 5,
                 opponents: Sequence[str] = ("heuristic", "heuristic"), lang: str | None = None) -> None:
        self.lang = language(lang)
        self.seed, self.opponents = seed, list(opponents)
        self.threshold_box = widgets.Dropdown(options=[(percent(self.lang, t, 0), t) for t in thresholds],
                                              value=threshold, description=text(self.lang, "ui.threshold"),
                                              style=_BOX, layout=widgets.Layout(width="auto"))
        self.rounds_box = widgets.Dropdown(options=[(number(self.lang, n, 0), n) for n in rounds], value=rounds[0],
                                           description=text(self.lang, "ui.rounds"), style=_BOX,
                                           layout=widgets.Layout(width="auto"))
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=999_999, description=text(self.lang, "ui.seed"),
                                               style=_BOX, layout=widgets.Layout(width="12em"))
        kept(self.threshold_box, "threshold")
        kept(self.rounds_box, "threshold-rounds")
        kept(self.seed_box, "threshold-seed")
        self.button = widgets.Button(button_style="success", layout=widgets.Layout(width="auto"))
        self.progress = widgets.IntProgress(value=0, min=0, max=rounds[0])
        self.rounds_box.observe(lambda _: self._label(), names="value")
        self._label()
        self.button.on_click(lambda _: self.run())
        self.output = widgets.HTML()
        self.results: Results | None = None
        self.played: tuple[int, float] | None = None  # the seed and threshold of the results
        link = class_link()
        self.sender = SendToClass(link, self.counts, self.lang) if link else None
        self.widget = widgets.VBox([row(self.threshold_box, self.rounds_box, self.seed_box),
                                    row(self.button, self.progress), self.output,
                                    *([self.sender.widget] if self.sender else [])])

    def _label(self) -> None:
        self.button.description = text(self.lang, "ui.run_rounds", n=self.rounds_box.value)
        self.progress.max = self.rounds_box.value

    def _advance(self, done: int, total: int) -> None:
        self.progress.value = done

    def run(self, threshold: float | None = None, rounds: int | None = None, seed: int | None = None) -> Results:
        """Play (``threshold``, ``rounds`` and ``seed`` as if chosen; None: what the boxes hold), show the results,
        return them."""
        if threshold is not None:
            self.threshold_box.value = threshold
        if rounds is not None:
            self.rounds_box.value = rounds
        if seed is not None:
            self.seed_box.value = seed
        self.button.disabled = True
        self.progress.value = 0
        self.seed = self.seed_box.value
        try:
            bots = [threshold_bot(self.threshold_box.value, self.lang), *self.opponents]
            self.results = simulate(bots, rounds=self.rounds_box.value, seed=self.seed, progress=self._advance)
        finally:
            self.button.disabled = False
        self.played = (self.seed, self.threshold_box.value)
        self.output.value = results_html(self.results, self.lang)
        return self.results

    def counts(self, nickname: str = "") -> dict:
        """How the rounds last played ended for the card counter, as the class's experiment takes them
        (:func:`~crisp_core.class_counts.threshold_counts`); ValueError before any round was played."""
        if self.results is None or self.played is None:
            raise ValueError("no rounds played yet")
        return threshold_counts(self.results, *self.played, nickname)
