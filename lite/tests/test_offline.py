"""The site with the network cut (README, "Offline"): once a reader has opened the play page and a lesson online, the
service worker keeps an offline copy of the site (``lite/kernel/offline-copy.js``), and with the server gone the play
page, that lesson and the lessons never opened come from it; a new build replaces the copy.  A reader who opened only
the play page, a rules page or the landing page has the copy's play part (``lite/site/keep-offline.js``): the play
page, the rules and the landing page.  Without a copy, the play page and a lesson say in one sentence, in the
reader's language, that they cannot load."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from lite.tests.site_fixtures import (SITE, VIEWPORT, browser, chromium, guard, lesson_names, linked_copy, playwright_instance,  # noqa: F401
                           portuguese_browser, run_in_notebook_app, run_light_lesson, site_url)
from lite.tests.test_play import set_up, wait_asked

from lite import site_server
from lite.rules_page import LANGUAGES
from lite.site_catalogue import catalogs


def every_lesson() -> int:
    """How many lessons the landing page lists: each lesson in each of the site's languages."""
    return sum(len(lesson_names(lang)) for lang in LANGUAGES)


READY = "#status[data-state=ready]"
LIGHT_READY = "body[data-crisp-lesson=ready]"  # a light lesson page's lesson has run
COPY_STATE = "() => document.documentElement.dataset.crispOffline"
CACHES = "() => caches.keys()"
# the service worker's script and the JupyterLite version recorded for it in localStorage
REGISTERED = """async () => {
    const script = (await navigator.serviceWorker.ready).active.scriptURL;
    return [script, localStorage.getItem(`${script}-version`)];
}"""
APP_VERSION = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]["appVersion"]
# how offline-copy.js names the whole copy ("all"), its play part ("play") and its app part ("app") in the built
# service worker
COPY_MARKERS = {"all": 'const COPY = "crisp-offline-', "play": 'const PLAY_COPY = "crisp-offline-play-',
                "app": 'const APP_COPY = "crisp-offline-app-'}
SAY_WITHIN_S = 5.0  # "within a few seconds": the most a page may take to say that what it needs cannot be had


def catalog(lang: str) -> dict[str, str]:
    return catalogs()[lang]


class Served:
    """The site on a port of its own, from the folder in ``folder``: a test sets another folder (another build: the
    server starts again on the same port) or None (the network cut: the server stops, closing the connections the
    browser keeps open, and nothing answers on that port)."""

    def __init__(self) -> None:
        self.port = site_server.free_port("127.0.0.1")
        self.url = f"http://127.0.0.1:{self.port}"
        self._folder, self._server = SITE, site_server.start(SITE, port=self.port)

    @property
    def folder(self) -> Path | None:
        return self._folder

    @folder.setter
    def folder(self, folder: Path | None) -> None:
        if self._server:
            self._server.shutdown()
        self._folder, self._server = folder, folder and site_server.start(folder, port=self.port)

    def close(self) -> None:
        self.folder = None


@pytest.fixture
def served():
    """The site served as :class:`Served` says."""
    holder = Served()
    yield holder
    holder.close()


def copy_names(worker: str, digest: str | None = None) -> dict[str, str]:
    """The names of the whole offline copy and of its parts ({"all": …, "play": …, "app": …}) in the service worker's text
    ``worker``, or with ``digest`` in place of their own."""
    names = {}
    for part, marker in COPY_MARKERS.items():
        start = worker.index(marker) + len(marker)
        names[part] = marker.split('"')[1] + (digest or worker[start:start + 16])
    return names


@pytest.fixture
def next_build(tmp_path):
    """The site as a later build serves it: every file the same but the service worker, whose offline copy and its
    parts have other names (a build names each by the files it holds): (its folder, the built site's names, its
    names).  Hard links to the built site, no copy of it."""
    worker = (SITE / "service-worker.js").read_text()
    old, new = copy_names(worker), copy_names(worker, "0" * 16)
    linked_copy(SITE, tmp_path)
    (tmp_path / "service-worker.js").unlink()  # a link to the built site's file: replaced, not written through
    for part in COPY_MARKERS:
        worker = worker.replace(old[part], new[part])
    (tmp_path / "service-worker.js").write_text(worker)
    return tmp_path, old, new


