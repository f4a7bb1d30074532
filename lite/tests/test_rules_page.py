"""The rules pages: five languages with the same sections and rule anchors, the message catalogs, the build
(``lite/rules_page.py``), and the page in Chromium: no sideways scrolling at 375 px, the language switch,
axe-core (when it is installed: ``lite/node_modules/axe-core`` or the file named by ``AXE_CORE_JS``)."""

from __future__ import annotations

import html
import http.server
import json
import os
import re
import shutil
import threading
from functools import partial
from pathlib import Path

import pytest

from lite.tests.site_fixtures import QuietHandler, browser, chromium, guard, playwright_instance  # noqa: F401

from lite.rules_page import HEAD, build_rules, catalogs, fill_head
from lite.site_games import game_tiles, rules_games

LITE = Path(__file__).resolve().parent.parent
ROOT = LITE.parent
SITE = LITE / "site"
RULES = SITE / "rules"
I18N = SITE / "i18n"
LANGUAGES = ["en", "pt", "es", "fr", "pt-PT"]
TITLES = {"en": "How to play Crisp", "pt": "Como jogar Crisp", "es": "Cómo jugar a Crisp",
          "fr": "Comment jouer à Crisp", "pt-PT": "Como jogar Crisp"}


from crisp_core.games import games  # noqa: E402


def source(lang: str) -> str:
    return (RULES / f"rules.{lang}.md").read_text(encoding="utf-8")


def catalog(lang: str) -> dict[str, str]:
    """The message catalog of ``lang`` as the site has it: ``i18n/<lang>.json`` with the games' words."""
    return catalogs()[lang]


def rule_ids() -> list[str]:
    """Every rule ID of docs/RULES.md: R1.1 … R11.5 with R5.4.1–R5.4.3, and a section without numbered rules
    (R10) by its own number."""
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\s*- (R\d+(?:\.\d+)+) ", text, re.M)
    for section in re.findall(r"^## R(\d+) ", text, re.M):
        if not any(i.startswith(f"R{section}.") for i in ids):
            ids.append(f"R{section}")
    return ids


def anchors(text: str) -> list[str]:
    """The rule anchors of a rules file, in order (the form is exact: class, id, href, text)."""
    return re.findall(r'<a class="rule-id" id="([RS][\d.]+)" href="#\1">\1</a>', text)


# --- the sources ----------------------------------------------------------------------------------------------

def test_rule_ids_come_from_the_rules():
    ids = rule_ids()
    assert {"R1.1", "R5.4.3", "R10", "R11.5"} <= set(ids) and len(ids) == len(set(ids)) == 47


def test_catalogs_have_the_same_keys_and_no_empty_values():
    keys = set(catalog("en"))
    for lang in LANGUAGES:
        texts = catalog(lang)
        assert set(texts) == keys, f"{lang}.json: missing {keys - set(texts)}, extra {set(texts) - keys}"
        empty = [key for key, value in texts.items() if not isinstance(value, str) or not value.strip()]
        assert not empty, f"{lang}.json: empty values for {empty}"
        slots = {key: set(re.findall(r"\{([\w-]+)\}", value)) for key, value in texts.items()}
        english = {key: set(re.findall(r"\{([\w-]+)\}", value)) for key, value in catalog("en").items()}
        assert slots == english, f"{lang}.json: a {{slot}} differs from en.json"


def test_the_template_uses_catalog_keys_with_their_english_text():
    template = (RULES / "template.html").read_text(encoding="utf-8")
    english = catalog("en")
    used = re.findall(r'data-i18n="([^"{]+)"', template) + re.findall(r'data-i18n-attr="[\w-]+:([^"]+)"', template)
    assert used and all(key in english for key in used), [key for key in used if key not in english]
    for key, text in re.findall(r'data-i18n="([^"]+)"[^>]*>([^<]+)<', template):
        if "{{" not in text:
            assert text == english[key], f"template.html: {key} reads {text!r}, en.json has {english[key]!r}"


