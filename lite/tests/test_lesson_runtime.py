"""The light lesson page's runtime (lite/lesson/lesson.js and the widget bundle of lite/lesson_runtime.py) in Chromium:
a lesson's code cells run in the site's kernel worker, without JupyterLab, their outputs shown as Jupyter shows
them and their widgets live (a click reaches Python, and Python's answer reaches the page).

The pages are rendered here by lite/lesson_page.py, into a copy of the built site made of links to its files plus a
folder of its own (``lesson-runtime-test/``: the runtime's files, the pages, a Portuguese one a folder further down).
"""

from __future__ import annotations

import json
import re

import pytest

from lite.tests.site_fixtures import SITE, browser, chromium, linked_copy, playwright_instance  # noqa: F401

from lite import lesson_page
from lite import lesson_runtime
from lite import site_server

LESSONS = {"en": "01-cards-and-the-deal.ipynb", "pt": "pt/01-cartas-e-a-distribuicao.ipynb"}
FOLDER = "lesson-runtime-test"
LESSON_TIMEOUT_MS = 90_000
DONE = "() => ['ready', 'failed'].includes(document.body.dataset.crispLesson)"


def kernel_config(names: dict) -> dict:
    """The runtime's kernel configuration: the site's own (a built light page's, whose URLs are relative to lessons/,
    one below the site's root, as the runtime's folder here), and the widget bundle."""
    page = (SITE / "lessons" / "01-cards-and-the-deal.html").read_text(encoding="utf-8")
    site = json.loads(re.search(r'<script type="application/json" id="crisp-kernel">(.*?)</script>', page, re.S)[1])
    return {**{key: site[key] for key in ("worker", "pyodide", "index", "packages", "initialize", "messages")},
            "widgets": names["widgets"]}


def write_page(folder, path: str, notebook: dict, names: dict, kernel: dict) -> None:
    """``notebook``'s page as lite/lesson_page.py renders it, at ``path`` under ``folder`` (the runtime's)."""
    up = "../" * path.count("/")
    page = lesson_page.render(notebook, root="../" + up, notebook_path=path.replace(".html", ".ipynb"),
                              kernel=kernel, scripts=[up + names["lesson"]], styles=[up + names["css"]])
    (folder / path).parent.mkdir(parents=True, exist_ok=True)
    (folder / path).write_text(page, encoding="utf-8")


def notebook_of(*cells: str) -> dict:
    return {"cells": [{"cell_type": "code", "source": code} for code in cells], "metadata": {}}


ERROR_CELLS = ["print('before')", "def deal():\n    return 1 / 0\ndeal()", "print('never')"]
# What the page must show as Jupyter does: kernel text stays text (its "<b>" too), consecutive prints are one block,
# stderr is marked, a display updated by its id shows its last value, clear_output(wait=True) clears at the next
# output, HTML from the kernel is HTML, and what a widget's callback prints shows under the widget's cell.
OUTPUT_CELLS = [
    "class Tagged:\n    def __repr__(self):\n        return '<b>not bold</b>'\nTagged()",
    "import sys\nprint('one')\nprint('two')\nprint('oops', file=sys.stderr)",
    "from IPython.display import HTML, clear_output, display\nshown = display('first', display_id=True)",
    "shown.update('second')\nprint('gone')\nclear_output(wait=True)\nprint('kept')",
    "HTML('<em class=\"from-python\">emphasis</em>')",
    "import ipywidgets\nsay = ipywidgets.Button(description='Say')\nsay.on_click(lambda _: print('clicked'))\nsay",
]


@pytest.fixture(scope="module")
def lesson_site(tmp_path_factory):
    """A copy of the built site (hard links to its files, and the lesson page's assets if it has none) with
    lesson-runtime-test/: the runtime's files and the test pages; served on 127.0.0.1: yields the URL of its
    lesson-runtime-test/."""
    if not (SITE / "notebooks" / "index.html").exists():
        pytest.fail(f"the site is not built in {SITE}: run python3 -m lite.build first (or set CRISP_SITE)")
    root = tmp_path_factory.mktemp("lesson-site")
    linked_copy(SITE, root)
    if not (root / "lessons").exists():
        lesson_page.copy_assets(root / "lessons")
    folder = root / FOLDER
    folder.mkdir()
    names = lesson_runtime.bundle(folder)
    kernel = kernel_config(names)
    for name in LESSONS.values():
        write_page(folder, name.replace(".ipynb", ".html"),
                   json.loads((SITE / "files" / name).read_text(encoding="utf-8")), names, kernel)
    write_page(folder, "error.html", notebook_of(*ERROR_CELLS), names, kernel)
    write_page(folder, "outputs.html", notebook_of(*OUTPUT_CELLS), names, kernel)
    write_page(folder, "no-worker.html", notebook_of("print(1)"), names, {**kernel, "worker": "no-such-worker.js"})
    server = site_server.start(root)
    yield f"{server.url}/{FOLDER}"
    server.shutdown()


