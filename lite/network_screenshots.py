"""The pictures of tables across devices (issue 35), in Portuguese, from the built site served with its tables:
``docs/network-lobby-phone.png`` and ``-wide.png`` (the table's code, QR code and who has come) and
``docs/network-match-phone.png`` and ``-wide.png`` (a Crisp match at a network table, the device's own seat).

``python3 -m lite.network_screenshots`` after ``python3 -m lite.build``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from . import site_server
from .tests.site_fixtures import SITE, guard, launch_chromium

DOCS = Path(__file__).resolve().parent.parent / "docs"
SIZES = {"phone": {"width": 375, "height": 740}, "wide": {"width": 1280, "height": 900}}


def device(chromium, url: str, size: str):
    context = chromium.new_context(viewport=SIZES[size], locale="pt-BR", device_scale_factor=1)
    guard(context)
    page = context.new_page()
    page.goto(url)
    return page


def main() -> None:
    server = site_server.start(SITE, "/")
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            for size in SIZES:
                ana = device(chromium, f"{server.url}/play/", size)
                ana.wait_for_selector("#where:not([hidden])", timeout=90_000)
                ana.check("[data-testid=game-crisp]")
                ana.check("[data-testid=where-net]")
                ana.select_option("#players", "4")
                ana.select_option("#kind-1", "human")
                ana.select_option("#kind-2", "human")
                ana.fill("#name-0", "Ana")
                ana.select_option("#timer", "30")
                ana.click("#start")
                ana.wait_for_selector("#lobby-qr:not([hidden])", timeout=15_000)
                code = ana.inner_text("[data-testid=lobby-code]")
                bia = device(chromium, f"{server.url}/play/?table={code}", size)
                bia.wait_for_selector("[data-testid=join]:not([hidden])", timeout=90_000)
                bia.fill("[data-testid=join-name]", "Bia")
                bia.click("[data-testid=join-go]")
                ana.wait_for_function("() => document.querySelector('#lobby-seats').textContent.includes('Bia')")
                ana.screenshot(path=DOCS / f"network-lobby-{size}.png", full_page=size == "phone")
                bia.screenshot(path=DOCS / f"network-join-{size}.png", full_page=False) if size == "phone" else None
                ana.click("[data-testid=lobby-start]")
                moved = 0  # play on both devices until Bia is asked after a few moves
                for _ in range(300):
                    if moved >= 3 and bia.get_attribute("#status", "data-state") == "your-turn":
                        break
                    for page in (ana, bia):
                        if page.get_attribute("#status", "data-state") != "your-turn":
                            continue
                        for verb in ("draw", "discard", "pass"):
                            if page.locator(f"[data-testid=action-{verb}]").is_enabled():
                                page.click(f"[data-testid=action-{verb}]")
                                moved += 1
                                page.wait_for_timeout(450)
                                break
                    ana.wait_for_timeout(100)
                bia.wait_for_selector("#actions button:enabled", timeout=10_000)  # after the one before may call (R10)
                bia.wait_for_timeout(300)
                bia.screenshot(path=DOCS / f"network-match-{size}.png", full_page=False)
                for page in (ana, bia):
                    page.context.close()
            chromium.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
