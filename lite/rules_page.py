"""The site's rules pages: the players' rules in four languages, and a page for developers.

    from lite.rules_page import build_rules
    build_rules(OUTPUT)            # writes OUTPUT/rules/ (with cheat/, crisps/, developers/) and OUTPUT/i18n/

Sources, all in ``lite/site``:

- ``rules/rules.<lang>.md`` (en, pt, es, fr, pt-PT): the players' rules of Crisp, one Markdown file per language with
  the same sections; card pictures and rule anchors are inline HTML and pass through as written.
- ``rules/rules.<game>.<lang>.md``: the same for every other registered game with a rules page (lite/site_games.py
  reads the registry): Cheat (rule IDs C…, T… of docs/CHEAT.md) and Crisps (K… of docs/CRISPS.md), built into
  ``rules/cheat/`` and ``rules/crisps/``; every game's page links the others'.
- ``rules/developers.md``: notation and record format (English).
- ``rules/template.html``: the page around them; ``rules/rules.css``: its styles.
- ``i18n/<lang>.json``: the message catalogs of the site's pages, to which the engine's words the play page shows
  too and each game's own words are added (lite/site_catalogue.py :func:`catalogs`); ``i18n/i18n.js``: the
  language switch.

The five languages go into one page, ``rules/index.html``, one ``<article data-lang=..>`` each; i18n.js shows the
reader's language and switches without reload, also from ``file://`` (no request is made: the catalogs are a
script, ``i18n/catalogs.js``).  Every copy carries the same anchors (``#R5.5``); so that an id is never held
twice, only the shown copy has real ids (the others keep them as ``data-id``; the English copy is shown when
scripts do not run).  Each section gets the id of its English heading in every language (``#the-deal-and-the-peek``).
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path
from typing import Callable

import markdown

from crisp_core.class_counts import low_hand_chance
from crisp_core.locale import DEFAULT, LANGUAGES

from .placeholders import fill
from .site_catalogue import I18N, catalogs
from .site_games import rule_folders, rules_games

LITE = Path(__file__).resolve().parent
SITE = LITE / "site"
RULES = SITE / "rules"
HEAD = SITE / "head.html"  # what every page of the site's own (landing, play, rules, guides) starts its <head> with
HEADING = re.compile(r"<h([23])>(.*?)</h\1>", re.S)


def slug(text: str) -> str:
    """A heading's id: its words, lower case, joined by hyphens."""
    words = re.findall(r"[a-z0-9]+", html.unescape(re.sub(r"<[^>]+>", "", text)).replace("’", "").lower())
    return "-".join(words) or "section"


def headings(body: str) -> list[tuple[str, str]]:
    """The level (``"2"`` or ``"3"``) and inner HTML of each h2/h3 of a rendered fragment, in order."""
    return HEADING.findall(body)


def section_ids(english: str) -> list[str]:
    """One id per h2/h3 of the English rules, unique, in order: the ids every language uses."""
    ids: list[str] = []
    for _, text in headings(english):
        base = candidate = slug(text)
        n = 2
        while candidate in ids:
            candidate, n = f"{base}-{n}", n + 1
        ids.append(candidate)
    return ids


def render(text: str, *, code: bool = False) -> str:
    """Markdown to HTML; inline HTML passes through unchanged."""
    extensions = ["tables", "attr_list"] + (["fenced_code"] if code else [])
    return markdown.markdown(text, extensions=extensions, output_format="html")


def wrap_tables(body: str, label: str) -> str:
    """Every table in a box of its own that scrolls sideways if the table is wider than the screen."""
    box = f'<div class="table-scroll" role="region" tabindex="0" aria-label="{html.escape(label)}">'
    return body.replace("<table>", box + "<table>").replace("</table>", "</table></div>")


