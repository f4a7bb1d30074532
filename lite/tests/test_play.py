"""The play page in a real browser: setup, the table by clicks and keys, round and match end, records,
pass-and-play, small screens.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401

READY = "#status[data-state=ready]"
ASKED = "#status[data-state=your-turn]"
SEED_NUMBER_FIRST = 0  # 2 seats, Ana (you) and a random bot: Ana's first draw is the A♠
SEED_QUEEN_FIRST = 2  # ... Ana's first draw is the Q♦
GAP_MS = 450  # the page ignores a second move within 400 ms (double clicks)
ROOT = Path(__file__).resolve().parent.parent.parent


def open_play(browser, site_url, width=1280, height=900, query="", rule_numbers=True):
    """The play page on a new page of ``browser`` (a browser context), ready; its script errors on ``page.errors``.
    With ``rule_numbers`` the page shows the rules' numbers in its sentences, as a teacher may ask (the tests here
    read "(R3.2)" in the log); a reader's default, a small ⓘ button alone, has tests of its own (test_play_help)."""
    page = browser.new_page()
    page.add_init_script(f"localStorage.setItem('crisp.ruleNumbers', '{int(rule_numbers)}')")
    page.set_viewport_size({"width": width, "height": height})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(f"{site_url}/play/{query}")
    page.wait_for_selector(READY, timeout=90_000)
    return page


