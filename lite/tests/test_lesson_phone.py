"""Lessons that fit a phone (issue 32): on a 390 x 844 screen, the light lesson pages (lite/lesson_page.py) show
every scene (crisp_core.widgets.StepPlayer: its picture, its step text and its controls) within one screen, at its
first step, after "Next" and with its knowledge grid chosen; no section of a lesson (a heading of any level, the prose
and outputs down to the next heading: a place the reader finds again) is taller than three screens; the scene's text is in single line spacing, its
Back / Next / step stay at the top of the screen while the scene is on it, and Next keeps the scene in view; the
"swipe sideways" hint shows only on a box that scrolls sideways; the loading note covers no text.

What CI runs: lesson 03 in all five languages (en, pt, es, fr, pt-PT) always, and two more lessons, each in a language,
drawn from the run's seed, printed in pytest's header (CRISP_SAMPLE_SEED=<seed> draws them again; CRISP_PHONE_ALL=1
measures every lesson in every language, about 60 pages: a few minutes).  Needs the built site
(python3 -m lite.build)."""

from __future__ import annotations

import os
import random

import pytest

from lite.tests.sample_seed import SAMPLE_SEED
from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401 (fixtures)
from lite.tests.site_fixtures import axe_violations, lesson_names, light_lesson_url, run_light_lesson

PHONE = {"width": 390, "height": 844}
SCREEN = PHONE["height"]
LANGS = ("en", "pt", "es", "fr", "pt-PT")


def sampled_lessons(seed: int = SAMPLE_SEED) -> list[str]:
    """Lesson 03 in every language, and two other lessons drawn with ``seed`` (the run's, printed in pytest's header),
    or every lesson."""
    every = [name for lang in LANGS for name in lesson_names(lang)]
    always = [name for name in every if name.rsplit("/", 1)[-1].startswith("03-")]
    if os.environ.get("CRISP_PHONE_ALL"):
        return every
    return always + random.Random(seed).sample([n for n in every if n not in always], 2)


# A scene: a StepPlayer's box (its controls, the step box, the picture), found without its class crisp-scene
# (the code before issue 32 had none).  Run in the page: the height of every scene and of every
# section (from a heading's top to the next heading's, the last down to the lesson's end).
SCENES = ".crisp-output .widget-vbox:has(input[type=number]):has(.crisp .views):not(.widget-vbox *)"
_HEIGHTS = """() => {
  const scenes = [...document.querySelectorAll('%s')].map((scene, i) =>
    ({scene: i, height: Math.round(scene.getBoundingClientRect().height)}));
  const heads = [...document.querySelectorAll('main#lesson :is(h1, h2, h3)')];
  const end = document.querySelector('main#lesson').getBoundingClientRect().bottom;
  const sections = heads.map((h, i) => ({section: h.textContent.trim().slice(0, 40),
    height: Math.round((i + 1 < heads.length ? heads[i + 1].getBoundingClientRect().top : end)
                       - h.getBoundingClientRect().top)}));
  return {scenes, sections};
}""" % SCENES

# Run in the page: the line height over the font size of every scene's narration (its live region), whose line
# box the widget's own line height (28 px, 44 px on a phone) may set.
_LINES = """() => [...document.querySelectorAll('%s [aria-live]')].map((e) => {
  const style = getComputedStyle(e);
  return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
})""" % SCENES
# Run in the page: the boxes that scroll sideways with no swipe hint, or show the hint and do not scroll.
_HINTS = """() => [...document.querySelectorAll('main#lesson .crisp .wide')].map((box) => ({
  scrolls: box.scrollWidth > box.clientWidth + 1,
  hint: box.querySelector(':scope > .swipe').getBoundingClientRect().height > 0}))
  .filter((box) => box.scrolls !== box.hint)"""


def phone_page(browser):  # noqa: F811
    """A new page of ``browser`` on a 390 x 844 phone."""
    page = browser.new_page()
    page.set_viewport_size(PHONE)
    return page


