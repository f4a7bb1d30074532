"""The lessons' check-yourself questions, one module per lesson (``lesson01`` ... ``lesson10``).

Each module defines ``QUESTIONS``, a tuple of :class:`crisp_core.quiz.Question`; keys start with
the lesson's number (``"05.tie"``).  :func:`question` finds one by key.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from ..quiz import Question


@cache
def all_questions() -> dict[str, Question]:
    """Every question of every lesson module, by key."""
    found: dict[str, Question] = {}
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        for q in importlib.import_module(f"{__name__}.{module}").QUESTIONS:
            if q.key in found:
                raise ValueError(f"question key {q.key!r} is used twice")
            found[q.key] = q
    return found


def question(key: str) -> Question:
    """The question with this key."""
    questions = all_questions()
    if key not in questions:
        raise KeyError(f"no question {key!r}; known: {', '.join(sorted(questions))}")
    return questions[key]
