"""Check-yourself questions for the lessons: the question, its answer and feedback that explains.

A lesson shows a question by its key (``Check("05.tie")``); the answers live here, in the
package, not in the notebook's visible text.  Each lesson's questions are a module of
:mod:`crisp_core.questions`.

>>> q = Question("demo.m", "What is an unseen card worth on average in a hand?", answer=Fraction(85, 13),
...              explanation="85/13: the 52 values add up to 340 (R1.3).", rules=("R1.3",), tolerance=0.01)
>>> q.check("6.54").correct, q.check("85/13").correct, q.check("5.5").correct
(True, True, False)
>>> q.check("six").feedback
'Type a number such as 6.5 or a fraction such as 13/2.'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

MAX_RESPONSE = 40  # characters of a typed answer that are read; a longer one is refused


class Verdict(NamedTuple):
    """The result of checking one response: right or not, and the feedback to show."""

    correct: bool
    feedback: str


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

    def check(self, response: int | str | float | Fraction) -> Verdict:
        """Check a choice index (multiple choice) or a typed number (``"0.32"``, ``"8/25"``)."""
        if self.choices:
            if type(response) is not int or not 0 <= response < len(self.choices):
                return Verdict(False, "Pick one of the answers first.")
            if response == self.answer:
                return Verdict(True, f"Right. {self.explanation}")
            hint = (self.why_not or {}).get(response, "")
            return Verdict(False, " ".join(part for part in ("Not quite.", hint, self.explanation) if part))
        number = parse_number(response)
        if number is None:
            return Verdict(False, "Type a number such as 6.5 or a fraction such as 13/2.")
        if abs(number - Fraction(self.answer)) <= Fraction(self.tolerance):
            return Verdict(True, f"Right. {self.explanation}")
        return Verdict(False, f"Not quite. {self.explanation}")


def parse_number(response: int | str | float | Fraction) -> Fraction | None:
    """A typed number as an exact fraction (``"8/25"``, ``"0.32"``, ``"32%"``), or None if it is none."""
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
