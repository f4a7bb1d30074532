"""A tap the play page cannot take says why, in one short line next to the finger, in every game (issue 32): on a
phone in Portuguese, Crisp's card before a draw and the stock while holding a card, Cheat's "Jogar" with no card and a
fifth card, Crisps' "Passar" when leading and "Jogar" with no card.  A tap the page takes says nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import chromium, guard, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, READY, set_up
from lite.tests.test_play_cheat import start_cheat
from lite.tests.test_play_crisps import start_crisps

ROOT = Path(__file__).resolve().parent.parent.parent
PT = catalogs()["pt"]
ASKED = "#status[data-state=your-turn]"


@pytest.fixture
def phone(chromium):
    """A 375 × 740 touch screen in Brazilian Portuguese; outside hosts are refused."""
    context = chromium.new_context(viewport={"width": 375, "height": 740}, locale="pt-BR", has_touch=True)
    context.outside_requests = guard(context)
    yield context
    context.close()
    assert context.outside_requests == [], f"requests to outside hosts: {context.outside_requests}"


def open_phone(phone, site_url, query=""):
    page = phone.new_page()
    page.goto(f"{site_url}/play/{query}")
    page.wait_for_selector(READY, timeout=90_000)
    return page


def tap_and_read(page, selector: str) -> str:
    """Tap the centre of ``selector`` (enabled or not, as a finger would) and return the line shown for it, after
    checking that it sits next to the finger: above it or just below, and across from it."""
    target = page.locator(selector).first
    target.evaluate("(node) => node.scrollIntoView({block: 'center'})")  # not under the sticky moves bar
    box = target.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert target.evaluate("(node, [x, y]) => node.contains(document.elementFromPoint(x, y))", [x, y]), selector
    page.touchscreen.tap(x, y)
    note = page.locator("[data-testid=tap-note]")
    note.wait_for(state="visible", timeout=5_000)
    shown = note.bounding_box()
    assert shown["x"] <= x <= shown["x"] + shown["width"] or abs(shown["x"] + shown["width"] / 2 - x) < 120, (shown, x)
    assert shown["y"] + shown["height"] <= y or shown["y"] - y < 60, (shown, y)
    assert 0 <= shown["x"] and shown["x"] + shown["width"] <= 375 and shown["y"] >= 0
    return note.inner_text()


def fill(text: str, **values) -> str:
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


@pytest.mark.parametrize("seed, held", [(5, "play.tap.hold"), (3, "play.tap.holdSpecial")])  # a 10♣; a J♠ (R4.3)
def test_crisp_says_draw_first_and_what_to_do_with_the_card_held(phone, site_url, seed, held):
    page = open_phone(phone, site_url)
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=seed)
    page.wait_for_selector(ASKED, timeout=60_000)
    page.wait_for_timeout(GAP_MS)
    assert tap_and_read(page, "[data-testid=slot-0-L]") == PT["play.tap.draw"]
    page.locator("[data-testid=stock]").tap()  # a tap the page takes: the draw, and no line
    page.wait_for_selector("#held .card", timeout=10_000)
    page.wait_for_timeout(GAP_MS)
    assert page.locator("[data-testid=tap-note]").is_hidden()
    expected = fill(PT[held], discard=PT["play.verb.discard"])
    assert tap_and_read(page, "[data-testid=stock]") == expected
    assert tap_and_read(page, "[data-testid=slot-1-M]") == expected  # another's card, with no Queen
    if held == "play.tap.holdSpecial":
        assert tap_and_read(page, "[data-testid=slot-0-R]") == expected  # a Jack drawn never goes into the hand


def test_cheat_says_choose_one_to_four_cards(phone, site_url):
    page = open_phone(phone, site_url, "?game=cheat")
    start_cheat(page, [("Ana", "human"), ("Rob", "random"), ("Ray", "random")], seed=5)
    page.wait_for_selector(ASKED, timeout=60_000)
    page.wait_for_timeout(GAP_MS)
    assert tap_and_read(page, "[data-testid=cheat-play]") == PT["play.cheat.tapPick"]
    cards = page.locator(".xhand button.card")
    for i in range(4):
        cards.nth(i).tap()
    assert page.locator(".xhand button.card.sel").count() == 4
    assert tap_and_read(page, ".xhand button.card:not(.sel)") == PT["play.cheat.tapMax"]
    assert page.locator(".xhand button.card.sel").count() == 4


def test_crisps_says_the_leader_plays_and_what_to_choose(phone, site_url):
    page = open_phone(phone, site_url, "?game=crisps")
    start_crisps(page, [("Ana", "human"), ("Bot", "counting")])
    page.wait_for_selector(ASKED, timeout=60_000)
    page.wait_for_timeout(GAP_MS)
    assert tap_and_read(page, "[data-testid=crisps-pass]") == PT["play.crisps.tapLead"]
    assert tap_and_read(page, "[data-testid=crisps-play]") == PT["play.crisps.tapPick"]


def test_cheat_keeps_the_cards_chosen_while_the_challenge_window_runs(phone, site_url):
    """Ana chooses her next card while the others may still call "Duvido!" on the last play: the card stays chosen
    when the window closes and her turn comes."""
    page = open_phone(phone, site_url, "?game=cheat&test-clock=2")
    start_cheat(page, [("Ana", "human"), ("Rob", "random"), ("Ray", "random")], seed=5)
    page.wait_for_selector(ASKED, timeout=60_000)
    page.wait_for_timeout(GAP_MS)
    page.locator(".xhand button.card").first.tap()
    page.click("[data-testid=cheat-play]")
    # Ray's play (the last before Ana's turn): the window opens with Ana's cards to choose from
    page.wait_for_function("""() => document.querySelector('[data-testid=window]')
        && document.querySelector('#log').textContent.includes('Ray')
        && document.querySelector('.xhand button.card:enabled')""", timeout=60_000)
    chosen = page.locator(".xhand button.card:enabled").first.get_attribute("data-testid")
    page.locator(f"[data-testid={chosen}]").tap()
    page.wait_for_selector(ASKED, timeout=60_000)
    page.wait_for_function("() => !document.querySelector('[data-testid=window]')", timeout=30_000)
    assert page.locator(f"[data-testid={chosen}]").get_attribute("class").split().count("sel") == 1
