"""Check-yourself questions: choose or type an answer, press Check, read why."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ..locale import language, text
from ..questions import question
from ..quiz import Verdict
from .base import Shown

_RIGHT = "#14532d"
_WRONG = "#8a1c1c"


# A choice longer than the line wraps: its row grows with it (ipywidgets gives every row one line's height, so on a
# phone a wrapped choice ran over the next one).
CHOICE_STYLE = ("<style>.crisp-choices label { display: flex; align-items: flex-start; height: auto; line-height: 1.35; "
                "padding: 3px 0; } .crisp-choices input { order: -1; flex: none; margin: 2px 8px 0 0; }</style>")


class Check(Shown):
    """One question of :mod:`crisp_core.questions` by its key (``Check("05.tie")``): radio buttons
    or a number box, a Check button, and feedback that explains the answer and cites the rule, in
    ``lang`` (None: the lessons' language): the question's translation where it has one."""

    def __init__(self, key: str, lang: str | None = None) -> None:
        self.lang = language(lang)
        self.question = q = question(key)
        words = q.words(self.lang)
        prompt = text(self.lang, "ui.check_yourself", prompt=words.prompt)
        self.prompt = widgets.HTML(f'{CHOICE_STYLE}<div style="font-weight:600;margin:4px 0">{escape(prompt)}</div>')
        if q.choices:
            self.input = widgets.RadioButtons(options=[(choice, i) for i, choice in enumerate(words.choices)],
                                              value=None, layout=widgets.Layout(width="auto"))
            self.input.add_class("crisp-choices")
        else:
            # the description's <label for=...> names the <input> for screen readers (axe: label)
            self.input = widgets.Text(placeholder=text(self.lang, "ui.number_hint"),
                                      description=text(self.lang, "ui.answer"), continuous_update=False,
                                      style={"description_width": "initial"}, layout=widgets.Layout(width="22em"))
            self.input.observe(lambda _: self.check(), names="value")  # Enter checks the typed number
        self.button = widgets.Button(description=text(self.lang, "ui.check"), button_style="primary",
                                     layout=widgets.Layout(width="auto"))
        self.button.on_click(lambda _: self.check())
        self.feedback = widgets.HTML()
        self.widget = widgets.VBox([self.prompt, self.input, self.button, self.feedback],
                                   layout=widgets.Layout(border="1px solid #cfc9b8", padding="6px 10px",
                                                         margin="8px 0"))

    def answer(self, response: int | str) -> Verdict:
        """Give ``response`` (a choice index or a typed number) as if typed or chosen, and check it."""
        self.input.value = response
        return self.check()

    def check(self) -> Verdict:
        """Check what is chosen or typed now, and show the feedback."""
        verdict = self.question.check(self.input.value if self.input.value is not None else -1, self.lang)
        mark, colour = ("✓", _RIGHT) if verdict.correct else ("✗", _WRONG)
        self.feedback.value = (f'<div style="color:{colour};margin-top:4px" role="status">'
                               f'<b>{mark}</b> {escape(verdict.feedback)}</div>')
        return verdict


def checks(*keys: str, lang: str | None = None) -> widgets.VBox:
    """Several check-yourself questions, one under the other."""
    return widgets.VBox([Check(key, lang).widget for key in keys])
