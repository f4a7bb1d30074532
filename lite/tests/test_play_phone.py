"""The play page on a phone (375 × 740, issue 19), in Portuguese: at every step of a Crisp round where you are asked
to move, the prompt, your three cards, the card you drew, every card you may click and every move you can make are
on the screen and under no other element (the sticky moves bar, the clock); the page never scrolls sideways; the
round's score table fits the phone, each score's reason under the player's name.  With CRISP_SHOTS=docs it saves
docs/play-phone-draw.png.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import chromium, guard, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, READY, no_horizontal_scroll, set_up

ROOT = Path(__file__).resolve().parent.parent.parent
PHONE = {"width": 375, "height": 740}
SHOTS = os.environ.get("CRISP_SHOTS")  # CRISP_SHOTS=docs saves docs/play-phone-draw.png (README's picture)
SEED = 11  # Ana, Ben and Cleo (heuristic bots): a round of several turns for Ana

# Run in the page: what must be seen and clicked now, and what is wrong with each (off the screen, or covered:
# document.elementFromPoint at its centre is neither it nor inside it).
PROBLEMS = """() => {
  const wanted = [['prompt', document.getElementById('status')],
    ...['L', 'M', 'R'].map((s) => ['your ' + s, document.querySelector(`[data-testid=slot-0-${s}]`)]),
    ...[...document.querySelectorAll('#held .card')].map((n) => ['the held card', n]),
    ...[...document.querySelectorAll('#felt button.pick, #peek:not([hidden]) #peek-done')].map((n) => ['pickable ' + (n.dataset.testid || n.id), n]),
    ...[...document.querySelectorAll('#actions button:enabled')].map((n) => ['move ' + n.id, n])];
  const problems = [];
  for (const [name, node] of wanted) {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      problems.push(`${name} is not on the screen (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!node.contains(hit)) problems.push(`${name} is under ${hit ? hit.id || hit.className || hit.tagName : 'nothing'}`);
  }
  return {problems, moves: [...document.querySelectorAll('#actions button:enabled')].map((b) => b.id.slice(7)),
          holding: !!document.querySelector('#held .card'), armed: !!document.querySelector('#actions button.armed')};
}"""


# Run in the page: every control on the screen (buttons, menus, boxes, links; a checkbox or radio button by its
# label, which a finger taps) smaller than a finger, 44 × 44 px (WCAG's target size, as the lessons' widgets); a
# rule's ID inside a sentence (rulerefs.js) 24 px, WCAG 2.5.8's inline exception.
SMALL_CONTROLS = """() => {
  const small = [];
  for (const node of document.querySelectorAll('button, select, input, textarea, a[href], summary, [role=button]')) {
    if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = node.matches('input[type=checkbox], input[type=radio]') ? node.closest('label') || node : node;
    const r = box.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const need = node.matches('.rule-ref') ? 24 : 44;
    if (r.height < need - 0.5 || r.width < need - 0.5) {
      small.push(`${node.id || node.dataset.testid || node.dataset.rule || node.tagName} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
  }
  return small;
}"""


@pytest.fixture
def phone(chromium):
    """A phone's screen in a fresh browser context that speaks Brazilian Portuguese; outside hosts are refused."""
    context = chromium.new_context(viewport=PHONE, locale="pt-BR", has_touch=True)
    context.outside_requests = guard(context)
    yield context
    context.close()
    assert context.outside_requests == [], f"requests to outside hosts: {context.outside_requests}"


def test_a_whole_round_on_a_phone_keeps_your_cards_and_moves_on_the_screen(phone, site_url):
    pt = catalogs()["pt"]
    page = phone.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=SEED)
    steps, seen, draws = 0, set(), 0
    for _ in range(60):
        page.wait_for_selector("#status[data-state=your-turn], #status[data-state=round-over]", timeout=30_000)
        if page.get_attribute("#status", "data-state") == "round-over":
            break
        page.wait_for_timeout(GAP_MS)  # the page ignores a second move this soon (double taps)
        state = page.evaluate(PROBLEMS)
        steps += 1
        seen.update(state["moves"])
        assert not state["problems"], f"step {steps} (moves {state['moves']}): {state['problems']}"
        assert no_horizontal_scroll(page), f"step {steps}: the page scrolls sideways"
        moves = state["moves"]
        if state["holding"]:
            draws += 1
            if draws == 2 and SHOTS:
                page.screenshot(path=str(ROOT / SHOTS / "play-phone-draw.png"))
        # a move: the special cards' powers, else swap on even turns (a two-step move: the cards are checked again
        # while "Trocar…" waits for one of them) and discard on odd ones; no crisp call before the fifth draw
        if state["armed"]:
            page.click("[data-testid=slot-0-M]")
        elif "draw" in moves:
            page.click("[data-testid=action-draw]")
        elif "crisp" in moves:
            page.click("[data-testid=action-crisp]" if draws >= 5 else "[data-testid=action-pass]")
        elif "queen" in moves:
            page.click("[data-testid=slot-0-L]")
            page.click("[data-testid=slot-1-R]")
        elif {"jack", "king"} & set(moves):
            page.click(f"[data-testid=action-{'jack' if 'jack' in moves else 'king'}]")
        elif "swap" in moves and draws % 2 == 0:
            page.click("[data-testid=action-swap]")
        else:
            page.click("[data-testid=action-discard]")
    assert page.get_attribute("#status", "data-state") == "round-over", "the round did not end"
    assert {"draw", "swap", "discard", "crisp", "pass"} <= seen and draws >= 3, (steps, seen, draws)
    # the score table fits the phone, no swipe: each score's reason under the player's name, not in a column of its
    # own; so does the round-by-round table; neither says it scrolls
    page.wait_for_timeout(GAP_MS)
    boxes = page.evaluate("""() => [...document.querySelectorAll('#result .scroll')].map((b) => ({
      overflows: b.scrollWidth > b.clientWidth, hint: b.previousElementSibling.checkVisibility() && b.previousElementSibling.textContent}))""")
    assert boxes == [{"overflows": False, "hint": False}, {"overflows": False, "hint": False}]
    reasons = page.evaluate("""() => [...document.querySelectorAll('#scores tr')].slice(1).map((tr) =>
      [tr.cells[0].querySelector('.why-under').checkVisibility() && tr.cells[0].querySelector('.why-under').innerText,
       tr.querySelector('td.why').checkVisibility()])""")
    assert reasons and all(under and not column for under, column in reasons), reasons
    on_screen = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
                                   return r.top >= 0 && r.bottom <= innerHeight; }"""
    assert page.evaluate(on_screen, "#result-h")
    assert no_horizontal_scroll(page)
    # the round's end says plainly who won and what you scored: "Você: 13 pontos nesta rodada (total na partida: 13)."
    rows = page.evaluate("""() => [...document.querySelectorAll('#scores tr')].slice(1).map((tr) => ({
      name: tr.cells[0].firstChild.textContent, score: Number(tr.cells[3].textContent), winner: tr.classList.contains('winner')}))""")
    ana = next(row for row in rows if row["name"] == "Ana")
    winners = [row for row in rows if row["winner"]]
    points = "one" if ana["score"] == 1 else "other"
    you = pt[f"play.youRound.{points}"].replace("{n}", str(ana["score"])).replace("{total}", str(ana["score"]))
    if ana["winner"]:
        you += " " + pt["play.youWonRound"]
    assert page.inner_text("#you-lines") == you
    assert page.evaluate(on_screen, "#you-lines")
    if len(winners) == 1:
        won = pt["play.roundWon.one" if winners[0]["score"] == 1 else "play.roundWon.other"]
        assert page.inner_text("#round-winner") == won.replace("{names}", winners[0]["name"]).replace("{n}", str(winners[0]["score"]))
    assert page.evaluate(SMALL_CONTROLS) == []
    assert not errors


def test_every_control_is_a_fingers_size_and_the_coach_is_above_the_table(phone, site_url):
    """The setup screen (its checkboxes: R8's option) and the table: nothing smaller than a finger; the learner's
    switches (Ajuda, Treinador) come before the table, not under it."""
    page = phone.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate(SMALL_CONTROLS) == []
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=SEED)
    page.wait_for_selector("#status[data-state=your-turn]", timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    assert page.evaluate(SMALL_CONTROLS) == []
    above = page.evaluate("""() => document.getElementById('coach-wrap').getBoundingClientRect().bottom
                                    <= document.getElementById('felt').getBoundingClientRect().top""")
    assert above, "the coach's switch is under the table"
    page.locator("#coach-wrap").tap()  # a tap on its words turns it on
    page.wait_for_selector("#coach-panel:not([hidden])", timeout=30_000)
    assert page.is_checked("#coach")
    assert page.evaluate(SMALL_CONTROLS) == []
    assert not errors


def test_a_touch_screen_gets_no_keyboard_hints_until_a_key_is_pressed(phone, site_url):
    """A phone has no keyboard: no "(D)" after "compre do monte", no letters on the buttons, no "Esc cancela" while a
    swap waits for a card; once a key is pressed (a keyboard plugged in), the hints are there."""
    page = phone.new_page()
    page.goto(f"{site_url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")
    set_up(page, [("Ana", "human"), ("Ben", "heuristic"), ("Cleo", "heuristic")], seed=SEED)
    asked = "#status[data-state=your-turn]"
    page.wait_for_selector(asked, timeout=30_000)
    assert not re.search(r"\([A-Z]\)", page.inner_text("#status"))
    assert page.locator("[data-testid=action-draw]").is_visible()
    assert page.locator("[data-testid=action-draw] kbd").is_hidden()  # "Comprar", without its key "D"
    def move(selector: str) -> None:  # a tap, then the table's answer (its log grows) and the pause between taps
        told = page.locator("#log li").count()
        page.click(selector)
        page.wait_for_function("(n) => document.querySelectorAll('#log li').length > n", arg=told, timeout=30_000)
        page.wait_for_selector(asked, timeout=30_000)
        page.wait_for_timeout(GAP_MS)

    page.wait_for_timeout(GAP_MS)
    for _ in range(12):  # draw until the card drawn can be swapped in (not a J, Q or K: R4.3)
        enabled = {verb for verb in ("draw", "swap", "discard", "pass") if page.locator(f"[data-testid=action-{verb}]").is_enabled()}
        if "swap" in enabled:
            break
        move("[data-testid=action-" + next(v for v in ("draw", "discard", "pass") if v in enabled) + "]")
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=action-swap]")
    armed = page.inner_text("#status")
    assert "Esc" not in armed and "teclado" not in armed and armed.startswith("Trocar: toque")
    page.keyboard.press("Shift")  # a keyboard: the hints come back (in the sentences: the buttons' are too wide here)
    page.click("[data-testid=slot-0-M]")
    page.wait_for_selector(asked, timeout=30_000)
    assert re.search(r"\([A-Z]\)", page.inner_text("#status")), page.inner_text("#status")


HOW_TO = """() => {
  const howto = document.querySelector('#setup .howto');
  const start = document.getElementById('start');
  return {lines: [...howto.querySelectorAll('li')].map((li) => li.innerText.trim()),
          link: howto.querySelector('a#rules-link')?.getAttribute('href'),
          before: !!(howto.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING)
                  && howto.getBoundingClientRect().bottom <= start.getBoundingClientRect().top,
          infos: howto.querySelectorAll('.rule-ref').length};
}"""


@pytest.mark.parametrize("game", ["crisp", "cheat", "crisps"])
def test_how_to_play_comes_before_start_in_three_short_lines_and_a_link(phone, site_url, game):
    """A newcomer meets "Como jogar" before "Começar a partida": three short lines for the game chosen (at most 36
    words, sentences of at most 25), its rules cited as small ⓘ only, then the link to all its rules."""
    page = phone.new_page()
    page.goto(f"{site_url}/play/")
    page.wait_for_selector(READY, timeout=90_000)
    page.locator(f"[data-testid=game-{game}]").check()
    shown = page.evaluate(HOW_TO)
    assert shown["before"], "Como jogar comes after Começar"
    sentences = [s for line in shown["lines"] for s in re.split(r"(?<=[.!?])\s+", line)]
    assert len(shown["lines"]) == 3 and all(0 < len(line.split()) <= 36 for line in shown["lines"]), shown["lines"]
    assert all(len(sentence.split()) <= 25 for sentence in sentences), sentences
    assert not any(re.search(r"\b[RCK]\d+(\.\d+)*\b", line) for line in shown["lines"]), shown["lines"]
    assert shown["infos"] >= 3 and shown["link"].startswith(f"../rules/{'' if game == 'crisp' else game}")
    assert page.evaluate(SMALL_CONTROLS) == []


def test_the_coachs_advice_sits_under_your_hand_and_its_figures_open_on_a_tap(phone, site_url):
    """The first game from the landing page (Ajuda and the Treinador on): the coach's advice is its first line, a short
    way under your hand and the moves; its chances wait behind "Por quê?", closed on a phone, open on a tap."""
    page = phone.new_page()
    page.goto(f"{site_url}/play/?first")
    page.wait_for_selector(READY, timeout=90_000)
    page.fill("#seed", str(SEED))
    page.click("#start")
    page.wait_for_selector("#status[data-state=your-turn]", timeout=60_000)
    advice = page.locator("#coach-body > .coach-advice")
    advice.wait_for(state="visible", timeout=30_000)
    assert page.evaluate("() => document.querySelector('#coach-body').firstElementChild.matches('.coach-advice, .coach-feedback')")
    hand = page.locator("#seat-0 .hand").bounding_box()
    said = advice.bounding_box()
    assert 0 < said["y"] - (hand["y"] + hand["height"]) <= 170, (hand, said)
    assert page.locator("[data-testid=coach-lowest]").is_hidden()
    page.locator(".coach-more > summary").tap()
    assert page.locator("[data-testid=coach-lowest]").is_visible()
    assert page.evaluate(SMALL_CONTROLS) == []
    assert no_horizontal_scroll(page)
