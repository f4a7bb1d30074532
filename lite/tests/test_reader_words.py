"""Every screen in a child's words (issue 31): what the scanner of reader_words finds, and that the lessons' prose (all
five languages), the landing page, the rules pages, the teacher's guide and the worksheet (in a browser, in each
language) show a reader none of it.  The lessons' outputs are read under nbval (the repository's conftest.py), their
widgets on the light pages (test_lessons.py), the play page's states by test_play_a11y.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lite.tests.reader_words import READER_TEXT, html_reader_text, prose_sentences, reader_problems
from lite.tests.site_fixtures import browser, chromium, lesson_names, playwright_instance, site_url  # noqa: F401

from lite.reader_scan import prose_html

ROOT = Path(__file__).resolve().parent.parent.parent
LANGUAGES = ["en", "pt", "es", "fr", "pt-PT"]


def found(text: str, lang: str = "pt", running: str | None = None) -> list[str]:
    return reader_problems({"all": text, "running": text if running is None else running}, lang)


@pytest.mark.parametrize("text, what", [
    ("No código, sum_distribution faz a conta.", "a code name"),
    ("RoundState.sample distribui as cartas.", "a code name"),
    ("game.states() mostra cada vez.", "a call"),
    ("As regras estão em docs/CHEAT.md.", "a file name"),
    ("Depois aperte Shift + Enter.", "a key chord"),
    ("pontos da partida: [80, 80, 100]", "a Python value"),
    ("{2: 46, 3: 43}", "a Python value"),
    ("acabou: True", "a Python value"),
    ("Ac=1 2c=2 Tc=10", "a card code"),
    ("pega 6 cartas: 4c 4d 7h", "a card code"),
    ("o Lugar 0 compra", "a seat 0"),
    ("1 draw | 1 swap L | 1 pass", "an English word"),
    ("O robô heuristic chama crisp.", "an English word"),
    ("Janela de desafio (C4.1)", "a rule code in running text"),
    ("Você espia sua própria L e sua R.", "a position letter"),
    ("a M do Lugar 2 vale 10", "a position letter"),
    ("as cartas dele: L 9♣, M ?, R 2♥", "a position letter"),
])
def test_the_scanner_finds_what_a_reader_must_not_meet(text, what):
    problems = found(text)
    assert any(p.startswith(what) for p in problems), problems


@pytest.mark.parametrize("text, lang", [
    ("As cartas do Lugar 1: A♣, 10♥ e Q♠. Ah, e o Ás vale 1.", "pt"),
    ("Le bluff de l’expert : la Place 2 joue 7♣.", "fr"),
    ("Dos 7 y una reina: el Puesto 3 pasa.", "es"),
    ("Two 7s!", "en"),
    ("Seat 2's M, then its L and R (R2.4).", "en"),
    ("Com o teclado: \"L\", \"M\" ou \"R\"; a regra R2.4; a letra \"R\" do Crisp.", "pt"),
    ("L’as de pique : « R » pour Crisp, R5.4.1.", "fr"),
])
def test_the_scanner_leaves_a_readers_words_alone(text, lang):
    assert found(text, lang, running="") == []


def test_a_rule_code_may_stand_in_a_link_or_a_button():
    page = '<p>Quem chamou pode ser atingido <a href="#R7.3">R7.3</a> <button>C4.1</button>.</p>'
    assert reader_problems(html_reader_text(page), "pt") == []
    assert found("atingido (R7.3)")  # the same words, not a link


def test_code_and_hidden_text_are_not_read():
    page = ('<section><pre class="crisp-source"><code>sum_distribution(3)</code></pre>'
            '<script>var draw_timer = 1;</script><p hidden>Tc</p><p>Três cartas.</p></section>')
    assert reader_problems(html_reader_text(page), "pt") == []


def lesson_prose(name: str) -> str:
    """A lesson's prose as its light page renders it (rules' IDs as links)."""
    notebook = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
    return prose_html(notebook["cells"], Path(name).name)


@pytest.mark.parametrize("name", [name for lang in LANGUAGES for name in lesson_names(lang)])
def test_a_lessons_prose_is_in_its_readers_words(name):
    lang = name.split("/")[0] if "/" in name else "en"
    assert reader_problems(html_reader_text(lesson_prose(name)), lang) == []


@pytest.mark.parametrize("name", [name for lang in LANGUAGES for name in lesson_names(lang)])
def test_a_lessons_sentences_are_short(name):
    """The readability measure of issue 31, for 12–14-year-olds: a lesson's prose has sentences of at most 18 words
    on average, and none over 35 (tables and headings left out)."""
    cells = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))["cells"]
    lengths = {sentence: len(sentence.split()) for sentence in prose_sentences(cells)}
    assert sum(lengths.values()) / len(lengths) <= 18
    assert [sentence for sentence, words in lengths.items() if words > 35] == []


PAGES = ["", "rules/", "rules/cheat/", "rules/crisps/", "teachers/", "worksheet/", "words/"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sites_pages_are_in_a_readers_words(browser, site_url, lang):
    """Each page as a reader of ``lang`` sees it, its folded parts opened (a tap opens them)."""
    page = browser.new_page()
    page.add_init_script(f"localStorage.setItem('crisp.lang', '{lang}')")
    problems = {}
    for path in PAGES:
        page.goto(f"{site_url}/{path}")
        assert page.get_attribute("html", "lang") == lang
        page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
        problems[path or "/"] = reader_problems(page.evaluate(READER_TEXT), lang)
    assert {path: found for path, found in problems.items() if found} == {}


def test_french_is_printed_with_french_spaces():
    """A narrow no-break space before : ; ! ? % » and after «, and in "10 000", in every French text of the site, the
    lessons and the package (lite/french_spaces.py; issue 31: it was a mix of spaces and no-break spaces)."""
    from lite import french_spaces

    assert french_spaces.fixed("Note : 50 % « oui » `a : b` {x:.1f} 10 000 ?") == (
        "Note\u202f: 50\u202f% «\u202foui\u202f» `a : b` {x:.1f} 10\u202f000\u202f?")
    assert [str(path.relative_to(ROOT)) for path in french_spaces.unfixed()] == []


def test_the_game_words_say_the_same_words_in_every_language():
    """The page of the game's words (notebooks/WORDS*.md, built to words/): the same sections, each with the same
    number of words explained, in the five languages."""
    shape = {}
    for lang in LANGUAGES:
        source = (ROOT / "notebooks" / ("WORDS.md" if lang == "en" else f"WORDS.{lang}.md")).read_text(encoding="utf-8")
        sections = re.split(r"^## ", source, flags=re.M)[1:]
        shape[lang] = [len(re.findall(r"^- \*\*", section, flags=re.M)) for section in sections]
    assert len(set(map(tuple, shape.values()))) == 1, shape
    assert sum(shape["pt"]) >= 25


@pytest.mark.parametrize("name", [name for lang in LANGUAGES for name in lesson_names(lang)])
def test_every_lesson_links_the_game_words_in_its_language(name):
    lang = name.split("/")[0] if "/" in name else "en"
    page = (ROOT / "lite" / "_output" / "lessons" / name.replace(".ipynb", ".html")).read_text(encoding="utf-8")
    assert f'words/?lang={lang}"' in page
