"""Pass-and-play at one phone (390 x 844): between two people's turns nothing one of them alone knows is in the page,
on screen or in its DOM, while the bots play: their cards, the cards they learnt (a Queen swap), their Ajuda view,
their coach.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import open_play, wait_asked

SEED_BEN_DRAWS_A_QUEEN = 17  # Ana, Ben (people) and Cleo (a bot): Ben plays first and draws the Q♠
PHONE = {"width": 390, "height": 844}

# Every card face (data-face) and every card named in words (an aria-label "…: 10 of hearts") in the page, each time
# its DOM changes once the log has told more than `told` lines (the person's turn is over), while window.__private
# holds the faces (and names) to watch for.
WATCH = """([watched, told]) => {
  window.__seen = [];
  window.__private = watched;
  const look = () => {
    if (document.querySelectorAll('#log li').length <= told) return;  // still the person's own turn
    const html = document.documentElement.outerHTML;
    for (const [face, name] of window.__private) {
      if (html.includes(`data-face="${face}"`) || html.includes(`: ${name}"`) || html.includes(name + "<")) {
        window.__seen.push(face);
      }
    }
  };
  window.__observer?.disconnect();
  window.__observer = new MutationObserver(look);
  window.__observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true,
                                                        characterData: true });
}"""
# The faces shown face up in the hands on screen (not the discard pile), with their names in words.
KNOWN = """() => [...document.querySelectorAll('#xtable [data-testid^=slot-][data-face]')]
  .map((card) => [card.dataset.face, card.getAttribute('aria-label').split(': ').pop()])"""


def turn_on_assist(page) -> None:
    if not page.is_checked("#assist"):
        page.check("#assist")


def test_between_two_people_the_page_holds_nothing_of_the_last_one(browser, site_url):
    page = open_play(browser, site_url, width=PHONE["width"], height=PHONE["height"])
    page.select_option("#players", "3")
    for i, (name, kind) in enumerate([("Ana", "human"), ("Ben", "human"), ("Cleo", "heuristic")]):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#kind-{i}", kind)
    page.fill("#seed", str(SEED_BEN_DRAWS_A_QUEEN))
    page.click("#start")
    page.select_option("#speed", "700")  # the bot's moves shown one by one, as a family sees them
    page.wait_for_selector("#cover:not([hidden])")
    page.click("#cover-go")
    wait_asked(page)
    turn_on_assist(page)  # Ajuda: the cards Ben has seen stay face up
    page.click("[data-testid=action-draw]")
    wait_asked(page)
    log_before = page.inner_text("#log")
    page.click("[data-testid=slot-1-L]")  # the Queen: Ben's L (which he peeked at) for Ana's M
    page.click("[data-testid=slot-0-M]")
    page.wait_for_function("(t) => document.querySelector('#log').innerText !== t", arg=log_before)
    wait_asked(page)
    known = page.evaluate(KNOWN)
    faces = {face for face, _ in known}
    assert page.get_attribute("[data-testid=slot-0-M]", "data-face") in faces  # Ben knows Ana's M now (R5.4)
    assert len(faces) == 3, known  # and his own L (Ana's old M, R5.4) and R
    page.evaluate(WATCH, [known, page.locator("#log li").count()])
    page.click("[data-testid=action-pass]")  # Ben's turn ends; Cleo, a bot, plays; then Ana
    page.wait_for_selector("#cover-go:not([hidden])", timeout=30_000)
    assert "Ana" in page.inner_text("#cover-go")
    seen = page.evaluate("window.__seen")
    assert seen == [], f"the page held Ben's cards {sorted(set(seen))} after his turn"
    assert page.locator("#coach-body > *").count() == 0 and page.locator("#xtable > *").count() == 0
    page.evaluate("window.__observer.disconnect()")
    page.click("#cover-go")  # Ana's turn: her own view, none of Ben's
    wait_asked(page)
    assert page.get_attribute("[data-testid=slot-0-M]", "data-face") is None  # Ana never saw her new M
    assert not page.errors
