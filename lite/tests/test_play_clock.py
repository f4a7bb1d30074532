"""The play page in real time (R9 time per draw, R10 crisp window): the setup's timer option, the countdown,
and a draw that times out.  Needs the built site (python3 -m lite.build).

The time-out test runs the match's clock ten times faster through the page's test hook (``?test-clock=10``:
play.js passes the factor to worker.js, which scales only this match's clock), so 30 s take 3 s.
"""

from __future__ import annotations

import json
import re

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, READY, SEED_NUMBER_FIRST, download_record, log_text, open_play, set_up

SETTINGS = "() => JSON.parse(localStorage.getItem('crisp-play-settings'))"
CLOCK_TEXT = "() => document.querySelector('#clock-text').textContent"
CLOCK_WIDTH = "() => parseFloat(document.querySelector('#clock-fill').style.width)"


def wait_log(page, text: str, timeout: float = 30_000) -> None:
    page.wait_for_function("(t) => document.querySelector('#log').textContent.includes(t)", arg=text, timeout=timeout)


def draw_seconds(page) -> int:
    page.wait_for_function(f"() => ({CLOCK_TEXT})().startsWith('Time for this draw')", timeout=30_000)
    return int(re.search(r"(\d+) s", page.evaluate(CLOCK_TEXT)).group(1))


def test_the_timer_option_is_offered_and_remembered(browser, site_url):
    page = open_play(browser, site_url)
    assert page.eval_on_selector_all("#timer option", "os => os.map(o => o.value)") == ["", "30", "45", "60"]
    assert page.input_value("#timer") == ""  # off by default (R9)
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=1)
    page.wait_for_selector("#status[data-state=your-turn]", timeout=30_000)
    assert page.locator("[data-testid=clock]").is_hidden()  # no timer, no clock: ask and wait (R10)
    page.click("#new-match")
    page.click("#leave-yes")
    page.select_option("#timer", "45")
    page.click("#start")
    page.wait_for_selector("[data-testid=clock]:not([hidden])", timeout=30_000)
    assert page.evaluate(SETTINGS)["timer"] == 45
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.input_value("#timer") == "45"
    assert not page.errors


def test_a_30_s_countdown_is_shown_and_goes_down(browser, site_url):
    page = open_play(browser, site_url)
    page.select_option("#timer", "30")
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=SEED_NUMBER_FIRST)
    # Ben played first; R10: Ana may start 2 s after his turn ended, and the draw waits until then
    page.wait_for_function(f"() => ({CLOCK_TEXT})().startsWith('You may start in')", timeout=30_000)
    assert page.locator("[data-testid=action-draw]").is_disabled()
    first = draw_seconds(page)
    assert page.locator("[data-testid=action-draw]").is_enabled()
    width = page.evaluate(CLOCK_WIDTH)
    page.wait_for_timeout(2500)
    second = draw_seconds(page)
    assert 30 >= first > second >= first - 5
    assert page.evaluate(CLOCK_WIDTH) < width
    assert page.get_attribute("[data-testid=clock]", "role") == "timer"
    assert not page.errors


def test_when_a_persons_time_runs_out_the_table_draws_and_discards_for_them(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query="?test-clock=10")
    page.select_option("#timer", "30")
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=SEED_NUMBER_FIRST)
    page.click("[data-testid=action-draw]:not([disabled])", timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=action-discard]:not([disabled])", timeout=30_000)
    # the crisp window: nobody calls, and after 3 s the table says no crisp for Ana (R10)
    wait_log(page, "Ana's 3 seconds to call crisp are over (R10).")
    assert "Ana does not call crisp." in log_text(page)
    # Ana's next draw: she does nothing, the table draws and discards for her (R9.1)
    wait_log(page, "Ana's time runs out: the top card of the stock")
    line = next(li for li in log_text(page).splitlines() if li.startswith("Ana's time runs out"))
    assert "is drawn and discarded for them; the turn ends with no crisp call" in line and "R9.1" in line
    page.wait_for_function("(t) => document.querySelector('#notice').textContent.includes(t)",
                           arg="Time is up for Ana's draw", timeout=10_000)
    page.wait_for_function("""() => { const t = document.querySelector('#log').textContent;
                                      return t.indexOf('Ben draws', t.indexOf("Ana's time runs out")) > 0; }""")
    path = download_record(page, tmp_path)  # the record tells what the table did
    actions = json.loads(path.read_text())["rounds"][0]["actions"]
    assert actions[actions.index("0 timeout") + 1] == "1 draw"  # R9.4: no crisp call, nor a pass, follows
    assert json.loads(path.read_text())["options"]["draw_timer"] == 30
    assert not page.errors
