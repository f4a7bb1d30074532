"""The light lesson page: each lesson notebook as a static HTML page, rendered at build time (no JupyterLab).

A page holds the lesson's prose (Markdown, with its math typeset by KaTeX), every code cell's source highlighted
but hidden until "Show code" is pressed, and an empty output box per code cell; the page's runtime (another module,
named by the caller in ``scripts``) runs the code in the browser's Python and fills the boxes. The contract it
relies on:

- ``<body data-crisp-lesson="loading">``; ``<main id="lesson" data-lang data-notebook>`` holding, in order, one
  ``section.crisp-cell.crisp-markdown`` per Markdown cell and one ``section.crisp-cell.crisp-code[data-cell=N]``
  per code cell (N counts the code cells from 0) with its ``pre.crisp-source`` and an empty ``div.crisp-output``;
- ``script#crisp-cells`` (JSON: the code cells' sources, in order) and ``script#crisp-kernel`` (JSON: the caller's
  dict, passed through), both escaped so that no string can end the element;
- ``div.crisp-lesson-status[role=status]`` (in the bar), with the page's words for its states in ``data-starting``,
  ``data-running``, ``data-failed``, ``data-unreachable`` and ``data-stuck``.

The bar's buttons are lite/lesson/page.js; the look is lite/lesson/lesson.css; the math is lite/render-math.mjs,
called once per build for every formula of every page.
"""
from __future__ import annotations

import html
import json
import posixpath
import re
import shutil
import subprocess
import unicodedata
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import quote, urlsplit

import mistune
from mistune.renderers.html import HTMLRenderer
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from .site_catalogue import LANGUAGES, site_catalogue

LITE = Path(__file__).resolve().parent
KATEX = LITE / "node_modules" / "katex" / "dist"
ASSETS = LITE / "lesson"

# The page's words are the site catalogue's ``lesson.<name>`` (lite/site/i18n/<lang>.json): lesson_words.  Its bar's
# (the link to the game's words, back to the lessons, "Show code", "Start again", "Edit in JupyterLab"), where the
# lesson stands as it starts (lesson.js: "starting", "running", "failed", "unreachable" for a kernel file that cannot
# be had offline, "stuck" for a lesson that no longer moves), "run" and "source" a shown code cell's (its button that
# runs it again, the accessible name of its editable code), "progress" the bar's count of the questions answered right
# (page.js).
# <html lang>: "pt" is Brazilian Portuguese, "pt-PT" European (docs/GLOSSARY.md)
LANG_TAGS = {"en": "en", "pt": "pt-BR", "es": "es", "fr": "fr", "pt-PT": "pt-PT"}

# A link to a lesson, relative to the notebook: "02-a-turn.ipynb", "../pt/02-sua-vez.ipynb#resumo"
LESSON_LINK = re.compile(r"^(?P<path>(?:\.\./)?(?:(?:pt|es|fr|pt-PT)/)?\d\d-[\w-]+)\.ipynb(?P<anchor>#.*)?$")
# The site's pages for the other files the lessons link to (in files/, beside the English lessons)
SITE_PAGES = {"README.md": "index.html", "TEACHERS": "teachers/", "WORKSHEET": "worksheet/"}
# Placeholders of the formulas until KaTeX has typeset them (characters a notebook's text is stripped of)
MATH_OPEN, MATH_CLOSE = "\ue000", "\ue001"
MATH_PLACEHOLDER = re.compile(f"{MATH_OPEN}(\\d+){MATH_CLOSE}")

CODE_FORMATTER = HtmlFormatter(nowrap=True)
PYTHON = PythonLexer()


class Formula(NamedTuple):
    """One formula of a lesson's prose: its TeX and whether it is displayed on a line of its own ($$…$$)."""
    tex: str
    display: bool


class Draft(NamedTuple):
    """A page before its math is typeset: HTML with a placeholder for each of the formulas."""
    html: str
    formulas: list[Formula]