def open_lesson(browser, url: str):
    page = browser.new_page()
    page.goto(url)
    page.wait_for_function(DONE, timeout=LESSON_TIMEOUT_MS, polling=100)
    return page


def outputs(page, index: int):
    return page.locator(f'.crisp-cell[data-cell="{index}"] .crisp-output')


@pytest.mark.parametrize("lang", sorted(LESSONS))
def test_lesson_01_runs_and_its_quiz_answers_a_click(browser, lesson_site, lang):
    page = open_lesson(browser, f"{lesson_site}/{LESSONS[lang].replace('.ipynb', '.html')}")
    assert page.evaluate("document.body.dataset.crispLesson") == "ready", page.inner_text(".crisp-lesson-status")
    assert page.locator(".crisp-lesson-status").inner_text() == ""
    assert page.locator(".crisp-error, [data-stream=stderr]").count() == 0
    assert page.locator(".crisp-output .widget-button").count() >= 7  # a Check button per quiz
    assert page.locator(".crisp-output .widget-radio-box").count() >= 5
    assert page.locator(".crisp-output .widget-html").count() >= 10
    assert page.locator(".crisp-output pre.crisp-stream", has_text="A♣=1 2♣=2 3♣=3").count() == 1

    # the first quiz with choices: pick one, click Check; Python judges that choice and writes its feedback
    quiz = page.locator(".crisp-output .widget-vbox:has(> .widget-radio)").first
    feedback = quiz.locator(".widget-html").nth(1)
    assert feedback.inner_text() == ""
    quiz.locator("input[type=radio]").nth(1).check()
    quiz.locator("button.widget-button").first.click()
    page.wait_for_function("(box) => box.innerText.trim() !== ''", arg=feedback.element_handle(), timeout=10_000,
                           polling=50)
    assert feedback.inner_text()[0] in "✓✗"
    assert page.locator(".crisp-error, [data-stream=stderr]").count() == 0

def test_a_cell_that_raises_fails_the_lesson_and_shows_its_traceback(browser, lesson_site):
    page = open_lesson(browser, f"{lesson_site}/error.html")
    assert page.evaluate("document.body.dataset.crispLesson") == "failed"
    assert page.locator(".crisp-lesson-status[role=status]").inner_text() == lesson_page.lesson_words("en")["failed"]
    assert outputs(page, 0).inner_text().strip() == "before"
    traceback = outputs(page, 1).locator("pre.crisp-error").text_content()
    assert "ZeroDivisionError" in traceback and "deal()" in traceback
    assert "\x1b" not in traceback  # the colour codes are gone
    assert outputs(page, 2).inner_text() == ""  # the cells after it do not run


def test_a_kernel_that_cannot_start_fails_the_lesson_and_says_why(browser, lesson_site):
    page = browser.new_page()
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(f"{lesson_site}/no-worker.html")
    page.wait_for_function(DONE, timeout=10_000, polling=100)
    assert page.evaluate("document.body.dataset.crispLesson") == "failed"
    # a worker script that cannot be had: the page cannot tell a missing file from a cut network
    assert page.locator(".crisp-lesson-status").inner_text() == lesson_page.lesson_words("en")["unreachable"]
    assert any("the kernel's worker could not load: no-such-worker.js" in error for error in errors), errors


def test_outputs_show_as_jupyter_shows_them_and_kernel_text_stays_text(browser, lesson_site):
    page = open_lesson(browser, f"{lesson_site}/outputs.html")
    assert page.evaluate("document.body.dataset.crispLesson") == "ready"
    assert outputs(page, 0).text_content() == "<b>not bold</b>"
    assert outputs(page, 0).locator("b").count() == 0
    streams = outputs(page, 1).locator("pre.crisp-stream")
    assert streams.evaluate_all("pres => pres.map(p => [p.dataset.stream, p.textContent])") == [
        ["stdout", "one\ntwo\n"], ["stderr", "oops\n"]]
    assert outputs(page, 2).text_content() == "'second'"  # the display, updated by its id from the next cell
    assert outputs(page, 3).text_content() == "kept\n"
    assert outputs(page, 4).locator("em.from-python").text_content() == "emphasis"
    outputs(page, 5).locator("button.widget-button").click()
    assert outputs(page, 5).locator("pre.crisp-stream").text_content(timeout=10_000) == "clicked\n"
