"""What the play page explains to a player who reads only Portuguese, in a real browser: a rule's ID in a text is a
button that opens what the rule says (from the rules page, in the page's language) with a link to the rule there; a
King's "deve 2 compras" says what it means on a tap; the loading screen says what is happening; the saved match's
file is chosen with a button in the page's language.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import re
from pathlib import Path

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import chromium, playwright_instance, portuguese_browser, site_url  # noqa: F401
from lite.tests.test_play import READY, set_up, wait_asked
from lite.tests.test_play_kings import SEED_KING_CHAIN

ROOT = Path(__file__).resolve().parent.parent.parent
RULES = ROOT / "lite" / "site" / "rules"
PT = catalogs()["pt"]
ID = re.compile(r"^[RSCTK]\d+(\.\d+)*$")


def fill(template: str, **values: object) -> str:
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def rule_words(source: str, rule: str) -> str:
    """A rule's sentence as the Portuguese rules' Markdown writes it: the text before its anchor, from the line where
    its paragraph or list item starts (or the anchor before it), markup left out."""
    text = (RULES / source).read_text(encoding="utf-8")
    end = text.index(f'id="{rule}"')
    start = max(text.rfind("\n\n", 0, end), text.rfind("\n- ", 0, end), text.rfind("</a>", 0, end)) + 1
    words = re.sub(r"<[^>]+>|\*\*|^\d+\. |^- ", "", text[start:text.rfind("<a ", 0, end)], flags=re.M)
    return " ".join(words.replace("/a>", "").split())


def open_page(context, site_url):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{site_url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    return page


RULE_CODE = re.compile(r"\b[RSCTKNF]\d+(?:\.\d+)*\b")


def test_a_reader_sees_a_small_i_and_no_rule_number_and_a_teacher_may_ask_for_the_numbers(portuguese_browser,
                                                                                          site_url):
    """Rules one tap away: in the setup's options, the status line and the log, a rule shows as a small ⓘ button named
    "Regra R2.4" for a screen reader, never as a code in the sentence; the setup's "Números das regras" (a teacher's
    switch, off by default) brings the numbers back, and the browser remembers it."""
    page = open_page(portuguese_browser, site_url)
    page.evaluate("localStorage.removeItem('crisp.ruleNumbers')")
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert not page.is_checked("#rule-numbers")
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=3)
    wait_asked(page)
    shown = page.inner_text("#main")
    assert not RULE_CODE.search(shown), RULE_CODE.findall(shown)[:5]
    buttons = page.locator("#log .rule-ref")
    assert buttons.count() >= 3 and buttons.first.is_visible()
    assert buttons.first.get_attribute("aria-label") == fill(PT["play.ruleTitle"], id=buttons.first.get_attribute("data-rule"))
    assert page.locator("#log .rule-ref .rule-number").first.is_hidden()
    # the teacher's switch, on the setup screen, and kept for the next visit
    page.click("#new-match")
    if page.locator("#leave").is_visible():  # leaving a match in progress asks first
        page.click("#leave-yes")
    page.check("#rule-numbers")
    page.reload()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.is_checked("#rule-numbers")
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=3)
    wait_asked(page)
    assert "(R2.2, R2.4)" in page.inner_text("#log")
    page.evaluate("localStorage.removeItem('crisp.ruleNumbers')")
    assert page.errors == []


def test_a_rule_id_says_what_the_rule_is_and_links_it(portuguese_browser, site_url):
    page = open_page(portuguese_browser, site_url)
    # on the setup screen: "Permitir comprar do descarte (R8)"; R8 has no anchor of its own, R8.1 stands for it
    option = page.locator("#opts-crisp label.row", has=page.locator("#take"))
    assert option.inner_text().strip() == PT["play.takeOption"].replace(" (R8)", "")  # a small ⓘ, no number
    option.locator(".rule-ref").click()
    page.wait_for_function("(t) => document.querySelector('#info-text').textContent !== t", arg=PT["play.ruleLoading"])
    assert page.locator("#info").is_visible()
    assert page.inner_text("#info-h").startswith(fill(PT["play.ruleTitle"], id="R8") + " · ")
    assert page.inner_text("#info-text") == rule_words("rules.pt.md", "R8.1")
    assert page.get_attribute("#info-link", "href") == "../rules/#R8.1"
    assert page.get_attribute("#info-link", "target") == "_blank"
    assert not page.is_checked("#take")  # the tap on the rule's ID did not tick the option
    page.keyboard.press("Escape")
    assert page.locator("#info").is_hidden()
    assert page.evaluate("() => document.activeElement.dataset.rule") == "R8"  # back where it was

    # mid-game, in the log (the engine's Portuguese words) and by keyboard: R2.4, the peek
    set_up(page, [("Ana", "human"), ("Ben", "random")], seed=0)
    wait_asked(page)
    refs = page.locator("#log .rule-ref")
    assert refs.count() >= 2 and all(ID.match(rule) for rule in refs.evaluate_all("els => els.map((e) => e.dataset.rule)"))
    ref = page.locator("#log .rule-ref[data-rule='R2.4']").first
    ref.focus()
    page.keyboard.press("Enter")
    expected = rule_words("rules.pt.md", "R2.4")
    page.wait_for_function("(t) => document.querySelector('#info-text').textContent === t", arg=expected)
    page.click("#info-close")
    assert page.locator("#info").is_hidden()

    # the link: the rule on the rules page, in Portuguese, scrolled to (a new tab: the game stays)
    rules = portuguese_browser.new_page()
    rules.goto(f"{site_url}/play/../rules/#R2.4")
    anchor = rules.locator('article[data-lang="pt"] [id="R2.4"]')
    anchor.wait_for()
    assert anchor.is_visible() and rules.evaluate(
        "() => { const r = document.getElementById('R2.4').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }")
    assert page.get_attribute("#status", "data-state") == "your-turn"
    assert not page.errors


def test_a_name_stays_text_beside_the_rule_buttons(portuguese_browser, site_url):
    """A seat's name is never read as markup, also where the text around it gets rule buttons."""
    page = open_page(portuguese_browser, site_url)
    name = "<b>Bo</b> R3.2"  # (the table keeps a name's first 24 characters)
    set_up(page, [("Ana", "human"), (name, "random")], seed=0)
    wait_asked(page)
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    page.click("[data-testid=action-discard]")
    page.wait_for_function("(n) => document.querySelector('#log').textContent.includes(n)", arg=name, timeout=30_000)
    assert page.locator("#log b, #seats b, #status b").count() == 0
    assert name in page.inner_text("#seats") and f"{name} compra" in page.inner_text("#log")
    # the ID in the name is a rule button that shows its ID (not a citation, which shows as ⓘ), the rest plain text
    assert page.locator("#log .rule-ref[data-rule='R3.2']").count() >= 2
    assert page.locator("#seats .rule-ref[data-rule='R3.2']").inner_text() == "R3.2"
    assert not page.errors


