"""Browser tests of the built site: Debian's Chromium driven by Playwright, the site served on 127.0.0.1.

Every test fails if the page or its workers ask any host other than 127.0.0.1/localhost: such
requests are refused and recorded, and checked at the end of each test.
"""

from __future__ import annotations

import http.server
import tempfile
import threading
from functools import partial
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import sync_playwright

SITE = Path(__file__).resolve().parent.parent / "_output"
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LOCAL = {"127.0.0.1", "localhost"}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="session")
def site_url():
    """The built site (``python lite/build.py``) served on a free port of 127.0.0.1."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python lite/build.py first")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture
def browser(playwright_instance):
    """A fresh Chromium profile whose every request is recorded; outside hosts are refused."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright_instance.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=FLAGS, headless=True, viewport={"width": 1280, "height": 900})
        outside: list[str] = []

        def check(route) -> None:
            host = urlparse(route.request.url).hostname
            if route.request.url.startswith(("data:", "blob:")) or host in LOCAL:
                route.continue_()
            else:
                if route.request.url not in outside:
                    outside.append(route.request.url)
                route.abort()

        def record(request) -> None:
            host = urlparse(request.url).hostname
            if not request.url.startswith(("data:", "blob:")) and host not in LOCAL and request.url not in outside:
                outside.append(request.url)

        context.route("**/*", check)
        context.on("request", record)
        context.outside_requests = outside
        yield context
        context.close()
        assert outside == [], f"requests to outside hosts: {outside}"


LESSON = "/notebooks/index.html?path=01-how-to-play.ipynb"


def run_lesson_and_click(page, site_url: str) -> tuple[str, str]:
    """Open the first lesson in JupyterLite, run all its cells, click the explorer's "Next action"
    button; return the widget's text before and after the click (raises if it never changes)."""
    page.goto(site_url + LESSON)
    page.wait_for_selector(".jp-Notebook", timeout=60_000)
    page.click(".lm-MenuBar-itemLabel:text-is('Run')")
    page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
    button = page.locator("button:has-text('Next action')")
    button.wait_for(timeout=120_000)
    last = page.locator(".widget-html-content:has-text('Last:')").first
    before = last.inner_text()
    button.click()
    page.wait_for_function("(b) => [...document.querySelectorAll('.widget-html-content')]"
                           ".some(e => e.innerText.includes('Last:') && e.innerText !== b)", arg=before)
    return before, last.inner_text()
