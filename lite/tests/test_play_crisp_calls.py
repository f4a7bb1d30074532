"""Calling crisp on the play page: the ordinary call at the end of your turn (R7.1) and, with the online
table's clock, the late call once the next player has drawn (R7.2).  Needs the built site."""

from __future__ import annotations

import json

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, SEED_NUMBER_FIRST, download_record, log_text, open_play, set_up, started


def end_turn_by_drawing_and_discarding(page) -> None:
    page.click("[data-testid=action-draw]:not([disabled])", timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=action-discard]:not([disabled])", timeout=30_000)


def record_actions(page, tmp_path) -> list[str]:
    return json.loads(download_record(page, tmp_path).read_text())["rounds"][0]["actions"]


def test_an_ordinary_call_gives_every_other_player_one_final_turn(browser, site_url, tmp_path):
    page = started(browser, site_url, [("Ana", "human"), ("Ben", "random"), ("Cleo", "random")], seed=SEED_NUMBER_FIRST)
    end_turn_by_drawing_and_discarding(page)
    page.wait_for_selector("[data-testid=action-crisp]:not([disabled])", timeout=30_000)
    assert "Call crisp (C)" in page.inner_text("[data-testid=status]")
    # the table waits for Ana's word on crisp (R7.1): she is the one marked to play, not Ben, who plays next
    assert page.locator(".seat.turn").count() == 1 and "turn" in page.locator("#seat-0").get_attribute("class").split()
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=action-crisp]")
    page.wait_for_selector("#status[data-state=round-over], #status[data-state=match-over]", timeout=60_000)
    log = log_text(page)
    assert "Ana calls crisp" in log and "(R7.1, R7.3)" in log
    after = log[log.index("Ana calls crisp"):]
    assert after.count("Ben draws") == 1 and after.count("Cleo draws") == 1  # one final turn each (R7.3)
    scores = page.inner_text("[data-testid=scores]")
    assert "called crisp" in scores.lower() and "R11.2" in scores
    assert "Ana: Called crisp" in page.inner_text("#verdict")  # the caller's +-5 said above the table too (R11.2)
    actions = record_actions(page, tmp_path)
    assert actions[actions.index("0 crisp") - 1] == "0 discard"  # at the end of her own turn
    assert page.errors == []


def test_a_late_call_after_the_next_player_drew(browser, site_url, tmp_path):
    page = open_play(browser, site_url)
    page.select_option("#timer", "30")
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=SEED_NUMBER_FIRST)
    end_turn_by_drawing_and_discarding(page)
    # Ana says nothing; 2 s after her turn Ben may start and draws; in the window's last second she may still call
    page.wait_for_function("() => document.querySelector('[data-testid=status]').textContent.includes('R7.2')",
                           timeout=10_000)
    assert "Ben has started" in page.inner_text("[data-testid=status]")
    page.click("[data-testid=action-crisp]:not([disabled])", timeout=2_000)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ana calls crisp late')",
                           timeout=10_000)
    page.wait_for_selector("#status[data-state=round-over], #status[data-state=match-over]", timeout=60_000)
    actions = record_actions(page, tmp_path)
    call = actions.index("0 crisp")
    assert actions[call - 1] == "1 draw"  # after Ben's first draw, before he resolved it (R7.2)
    assert not any(a.startswith("0 ") for a in actions[call + 1:])  # Ben's turn was the last (first final) turn
    assert page.errors == []