# A rule's ID in the prose (Crisp's R and S, Cheat's C and T, Crisps' K: docs/RULES.md, CHEAT.md, CRISPS.md) is a small
# link to the rule (a new tab). Where the prose states the rule ("- R7.1 You may call crisp…") the link shows the ID;
# a citation, IDs in brackets with the space before them ("… unused (R5.2).") or the last ID of a sentence's brackets
# with its comma ("(… window, C4.1)"), shows as ⓘ, its number only with the site's "Rule numbers" switch
# (lite/site/play/rulerefs.js, the same rule; the class rule-numbers on <html>, lesson.css).
RULE_ID = r"\b[RSCTK]\d+(?:\.\d+)*\b"
CITATION = re.compile(rf"(?P<cite> ?\((?:\s*{RULE_ID}\s*[,–;]?)+\)|,\s*{RULE_ID}(?=\)))|(?P<id>{RULE_ID})")
RULES_PAGES = {"R": "rules/", "S": "rules/", "C": "rules/cheat/", "T": "rules/cheat/", "K": "rules/crisps/"}
CITED = re.compile(r'<span class="rule-cite" data-text="([^"]*)">.*?</span><!--/cite-->', re.S)
SHOW_NUMBERS = ('<script>try { document.documentElement.classList.toggle("rule-numbers", '
                'localStorage.getItem("crisp.ruleNumbers") === "1"); } catch (e) {}</script>')
BOLD_RULE_ID = re.compile(rf"\*\*({RULE_ID}(?:[–-]{RULE_ID})?)\*\*")  # "**R5.2**": the link is its emphasis
RULES_PAGES = {"R": "rules/", "S": "rules/", "C": "rules/cheat/", "T": "rules/cheat/", "K": "rules/crisps/"}
CITED = re.compile(r'<span class="rule-cite" data-text="([^"]*)">.*?</span><!--/cite-->', re.S)
SHOW_NUMBERS = ('<script>try { document.documentElement.classList.toggle("rule-numbers", '
                'localStorage.getItem("crisp.ruleNumbers") === "1"); } catch (e) {}</script>')


def rule_label(lang: str) -> str:
    """How a rule's link is named for a screen reader in ``lang`` ("Rule {id}"), from the site's catalogue."""
    return site_catalogue(lang)["play.ruleTitle"]


