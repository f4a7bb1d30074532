"""A light lesson page's code, changed and run again by the reader (lite/lesson/page.js, lite/lesson/lesson.js): once
"Mostrar o código" is pressed every code cell can be edited in place, and its "▶ Rodar" button (or Shift + Enter
in it) runs it again, its new outputs in place of the old ones; an error shows under the cell and the rest of the
lesson stays as it was.  Lessons 05 and 09 ask readers to do this (change a seed, a number of rounds)."""

from __future__ import annotations

from lite import build
from lite.tests.site_fixtures import browser, chromium, lesson_names, playwright_instance, site_url  # noqa: F401

READY = "body[data-crisp-lesson=ready]"
RUN_STATE = "([i, states]) => states.includes(document.querySelectorAll('.crisp-code')[i].dataset.crispRun)"


def open_lesson(browser, site_url: str, number: str):
    page = browser.new_page()
    name = next(n for n in lesson_names("pt") if n.startswith(f"pt/{number}-"))
    page.goto(f"{site_url}/{build.lesson_url(name)}")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    return page


def type_at_the_end(page, cell, text: str) -> None:
    """Put the caret at the end of ``cell``'s code, as a reader would by tapping it, and type ``text``."""
    cell.locator(".crisp-source").click()
    page.keyboard.press("Control+End")
    page.keyboard.type(text)


def test_a_changed_cell_runs_again_with_its_button_and_with_shift_enter(browser, site_url):
    page = open_lesson(browser, site_url, "05")
    assert page.locator(".crisp-run:visible").count() == 0, "a Run button shows while the code is hidden"
    page.get_by_role("button", name="Mostrar o código").click()
    cells = page.locator(".crisp-code")
    runs = page.locator(".crisp-run:visible")
    assert runs.count() == cells.count() and runs.first.inner_text() == "▶ Rodar"
    last = cells.count() - 1
    others = [cells.nth(i).locator(".crisp-output").inner_html() for i in range(last)]
    cell = cells.nth(last)
    type_at_the_end(page, cell, '\nprint("de novo:", 6 * 7)')
    cell.get_by_role("button", name="▶ Rodar").click()
    page.wait_for_function(RUN_STATE, arg=[last, ["done", "failed"]], timeout=30_000)
    assert cell.get_attribute("data-crisp-run") == "done"
    assert cell.locator(".crisp-output").inner_text().strip().endswith("de novo: 42")
    # an error: Shift + Enter in the code runs it; the traceback shows under the cell, nothing else changes
    type_at_the_end(page, cell, '\nraise ValueError("um erro de propósito")')
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(RUN_STATE, arg=[last, ["failed"]], timeout=30_000)
    assert "ValueError: um erro de propósito" in cell.locator(".crisp-output").inner_text()
    assert "de novo: 42" in cell.locator(".crisp-output").inner_text(), "the print before the error is gone"
    assert [cells.nth(i).locator(".crisp-output").inner_html() for i in range(last)] == others
    assert page.get_attribute("body", "data-crisp-lesson") == "ready"


def test_a_cell_run_again_keeps_its_widgets_working(browser, site_url):
    page = open_lesson(browser, site_url, "01")
    page.get_by_role("button", name="Mostrar o código").click()
    quiz = page.locator(".crisp-code:has(button:text-is('Conferir'))").first
    index = int(quiz.get_attribute("data-cell"))
    quiz.get_by_role("button", name="▶ Rodar").click()
    page.wait_for_function(RUN_STATE, arg=[index, ["done", "failed"]], timeout=30_000)
    assert quiz.get_attribute("data-crisp-run") == "done"
    assert quiz.locator("button:text-is('Conferir')").count() == 1, "the question is shown twice, or not at all"
    answers = quiz.locator("input[type=radio]")
    if answers.count():
        answers.first.check()
    else:  # a number to type
        quiz.locator("input[type=text]").fill("1")
    quiz.locator("button:text-is('Conferir')").click()
    page.wait_for_function("(i) => /[✓✗]/.test(document.querySelectorAll('.crisp-code')[i].innerText)", arg=index,
                           timeout=10_000)