def players_fragment(lang: str, catalog: dict[str, str], ids: list[str], english_levels: list[str],
                     stem: str = "rules") -> str:
    """The rules in one language (``rules/<stem>.<lang>.md``) as an <article>, with section ids and a table of
    contents."""
    body = render((RULES / f"{stem}.{lang}.md").read_text(encoding="utf-8"))
    found = headings(body)
    if [level for level, _ in found] != english_levels:
        raise ValueError(f"{stem}.{lang}.md: its headings (h2/h3) differ from {stem}.{DEFAULT}.md's")
    numbered = iter(ids)
    body = HEADING.sub(lambda m: f'<h{m.group(1)} id="{next(numbered)}">{m.group(2)}</h{m.group(1)}>', body)
    toc_items = "\n".join(f'<li><a href="#{section}">{text}</a></li>'
                          for (level, text), section in zip(found, ids) if level == "2")
    title_id = f"toc-{lang}"
    toc = (f'<nav class="toc" aria-labelledby="{title_id}">\n'
           f'<p class="toc-title" id="{title_id}">{html.escape(catalog["rules.toc"])}</p>\n'
           f"<ol>\n{toc_items}\n</ol>\n</nav>\n")
    first_section = body.index("<h2")
    body = body[:first_section] + toc + body[first_section:]
    body = wrap_tables(body, catalog["rules.table"])
    shown = lang == DEFAULT
    if not shown:  # only the shown copy holds real ids; i18n.js moves them when the language changes
        body = re.sub(r'(?<=\s)id="', 'data-id="', body)
    hidden = "" if shown else " hidden"
    return f'<article class="rules" data-lang="{lang}" lang="{lang}"{hidden}>\n{body}\n</article>'


GUIDES = (("TEACHERS", "teachers", "teachers.title"), ("WORKSHEET", "worksheet", "worksheet.title"),
          ("HOSTING", "hosting", "hosting.title"), ("WORDS", "words", "words.title"))
GUIDE_LINK = re.compile(r'href="(TEACHERS|WORKSHEET|HOSTING|WORDS)(?:\.[a-z]{2}(?:-[A-Z]{2})?)?\.md"')
LESSON_LINK = re.compile(r'href="((?:[a-z]{2}(?:-[A-Z]{2})?/)?\d\d-[\w-]+\.ipynb)"')


# On the teacher's guide: the addresses and QR codes of a class server (lite/site/classroom.js fills it in), and
# what plain HTTP from another machine cannot do; hidden where there is nothing to say
CLASSROOM_BOX = """<section id="classroom" class="classroom" aria-labelledby="classroom-h" hidden>
<h2 id="classroom-h" data-i18n="teachers.classroom.title">Your class on this laptop</h2>
<div id="classroom-served" hidden><p data-i18n="teachers.classroom.served"></p><ul id="classroom-addresses"></ul></div>
<p id="classroom-insecure" data-i18n="teachers.classroom.insecure" hidden></p>
</section>
<script src="../classroom.js" defer></script>"""


# On the teacher's guide, when the classroom server holds tables across devices (lite/network_tables.py): each open
# table with its players, their scores and its state, and, on the laptop itself, a button that closes it
# (lite/site/class-tables.js fills it in; a static host has no tables.json and the box stays hidden).
TABLES_BOX = """<section id="class-tables" class="classroom" aria-labelledby="tables-h" hidden>
<h2 id="tables-h" data-i18n="teachers.tables.title">The class's tables</h2>
<p data-i18n="teachers.tables.intro"></p>
<p id="tables-none" data-i18n="teachers.tables.none" hidden></p>
<ul id="tables-list" class="tables-list"></ul>
</section>
<script src="../class-tables.js" defer></script>"""