def test_owing_draws_says_what_it_means_on_a_tap(portuguese_browser, site_url):
    page = open_page(portuguese_browser, site_url)
    set_up(page, [("Ana", "human"), ("Rob", "random")], seed=SEED_KING_CHAIN)
    wait_asked(page)
    page.click("[data-testid=action-draw]")  # the K♠: played for Ana, two more draws (R5.5)
    wait_asked(page)
    badge = page.locator("[data-testid=owes-0]")
    assert badge.inner_text() == fill(PT["play.owes"], n=2)
    help_text = fill(PT["play.owesHelp"], name="Ana", n=2)
    assert badge.get_attribute("title") == help_text  # on hover
    badge.click()  # on a tap or a click: a box with the same words
    assert page.inner_text("#info-text") == help_text and page.inner_text("#info-h") == fill(PT["play.owes"], n=2)
    assert page.get_attribute("#info-link", "href") == "../rules/#R5.5"
    page.click("#info-close")
    assert page.locator("#info").is_hidden()
    assert not page.errors


def test_the_loading_screen_says_what_is_happening(portuguese_browser, site_url):
    """While Python downloads (held back here) the page says so in Portuguese, with its step and a bar; then it is
    ready and the steps go away."""
    page = portuguese_browser.new_page()
    held = []
    page.route(re.compile(r"pyodide\.asm\.wasm"), lambda route: held.append(route))
    page.goto(f"{site_url}/play/")
    page.wait_for_selector("#load-step:not(:empty)")
    assert page.inner_text("#status") == PT["play.loading"]
    assert page.locator("#loading").is_visible()
    step = fill(PT["play.loadStep"], i=1, n=3, what=PT["play.loadWhat.1"])
    assert page.inner_text("#load-step") == step
    assert page.get_attribute("#load-progress", "aria-valuenow") == "1"
    for _ in range(100):  # the WebAssembly is asked for (its copy, or the file itself)
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the page never asked for Python's WebAssembly"
    for route in held:
        route.fallback()
    page.wait_for_selector(READY, timeout=90_000)
    assert page.locator("#loading").is_hidden()


def test_the_saved_match_is_opened_with_the_pages_own_words(portuguese_browser, site_url, tmp_path):
    page = open_page(portuguese_browser, site_url)
    assert page.inner_text("#record-pick") == PT["play.chooseFile"]
    assert page.inner_text("#record-name") == PT["play.noFile"]
    assert page.locator("#record-file").is_hidden()  # the browser's own "Choose File" is never shown
    assert "semente" not in page.inner_text("#setup").lower() and PT["play.seed"] in page.inner_text("#setup")
    sample = ROOT / "crisp_core" / "examples" / "sample_match.json"
    with page.expect_file_chooser() as chooser:
        page.click("#record-pick")
    chooser.value.set_files(str(sample))
    page.wait_for_selector("#replay:not([hidden])")
    page.click("#replay-close")
    assert page.inner_text("#record-name") == "sample_match.json"
    assert not page.errors
