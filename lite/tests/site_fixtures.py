"""Browser tests of the built site: Debian's Chromium driven by Playwright, the site served on 127.0.0.1.

Every test fails if the page or its workers ask any host other than 127.0.0.1/localhost: such
requests are refused and recorded, and checked at the end of each test.  Chromium is launched once
per test session; every test gets a fresh browser context (its own empty profile: no cache, no
storage, no service worker).

``run_light_lesson`` opens a lesson's light page (``lessons/<path>.html``, where the landing page sends a reader),
waits for it to run and fails on any error or stderr output or any widget that does not render;
``click_light_widget_button`` clicks a button of one of its widgets and waits for the widgets to change;
``light_phone_problems`` tells what it shows badly on a phone.  ``run_in_notebook_app`` and ``click_widget_button``
do the same for a lesson in JupyterLite's notebooks app (where "Edit in JupyterLab" leads).
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from lite import site_server

ROOT = Path(__file__).resolve().parent.parent.parent
NOTEBOOKS = ROOT / "notebooks"
SITE = Path(os.environ.get("CRISP_SITE", ROOT / "lite" / "_output"))  # another built copy: CRISP_SITE=<folder>
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1280, "height": 900}
LOCAL = {"127.0.0.1", "localhost"}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def serve_site(base: str = "/", sent: list[int] | None = None):
    """The built site served on a free port of 127.0.0.1 (a daemon thread) under the URL path ``base``, as
    ``python3 -m lite.site_server`` serves it (cache headers of README's "Hosting the site"); returns the server
    (call ``shutdown()`` when done) and the site's URL without its final slash; ``sent`` (a list ``[0]``) counts
    the bytes the server sends."""
    server = site_server.start(SITE, base, sent=sent)
    return server, server.url


def linked_copy(source: Path, target: Path) -> None:
    """``source``'s files in ``target`` as hard links (a copy where the disk cannot link): a site a test changes
    without copying 90 MB.  Not symbolic links, which the site's server refuses when they lead out of the site.  A
    file to change must be unlinked first: writing through a hard link changes the built site."""
    def link(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)
    shutil.copytree(source, target, copy_function=link, dirs_exist_ok=True)


def launch_chromium(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)


# For a Chromium whose HTTP cache must work as a reader's does (benchmarks): every request to a host that is not
# the loopback goes to a proxy that is not there, and fails.  (Routing requests, as ``guard`` does, turns
# Playwright's HTTP cache off.)
OFFLINE_FLAGS = ["--proxy-server=http://127.0.0.1:9"]
# A class served over plain http from a laptop, as a student's browser meets it: Chromium maps this LAN-style name
# to 127.0.0.1 (``--host-resolver-rules``), and a page under it is not a secure context, as on a school's network.
LAN_NAME = "crisp-class.lan"


def is_outside(url: str) -> bool:
    return not url.startswith(("data:", "blob:")) and urlparse(url).hostname not in LOCAL


def record_outside(context) -> list[str]:
    """Record (not refuse) every request of ``context`` to a host that is not local; returns the list of URLs."""
    outside: list[str] = []
    context.on("request", lambda request: outside.append(request.url)
               if is_outside(request.url) and request.url not in outside else None)
    return outside


def guard(context) -> list[str]:
    """Refuse and record every request of ``context`` (pages and workers) to a host that is not local.

    Returns the list the outside URLs are appended to."""
    outside = record_outside(context)

    def check(route) -> None:
        if not is_outside(route.request.url):
            route.continue_()
        else:
            if route.request.url not in outside:
                outside.append(route.request.url)
            route.abort()

    context.route("**/*", check)
    return outside


# What the kernel's import fallback says when it fetches a full file (lite/import_fallback.py kernel_loader)
MISSING_FROM_LESSON_FILES = "is not in the lessons' small files"
PLUGIN_FAILED = re.compile(r"Plugin '[^']+' failed to activate")  # lumino's PluginRegistry


def fresh_context(chromium):
    """A new, empty browser context (fresh profile) with the outside-request guard on ``.outside_requests``."""
    context = chromium.new_context(viewport=VIEWPORT)
    context.outside_requests = guard(context)
    return context


@pytest.fixture(scope="session")
def site_url():
    """The built site (``python3 -m lite.build``) served on a free port of 127.0.0.1."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python3 -m lite.build first")
    server, url = serve_site()
    yield url
    server.shutdown()