def set_up(page, seats, target=None, seed=None, speed="0", game=None, choices=None):
    """Fill the setup screen: ``game`` chosen (None: the page's own), ``seats`` a list of (name, kind), ``choices``
    the game's own settings ({select's id: value}); then start the match."""
    if game is not None:
        page.check(f"[data-testid=game-{game}]")
    page.select_option("#players", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#kind-{i}", kind)
    for select, value in (choices or {}).items():
        page.select_option(f"#{select}", value)
    if target is not None:
        page.select_option("#target", "other")
        page.fill("#target-other", str(target))
    if seed is not None:
        page.fill("#seed", str(seed))
    page.click("#start")
    page.select_option("#speed", speed)


def started(browser, site_url, seats=(("Ana", "human"), ("Ben", "random")), **setup):
    """The play page with a match of ``seats`` set up (:func:`set_up`, with ``setup``'s options), once the person is
    asked for a move."""
    page = open_play(browser, site_url)
    set_up(page, list(seats), **setup)
    wait_asked(page)
    return page


def download_record(page, tmp_path: Path, name: str | None = None) -> Path:
    """The page's record of the match, downloaded as a person does (its button) into ``tmp_path``, as ``name`` (None:
    the name the page gives it)."""
    with page.expect_download() as info:
        page.click("#download")
    path = tmp_path / (name or info.value.suggested_filename)
    info.value.save_as(path)
    return path


def log_text(page) -> str:
    return page.inner_text("#log")


def wait_asked(page, timeout=30_000):
    page.wait_for_selector(ASKED, timeout=timeout)
    page.wait_for_timeout(GAP_MS)


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def play_to_round_end(page, most: int = 200) -> int:
    """Play the person's turns until the round is over: call crisp at the first chance, else draw, then discard or
    swap into the left slot (a King plays itself); the clicks it took (at most ``most``)."""
    clicks = 0
    while True:
        page.wait_for_selector("#status[data-state=your-turn], #status[data-state=round-over]", timeout=60_000)
        if page.get_attribute("#status", "data-state") == "round-over":
            return clicks
        page.wait_for_timeout(GAP_MS)
        for verb in ("crisp", "draw", "discard", "king"):
            if page.locator(f"[data-testid=action-{verb}]").is_enabled():
                page.click(f"[data-testid=action-{verb}]")
                break
        else:
            page.click("[data-testid=slot-0-L]")
        clicks += 1
        assert clicks < most, "the round did not end"


def test_a_whole_match_against_bots_to_the_match_end(browser, site_url):
    page = open_play(browser, site_url)
    set_up(page, [("Ana", "human"), ("Rob", "random"), ("Hal", "heuristic")], target=12, seed=7)
    rounds = 0
    for _ in range(400):
        page.wait_for_selector("#status[data-state=your-turn], #status[data-state=round-over], "
                               "#status[data-state=match-over]", timeout=60_000)
        state = page.get_attribute("#status", "data-state")
        if state == "match-over":
            break
        if state == "round-over":
            rounds += 1
            assert page.locator("[data-testid=scores] tr").count() == 4  # header and three players
            assert "R11.1" in page.inner_text("[data-testid=scores]")
            page.click("#next-round")
            page.wait_for_timeout(GAP_MS)
            continue
        page.wait_for_timeout(GAP_MS)
        for verb in ("crisp", "draw", "discard", "king"):
            button = page.locator(f"[data-testid=action-{verb}]")
            if button.is_enabled():
                button.click()
                break
        else:  # holding a card that cannot be discarded: swap it into L
            page.click("[data-testid=slot-0-L]")
    assert page.get_attribute("#status", "data-state") == "match-over"
    verdict = page.inner_text("#verdict")
    assert re.search(r"(wins the match|share the win)", verdict) and "R11.5" in verdict
    assert "called crisp" in page.inner_text("[data-testid=scores]").lower()
    assert page.locator("#history tr").count() >= 3  # header, one row per round, total
    assert "— Round 1 —" in log_text(page)  # the log is kept across rounds
    page.click("#next-round")  # "New match" opens the setup screen with the same settings
    page.wait_for_selector("#setup:not([hidden])")
    assert page.input_value("#name-0") == "Ana" and page.input_value("#target-other") == "12"
    assert not page.errors


def test_a_swap_by_clicking_the_slot(browser, site_url):
    page = started(browser, site_url, seed=SEED_NUMBER_FIRST)
    page.click("[data-testid=stock]")
    wait_asked(page)
    assert "A♠" in page.inner_text("[data-testid=status]")
    page.click("[data-testid=slot-0-M]")
    wait_asked(page)  # Ana's crisp window
    assert "Ana swaps the drawn card into their M" in log_text(page)
    assert "A♠" not in log_text(page)  # playing from memory: the log does not name Ana's private card
    assert page.locator("[data-testid=action-crisp]").is_enabled()


def test_a_queen_swap_by_clicking_two_slots(browser, site_url):
    page = started(browser, site_url, seed=SEED_QUEEN_FIRST)
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    assert page.locator("[data-testid=action-queen]").is_enabled()
    assert not page.locator("[data-testid=action-swap]").is_enabled()  # R4.3
    page.click("[data-testid=slot-0-L]")
    assert page.locator("[data-testid=slot-0-L].picked").count() == 1
    page.click("[data-testid=slot-1-R]")
    wait_asked(page)
    assert "Ana plays the Q♦: their L and Ben's R change places" in log_text(page)


def test_a_double_click_plays_one_move_only(browser, site_url):
    page = started(browser, site_url, seed=SEED_NUMBER_FIRST)
    page.dblclick("[data-testid=action-draw]")
    wait_asked(page)
    page.dblclick("[data-testid=slot-0-L]")
    page.wait_for_timeout(1500)
    log = log_text(page)
    assert log.count("Ana draws") == 1 and log.count("Ana swaps") == 1
    assert "Ana calls crisp" not in log and "Ana does not call crisp" not in log
    assert page.get_attribute("#status", "data-state") == "your-turn"  # still asked: crisp or not


def test_keyboard_only_turn(browser, site_url):
    page = started(browser, site_url, seed=SEED_NUMBER_FIRST)
    page.keyboard.press("d")
    wait_asked(page)
    page.keyboard.press("s")
    assert page.locator("[data-testid=action-swap].armed").count() == 1
    page.keyboard.press("r")
    wait_asked(page)
    assert "Ana swaps the drawn card into their R" in log_text(page)
    assert page.evaluate("() => document.activeElement.id") in ("action-crisp", "action-pass")
    page.keyboard.press("n")
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ana does not call crisp')")
    page.wait_for_selector(ASKED, timeout=30_000)  # Ben played; Ana's turn again
    assert page.evaluate("() => document.activeElement.id") == "action-draw"


def test_memory_and_assist(browser, site_url):
    page = started(browser, site_url, seed=SEED_NUMBER_FIRST)
    faces = "() => [...document.querySelectorAll('[data-testid^=slot-0-]')].map(b => b.dataset.face || '')"
    page.click("[data-testid=peek-done]")  # the peek at L and R is over when Ana says so (R2.4, S8)
    assert page.evaluate(faces) == ["", "", ""]
    page.check("#assist")
    shown = page.evaluate(faces)
    assert shown[0] and shown[2] and not shown[1]  # L and R seen, M never
    assert "Your known total" in page.inner_text("#known-total")
    label = page.get_attribute("[data-testid=slot-0-M]", "aria-label")
    assert label == "your M: face down"


def test_no_horizontal_scrolling_at_375_px(browser, site_url):
    page = open_play(browser, site_url, width=375, height=800)
    assert no_horizontal_scroll(page)
    set_up(page, [("Ana", "human")] + [(f"Bot {i}", "random") for i in range(1, 8)], seed=3)
    wait_asked(page)
    assert no_horizontal_scroll(page)
    box = page.locator("[data-testid=slot-7-R]").bounding_box()
    assert box["x"] + box["width"] <= 375
    play_to_round_end(page, most=100)  # call crisp at once, to reach the score screen
    assert page.locator("[data-testid=scores]").is_visible()
    assert no_horizontal_scroll(page)


def test_leaving_a_match_in_progress_asks_first(browser, site_url):
    page = started(browser, site_url, seed=1)
    page.click("#new-match")
    assert page.locator("#leave[open]").count() == 1
    page.click("#leave-no")
    assert page.locator("#game").is_visible()
    page.click("#new-match")
    page.click("#leave-yes")
    page.wait_for_selector("#setup:not([hidden])")
    assert page.input_value("#name-1") == "Ben"  # the settings are remembered


def test_names_are_never_markup(browser, site_url):
    page = open_play(browser, site_url)
    evil = "<img src=x onerror=alert(1)>"
    set_up(page, [(evil, "human"), ("Ben", "random")], seed=1)
    wait_asked(page)
    assert page.locator("#game img").count() == 0
    assert evil[:20] in page.inner_text("#seats")


def test_a_name_that_turns_text_around_is_refused_naming_f5(browser, site_url):
    """U+202E would turn the rest of a log line around ("Ana: 52 =" read as "= 25"): the setup says so and plays
    nothing; without it the same name plays."""
    page = open_play(browser, site_url)
    page.evaluate("localStorage.setItem('crisp.lang', 'pt')")
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    page.select_option("#players", "2")
    page.fill("#name-0", "Ana")
    page.fill("#name-1", "Ben\u202e52 =")
    page.click("#start")
    error = page.inner_text("#setup-error")
    assert "Lugar 2" in error and "F5" in error and page.is_visible("#setup") and page.is_hidden("#game")
    page.fill("#name-1", "Ben 52 =")
    page.click("#start")
    page.wait_for_selector("#game:not([hidden])")
    assert page.errors == []


def test_download_reload_and_step_backwards(browser, site_url, tmp_path):
    page = started(browser, site_url, seed=SEED_NUMBER_FIRST)
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    wait_asked(page)
    path = download_record(page, tmp_path)
    record = json.loads(path.read_text())
    assert record["format"] == "crisp/1" and record["rounds"][0]["actions"][-2:] == ["0 draw", "0 discard"]
    page.click("#new-match")
    page.click("#leave-yes")
    page.set_input_files("#record-file", str(path))
    page.wait_for_selector("#replay:not([hidden])")
    steps = len(record["rounds"][0]["actions"]) + 1
    page.wait_for_function(f"() => document.querySelector('#replay-pos').textContent.startsWith('Step 1 of {steps}')")
    page.fill("#replay-slider", str(steps - 1))
    page.wait_for_function(f"() => document.querySelector('#replay-pos').textContent.startsWith('Step {steps} ')")
    assert "Ana discards" in page.inner_text("#replay-lines")  # the record keeps the names (F5)
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(f"() => document.querySelector('#replay-pos').textContent.startsWith('Step {steps - 1} ')")
    assert "Ana draws" in page.inner_text("#replay-lines")
    page.click("#replay-back")
    page.wait_for_function(f"() => document.querySelector('#replay-pos').textContent.startsWith('Step {steps - 2} ')")
    # the whole table shows every card; one seat's view does not
    assert page.locator("#replay-felt .card.back").count() == 0
    page.select_option("#replay-viewer", "1")
    page.wait_for_function("() => document.querySelectorAll('#replay-felt .card.back').length > 0")


def test_a_broken_record_gets_a_clear_message(browser, site_url):
    page = open_play(browser, site_url)
    cases = [("not-json.json", b"{this is not json", "not JSON"),
             ("nested.json", b"[" * 100_000 + b"]" * 100_000, "nested"),
             ("refused.json", json.dumps({"format": "crisp/1", "players": 2, "rounds": [
                 {"deck": ["2c"] * 52, "actions": []}]}).encode(), "R1.2")]
    for name, data, expected in cases:
        page.set_input_files("#record-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
        page.wait_for_function("(t) => document.querySelector('#load-error').textContent.includes(t)", arg=expected,
                               timeout=20_000)
        message = page.inner_text("#load-error")
        assert "Traceback" not in message and len(message) < 400, message
        page.set_input_files("#record-file", files=[])
    assert page.locator("#replay").is_hidden()


def test_a_record_refused_for_a_seat_says_how_the_notation_counts(browser, site_url):
    """The message quotes the action in the notation (seats from 0) and names the seats as a person reads them
    (from 1): a sentence says so, in the page's language, and only then."""
    from crisp_core import arranged_deck
    page = open_play(browser, site_url)
    record = {"format": "crisp/1", "players": 3,
              "rounds": [{"deck": [str(c) for c in arranged_deck(3, 0)], "actions": ["2 draw"]}]}
    page.set_input_files("#record-file", files=[{"name": "turn.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(record).encode()}])
    note = catalogs()["en"]["play.notationSeats"]
    page.wait_for_function("(t) => document.querySelector('#load-error').textContent.includes(t)", arg=note,
                           timeout=20_000)
    message = page.inner_text("#load-error")
    assert "'2 draw': R3.1: it is seat 2's turn, not seat 3's " + note in message, message
    page.select_option("[data-i18n-switch] select", "pt")
    pt = catalogs()["pt"]["play.notationSeats"]
    page.wait_for_function("(t) => document.querySelector('#load-error').textContent.endsWith(t)", arg=pt)
    page.set_input_files("#record-file", files=[{"name": "x.json", "mimeType": "application/json",
                                                 "buffer": b"{this is not json"}])
    page.wait_for_function("() => document.querySelector('#load-error').textContent.includes('JSON')", timeout=20_000)
    assert pt not in page.inner_text("#load-error")


def test_pass_and_play_covers_the_table_between_two_people(browser, site_url):
    page = open_play(browser, site_url)
    set_up(page, [("Ana", "human"), ("Ben", "human")], seed=4)
    page.wait_for_selector("#cover:not([hidden])")
    assert "Hand the device to Ben" in page.inner_text("#cover")  # Ben, left of the dealer, plays first
    assert page.locator("#felt").is_hidden()
    page.click("#cover-go")
    wait_asked(page)
    assert "Ben (you)" in page.inner_text("#seats")
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    wait_asked(page)
    page.click("[data-testid=action-pass]")
    page.wait_for_selector("#cover:not([hidden])")
    assert "Hand the device to Ana" in page.inner_text("#cover")
    assert page.locator("#felt").is_hidden()
    page.click("#cover-go")
    wait_asked(page)
    assert "Ana (you)" in page.inner_text("#seats")
    assert not page.errors