def scene_heights(page) -> dict[int, int]:
    return {s["scene"]: s["height"] for s in page.evaluate(_HEIGHTS)["scenes"]}


@pytest.mark.parametrize("name", sampled_lessons())
def test_scenes_and_sections_fit_a_phone(browser, site_url, name):  # noqa: F811
    page = phone_page(browser)
    run_light_lesson(page, site_url, name)
    page.wait_for_timeout(300)
    heights = page.evaluate(_HEIGHTS)
    problems = [f"section {s['section']!r}: {s['height']} px" for s in heights["sections"] if s["height"] > 3 * SCREEN]
    problems += [f"a scene's text spaced {line:.2f}" for line in page.evaluate(_LINES) if line > 1.5]
    problems += [f"a swipe hint where nothing scrolls, or a scroll with no hint: {box}" for box in page.evaluate(_HINTS)]
    problems += [f"scene {i} at step 0: {h} px" for i, h in scene_heights(page).items() if h > SCREEN]
    scenes = page.locator(SCENES)
    for i in range(scenes.count()):
        scene = scenes.nth(i)
        scene.locator("button").nth(1).click()  # Next (Back, Next, ...)
        page.wait_for_timeout(250)
        after = scene_heights(page)[i]
        problems += [f"scene {i} after Next: {after} px"] * (after > SCREEN)
        pick = scene.locator(".crisp-scene-pick button")
        if pick.count():  # the knowledge grid, chosen
            pick.nth(1).click()
            page.wait_for_timeout(250)
            grid = scene_heights(page)[i]
            problems += [f"scene {i} with its grid: {grid} px"] * (grid > SCREEN)
            if i == 0:  # axe on the phone's layout, the first scene's grid chosen (its toggle is shown only here)
                problems += [f"axe: {v}" for v in axe_violations(page)]
            pick.nth(0).click()
    assert problems == [], (f"{name} on a {PHONE['width']} x {SCREEN} phone (a scene at most one screen, a section"
                            f" three): " + "; ".join(problems))


def test_a_scene_keeps_its_controls_and_what_changed_in_view(browser, site_url):  # noqa: F811
    page = phone_page(browser)
    run_light_lesson(page, site_url, "pt/03-cartas-especiais.ipynb")
    scene = page.locator(SCENES).first
    nav = scene.locator(".widget-hbox").first
    # scrolled halfway down the scene, Back / Next / step are still at the top of the screen
    page.evaluate("(y) => window.scrollBy(0, y)", scene.bounding_box()["y"] + 200)
    box = nav.bounding_box()
    assert -1 <= box["y"] <= 1 and box["height"] < 120, box
    # Next: the page scrolls to show the whole scene (what the step changed included)
    page.evaluate("() => window.scrollTo(0, 0)")
    nav.locator("button").nth(1).click()
    page.wait_for_timeout(600)
    top, bottom = scene.bounding_box()["y"], scene.bounding_box()["y"] + scene.bounding_box()["height"]
    assert 0 <= top and bottom <= SCREEN + 1, (top, bottom)  # (a sub-pixel past the edge: the scroll lands on it)


def test_the_loading_note_covers_no_text(browser, site_url):  # noqa: F811
    page = phone_page(browser)
    page.goto(light_lesson_url(site_url, "pt/03-cartas-especiais.ipynb"), wait_until="commit")
    page.wait_for_function("() => document.querySelector('.crisp-lesson-status')?.textContent.trim()")
    covered = page.evaluate("""() => {
      const note = document.querySelector('.crisp-lesson-status').getBoundingClientRect();
      return [...document.querySelectorAll('main#lesson :is(p, li, h1, h2)')].map((e) => e.getBoundingClientRect())
        .filter((r) => r.bottom > note.top && r.top < note.bottom && r.right > note.left && r.left < note.right)
        .length;
    }""")
    assert covered == 0