def lesson_words(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` by name (``"show"``): the site catalogue's ``lesson.<name>``."""
    return {key.removeprefix("lesson."): words for key, words in site_catalogue(lang).items()
            if key.startswith("lesson.")}


class _LessonRenderer(HTMLRenderer):
    """Mistune's HTML renderer (raw HTML escaped) with the lesson page's changes: ids on headings, lessons' links
    to their pages, external links with rel="noopener", rules' IDs as small ⓘ links, and formulas left as
    placeholders for KaTeX."""

    def __init__(self, notebook_path: str, root: str, rule_label: str = "{id}") -> None:
        super().__init__(escape=True)
        self.notebook_folder = posixpath.dirname(notebook_path)
        self.root = root
        self.rule_label = rule_label
        self.formulas: list[Formula] = []
        self.ids: set[str] = set()

    def text(self, text: str) -> str:
        """A run of text, each rule's ID in it a small link (see ``CITATION``)."""
        out, last = [], 0
        for match in CITATION.finditer(text):
            out.append(super().text(text[last:match.start()]))
            out.append(self._citation(match.group(), cited=bool(match.group("cite"))))
            last = match.end()
        out.append(super().text(text[last:]))
        return "".join(out)

    def _citation(self, original: str, cited: bool) -> str:
        """The links of ``original`` (one ID, or a citation); a citation's IDs and the brackets, spaces and commas
        around them in spans shown only with the rules' numbers, each ID's link an ⓘ."""
        def number(part: str) -> str:
            return f'<span class="rule-number">{html.escape(part)}</span>' if part else ""
        parts, last = [], 0
        for match in re.finditer(RULE_ID, original):
            rule = match.group()
            href = html.escape(self.root + RULES_PAGES[rule[0]] + "#" + rule)
            inside = (f'{number(rule)}<span class="rule-mark" aria-hidden="true"></span>' if cited
                      else html.escape(rule))
            label = f' aria-label="{html.escape(self.rule_label.replace("{id}", rule))}"' if cited else ""
            parts.append(number(original[last:match.start()]))
            parts.append(f'<a class="rule-ref" href="{href}" target="_blank" rel="noopener"{label}>{inside}</a>')
            last = match.end()
        parts.append(number(original[last:]))
        return f'<span class="rule-cite" data-text="{html.escape(original)}">{"".join(parts)}</span><!--/cite-->'

    def heading(self, text: str, level: int, **attrs: Any) -> str:
        words = MATH_PLACEHOLDER.sub(" ", re.sub(r"<[^>]+>", "", text))
        anchor = self._unique_id(_slug(html.unescape(words)))
        return f'<h{level} id="{anchor}">{text}</h{level}>\n'

    def link(self, text: str, url: str, title: str | None = None) -> str:
        text = CITED.sub(lambda m: m.group(1), text)  # a rule's ID in a link's words stays words: no link in a link
        href, external = self._target(url)
        attributes = f' href="{self.safe_url(href)}"'
        if title:
            attributes += f' title="{html.escape(title)}"'
        if external:
            attributes += ' rel="noopener"'
        return f"<a{attributes}>{text}</a>"

    def block_math(self, text: str) -> str:
        return f'<div class="crisp-math">{self._formula(text, display=True)}</div>\n'

    def inline_math(self, text: str) -> str:
        return self._formula(text, display=False)

    def _formula(self, tex: str, *, display: bool) -> str:
        self.formulas.append(Formula(tex.strip(), display))
        return f"{MATH_OPEN}{len(self.formulas) - 1}{MATH_CLOSE}"

    def _unique_id(self, anchor: str) -> str:
        candidate, n = anchor or "section", 1
        while candidate in self.ids:
            n += 1
            candidate = f"{anchor}-{n}"
        self.ids.add(candidate)
        return candidate

    def _target(self, url: str) -> tuple[str, bool]:
        """Where a link of the notebook goes from its page, and whether it leaves the site."""
        parts = urlsplit(url)
        if parts.scheme or parts.netloc:
            return url, parts.scheme in ("http", "https") or bool(parts.netloc)
        if not parts.path:  # "#anchor" on this page
            return url, False
        lesson = LESSON_LINK.match(url)
        if lesson:
            return f"{lesson['path']}.html{lesson['anchor'] or ''}", False
        return self.root + self._site_page(posixpath.normpath(posixpath.join(self.notebook_folder, url))), False

    @staticmethod
    def _site_page(path: str) -> str:
        """The site's page for a file of files/ (the guides have pages of their own), else the file itself."""
        name = posixpath.basename(path)
        for prefix, page in SITE_PAGES.items():
            if name.startswith(prefix) and name.endswith(".md"):
                return page
        return "files/" + path


def _slug(text: str) -> str:
    """An id for a heading: its words in lower case joined by hyphens ("3. Check it by dealing": "3-check-it-…")."""
    text = unicodedata.normalize("NFKC", text).lower()
    return "-".join(re.findall(r"\w+", text))


def _markdown(renderer: _LessonRenderer) -> mistune.Markdown:
    """Mistune with the lessons' Markdown: tables, ~~strikethrough~~, $math$ and $$math$$ (in lists and quotes too)."""
    return mistune.create_markdown(
        renderer=renderer, plugins=["table", "strikethrough", "math", "mistune.plugins.math.math_in_list",
                                      "mistune.plugins.math.math_in_quote"])


def _source(cell: dict) -> str:
    """A cell's source as one string (nbformat allows a list of lines)."""
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _script_json(value: Any) -> str:
    """JSON that can sit inside a <script> element: no "<", ">" or "&" (so no "</script>" and no "<!--")."""
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text


def lesson_title(notebook: dict) -> str:
    """The text of the lesson's first "# " heading ("Lição 3 — Cartas especiais"), or "" when it has none."""
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            heading = re.search(r"^#\s+(.+?)\s*#*\s*$", _source(cell), re.MULTILINE)
            if heading:
                return heading[1]
    return ""


def lesson_language(notebook: dict) -> str:
    """The lesson's language (metadata crisp.lang, as lite/build.py's as_served writes it): en, pt, es or fr."""
    lang = notebook.get("metadata", {}).get("crisp", {}).get("lang", "en")
    return lang if lang in LANGUAGES else "en"


def _cells(notebook: dict, renderer: _LessonRenderer, words: dict[str, str]) -> tuple[list[str], list[str]]:
    """The <section> of every cell, in order, and the code cells' sources.  A code cell's source can be changed
    (lesson.css shows it, and its "Run" button, once "Show code" is pressed; page.js runs it again)."""
    markdown = _markdown(renderer)
    sections: list[str] = []
    sources: list[str] = []
    for cell in notebook["cells"]:
        source = _source(cell)
        if cell["cell_type"] == "markdown":
            prose = markdown(BOLD_RULE_ID.sub(r"\1", source.replace(MATH_OPEN, "").replace(MATH_CLOSE, "")))
            sections.append(f'<section class="crisp-cell crisp-markdown">\n{prose}</section>')
        elif cell["cell_type"] == "code":
            code = highlight(source, PYTHON, CODE_FORMATTER)
            sections.append(f'<section class="crisp-cell crisp-code" data-cell="{len(sources)}">'
                            '<pre class="crisp-source" contenteditable="plaintext-only" spellcheck="false"'
                            f' autocapitalize="off" aria-label="{_attr(words["source"])}"><code>{code}</code></pre>'
                            f'<button type="button" class="crisp-run">{html.escape(words["run"])}</button>'
                            '<div class="crisp-output"></div></section>')
            sources.append(source)
    return sections, sources


def _attr(text: str) -> str:
    """``text`` escaped for an attribute's value in double quotes."""
    return html.escape(text, quote=True)


def _label(long: str, short: str) -> str:
    """A control's words, with a shorter form that lesson.css shows on a phone."""
    if long == short:
        return html.escape(long)
    return (f'<span class="crisp-long">{html.escape(long)}</span>'
            f'<span class="crisp-short" aria-hidden="true">{html.escape(short)}</span>')


def _bar(words: dict[str, str], root: str, notebook_path: str) -> str:
    """The bar at the top: back to the lessons, "Show code", "Start again", the questions answered right, "Edit in
    JupyterLab", and what the lesson is doing while it starts (a line of its own)."""
    edit = f"{root}notebooks/index.html?path={quote(notebook_path, safe='/')}"
    return (
        f'<nav class="crisp-lesson-bar" aria-label="{_attr(words["bar"])}">\n'
        f'<a class="crisp-lesson-link" href="{_attr(root)}index.html" aria-label="{_attr(words["lessons"])}">'
        f'{_label(words["lessons"], words["lessonsShort"])}</a>\n'
        f'<button type="button" class="crisp-lesson-button" id="crisp-show-code" aria-pressed="false"'
        f' aria-label="{_attr(words["show"])}" data-show="{_attr(words["show"])}" data-hide="{_attr(words["hide"])}">'
        f'{_label(words["show"], words["code"])}</button>\n'
        f'<button type="button" class="crisp-lesson-button" id="crisp-start-again"'
        f' data-confirm="{_attr(words["confirm"])}">{_label(words["again"], words["again"])}</button>\n'
        # "5 of 7 questions right" (page.js fills it in once the lesson has a question), "✓ 5/7" on a phone
        f'<span class="crisp-progress" id="crisp-progress" data-words="{_attr(words["progress"])}" hidden>'
        '<span class="crisp-long"></span><span class="crisp-short" aria-hidden="true"></span></span>\n'
        f'<a class="crisp-lesson-link crisp-edit" href="{_attr(edit)}" aria-label="{_attr(words["edit"])}">'
        f'{_label(words["edit"], words["editShort"])}</a>\n'
        # what the lesson is doing while it starts (lesson.js): a line of the bar, never over the lesson's text
        f'<div class="crisp-lesson-status" role="status" data-starting="{_attr(words["starting"])}"'
        f' data-running="{_attr(words["running"])}" data-failed="{_attr(words["failed"])}"'
        f' data-unreachable="{_attr(words["unreachable"])}" data-stuck="{_attr(words["stuck"])}"></div>\n'
        "</nav>")


def draft(notebook: dict, *, root: str, notebook_path: str, kernel: dict, scripts: list[str],
          styles: list[str]) -> Draft:
    """The lesson's page with its formulas still to typeset (see :func:`render` for the arguments)."""
    lang = lesson_language(notebook)
    words = lesson_words(lang)
    renderer = _LessonRenderer(notebook_path, root, rule_label(lang))
    sections, sources = _cells(notebook, renderer, words)
    head = [f'<link rel="stylesheet" href="{_attr(root)}lessons/katex/katex.min.css">',
            f'<link rel="stylesheet" href="{_attr(root)}lessons/lesson.css">',
            f'<link rel="stylesheet" href="{_attr(root)}rule-ref.css">',
            *(f'<link rel="stylesheet" href="{_attr(url)}">' for url in styles),
            f'<script type="module" src="{_attr(root)}lessons/page.js"></script>',
            *(f'<script type="module" src="{_attr(url)}"></script>' for url in scripts)]
    page = "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{LANG_TAGS[lang]}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="theme-color" content="#2f6b47">',
        '<link rel="icon" href="data:,">',
        f"<title>{html.escape(lesson_title(notebook))}</title>",
        SHOW_NUMBERS,
        *head,
        "</head>",
        '<body data-crisp-lesson="loading">',
        _bar(words, root, notebook_path),
        f'<main id="lesson" data-lang="{lang}" data-notebook="{_attr(notebook_path)}"'
        f' data-rule-label="{_attr(renderer.rule_label)}">',
        *sections,
        "</main>",
        # the game's words, in the lesson's language: a word the reader does not know, explained (issue 31)
        f'<footer class="crisp-glossary"><a href="{_attr(root)}words/?lang={lang}">{html.escape(words["glossary"])}</a>'
        "</footer>",
        f'<script type="application/json" id="crisp-cells">{_script_json(sources)}</script>',
        f'<script type="application/json" id="crisp-kernel">{_script_json(kernel)}</script>',
        "</body>",
        "</html>",
        ""])
    return Draft(page, renderer.formulas)


def typeset(formulas: list[Formula]) -> list[str]:
    """KaTeX's HTML for every formula, in one call of lite/render-math.mjs."""
    if not formulas:
        return []
    request = json.dumps([{"tex": f.tex, "display": f.display} for f in formulas])
    done = subprocess.run(["node", str(LITE / "render-math.mjs")], input=request, capture_output=True, text=True,
                          encoding="utf-8", cwd=LITE, check=True)
    return json.loads(done.stdout)


def finish(page: Draft, typeset_formulas: list[str]) -> str:
    """The page with each formula's placeholder replaced by its typeset HTML."""
    return MATH_PLACEHOLDER.sub(lambda m: typeset_formulas[int(m[1])], page.html)


def render(notebook: dict, *, root: str, notebook_path: str, kernel: dict, scripts: list[str],
           styles: list[str]) -> str:
    """The lesson page of ``notebook`` (a lesson as the site serves it).

    ``root``: the site's root relative to the page ("../" for lessons/x.html, "../../" for lessons/pt/x.html);
    ``notebook_path``: the notebook's path under files/ ("pt/01-cartas-e-a-distribuicao.ipynb"); ``kernel``: a
    dict handed to the runtime as JSON; ``scripts`` and ``styles``: URLs relative to the page of the runtime's
    modules and style sheets."""
    page = draft(notebook, root=root, notebook_path=notebook_path, kernel=kernel, scripts=scripts, styles=styles)
    return finish(page, typeset(page.formulas))


def copy_assets(lessons: Path) -> None:
    """The page's own files into ``lessons`` (<site>/lessons): page.js, lesson.css and KaTeX's style sheet with
    its woff2 fonts (every browser that runs the page reads woff2: the other formats are left out)."""
    lessons.mkdir(parents=True, exist_ok=True)
    for name in ("page.js", "lesson.css"):
        shutil.copy2(ASSETS / name, lessons / name)
    fonts = lessons / "katex" / "fonts"
    fonts.mkdir(parents=True, exist_ok=True)
    for font in (KATEX / "fonts").glob("*.woff2"):
        shutil.copy2(font, fonts / font.name)
    css = (KATEX / "katex.min.css").read_text(encoding="utf-8")
    (lessons / "katex" / "katex.min.css").write_text(_woff2_only(css), encoding="utf-8")


def _woff2_only(css: str) -> str:
    """KaTeX's style sheet with each font's woff and ttf sources removed (their files are not copied)."""
    return re.sub(r',url\(fonts/[\w-]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)', "", css)


def write_pages(site: Path, *, kernel: dict, scripts: list[str], styles: list[str]) -> list[Path]:
    """Write the page of every lesson of ``site``/files (English beside the translations' folders) as
    ``site``/lessons/<path>.html, with the page's assets; ``scripts`` and ``styles`` are relative to the site's root.
    Every formula of every page is typeset in one Node call. Returns the pages written."""
    files = site / "files"
    lessons = site / "lessons"
    drafts: list[tuple[Path, Draft]] = []
    for path in sorted(files.rglob("[0-9][0-9]-*.ipynb")):
        notebook_path = path.relative_to(files).as_posix()
        root = "../" * (notebook_path.count("/") + 1)
        notebook = json.loads(path.read_text(encoding="utf-8"))
        page = draft(notebook, root=root, notebook_path=notebook_path, kernel=kernel,
                     scripts=[root + url for url in scripts], styles=[root + url for url in styles])
        drafts.append((lessons / Path(notebook_path).with_suffix(".html"), page))
    typeset_all = typeset([formula for _, page in drafts for formula in page.formulas])
    copy_assets(lessons)
    for target, page in drafts:
        count = len(page.formulas)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(finish(page, typeset_all[:count]), encoding="utf-8")
        typeset_all = typeset_all[count:]
    return [target for target, _ in drafts]
