"""Crisps on the play page in a real browser (docs/CRISPS.md): a person against a bot selects cards, sees whether they
form a legal play, plays, passes, makes the trick winner's choice and plays rounds to their end; the crisps/1 record;
names as plain text.  Needs the built site (python3 lite/build.py)."""

from __future__ import annotations

import json
from collections import defaultdict

from site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from test_play import GAP_MS, open_play
from test_play_a11y import assert_clean

ASKED = "#status[data-state=your-turn]"
OVER = "#status[data-state=round-over], #status[data-state=match-over]"
SEED = 1  # Ana (seat 0) leads the first round and holds a pair


def start_crisps(page, seats, seed=SEED):
    page.check("[data-testid=game-crisps]")
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#kind-{i}", kind)
    page.fill("#seed", str(seed))
    page.click("#start")
    page.select_option("#speed", "0")


def hand(page) -> list[str]:
    return [t.removeprefix("hand-") for t in
            page.locator(".xhand button.card").evaluate_all("bs => bs.map(b => b.dataset.testid)")]


def select(page, cards):
    for card in cards:
        page.click(f"[data-testid=hand-{card}]")


def wait_asked(page):
    page.wait_for_selector(f"{ASKED}, {OVER}", timeout=30_000)
    page.wait_for_timeout(GAP_MS)


def test_select_play_pass_choose_and_a_round_to_its_end(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query="?game=crisps")
    assert page.is_checked("[data-testid=game-crisps]") and page.locator("#seats-setup li").count() == 2
    start_crisps(page, [("Ana", "human"), ("Bot", "counting")])
    wait_asked(page)
    assert "you lead" in page.inner_text("#status")
    assert "Face-up card" in page.inner_text("#xtable") and "4 cards removed unseen" in page.inner_text("#xtable")
    assert page.locator("[data-testid=crisps-play]").is_disabled()
    assert_clean(page, "the Crisps table, leading")
    by_rank = defaultdict(list)
    for card in hand(page):
        by_rank[card[0]].append(card)
    pair = next(cards[:2] for cards in by_rank.values() if len(cards) >= 2)
    # two cards of ranks that make no combination: not a legal play (K3)
    ranks = sorted(by_rank, key="23456789TJQ".index)
    odd = [by_rank[ranks[0]][0], by_rank[ranks[-1]][0]]
    select(page, odd)
    assert page.locator("[data-testid=crisps-play]").is_disabled()
    assert "not a combination" in page.inner_text("[data-testid=crisps-hint]")
    select(page, odd)  # unselect
    select(page, pair)
    assert page.locator(".xhand button.card.sel").count() == 2
    assert page.inner_text("[data-testid=crisps-play]") == "Play: pair"
    assert "A pair: you may play it." == page.inner_text("[data-testid=crisps-hint]")
    page.click("[data-testid=crisps-play]")
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ana plays')")
    assert all(card not in hand(page) for card in pair)
    assert page.locator("[data-testid=trick] li").count() >= 1
    assert page.locator("[data-testid=trick] li").first.inner_text().startswith("Ana")

    # on to the round's end: lead the lowest card, follow with the highest or pass; after a won trick, choose
    chose = passed = 0
    for _ in range(200):
        wait_asked(page)
        if page.locator(OVER).count():
            break
        if page.locator("[data-testid=crisps-faceup]").count():  # the winner's choice (K6.1)
            text = page.inner_text("[data-testid=crisps-faceup]")
            assert text.startswith("Take the face-up ")
            assert page.locator("[data-testid=crisps-blind]").inner_text() == "Take a blind card"
            if not chose:
                assert_clean(page, "the Crisps table, the trick winner's choice")
            page.click("[data-testid=crisps-faceup]" if chose % 2 == 0 else "[data-testid=crisps-blind]")
            chose += 1
        elif page.locator(".xhand button.card:disabled").count():  # nothing can follow (K5.4): pass
            assert "Nothing in your hand can follow" in page.inner_text("[data-testid=crisps-hint]")
            passed += 1
            page.click("[data-testid=crisps-pass]")
        elif page.locator("[data-testid=crisps-pass]").is_enabled():  # following: the highest card, or pass
            select(page, [hand(page)[-1]])
            if page.locator("[data-testid=crisps-play]").is_enabled():
                page.click("[data-testid=crisps-play]")
            else:
                select(page, [hand(page)[-1]])
                passed += 1
                page.click("[data-testid=crisps-pass]")
        else:  # leading (K4.1): the lowest single
            select(page, [hand(page)[0]])
            page.click("[data-testid=crisps-play]")
    assert page.locator(OVER).count()
    assert passed >= 1 and chose >= 1
    result = page.inner_text("[data-testid=xresult]")
    assert "Round 1:" in result and "K7.1" in result
    assert_clean(page, "the Crisps table, the round over")
    with page.expect_download() as info:
        page.click("#download")
    assert info.value.suggested_filename.startswith("crisps-match-")
    path = tmp_path / "crisps.json"
    info.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["format"] == "crisps/1" and len(record["rounds"]) == 1
    assert "0 pass" in record["rounds"][0]["actions"]
    page.click("[data-testid=next]")  # the next round (K2.1)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Round 2')", timeout=20_000)
    assert not page.errors


def test_names_are_never_markup_and_the_phone_width_fits(browser, site_url):
    page = open_play(browser, site_url, width=375, height=800, query="?game=crisps")
    evil = "<img src=x onerror=alert(1)>"
    start_crisps(page, [(evil, "human"), ("Ben", "random")])
    wait_asked(page)
    assert page.locator("#game img, #cover img").count() == 0
    assert evil in page.inner_text("[data-testid=xseat-0]")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert_clean(page, "the Crisps table at 375 px")
    assert not page.errors
