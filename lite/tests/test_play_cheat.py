"""Cheat on the play page in a real browser (docs/CHEAT.md): the game chooser, a person's play and its claim, a bot's
play opening the challenge window, a "Cheat!" click turning the cards up, a whole game to its winner, the cheat/1
record, names as plain text.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import json
import re

from crisp_core.cards import Card
from crisp_core.cheat import CheatGame
from crisp_core.cheat.coach import percent
from crisp_core.cheat.probability import claim_chance

from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, READY, download_record, open_play, set_up
from lite.tests.test_play_a11y import assert_clean, set_language

ASKED = "#status[data-state=your-turn]"
OVER = "#status[data-state=round-over], #status[data-state=match-over]"
CLOCK = "?game=cheat&test-clock=4"  # the table's clock 4 times faster: a 6 s window lasts 1.5 s


def start_cheat(page, seats, seed, window="6"):
    """The setup screen, Cheat chosen (by the URL or a click), ``seats`` as (name, kind); start, bots at once."""
    set_up(page, seats, seed=seed, game="cheat", choices={"cheat-window": window})


def test_the_challenge_window_offers_10_seconds_and_starts_at_6(browser, site_url):
    """T1 (December 2026): a child reading the claim needs time; 3 and 4 s stay for quick players."""
    page = open_play(browser, site_url, query="?game=cheat")
    page.check("[data-testid=game-cheat]")
    options = page.eval_on_selector_all("#cheat-window option", "options => options.map((o) => o.value)")
    assert [float(o) for o in options] == [3, 4, 6, 10] and float(page.input_value("#cheat-window")) == 6
    page.close()


def play_some(page, count=1):
    """As the person asked: select the first ``count`` cards of the hand and play them."""
    cards = page.locator(".xhand button.card")
    for i in range(count):
        cards.nth(i).click()
    assert page.locator(".xhand button.card.sel").count() == count
    page.click("[data-testid=cheat-play]")


def test_the_chooser_and_the_landing_link_offer_cheat(browser, site_url):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.goto(site_url + "/")  # the landing page lists the three games, each with its link to the play page
    assert [page.get_attribute(f"#play-{g}", "href") for g in ("crisp", "cheat", "crisps")] == [
        "play/?game=crisp", "play/?game=cheat", "play/?game=crisps"]
    assert page.inner_text("#play-cheat") == "Play Cheat"
    page.click("#play-cheat")
    page.wait_for_selector(READY, timeout=90_000)
    assert page.is_checked("[data-testid=game-cheat]")
    assert page.locator("#players option").all_inner_texts() == ["3", "4", "5", "6"]  # C1.1
    assert page.locator("#kind-1 option").evaluate_all("os => os.map(o => o.value)") == ["human", "random", "counting"]
    assert page.locator("#opts-cheat .rule-ref[data-rule='C4.1']").count() == 1 and page.locator("#opts-crisp").is_hidden()
    assert "Cheat!" in page.inner_text("#howto")
    for lang in ("pt", "fr", "en"):  # axe (accessibility) on the setup screen with Cheat chosen
        set_language(page, lang)
        assert_clean(page, f"the Cheat setup screen in {lang}")
    page.check("[data-testid=game-crisps]")  # Crisps: exactly two seats (K1.1)
    assert page.locator("#players option").all_inner_texts() == ["2"]
    assert page.locator("#seats-setup li").count() == 2
    page.keyboard.press("ArrowLeft")  # a radio group: the arrow keys choose
    assert page.is_checked("[data-testid=game-cheat]") and page.locator("#seats-setup li").count() == 3
    assert not page.errors


def test_a_claim_a_challenge_and_a_whole_game(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query=CLOCK)
    start_cheat(page, [("Ana", "human"), ("Rob", "random"), ("Ray", "random")], seed=5)
    page.wait_for_selector(ASKED, timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    rank = page.inner_text("[data-testid=rank] .xrank-value")
    cards = page.locator(".xhand button.card").count()
    page.locator(".xhand button.card").first.click()
    assert page.inner_text("[data-testid=cheat-play] span") == f"Play one {rank}"  # the claim it makes, in words (C3.2)
    assert page.inner_text("[data-testid=cheat-play] kbd") == "P"
    page.click("[data-testid=cheat-play]")
    page.wait_for_function("() => document.querySelectorAll('.xhand button.card').length < %d" % cards)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ana puts')")
    assert "claims “one %s”" % {"A": "A"}.get(rank, rank) in page.inner_text("#log")  # the claim, told to all (C3.2)
    # a bot plays: the window opens and Ana may call "Cheat!" (C4.1)
    page.wait_for_selector("[data-testid=doubt-0]", timeout=30_000)
    assert page.locator("[data-testid=window]").is_visible() and page.locator("#clock").is_visible()
    assert_clean(page, "the Cheat table, the challenge window open")
    page.click("[data-testid=doubt-0]")
    page.wait_for_selector("[data-testid=revealed]", timeout=10_000)  # the cards turned up (C4.2)
    revealed = page.inner_text("[data-testid=revealed]")
    assert "Ana called “Cheat!”" in revealed and ("A bluff!" in revealed or "True!" in revealed)
    assert page.locator("[data-testid=revealed] .card").count() >= 1
    assert "C4.2" in revealed
    assert_clean(page, "the Cheat table, a challenge's cards revealed")
    # on to the game's end: Ana plays up to 4 cards each turn, accepts every last play (C5.1)
    for _ in range(300):
        page.wait_for_selector(f"{ASKED}, {OVER}", timeout=30_000)
        if page.locator(OVER).count():
            break
        page.wait_for_timeout(GAP_MS)
        if page.locator("[data-testid=accept-0]").count():
            page.click("[data-testid=accept-0]")
        elif page.locator("[data-testid=cheat-play]").count():
            play_some(page, min(4, page.locator(".xhand button.card").count()))
    assert page.locator(OVER).count()
    result = page.inner_text("[data-testid=xresult]")
    assert "Game 1:" in result and "wins" in result and "C5.2" in result
    for lang in ("pt", "es", "fr", "en"):  # every language's words, here where nothing runs against a clock
        set_language(page, lang)
        assert_clean(page, f"the Cheat table, the game over in {lang}")
    assert page.locator("[data-testid=xseat-0] .badge, [data-testid=xseat-1] .badge, [data-testid=xseat-2] .badge") \
        .filter(has_text="winner").count() == 1
    path = download_record(page, tmp_path)
    assert path.name.startswith("cheat-match-")
    record = json.loads(path.read_text())
    assert record["format"] == "cheat/1" and record["players"] == 3 and len(record["games"]) == 1
    assert any(a.endswith(" doubt") for a in record["games"][0]["actions"])
    page.click("[data-testid=next]")  # the next game, dealt by the next dealer (C2.1, C5.3)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Game 2')", timeout=20_000)
    # the cheat/1 record is watched step by step (crisp_core.cheat.webreplay), read-only
    page.click("#new-match")
    if page.locator("#leave[open]").count():
        page.click("#leave-yes")
    page.set_input_files("#record-file", str(path))
    page.wait_for_selector("#replay:not([hidden])", timeout=30_000)
    assert page.inner_text("#load-error") == ""
    steps = len(record["games"][0]["actions"]) + 1
    page.wait_for_function("(n) => document.querySelector('#replay-pos').textContent === `Step 1 of ${n} · game 1`", arg=steps)
    assert "Game 1" in page.inner_text("#replay-lines")
    assert page.locator("#replay-felt [data-testid^=replay-hand-]").count() == 3  # the whole table: every hand
    assert page.locator("#replay-felt button").count() == 0
    assert not page.errors


def test_names_are_never_markup(browser, site_url):
    page = open_play(browser, site_url, query=CLOCK)
    evil = "<img src=x onerror=alert(1)>"
    start_cheat(page, [(evil, "human"), ("Ben", "random"), ("Cleo", "counting")], seed=1)
    page.wait_for_selector("[data-testid=xseat-0]", timeout=30_000)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('claims')", timeout=30_000)
    assert page.locator("#game img, #cover img").count() == 0
    assert evil in page.inner_text("[data-testid=xseat-0]")
    # another language mid-game: the table's words and the log, told again (the names stay text)
    english = page.locator("#log li").first.inner_text()
    set_language(page, "pt")
    page.wait_for_function("(e) => document.querySelector('#log li').textContent !== e", arg=english)
    assert "Valor a jogar" in page.inner_text("#xtable") and evil in page.inner_text("[data-testid=xseat-0]")
    assert page.locator("#game img").count() == 0
    assert not page.errors


def test_pass_and_play_covers_the_table_and_the_cover_offers_the_call(browser, site_url):
    page = open_play(browser, site_url, query="?game=cheat")
    start_cheat(page, [("Ana", "human"), ("Bea", "human"), ("Cal", "counting")], seed=2)
    page.select_option("#speed", "700")
    page.wait_for_selector("#cover:not([hidden])")
    assert "Hand the device to Bea" in page.inner_text("#cover") and page.locator("#xtable").is_hidden()
    page.click("#cover-go")
    page.wait_for_selector(ASKED, timeout=30_000)
    assert "Bea (you)" in page.inner_text("#xtable") and page.locator(".xhand button.card").count() == 18
    page.wait_for_timeout(GAP_MS)
    play_some(page, 1)
    # Bea's turn is over: the table is covered at once (Ana may call "Cheat!" on Bea's play from the cover); Cal plays;
    # Ana is next, and both people may still call "Cheat!" on Cal's play
    page.wait_for_selector("#cover:not([hidden])", timeout=30_000)
    assert page.locator("#xtable > *").count() == 0  # none of Bea's cards left in the page
    page.wait_for_function("() => document.querySelectorAll('#cover-extra button').length === 2", timeout=30_000)
    assert "Hand the device to Ana" in page.inner_text("#cover") and page.locator("#xtable").is_hidden()
    assert page.locator("#cover-extra button").all_inner_texts() == ["Cheat! (Ana)", "Cheat! (Bea)"]
    assert page.locator("#cover .card").count() == 0  # no card on the cover
    page.click("[data-testid=cover-doubt-1]")
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Bea calls Cheat!')")
    page.wait_for_function("() => !document.querySelector('#cover-extra button')")
    page.click("#cover-go")
    page.wait_for_selector("[data-testid=revealed]")
    assert "Ana (you)" in page.inner_text("#xtable") and "Bea called “Cheat!” on Cal" in page.inner_text("[data-testid=revealed]")
    assert not page.errors


KEY_GAME = "?game=cheat&test-clock=10"  # a 6 s window lasts 0.6 s
KEY_SEED = 5  # Ana calls "Cheat!" (D) in a window and, as a rule, accepts (A) a last play that a bot then challenges
# Run in the page: what the keyboard player needs to know now, and the coach panel's chance with the play it is for.
TABLE_STATE = """() => {
  const q = (s) => document.querySelector(s);
  const state = q('#status').dataset.state;
  const chance = q('#coach-panel:not([hidden]) [data-testid=coach-chance]');
  const advice = q('#coach-panel:not([hidden]) [data-testid=coach-advice]');
  return { state, over: state === 'round-over' || state === 'match-over',
           play: !!q('#xtable [data-testid=cheat-play]') && state === 'your-turn',
           doubt: !!q('#xtable [data-testid=doubt-0]:not(:disabled)'), accept: !!q('#xtable [data-testid=accept-0]'),
           hand: [...document.querySelectorAll('#xtable .xhand button.card')].map((b) => b.dataset.testid.slice(5)),
           claim: q('#xtable [data-testid=claim]')?.textContent || null, status: q('#status').textContent,
           chance: chance ? { plays: Number(chance.dataset.plays), text: chance.textContent } : null,
           move: advice ? advice.dataset.move : null,
           plays: [...document.querySelectorAll('#log li')].filter((li) => li.textContent.includes('claims “')).length };
}"""


def test_a_keyboard_only_game_with_the_coach(browser, site_url):
    """Ana and two counting bots, seed 5: every move by a key (R, a rank's key, P, D, A), the coach on; each chance
    the coach panel shows equals the engine's count for Ana (C6) at that play, recomputed from the cheat/1 record."""
    page = open_play(browser, site_url, query=KEY_GAME)
    start_cheat(page, [("Ana", "human"), ("Ben", "counting"), ("Cleo", "counting")], seed=KEY_SEED)
    page.click("#coach")
    page.wait_for_selector(ASKED, timeout=30_000)
    page.focus("#xtable .xhand button")  # from the toolbar's checkbox into the table, as Tab would
    shortcuts = page.locator("#xtable [aria-keyshortcuts]").evaluate_all("bs => bs.map(b => b.getAttribute('aria-keyshortcuts'))")
    assert "P" in shortcuts and all(re.fullmatch(r"[ADP0-9JQK]", k) for k in shortcuts), shortcuts
    readings: dict[int, str] = {}  # play number -> the chance the coach showed
    claims: set[str] = set()  # the claims on the table, and the status lines of the challenge windows
    statuses: set[str] = set()
    keys: list[str] = []
    for _ in range(400):
        page.wait_for_function("() => ['your-turn', 'round-over', 'match-over'].includes(document.querySelector('#status')"
                               ".dataset.state) || document.querySelector('#xtable [data-testid=doubt-0]:not(:disabled)')",
                               timeout=30_000)
        s = page.evaluate(TABLE_STATE)
        if s["chance"]:
            readings[s["chance"]["plays"]] = s["chance"]["text"]
        if s["claim"]:
            claims.add(s["claim"])
        if s["state"] == "window":
            statuses.add(s["status"])
        if s["over"]:
            break
        fresh = s["chance"] is not None and s["chance"]["plays"] == s["plays"]  # the coach speaks of the last claim
        if s["accept"]:
            key = "A"  # C5.1: accept the last play
        elif s["doubt"] and fresh and s["move"] == "doubt":
            key = "D"  # the coach's counting bot would call
        elif s["play"]:
            page.keyboard.press("R")  # the true cards of the rank asked for, if any
            if not page.evaluate("() => document.querySelectorAll('#xtable .xhand button.card.sel').length"):
                key0 = s["hand"][0][0]
                page.keyboard.press("0" if key0 == "T" else key0)  # a bluff: one card, by its rank's key
                keys.append(key0)
            keys.append("R")
            key = "P"
        else:
            page.wait_for_timeout(30)
            continue
        told = page.locator("#log li").count()
        page.keyboard.press(key)
        keys.append(key)
        if key == "D":  # heard, or too late (the window closed meanwhile, C4.1): the button goes either way
            page.wait_for_function("() => !document.querySelector('#xtable [data-testid=doubt-0]:not(:disabled)')")
        else:
            page.wait_for_function("(n) => document.querySelectorAll('#log li').length > n", arg=told)  # told
    assert page.locator(OVER).count(), "the game did not end"
    assert not page.errors
    assert {"R", "P", "D"} <= set(keys), keys  # and A whenever a last play was to be answered (C5.1)
    log = page.inner_text("#log")
    assert "Ana calls Cheat!" in log and ("A" not in keys or "Ana accepts" in log)
    assert "×" not in log + " ".join(claims) and re.search(r"claims “(one|two|three|four) ", log)
    assert all(re.fullmatch(r"(Ben|Cleo|Ana) claims (one \w+|(two|three|four) \w+s)", c) for c in claims), claims
    assert statuses and all(re.match(r"(Ben|Cleo) claims (one \w+|(two|three|four) \w+s)[.:]", t) for t in statuses), statuses
    # the engine's count at each play the coach spoke of, from the record of the game
    with page.expect_download() as info:
        page.click("#download")
    record = json.loads(open(info.value.path(), encoding="utf-8").read())
    deck, actions = record["games"][0]["deck"], record["games"][0]["actions"]
    assert len(readings) >= 5, readings
    for plays, shown in readings.items():
        game = CheatGame(3, [Card.parse(c) for c in deck], record.get("first_dealer", 0))
        done = 0
        for action in actions:
            game.apply(action)
            done += " play " in action
            if done == plays:
                break
        assert shown == f"{percent(claim_chance(game.observation(0)))}%", (plays, shown)
