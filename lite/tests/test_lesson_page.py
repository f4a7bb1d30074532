"""The light lesson page's renderer (lite/lesson_page.py): every lesson in five languages as a static page.

No browser and no built site: the lessons are read from notebooks/ and made as the site serves them
(lite/build.py's ``as_served``); every formula of every page is typeset in one KaTeX call (Node, lite/node_modules)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from lite import lesson_page
from lite.build import as_served

LITE = Path(__file__).resolve().parent.parent
NOTEBOOKS = LITE.parent / "notebooks"

LESSONS = sorted(path.relative_to(NOTEBOOKS).as_posix() for path in NOTEBOOKS.rglob("[0-9][0-9]-*.ipynb"))
VOID = {"meta", "link", "br", "hr", "img", "input", "source", "wbr", "col", "area", "base", "embed", "track"}
KERNEL = {"name": "python", "packages": ["crisp_core"]}


class Element:
    """An element of a parsed page: its tag, attributes, children (elements and strings)."""

    def __init__(self, tag: str, attrs: dict[str, str]) -> None:
        self.tag, self.attrs, self.children = tag, attrs, []

    def text(self) -> str:
        return "".join(child if isinstance(child, str) else child.text() for child in self.children)

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def find_all(self, tag: str | None = None, cls: str | None = None) -> list[Element]:
        found = []
        for child in self.children:
            if isinstance(child, Element):
                if (tag is None or child.tag == tag) and (cls is None or cls in child.classes()):
                    found.append(child)
                found.extend(child.find_all(tag, cls))
        return found

    def by_id(self, id_: str) -> Element:
        [element] = [e for e in self.find_all() if e.attrs.get("id") == id_]
        return element


class PageParser(HTMLParser):
    """The page as a tree of :class:`Element` (html.parser: the browser's reading of <script> as raw text)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        assert self.stack[-1].tag == tag, f"</{tag}> closes <{self.stack[-1].tag}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(page: str) -> Element:
    parser = PageParser()
    parser.feed(page)
    parser.close()
    assert parser.stack == [parser.root], "an element is left open"
    return parser.root


def served(path: str) -> dict:
    return as_served(json.loads((NOTEBOOKS / path).read_text(encoding="utf-8")))


def root_of(path: str) -> str:
    return "../" * (path.count("/") + 1)


def render_alone(notebook: dict, path: str = "01-test.ipynb") -> Element:
    return parse(lesson_page.render(notebook, root=root_of(path), notebook_path=path, kernel=KERNEL,
                                    scripts=["runtime.js"], styles=["widgets.css"]))


def notebook_of(*cells: tuple[str, str], lang: str = "en") -> dict:
    return {"metadata": {"crisp": {"lesson": "01", "lang": lang}},
            "cells": [{"cell_type": kind, "metadata": {}, "source": source} for kind, source in cells]}


@pytest.fixture(scope="module")
def pages() -> dict[str, tuple[dict, str]]:
    """Every lesson's served notebook and its page, typeset as write_pages does: one KaTeX call for all."""
    drafts = {}
    for path in LESSONS:
        notebook = served(path)
        drafts[path] = notebook, lesson_page.draft(notebook, root=root_of(path), notebook_path=path, kernel=KERNEL,
                                                   scripts=["runtime.js"], styles=["widgets.css"])
    typeset = lesson_page.typeset([formula for _, draft in drafts.values() for formula in draft.formulas])
    done = {}
    for path, (notebook, draft) in drafts.items():
        count = len(draft.formulas)
        done[path] = notebook, lesson_page.finish(draft, typeset[:count])
        typeset = typeset[count:]
    assert not typeset
    return done


def test_every_lesson_is_there_in_five_languages():
    assert len(LESSONS) == 60
    assert {path.split("/")[0] for path in LESSONS if "/" in path} == {"pt", "es", "fr", "pt-PT"}


@pytest.mark.parametrize("path", LESSONS)
def test_a_lesson_renders_with_its_cells_in_order(pages, path):
    notebook, page = pages[path]
    document = parse(page)
    main = document.by_id("lesson")
    lang = lesson_page.lesson_language(notebook)
    assert document.find_all("html")[0].attrs["lang"] == lesson_page.LANG_TAGS[lang]
    assert main.attrs["data-lang"] == lang and main.attrs["data-notebook"] == path
    assert document.find_all("body")[0].attrs["data-crisp-lesson"] == "loading"
    assert document.find_all("title")[0].text() == lesson_page.lesson_title(notebook) != ""
    sections = main.find_all("section", "crisp-cell")
    assert [("crisp-code" in s.classes()) for s in sections] == [c["cell_type"] == "code" for c in notebook["cells"]]
    code = [s for s in sections if "crisp-code" in s.classes()]
    assert [s.attrs["data-cell"] for s in code] == [str(n) for n in range(len(code))]
    for section in code:
        assert section.find_all("pre", "crisp-source") and section.find_all("div", "crisp-output")
        assert section.find_all("div", "crisp-output")[0].children == []
    sources = [c["source"] for c in notebook["cells"] if c["cell_type"] == "code"]
    assert json.loads(document.by_id("crisp-cells").text()) == sources
    assert [s.find_all("pre", "crisp-source")[0].text() for s in code] == [s if s.endswith("\n") else s + "\n"
                                                                          for s in sources]
    assert json.loads(document.by_id("crisp-kernel").text()) == KERNEL
    assert document.find_all("div", "crisp-lesson-status")[0].attrs["role"] == "status"


@pytest.mark.parametrize("path", LESSONS)
def test_the_math_is_typeset_and_no_dollar_is_left(pages, path):
    notebook, page = pages[path]
    prose = "".join(s.text() for s in parse(page).by_id("lesson").find_all("section", "crisp-markdown"))
    has_math = any("$" in c["source"] for c in notebook["cells"] if c["cell_type"] == "markdown")
    assert "$" not in prose
    assert ('class="katex"' in page) == has_math
    assert "katex-error" not in page


def test_the_probability_lessons_have_math():
    assert sum(any("$" in c["source"] for c in served(p)["cells"] if c["cell_type"] == "markdown")
               for p in LESSONS) == 20  # lessons 07, 08, 11 and 12 in five languages


@pytest.mark.parametrize("path", [p for p in LESSONS if "/" in p])
def test_a_translation_has_no_english_words_in_its_bar(pages, path):
    notebook, page = pages[path]
    lang = lesson_page.lesson_language(notebook)
    document = parse(page)
    bar = document.find_all("nav", "crisp-lesson-bar")[0]
    english, own = lesson_page.lesson_words("en"), lesson_page.lesson_words(lang)
    shown = bar.text() + " ".join(e.attrs.get(a, "") for e in bar.find_all() for a in
                                  ("aria-label", "data-show", "data-hide", "data-confirm"))
    shown += bar.attrs["aria-label"]
    for key, word in english.items():
        if word != own[key] and key in ("lessons", "lessonsShort", "show", "hide", "again", "confirm", "edit", "bar"):
            assert word not in shown, (key, word)
    assert own["show"] in shown and own["edit"] in bar.text() and own["confirm"] in shown
    status = document.find_all("div", "crisp-lesson-status")[0].attrs
    assert status["data-starting"] == own["starting"] and status["data-failed"] == own["failed"]


@pytest.mark.parametrize("path", ["01-cards-and-the-deal.ipynb", "pt/01-cartas-e-a-distribuicao.ipynb"])
def test_the_bar_links_to_the_landing_page_and_to_jupyterlab(pages, path):
    bar = parse(pages[path][1]).find_all("nav", "crisp-lesson-bar")[0]
    links = [a.attrs["href"] for a in bar.find_all("a")]
    assert links == [f"{root_of(path)}index.html", f"{root_of(path)}notebooks/index.html?path={path}"]
    [show] = [b for b in bar.find_all("button") if b.attrs.get("id") == "crisp-show-code"]
    assert show.attrs["aria-pressed"] == "false"
    assert {b.attrs["id"] for b in bar.find_all("button")} == {"crisp-show-code", "crisp-start-again"}


@pytest.mark.parametrize("path", LESSONS)
def test_no_link_of_the_prose_goes_to_a_notebook(pages, path):
    links = [a.attrs["href"] for a in parse(pages[path][1]).by_id("lesson").find_all("a")]
    assert links and not [href for href in links if ".ipynb" in href or href.endswith(".md")]


def test_links_to_lessons_go_to_their_pages(pages):
    links = [a.attrs["href"] for a in parse(pages["pt/01-cartas-e-a-distribuicao.ipynb"][1]).by_id("lesson")
             .find_all("a") if "rule-ref" not in a.attrs.get("class", "")]
    assert links == ["02-sua-vez.html"]
    document = render_alone(notebook_of(("markdown", "[two](02-a-turn.ipynb#the-end) [pt](../pt/02-sua-vez.ipynb) "
                                                     "[guide](TEACHERS.md) [web](https://example.org/x)")),
                            "es/01-test.ipynb")
    hrefs = {a.text(): a.attrs for a in document.by_id("lesson").find_all("a")}
    assert hrefs["two"]["href"] == "02-a-turn.html#the-end"
    assert hrefs["pt"]["href"] == "../pt/02-sua-vez.html"
    assert hrefs["guide"]["href"] == "../../teachers/"
    assert hrefs["web"]["href"] == "https://example.org/x" and hrefs["web"]["rel"] == "noopener"
    assert "rel" not in hrefs["two"]


def test_a_rule_cited_is_a_small_i_and_a_rule_stated_shows_its_id():
    """Rules one tap away: "(R5.2)" after a sentence is an ⓘ link to the rule (its number only with the site's "Rule
    numbers" switch), "- **R7.1** You may call…" a link that shows its ID; both open the rule in a new tab, the
    one in the rules page of its game."""
    document = render_alone(notebook_of(("markdown", "A King is played (**R5.2**).\n\n- **R7.1** You may call.\n\n"
                                                     "Seat 2 challenges (C4.2, C4.4); the window (now, K6.1)"),
                                        lang="pt"), "pt/01-test.ipynb")
    links = document.by_id("lesson").find_all("a")
    hrefs = [a.attrs["href"] for a in links]
    assert hrefs == ["../../rules/#R5.2", "../../rules/#R7.1", "../../rules/cheat/#C4.2", "../../rules/cheat/#C4.4",
                     "../../rules/crisps/#K6.1"]
    assert all(a.attrs["target"] == "_blank" for a in links)
    cited = [a for a in links if a.attrs.get("aria-label")]
    assert [a.attrs["aria-label"] for a in cited] == ["Regra R5.2", "Regra C4.2", "Regra C4.4", "Regra K6.1"]
    assert links[1].text() == "R7.1" and "aria-label" not in links[1].attrs  # stated: its ID is its name
    # without the numbers (the default) the citations' IDs, brackets and commas are in spans the page hides
    page = lesson_page.render(notebook_of(("markdown", "played (R5.2). End")), root="../", notebook_path="01-test.ipynb",
                              kernel=KERNEL, scripts=[], styles=[])
    hidden = re.findall(r'<span class="rule-number">([^<]*)</span>', page)
    assert hidden == [" (", "R5.2", ")"] and 'localStorage.getItem("crisp.ruleNumbers")' in page


def test_headings_have_ids_unique_on_the_page():
    document = render_alone(notebook_of(("markdown", "# Lição 3 — Cartas especiais\n\n## Resumo\n\n## Resumo")))
    assert [h.attrs["id"] for h in document.find_all() if h.tag in ("h1", "h2")] == [
        "lição-3-cartas-especiais", "resumo", "resumo-2"]


def test_raw_html_in_prose_is_shown_as_text():
    document = render_alone(notebook_of(
        ("markdown", "Hi <script>alert(1)</script> and <img src=x onerror=alert(2)>\n\n<div onclick=x>block</div>"),
        ("markdown", "[click](javascript:alert(3))")))
    main = document.by_id("lesson")
    assert not main.find_all("script") and not main.find_all("img") and not main.find_all("div")
    assert "<script>alert(1)</script>" in main.text() and "<img src=x onerror=alert(2)>" in main.text()
    assert all("javascript:" not in a.attrs["href"] for a in main.find_all("a"))


def test_code_cannot_end_its_script_element():
    evil = 'print("</script><script>alert(1)</script><!--")\nx = 1 < 2 & 3 > 2'
    page = lesson_page.render(notebook_of(("code", evil), ("code", "y = '\u2028'")), root="../",
                              notebook_path="01-test.ipynb", kernel={"note": "</script>"}, scripts=[], styles=[])
    document = parse(page)
    assert [s.attrs.get("id") for s in document.find_all("script") if s.attrs.get("type") == "application/json"] == [
        "crisp-cells", "crisp-kernel"]
    assert json.loads(document.by_id("crisp-cells").text()) == [evil, "y = '\u2028'"]
    assert json.loads(document.by_id("crisp-kernel").text()) == {"note": "</script>"}
    assert page.count("</script>") == len(document.find_all("script"))
    assert document.find_all("pre", "crisp-source")[0].text() == evil + "\n"


def test_the_runtime_and_its_styles_are_linked():
    document = render_alone(notebook_of(("markdown", "# T")))
    modules = [s.attrs["src"] for s in document.find_all("script") if s.attrs.get("type") == "module"]
    sheets = [link.attrs["href"] for link in document.find_all("link") if link.attrs.get("rel") == "stylesheet"]
    assert modules == ["../lessons/page.js", "runtime.js"]
    assert sheets == ["../lessons/katex/katex.min.css", "../lessons/lesson.css", "../rule-ref.css", "widgets.css"]


def test_write_pages_writes_every_lesson_and_the_assets(tmp_path):
    files = tmp_path / "files"
    for path in ["01-cards-and-the-deal.ipynb", "fr/07-probabilites-1.ipynb"]:
        (files / path).parent.mkdir(parents=True, exist_ok=True)
        (files / path).write_text(json.dumps(served(path)), encoding="utf-8")
    written = lesson_page.write_pages(tmp_path, kernel=KERNEL, scripts=["lessons/runtime.js"], styles=[])
    lessons = tmp_path / "lessons"
    assert written == [lessons / "01-cards-and-the-deal.html", lessons / "fr/07-probabilites-1.html"]
    french = (lessons / "fr/07-probabilites-1.html").read_text(encoding="utf-8")
    assert 'src="../../lessons/runtime.js"' in french and 'class="katex"' in french
    css = (lessons / "katex/katex.min.css").read_text(encoding="utf-8")
    fonts = set(re.findall(r"url\((fonts/[^)]+)\)", css))
    assert fonts and all(font.endswith(".woff2") and (lessons / "katex" / font).is_file() for font in fonts)
    assert {p.suffix for p in (lessons / "katex/fonts").iterdir()} == {".woff2"}
    assert (lessons / "page.js").is_file() and (lessons / "lesson.css").is_file()
