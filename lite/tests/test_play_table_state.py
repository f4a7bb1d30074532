"""The Crisp table as a Portuguese-reading child sees it: every state readable (axe on #game at each step, hover
included), the cards they are shown face up until they say they have memorised them or make their next move
(R2.4, S8), a King played for them shown first (R5.2), the seats' scores equal to the score table's, one "new
match" control at the end, numbers with a decimal comma, and the peek behind the pass-and-play cover.  One page
serves every check (the engine loads once).  Needs the built site (python3 -m lite.build) and ``npm ci`` in lite/."""

from __future__ import annotations

import re
import time
from itertools import pairwise

from lite.tests.site_fixtures import axe_violations, browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, log_text, open_play, set_up, wait_asked

# Ana (you) against two heuristic bots, target 1 (the first round ends the match): Ana's first draw is a number
# card (she swaps it into L), her third turn draws the K♦, played for her (R5.2); Rob's crisp ends the round.
SEED = 23
SEED_TWO_PEOPLE = 4  # Ana and Ben at one device, draw timer 30 s (R9): Ben, left of the dealer, plays first
STATES = "#status[data-state=your-turn], #status[data-state=king], #status[data-state=match-over]"


def faces(page, seat: int) -> list[str]:
    """The faces drawn on ``seat``'s three cards ("" for a card face down)."""
    return page.eval_on_selector_all(f"[data-testid^=slot-{seat}-]", "bs => bs.map(b => b.dataset.face || '')")


def readable(page, where: str) -> None:
    found = axe_violations(page, "#game")
    assert found == [], f"axe on {where}: {found}"


def badges(page) -> list[int]:
    """Each seat's score as its badge on the table shows it."""
    texts = page.eval_on_selector_all("#seats .meta .badge:first-child", "bs => bs.map(b => b.textContent)")
    return [int(re.search(r"-?\d+", t).group()) for t in texts]


def match_column(page) -> list[int]:
    """The score table's last column (the match totals), one row per seat."""
    return [int(t) for t in page.eval_on_selector_all("#scores tr td:last-child", "tds => tds.map(t => t.textContent)")]


def test_the_table_in_portuguese_shows_the_game_as_it_is(browser, site_url):
    browser.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
    page = open_play(browser, site_url)
    assert re.search(r"abriu em \d+,\d s", page.inner_text("#status"))  # a decimal comma, as pt writes it
    set_up(page, [("Ana", "human"), ("Rob", "heuristic"), ("Hal", "heuristic")], target=1, seed=SEED)
    wait_asked(page)

    # the peek (R2.4) stays face up while Ana looks, long after the old 2.5 s, until she says she remembers them
    peek = faces(page, 0)
    assert peek[0] and peek[2] and not peek[1]
    looked = time.monotonic()
    readable(page, "the peek")
    assert page.inner_text("[data-testid=peek-done]") == "Já memorizei"
    page.wait_for_timeout(max(0, 3000 - 1000 * (time.monotonic() - looked)))
    assert faces(page, 0) == peek
    page.click("[data-testid=peek-done]")
    assert faces(page, 0) == ["", "", ""] and page.locator("[data-testid=peek-done]").is_hidden()
    page.hover("[data-testid=stock]")  # the highlighted stock, hovered: its label stays readable
    readable(page, "the stock to draw from, hovered")
    page.mouse.move(0, 0)

    # a card she swaps in stays face up until her next move (no crisp), then turns face down
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    readable(page, "a drawn card held")
    page.keyboard.press("s")  # the swap armed: its button lit, her slots to pick
    assert page.locator("[data-testid=action-swap].armed").count() == 1
    readable(page, "the swap armed")
    page.click("[data-testid=slot-0-L]")
    wait_asked(page)
    assert faces(page, 0)[0] and page.locator("[data-testid=peek-done]").is_visible()
    readable(page, "the crisp window with a fresh card")
    page.click("[data-testid=action-pass]")
    assert faces(page, 0) == ["", "", ""]

    kings = 0
    for _ in range(60):  # draw and discard, no crisp, until the match ends; axe at every step
        page.wait_for_selector(STATES, timeout=30_000)
        state = page.get_attribute("#status", "data-state")
        if state == "match-over":
            break
        if state == "king":  # R5.2: the King is shown in her hand before the table plays it
            kings += 1
            assert page.get_attribute("#held .card", "data-face").startswith("K") and "R5.2" in page.inner_text("#status")
            assert "duas compras" in page.inner_text("[data-testid=king-note]")
            readable(page, "a King about to be played")
            wait_asked(page)
            assert "Ana joga K" in log_text(page) and "R5.2" in page.inner_text("#notice")
            continue
        page.wait_for_timeout(GAP_MS)
        readable(page, f"Ana's turn, {page.inner_text('#status')[:40]}")
        for verb in ("draw", "discard", "pass"):
            if page.locator(f"[data-testid=action-{verb}]").is_enabled():
                page.click(f"[data-testid=action-{verb}]")
                break
    assert page.get_attribute("#status", "data-state") == "match-over" and kings == 1

    # the seats' scores are the score table's match totals; one control for a new match; no line told twice
    assert badges(page) == match_column(page) and sum(match_column(page)) > 0
    assert page.locator("#result-new-match").is_hidden() and page.inner_text("#next-round") == "Nova partida"
    lines = page.locator("#log li").all_inner_texts()
    assert all(a != b for a, b in pairwise(lines))
    readable(page, "the score screen")

    # pass-and-play with a draw timer (R9), from the same page: each person's peek waits behind the cover for them
    page.click("#next-round")
    page.select_option("#timer", "30")
    set_up(page, [("Ana", "human"), ("Ben", "human")], seed=SEED_TWO_PEOPLE)
    page.wait_for_selector("#cover:not([hidden])")
    assert "Ben" in page.inner_text("#cover-text") and page.locator("#felt").is_hidden()
    page.click("#cover-go")
    wait_asked(page)
    assert faces(page, 1)[0] and faces(page, 1)[2] and faces(page, 0) == ["", "", ""]
    # with the timer the note counts down Ben's draw (R9): whole seconds, as the draw's clock
    assert re.search(r"ou em \d+ s \(R9\)", page.inner_text("#peek-note"))
    page.click("[data-testid=action-draw]")  # his first draw: the peek turns face down
    assert faces(page, 1) == ["", "", ""]
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    wait_asked(page)
    assert re.search(r"\d,\d s", page.inner_text("#clock-text"))  # the crisp window's seconds (R10), with a comma
    page.click("[data-testid=action-pass]")
    page.wait_for_selector("#cover:not([hidden])")
    assert "Ana" in page.inner_text("#cover-text") and page.locator("#felt").is_hidden()
    page.click("#cover-go")
    page.wait_for_selector("[data-testid=peek-done]:visible")
    assert faces(page, 0)[0] and faces(page, 0)[2] and faces(page, 1) == ["", "", ""]  # hers, never his
    assert page.errors == []
