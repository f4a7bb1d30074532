"""What every lesson widget shares."""

from __future__ import annotations

import ipywidgets as widgets


class Shown:
    """An object that shows itself as its ``widget`` when it is a cell's last expression."""

    widget: widgets.Widget

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)


def row(*children: widgets.Widget) -> widgets.HBox:
    """Controls side by side, wrapping onto the next line where the screen is narrow (a phone): never cut off."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap"))