def wait_for_new_build(page, url: str, old: str, new: str) -> list[str]:
    """Have the browser look at the service worker (it does on a navigation; asked for here), whose new build stores
    its copy ``new`` while it installs and drops the older ``old`` as it activates; the caches' names then."""
    page.goto(f"{url}/")
    page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and old in page.evaluate(CACHES):
        page.wait_for_timeout(200)
    names = page.evaluate(CACHES)
    assert new in names and old not in names, names
    return names


def test_after_one_online_visit_the_play_page_and_the_lessons_open_with_the_network_cut(browser, served, next_build):
    url = served.url
    next_site, old, new = next_build
    old_copy, new_copy = old["all"], new["all"]
    lesson = lesson_names()[0]
    page = browser.new_page()
    page.goto(f"{url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    run_light_lesson(page, url, lesson)
    page.wait_for_function(COPY_STATE, timeout=120_000)  # once the lesson is quiet, then the copy is stored
    assert page.evaluate(COPY_STATE) == "stored"
    assert old_copy in page.evaluate(CACHES)
    assert old["app"] not in page.evaluate(CACHES)  # JupyterLite's scripts: only once a reader opens its app
    # "Edit in JupyterLab": the service worker keeps the app's part a while after the app's first page
    run_in_notebook_app(page, url, lesson)
    whole = f"{url}/crisp-offline-copy-whole"  # offline-copy.js WHOLE: stored last, once every file of a copy is in
    deadline = time.monotonic() + 120
    while not page.evaluate("async ([whole, name]) => Boolean(await caches.match(whole, {cacheName: name}))",
                            [whole, old["app"]]):
        assert time.monotonic() < deadline, "the app's part of the offline copy was not stored"
        page.wait_for_timeout(500)

    # a new build on the server: its worker stores its own whole copy, then drops the older one
    served.folder = next_site
    names = wait_for_new_build(page, url, old_copy, new_copy)
    assert not [name for name in names if name.startswith("crisp-offline-play-")], names  # the whole copy holds it
    assert new["app"] in names and old["app"] not in names, names
    page.close()

    page = opened_offline(served, browser, f"{url}/play/?game=cheat")
    run_light_lesson(page, url, lesson)
    # JupyterLite's notebooks app ("Edit in JupyterLab") comes from the copy too, and runs the lesson there
    run_in_notebook_app(page, url, lesson)
    # every lesson the landing page lists is in the copy; one in another language, never opened, runs
    page.goto(f"{url}/")
    listed = page.eval_on_selector_all("ol.lessons a", "links => links.map(a => a.getAttribute('href'))")
    # the landing page links to the light pages (lessons/<path>.html)
    paths = [href.removeprefix("lessons/").removesuffix(".html") + ".ipynb" for href in listed]
    assert len(paths) == every_lesson() and lesson in paths
    missing = page.evaluate("""async (paths) => (await Promise.all(paths.map(async (path) => {
        const folder = path.includes('/') ? path.split('/')[0] + '/' : '';
        const light = `lessons/${path.replace(/\\.ipynb$/, '.html')}`;
        const answers = await Promise.all([`files/${path}`, `api/contents/${folder}all.json`, light].map(
          (url) => fetch(url).then((r) => r.ok, () => false)));
        return answers.every(Boolean) ? null : path;
      }))).filter(Boolean)""", paths)
    assert missing == []
    never_opened = next(path for path in paths if path.startswith("pt/") and path[3:5] == "03")
    run_light_lesson(page, url, never_opened)


def opened_offline(served, browser, url: str, selector: str = READY):
    """The network cut (the server answers nothing any more, the browser is offline): a new page of ``browser`` on
    ``url``, once ``selector`` shows (its page ready)."""
    served.folder = None
    browser.set_offline(True)
    page = browser.new_page()
    page.goto(url)
    page.wait_for_selector(selector, timeout=60_000)
    return page


def light_page(url: str, lesson: str) -> str:
    """The light page of ``lesson`` (a path under notebooks/, as lesson_names() gives it)."""
    return f"{url}/lessons/{lesson.removesuffix('.ipynb')}.html"


def test_after_one_online_visit_the_light_lesson_pages_and_the_play_page_open_with_the_network_cut(browser, served):
    """A reader who never opens the notebooks app: one light lesson page and the play page online, then with the
    network cut that lesson, a lesson never opened and the play page all get ready."""
    url = served.url
    lesson = lesson_names("pt")[0]
    page = browser.new_page()
    page.goto(light_page(url, lesson))
    page.wait_for_selector(LIGHT_READY, timeout=120_000)
    page.wait_for_function(COPY_STATE, timeout=120_000)  # once the lesson is quiet, then the copy is stored
    assert page.evaluate(COPY_STATE) == "stored"
    assert not [name for name in page.evaluate(CACHES) if name.startswith("crisp-offline-app-")]  # no app opened
    # registered as JupyterLite registers it, with the version entry its app checks (else it unregisters the worker)
    assert page.evaluate(REGISTERED) == [f"{url}/service-worker.js?enableCache=false", APP_VERSION]
    page.goto(f"{url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    page.close()

    page = opened_offline(served, browser, light_page(url, lesson), LIGHT_READY)
    never_opened = next(path for path in lesson_names("pt") if path[3:5] == "03")
    page.goto(light_page(url, never_opened))
    page.wait_for_selector(LIGHT_READY, timeout=60_000)
    page.goto(f"{url}/play/?game=cheat")
    page.wait_for_selector(READY, timeout=60_000)


def test_after_a_visit_of_the_play_page_alone_it_the_rules_and_the_landing_page_open_with_the_network_cut(
        portuguese_browser, served, next_build):
    """A reader who only plays, in Portuguese: once the engine is ready and the page quiet, the play page keeps the
    copy's play part (not the lessons: they are kept once one has run); a new build replaces it; then with the
    network cut the play page starts and its engine answers a move, and the rules and the landing page open."""
    url = served.url
    next_site, old, new = next_build
    page = portuguese_browser.new_page()
    page.goto(f"{url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    page.wait_for_function(COPY_STATE, timeout=60_000)
    assert page.evaluate(COPY_STATE) == "stored"
    assert page.evaluate(REGISTERED) == [f"{url}/service-worker.js?enableCache=false", APP_VERSION]
    names = page.evaluate(CACHES)
    assert old["play"] in names and old["all"] not in names, names

    served.folder = next_site  # a new build: its worker stores its own play part, then drops the older one
    names = wait_for_new_build(page, url, old["play"], new["play"])
    assert not [name for name in names if name.startswith("crisp-offline-") and name != new["play"]], names
    page.close()

    page = opened_offline(served, portuguese_browser, f"{url}/play/?game=crisp")
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=0)  # seed 0: Ana's first draw is the A♠
    wait_asked(page)
    page.click("[data-testid=stock]")
    wait_asked(page)
    assert "A♠" in page.inner_text("[data-testid=status]")
    for rules, title in (("rules/", "Como jogar Crisp"), ("rules/cheat/", "Como jogar Cheat")):
        page.goto(f"{url}/{rules}")
        heading = page.locator("article[data-lang=pt] h1")
        assert heading.is_visible() and heading.inner_text() == title
    page.goto(f"{url}/")
    assert page.locator("ol.lessons[data-lang=pt] a").count() == len(lesson_names("pt"))
    assert page.locator("#play-link").is_visible()


@pytest.mark.parametrize("path", ["rules/crisps/", ""])
def test_a_rules_page_or_the_landing_page_alone_registers_the_worker_and_keeps_the_play_part(browser, site_url, path):
    """Opened alone in a fresh browser, a rules page or the landing page registers the site's service worker as
    JupyterLite does and, once quiet, has the copy's play part stored."""
    page = browser.new_page()
    page.goto(f"{site_url}/{path}")
    page.wait_for_function(COPY_STATE, timeout=60_000)
    assert page.evaluate(COPY_STATE) == "stored"
    assert page.evaluate(REGISTERED) == [f"{site_url}/service-worker.js?enableCache=false", APP_VERSION]
    assert [name for name in page.evaluate(CACHES) if name.startswith("crisp-offline")] \
        == [copy_names((SITE / "service-worker.js").read_text())["play"]]


def cut_off(chromium, pattern: str):
    """A fresh browser context in Portuguese whose requests matching ``pattern`` fail as with the network cut."""
    context = chromium.new_context(viewport=VIEWPORT, locale="pt-BR")
    context.outside_requests = guard(context)
    context.route(pattern, lambda route: route.abort("internetdisconnected"))  # the later route is tried first
    return context


@pytest.mark.parametrize("pattern", ["**/static/pyodide/pyodide.asm.wasm", "**/play/worker.js"])
def test_without_an_offline_copy_the_play_page_says_it_cannot_load(chromium, site_url, pattern):
    """A fresh browser, and the network cut once the page itself has come: Python's WebAssembly (the worker's start
    fails) or the page's worker itself (it never starts).  The status line says so, in the reader's language, within
    SAY_WITHIN_S."""
    context = cut_off(chromium, pattern)
    try:
        page = context.new_page()
        page.goto(f"{site_url}/play/")
        page.wait_for_selector("#status[data-state=error]", timeout=SAY_WITHIN_S * 1000)
        assert page.inner_text("#status") == catalog("pt")["play.offline"]
    finally:
        context.close()
    assert context.outside_requests == []


def test_with_no_room_for_the_copy_the_worker_says_so_and_keeps_none(chromium, site_url):
    """Storage full (the origin's quota made 3 MB): asked for the copy, the service worker answers that there is no
    room ("quota"), keeps no half copy, and the site still loads."""
    context = chromium.new_context(viewport=VIEWPORT)
    context.outside_requests = guard(context)
    try:
        page = context.new_page()
        context.new_cdp_session(page).send("Storage.overrideQuotaForOrigin",
                                           {"origin": site_url, "quotaSize": 3_000_000})
        page.goto(f"{site_url}/notebooks/index.html")  # JupyterLite's app registers the service worker
        answer = page.evaluate("""async () => {
            const registration = await navigator.serviceWorker.ready;
            const reply = new MessageChannel();
            const answer = new Promise((resolve) => { reply.port1.onmessage = (event) => resolve(event.data); });
            registration.active.postMessage({type: 'crisp-offline-copy'}, [reply.port2]);
            return answer;
        }""")
        assert (answer["state"], answer["reason"]) == ("failed", "quota"), answer
        assert not [name for name in page.evaluate(CACHES) if name.startswith("crisp-offline")]
        page.goto(f"{site_url}/")  # through the service worker, from the network
        assert page.evaluate("() => Boolean(navigator.serviceWorker.controller)")
        assert page.locator("ol.lessons a").count() == every_lesson()
    finally:
        context.close()
    assert context.outside_requests == []


@pytest.mark.parametrize("pattern", ["**/comlink.worker.*.js", "**/static/pyodide/**"])
def test_without_an_offline_copy_a_light_lesson_page_says_it_cannot_load(chromium, site_url, pattern):
    """A light lesson page whose kernel cannot be had: its worker's script (the worker never starts), or Python
    (the kernel's start fails).  Its status says so, in the reader's language, within SAY_WITHIN_S."""
    context = cut_off(chromium, pattern)
    try:
        page = context.new_page()
        page.goto(light_page(site_url, lesson_names("pt")[0]))
        page.wait_for_selector("body[data-crisp-lesson=failed]", timeout=SAY_WITHIN_S * 1000)
        status = page.locator(".crisp-lesson-status").inner_text()
        assert status.startswith("Esta lição não pode abrir: não há conexão"), status
    finally:
        context.close()
    assert context.outside_requests == []
