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

    @property
    def whole_number(self) -> bool:
        """True for a number question whose answer is a whole number (its box asks for one, not for 0.25 or
        1/4)."""
        return self.is_number and Fraction(self.answer).denominator == 1 and self.tolerance < 1

    def is_response(self, response: int | str | float | Fraction) -> bool:
        """True when ``response`` is an answer at all: one of the choices, or a number (not a blank or a word)."""
        if self.choices:
            return type(response) is int and 0 <= response < len(self.choices)
        return parse_number(response) is not None

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

    def check(self, response: int | str | float | Fraction, lang: str | None = None, final: bool = True) -> Verdict:
        """Check a choice index (multiple choice) or a typed number (``"0.32"``, ``"0,32"``, ``"8/25"``); the
        feedback in ``lang`` (None: the lessons' language).  A wrong answer's feedback explains the answer; with
        ``final`` False (a first try) it only says what that answer gets wrong (a wrong choice's ``why_not``; a
        number too big or too small) and asks for one more try, keeping the answer for later.

        >>> q = Question("demo.total", "K, 3 and A: what is the hand worth?", answer=14, explanation="10 + 3 + 1 = 14.")
        >>> q.check("27", lang="en", final=False).feedback
        'Not quite. Your number is too big. Try once more.'
        >>> q.check("27", lang="en").feedback
        'Not quite. 10 + 3 + 1 = 14.'
        """
        lang = language(lang)
        words = self.words(lang)
        right = Verdict(True, f"{text(lang, 'quiz.right')} {words.explanation}")
        if not self.is_response(response):
            asked = "quiz.pick" if self.choices else "quiz.type_whole" if self.whole_number else "quiz.type_number"
            return Verdict(False, text(lang, asked))
        if self.choices:
            if response == self.answer:
                return right
            hint = words.why_not.get(response, "")
        else:
            number = parse_number(response)
            if abs(number - Fraction(self.answer)) <= Fraction(self.tolerance):
                return right
            hint = text(lang, "quiz.too_big" if number > self.answer else "quiz.too_small")
            hint = hint if not final else ""
        last = text(lang, "quiz.try_again") if not final else words.explanation
        return Verdict(False, " ".join(part for part in (text(lang, "quiz.not_quite"), hint, last) if part))

    def answer_text(self, lang: str | None = None) -> str:
        """The answer and its explanation, for a reader who asks to see it: the right choice in words, or the
        number."""
        lang = language(lang)
        words = self.words(lang)
        if self.choices:
            said = text(lang, "quiz.answer_choice", choice=words.choices[self.answer])
        else:
            said = text(lang, "quiz.answer_number", n=_written(Fraction(self.answer)))
        return f"{said} {words.explanation}"


def _written(number: Fraction) -> str:
    """A number as a reader types it: 14, -2, 4/15."""
    return str(number.numerator) if number.denominator == 1 else f"{number.numerator}/{number.denominator}"


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
