"""The README's pictures of the play page, taken from the built site in headless Chromium.

``python3 -m lite.screenshots`` (after ``python3 -m lite.build``) writes ``docs/play-table.png`` (a laptop: you
hold a drawn card, the coach on), ``docs/play-table-phone.png`` (the same moment on a 375 px phone, as its
screen shows it).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from .phone_screenshots import set_up
from .tests.site_fixtures import fresh_context, launch_chromium, serve_site

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SEATS = [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "expert")]
SEED = 5
GAP_MS = 450  # the page ignores a second move within 400 ms


def start(page, url: str, coach: bool) -> None:
    """A match of :data:`SEATS` on :data:`SEED`, at the instant bot pace, up to Ana holding her first draw."""
    set_up(page, url, SEATS, SEED, "0")
    if coach:
        page.check("#coach")
    page.check("#assist")
    page.wait_for_selector("#status[data-state=your-turn]", timeout=60_000)
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=action-draw]")
    page.wait_for_function("() => document.querySelector('#held .card') !== null")
    page.wait_for_timeout(1500)  # the coach's answer


def main() -> None:
    server, url = serve_site()
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            context = fresh_context(chromium)
            page = context.new_page()
            page.set_viewport_size({"width": 1280, "height": 1000})
            start(page, url, coach=True)
            page.screenshot(path=str(DOCS / "play-table.png"), full_page=True)
            context.close()
            context = fresh_context(chromium)
            page = context.new_page()
            page.set_viewport_size({"width": 375, "height": 740})
            start(page, url, coach=False)
            page.evaluate("() => window.scrollTo(0, document.getElementById('status').offsetTop - 8)")
            page.screenshot(path=str(DOCS / "play-table-phone.png"))
            context.close()
            chromium.close()
    finally:
        server.shutdown()
    print(f"wrote {DOCS / 'play-table.png'} and {DOCS / 'play-table-phone.png'}")


if __name__ == "__main__":
    main()
