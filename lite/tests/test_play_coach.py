"""The play page's coach in a real browser: off by default, switched on from the toolbar and remembered, the
odds of each unseen card summing to 100 %, the chance of being strictly lowest, the expert's advice and, after a
move, the coach's word on it; each person's own in pass-and-play (never shown to the next one); every number in a
sentence saying what it is about, equal to the engine's; no horizontal scrolling at 375 px.
Needs the built site (python3 -m lite.build).  Screenshots go to $CRISP_SHOTS if set, else to the
test's temporary directory (the README's picture of the coach is made by lite/screenshots.py)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import AXE, browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, no_horizontal_scroll, open_play, set_up, started, wait_asked

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
    page = started(browser, site_url, SEATS, seed=SEED)
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


def test_each_person_keeps_their_own_coach_and_assist_in_pass_and_play(browser, site_url):
    """Ben (first to play) turns his coach on, Ana her assist: after each cover the person holding the device sees
    only their own switches and their own coaching, never the other's, and a rematch keeps them."""
    page = open_play(browser, site_url)
    set_up(page, [("Ana", "human"), ("Ben", "human")], seed=4)
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")  # Ben
    wait_asked(page)
    assert not page.is_checked("#coach") and not page.is_checked("#assist")
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
    page.click("#cover-go")  # Ana: her switches (both off), none of Ben's coaching, not even hidden in the page
    wait_asked(page)
    page.wait_for_timeout(GAP_MS)
    assert not page.is_checked("#coach") and not page.is_checked("#assist")
    assert page.locator("#coach-panel").is_hidden() and page.inner_text("#coach-body") == ""
    assert page.locator(ADVICE).count() == 0 and "expert" not in page.inner_text("body")
    page.click("#assist")  # Ana's own
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    wait_asked(page)
    assert page.locator("#coach-panel").is_hidden()
    page.click("[data-testid=action-pass]")
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")  # Ben again: his coach is back on, with his word on his own last move
    wait_asked(page)
    assert page.is_checked("#coach") and not page.is_checked("#assist")
    wait_advice(page)
    assert page.inner_text("[data-testid=coach-feedback]").startswith("You did not call crisp")
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('crisp-play-settings')).switches")
    assert saved == {"0": {"assist": True, "coach": False}, "1": {"assist": False, "coach": True}}, saved
    page.click("#new-match")  # a rematch with the same settings: each person's switches again
    page.click("#leave-yes")
    page.click("#start")
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")  # Ben
    wait_asked(page)
    assert page.is_checked("#coach") and not page.is_checked("#assist")
    wait_advice(page)
    assert not page.errors


# --- every number with what it is about, as the engine computes it ---------------------------------------------
def catalog(lang: str) -> dict[str, str]:
    return catalogs()[lang]


def fill(template: str, **values: object) -> str:
    """A catalog text with its {placeholders} filled (as the page's fmt does)."""
    return re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]), template)


def engine_coach(seats, seed: int, lang: str) -> dict:
    """The coach's data for seat 0 at its first move, computed here in CPython with the page's own settings."""
    from crisp_core import Options
    from crisp_core.crisp.web import WebGame
    game = WebGame(players=len(seats), seats=[kind for _, kind in seats], names=[name for name, _ in seats],
                   seed=seed, lang=lang, options=Options(target=100, draw_from_discard=False), show_seen=False)
    while game.step():
        pass
    assert game.waiting() == 0
    return json.loads(game.coach(0))


def check_panel(page, data: dict, words: dict[str, str]) -> None:
    """The panel shows the engine's numbers, each in its sentence, in Portuguese."""
    low = data["lowest"]
    p = round(100 * low["chance"])
    if low["exact"]:
        big, said = fill(words["play.coachPercent"], p=p), fill(words["play.coachExact"], p=p)
    else:  # sampled: about, with the 95 % interval in whole percents
        lo, hi = (min(100, max(0, round(100 * x))) for x in (low["chance"] - low["error"], low["chance"] + low["error"]))
        big = fill(words["play.coachAboutPercent"], p=p)
        said = fill(words["play.coachSampled"], p=p, n=f"{low['samples']:,}".replace(",", "."), lo=lo, hi=hi)
        assert lo < p < hi and f"cerca de {p}%" in said and f"entre {lo}% e {hi}%" in said
    assert page.inner_text("[data-testid=coach-lowest]") == big
    assert page.inner_text("[data-testid=coach-lowest-said]") == said
    assert said.startswith("Se todos mostrassem as cartas agora, você teria o menor total") and f"{p}%" in said
    for slot in data["slots"]:
        table = page.locator(f"[data-testid=coach-slot-{slot['slot']}]")
        mean = f"{slot['mean']:.1f}".replace(".", ",")
        caption = table.locator("caption").inner_text()
        assert caption == fill(words["play.coachSlot"], slot=words[f"play.slotName.{slot['slot']}"], mean=mean)
        assert f"em média, ela vale {mean} pontos" in caption
        assert table.locator(".coach-pct").all_inner_texts() == [f"{round(100 * v['chance'])}%" for v in slot["values"]]
    assert page.inner_text(ADVICE) == data["advice"]["tip"]  # the move first, in a short line
    assert page.inner_text("#coach-body .coach-why") == data["advice"]["why"]  # then why, with its figures


def test_in_portuguese_each_number_says_what_it_is_about_and_is_the_engines(browser, site_url, tmp_path):
    words = catalog("pt")
    page = open_play(browser, site_url)
    page.select_option("[data-i18n-switch] select", "pt")
    set_up(page, SEATS, seed=SEED)
    wait_asked(page)
    page.click("#coach")
    wait_advice(page, "^Dica do especialista: ")
    data = engine_coach(SEATS, SEED, "pt")
    assert data["lowest"]["exact"]
    check_panel(page, data, words)
    page.screenshot(path=str(shots_dir(tmp_path) / "play-coach-pt.png"), full_page=True)
    six = [("Ana", "human")] + [(name, "random") for name in ("Ben", "Cleo", "Dan", "Eva", "Fil")]
    page.click("#new-match")  # six players: 15 cards of the others unseen, the chance is sampled
    page.click("#leave-yes")
    set_up(page, six, seed=SEED)
    wait_asked(page)
    wait_advice(page, "^Dica do especialista: ")
    data = engine_coach(six, SEED, "pt")
    assert not data["lowest"]["exact"]
    check_panel(page, data, words)
    page.set_viewport_size({"width": 375, "height": 740})
    page.wait_for_timeout(200)
    assert no_horizontal_scroll(page)
    page.locator("#coach-panel").screenshot(path=str(shots_dir(tmp_path) / "play-coach-pt-phone.png"))
    assert not page.errors
