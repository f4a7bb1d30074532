"""Accessibility of the landing and play pages, checked by axe-core (an npm dependency of lite/) in every
state a player meets: the setup screen, their turn, the round's score screen, a replay of the match — in each language,
at a phone's and a laptop's width; and in each, the reader's words (reader_words: no code, card codes, seats from 0,
English game words or bare rule codes).  Needs the built site (python3 -m lite.build) and ``npm ci`` in lite/."""

from __future__ import annotations

import pytest

from lite.tests.reader_words import READER_TEXT, reader_problems
from lite.tests.site_fixtures import axe_violations, browser, chromium, playwright_instance, site_url  # noqa: F401

LANGUAGES = ["en", "pt", "es", "fr", "pt-PT"]
READY = "#status[data-state=ready]"


# Where a problem's words are (the element's id or class and its parents'), for the failure's message
WHERE_IS = """(problem) => {
  const code = problem.match(/\\('(.+?)'\\)/)[1];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    if (!walker.currentNode.data.includes(code) || element.closest('a, button') || !element.checkVisibility({ visibilityProperty: true })) continue;
    const path = [];
    for (let e = element; e && path.length < 4; e = e.parentElement) path.push(e.id ? '#' + e.id : e.tagName.toLowerCase() + (e.classList[0] ? '.' + e.classList[0] : ''));
    return path.join(' < ');
  }
  return '?';
}"""


def assert_clean(page, where: str, lang: str | None = None) -> None:
    """axe finds nothing on the page, and its text in ``lang`` (None: the page's language now) shows a reader no code,
    card code, seat 0, English game word or bare rule code (reader_words; rule codes are what a page with the rules'
    numbers switched on shows)."""
    lang = lang or page.get_attribute("html", "lang")
    found = axe_violations(page)
    assert found == [], f"axe on {where}: {found}"
    page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")  # what a tap opens
    problems = reader_problems(page.evaluate(READER_TEXT), lang)
    if page.evaluate("document.documentElement.classList.contains('rule-numbers')"):  # a teacher asked for them
        problems = [problem for problem in problems if not problem.startswith("a rule code")]
    assert problems == [], f"the words on {where}: {problems[:6]} (in {page.evaluate(WHERE_IS, problems[0])})"


def set_language(page, lang: str) -> None:
    page.evaluate("(lang) => window.CrispI18n && window.CrispI18n.set(lang)", lang)


@pytest.mark.parametrize("width", [375, 1280])
def test_landing_page(browser, site_url, width):
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(site_url + "/")
    for lang in LANGUAGES:
        set_language(page, lang)
        assert_clean(page, f"the landing page in {lang} at {width} px", lang)
    page.close()


@pytest.mark.parametrize("width", [375, 1280])
def test_play_page_in_every_state(browser, site_url, width, tmp_path):
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(site_url + "/play/")
    page.wait_for_selector(READY, timeout=90_000)
    for lang in LANGUAGES:
        set_language(page, lang)
        assert_clean(page, f"the setup screen in {lang} at {width} px", lang)
    set_language(page, "en")
    page.select_option("#players", "2")
    page.fill("#name-0", "Ana")
    page.select_option("#kind-0", "human")
    page.select_option("#kind-1", "random")
    page.select_option("#target", "other")
    page.fill("#target-other", "5")
    page.fill("#seed", "0")
    page.click("#start")
    page.select_option("#speed", "0")
    page.wait_for_selector("#status[data-state=your-turn]", timeout=30_000)
    page.wait_for_timeout(450)
    for lang in LANGUAGES:
        set_language(page, lang)
        assert_clean(page, f"the table (your turn, buttons disabled and enabled) in {lang} at {width} px", lang)
    set_language(page, "en")
    for _ in range(200):  # draw and discard until the round ends: the score screen
        state = page.get_attribute("#status", "data-state")
        if state in ("round-over", "match-over"):
            break
        if state == "your-turn":
            for verb in ("pass", "draw", "discard", "king"):
                button = page.locator(f"[data-testid=action-{verb}]")
                if button.is_enabled():
                    button.click()
                    break
            else:
                page.keyboard.press("s")
                page.keyboard.press("l")
        page.wait_for_timeout(450)
    assert page.get_attribute("#status", "data-state") in ("round-over", "match-over")
    for lang in LANGUAGES:
        set_language(page, lang)
        assert_clean(page, f"the score screen in {lang} at {width} px", lang)
    set_language(page, "en")
    with page.expect_download() as info:  # the match's record, watched in the replay view
        page.click("#download")
    record = tmp_path / "match.json"
    info.value.save_as(record)
    page.click("#next-round" if page.locator("#result-new-match").is_hidden() else "#result-new-match")  # one at the end
    if page.locator("#leave-yes").is_visible():
        page.click("#leave-yes")
    page.set_input_files("#record-file", str(record))
    page.wait_for_selector("#replay:not([hidden])")
    page.wait_for_function("document.getElementById('replay-pos').textContent.trim() !== ''")  # the first frame
    page.keyboard.press("ArrowRight")
    for lang in LANGUAGES:
        set_language(page, lang)
        assert_clean(page, f"the replay view in {lang} at {width} px", lang)
    page.close()