# On the teacher's guide, when the classroom server holds the class's experiment (lite/class_experiment.py): what
# the students sent from lesson 7, pooled (lite/site/class-experiment.js fills it in), beside the exact chance the
# lesson computes, from the engine; and lesson 8's runs, per threshold (no exact value there: the pooled share is the
# answer), hidden until a run is sent
CLASS_EXPERIMENT_BOX = """<section id="class-experiment" class="classroom pool" aria-labelledby="pool-h" hidden
 data-exact="{exact}">
<h2 id="pool-h" data-i18n="teachers.pool.title">The class's experiment</h2>
<p data-i18n="teachers.pool.intro"></p>
<p id="pool-summary" class="pool-summary" aria-live="polite"></p>
<div id="pool-results" hidden>
<p id="pool-low" class="pool-big"></p>
<p id="pool-interval"></p>
<p id="pool-exact"></p>
<p id="pool-verdict"></p>
<figure class="pool-figure"><div id="pool-chart" class="pool-chart"></div>
<figcaption data-i18n="teachers.pool.chart"></figcaption></figure>
<h3 id="pool-bars-h" data-i18n="teachers.pool.histogram"></h3>
<p data-i18n="teachers.pool.histogram_note"></p>
<ol id="pool-bars" class="pool-bars" aria-labelledby="pool-bars-h"></ol>
<p id="pool-senders" class="pool-senders"></p>
</div>
</section>
<section id="class-threshold" class="classroom pool" aria-labelledby="pool8-h" hidden>
<h2 id="pool8-h" data-i18n="teachers.pool8.title">Lesson 8: when to call crisp</h2>
<p data-i18n="teachers.pool8.intro"></p>
<p id="pool8-summary" class="pool-summary" aria-live="polite"></p>
<table class="pool8-table">
<caption data-i18n="teachers.pool8.caption"></caption>
<thead><tr><th scope="col" data-i18n="teachers.pool8.col_threshold"></th><th scope="col" data-i18n="teachers.pool8.col_rounds"></th>
<th scope="col" data-i18n="teachers.pool8.col_won"></th><th scope="col" data-i18n="teachers.pool8.col_share"></th></tr></thead>
<tbody id="pool8-rows"></tbody>
</table>
<p data-i18n="teachers.pool8.no_exact"></p>
<p id="pool8-senders" class="pool-senders"></p>
</section>
<script src="../class-experiment.js" defer></script>"""


def class_experiment_box() -> str:
    """The teacher's guide's box of the class's experiment, with lesson 7's exact chance of a hand of 7 or less."""
    exact = low_hand_chance()
    return CLASS_EXPERIMENT_BOX.format(exact=f"{exact.numerator}/{exact.denominator}")


def rule_code(letters: str) -> re.Pattern:
    """A rule's code in a guide's text ("R5.4.1", "C4.2") whose letter is one of ``letters``."""
    return re.compile(rf"\b([{letters}])\d+(?:\.\d+)*\b")


def rule_anchors() -> set[str]:
    """Every rule's anchor on the games' rules pages ("R5.4.1", "S3", "C4.2", ...)."""
    letters = "".join(rule_folders())
    return {anchor for _, stem, _, _ in rules_games()
            for anchor in re.findall(rf'\bid="([{letters}][\d.]+)"', (RULES / f"{stem}.{DEFAULT}.md").read_text(encoding="utf-8"))}


def link_rule_codes(body: str, root: str, anchors: set[str]) -> str:
    """A guide's rule codes as links to the rule on its rules page (``root`` leads from the guide's page to the
    site's top): a teacher reads the rule with one tap, and a code is never bare running text.  A section's code
    ("R9") leads to its first rule ("R9.1").  Text inside links and code is left alone; a code with no rule raises
    ValueError."""
    folders = rule_folders()
    codes = rule_code("".join(folders))
    parts = re.split(r"(<[^>]+>)", body)
    inside = 0  # depth of <a>, <code> and <pre> around the text
    for i, part in enumerate(parts):
        if part.startswith("<"):
            tag = re.match(r"</?(\w+)", part)
            if tag and tag.group(1) in ("a", "code", "pre"):
                inside += -1 if part.startswith("</") else 1
            continue
        if inside:
            continue

        def link(match: re.Match) -> str:
            code = match.group(0)
            anchor = code if code in anchors else min((a for a in anchors if a.startswith(code + ".")),
                                                      key=lambda a: [int(n) for n in a[1:].split(".")], default=None)
            if anchor is None:
                raise ValueError(f"the guide cites {code}, which no rules page has")
            folder = folders[code[0]]
            return f'<a class="rule-ref" href="{root}rules/{folder + "/" if folder else ""}#{anchor}">{code}</a>'

        parts[i] = codes.sub(link, part)
    return "".join(parts)


ARCHIVE_LINK = 'href="ARCHIVE.zip"'  # the hosting page's link to the site's archive (lite/release.py)


