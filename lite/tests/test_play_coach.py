"""The play page's coach in a real browser: off by default, switched on from the toolbar and remembered, the
odds of each unseen card summing to 100 %, the chance of being strictly lowest, the expert's advice and, after a
move, the coach's word on it; hidden behind the pass-and-play cover; no horizontal scrolling at 375 px.
Needs the built site (python3 lite/build.py).  Screenshots go to $CRISP_SHOTS if set, else to the
test's temporary directory (the README's picture of the coach is made by lite/screenshots.py)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from site_fixtures import AXE, browser, chromium, playwright_instance, site_url  # noqa: F401
from test_play import GAP_MS, no_horizontal_scroll, open_play, set_up, wait_asked

SEATS = [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "random")]
SEED = 4  # Ana (2♣ ? Q♣) draws the 5♠ on her first turn
ADVICE = "[data-testid=coach-advice]"

# Run in the page: for each odds table of the panel, its slot and the sum of its percentages.
ODDS = """() => [...document.querySelectorAll('#coach-panel table.coach-odds')].map((t) => ({
  slot: t.dataset.testid,
  rows: t.tBodies[0].rows.length,
  sum: [...t.querySelectorAll('.coach-pct')].reduce((s, n) => s + Number(n.textContent.replace(/[^0-9]/g, '')), 0),
}))"""


def coach_violations(page) -> list:
    """axe-core's violations inside the coach panel."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    return page.evaluate("async () => (await axe.run('#coach-panel')).violations.map(v => v.id + ': ' + "
                         "v.nodes.slice(0, 2).map(n => n.target.join(' ')).join(', '))")


def shots_dir(tmp_path: Path) -> Path:
    return Path(os.environ.get("CRISP_SHOTS") or tmp_path)


def wait_advice(page, pattern: str = "^The expert would ", timeout: int = 30_000) -> str:
    """The advice once it matches ``pattern`` (a regular expression): each move's comes a moment after its view."""
    page.wait_for_function(f"(p) => new RegExp(p).test(document.querySelector('{ADVICE}')?.textContent || '')",
                           arg=pattern, timeout=timeout)
    return page.inner_text(ADVICE)


def test_the_coach_shows_odds_chance_advice_and_a_word_on_each_move(browser, site_url, tmp_path):
    page = open_play(browser, site_url)
    set_up(page, SEATS, seed=SEED)
    wait_asked(page)
    assert not page.is_checked("#coach") and page.locator("#coach-panel").is_hidden()  # off by default
    page.click("#coach")
    advice = wait_advice(page)
    assert page.locator("#coach-panel").is_visible()
    assert re.fullmatch(r"\d{1,3}%", page.inner_text("[data-testid=coach-lowest]"))
    odds = page.evaluate(ODDS)
    assert [o["slot"] for o in odds] == ["coach-slot-M"]  # Ana peeked at her L and R, never at her M (R2.4)
    assert all(o["rows"] == 10 and 95 <= o["sum"] <= 105 for o in odds), odds  # 10 values, rounded percentages
    assert "10 (10, J, Q, K)" in page.inner_text("[data-testid=coach-slot-M]")
    assert "draw from the stock" in advice
    assert page.locator("[data-testid=coach-feedback]").count() == 0  # no move yet

    page.click("[data-testid=action-draw]")
    wait_asked(page)
    wait_advice(page, "^The expert would (swap|discard|use|play) ")  # what to do with the card drawn
    page.click("[data-testid=action-discard]")
    wait_asked(page)  # Ana's crisp window
    page.wait_for_selector("[data-testid=coach-feedback]", timeout=30_000)
    said = page.inner_text("[data-testid=coach-feedback]")
    assert said.startswith("You discarded the ") and "expert" in said, said
    wait_advice(page, "^The expert would (not )?call crisp")
    page.screenshot(path=str(shots_dir(tmp_path) / "play-coach.png"), full_page=True)
    assert coach_violations(page) == []

    page.click("#coach")  # off again: no panel
    assert page.locator("#coach-panel").is_hidden()
    assert not page.errors


def test_the_coach_is_remembered_and_fits_a_phone(browser, site_url, tmp_path):
    page = open_play(browser, site_url, width=375, height=800)
    set_up(page, SEATS, seed=SEED)
    wait_asked(page)
    page.click("#coach")
    wait_advice(page)
    page.wait_for_timeout(GAP_MS)
    assert no_horizontal_scroll(page)
    box = page.locator("#coach-panel").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    page.screenshot(path=str(shots_dir(tmp_path) / "play-coach-phone.png"), full_page=True)
    page.reload()  # the choice is kept with the other settings
    page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
    page.click("#start")
    wait_asked(page)
    assert page.is_checked("#coach")
    wait_advice(page)
    assert not page.errors


def test_the_coach_hides_behind_the_pass_and_play_cover(browser, site_url):
    page = open_play(browser, site_url)
    set_up(page, [("Ana", "human"), ("Ben", "human")], seed=4)
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")
    wait_asked(page)
    page.click("#coach")
    wait_advice(page)
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    wait_asked(page)
    page.wait_for_selector("[data-testid=coach-feedback]")
    assert page.inner_text("[data-testid=coach-feedback]").startswith("You discarded")
    page.click("[data-testid=action-pass]")
    page.wait_for_selector("#cover:not([hidden])")  # Ana's turn: Ben's coaching must not show
    page.wait_for_timeout(GAP_MS)
    assert page.locator("#coach-panel").is_hidden()
    page.click("#cover-go")
    wait_asked(page)
    wait_advice(page)
    assert page.locator("[data-testid=coach-feedback]").count() == 0  # Ana has not moved yet
    assert not page.errors
