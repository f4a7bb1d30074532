"""The lesson watchdog (lite/lesson/lesson.js watchLesson): a lesson that stops on its way says so in its language,
in its status line, instead of waiting for ever; a lesson that runs never says it.

The lesson is made to stop by never answering the kernel's packages file (static/pyodide/lesson-packages.*.gz): the
kernel's worker then waits for ever, as a worker whose download hangs would.  (Routing requests turns Playwright's
HTTP cache off, which the other tests avoid; here it does not matter.)  The page's test hook ``?test-clock=<factor>``
(as on the play page) makes the watchdog's bounds that many times shorter."""

from __future__ import annotations

import json
import time
from pathlib import Path

from lite import lesson_page
from lite.tests.site_fixtures import (browser, chromium, lesson_names, light_lesson_url, playwright_instance,  # noqa: F401
                                      run_light_lesson, site_url)

LESSON = lesson_names("pt")[0]  # a Portuguese lesson: most readers'
STALL_S = 60.0  # lesson.js watchLesson: STALL_MS, no progress for this long once the kernel's worker answered
FIRST_ANSWER_S = 180.0  # ... and FIRST_ANSWER_MS, before it first answers (it downloads Python meanwhile)
CLOCK = 30  # ?test-clock=: 180 s become 6 s
SLACK_S = 45.0  # the page's own loading on two busy cores, before the watchdog's time counts
STUCK = "() => document.body.dataset.crispLesson === 'stuck'"
NOTE = ".crisp-lesson-status"
PACKAGES = "**/static/pyodide/*-packages.*.gz"  # the lessons' small one, or the full one
KERNEL_WORKER = "comlink.worker."  # the Pyodide kernel's worker script (extensions/@jupyterlite/pyodide-kernel-...)


def catalog(lang: str) -> dict[str, str]:
    return json.loads((Path(__file__).resolve().parent.parent / "site" / "i18n" / f"{lang}.json").read_text())


def hold_packages(context) -> list:
    """Never answer the kernel's packages file; returns the held requests (``route.continue_()`` lets one go)."""
    held: list = []
    context.route(PACKAGES, lambda route: held.append(route))  # registered after the fixture's guard: asked first
    return held


def console_of(page) -> list[str]:
    lines: list[str] = []
    page.on("console", lambda message: lines.append(f"{message.type}: {message.text}"))
    return lines


def test_a_lesson_that_stops_says_so_and_goes_on_when_it_can(browser, site_url):
    """The lesson's status says that the lesson is stuck, in the page's language, once the kernel's worker has sent
    nothing for its bound; then goes back, and the lesson gets ready."""
    held = hold_packages(browser)
    page = browser.new_page()
    lines = console_of(page)
    start = time.perf_counter()
    page.goto(f"{light_lesson_url(site_url, LESSON)}?test-clock={CLOCK}")
    page.wait_for_function(STUCK, timeout=(FIRST_ANSWER_S / CLOCK + SLACK_S) * 1000, polling=100)
    seconds = time.perf_counter() - start
    assert held, "the kernel never asked for its packages file"
    assert seconds >= FIRST_ANSWER_S / CLOCK - 0.5, f"said after {seconds:.1f} s, before its bound"
    assert page.locator(NOTE).inner_text() == catalog("pt")["lesson.stuck"]
    said = [line for line in lines if "lesson watchdog: the lesson is stuck" in line]
    assert said and "the kernel's worker has not answered yet" in said[0], lines[-20:]

    for route in held:
        route.continue_()
    page.wait_for_function("() => document.body.dataset.crispLesson === 'ready'", timeout=120_000, polling=200)
    assert page.locator(NOTE).inner_text() == ""
    # the watchdog says so on its next look (every STALL_S / CLOCK / 4 s), which may come after the lesson is ready
    deadline = time.perf_counter() + 5
    while not any("lesson watchdog: the lesson is moving again" in line for line in lines):
        assert time.perf_counter() < deadline, lines[-20:]
        page.wait_for_timeout(100)


def test_a_kernel_worker_that_fails_is_said_at_once(browser, site_url):
    """An uncaught error in the kernel's worker ends the lesson's start at once: the status says the lesson could
    not start (no waiting for the watchdog's bound), and the console says why."""
    hold_packages(browser)  # the lesson stays on its way (bounds of a minute and more: no test hook)
    page = browser.new_page()
    lines = console_of(page)
    page.goto(light_lesson_url(site_url, LESSON))
    page.wait_for_function("() => ['starting', 'running'].includes(document.body.dataset.crispLesson)",
                           timeout=60_000, polling=100)
    workers = [worker for worker in page.workers if KERNEL_WORKER in worker.url]
    assert workers, [worker.url for worker in page.workers]
    start = time.perf_counter()
    workers[0].evaluate("() => { setTimeout(() => { throw new Error('test: the kernel worker fails'); }); }")
    page.wait_for_function("() => document.body.dataset.crispLesson === 'failed'", timeout=10_000, polling=100)
    assert time.perf_counter() - start < STALL_S / 4
    assert page.locator(NOTE).inner_text() == lesson_page.lesson_words("pt")["failed"]
    assert any("the kernel's worker failed" in line and "test: the kernel worker fails" in line for line in lines), \
        lines[-20:]


def test_a_lesson_that_runs_never_says_it_is_stuck(browser, site_url):
    page = browser.new_page()
    lines = console_of(page)
    # whether <body data-crisp-lesson> ever reads "stuck", even for a moment
    page.add_init_script("""new MutationObserver(() => {
      if (document.body?.dataset.crispLesson === 'stuck') window.__crispWasStuck = true;
    }).observe(document.documentElement, {subtree: true, attributes: true, attributeFilter: ['data-crisp-lesson']});""")
    page.goto(f"{light_lesson_url(site_url, LESSON)}?test-clock=2", wait_until="commit")  # bounds of 30 s and 90 s
    run_light_lesson(page, site_url, LESSON, timeout_s=120, navigate=False)
    assert not page.evaluate("() => Boolean(window.__crispWasStuck)")
    assert not [line for line in lines if "lesson watchdog" in line]
    assert page.locator(NOTE).inner_text() == ""
