"""The phone pictures of issues 31 and 32 in docs/, taken from the built site in headless Chromium, in Portuguese on a
390 × 844 phone: ``docs/play-cover-phone.png`` (pass-and-play: the cover while a bot plays between two people),
``docs/play-round-end-phone.png`` (a round's table, with each reason under the name), ``docs/play-coach-phone.png``
(your turn with the coach: its tip first, "Por quê?" folded), ``docs/lesson-01-phone.png`` (lesson 01's first
screen) and ``docs/lesson-01-cards-phone.png`` (its deck, printed as card faces); in Portuguese of Portugal (issue
33), ``docs/play-coach-pt-PT-phone.png`` and lesson 03's first screen and scene (``docs/lesson-03-pt-PT-*.png``).  Lesson 03's scene
(``docs/lesson-03-scene-phone.png``) comes from lite/tests/test_lesson_phone.py's run.

``python3 -m lite.phone_screenshots`` after ``python3 -m lite.build``.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from .tests.site_fixtures import guard, launch_chromium, run_light_lesson, serve_site
from .tests.test_play import set_up as fill_setup

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PHONE = {"width": 390, "height": 844}
GAP_MS = 450  # the page ignores a second move within 400 ms
SEED_COVER = 17  # Ana, Ben (people) and Cleo (a bot): Ben plays first, then Cleo while the phone goes to Ana
SEED_ROUND = 5


def set_up(page, url: str, seats: list[tuple[str, str]], seed: int, speed: str) -> None:
    """The play page, its match set up as the tests set it up (test_play.set_up) and started."""
    page.goto(url + "/play/")
    page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
    fill_setup(page, seats, seed=seed, speed=speed)


def move(page, verbs: tuple[str, ...]) -> None:
    """Press the first of the moves ``verbs`` the page offers now."""
    page.wait_for_timeout(GAP_MS)
    for verb in verbs:
        button = page.locator(f"[data-testid=action-{verb}]")
        if button.count() and button.is_enabled():
            button.click()
            return
    page.click("[data-testid=slot-0-L]")  # a swap into L


def cover_after_a_bots_turn(page, url: str) -> None:
    set_up(page, url, [("Ana", "human"), ("Ben", "human"), ("Cleo", "heuristic")], SEED_COVER, "1400")
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")
    page.wait_for_selector("#status[data-state=your-turn]")
    move(page, ("draw",))
    page.wait_for_selector("#held .card")
    move(page, ("discard",))  # the Queen, unused (R5.1)
    page.wait_for_timeout(GAP_MS)
    if page.locator("[data-testid=action-pass]:enabled").count():  # no crisp call (R7.1)
        move(page, ("pass",))
    page.wait_for_function("() => !document.getElementById('cover').hidden"
                           " && document.getElementById('cover-text').textContent.includes('robô')", timeout=30_000)
    page.wait_for_timeout(500)
    page.screenshot(path=str(DOCS / "play-cover-phone.png"))


def round_end(page, url: str) -> None:
    set_up(page, url, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], SEED_ROUND, "0")
    for _ in range(200):
        page.wait_for_selector("#status[data-state=your-turn], #status[data-state=round-over]", timeout=60_000)
        if page.get_attribute("#status", "data-state") == "round-over":
            break
        move(page, ("crisp", "draw", "discard", "king", "jack"))
    page.wait_for_timeout(GAP_MS)
    page.locator("#result").scroll_into_view_if_needed()
    page.locator("#result").screenshot(path=str(DOCS / "play-round-end-phone.png"))


def play_coach(page, url: str, name: str = "play-coach-phone.png") -> None:
    set_up(page, url, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], SEED_ROUND, "0")
    page.wait_for_selector("#status[data-state=your-turn]", timeout=60_000)
    page.click("#coach")
    page.wait_for_selector("#coach-panel:not([hidden]) [data-testid=coach-advice]")
    page.wait_for_function("() => !document.querySelector('[data-testid=coach-advice]').textContent.includes('…')")
    page.locator("#coach-panel").scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(DOCS / name))


def lesson_01(page, url: str) -> None:
    run_light_lesson(page, url, "pt/01-cartas-e-a-distribuicao.ipynb")
    page.wait_for_timeout(500)
    page.screenshot(path=str(DOCS / "lesson-01-phone.png"))
    deck = page.locator(".crisp-output pre", has_text="K♠").first
    deck.scroll_into_view_if_needed()
    page.evaluate("() => window.scrollBy(0, -120)")
    page.wait_for_timeout(300)
    page.screenshot(path=str(DOCS / "lesson-01-cards-phone.png"))


def play_coach_portugal(page, url: str) -> None:
    play_coach(page, url, "play-coach-pt-PT-phone.png")


def lesson_03_portugal(page, url: str) -> None:
    """Lesson 03 in Portuguese of Portugal: its first screen, then its first scene (issue 33)."""
    run_light_lesson(page, url, "pt-PT/03-cartas-especiais.ipynb")
    page.wait_for_timeout(500)
    page.screenshot(path=str(DOCS / "lesson-03-pt-PT-phone.png"))
    page.locator(".crisp-scene").first.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(DOCS / "lesson-03-pt-PT-scene-phone.png"))


# each picture, and the language of the phone that takes it
TAKES = ((cover_after_a_bots_turn, "pt"), (round_end, "pt"), (play_coach, "pt"), (lesson_01, "pt"),
         (play_coach_portugal, "pt-PT"), (lesson_03_portugal, "pt-PT"))


def main() -> None:
    server, url = serve_site()
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            for take, lang in TAKES:
                context = chromium.new_context(viewport=PHONE, locale="pt-BR" if lang == "pt" else lang,
                                               has_touch=True)
                guard(context)
                context.add_init_script(f"localStorage.setItem('crisp.lang', '{lang}')")
                take(context.new_page(), url)
                context.close()
            chromium.close()
    finally:
        server.shutdown()
    print("wrote docs/play-cover-phone.png, play-round-end-phone.png, play-coach-phone.png, lesson-01-phone.png,"
          " lesson-01-cards-phone.png, play-coach-pt-PT-phone.png, lesson-03-pt-PT-phone.png and"
          " lesson-03-pt-PT-scene-phone.png")


if __name__ == "__main__":
    main()