def build_guides(output_dir: Path, notebooks: Path, lesson_href: Callable[[str], str], archive: str) -> None:
    """``output_dir/teachers/``, ``output_dir/worksheet/`` and ``output_dir/hosting/``: the teacher's guide, the
    student worksheet and how to host the site (``notebooks/TEACHERS.md``, ``TEACHERS.pt.md`` …, ``HOSTING.md`` …)
    in four languages on one page each, shown in the reader's
    language with the site's switch; links to lessons open them (``lesson_href`` of their path under
    notebooks/), links between the guides go to their pages, and the hosting page's link to the site's archive to
    ``archive`` (a URL from the guides' pages)."""
    texts = catalogs()
    anchors = rule_anchors()
    for name, folder, title_key in GUIDES:
        articles = []
        for lang in LANGUAGES:
            source = notebooks / (f"{name}.md" if lang == DEFAULT else f"{name}.{lang}.md")
            body = render(source.read_text(encoding="utf-8"))
            # to the guide's folder; from the hosting page, which is also read from the unzipped archive (file://,
            # where a folder is not its index.html), to the page itself
            page_name = "index.html" if name == "HOSTING" else ""
            body = GUIDE_LINK.sub(lambda m: f'href="../{dict((n, f) for n, f, _ in GUIDES)[m.group(1)]}/{page_name}"',
                                  body)
            body = LESSON_LINK.sub(lambda m: f'href="{html.escape(lesson_href(m.group(1)))}"', body)
            if name != "HOSTING":
                body = link_rule_codes(body, "../", anchors)
            if name == "HOSTING":
                if ARCHIVE_LINK not in body:
                    raise ValueError(f"{source.name}: no link to the site's archive ({ARCHIVE_LINK})")
                body = body.replace(ARCHIVE_LINK, f'href="{html.escape(archive)}" download')
            hidden = "" if lang == DEFAULT else " hidden"
            articles.append(f'<article class="rules guide" data-lang="{lang}" lang="{lang}"{hidden}>\n'
                            f'{wrap_tables(body, texts[lang]["rules.table"])}\n</article>')
        if folder == "teachers":
            articles[:0] = [CLASSROOM_BOX, TABLES_BOX, class_experiment_box()]
        target = output_dir / folder
        target.mkdir(parents=True, exist_ok=True)
        (target / "index.html").write_text(page(root="../", title_key=title_key, catalog=texts[DEFAULT],
                                                content="\n".join(articles),
                                                current="teachers" if folder == "hosting" else folder),
                                           encoding="utf-8")


def fill_head(text: str, root: str, where: str | Path) -> str:
    """A page of the site (``text``, from the file ``where``) with its ``<!--HEAD-->`` replaced by ``site/head.html``
    (the character set, the viewport, the site's and the language switch's styles and scripts), its links made from
    ``root``, the way from the page to the site's root (``""``, ``"../"``); raises ``PlaceholderError`` if the page
    does not have that placeholder once."""
    return fill(text, "<!--HEAD-->", HEAD.read_text(encoding="utf-8").replace("{{ROOT}}", root).rstrip("\n"), where)


def page(*, root: str, title_key: str, catalog: dict[str, str], content: str, current: str) -> str:
    """``template.html`` filled in; ``current`` names the nav link marked as the current page."""
    template = fill_head((RULES / "template.html").read_text(encoding="utf-8"), root, "lite/site/rules/template.html")
    marks = {"rules": "", "developers": "", "teachers": "", "words": ""}
    marks[current] = ' aria-current="page"'
    for key, value in {"ROOT": root, "TITLE_KEY": title_key, "TITLE": html.escape(catalog[title_key]),
                       "CURRENT_RULES": marks["rules"], "CURRENT_DEVELOPERS": marks["developers"],
                       "CURRENT_TEACHERS": marks["teachers"], "CURRENT_WORDS": marks["words"],
                       "CONTENT": content}.items():
        template = template.replace("{{" + key + "}}", value)
    leftover = re.search(r"\{\{[A-Z_]+\}\}", template)
    if leftover:
        raise ValueError(f"template.html: {leftover.group()} is not filled in")
    return template


