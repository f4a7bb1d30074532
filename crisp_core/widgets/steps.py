"""Stepping through a round: a scene or a recorded round, Back / Next / a step number, each step told in
plain words with its rule ID, the real cards beside what a seat knows, and who knows what.

Every widget takes ``lang`` (None: the lessons' language, :func:`crisp_core.locale.language`): its
buttons, the narration, the scene's title and captions (:mod:`crisp_core.translations`) and the views."""

from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

import ipywidgets as widgets

from ..crisp.narrate import narrate, table_events
from ..crisp.round import RoundState
from ..locale import language, text
from ..scenes import Scene, record_scene, scene
from ..views import knowledge_grid_html, seat_names, table_view_html
from .base import Shown, row

WHOLE_TABLE = -1  # the viewer value for "the whole table": every card, every event in full

# A scene on a phone (a screen up to 520 px wide) fits one screen (390 x 844) with its controls: one picture (the
# real cards for the whole table, else the seat's own view) with smaller cards, the knowledge grid behind a choice
# (the "Cards | Who knows what" buttons, shown on a phone only), its text in single line spacing; Back / Next / the
# step stick to the top of the screen while the scene is on it.  The ancestors that scroll (an output box, a widget
# box) would hold the sticky row in place: they let it out.
SCENE_CSS = """
.crisp-scene, .crisp-scene .widget-box, .crisp-output:has(> * .crisp-scene) { overflow: visible; }
.crisp-scene .crisp-scene-text { line-height: 1.35; margin: 4px 0; }
.crisp-scene .crisp-scene-text.narration { font-size: 15px; }
.crisp-scene .crisp-scene-text.caption { padding: 4px 8px; border-left: 4px solid #2f6b47; background: #eef5ef; }
.crisp-scene .widget-dropdown { max-width: 100%; }
.crisp-scene-pick { display: none; }
@media (max-width: 520px) {
  .crisp-scene-nav { position: sticky; top: 0; z-index: 5; background: var(--crisp-page-color, #fff);
    box-shadow: 0 3px 3px -3px rgba(0, 0, 0, .25); }
  .crisp-scene-pick { display: flex; }
  .crisp-scene:not(.crisp-scene-grid) .crisp-scene-grid-panel, .crisp-scene.crisp-scene-grid .crisp-scene-table {
    display: none; }
  .crisp-scene .views:not(.one) > .seat-view, .crisp-scene .views.one > .truth { display: none; }
  /* smaller cards and seats: a step before the views' own rules (crisp_core.views, .crisp.render) in specificity */
  .crisp-scene .crisp .views .felt { padding: 4px 8px; border-radius: 10px; }
  .crisp-scene .crisp .views .seat { margin: 4px 0; padding: 4px 6px 16px; }
  .crisp-scene .crisp .card { width: 34px; height: 46px; font-size: 15px; }
  .crisp-scene .crisp .card .slot { font-size: 11px; line-height: 12px; margin-top: 1px; }
  .crisp-scene .crisp .views .piles { margin: 4px 0 2px; }
  .crisp-scene .crisp table.grid { line-height: 1.05; }
  .crisp-scene .crisp table.grid { font-size: 13px; }
  .crisp-scene .crisp table.grid th, .crisp-scene .crisp table.grid td { padding: 1px 4px; }
}
"""


class TableView(Shown):
    """A picture of one state: the real cards (unless ``truth`` is False, for guessing games) beside
    the views of ``viewers`` (every seat if None), with what changed since ``previous`` outlined."""

    def __init__(self, state: RoundState, viewers: Sequence[int] | int | None = None,
                 previous: RoundState | None = None, names: Sequence[str] | None = None, truth: bool = True,
                 lang: str | None = None) -> None:
        seats = [viewers] if isinstance(viewers, int) else viewers
        self.widget = widgets.HTML(table_view_html(state, seats, previous, names, truth, lang))


class KnowledgeGrid(Shown):
    """Who knows what in one state: a row per card on the table, a column per seat."""

    def __init__(self, state: RoundState, previous: RoundState | None = None,
                 names: Sequence[str] | None = None, lang: str | None = None) -> None:
        self.widget = widgets.HTML(knowledge_grid_html(state, previous, names, lang))


def as_scene(source: str | Scene | Mapping, round_index: int = 0) -> Scene:
    """A scene from its key, a :class:`Scene`, or a ``crisp/1`` record (one of its rounds)."""
    if isinstance(source, Scene):
        return source
    if isinstance(source, str):
        return scene(source)
    return record_scene(source, round_index)


def step_events(states: Sequence[RoundState], index: int, viewer: int) -> list:
    """The events step ``index`` added (the deal at step 0), as ``viewer`` saw them."""
    state = states[index]
    log = table_events(state) if viewer == WHOLE_TABLE else state.seen_events(viewer)
    start = len(states[index - 1].events) if index else 0
    return list(log[start:])


