"""What every lesson widget shares."""

from __future__ import annotations

import re

import ipywidgets as widgets


class Shown:
    """An object that shows itself as its ``widget`` when it is a cell's last expression."""

    widget: widgets.Widget

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


def row(*children: widgets.Widget) -> widgets.HBox:
    """Controls side by side, wrapping onto the next line where the screen is narrow (a phone): never cut off."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap"))


KEEP_PREFIX = "crisp-keep-"  # lite/lesson/page.js keeps what the reader put in such a widget, per lesson, in the browser


def kept(widget: widgets.DOMWidget, name: str) -> widgets.DOMWidget:
    """Mark an input ``widget`` whose value the lesson's page keeps for the reader (the choice, the typed number, an
    experiment's setting), restored when the lesson opens again, under ``name`` (letters, digits, hyphens; several
    widgets of one name on a page are told apart by their order); a Button so marked is pressed again once the
    inputs are restored, if the reader had pressed it (a question's Check).  Returns the widget."""
    if not re.fullmatch(r"[a-z0-9-]+", name):
        raise ValueError(f"a kept widget's name is letters, digits and hyphens: {name!r}")
    widget.add_class(KEEP_PREFIX + name)
    return widget
