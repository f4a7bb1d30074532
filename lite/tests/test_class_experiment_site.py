"""The class's pooled experiment in the browser: the teacher's guide shows what students sent, and lesson 7's Deal
offers "Send to the class", both only where the classroom server holds the experiment (a student's browser meets
it over plain http, by a LAN-style name: see test_classroom_server.py); the site served without a class shows none
of it."""

from __future__ import annotations

import json
import urllib.request

import pytest

from lite import site_server
from lite.class_experiment import MIN_SECONDS, Pool
from lite.tests.site_fixtures import (LAN_NAME, SITE, browser, chromium, hidden_where_not_served,  # noqa: F401
                                      playwright_instance, run_light_lesson, site_url, student_browser)
from lite.tests.test_class_experiment import Clock, student_counts

LESSON_07 = "pt/07-probabilidade-1.ipynb"


@pytest.fixture(scope="module")
def pooled_class():
    """The built site served as a class server serves it, its experiment's clock moved on by the test; yields the
    site's URL by its LAN-style name, the pool and the clock."""
    if not (SITE / "teachers" / "index.html").exists():
        pytest.fail("the site is not built: run python3 -m lite.build first")
    port = site_server.free_port("127.0.0.1")
    url = f"http://{LAN_NAME}:{port}"
    clock = Clock()
    pool = Pool(clock=clock)
    app = site_server.site_app(SITE, "/", classroom=site_server.classroom_data([url + "/"]), pool=pool)
    server = site_server.start(SITE, port=port, app=app)
    yield url, pool, clock
    server.shutdown()


def post(url: str, counts: dict) -> None:
    request = urllib.request.Request(url.replace(LAN_NAME, "127.0.0.1") + "/class-experiment",
                                     data=json.dumps(counts).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert answer.status == 200


def test_the_teachers_guide_shows_the_pooled_counts_as_they_come(student_browser, pooled_class):
    url, pool, clock = pooled_class
    page = student_browser.new_page()
    page.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
    page.goto(f"{url}/teachers/")
    page.wait_for_selector("#class-experiment:not([hidden]) #pool-summary:has-text('Peça aos alunos')")
    assert page.is_hidden("#pool-results")
    for seed, deals, nickname in ((101, 2000, "<b>Zé</b>"), (102, 400, ""), (103, 10_000, "Bia")):
        post(url, student_counts(seed, deals, nickname))
        clock.now += MIN_SECONDS
    state = pool.state()
    page.wait_for_selector("#pool-summary:has-text('12.400 distribuições')", timeout=10_000)
    low = page.inner_text("#pool-low")
    assert low.startswith("7 ou menos:") and f"{state['low']} mãos de 12.400" in low
    assert "76/5525" in page.inner_text("#pool-exact") and "Wilson" in page.inner_text("#pool-interval")
    assert page.inner_text("#pool-verdict") == "A chance exata está dentro do intervalo."
    assert page.locator("#pool-bars li").count() == 28
    assert page.get_attribute("#pool-bars li:nth-child(5)", "aria-label") == f"total 7: {state['totals'][4]} mãos"
    assert page.locator("#pool-chart polyline").count() == 1
    assert page.inner_text("#pool-senders") == "Enviado por: <b>Zé</b>, Bia"  # as text, never as HTML
    assert page.locator("#pool-senders b").count() == 0
    page.close()


def test_lesson_7_sends_to_the_class_from_the_button(student_browser, pooled_class):
    url, pool, clock = pooled_class
    clock.now += MIN_SECONDS
    before = pool.totals()[0]
    page = student_browser.new_page()
    run_light_lesson(page, url, LESSON_07, timeout_s=120)
    button = page.get_by_role("button", name="Enviar para a turma")
    assert button.count() == 1
    page.get_by_label("Apelido (opcional)").fill("Léo")
    button.click()
    page.wait_for_selector(".crisp-widget :text('Enviado! Suas 400 distribuições')", timeout=15_000)
    assert pool.posts[12].nickname == "Léo" and pool.totals()[0] == before + 400  # seed 12: the lesson's
    page.close()


def test_served_without_a_class_the_guide_and_lesson_7_show_none_of_it(browser, site_url):
    page = browser.new_page()
    hidden_where_not_served(page, f"{site_url}/teachers/", "/class-experiment", "#class-experiment")
    assert page.is_hidden("#class-threshold")  # nor lesson 8's
    run_light_lesson(page, site_url, LESSON_07, timeout_s=120)
    assert page.get_by_role("button", name="Enviar para a turma").count() == 0
    assert page.get_by_role("button", name="Distribuir").count() == 1
    page.close()


def test_the_teachers_guide_shows_lesson_8s_runs_per_threshold_once_sent(student_browser, pooled_class):
    from lite.tests.test_class_threshold import student_run
    url, pool, clock = pooled_class
    page = student_browser.new_page()
    page.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
    page.goto(f"{url}/teachers/")
    page.wait_for_selector("#class-experiment:not([hidden])")
    assert page.is_hidden("#class-threshold")  # nothing of lesson 8 sent yet
    for seed, threshold, nickname in ((201, 0.7, "<i>Ana</i>"), (202, 0.7, ""), (203, 0.9, "Rui")):
        clock.now += MIN_SECONDS
        post(url, student_run(seed, threshold, nickname=nickname))
    page.wait_for_selector("#class-threshold:not([hidden]) #pool8-summary:has-text('1.200 rodadas')", timeout=10_000)
    rows = page.locator("#pool8-rows tr")
    assert rows.count() == 2
    at70 = pool.state()["threshold"]["thresholds"][0]
    cells = rows.nth(0).locator("th, td").all_inner_texts()
    assert cells[0] == "70%" and cells[1] == "800" and cells[2] == str(at70["wins"])
    assert cells[3].startswith(f"{at70['share'] * 100:.1f}".replace(".", ",")) and " de " in cells[3]
    assert page.locator("#pool8-rows .pool8-mark").count() == 2
    assert "Lição 8" in page.inner_text("#pool8-h") and "resposta exata" in page.inner_text("#class-threshold")
    assert page.inner_text("#pool8-senders") == "Enviado por: <i>Ana</i>, Rui"  # as text, never as HTML
    assert page.locator("#pool8-senders i").count() == 0
    page.close()


def test_lesson_8_sends_its_rounds_to_the_class_from_the_button(student_browser, pooled_class):
    url, pool, clock = pooled_class
    clock.now += MIN_SECONDS
    page = student_browser.new_page()
    run_light_lesson(page, url, "pt/08-probabilidade-2.ipynb", timeout_s=180)
    page.get_by_label("Semente").last.fill("4242")
    page.get_by_role("button", name="Jogar 400 rodadas").click()
    page.wait_for_selector(".crisp-widget :text('chama com 80%')", timeout=60_000)
    page.get_by_role("button", name="Enviar para a turma").click()
    page.wait_for_selector(".crisp-widget :text('Enviado! Suas 400 rodadas com 80%')", timeout=15_000)
    assert (4242, 80) in pool.runs and pool.runs[4242, 80].rounds == 400
    page.close()
