"""Every lesson in the built site, in four languages (English, Spanish and French: a daily sample, see browser_lessons):
opened in the JupyterLite notebooks app with a fresh profile, where it runs by itself; fails on any error or
stderr output, on a widget that does not render, and (through the ``browser`` fixture) on any request to a host
that is not local."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest

from site_fixtures import (axe_violations, browser, chromium, english_fragments, lesson_names,  # noqa: F401
                           lesson_page, lesson_source, phone_problems, playwright_instance, run_all_cells, site_url,
                           widgets_rendered)

OUTPUTS = ".jp-OutputArea-output"

LESSON_TIMEOUT_S = 60.0  # a lesson takes ~12-20 s on 2 busy cores; this is the bound for a slow CI machine
LANGUAGES = ("en", "pt", "es", "fr")
ALWAYS = ("01", "03", "08")  # the English, Spanish and French lessons always run in the browser; one more rotates daily


def browser_lessons(day: int | None = None) -> list[str]:
    """The lessons this run opens in the browser: every Portuguese lesson (most readers'), and of English, Spanish
    and French lessons 01, 03, 08 and one more that changes every day (all 48 with CRISP_ALL_LESSONS=1). Every
    lesson in every language runs under nbval (``pytest --nbval-lax notebooks``) on every run: the sample keeps CI
    in its time."""
    if os.environ.get("CRISP_ALL_LESSONS") == "1":
        return [name for lang in LANGUAGES for name in lesson_names(lang)]
    day = datetime.date.today().toordinal() if day is None else day
    chosen = lesson_names("pt")
    for lang in ("en", "es", "fr"):
        names = lesson_names(lang)
        others = [n for n in names if Path(n).name[:2] not in ALWAYS]
        chosen += [n for n in names if Path(n).name[:2] in ALWAYS] + others[day % len(others):][:1]
    return chosen


def test_the_sample_covers_every_lesson_within_weeks():
    seen = {name for day in range(20) for name in browser_lessons(day)}
    assert seen == {name for lang in LANGUAGES for name in lesson_names(lang)}


# Six of the Spanish and French sample, opened at once (see test_six_lessons_opened_at_once_all_run)
AT_ONCE = [name for name in browser_lessons() if name.startswith(("es/", "fr/"))][:6]


@pytest.mark.parametrize("name", [name for name in browser_lessons() if name not in AT_ONCE])
def test_lesson_runs_all_cells_without_errors(browser, site_url, name):
    page = browser.new_page()
    seconds = run_all_cells(page, site_url, name, timeout_s=LESSON_TIMEOUT_S)
    print(f"{name}: all cells run in {seconds:.1f} s")
    check_outputs(page, name)


def test_six_lessons_opened_at_once_all_run(browser, site_url):
    """A teacher pre-opens the day's lessons in tabs: six lessons opened within a second in a new browser all run,
    each as it does alone.  (Once one of them sometimes showed "File Load Error … Cannot set properties of null
    (setting 'db')": JupyterLite's storage, upgraded by several tabs at once; kernel/early-start.js prepares it.)"""
    pages = []
    for name in AT_ONCE:
        page = browser.new_page()
        page.goto(lesson_page(site_url, name), wait_until="commit")
        pages.append(page)
    for name, page in zip(AT_ONCE, pages):
        # (check_every_cell watches the prompts from the navigation on: here the lesson may have run already)
        seconds = run_all_cells(page, site_url, name, timeout_s=len(AT_ONCE) * LESSON_TIMEOUT_S / 2,
                                check_every_cell=False, navigate=False)
        print(f"{name}: all cells run {seconds:.1f} s after the one before (six opened at once)")
        check_outputs(page, name)


def check_outputs(page, name: str) -> None:
    """A lesson that has run: its widgets rendered, axe finds nothing in its outputs, a translated lesson shows
    no English where its language has words, and on a phone nothing is cut (site_fixtures.PHONE_PROBLEMS)."""
    source = "".join("".join(cell["source"]) for cell in lesson_source(name)["cells"])
    if "crisp_core.widgets" in source:
        assert widgets_rendered(page) > 0, f"{name} uses crisp_core.widgets but no widget rendered"
    found = axe_violations(page, OUTPUTS)
    assert found == [], f"axe on {name}'s outputs: {found}"
    lang = name.split("/")[0] if "/" in name else "en"
    if lang != "en":
        shown = page.evaluate(f"() => [...document.querySelectorAll('{OUTPUTS}')].map(o => o.innerText).join('\\n')")
        english = sorted(fragment for fragment in english_fragments(lang) if fragment in shown)
        assert not english, f"{name} shows English where {lang} has words: {english[:8]}"
    assert phone_problems(page) == [], f"{name} on a phone"


def test_there_are_lessons():
    assert lesson_names(), "no notebooks/*.ipynb found"


@pytest.mark.parametrize("name", [name for lang in LANGUAGES for name in lesson_names(lang)])
def test_lesson_starts_by_importing_what_the_site_preloads(name):
    """The site's kernel loads crisp_core and ipywidgets with Python: a lesson installs nothing."""
    first = next(cell for cell in lesson_source(name)["cells"] if cell["cell_type"] == "code")
    text = "".join(first["source"])
    assert first.get("id") == "install" and "import crisp_core, ipywidgets" in text and "piplite" not in text