class StepPlayer(Shown):
    """Step through a scene (by key), a :class:`Scene` or a round of a ``crisp/1`` record.

    Back / Next and a step number move through the steps (0 is the deal); ``viewer`` chooses whose
    knowledge is shown (None: the whole table).  ``panels`` picks "table" (the real cards beside
    the views) and/or "grid" (the knowledge grid).  With ``truth=False`` only ``viewer``'s side is
    shown, for guessing games: no real cards, no grid, no way to switch to another seat.  Seats are
    named ``names`` (default: the language's "Seat 1", ... for seats 0, ...)."""

    def __init__(self, source: str | Scene | Mapping, *, viewer: int | None = None,
                 panels: Sequence[str] = ("table", "grid"), names: Sequence[str] | None = None,
                 round: int = 0, truth: bool = True, lang: str | None = None) -> None:
        if not truth and viewer is None:
            raise ValueError("truth=False shows one seat's side only: choose the viewer")
        self.lang = language(lang)
        self.scene = as_scene(source, round)
        self.title, self.captions = self.scene.words(self.lang)
        self.truth = truth
        self.states = self.scene.states()
        self.names = seat_names(self.scene.players, names, self.lang)
        self.panels = tuple(p for p in panels if truth or p == "table")
        last = len(self.states) - 1
        self.back_button = widgets.Button(description=text(self.lang, "ui.back"), layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description=text(self.lang, "ui.next"), button_style="success",
                                          layout=widgets.Layout(width="auto"))
        # The step is a number box, not an IntSlider: the slider's handle (a div role="slider" drawn by
        # noUiSlider) gets no aria-label, aria-labelledby or title from anything ipywidgets lets us set (its
        # description is a sibling <label> without "for", the tooltip goes on that label), so axe reported
        # aria-input-field-name.  A BoundedIntText is an <input type="number"> whose description <label> has
        # for= its id: the description is its accessible name.  description_width "initial" shows the whole word.
        self.step_box = widgets.BoundedIntText(value=0, min=0, max=last, description=text(self.lang, "ui.step"),
                                               style={"description_width": "initial"},
                                               layout=widgets.Layout(width="9em"))
        # on a phone, the real cards or the knowledge grid, one at a time (SCENE_CSS): the picture chosen here
        self.pick = widgets.ToggleButtons(options=[(text(self.lang, "ui.cards_view"), "table"),
                                                   (text(self.lang, "ui.grid.caption"), "grid")],
                                          style={"button_width": "auto"})
        self.pick.add_class("crisp-scene-pick")
        seats = [(text(self.lang, "ui.seat_only", name=name), s) for s, name in enumerate(self.names)
                 if truth or s == viewer]
        self.viewer = widgets.Dropdown(options=[(text(self.lang, "ui.whole_table"), WHOLE_TABLE)] * truth + seats,
                                       value=WHOLE_TABLE if viewer is None else viewer,
                                       description=text(self.lang, "ui.show"), style={"description_width": "initial"})
        self.header = widgets.HTML()
        self.table = widgets.HTML().add_class("crisp-scene-table")
        self.grid = widgets.HTML().add_class("crisp-scene-grid-panel")
        self.back_button.on_click(lambda _: self.back())
        self.next_button.on_click(lambda _: self.next())
        self.step_box.observe(lambda _: self.draw(), names="value")
        self.viewer.observe(lambda _: self.draw(), names="value")
        self.pick.observe(lambda change: self.show_panel(change["new"]), names="value")
        shown = [self.table] * ("table" in self.panels) + [self.grid] * ("grid" in self.panels)
        nav = row(self.back_button, self.next_button, self.step_box).add_class("crisp-scene-nav")
        options = row(self.viewer, *[self.pick] * (len(shown) > 1))
        self.widget = widgets.VBox([nav, options, self.header, *shown]).add_class("crisp-scene")
        self.text = ""
        self.draw()

    @property
    def index(self) -> int:
        """The step shown: 0 is the deal, ``i`` the state after the ``i``-th action."""
        return self.step_box.value

    @property
    def state(self) -> RoundState:
        """The round as it stands at the step shown."""
        return self.states[self.index]

    def view_as(self, seat: int | None) -> None:
        """Show what ``seat`` knows (None: the whole table)."""
        self.viewer.value = WHOLE_TABLE if seat is None else seat

    def goto(self, index: int) -> None:
        """Show step ``index`` (clamped to the scene)."""
        self.step_box.value = max(0, min(index, len(self.states) - 1))

    def next(self) -> None:
        """One step forward."""
        self.goto(self.index + 1)

    def back(self) -> None:
        """One step back."""
        self.goto(self.index - 1)

    def show_panel(self, panel: str) -> None:
        """On a phone, show the "table" (the cards) or the "grid" (who knows what): one of them fits the screen."""
        self.pick.value = panel
        if panel == "grid":
            self.widget.add_class("crisp-scene-grid")
        else:
            self.widget.remove_class("crisp-scene-grid")

    def draw(self) -> None:
        """Redraw the narration, caption and panels for the step and viewer chosen."""
        i, viewer, lang = self.index, self.viewer.value, self.lang
        last = len(self.states) - 1
        self.back_button.disabled, self.next_button.disabled = i == 0, i == last
        self.text = " ".join(narrate(e, self.names, lang) for e in step_events(self.states, i, viewer))
        caption = self.captions.get(i, "")
        self.header.value = (
            f'<style>{SCENE_CSS}</style><div class="crisp-scene-text"><b>{escape(self.title)}</b> — '
            f'{escape(text(lang, "ui.step_of", i=i, n=last))}</div>'
            f'<div class="crisp-scene-text narration" aria-live="polite">{escape(self.text)}</div>'
            + (f'<div class="crisp-scene-text caption">{escape(caption)}</div>' if caption else ""))
        previous = self.states[i - 1] if i else None
        seats = None if viewer == WHOLE_TABLE else [viewer]
        if "table" in self.panels:
            self.table.value = table_view_html(self.state, seats, previous, self.names, self.truth, lang)
        if "grid" in self.panels:
            self.grid.value = knowledge_grid_html(self.state, previous, self.names, lang)
