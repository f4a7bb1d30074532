"""Check-yourself questions: choose or type an answer, press Check, read why.

A first wrong answer gets one more try: the feedback says what that answer gets wrong (a wrong choice's why-not, a
number too big or too small), and a "Show the answer" button appears for a reader who would rather see it; a second
wrong answer shows the worked answer."""

from __future__ import annotations

import re
from html import escape

import ipywidgets as widgets

from ..locale import language, text
from ..questions import question
from ..quiz import Verdict
from .base import Shown, kept

_RIGHT = "#14532d"
_WRONG = "#8a1c1c"
_ANSWER = "#1d2a22"


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
        self.prompt = widgets.HTML(f'{CHOICE_STYLE}<div style="font-weight:600;margin:4px 0;line-height:1.35">{escape(prompt)}</div>')
        if q.choices:
            self.input = widgets.RadioButtons(options=[(choice, i) for i, choice in enumerate(words.choices)],
                                              value=None, layout=widgets.Layout(width="auto"))
            self.input.add_class("crisp-choices")
        else:
            # the description's <label for=...> names the <input> for screen readers (axe: label)
            hint = "ui.whole_number_hint" if q.whole_number else "ui.number_hint"
            self.input = widgets.Text(placeholder=text(self.lang, hint),
                                      description=text(self.lang, "ui.answer"), continuous_update=False,
                                      style={"description_width": "initial"}, layout=widgets.Layout(width="22em"))
            self.input.observe(lambda _: self.check(), names="value")  # Enter checks the typed number
        self.button = widgets.Button(description=text(self.lang, "ui.check"), button_style="primary",
                                     layout=widgets.Layout(width="auto"))
        self.button.on_click(lambda _: self.check())
        self.show_button = widgets.Button(description=text(self.lang, "ui.show_answer"),
                                          layout=widgets.Layout(width="auto", display="none"))
        self.show_button.on_click(lambda _: self.show_answer())
        self.feedback = widgets.HTML()
        self.wrong_tries = 0  # wrong answers given so far (the same answer checked twice counts once)
        self._checked: object = None  # the answer checked last (Enter, then a press of Check, checks it twice)
        self.widget = widgets.VBox([self.prompt, self.input, self.button, self.feedback, self.show_button],
                                   layout=widgets.Layout(border="1px solid #cfc9b8", padding="6px 10px",
                                                         margin="8px 0"))
        # what the page keeps for the reader (the answer, and that it was checked) and counts (a question, its verdict)
        name = "q-" + re.sub(r"[^a-z0-9]+", "-", key.lower())
        kept(self.input, name)
        kept(self.button, name + "-check")
        self.widget.add_class("crisp-check")

    def answer(self, response: int | str) -> Verdict:
        """Give ``response`` (a choice index or a typed number) as if typed or chosen, and check it."""
        self.input.value = response
        return self.check()

    def check(self) -> Verdict:
        """Check what is chosen or typed now, and show the feedback: a first wrong answer gets one more try, a
        second one the worked answer."""
        response = self.input.value if self.input.value is not None else -1
        counted = self.question.is_response(response)
        if counted and response != self._checked:
            self._checked = response
            self.wrong_tries += not self.question.check(response, self.lang).correct
        verdict = self.question.check(response, self.lang, final=self.wrong_tries != 1)
        self._show(verdict.correct, verdict.feedback)
        done = verdict.correct or self.wrong_tries > 1
        self.show_button.layout.display = "none" if done or not self.wrong_tries else "block"
        return verdict

    def show_answer(self) -> str:
        """Show the worked answer (the reader asked for it)."""
        self.wrong_tries = max(self.wrong_tries, 2)
        self.show_button.layout.display = "none"
        said = self.question.answer_text(self.lang)
        self._show(None, said)
        return said

    def _show(self, correct: bool | None, feedback: str) -> None:
        mark, colour = {True: ("✓ ", _RIGHT), False: ("✗ ", _WRONG), None: ("", _ANSWER)}[correct]
        verdict = {True: "right", False: "wrong", None: "shown"}[correct]  # the page counts the right ones
        self.feedback.value = (f'<div class="crisp-verdict-{verdict}" style="color:{colour};margin-top:4px;'
                               f'line-height:1.35" role="status"><b>{mark}</b>{escape(feedback)}</div>')


def checks(*keys: str, lang: str | None = None) -> widgets.VBox:
    """Several check-yourself questions, one under the other."""
    return widgets.VBox([Check(key, lang).widget for key in keys])
