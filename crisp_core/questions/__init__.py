"""The lessons' check-yourself questions, one module per lesson (``lesson01`` ... ``lesson10``).

Each module defines ``QUESTIONS``, a tuple of :class:`crisp_core.quiz.Question`; keys start with
the lesson's number (``"05.tie"``).  :func:`question` finds one by key.
"""

from __future__ import annotations

from functools import cache

from ..lesson_parts import collect
from ..quiz import Question


@cache
def all_questions() -> dict[str, Question]:
    """Every question of every lesson module, by key."""
    return collect(__name__, __path__, "QUESTIONS")


def question(key: str) -> Question:
    """The question with this key."""
    questions = all_questions()
    if key not in questions:
        raise KeyError(f"no question {key!r}; known: {', '.join(sorted(questions))}")
    return questions[key]
