"""Tables across devices on the play page (issue 35; lite/site/play/network.js, lite/network_tables.py): browser
contexts, each a device, make and join a table held by the classroom server (lite.site_server, its hall audited by
table_clients.Audit: no message names a card its seat has not seen), play on it with the real clock, each page
showing only its own seat's cards; one reloads mid-round and gets its seat and hand back.  And a static host (no
tables.json) shows none of it.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from functools import partial

import pytest

from lite import site_server
from lite.network_tables import Hall
from lite.tests.site_fixtures import SITE, VIEWPORT, QuietHandler, chromium, guard, playwright_instance  # noqa: F401
from lite.tests.table_clients import Audit
from lite.tests.test_play import GAP_MS, READY

ASKED = "your-turn"
WHERE = "#where:not([hidden])"
IN_MATCH = "#game:not([hidden]) #xtable:not([hidden]) .seat, #game:not([hidden]) #xtable [data-testid^=xseat-]"


def audited_server(speed: float = 1.0):
    """The built site served as a class's laptop serves it, with its hall of tables audited (its clock ``speed``
    times faster: the server's test hook)."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python3 -m lite.build first")
    audit = Audit()
    app = site_server.site_app(SITE, "/", classroom={}, hall=Hall(audit=audit, speed=speed))
    server = site_server.start(SITE, "/", app=app)
    server.audit = audit
    yield server
    server.shutdown()
    assert audit.leaks == [], f"messages named cards their seat had not seen: {audit.leaks[:5]}"


@pytest.fixture(scope="module")
def table_server():
    yield from audited_server()


@pytest.fixture(scope="module")
def fast_table_server():
    """Cheat's window and its next player's wait 4 times shorter: a whole game in about a minute."""
    yield from audited_server(speed=4.0)


@pytest.fixture
def devices(chromium):
    """Make a device: a page in a fresh browser context (its own localStorage), outside hosts refused."""
    contexts = []

    def device(url, width=VIEWPORT["width"], height=VIEWPORT["height"], locale="en-US"):
        context = chromium.new_context(viewport={"width": width, "height": height}, locale=locale)
        context.outside_requests = guard(context)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        page.goto(url)
        return page

    yield device
    for context in contexts:
        context.close()
        assert context.outside_requests == []
    for context in contexts:
        for page in context.pages:
            assert not page.errors, page.errors


def create(page, game, kinds, name, options=None):
    """On the setup screen: a network table of ``game`` with ``kinds`` (the first is the creator); its code."""
    page.wait_for_selector(WHERE, timeout=90_000)
    page.check(f"[data-testid=game-{game}]")
    page.check("[data-testid=where-net]")
    page.select_option("#players", str(len(kinds)))
    for i, kind in enumerate(kinds[1:], 1):
        page.select_option(f"#kind-{i}", kind)
    page.fill("#name-0", name)
    if options:
        options(page)
    page.click("#start")
    page.wait_for_selector("[data-testid=lobby-code]:not(:empty)", timeout=15_000)
    return page.inner_text("[data-testid=lobby-code]")


def join(page, code, name, by_link=False):
    page.wait_for_selector("[data-testid=join]:not([hidden])", timeout=90_000)
    if by_link:  # play/?table=CODE: only the name is asked
        assert page.input_value("[data-testid=join-code]") == code
        assert not page.is_visible("#setup-form")
    else:
        page.fill("[data-testid=join-code]", code.lower())
    page.fill("[data-testid=join-name]", name)
    page.click("[data-testid=join-go]")


def state(page):
    return page.get_attribute("#status", "data-state")


def others_faces(page, me) -> int:
    """Faces of cards drawn in another seat's box (a seat's cards taken face up from the table, Crisps' K5, are
    public and not counted)."""
    return page.evaluate("""(me) => [...document.querySelectorAll('#xtable .seat, #xtable [data-testid^=xseat-]')]
        .filter((box) => box.id !== `seat-${me}` && box.dataset.testid !== `xseat-${me}`)
        .flatMap((box) => [...box.querySelectorAll('[data-face]')]).filter((c) => !c.closest('.xtaken')).length""", me)


def crisp_move(page, me, turns):
    """Crisp: call crisp once this seat has had two turns, else draw, then discard or swap into L (None: nothing to
    do yet, e.g. while the one before may still call crisp, R10)."""
    for verb in ("crisp", "draw", "discard", "king", "pass"):
        button = page.locator(f"[data-testid=action-{verb}]")
        if button.count() and button.is_enabled() and (verb != "crisp" or turns >= 2):
            button.click()
            return verb
    slot = page.locator(f"[data-testid=slot-{me}-L]")
    if slot.is_enabled():
        slot.click()
        return "swap"
    return None


