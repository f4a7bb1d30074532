"""A King chain on the play page: a King drawn during a King's extra draws is played for the player too
(R5.2) and its two draws are added to the one still owed (R5.5); the table shows and announces each one."""

from __future__ import annotations

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import log_text, started, wait_asked

SEED_KING_CHAIN = 105  # Ana (you) against a random bot: Ana's first two draws are the K♠ and the K♥


def owed_badge(page) -> str:
    return page.inner_text("#seat-0 .meta")


def test_a_king_chain_is_played_for_you_and_shown(browser, site_url):
    page = started(browser, site_url, [("Ana", "human"), ("Rob", "random")], seed=SEED_KING_CHAIN)
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    assert "R5.2" in page.inner_text("#notice")  # the King was played for Ana, and she is told why
    assert "owes 2 draws" in owed_badge(page)
    assert "2 draws" in page.inner_text("[data-testid=status]")
    page.keyboard.press("d")  # the second draw is the K♥: played too, its two draws added to the one owed
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('plays the K♥')")
    wait_asked(page)
    assert "owes 3 draws" in owed_badge(page)
    assert log_text(page).count("owes two more draws") == 2
    assert page.locator("[data-testid=action-king]").is_disabled()  # never offered: the table plays a King
    draws = 0
    while page.get_attribute("#status", "data-state") == "your-turn" and draws < 6:
        page.click("[data-testid=action-draw]")
        wait_asked(page)
        page.click("[data-testid=action-discard]")
        draws += 1
        page.wait_for_timeout(600)
        if page.locator("[data-testid=action-crisp]").is_enabled():
            break
    assert draws == 3  # the three owed draws, then the turn ends (the crisp window, R7.1)
    assert log_text(page).count("Ana draws") == 5
    assert page.errors == []