def test_the_play_page_takes_every_string_from_the_catalogs():
    """Every key the play page's scripts and markup ask for is in the catalogs (so, by the test above, in all
    four), every play.* key is asked for, and no English text is left in the scripts' own tables."""
    play = SITE / "play"
    english = catalog("en")
    scripts = "\n".join(path.read_text(encoding="utf-8") for path in sorted(play.glob("*.js")))
    markup = (play / "index.html").read_text(encoding="utf-8")
    in_scripts = set(re.findall(r"""["'`](play\.[\w.]+)["'`]""", scripts))  # t("play.start"), fmt("play.ready", ..)
    counted = set(re.findall(r"""plural\(\w+, ["'](play\.[\w.]+)["']""", scripts))  # tables.js plural(): "<key>.one", …
    assert all(f"{key}.other" in english for key in counted), [key for key in counted if f"{key}.other" not in english]
    in_scripts = (in_scripts - counted) | {key for key in english if key.rsplit(".", 1)[0] in counted}
    in_scripts |= {f"play.{name}" for value in re.findall(r"dataset\.s = ([^;\n]+)", scripts)  # a data-s set by a script
                   for name in re.findall(r'"([\w.]+)"', value)}
    in_markup = ({f"play.{name}" for name in re.findall(r'data-s="([\w.]+)"', markup)}  # filled in by play.js
                 | set(re.findall(r'data-i18n="([\w.]+)"', markup))
                 | set(re.findall(r'data-i18n-attr="[\w-]+:([\w.]+)"', markup)))
    used = in_scripts | in_markup
    assert len(in_scripts) > 100 and len(in_markup) > 20
    assert not sorted(used - set(english)), f"not in the catalogs: {sorted(used - set(english))}"
    unused = sorted(key for key in english if key.startswith("play.") and key not in used)
    assert not unused, f"play.* keys nothing asks for: {unused}"
    for key, text in re.findall(r'data-i18n="([^"]+)"[^>]*>([^<]+)<', markup):  # the text shown without scripts
        assert text == english[key], f"play/index.html: {key} reads {text!r}, en.json has {english[key]!r}"
    assert "STRINGS" not in scripts, "a string table in the play page's scripts: move its texts to the catalogs"


