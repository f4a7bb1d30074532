"""The lesson view (lite/app/lesson-view.js) as a reader meets it, in Portuguese: a lesson opened in the notebooks
app (where a light lesson page's "Editar no JupyterLab" leads) runs by itself and reads as a page in the reader's
language, with code hidden until asked for, nothing to save on leaving, and a "Start again" that throws the
reader's edits away.  And the landing page and the teacher's guide, which open the light lesson pages."""

from __future__ import annotations

import re

import pytest

from lite import build
from lite.tests.site_fixtures import (browser, chromium, english_fragments, lesson_names, phone_problems,  # noqa: F401
                           playwright_instance, site_url)

READY = "body[data-crisp-lesson=ready]"
LESSON_TIMEOUT_MS = 90_000
# JupyterLab's own English words that its language pack translates, which a Portuguese reader must not see
JUPYTERLAB_ENGLISH = ("File", "Edit", "View", "Run", "Kernel", "Settings", "Help", "Not Trusted", "Last Checkpoint",
                      "Click to add a cell", "Python is starting", "Show code", "Start again", "All lessons")


def open_in_portuguese(page, site_url: str) -> None:
    """The first Portuguese lesson's light page, then its "Editar no JupyterLab" link, as a reader would."""
    page.goto(f"{site_url}/{build.lesson_url(lesson_names('pt')[0])}")
    page.get_by_role("link", name="Editar no JupyterLab").click()
    page.wait_for_selector(READY, state="attached", timeout=LESSON_TIMEOUT_MS)


def visible_text(page) -> str:
    return page.evaluate("() => document.body.innerText")


def test_the_landing_page_lists_and_opens_the_lessons_in_the_chosen_language(browser, site_url):
    page = browser.new_page()
    page.goto(site_url + "/")
    page.locator("[data-i18n-switch] select").select_option("pt")
    shown = page.locator("ol.lessons:visible a")
    assert shown.count() == len(lesson_names("pt")) == 12
    assert all("/lessons/pt/" in href for href in shown.evaluate_all("as => as.map(a => a.href)"))
    assert "Lição 1" in shown.first.inner_text()
    assert page.get_attribute("#lessons-link", "href") == "lessons/pt/01-cartas-e-a-distribuicao.html"
    page.click("#lessons-link")
    page.wait_for_selector(READY, state="attached", timeout=LESSON_TIMEOUT_MS)
    assert page.title() == "Lição 1 — As cartas e a distribuição"
    assert page.locator(".jp-Notebook").count() == 0, "the Learn tile opened JupyterLab, not the light lesson page"


