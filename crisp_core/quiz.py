"""Check-yourself questions for the lessons: the question, its answer and feedback that explains.

A lesson shows a question by its key (``Check("05.tie")``); the answers live here, in the
package, not in the notebook's visible text.  Each lesson's questions are a module of
:mod:`crisp_core.questions`.

>>> q = Question("demo.m", "What is an unseen card worth on average in a hand?", answer=Fraction(85, 13),
...              explanation="85/13: the 52 values add up to 340 (R1.3).", rules=("R1.3",), tolerance=0.01)
>>> q.check("6.54").correct, q.check("85/13").correct, q.check("5.5").correct
(True, True, False)
>>> q.check("six", lang="en").feedback
'Type a number such as 6.5 or a fraction such as 13/2.'
>>> q.check("6,54", lang="pt").feedback
'Certo. 85/13: the 52 values add up to 340 (R1.3).'

The words are in the lessons' language (:func:`crisp_core.locale.language`) or ``lang``: the verdicts from
:mod:`crisp_core.locale`, the question's own words from :mod:`crisp_core.translations` where it is translated
(English otherwise, as for ``demo.m`` above).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from .locale import language, text
from .translations import question_text

MAX_RESPONSE = 40  # characters of a typed answer that are read; a longer one is refused


class Verdict(NamedTuple):
    """The result of checking one response: right or not, and the feedback to show."""

    correct: bool
    feedback: str


class Words(NamedTuple):
    """A question's words in one language."""

    prompt: str
    choices: tuple[str, ...]
    why_not: dict[int, str]
    explanation: str


@dataclass(frozen=True)
class Question:
    """A multiple-choice question (``choices`` given, ``answer`` the index of the right one) or a
    number question (no ``choices``; ``answer`` a number, right within ``tolerance``).

    ``explanation`` is shown with every verdict and cites the rule (``rules``).  ``why_not`` maps a
    wrong choice's index to what that choice gets wrong (the misreading it stands for).
    """

    key: str
    prompt: str
    answer: int | Fraction | float
    explanation: str
    rules: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    why_not: dict[int, str] | None = None
    tolerance: float = 0.0

    def __post_init__(self) -> None:
        if self.choices and not (isinstance(self.answer, int) and 0 <= self.answer < len(self.choices)):
            raise ValueError(f"question {self.key}: answer must index one of its {len(self.choices)} choices")
        if not self.explanation:
            raise ValueError(f"question {self.key}: an explanation is required")

    @property
    def is_number(self) -> bool:
        """True when the answer is typed as a number."""
        return not self.choices

    def words(self, lang: str | None = None) -> Words:
        """The prompt, choices, why-nots and explanation in ``lang`` (None: the lessons' language): each from the
        question's translation where it has one, else the English text."""
        found = question_text(language(lang), self.key) or {}
        choices = tuple(found.get("choices") or ())
        why_not = {int(k): v for k, v in (found.get("why_not") or {}).items()}
        return Words(found.get("prompt") or self.prompt,
                     choices if len(choices) == len(self.choices) else self.choices,
                     {k: why_not.get(k) or v for k, v in (self.why_not or {}).items()},
                     found.get("explanation") or self.explanation)

    def check(self, response: int | str | float | Fraction, lang: str | None = None) -> Verdict:
        """Check a choice index (multiple choice) or a typed number (``"0.32"``, ``"0,32"``, ``"8/25"``); the
        feedback in ``lang`` (None: the lessons' language)."""
        lang = language(lang)
        words = self.words(lang)
        right = Verdict(True, f"{text(lang, 'quiz.right')} {words.explanation}")
        if self.choices:
            if type(response) is not int or not 0 <= response < len(self.choices):
                return Verdict(False, text(lang, "quiz.pick"))
            if response == self.answer:
                return right
            hint = words.why_not.get(response, "")
            return Verdict(False, " ".join(part for part in (text(lang, "quiz.not_quite"), hint, words.explanation)
                                           if part))
        number = parse_number(response)
        if number is None:
            return Verdict(False, text(lang, "quiz.type_number"))
        if abs(number - Fraction(self.answer)) <= Fraction(self.tolerance):
            return right
        return Verdict(False, f"{text(lang, 'quiz.not_quite')} {words.explanation}")


def parse_number(response: int | str | float | Fraction) -> Fraction | None:
    """A typed number as an exact fraction (``"8/25"``, ``"0.32"``, ``"0,32"``, ``"32%"``), or None if it is
    none."""
    if isinstance(response, (int, float, Fraction)) and not isinstance(response, bool):
        return Fraction(response)
    if not isinstance(response, str) or len(response) > MAX_RESPONSE:
        return None
    text = response.strip().replace(",", ".").replace(" ", "")
    percent = text.endswith("%")
    try:
        number = Fraction(text[:-1] if percent else text)
    except (ValueError, ZeroDivisionError):
        return None
    return number / 100 if percent else number
