"""The site in a real browser: landing page, a whole round on the play page, a lesson's widget."""

from __future__ import annotations

import re
from urllib.parse import urlparse

from lite.tests.site_fixtures import (browser, chromium, lesson_names, playwright_instance, run_lesson_and_click,  # noqa: F401
                                      site_url, widget_lesson)
from lite.tests.test_play import play_to_round_end


PLAY_READY = "#status[data-state=ready]"


def lesson_of(href: str) -> str:
    """The lesson (a path under notebooks/) that a link to its light page opens: lessons/pt/01-x.html: pt/01-x.ipynb."""
    path = urlparse(href).path
    assert "/lessons/" in f"/{path}" and path.endswith(".html"), f"{href} is not a light lesson page"
    return path.split("lessons/", 1)[1].removesuffix(".html") + ".ipynb"


def test_landing_page_links_play_lessons_and_rules(browser, site_url):
    page = browser.new_page()
    page.goto(site_url + "/")
    assert page.title().startswith("Crisp")
    assert page.get_attribute("#play-link", "href") == "play/"
    lesson = lesson_of(page.get_attribute("#lessons-link", "href"))
    assert lesson == lesson_names()[0], f"the landing page's Learn tile opens {lesson}, not the first lesson"
    linked = [lesson_of(href) for href in page.eval_on_selector_all("ol.lessons a", "as => as.map(a => a.href)")]
    every = [name for lang in ("en", "pt", "es", "fr", "pt-PT") for name in lesson_names(lang)]
    assert sorted(linked) == sorted(every), "the landing page lists each lesson in each language once"
    page.click("#teachers-link")
    page.wait_for_url(re.compile(r".*/teachers/$"))
    assert "20-minute" in page.inner_text("main")
    page.go_back()
    page.click("#rules-link")
    page.wait_for_url(re.compile(r".*/rules/$"))
    assert "How to play Crisp" in page.inner_text("main") and "crisp/1" not in page.inner_text("main")
    assert page.locator("a.rule-id:visible").count() >= 47  # R1.1 ... R11.5 as small anchors


def test_landing_page_speaks_the_chosen_language(browser, site_url):
    page = browser.new_page()
    page.goto(site_url + "/")
    switch = page.locator("[data-i18n-switch] select")
    switch.select_option("pt")
    assert page.get_attribute("html", "lang") == "pt" and "Jogar" in page.inner_text("#play-link")
    page.reload()  # the choice is remembered
    assert page.get_attribute("html", "lang") == "pt"


def test_play_page_plays_a_whole_round_by_clicks(browser, site_url):
    page = browser.new_page()
    page.goto(site_url + "/play/")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    page.select_option("#players", "2")
    page.click("#start")
    page.select_option("#speed", "0")
    play_to_round_end(page)
    result = page.inner_text("[data-testid=scores]")
    assert "called crisp" in result and page.locator("[data-testid=scores] .rule-ref[data-rule='R11.2']").count() >= 1
    assert page.locator("[data-testid=scores] tr").count() == 3  # header and two players
    assert "The round is over" in page.inner_text("#log")
    page.click("#next-round")
    page.wait_for_selector("#status[data-state=your-turn], #status[data-state=waiting]")
    assert "— Round 2 —" in page.inner_text("#log")


def test_a_lesson_runs_and_its_widget_reacts(browser, site_url):
    """The first lesson with the package's widgets, on its light page: all cells run, a click on a widget button
    changes it."""
    page = browser.new_page()
    before, after = run_lesson_and_click(page, site_url, widget_lesson())
    assert after != before


def test_the_outside_request_guard_catches_a_cdn(browser, site_url):
    page = browser.new_page()
    page.goto(site_url + "/")
    page.evaluate("() => fetch('https://cdn.jsdelivr.net/pyodide/v0.0.0/full/pyodide.mjs').catch(() => null)")
    page.wait_for_timeout(300)
    assert browser.outside_requests == ["https://cdn.jsdelivr.net/pyodide/v0.0.0/full/pyodide.mjs"]
    browser.outside_requests.clear()  # it was refused and seen: the guard works


def test_a_newcomer_finds_one_path_first_the_short_rules_then_a_first_game_with_help_on(chromium, site_url):
    """On a phone in Portuguese the landing page opens with "Nunca jogou? Comece aqui": the rules in two minutes (six
    points, at the top of the rules page), then a first game of Crisp against the page's friendly bots with Ajuda and
    the Treinador already on, as the setup says; then lesson 1 in Portuguese."""
    context = chromium.new_context(viewport={"width": 390, "height": 844}, locale="pt-BR", has_touch=True)
    try:
        page = context.new_page()
        page.goto(site_url + "/")
        first = page.locator("main h2").first
        assert first.inner_text() == "Nunca jogou? Comece aqui" and first.is_visible()
        box = page.locator(".start-here").bounding_box()
        assert box["y"] + box["height"] <= 844, "the newcomer's path does not fit the first screen"
        assert lesson_of(page.locator("#start-lesson").evaluate("a => a.href")).startswith("pt/01-")
        page.click("#start-rules")
        page.wait_for_url(re.compile(r".*/rules/#in-two-minutes$"))
        short = page.locator("article.rules:visible h2#in-two-minutes")
        assert short.inner_text() == "Em dois minutos"
        points = page.locator("article.rules:visible h2#in-two-minutes + ol > li")
        assert points.count() == 6 and sum(len(t.split()) for t in points.all_inner_texts()) <= 300
        page.go_back()
        page.click("#start-play")
        page.wait_for_selector(PLAY_READY, timeout=90_000)
        assert page.is_checked("[data-testid=game-crisp]") and page.is_visible("#first-note")
        assert "Ajuda" in page.inner_text("#first-note") and "Treinador" in page.inner_text("#first-note")
        kinds = page.eval_on_selector_all("#seats-setup select", "ss => ss.map(s => s.value)")
        assert kinds[0] == "human" and len(kinds) == 3 and len(set(kinds[1:])) == 1 and kinds[1] != "human"
        start = page.locator("#first-start").bounding_box()  # "Começar" at once, on the first screen
        assert start["y"] + start["height"] <= 844 and page.inner_text("#first-start") == "Começar a partida"
        page.click("#first-start")
        page.wait_for_selector("#status[data-state=your-turn]", timeout=60_000)
        assert page.is_checked("#assist") and page.is_checked("#coach")
        page.wait_for_selector("#coach-panel:not([hidden])", timeout=30_000)
    finally:
        context.close()