def test_every_language_has_the_same_sections():
    shape = {lang: re.findall(r"^(#{1,3}) ", source(lang), re.M) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert shape[lang].count("##") == shape["en"].count("##") == 12, lang
        assert shape[lang] == shape["en"], f"rules.{lang}.md: its headings differ from rules.en.md's"
        assert shape[lang][0] == "#" and shape[lang].count("#") == 1, f"rules.{lang}.md: one # title first"


def test_every_rule_id_is_anchored_once_in_every_language():
    expected = rule_ids()
    english = anchors(source("en"))
    for lang in LANGUAGES:
        found = anchors(source(lang))
        missing = [i for i in expected if i not in found]
        assert not missing, f"rules.{lang}.md: no anchor for {missing}"
        twice = sorted({i for i in found if found.count(i) > 1})
        assert not twice, f"rules.{lang}.md: anchors given twice: {twice}"
        assert found == english, f"rules.{lang}.md: the anchors are not those of rules.en.md, in the same order"
        # any other use of class="rule-id" would be an anchor in a form the check above misses
        assert source(lang).count('class="rule-id"') == len(found)


def test_links_to_rules_point_at_anchors_of_the_same_page():
    for lang in LANGUAGES:
        text = source(lang)
        targets = re.findall(r'<a class="rule-ref" href="#([RS][\d.]+)">\1</a>', text)
        assert targets and text.count('class="rule-ref"') == len(targets)
        assert set(targets) <= set(anchors(text)), f"rules.{lang}.md: links to missing anchors"


CARD_NAMES = {
    "en": ({"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
           {"♣": "clubs", "♦": "diamonds", "♥": "hearts", "♠": "spades"}, "{} of {}"),
    "pt": ({"A": "ás", "J": "valete", "Q": "dama", "K": "rei"},
           {"♣": "paus", "♦": "ouros", "♥": "copas", "♠": "espadas"}, "{} de {}"),
    "es": ({"A": "as", "J": "jota", "Q": "reina", "K": "rey"},
           {"♣": "tréboles", "♦": "diamantes", "♥": "corazones", "♠": "picas"}, "{} de {}"),
    "fr": ({"A": "as", "J": "valet", "Q": "dame", "K": "roi"},
           {"♣": "trèfle", "♦": "carreau", "♥": "cœur", "♠": "pique"}, "{} de {}"),
}
CARD_NAMES["pt-PT"] = CARD_NAMES["pt"]  # the two Portuguese name cards alike (Ás de paus, Dama de copas)
CARD = re.compile(r'<span class="card( red| back)?" role="img" aria-label="([^"]+)">([^<]*)</span>')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_pictures_are_named_in_the_page_language(lang):
    text = source(lang)
    cards = CARD.findall(text)
    assert len(cards) > 20 and text.count('class="card') == len(cards), "a card picture not in the usual form"
    ranks, suits, pattern = CARD_NAMES[lang]
    for colour, label, face in cards:
        if colour == " back":
            assert face == "" and label.strip(), f"rules.{lang}.md: a face-down card needs a name"
            continue
        rank, suit = face[:-1], face[-1]
        assert rank in {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}, face
        assert (colour == " red") == (suit in "♦♥"), f"rules.{lang}.md: {face} drawn in the wrong colour"
        assert label == pattern.format(ranks.get(rank, rank), suits[suit]), f"rules.{lang}.md: {face} named {label!r}"


DEVELOPER_WORDS = re.compile(r"record|json|notation|crisp/1", re.I)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_players_rules_say_nothing_to_developers(lang):
    words = re.compile(r"\b(record|json|notation|crisp/1|engine|simulator|parser|docs/RULES)\b", re.I)
    assert not words.findall(source(lang)), f"rules.{lang}.md: {sorted(set(words.findall(source(lang))))}"


# --- the build ------------------------------------------------------------------------------------------------

def article(page: str, lang: str) -> str:
    return re.search(rf'<article class="rules" data-lang="{lang}"[^>]*>.*?</article>', page, re.S).group()


@pytest.mark.parametrize("source, root", [("index.html", ""), ("play/index.html", "../"),
                                          ("rules/template.html", "{{ROOT}}")])
def test_the_sites_pages_start_their_head_with_the_one_fragment(source, root):
    """site/head.html (the character set first, the viewport, the site's styles, the language switch) is written once
    and filled into the landing page, the play page and the rules and guides' template."""
    page = fill_head((SITE / source).read_text(encoding="utf-8"), root, source)
    fragment = HEAD.read_text(encoding="utf-8").replace("{{ROOT}}", root)
    assert page.startswith('<!doctype html>\n<html lang="en">\n<head>\n' + fragment), source
    assert page.count('<meta charset="utf-8">') == page.count(f'<script src="{root}i18n/i18n.js">') == 1, source


def test_build_rules_writes_the_pages(tmp_path):
    build_rules(tmp_path)
    page = (tmp_path / "rules" / "index.html").read_text(encoding="utf-8")
    developers = (tmp_path / "rules" / "developers" / "index.html").read_text(encoding="utf-8")
    for name in ["rules/rules.css", "i18n/i18n.js", "i18n/i18n.css", "i18n/catalogs.js"]:
        assert (tmp_path / name).is_file(), name

    # five articles, English shown without scripts, each marked with its language
    tags = re.findall(r'<article class="rules" data-lang="([\w-]+)" lang="([\w-]+)"( hidden)?>', page)
    assert tags == [("en", "en", ""), ("pt", "pt", " hidden"), ("es", "es", " hidden"), ("fr", "fr", " hidden"),
                    ("pt-PT", "pt-PT", " hidden")]
    # no id twice in the page: the hidden copies keep theirs as data-id
    ids = re.findall(r'\sid="([^"]+)"', page)
    assert len(ids) == len(set(ids))
    for lang in LANGUAGES:
        body = article(page, lang)
        attribute = "id" if lang == "en" else "data-id"
        for rule in rule_ids():
            assert body.count(f'<a class="rule-id" {attribute}="{rule}" href="#{rule}">{rule}</a>') == 1, (lang, rule)
        assert re.search(r"<h1[^>]*>" + re.escape(TITLES[lang]) + "</h1>", body), lang
        # the same section ids in every language, and a table of contents linking them
        sections = re.findall(rf'<h[23] {attribute}="([\w-]+)">', body)
        assert sections == re.findall(r'<h[23] id="([\w-]+)">', article(page, "en")) and len(sections) == 18
        toc = re.search(r'<nav class="toc".*?</nav>', body, re.S).group()
        assert re.findall(r'href="#([\w-]+)"', toc) == re.findall(rf'<h2 {attribute}="([\w-]+)">', body)
        assert f"<p class=\"toc-title\" {attribute}=\"toc-{lang}\">{html.escape(catalog(lang)['rules.toc'])}</p>" in body
        # lists are lists, the card pictures and anchors are HTML (nothing escaped), tables scroll in a box
        assert "<p>- " not in body and "&lt;span" not in body and "&lt;a " not in body
        assert body.count("<table>") == body.count('<div class="table-scroll"') == 1

    # what the letters of the rules' numbers mean, said once on every game's page (in the reader's language: i18n.js)
    for folder in [game.folder for game in rules_games()]:
        game_page = (tmp_path / "rules" / folder / "index.html").read_text(encoding="utf-8")
        assert game_page.count('class="rule-letters" data-i18n="rules.letters"') == 1
        assert game_page.index('class="rule-letters"') > game_page.rindex("</article>"), "the codes before the rules"
        assert html.escape(catalog("en")["rules.letters"]) in game_page
    assert all(letter in catalog(lang)["rules.letters"] for lang in LANGUAGES for letter in "RSCTKFN")

    # nothing about records or notation outside the developers' page
    assert not DEVELOPER_WORDS.findall(page), sorted(set(DEVELOPER_WORDS.findall(page)))
    for word in ["crisp/1", "N3", "F4", "S5", "S6", "queen L|M|R"]:
        assert word in developers, word
    assert "<pre><code" in developers and '<article class="rules" lang="en">' in developers
    assert re.search(r"<li>N3 An action is.*?<ul>\s*<li><code>draw</code>", developers, re.S), "nested list"

    # links back to the landing page and the play page, the current page marked, the switch's place
    assert 'href="../"' in page and 'href="../play/"' in page
    assert 'href="../../"' in developers and 'href="../../play/"' in developers
    assert 'href="../rules/" data-i18n="nav.rules" aria-current="page"' in page
    assert 'data-i18n="nav.developers" aria-current="page"' in developers
    assert "data-i18n-switch" in page and "data-i18n-switch" in developers

    # catalogs.js holds exactly the JSON catalogs, but the light lesson pages' own words (written into those pages)
    script = (tmp_path / "i18n" / "catalogs.js").read_text(encoding="utf-8")
    data = json.loads(re.search(r"window\.CRISP_CATALOGS = (\{.*\});", script, re.S).group(1).replace("<\\/", "</"))
    assert data == {lang: {key: text for key, text in catalog(lang).items() if not key.startswith("lesson.")}
                    for lang in LANGUAGES}
    assert any(key.startswith("lesson.") for key in catalog("pt"))


# --- in the browser -------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def rules_url(tmp_path_factory):
    """build_rules into a temporary folder (with the site's stylesheet and keep-offline.js, as in lite/site/: it names
    no service worker, and registers none) served on 127.0.0.1."""
    out = tmp_path_factory.mktemp("site")
    build_rules(out)
    for name in ("site.css", "keep-offline.js"):
        shutil.copy2(SITE / name, out / name)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


SHOWN = """() => [...document.querySelectorAll('article[data-lang]')]
  .filter(a => !a.hidden && getComputedStyle(a).display !== 'none').map(a => a.dataset.lang)"""
NO_SIDEWAYS = "() => [document.documentElement.scrollWidth, innerWidth]"


def open_rules(page, url: str, lang: str | None = None, path: str = "/rules/"):
    page.goto(url + path)
    page.wait_for_selector("#lang-select")
    if lang:
        page.select_option("#lang-select", lang)
    return page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_page_fits_a_phone(browser, rules_url, lang):
    page = browser.new_page()
    page.set_viewport_size({"width": 375, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    open_rules(page, rules_url, lang)
    assert page.evaluate(SHOWN) == [lang]
    width, inner = page.evaluate(NO_SIDEWAYS)
    assert width <= inner, f"{lang}: the page scrolls sideways at 375 px ({width} > {inner})"
    wide = page.evaluate("""() => [...document.querySelectorAll('main *')].filter(e => e.offsetParent !== null
        && !e.closest('.table-scroll') && e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.outerHTML.slice(0, 80))""")
    assert not wide, f"{lang}: elements wider than the screen: {wide[:3]}"
    open_rules(page, rules_url, path="/rules/developers/")
    width, inner = page.evaluate(NO_SIDEWAYS)
    assert width <= inner, f"the developers' page scrolls sideways at 375 px in {lang} ({width} > {inner})"
    assert not errors, errors


def test_the_switch_changes_the_language_without_reload(browser, rules_url):
    page = open_rules(browser.new_page(), rules_url)
    assert page.evaluate(SHOWN) == ["en"] and page.evaluate("document.documentElement.lang") == "en"
    page.evaluate("window.__sameDocument = true")
    for lang in ["pt", "es", "fr", "en", "pt"]:
        page.select_option("#lang-select", lang)
        texts = catalog(lang)
        assert page.evaluate("window.__sameDocument === true"), "the switch reloaded the page"
        assert page.evaluate(SHOWN) == [lang]
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.inner_text("article:not([hidden]) h1") == TITLES[lang]
        assert page.title() == texts["rules.title"]
        assert page.inner_text("label[for=lang-select]") == texts["lang.label"]
        assert page.inner_text(".skip-link") == texts["nav.skip"]
        assert page.inner_text("a[href='../play/']") == texts["nav.play"]
        assert page.get_attribute("nav.site-nav", "aria-label") == texts["nav.label"]
        # the anchors belong to the shown copy, once
        assert page.evaluate("document.querySelectorAll('[id=\"R5.5\"]').length") == 1
        assert page.evaluate("document.getElementById('R5.5').closest('article').dataset.lang") == lang
        assert page.evaluate("document.getElementById('the-deal-and-the-peek').closest('article').dataset.lang") == lang
        assert page.evaluate("localStorage.getItem('crisp.lang')") == lang
    page.reload()
    page.wait_for_selector("#lang-select")
    assert page.evaluate(SHOWN) == ["pt"] and page.input_value("#lang-select") == "pt", "the choice is not kept"


@pytest.mark.parametrize("locale, lang", [("pt-BR", "pt"), ("pt", "pt"), ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"),
                                          ("pt-MZ", "pt-PT"), ("es-MX", "es"), ("fr-CA", "fr"), ("de-DE", "en"),
                                          ("en-GB", "en")])
def test_the_first_language_is_the_browsers(chromium, rules_url, locale, lang):
    context = chromium.new_context(locale=locale)
    outside = guard(context)
    try:
        page = open_rules(context.new_page(), rules_url)
        assert page.evaluate(SHOWN) == [lang] and page.input_value("#lang-select") == lang
        assert page.evaluate("document.documentElement.lang") == lang
        page.goto(rules_url + "/rules/developers/")
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.get_attribute("main article", "lang") == "en"
        note = page.locator(".english-only")
        assert note.is_visible() == (lang != "en")
        if lang != "en":
            assert note.inner_text() == catalog(lang)["developers.english_only"]
    finally:
        context.close()
    assert outside == []


# a rule's anchor, scrolled to by the address: in the upper half of the screen, with room above for the rule's text
IN_VIEW = "(id) => { const top = document.getElementById(id).getBoundingClientRect().top; return top > 60 && top < innerHeight / 2; }"


def test_an_anchor_in_the_address_opens_in_the_readers_language(chromium, rules_url):
    context = chromium.new_context(locale="es-ES", viewport={"width": 375, "height": 700})
    outside = guard(context)
    try:
        page = context.new_page()
        page.goto(rules_url + "/rules/#R6.2")
        page.wait_for_selector("#lang-select")
        page.wait_for_function(IN_VIEW, arg="R6.2")
        assert page.evaluate("document.getElementById('R6.2').closest('article').dataset.lang") == "es"
    finally:
        context.close()
    assert outside == []


def axe_source() -> str | None:
    for candidate in [os.environ.get("AXE_CORE_JS", ""), str(LITE / "node_modules" / "axe-core" / "axe.min.js")]:
        if candidate and Path(candidate).is_file():
            return Path(candidate).read_text(encoding="utf-8")
    return None


@pytest.mark.parametrize("width", [375, 1280])
def test_axe_finds_nothing_in_any_language(browser, rules_url, width):
    axe = axe_source()
    if axe is None:
        pytest.skip("axe-core is not installed (npm install axe-core in lite/, or set AXE_CORE_JS)")
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    for path in ["/rules/", "/rules/developers/"]:
        for lang in LANGUAGES:
            open_rules(page, rules_url, lang, path)
            page.add_script_tag(content=axe)
            result = page.evaluate("async () => (await axe.run(document)).violations.map(v => ({id: v.id, "
                                   "impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
            assert result == [], f"axe on {path} in {lang} at {width} px: {result}"


# --- Cheat's and Crisps' rules pages --------------------------------------------------------------------------

GAME_PAGES = {"cheat": "CHEAT.md", "crisps": "CRISPS.md"}  # rules/<game>/ and the spec it teaches
GAME_TITLES = {
    "cheat": {"en": "How to play Cheat", "pt": "Como jogar Cheat", "es": "Cómo jugar a Cheat",
              "fr": "Comment jouer à Cheat", "pt-PT": "Como jogar Cheat"},
    "crisps": {"en": "How to play Crisps", "pt": "Como jogar Crisps", "es": "Cómo jugar a Crisps",
               "fr": "Comment jouer à Crisps", "pt-PT": "Como jogar Crisps"},
}
GAME_ANCHOR = r'<a class="rule-id" id="([A-Z]\d+(?:\.\d+)*)" href="#\1">\1</a>'


def game_ids(game: str) -> list[str]:
    """Every rule ID of docs/CHEAT.md (C1.1 … C6.4 and the table's T1–T3) or docs/CRISPS.md (K1.1 … K8.3): the
    items of a list that start with an ID; notation (N) and records (F) are for developers, not on the page."""
    text = (ROOT / "docs" / GAME_PAGES[game]).read_text(encoding="utf-8")
    return [i for i in re.findall(r"^- ([A-Z]\d+(?:\.\d+)*) ", text, re.M) if i[0] not in "NF"]


def game_source(game: str, lang: str) -> str:
    return (RULES / f"rules.{game}.{lang}.md").read_text(encoding="utf-8")


def test_game_rule_ids_come_from_the_specs():
    assert game_ids("cheat")[:2] == ["C1.1", "C1.2"] and {"C4.4", "C6.4", "T1", "T3"} <= set(game_ids("cheat"))
    assert game_ids("crisps")[0] == "K1.1" and {"K5.3", "K7.3", "K8.3"} <= set(game_ids("crisps"))
    assert len(game_ids("cheat")) == 25 and len(game_ids("crisps")) == 27


@pytest.mark.parametrize("game", GAME_PAGES)
def test_every_game_rule_is_taught_once_in_every_language(game):
    """Every rule of the spec has its anchor on the page in every language, once, in the order of the English
    page; the pages have the same sections; links to rules point at anchors of the same page."""
    expected = game_ids(game)
    english = re.findall(GAME_ANCHOR, game_source(game, "en"))
    shape = re.findall(r"^(#{1,3}) ", game_source(game, "en"), re.M)
    for lang in LANGUAGES:
        text = game_source(game, lang)
        found = re.findall(GAME_ANCHOR, text)
        missing = [i for i in expected if i not in found]
        assert not missing, f"rules.{game}.{lang}.md: no anchor for {missing}"
        assert sorted(found) == sorted(set(found)) and text.count('class="rule-id"') == len(found), lang
        assert found == english, f"rules.{game}.{lang}.md: the anchors differ from the English page's"
        assert re.findall(r"^(#{1,3}) ", text, re.M) == shape, f"rules.{game}.{lang}.md: the headings differ"
        assert text.startswith(f"# {GAME_TITLES[game][lang]}\n")
        refs = re.findall(r'<a class="rule-ref" href="#([A-Z][\d.]+)">\1</a>', text)
        assert refs and text.count('class="rule-ref"') == len(refs) and set(refs) <= set(found), lang


def test_every_card_picture_of_the_game_pages_is_named_in_the_page_language():
    for game in GAME_PAGES:
        for lang in LANGUAGES:
            text = game_source(game, lang)
            cards = CARD.findall(text)
            assert cards and text.count('class="card') == len(cards), f"rules.{game}.{lang}.md: a card not in the usual form"
            ranks, suits, pattern = CARD_NAMES[lang]
            for colour, label, face in cards:
                if colour == " back":
                    assert face == "" and label.strip()
                    continue
                rank, suit = face[:-1], face[-1]
                assert (colour == " red") == (suit in "♦♥"), f"rules.{game}.{lang}.md: {face} in the wrong colour"
                assert label == pattern.format(ranks.get(rank, rank), suits[suit]), (game, lang, face, label)


# Words of English that none of the other three languages uses (checked on the text a reader sees)
ENGLISH_WORDS = re.compile(r"\b(the|and|you|your|with|when|what|player|players|card|cards|play|plays|played|pile"
                           r"|rank|trick|round|game|games|wins|takes|next|after|before|only|must|may|every|other"
                           r"|nobody|pair|run|pass|deck|hand|call|challenge|example|queen|jack)\b", re.I)


def shown_text(article_html: str) -> str:
    """An article's text as a reader sees it, without code (file names) and tags."""
    return html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<code>.*?</code>", " ", article_html, flags=re.S)))


def test_the_game_pages_are_built_linked_and_in_each_language(tmp_path):
    build_rules(tmp_path)
    crisp = (tmp_path / "rules" / "index.html").read_text(encoding="utf-8")
    for game in GAME_PAGES:
        path = tmp_path / "rules" / game / "index.html"
        page = path.read_text(encoding="utf-8")
        tags = re.findall(r'<article class="rules" data-lang="([\w-]+)" lang="([\w-]+)"( hidden)?>', page)
        assert tags == [("en", "en", ""), ("pt", "pt", " hidden"), ("es", "es", " hidden"), ("fr", "fr", " hidden"),
                        ("pt-PT", "pt-PT", " hidden")]
        ids = re.findall(r'\sid="([^"]+)"', page)
        assert len(ids) == len(set(ids)), f"rules/{game}/: an id given twice"
        assert f'data-i18n="rules.{game}.title">{catalog("en")[f"rules.{game}.title"]}</title>' in page
        for lang in LANGUAGES:
            body = article(page, lang)
            attribute = "id" if lang == "en" else "data-id"
            for rule in game_ids(game):
                assert body.count(f'<a class="rule-id" {attribute}="{rule}" href="#{rule}">{rule}</a>') == 1, (game, lang, rule)
            assert re.search(r"<h1[^>]*>" + re.escape(GAME_TITLES[game][lang]) + "</h1>", body)
            assert "<p>- " not in body and "&lt;span" not in body and "&lt;a " not in body
            if lang != "en":
                english = sorted({w.lower() for w in ENGLISH_WORDS.findall(shown_text(body))})
                assert not english, f"rules/{game}/ in {lang}: English words {english}"
        # the site's links work from one folder down; the games link each other
        assert 'href="../../"' in page and 'href="../../play/"' in page and 'href="../../rules/rules.css"' in page
        for other in [crisp, page]:
            here = tmp_path / "rules" / ("" if other is crisp else game)
            nav = re.search(r'<nav class="games-nav".*?</nav>', other, re.S).group()
            targets = re.findall(r'href="([^"]+)"', nav)
            assert len(targets) == len(rules_games()) and all((here / t / "index.html").resolve().is_file() for t in targets), targets
            assert nav.count('aria-current="page"') == 1


def test_the_play_page_links_the_rules_of_the_chosen_game(tmp_path):
    """play/index.html's link to the rules, and the page play.js points it at for each game (applyGame), exist in
    the built site; the link's text names the game in every language."""
    build_rules(tmp_path)
    play = SITE / "play"
    markup = (play / "index.html").read_text(encoding="utf-8")
    script = (play / "play.js").read_text(encoding="utf-8")
    link = re.search(r'<a id="rules-link" href="([^"]+)" data-i18n="(play\.rulesLink\.crisp)">', markup)
    assert link and link.group(1) == "../rules/"
    # each game's front-end module (play/<game>.js) names its rules page, which applyGame links
    tabled = [game for game in games() if game.table is not None]
    pages = {game.name: re.search(r'export const rulesLink = \["([^"]+)", "([^"]+)"\];',
                                  (play / f"{game.name}.js").read_text(encoding="utf-8")).groups() for game in tabled}
    assert {"crisp", "cheat", "crisps"} <= set(pages) and "table.rulesLink" in script
    for game in tabled:
        href, key = pages[game.name]
        assert (tmp_path / "play" / href / "index.html").resolve() == (tmp_path / "rules" / game.rules_page / "index.html")
        assert (tmp_path / "play" / href / "index.html").resolve().is_file()
        for lang in LANGUAGES:
            assert game.title in catalog(lang)[key].split()
    # the landing page's game tiles (lite/site_games.py, one per game) link each game's rules too
    landing = dict(re.findall(r'<a class="game-rules" id="rules-(\w+)" href="([^"]+)"', game_tiles(catalog("en"))))
    assert set(pages) <= set(landing)
    for game, (href, _) in pages.items():
        assert (tmp_path / landing[game] / "index.html").resolve() == (tmp_path / "play" / href / "index.html").resolve()


def test_the_portuguese_cheat_page_fits_a_phone_and_opens_at_a_rule(chromium, rules_url):
    """At 375 px: no sideways scrolling; a rule's address (#C3.2, as the play page cites it) opens in the reader's
    language at that rule; the games' links lead to Crisps' page."""
    context = chromium.new_context(locale="pt-BR", viewport={"width": 375, "height": 740})
    outside = guard(context)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(rules_url + "/rules/cheat/#C3.2")
        page.wait_for_selector("#lang-select")
        page.wait_for_function(IN_VIEW, arg="C3.2")
        # the rule's text, before its anchor, shows too
        assert page.evaluate("document.getElementById('C3.2').closest('li').getBoundingClientRect().top") >= 0
        assert page.evaluate(SHOWN) == ["pt"]
        assert page.evaluate("document.getElementById('C3.2').closest('article').dataset.lang") == "pt"
        width, inner = page.evaluate(NO_SIDEWAYS)
        assert width <= inner, f"the Cheat page scrolls sideways at 375 px ({width} > {inner})"
        assert page.inner_text(".games-nav span") == catalog("pt")["rules.games"]
        page.click(".games-nav a:text-is('Crisps')")
        page.wait_for_url("**/rules/crisps/")
        page.wait_for_selector("#lang-select")
        assert page.evaluate(SHOWN) == ["pt"] and page.inner_text("article:not([hidden]) h1") == GAME_TITLES["crisps"]["pt"]
        width, inner = page.evaluate(NO_SIDEWAYS)
        assert width <= inner, f"the Crisps page scrolls sideways at 375 px ({width} > {inner})"
        assert page.title() == catalog("pt")["rules.crisps.title"]
        axe = axe_source()
        if axe is not None:  # the two pages in Portuguese (the Crisp page's test covers every language)
            for path in ["/rules/crisps/", "/rules/cheat/"]:
                if path == "/rules/cheat/":
                    page.goto(rules_url + path)
                    page.wait_for_selector("#lang-select")
                page.add_script_tag(content=axe)
                found = page.evaluate("async () => (await axe.run(document)).violations.map(v => v.id + ' '"
                                      " + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))")
                assert found == [], f"axe on {path} in pt at 375 px: {found}"
        assert not errors, errors
    finally:
        context.close()
    assert outside == []