def cheat_move(page, me, turns):
    """Cheat: call "Cheat!" once (while another's claim may be doubted); when asked, answer, else play the first card
    of the hand."""
    doubt = page.locator(f"[data-testid=doubt-{me}]")
    if turns >= 1 and not getattr(page, "doubted", False) and doubt.count() and doubt.is_enabled():
        doubt.click()
        page.doubted = True
        return "doubt"
    if state(page) != ASKED:
        return None
    accept = page.locator(f"[data-testid=accept-{me}]")
    if accept.count() and accept.is_enabled():
        accept.click()
        return "accept"
    if page.locator("[data-testid=cheat-play]").count():
        page.locator(".xhand button.card").first.click()
        page.click("[data-testid=cheat-play]")
        return "play"
    return None
cheat_move.anytime = True


def crisps_move(page, me, turns):
    """Crisps: the face-up card when offered; else the first legal play listed, else pass."""
    for testid in ("crisps-faceup",):
        if page.locator(f"[data-testid={testid}]").count() and page.locator(f"[data-testid={testid}]").is_enabled():
            page.click(f"[data-testid={testid}]")
            return "faceup"
    option = page.locator("[data-testid=crisps-option-0]")
    if option.count() and option.is_enabled():
        option.click()
        page.click("[data-testid=crisps-play]")
        return "play"
    if page.locator("[data-testid=crisps-pass]").count() and page.locator("[data-testid=crisps-pass]").is_enabled():
        page.click("[data-testid=crisps-pass]")
        return "pass"
    return None


def play(pages, seats, mover, until, reload_at=None, timeout=240):
    """Each page moves whenever it is asked (round robin) until ``until(pages)``; every page checked to show no card
    of another seat; ``reload_at`` = (page index, its turns): that page reloads when asked then, and must come back to
    its seat with its hand.  Returns the moves made."""
    turns = [0] * len(pages)
    last = [0.0] * len(pages)
    moves = []
    reloaded = False
    deadline = time.monotonic() + timeout
    while not until(pages):
        assert time.monotonic() < deadline, f"the match did not get there: {moves[-12:]}"
        moved = False
        for i, page in enumerate(pages):
            asked = state(page) == ASKED
            if not (asked or getattr(mover, "anytime", False)) or time.monotonic() - last[i] < GAP_MS / 1000:
                continue
            assert others_faces(page, seats[i]) == 0, f"seat {seats[i]} sees another seat's card"
            if asked and reload_at == (i, turns[i]) and not reloaded:
                reloaded = True
                hand = own_cards(page, seats[i])
                log = page.locator("#log li").count()
                page.reload()
                page.wait_for_selector(IN_MATCH, timeout=90_000)
                page.wait_for_function(f"() => document.querySelectorAll('#log li').length >= {log}", timeout=10_000)
                assert page.get_attribute(f"[data-testid=net-seat-{seats[i]}]", "data-you") == "1"
                assert own_cards(page, seats[i]) == hand, "the seat's hand came back otherwise after a reload"
                continue
            made = mover(page, seats[i], turns[i])
            if made:
                turns[i] += 1
                last[i] = time.monotonic()
                moves.append((seats[i], made))
                moved = True
        if not moved:
            time.sleep(0.1)
    assert reload_at is None or reloaded
    return moves


def own_cards(page, me):
    """The seat's own cards as drawn: Crisp's slots (face or back) and the hand of the others."""
    return page.evaluate("""(me) => [...document.querySelectorAll(`#seat-${me} .card, #xtable .xhand button.card`)]
        .map((c) => c.dataset.face || c.dataset.testid || 'back')""", me)


def round_over(pages):
    return all(state(page) in ("round-over", "match-over") for page in pages)