def install_i18n(output_dir: Path) -> None:
    """``output_dir/i18n/``: the switch, its styles, the JSON catalogs (:func:`catalogs`: with the engine's and the
    games' words) and ``catalogs.js`` made from them."""
    target = output_dir / "i18n"
    target.mkdir(parents=True, exist_ok=True)
    for name in ["i18n.js", "i18n.css"]:
        shutil.copy2(I18N / name, target / name)
    texts = catalogs()
    for lang in LANGUAGES:
        (target / f"{lang}.json").write_text(json.dumps(texts[lang], ensure_ascii=False, indent=2) + "\n",
                                             encoding="utf-8")
    # the light lesson pages' own words (lesson.*) are written into those pages by the build: the pages that load
    # catalogs.js (the landing page, the play page, the rules and guides) never ask for them
    shown = {lang: {key: text for key, text in texts[lang].items() if not key.startswith("lesson.")} for lang in texts}
    data = json.dumps(shown, ensure_ascii=False, indent=1, sort_keys=True).replace("</", "<\\/")
    (target / "catalogs.js").write_text(
        "// Made by lite/rules_page.py from i18n/<lang>.json, the engine's words (crisp_core/locale) and the games'"
        " (crisp_core/<game>/site_words):"
        " edit those, not this.\n"
        f"window.CRISP_CATALOGS = {data};\n", encoding="utf-8")


def games_nav(current: str, catalog: dict[str, str]) -> str:
    """Links to the games' rules pages (``current`` is the folder of the page they go on, marked current)."""
    up = "../" if current else ""
    links = []
    for name, _, folder, _ in rules_games():
        href = (up + (folder + "/" if folder else "")) or "./"
        mark = ' aria-current="page"' if folder == current else ""
        links.append(f'<a href="{href}"{mark}>{name}</a>')
    label = html.escape(catalog["rules.games"])
    return (f'<nav class="games-nav" aria-labelledby="games-nav-label"><span id="games-nav-label"'
            f' data-i18n="rules.games">{label}</span> ' + " · ".join(links) + "</nav>\n")


def rule_letters(catalog: dict[str, str]) -> str:
    """What the letters of the rules' numbers mean, said once on each page: at its end, after the rules a reader came
    for (a child meets the rules first, not their codes)."""
    return f'<p class="rule-letters" data-i18n="rules.letters">{html.escape(catalog["rules.letters"])}</p>\n'


def build_game(output_dir: Path, stem: str, folder: str, title_key: str, texts: dict[str, dict[str, str]]) -> None:
    """One game's players' rules, four languages in one page: ``output_dir/rules/<folder>/index.html``."""
    english = render((RULES / f"{stem}.{DEFAULT}.md").read_text(encoding="utf-8"))
    ids = section_ids(english)
    levels = [level for level, _ in headings(english)]
    articles = "\n".join(players_fragment(lang, texts[lang], ids, levels, stem) for lang in LANGUAGES)
    target = output_dir / "rules" / folder
    target.mkdir(parents=True, exist_ok=True)
    (target / "index.html").write_text(
        page(root="../../" if folder else "../", title_key=title_key, catalog=texts[DEFAULT],
             content=games_nav(folder, texts[DEFAULT]) + articles + "\n" + rule_letters(texts[DEFAULT]),
             current="rules"), encoding="utf-8")


def build_rules(output_dir: Path) -> None:
    """Write the players' rules pages (``output_dir/rules/index.html`` for Crisp, ``rules/<game>/`` for each other
    game with one: lite/site_games.py; five languages each), the developers' page (``output_dir/rules/developers/index.html``),
    their stylesheet and the language switch (``output_dir/i18n``).

    The pages expect the site's ``site.css`` and ``keep-offline.js`` (lite/build.py writes them) in ``output_dir``."""
    output_dir = Path(output_dir)
    texts = catalogs()
    for _, stem, folder, title_key in rules_games():
        build_game(output_dir, stem, folder, title_key, texts)
    rules_dir = output_dir / "rules"
    shutil.copy2(RULES / "rules.css", rules_dir / "rules.css")

    developers = render((RULES / "developers.md").read_text(encoding="utf-8"), code=True)
    # in the reader's language (shown by rules.css unless that is English), outside the English article
    note = f'<p class="english-only" data-i18n="developers.english_only">{html.escape(texts[DEFAULT]["developers.english_only"])}</p>\n'
    content = f'{note}<article class="rules" lang="en">\n{wrap_tables(developers, "Table")}\n</article>'
    dev_dir = rules_dir / "developers"
    dev_dir.mkdir(parents=True, exist_ok=True)
    (dev_dir / "index.html").write_text(
        page(root="../../", title_key="developers.title", catalog=texts[DEFAULT], content=content,
             current="developers"), encoding="utf-8")
    install_i18n(output_dir)