def test_a_change_is_kept_in_the_browser_until_start_again(browser, site_url):
    page = open_lesson(browser, site_url, "05")
    page.get_by_role("button", name="Mostrar o código").click()
    cells = page.locator(".crisp-code")
    last = cells.count() - 1
    type_at_the_end(page, cells.nth(last), '\nprint("guardado:", 2 + 2)')
    page.reload()  # the lesson opens with the change, and runs it
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert cells.nth(last).locator(".crisp-output").inner_text().strip().endswith("guardado: 4")
    assert 'print("guardado:", 2 + 2)' in cells.nth(last).locator(".crisp-source").text_content()
    page.on("dialog", lambda dialog: dialog.accept())  # "Recomeçar esta lição?": yes
    with page.expect_navigation():
        page.get_by_role("button", name="↺ Recomeçar").click()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert "guardado" not in cells.nth(last).locator(".crisp-output").inner_text()
    assert "guardado" not in cells.nth(last).locator(".crisp-source").text_content()


def verdicts(page) -> list[str]:
    """Each question's verdict on the page, in order: "right", "wrong", "shown" or "" (not checked)."""
    return page.evaluate("""() => [...document.querySelectorAll('.crisp-check')].map((q) =>
      (q.querySelector('[class^=crisp-verdict-]')?.className.match(/crisp-verdict-([a-z]+)/) || ['', ''])[1])""")


def test_a_students_answers_are_kept_with_the_count_until_start_again(browser, site_url):
    """Lesson 01 in Portuguese: a typed answer (checked, right), a choice (checked, wrong), a choice not checked;
    the page opened again has them all, the same verdicts, "2 de 5 perguntas certas" on the bar and "✓ 2/5" beside
    the lesson on the first page; "Recomeçar" forgets them."""
    page = open_lesson(browser, site_url, "01")
    questions = page.locator(".crisp-check")
    total = questions.count()
    assert total >= 4 and page.locator("#crisp-progress").is_hidden() is False
    first = questions.nth(0)
    first.locator("input[type=text]").fill("14")
    first.locator("input[type=text]").press("Enter")  # the typed total of K, 3 and A: right
    page.wait_for_function("() => document.querySelector('.crisp-check .crisp-verdict-right')")
    second = questions.nth(1)
    second.locator("input[type=radio]").nth(0).check()
    second.get_by_role("button", name="Conferir").click()
    page.wait_for_function("() => document.querySelectorAll('.crisp-check')[1].querySelector('[class^=crisp-verdict-]')")
    third = questions.nth(2)
    third.locator("input[type=radio]").nth(1).check()  # chosen, not checked
    before = verdicts(page)
    assert before[0] == "right" and before[1] in ("right", "wrong") and before[2] == ""
    right = before.count("right")
    assert page.inner_text("#crisp-progress .crisp-long") == f"{right} de {total} perguntas certas"

    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_function("(n) => document.querySelectorAll('.crisp-check').length === n", arg=total, timeout=30_000)
    page.wait_for_function("(n) => document.querySelectorAll('.crisp-check [class^=crisp-verdict-]').length >= n",
                           arg=2, timeout=30_000)
    assert verdicts(page) == before
    assert questions.nth(0).locator("input[type=text]").input_value() == "14"
    assert questions.nth(2).locator("input[type=radio]").nth(1).is_checked()
    assert page.inner_text("#crisp-progress .crisp-long") == f"{right} de {total} perguntas certas"

    landing = browser.new_page()
    landing.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
    landing.goto(f"{site_url}/")
    mark = landing.locator('ol.lessons[data-lang="pt"] a[href$="01-cartas-e-a-distribuicao.html"] + .lesson-progress')
    assert mark.inner_text().strip() == f"✓ {right}/{total}"
    landing.close()

    page.on("dialog", lambda dialog: dialog.accept())  # "Recomeçar esta lição?": yes
    with page.expect_navigation():
        page.get_by_role("button", name="↺ Recomeçar").click()
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    page.wait_for_timeout(500)
    assert set(verdicts(page)) == {""} and not questions.nth(2).locator("input[type=radio]").nth(1).is_checked()
    assert page.inner_text("#crisp-progress .crisp-long") == f"0 de {total} perguntas certas"