# Test modules import these fixtures, so pytest sees one session fixture per module: they share one
# Playwright and one Chromium here (two sync Playwrights cannot run at once), stopped with the last user.
_shared: dict = {"users": 0}


@pytest.fixture(scope="session")
def playwright_instance():
    if not _shared["users"]:
        _shared["playwright"] = sync_playwright().start()
    _shared["users"] += 1
    yield _shared["playwright"]
    _shared["users"] -= 1
    if not _shared["users"]:
        if "chromium" in _shared:
            _shared.pop("chromium").close()
        _shared.pop("playwright").stop()


@pytest.fixture(scope="session")
def chromium(playwright_instance):
    """Debian's Chromium, launched once per session."""
    if "chromium" not in _shared or not _shared["chromium"].is_connected():
        _shared["chromium"] = launch_chromium(playwright_instance)
    return _shared["chromium"]


@pytest.fixture(scope="module")
def student_browser(playwright_instance):
    """A Chromium that reaches the site by :data:`LAN_NAME` (plain http, not a secure context), as a student's."""
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                  args=FLAGS + [f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    yield browser
    browser.close()


def hidden_where_not_served(page, url: str, asked: str, box: str) -> None:
    """Open ``url``, see the page ask for ``asked`` (a path of the classroom server's) and get 404, then check that
    the element ``box`` stays hidden."""
    with page.expect_response(lambda response: response.url.endswith(asked)) as answer:
        page.goto(url)
    assert answer.value.status == 404
    page.wait_for_timeout(300)  # the answer handled
    assert page.is_hidden(box)


@pytest.fixture
def browser(chromium):
    """A fresh browser context (empty profile) whose every request is recorded; outside hosts are refused; a
    lesson's kernel that fetches a full file (a module the lessons' small files left out) fails the test, and so
    does a JupyterLab plugin that fails to start (one that needs a plugin build.py leaves out, for instance)."""
    context = fresh_context(chromium)
    fetched: list[str] = []
    failed: list[str] = []
    context.on("console", lambda message: fetched.append(message.text) if MISSING_FROM_LESSON_FILES in message.text
               else failed.append(message.text.splitlines()[0]) if PLUGIN_FAILED.search(message.text) else None)
    yield context
    context.close()
    assert context.outside_requests == [], f"requests to outside hosts: {context.outside_requests}"
    assert not fetched, f"the lessons' small files are out of date: run python3 -m lite.trace_lesson_imports ({fetched})"
    assert not failed, f"JupyterLab plugins failed to start: {failed}"



@pytest.fixture
def portuguese_browser(chromium):
    """A fresh browser context whose browser speaks Brazilian Portuguese; outside hosts are refused."""
    context = chromium.new_context(viewport=VIEWPORT, locale="pt-BR")
    context.outside_requests = guard(context)
    yield context
    context.close()
    assert context.outside_requests == [], f"requests to outside hosts: {context.outside_requests}"

# --- lessons in the JupyterLite notebooks app ------------------------------------------------------------------

STDERR = "application/vnd.jupyter.stderr"
WIDGET_RENDER_S = 20.0  # once all cells have run, the longest a widget may still say "Loading widget..."


AXE = ROOT / "lite" / "node_modules" / "axe-core" / "axe.min.js"
VIOLATIONS = ("async (selector) => (await axe.run(selector ? [...document.querySelectorAll(selector)] : document))"
              ".violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => "
              "n.target.join(' ') + ' ' + (n.failureSummary || '').slice(0, 160))}))")


def axe_violations(page, selector: str | None = None) -> list:
    """axe-core's violations on the page as it is now, or in the elements ``selector`` matches (the script is added
    once per document)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate(VIOLATIONS, selector)


def english_fragments(lang: str) -> set[str]:
    """Pieces of every English text the lessons show (widgets, tables, printed words) that ``lang`` says
    otherwise: the literal runs of 8 or more characters between placeholders."""
    from crisp_core.games import names
    from crisp_core.locale import TEXTS
    from crisp_core.translations.words import words
    names()  # every game registered, its own words added to TEXTS
    pairs = [(en, TEXTS[lang][key]) for key, en in TEXTS["en"].items()] + list(words(lang).items())
    found = set()
    for en, other in pairs:
        for run in re.split(r"\{[^}]*\}", en):
            run = run.strip(" .,:;()")
            if len(run) >= 8 and re.search(r"[a-z]{3}", run) and run not in other:
                found.add(run)
    return found


class LessonError(AssertionError):
    """A lesson did not run cleanly in the browser."""


def lesson_names(lang: str = "en") -> list[str]:
    """The lessons in ``lang`` as paths under notebooks/ (English: ``notebooks/*.ipynb``; others:
    ``notebooks/<lang>/*.ipynb``), sorted."""
    folder = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    return sorted(p.relative_to(NOTEBOOKS).as_posix() for p in folder.glob("[0-9][0-9]-*.ipynb"))


def lesson_source(name: str) -> dict:
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))


def _cell_sources(notebook: dict) -> list[tuple[str, str]]:
    return [(c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list) else c["source"])
            for c in notebook["cells"]]


def built_lesson(name: str) -> dict:
    """The lesson as the built site serves it; fails if it is missing there or differs from ``notebooks/``."""
    built = SITE / "files" / name
    if not built.exists():
        raise LessonError(f"{name} is not in the built site: run python3 -m lite.build")
    notebook = json.loads(built.read_text(encoding="utf-8"))
    source = NOTEBOOKS / name
    if source.exists() and _cell_sources(json.loads(source.read_text(encoding="utf-8"))) != _cell_sources(notebook):
        raise LessonError(f"the built site's {name} differs from notebooks/{name}: run python3 -m lite.build")
    return notebook


# Run in the page.  Marks every code cell whose input prompt has shown "[*]" (scheduled or running) with
# data-crisp-started, so that a prompt number saved in the notebook is never taken for "this cell ran".  A cell
# may show "[*]" and its new number within one task (a warm kernel runs it at once): the mutation records, not
# the prompt's text when the observer runs, tell that it showed "[*]".
_WATCH_PROMPTS = """() => {
  if (window.__crispPromptWatch) return;
  const prompt = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('.jp-CodeCell .jp-InputPrompt');
  const mark = (node) => { const p = node && prompt(node); if (p) p.closest('.jp-CodeCell').dataset.crispStarted = '1'; };
  const markShown = () => {
    for (const p of document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')) {
      if (p.textContent.includes('[*]')) mark(p);
    }
  };
  window.__crispPromptWatch = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') {
        if ((r.oldValue || '').includes('[*]') || (r.target.data || '').includes('[*]')) mark(r.target);
      } else if ([...r.addedNodes, ...r.removedNodes].some((n) => (n.textContent || '').includes('[*]'))) {
        mark(r.target);
      }
    }
    markShown();
  });
  window.__crispPromptWatch.observe(document.querySelector('.jp-Notebook'),
                                    {subtree: true, childList: true, characterData: true, characterDataOldValue: true});
  markShown();
}"""

# Run in the page: whether an output (.jp-OutputArea-output) is a widget still loading, or one that failed;
# the widget manager writes these texts into the output itself.
_WIDGET_LOADING = "(o) => o.children.length === 0 && o.textContent.trim().startsWith('Loading widget')"
_WIDGET_FAILED = "(o) => o.textContent.trim().startsWith('Error displaying widget')"

# Run in the page: the state of every cell.  Uses textContent (not innerText): cells out of view are
# skipped by content-visibility, and innerText would read them as empty.
_CELLS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
  .filter(c => !c.parentElement.closest('.jp-Cell'))
  .map(c => {
    const code = c.classList.contains('jp-CodeCell');
    const prompt = c.querySelector('.jp-InputPrompt');
    const outputs = [...c.querySelectorAll('.jp-OutputArea-output')];
    const bad = outputs.find(o => o.getAttribute('data-mime-type') === '%(stderr)s'
        || o.querySelector('.ansi-red-fg, .ansi-red-intense-fg') && /Error|Traceback/.test(o.textContent)
        || /Traceback \\(most recent call last\\)/.test(o.textContent) || (%(failed)s)(o));
    return {code, started: c.dataset.crispStarted === '1',
            prompt: prompt ? prompt.textContent.trim() : '',
            error: bad ? (bad.getAttribute('data-mime-type') || 'output') + ': ' + bad.textContent.slice(0, 3000) : null,
            loading: outputs.some(%(loading)s)};
  })""" % {"stderr": STDERR, "failed": _WIDGET_FAILED, "loading": _WIDGET_LOADING}

# Run in the page with {want: [does cell i have to run], saved: [cell i's execution count in the served notebook]}:
# null while cells are still to run; {state: 'error'} as soon as an output is an error; {state: 'ran'} once every
# cell to run has run.  A cell has run once its prompt shows a number it did not have when served, or any number after
# showing "[*]" (the site serves lessons without execution counts; "[*]" can pass unseen in a cell out of view).
_PROGRESS = """({want, saved}) => {
  const cells = (%s)();
  if (cells.length !== want.length) return null;
  if (cells.some(c => c.error)) return {state: 'error', cells};
  const number = (c) => /^\\[\\d+\\]:$/.test(c.prompt) ? Number(c.prompt.slice(1, -2)) : null;
  const ran = (c, i) => number(c) !== null && (c.started || saved[i] === null || number(c) !== saved[i]);
  if (want.every((w, i) => !w || ran(cells[i], i))) return {state: 'ran', cells};
  return null;
}""" % _CELLS

# Run in the page: true once the session has a kernel; a dialog (such as "Select Kernel", shown for a notebook
# whose metadata names no language the site has a kernel for) is returned as its text.
_KERNEL_SET = """() => {
  const dialog = document.querySelector('.jp-Dialog');
  if (dialog) return {dialog: dialog.textContent.trim().slice(0, 300)};
  const name = document.querySelector('.jp-KernelName');
  const status = document.querySelector('.jp-Notebook-ExecutionIndicator');
  return name && status && name.textContent.trim() !== '' && name.textContent.trim() !== 'No Kernel';
}"""

def _describe(cells: list[dict]) -> str:
    return "input prompts " + ", ".join(f"cell {i} {c['prompt'] or '(none)'}" for i, c in enumerate(cells) if c["code"])


def _raise_on_errors(name: str, cells: list[dict]) -> None:
    for i, cell in enumerate(cells):
        if cell["error"]:
            code_index = sum(c["code"] for c in cells[:i])
            raise LessonError(f"{name}: cell {i} (0-based; code cell {code_index}, prompt {cell['prompt'] or '[ ]:'})"
                              f" has error or stderr output:\n{cell['error']}")


def _wait(page, expression: str, arg=None, timeout_s: float = 30.0, polling: float = 100):
    return page.wait_for_function(expression, arg=arg, timeout=timeout_s * 1000, polling=polling).json_value()


def notebook_app_url(site_url: str, notebook_name: str) -> str:
    """Where "Edit in JupyterLab" leads: a lesson (a path under notebooks/) in JupyterLite's notebooks app."""
    return f"{site_url}/notebooks/index.html?path={notebook_name}"


def run_in_notebook_app(page, site_url: str, notebook_name: str, timeout_s: float = 90.0) -> float:
    """Open ``notebook_name`` (a path under notebooks/) in JupyterLite's notebooks app, as JupyterLite ships it, run
    all its cells from the app's Run menu (Run All Cells), and wait until every code cell has run and every widget
    has rendered; return the seconds from navigation to then.

    Raises ``LessonError`` naming the notebook and the cell if any output is an error or stderr, if a widget fails to
    display or is still loading once all cells have run, or if the cells do not all run within ``timeout_s``.  Empty
    code cells are not expected to run."""
    notebook = built_lesson(notebook_name)
    progress = {"want": [kind == "code" and text.strip() != "" for kind, text in _cell_sources(notebook)],
                "saved": [cell.get("execution_count") for cell in notebook["cells"]]}
    start = time.perf_counter()
    deadline = start + timeout_s

    def left() -> float:
        return max(deadline - time.perf_counter(), 0.1)

    try:
        page.goto(notebook_app_url(site_url, notebook_name))
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=left() * 1000)
        page.evaluate(_WATCH_PROMPTS)
        kernel = _wait(page, _KERNEL_SET, timeout_s=left())
    except PlaywrightError as error:
        raise LessonError(f"{notebook_name}: the notebook or its kernel did not come up: {error}") from None
    if kernel is not True:
        raise LessonError(f"{notebook_name}: a dialog opened instead of the kernel: {kernel['dialog']!r}"
                          " (a lesson's metadata needs kernelspec and language_info for Python)")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()  # the app's menu, in English
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    try:
        _wait(page, _PROGRESS, arg=progress, timeout_s=left())
    except PlaywrightError as error:
        if "Timeout" not in str(error):
            raise
        raise LessonError(f"{notebook_name}: not every code cell ran within {timeout_s:.0f} s:"
                          f" {_describe(page.evaluate(_CELLS))}") from None
    _raise_on_errors(notebook_name, page.evaluate(_CELLS))
    # the outputs of the last cells may still be rendering their widgets
    try:
        page.wait_for_function(
            f"() => ![...document.querySelectorAll('.jp-OutputArea-output')].some({_WIDGET_LOADING})",
            timeout=min(left(), WIDGET_RENDER_S) * 1000, polling=100)
    except PlaywrightError:
        pass
    seconds = time.perf_counter() - start
    cells = page.evaluate(_CELLS)
    _raise_on_errors(notebook_name, cells)
    stuck = [i for i, c in enumerate(cells) if c["loading"]]
    if stuck:
        raise LessonError(f"{notebook_name}: cell {stuck[0]} (0-based) still says 'Loading widget...'"
                          f" {WIDGET_RENDER_S:.0f} s after all cells ran: a widget never rendered")
    return seconds


_WIDGET_TEXT = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
  .filter(o => o.querySelector('.jupyter-widgets'))
  .map(o => o.textContent + [...o.querySelectorAll('input, select, textarea')].map(e => e.value).join('|'))"""


PHONE = {"width": 375, "height": 740}

# Run in the page, inside a loop over printed outputs' <pre> elements (``pre``): a word of ``pre`` that a line break
# cut in two goes into ``problems``.
_SPLIT_WORDS = """    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/[^\\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`a printed word split across two lines: ${match[0]}`);
      }
    }
"""

def widgets_rendered(page) -> int:
    """How many widget outputs rendered (a widget's own DOM, not an error message)."""
    return page.locator(".jp-OutputArea-output .jupyter-widgets[class*='widget-']").count()


def click_widget_button(page, timeout_s: float = 10.0, notebook_name: str = "the notebook") -> tuple[str, str]:
    """Click the first enabled widget button of the notebook; wait until the widgets' output changes.

    Returns the text of the widget outputs (with their inputs' values) before and after the click; raises
    ``LessonError`` if there is no widget button, if nothing changes within ``timeout_s``, or if an output
    is an error afterwards."""
    buttons = page.locator(".jp-OutputArea-output button.jupyter-button:not([disabled])")
    if not buttons.count():
        raise LessonError(f"{notebook_name}: no enabled button in any widget output")
    before = page.evaluate(_WIDGET_TEXT)
    label = buttons.first.text_content()
    buttons.first.click()
    try:
        page.wait_for_function(f"(before) => JSON.stringify(({_WIDGET_TEXT})()) !== JSON.stringify(before)",
                               arg=before, timeout=timeout_s * 1000, polling=50)
    except PlaywrightError:
        raise LessonError(f"{notebook_name}: clicking the widget button {label!r} changed nothing within"
                          f" {timeout_s:.0f} s") from None
    after = page.evaluate(_WIDGET_TEXT)
    _raise_on_errors(f"{notebook_name}, after clicking {label!r}", page.evaluate(_CELLS))
    return "\n".join(before), "\n".join(after)


def widget_lesson() -> str:
    """The first lesson (sorted) that shows the package's widgets."""
    for name in lesson_names():
        if "crisp_core.widgets" in (NOTEBOOKS / name).read_text(encoding="utf-8"):
            return name
    raise LessonError("no lesson in notebooks/ uses crisp_core.widgets")


def run_lesson_and_click(page, site_url: str, notebook_name: str | None = None) -> tuple[str, str]:
    """Open a lesson with widgets on its light page, let it run, click a widget button; return the widgets' text
    before and after the click (raises if it never changes)."""
    notebook_name = notebook_name or widget_lesson()
    run_light_lesson(page, site_url, notebook_name)
    return click_light_widget_button(page, notebook_name)


# --- lessons on their light pages (lessons/<path>.html, lite/lesson/lesson.js) ----------------------------------

LIGHT_OUTPUTS = ".crisp-output"
# Run in the page: the first cell whose outputs hold an error or stderr, or a widget that did not render (lesson.js
# marks errors with .crisp-error and stderr with data-stream="stderr"; a widget's item is .crisp-widget), as
# {cell, problem, text}; null when every output is clean.
_LIGHT_FIRST_PROBLEM = """() => {
  for (const output of document.querySelectorAll('.crisp-cell[data-cell] .crisp-output')) {
    const cell = output.closest('.crisp-cell').dataset.cell;
    const bad = output.querySelector('.crisp-error, [data-stream="stderr"]');
    if (bad) return {cell, problem: bad.classList.contains('crisp-error') ? 'an error' : 'stderr output',
                     text: bad.textContent.slice(0, 3000)};
    const widget = [...output.querySelectorAll('.crisp-widget')].find(w => !w.querySelector('.jupyter-widgets'));
    if (widget) return {cell, problem: 'a widget that did not render', text: widget.textContent.slice(0, 300)};
  }
  return null;
}"""


def light_lesson_url(site_url: str, name: str) -> str:
    """The URL of the light page of a lesson (``name``: a path under notebooks/, such as ``pt/01-….ipynb``)."""
    return f"{site_url}/lessons/{name.removesuffix('.ipynb')}.html"


def light_lesson_state(page) -> str | None:
    """Where the light page's lesson stands: "starting", "running", "ready", "failed" (None before lesson.js)."""
    return page.evaluate("() => document.body.dataset.crispLesson || null")


def run_light_lesson(page, site_url: str, name: str, timeout_s: float = 60.0, navigate: bool = True) -> float:
    """Open the light page of lesson ``name`` (a path under notebooks/) and wait until it is "ready" or "failed";
    return the seconds from navigation (without ``navigate``: the page is already on its way there, and the seconds
    count from this call).

    Raises ``LessonError`` naming the lesson, the cell and its text if the lesson failed, if any output is an error
    or stderr, if a widget did not render, or if the lesson is not ready within ``timeout_s``."""
    start = time.perf_counter()
    if navigate:
        page.goto(light_lesson_url(site_url, name), wait_until="commit")
    try:
        page.wait_for_function("() => ['ready', 'failed'].includes(document.body?.dataset.crispLesson)",
                               timeout=timeout_s * 1000, polling=50)
    except PlaywrightError:
        state = light_lesson_state(page)
        raise LessonError(f"{name}: the light page was not ready within {timeout_s:.0f} s (it says {state!r})"
                          ) from None
    seconds = time.perf_counter() - start
    problem = page.evaluate(_LIGHT_FIRST_PROBLEM)
    if problem:
        raise LessonError(f"{name}: code cell {problem['cell']} shows {problem['problem']}: {problem['text']}")
    if light_lesson_state(page) == "failed":
        status = page.evaluate("() => document.querySelector('.crisp-lesson-status')?.textContent")
        raise LessonError(f"{name}: the light page says the lesson failed ({status!r}), with no error in its"
                          " outputs (see the browser's console)")
    return seconds


_LIGHT_WIDGET_TEXT = """() => [...document.querySelectorAll('.crisp-output .crisp-widget')]
  .map(o => o.textContent + [...o.querySelectorAll('input, select, textarea')]
    .map(e => e.type === 'radio' ? String(e.checked) : e.value).join('|'))"""


def light_widget_text(page) -> str:
    """The text of a light lesson page's widgets, with their inputs' values (a radio button's: checked or not)."""
    return "\n".join(page.evaluate(_LIGHT_WIDGET_TEXT))


def click_light_widget_button(page, name: str = "the lesson", timeout_s: float = 10.0) -> tuple[str, str]:
    """Click the first enabled widget button of a light lesson page (a quiz's Check: after choosing its first
    answer); wait until the widgets' text changes.  Returns the widgets' text (with their inputs' values) before and
    after the click; raises ``LessonError`` if there is no such button, if nothing changes within ``timeout_s``, or
    if an output is an error afterwards."""
    button = page.locator(f"{LIGHT_OUTPUTS} button.jupyter-button:not([disabled])").first
    if not button.count():
        raise LessonError(f"{name}: no enabled button in any widget output")
    radios = page.locator(".crisp-widget", has=button).locator("input[type=radio]")
    if radios.count() and not any(radios.nth(i).is_checked() for i in range(radios.count())):
        radios.first.check()
    # the widgets' texts as a list: a widget's own text may hold line breaks (its <style>), so the joined text is
    # no way back to the list the wait compares with
    before = page.evaluate(_LIGHT_WIDGET_TEXT)
    label = button.text_content()
    button.click()
    try:
        page.wait_for_function(f"(before) => JSON.stringify(({_LIGHT_WIDGET_TEXT})()) !== JSON.stringify(before)",
                               arg=before, timeout=timeout_s * 1000, polling=50)
    except PlaywrightError:
        raise LessonError(f"{name}: clicking the widget button {label!r} changed nothing within {timeout_s:.0f} s"
                          ) from None
    problem = page.evaluate(_LIGHT_FIRST_PROBLEM)
    if problem:
        raise LessonError(f"{name}, after clicking {label!r}: code cell {problem['cell']} shows"
                          f" {problem['problem']}: {problem['text']}")
    return "\n".join(before), light_widget_text(page)


# What a light lesson page shows badly on a phone: anything reaching past the screen's right edge that is not inside
# a box one scrolls sideways (a formula, a table, an output; KaTeX's MathML, for screen readers, is never shown), a
# printed output's word cut by a line break ("9c=" / "9"; a break after a hyphen, as in "3c-4d-" / "5s", is the
# ordinary way), and the widgets' controls smaller than lesson.css makes them on a phone: buttons, text boxes and
# menus 44 px high (WCAG's target size), with labels not cut short, radio buttons 20 px.
LIGHT_PHONE_PROBLEMS = """() => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const scrolls = (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
  const inScrollBox = (e) => { for (let a = e.parentElement; a; a = a.parentElement) {
    if (scrolls(a) && a.getBoundingClientRect().right <= width + 1) return true; } return false; };
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  }
  for (const e of document.querySelectorAll('main#lesson *')) {
    const rect = e.getBoundingClientRect();
    if (rect.width && rect.right > width + 1 && !inScrollBox(e) && !e.closest('.katex-mathml')) {
      const name = e.className?.baseVal ?? e.className;
      problems.push(`wider than the phone: <${e.tagName.toLowerCase()} class="${name}">`);
      if (problems.length > 8) break;
    }
  }
  for (const pre of document.querySelectorAll('.crisp-output pre')) {
""" + _SPLIT_WORDS + """  }
  const shown = (e) => e.offsetParent !== null;
  for (const button of document.querySelectorAll('.crisp-output button')) {
    if (!shown(button)) continue;
    const label = button.textContent.trim();
    if (button.scrollWidth > button.clientWidth + 1) problems.push(`a button's label is cut short: ${label}`);
    const height = button.getBoundingClientRect().height;
    if (height < 44) problems.push(`a button too small to tap (${Math.round(height)} px): ${label}`);
  }
  const boxes = '.crisp-output input:not([type=radio]):not([type=checkbox]), .crisp-output select';
  for (const box of document.querySelectorAll(boxes)) {
    const height = box.getBoundingClientRect().height;
    if (shown(box) && height < 44) problems.push(`a box or menu too small to tap (${Math.round(height)} px)`);
  }
  for (const radio of document.querySelectorAll('.crisp-output input[type=radio]')) {
    const height = radio.getBoundingClientRect().height;
    if (shown(radio) && height < 20) problems.push(`a radio button too small to tap (${Math.round(height)} px)`);
  }
  return problems;
}"""


def light_phone_problems(page) -> list[str]:
    """The light lesson page of ``page`` (run) seen on a 375 x 740 phone: what it shows badly there
    (LIGHT_PHONE_PROBLEMS)."""
    page.set_viewport_size(PHONE)
    page.wait_for_function("() => document.documentElement.clientWidth <= 375")
    page.wait_for_timeout(300)  # the widgets lay themselves out again
    return page.evaluate(LIGHT_PHONE_PROBLEMS)


def light_widgets_rendered(page) -> int:
    """How many widget outputs of a light lesson page rendered (a widget's own DOM, not an error message)."""
    return page.locator(".crisp-output .crisp-widget .jupyter-widgets[class*='widget-']").count()