def test_a_lesson_runs_by_itself_in_portuguese_with_no_menu_and_no_english(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    assert page.locator(".lm-MenuBar:visible").count() == 0 and page.locator("#top-panel-wrapper:visible").count() == 0
    assert page.get_attribute("html", "lang").startswith("pt"), "JupyterLab's language is not the lesson's"
    assert page.title() == "Lição 1 — As cartas e a distribuição"
    bar = page.locator(".crisp-lesson-bar")
    assert bar.get_by_role("button", name="Mostrar o código").is_visible()
    assert bar.get_by_role("button", name="Recomeçar").is_visible()
    assert page.locator(".jp-CodeCell .jp-InputArea-editor:visible").count() == 0, "code shows before it is asked for"
    # JupyterLab's output prompt overlay would lie over the widgets' first buttons and radio buttons, and take clicks
    assert page.locator(".jp-OutputArea-promptOverlay:visible").count() == 0
    # the first question answers a click, in Portuguese
    check = page.locator(".jp-OutputArea-output .widget-vbox:has(button:text-is('Conferir'))").first
    check.scroll_into_view_if_needed()
    radios = check.locator("input[type=radio]")
    if radios.count():
        radios.first.check()
    else:  # a number to type
        check.locator("input[type=text]").fill("0,5")
    check.locator("button:text-is('Conferir')").click()
    page.wait_for_function("() => /[✓✗]/.test(document.querySelector('.jp-OutputArea-output [role=status]')"
                           "?.textContent || '')", timeout=10_000)
    feedback = check.locator("[role=status]").inner_text()
    assert feedback.startswith(("✓ Certo.", "✗ Não é bem isso.")), feedback
    text = visible_text(page)
    english = sorted(f for f in english_fragments("pt") if f in text)
    assert not english, f"English text in the Portuguese lesson: {english[:10]}"
    assert not [w for w in JUPYTERLAB_ENGLISH if w in text], "JupyterLab's English is on the page"
    # on a phone: printed cards wrap between cards, never inside one ("9c=" at a line's end, "9" on the next:
    # JupyterLab's outputs break anywhere), and nothing else is cut (every browser lesson test checks this too)
    assert phone_problems(page) == []


def test_show_code_reveals_the_code_and_leaving_asks_nothing(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    show = page.locator(".crisp-lesson-bar button[aria-pressed]")
    show.click()
    assert show.get_attribute("aria-pressed") == "true" and "Esconder o código" in show.inner_text()
    assert page.locator(".jp-CodeCell .jp-InputArea-editor:visible").count() > 0
    assert "use_language(\"pt\")" in page.locator(".jp-CodeCell .jp-InputArea-editor").first.inner_text()
    show.click()
    assert page.locator(".jp-CodeCell .jp-InputArea-editor:visible").count() == 0
    page.close(run_before_unload=True)
    assert dialogs == [], f"leaving a lesson the reader did not edit asked: {dialogs}"


def test_an_edit_is_kept_in_the_browser_until_start_again(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    page.locator(".crisp-lesson-bar button[aria-pressed]").click()
    editor = page.locator(".jp-CodeCell .jp-InputArea-editor .cm-content").first
    editor.click()
    page.keyboard.press("Control+End")
    page.keyboard.type("\n# minha anotação")
    page.keyboard.press("Control+s")
    page.wait_for_timeout(1000)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LESSON_TIMEOUT_MS)
    page.locator(".crisp-lesson-bar button[aria-pressed]").click()
    assert "# minha anotação" in page.locator(".jp-CodeCell .jp-InputArea-editor").first.inner_text()
    page.on("dialog", lambda dialog: dialog.accept())  # "Recomeçar esta lição?": yes
    with page.expect_navigation():
        page.locator(".crisp-lesson-bar").get_by_role("button", name="Recomeçar").click()
    page.wait_for_selector(READY, state="attached", timeout=LESSON_TIMEOUT_MS)
    page.locator(".crisp-lesson-bar button[aria-pressed]").click()
    assert "# minha anotação" not in page.locator(".jp-CodeCell .jp-InputArea-editor").first.inner_text()


@pytest.mark.parametrize("lang, words", [("pt", "Guia do professor"), ("fr", "Guide de l’enseignant")])
def test_the_teachers_guide_speaks_the_chosen_language(browser, site_url, lang, words):
    page = browser.new_page()
    page.goto(site_url + "/teachers/")
    page.locator("[data-i18n-switch] select").select_option(lang)
    assert words.lower() in page.inner_text("main").lower()
    lesson = page.locator("main article:visible a[href*='lessons/']").first.get_attribute("href")
    assert f"lessons/{lang}/" in lesson


PAGE = re.compile(rb"/Type\s*/Page(?!s)")


@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr"])
def test_the_worksheet_prints_on_one_a4_page_in_every_language(browser, site_url, lang):
    page = browser.new_page()
    page.goto(site_url + "/worksheet/")
    page.locator("[data-i18n-switch] select").select_option(lang)
    page.emulate_media(media="print")
    assert not page.locator(".site-header").is_visible(), "the site's menu is printed"
    pdf = page.pdf(format="A4", print_background=False)
    assert len(PAGE.findall(pdf)) == 1, f"the {lang} worksheet prints on {len(PAGE.findall(pdf))} pages"


def test_the_next_lesson_link_opens_it_in_the_lesson_view(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    link = page.locator(".jp-RenderedMarkdown a", has_text="Lição 2").last
    link.scroll_into_view_if_needed()
    link.click()
    page.wait_for_url(re.compile(r".*/notebooks/index\.html\?path=pt/02-sua-vez\.ipynb$"), timeout=30_000)
    page.wait_for_selector(READY, state="attached", timeout=LESSON_TIMEOUT_MS)
    assert page.title() == "Lição 2 — Sua vez" and len(page.context.pages) == 1


# Run in the page: every lesson picture's box (crisp_core.views: a table, a grid), whether it is wider than its box,
# and whether its "swipe sideways" hint shows.
_PICTURES = """() => [...document.querySelectorAll('.jp-OutputArea-output .crisp .wide')].map((box) => ({
  title: (box.querySelector('.panel-title, caption') || box).textContent.trim().slice(0, 40),
  overflows: box.scrollWidth > box.clientWidth + 1,
  right: Math.round(box.getBoundingClientRect().right),
  hint: box.querySelector(':scope > .swipe').getBoundingClientRect().height > 0,
  hintText: box.querySelector(':scope > .swipe').textContent}))"""


def test_lesson_pictures_fit_a_phone_and_say_swipe_only_when_they_do_not(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    phone_problems(page)  # a 375 px phone, laid out again
    boxes = page.locator(".jp-OutputArea-output .crisp .wide")
    pictures = []
    for i in range(boxes.count()):  # each seen in turn: JupyterLab lays out a cell out of view lazily
        boxes.nth(i).scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        pictures.append(page.evaluate(_PICTURES)[i])
    titles = [p["title"] for p in pictures]
    assert any(t.startswith("As cartas de verdade") for t in titles) and "Quem sabe o quê" in titles
    assert [p for p in pictures if p["overflows"] or p["hint"] or p["right"] > 375] == [], "a picture is cut on a phone"
    # a picture wider than the phone (as a grid of eight seats is) scrolls sideways and says so, in Portuguese
    grid = page.locator(".jp-OutputArea-output .crisp .wide:has(caption)").first
    hinted = "(box) => box.querySelector('.swipe').getBoundingClientRect().height > 0"
    grid.evaluate("box => { box.querySelector('table').style.minWidth = '640px'; }")
    grid.scroll_into_view_if_needed()  # JupyterLab lays out a cell out of view lazily (content-visibility)
    page.wait_for_function(hinted, arg=grid.element_handle(), timeout=5000, polling=100)  # the scroll timeline's next frame
    wide = next(p for p in page.evaluate(_PICTURES) if p["title"] == "Quem sabe o quê")
    assert wide["overflows"] and wide["hint"] and wide["hintText"] == "Deslize para o lado para ver tudo →"
    grid.evaluate("box => { box.scrollLeft = 200; }")  # the hint stays in view while the picture scrolls
    page.wait_for_timeout(100)
    hint = grid.locator(".swipe").bounding_box()
    assert 0 <= hint["x"] < 40 and hint["height"] > 0
    page.set_viewport_size({"width": 1000, "height": 740})  # the phone turned sideways: the picture fits, no hint
    grid.scroll_into_view_if_needed()
    page.wait_for_function(f"(box) => !({hinted})(box)", arg=grid.element_handle(), timeout=5000, polling=100)
    assert [p for p in page.evaluate(_PICTURES) if p["overflows"] or p["hint"]] == []


def test_a_wrong_number_gets_a_second_try_before_the_worked_answer(browser, site_url):
    page = browser.new_page()
    open_in_portuguese(page, site_url)
    page.set_viewport_size({"width": 375, "height": 740})
    check = page.locator(".jp-OutputArea-output .widget-vbox:has(input[type=text])").first
    check.scroll_into_view_if_needed()
    box = check.locator("input[type=text]")
    assert box.get_attribute("placeholder") == "um número inteiro"  # 01.hand-total: 14
    status = check.locator("[role=status]")  # the feedback (an HTML widget draws it anew each time)
    says = "([box, words]) => box.querySelector('[role=status]')?.textContent.includes(words)"
    box.fill("27")
    check.locator("button:text-is('Conferir')").click()
    page.wait_for_function(says, arg=[check.element_handle(), "Tente mais uma vez"], timeout=10_000)
    assert "grande demais" in status.inner_text() and "14" not in status.inner_text()
    show = check.locator("button:text-is('Ver a resposta')")
    show.wait_for(state="visible", timeout=5000)
    assert show.bounding_box()["height"] >= 44
    box.fill("13")
    box.press("Enter")
    page.wait_for_function(says, arg=[check.element_handle(), "R1.3"], timeout=10_000)
    assert status.inner_text().startswith("✗ Não é bem isso.") and "10 + 3 + 1 = 14" in status.inner_text()
    show.wait_for(state="hidden", timeout=5000)
