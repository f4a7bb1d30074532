"""The play page seats the ``friendly`` bot by default (issue 19: bots ended rounds before a beginner had
played), described in the page's language, and a match with it starts.  Needs the built site
(python3 -m lite.build)."""

from __future__ import annotations

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import ASKED, open_play
from lite.tests.test_play_language import SWITCH, fill, texts

from crisp_core.games import game
from crisp_core.locale import text


def test_the_default_table_is_you_and_two_friendly_bots(browser, site_url):
    page = open_play(browser, site_url)  # an empty profile: no saved settings
    assert page.input_value("#players") == "3"
    assert [page.input_value(f"#kind-{i}") for i in range(3)] == ["human", "friendly", "friendly"]
    kinds = page.locator("#kind-1 option").evaluate_all("os => os.map(o => o.value)")
    assert kinds == ["human", "random", "forgetful", "friendly", "heuristic", "expert"]
    assert page.inner_text("#desc-1") == game("crisp").bot_descriptions("en")["friendly"]
    page.select_option(SWITCH, "pt")
    pt = texts("pt")
    assert page.locator("#kind-2 option:checked").inner_text() == fill(pt["play.botName"], kind=text("pt", "ui.kind.friendly"))
    assert page.inner_text("#desc-2") == game("crisp").bot_descriptions("pt")["friendly"]
    page.fill("#seed", "3")
    page.click("#start")
    page.select_option("#speed", "0")
    page.wait_for_selector(ASKED, timeout=30_000)  # the bots played up to your turn
    assert page.errors == []
