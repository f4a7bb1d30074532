"""The move buttons stay in view, on a laptop (1366 × 768) and on a phone (390 × 844), in Portuguese: a game of Cheat
played on after challenges (the cards turned up take room above the buttons) and a round of Crisps whose tricks grow.
At every one of Ana's turns the button she needs ("Jogar") is on the screen, under nothing, without her scrolling:
the moves bar stays at the bottom of the screen while the table is longer than it (play.css)."""

from __future__ import annotations

import pytest

from lite.tests.site_fixtures import chromium, guard, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, READY
from lite.tests.test_play_cheat import start_cheat
from lite.tests.test_play_crisps import hand, select, start_crisps

ASKED = "#status[data-state=your-turn]"
OVER = "#status[data-state=round-over], #status[data-state=match-over]"
SIZES = [(1366, 768), (390, 844)]

# Run in the page: where the button is not seen whole, or is under another element, or null.
HIDDEN = """(selector) => {
  const node = document.querySelector(selector);
  if (!node) return 'missing';
  const r = node.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return `off the screen: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}`;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return node.contains(hit) ? null : `under ${hit?.id || hit?.className || hit?.tagName}`;
}"""


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def screen(chromium, request):
    width, height = request.param
    context = chromium.new_context(viewport={"width": width, "height": height}, locale="pt-BR", has_touch=width < 500)
    context.outside_requests = guard(context)
    page = context.new_page()
    yield page
    context.close()
    assert context.outside_requests == [], f"requests to outside hosts: {context.outside_requests}"


def wait_asked(page):
    page.wait_for_selector(f"{ASKED}, {OVER}", timeout=60_000)
    page.wait_for_timeout(GAP_MS)


def test_cheats_play_button_stays_in_view_after_challenges(screen, site_url):
    page = screen
    page.goto(f"{site_url}/play/?game=cheat")
    page.wait_for_selector(READY, timeout=90_000)
    start_cheat(page, [("Ana", "human"), ("Ben", "counting"), ("Cleo", "counting")], seed=2)
    turns = revealed = 0
    while turns < 14:
        wait_asked(page)
        if page.locator(OVER).count():
            break
        if not page.locator("[data-testid=cheat-play]").count():  # asked to answer a last play (C5.1)
            page.locator("[data-testid^=accept-]").first.click()
            continue
        revealed += page.locator("[data-testid=revealed]").count()
        assert page.evaluate(HIDDEN, "[data-testid=cheat-play]") is None, (turns, page.evaluate(HIDDEN, "[data-testid=cheat-play]"))
        page.locator(".xhand button.card").first.click()
        page.click("[data-testid=cheat-play]")
        turns += 1
    assert turns >= 6 and revealed >= 1, (turns, revealed)


def test_crisps_play_button_stays_in_view_as_the_trick_grows(screen, site_url):
    page = screen
    page.goto(f"{site_url}/play/?game=crisps")
    page.wait_for_selector(READY, timeout=90_000)
    start_crisps(page, [("Ana", "human"), ("Bot", "counting")])
    longest = 0
    for _ in range(200):
        wait_asked(page)
        if page.locator(OVER).count():
            break
        if page.locator("[data-testid=crisps-faceup]").count():  # the trick's winner chooses (K6.1)
            page.click("[data-testid=crisps-faceup]")
            continue
        longest = max(longest, page.locator("[data-testid=trick] li").count())
        assert page.evaluate(HIDDEN, "[data-testid=crisps-play]") is None, page.evaluate(HIDDEN, "[data-testid=crisps-play]")
        if page.locator(".xhand button.card:disabled").count():  # nothing can follow (K5.4)
            page.click("[data-testid=crisps-pass]")
            continue
        select(page, [hand(page)[-1] if page.locator("[data-testid=crisps-pass]").is_enabled() else hand(page)[0]])
        if page.locator("[data-testid=crisps-play]").is_enabled():
            page.click("[data-testid=crisps-play]")
        else:
            select(page, [page.locator(".xhand button.card.sel").first.get_attribute("data-testid")[5:]])
            page.click("[data-testid=crisps-pass]")
    assert longest >= 4, f"no trick grew to 4 plays ({longest})"
