"""Watching recorded matches of Cheat (cheat/1) and Crisps (crisps/1) on the play page in a real browser: a record
downloaded from a short game is loaded in "Watch a recorded match", stepped forward and back (buttons and arrow keys),
seen by the whole table or by one seat (a hand shown or hidden), read-only, the seats called by the names the record
keeps (F5); a bad card in a record is told as plain text.  A Crisp match saved by the page replays with its names,
each score's reason (R11.2's ±5) and the match's winner.  Needs the built site (python3 -m lite.build).
Screenshots: CRISP_SHOTS=<dir> saves one of each replay."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import download_record, open_play, set_up
from lite.tests.test_play_cheat import ASKED, play_some, start_cheat
from lite.tests.test_play_crisps import OVER, hand, select, start_crisps, wait_asked

POS = "() => document.querySelector('#replay-pos').textContent"


def download_and_leave(page, tmp_path, name):
    """The record of the match so far, downloaded as a person does; then leave the match for the setup screen."""
    path = download_record(page, tmp_path, name)
    page.click("#new-match")
    if page.locator("#leave[open]").count():
        page.click("#leave-yes")
    return path


def hands_shown(page) -> list[int]:
    ids = page.locator("#replay-felt [data-testid^=replay-hand-]").evaluate_all("hs => hs.map(h => h.dataset.testid)")
    return sorted(int(i.rsplit("-", 1)[1]) for i in ids)


def step_to(page, text):
    page.wait_for_function(f"(t) => ({POS})() === t", arg=text, timeout=20_000)


def watch(page, path, players, unit):
    """Load ``path``, step through it and switch the viewer; return the record."""
    record = json.loads(Path(path).read_text())
    units = record["games"] if "games" in record else record["rounds"]
    steps = sum(len(u["actions"]) + 1 for u in units)
    page.set_input_files("#record-file", str(path))
    page.wait_for_selector("#replay:not([hidden])", timeout=30_000)
    step_to(page, f"Step 1 of {steps} · {unit} 1")
    assert page.inner_text("#load-error") == ""
    assert f"{unit.title()} 1" in page.inner_text("#replay-lines")
    assert hands_shown(page) == list(range(players))  # the whole table: every hand
    assert page.locator("#replay-felt button, #replay-felt .xactions").count() == 0  # read-only
    page.click("#replay-forward")
    step_to(page, f"Step 2 of {steps} · {unit} 1")
    first = units[0]["actions"][0]
    seat = int(first.split()[0])  # the notation's seat
    assert record["names"][seat] in page.inner_text("#replay-lines")  # the names the page saved (F5)
    page.keyboard.press("ArrowRight")
    step_to(page, f"Step 3 of {steps} · {unit} 1")
    page.keyboard.press("ArrowLeft")
    step_to(page, f"Step 2 of {steps} · {unit} 1")
    page.select_option("#replay-viewer", "1")  # one seat's view: its own hand only
    page.wait_for_function("() => document.querySelectorAll('#replay-felt [data-testid^=replay-hand-]').length === 1")
    assert hands_shown(page) == [1]
    assert page.locator("#replay-viewer option").count() == players + 1
    page.click("#replay-back")
    step_to(page, f"Step 1 of {steps} · {unit} 1")
    assert hands_shown(page) == [1]
    page.select_option("#replay-viewer", "all")
    page.wait_for_function(f"() => document.querySelectorAll('#replay-felt [data-testid^=replay-hand-]').length === {players}")
    page.select_option("#replay-viewer", "0")
    page.wait_for_function("() => document.querySelectorAll('#replay-felt [data-testid^=replay-hand-]').length === 1")
    page.locator("#replay-slider").fill(str(steps - 1))  # the last step
    step_to(page, f"Step {steps} of {steps} · {unit} {len(units)}")
    assert hands_shown(page) == [0]
    return record


def shoot(page, name):
    shots = os.environ.get("CRISP_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.select_option("#replay-viewer", "all")
        page.wait_for_timeout(300)
        page.screenshot(path=str(Path(shots) / name), full_page=True)


def test_watch_a_cheat_record(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query="?game=cheat&test-clock=4")
    start_cheat(page, [("Ana", "human"), ("Ben", "random"), ("Cleo", "counting")], seed=3, window="3")
    for _ in range(3):  # Ana plays three times: a short game
        page.wait_for_selector(ASKED, timeout=30_000)
        page.wait_for_timeout(300)
        play_some(page, 1)
        page.wait_for_timeout(300)
    path = download_and_leave(page, tmp_path, "cheat.json")
    assert watch(page, path, 3, "game")["names"] == ["Ana", "Ben", "Cleo"]
    assert "No game was won" in page.inner_text("[data-testid=replay-final]")  # the game was left unfinished
    page.locator("#replay-slider").fill("3")
    step_to(page, f"Step 4 of {page.evaluate(POS).split(' of ')[1].split(' ')[0]} · game 1")
    shoot(page, "cheat-replay.png")
    assert not page.errors


def test_watch_a_crisps_record(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query="?game=crisps")
    start_crisps(page, [("Ana", "human"), ("Ben", "counting")])
    for _ in range(4):  # Ana moves four times: lead the lowest card, follow with the highest or pass, or choose
        wait_asked(page)
        if page.locator(OVER).count():
            break
        if page.locator("[data-testid=crisps-faceup]").count():
            page.click("[data-testid=crisps-faceup]")
        elif page.locator("[data-testid=crisps-blind]").count():
            page.click("[data-testid=crisps-blind]")
        elif page.locator(".xhand button.card:disabled").count():
            page.click("[data-testid=crisps-pass]")
        elif page.locator("[data-testid=crisps-pass]").is_enabled():
            select(page, [hand(page)[-1]])
            page.click("[data-testid=crisps-play]" if page.locator("[data-testid=crisps-play]").is_enabled()
                       else "[data-testid=crisps-pass]")
        else:
            select(page, [hand(page)[0]])
            page.click("[data-testid=crisps-play]")
        page.wait_for_timeout(300)
    path = download_and_leave(page, tmp_path, "crisps.json")
    watch(page, path, 2, "round")
    page.locator("#replay-slider").fill("5")
    step_to(page, f"Step 6 of {page.evaluate(POS).split(' of ')[1].split(' ')[0]} · round 1")
    shoot(page, "crisps-replay.png")
    assert not page.errors


def test_a_saved_crisp_match_replays_with_its_names_reasons_and_winner(browser, site_url, tmp_path):
    evil = "Zé <i>x</i>"
    page = open_play(browser, site_url)
    set_up(page, [("Ana", "human"), (evil, "heuristic"), ("Cleo", "expert")], target=1, seed=7)
    for _ in range(40):  # Ana calls crisp when she may (or a bot does first); target 1: the match ends with the round
        page.wait_for_selector("#status[data-state=your-turn], #status[data-state=match-over]", timeout=60_000)
        if page.get_attribute("#status", "data-state") == "match-over":
            break
        page.wait_for_timeout(450)  # the page ignores a second move within 400 ms
        for verb in ("crisp", "draw", "discard", "king"):
            if page.locator(f"[data-testid=action-{verb}]").is_enabled():
                page.click(f"[data-testid=action-{verb}]")
                break
        else:  # a card that cannot be discarded: swap it into L
            page.click("[data-testid=slot-0-L]")
    path = download_and_leave(page, tmp_path, "crisp.json")
    record = json.loads(path.read_text())
    assert record["names"] == ["Ana", evil, "Cleo"]
    steps = sum(len(r["actions"]) + 1 for r in record["rounds"])
    page.set_input_files("#record-file", str(path))
    page.wait_for_selector("#replay:not([hidden])", timeout=30_000)
    page.locator("#replay-slider").fill(str(steps - 1))
    step_to(page, f"Step {steps} of {steps} · round 1")
    assert page.locator("#replay-viewer option").all_inner_texts()[1:] == ["Ana's view", f"{evil}'s view", "Cleo's view"]
    assert evil in page.inner_text("#replay-felt") and page.locator("#replay i, #replay-felt i").count() == 0
    scores = page.inner_text("[data-testid=replay-scores]")
    assert "called crisp" in scores and "R11.2" in scores and "R11.1" in scores  # why each score is what it is
    assert re.search(r"Called crisp and \d+ is strictly the lowest .*: \d+ − 5 = -?\d+|Called crisp but \d+ is not "
                     r"strictly the lowest .*: \d+ \+ 5 = \d+", scores)
    final = page.inner_text("[data-testid=replay-final]")
    assert re.search(r"(wins the match|share the win) with \d+ points", final) and "R11.5" in final
    # the seats' badges are the match totals at the round's end, as the result's last column
    totals = page.locator("[data-testid=replay-scores] tr td:last-child").all_inner_texts()
    badges = page.locator("#replay-felt .seat .meta .badge:first-child").all_inner_texts()
    assert badges == [f"score {n}" for n in totals]
    assert any(name in final for name in ("Ana", evil, "Cleo"))
    shoot(page, "crisp-replay.png")
    assert not page.errors


def test_a_bad_card_is_told_as_text(browser, site_url):
    page = open_play(browser, site_url)
    evil = "<img src=x onerror=alert(1)>"
    for record in ({"format": "cheat/1", "players": 3, "games": [{"deck": [evil] * 52, "actions": []}]},
                   {"format": "crisps/1", "rounds": [{"deck": [evil] * 40, "actions": []}]}):
        page.set_input_files("#record-file", files=[{"name": "bad.json", "mimeType": "application/json",
                                                     "buffer": json.dumps(record).encode()}])
        page.wait_for_function("() => document.querySelector('#load-error').textContent.includes('<img')", timeout=30_000)
        assert page.locator("img[src=x]").count() == 0 and page.locator("#replay").is_hidden()  # no injected image
        page.set_input_files("#record-file", files=[])
    assert not page.errors
