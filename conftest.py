"""The lessons' run under nbval (``pytest --nbval-lax notebooks``) also reads every code cell's outputs as a reader of
the lesson's language reads them: no code, card codes, seats counted from 0, English game words or bare rule codes
(``lite/tests/reader_words.py``, issue 31).  The prose is read by ``lite/tests/test_reader_words.py``; the widgets'
own words, drawn only in a browser, by ``lite/tests/test_lessons.py``."""

from __future__ import annotations

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    outcome = yield
    outputs = getattr(item, "test_outputs", None)  # nbval's cells: what the cell printed and showed, once run
    if outputs is None or outcome.excinfo is not None:
        return
    from lite.tests.reader_words import html_reader_text, output_html, reader_problems

    lang = item.path.parent.name if item.path.parent.name in ("pt", "es", "fr", "pt-PT") else "en"
    problems = reader_problems(html_reader_text("".join(output_html(output) for output in outputs)), lang)
    if problems:
        outcome.force_exception(AssertionError(f"{item.name} of {item.path.name} shows a reader: {problems[:5]}"))