def test_three_devices_make_join_and_play_a_crisp_round_with_the_draw_timer(devices, table_server):
    url = f"{table_server.url}/play/"
    ana = devices(url)
    code = create(ana, "crisp", ["human", "human", "human"], "Ana",
                  options=lambda page: page.select_option("#timer", "30"))
    assert len(code) == 4
    ana.wait_for_selector("#lobby-qr img[src^='data:image/svg']", timeout=5000)
    assert "Ana (you)" in ana.inner_text("[data-testid=lobby-seats]")
    bia = devices(f"{url}?table={code}")  # the QR code's address
    join(bia, code, "Bia", by_link=True)
    bia.wait_for_selector("[data-testid=lobby]:not([hidden])")
    ana.wait_for_function("() => document.querySelector('[data-testid=lobby-seats]').textContent.includes('Bia')")
    caio = devices(url)
    join(caio, code, "<b>Caio</b>")  # a name is text, never markup
    pages = [ana, bia, caio]
    for page in pages:  # the last person in: the match starts by itself
        page.wait_for_selector(IN_MATCH, timeout=15_000)
    assert caio.locator("#xtable b").count() == 0 and "<b>Caio</b>" in ana.inner_text("#xtable")
    for page in pages:  # one device, one person: no pass-and-play cover, coach, assist, speed or skip
        assert page.is_hidden("#cover") and page.is_hidden("#switches") and page.is_hidden("#skip")
    moves = play(pages, [0, 1, 2], crisp_move, round_over, reload_at=(1, 1))
    assert any(m == "crisp" for _, m in moves)
    for page in pages:  # the round's end shows every hand: the record is saved with the page's own button
        assert page.is_enabled("#download")
    with bia.expect_download() as saved:
        bia.click("#download")
    assert saved.value.suggested_filename.startswith("crisp-match-")
    bia.click("#next-round")  # ready: Bia waits for the others
    bia.wait_for_function("() => document.querySelector('#notice').textContent.startsWith('Waiting for the others')")
    ana.wait_for_selector("[data-testid=net-seat-1] >> text=ready")
    ana.click("#next-round")
    caio.click("#next-round")
    for page in pages:  # the next round is dealt once everyone is ready
        page.wait_for_function("() => !document.querySelector('#status').dataset.state.endsWith('over')", timeout=15_000)
    assert table_server.audit.checked > 20


def test_a_cheat_table_of_two_people_and_a_bot_with_its_real_window(devices, fast_table_server):
    table_server = fast_table_server
    url = f"{table_server.url}/play/"
    ana = devices(url)
    code = create(ana, "cheat", ["human", "human", "random"], "Ana",
                  options=lambda page: page.select_option("#cheat-window", "3"))
    bia = devices(url)
    join(bia, code, "Bia")
    for page in (ana, bia):
        page.wait_for_selector(IN_MATCH, timeout=15_000)
    moves = play([ana, bia], [0, 1], cheat_move, round_over, reload_at=(0, 2), timeout=300)  # a whole game
    [table] = [t for t in json.load(urllib.request.urlopen(f"{table_server.url}/tables.json"))["tables"]
               if t["code"] == code]
    assert table["state"] == "round over" and sum(seat["score"] for seat in table["seats"]) == 1  # one game won
    assert any(m == "play" for _, m in moves)
    # a call's buttons are this seat's only: never another person's "Cheat!"
    assert ana.locator("[data-testid=doubt-1]").count() == 0 and bia.locator("[data-testid=doubt-0]").count() == 0
    # the teacher closes the table from the laptop: every device says so and offers to go back
    urllib.request.urlopen(urllib.request.Request(f"{table_server.url}/tables/{code}/close", method="POST"))
    for page in (ana, bia):
        page.wait_for_selector("[data-testid=net-end]:not([hidden])", timeout=10_000)
        assert page.inner_text("[data-testid=net-end]").startswith("The teacher closed this table.")
    bia.click("#net-end-back")
    assert bia.is_visible("#setup-form") and "table=" not in bia.url


def test_a_crisps_table_of_two_people_on_phones_in_portuguese(devices, table_server):
    url = f"{table_server.url}/play/"
    ana = devices(url, 375, 740, "pt-BR")
    code = create(ana, "crisps", ["human", "human"], "Ana")
    assert "Código da mesa" in ana.inner_text("[data-testid=lobby]")
    bia = devices(f"{url}?table={code}", 375, 740, "pt-BR")
    join(bia, code, "Bia", by_link=True)
    for page in (ana, bia):
        page.wait_for_selector(IN_MATCH, timeout=15_000)
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    play([ana, bia], [0, 1], crisps_move, round_over, reload_at=(1, 1), timeout=240)  # a whole round
    assert "Mesa" in bia.inner_text("[data-testid=net-bar]") and "você" in bia.inner_text("[data-testid=net-bar]")


def test_a_static_host_shows_no_network_table_and_the_page_still_plays(devices):
    handler = partial(QuietHandler, directory=str(SITE))
    server = __import__("http.server").server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = devices(f"http://127.0.0.1:{server.server_address[1]}/play/?table=ABCD")
        page.wait_for_selector(READY, timeout=90_000)
        page.wait_for_timeout(500)  # tables.json answered 404 by now
        for part in ("#where", "#join", "#lobby", "#net-bar"):
            assert page.is_hidden(part), part
        assert page.is_visible("#setup-form")
        page.click("#start")  # a match on this device, as always
        page.wait_for_selector(IN_MATCH, timeout=15_000)
    finally:
        server.shutdown()
