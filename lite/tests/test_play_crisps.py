"""Crisps on the play page in a real browser (docs/CRISPS.md): a person against a bot selects cards, sees whether they
form a legal play, plays, passes, makes the trick winner's choice and plays rounds to their end; the list of legal
plays (the engine's, recomputed here from the game's record); a whole game by the letter keys alone, with the coach
on; the crisps/1 record; names as plain text.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import json
from collections import defaultdict

from crisp_core.crisps.bots import CountingBot
from crisp_core.crisps.counting import plan_length
from crisp_core.crisps.record import load
from lite.tests.site_fixtures import browser, chromium, playwright_instance, site_url  # noqa: F401
from lite.tests.test_play import GAP_MS, download_record, open_play, set_up
from lite.tests.test_play_a11y import assert_clean, set_language

ASKED = "#status[data-state=your-turn]"
OVER = "#status[data-state=round-over], #status[data-state=match-over]"
SEED = 1  # Ana (seat 0) leads the first round and holds a pair


def start_crisps(page, seats, seed=SEED):
    set_up(page, seats, seed=seed, game="crisps")


def hand(page) -> list[str]:
    return [t.removeprefix("hand-") for t in
            page.locator(".xhand button.card").evaluate_all("bs => bs.map(b => b.dataset.testid)")]


def select(page, cards):
    for card in cards:
        page.click(f"[data-testid=hand-{card}]")


def rank_text(rank: str) -> str:
    return "10" if rank == "T" else rank


def face(card) -> str:
    """A card as the page draws it (play.js cardFace): ``10♥``."""
    text = str(card)
    return rank_text(text[0]) + {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}[text[1]]


def wait_asked(page):
    page.wait_for_selector(f"{ASKED}, {OVER}", timeout=30_000)
    page.wait_for_timeout(GAP_MS)


def test_select_play_pass_choose_and_a_round_to_its_end(browser, site_url, tmp_path):
    page = open_play(browser, site_url, query="?game=crisps")
    assert page.is_checked("[data-testid=game-crisps]") and page.locator("#seats-setup li").count() == 2
    start_crisps(page, [("Ana", "human"), ("Bot", "counting")])
    wait_asked(page)
    assert "you lead" in page.inner_text("#status")
    assert "Face-up card" in page.inner_text("#xtable") and "4 cards removed unseen" in page.inner_text("#xtable")
    assert page.locator("[data-testid=crisps-play]").is_disabled()
    for lang in ("pt", "es", "fr", "en"):  # every language's words, here where nothing runs against a clock
        set_language(page, lang)
        assert_clean(page, f"the Crisps table, leading in {lang}")
    by_rank = defaultdict(list)
    for card in hand(page):
        by_rank[card[0]].append(card)
    pair = next(cards[:2] for cards in by_rank.values() if len(cards) >= 2)
    # two cards of ranks that make no combination: not a legal play (K3)
    ranks = sorted(by_rank, key="23456789TJQ".index)
    odd = [by_rank[ranks[0]][0], by_rank[ranks[-1]][0]]
    select(page, odd)
    assert page.locator("[data-testid=crisps-play]").is_disabled()
    assert "not a combination" in page.inner_text("[data-testid=crisps-hint]")
    select(page, odd)  # unselect
    select(page, pair)
    assert page.locator(".xhand button.card.sel").count() == 2
    assert page.inner_text("[data-testid=crisps-play] span") == f"Play: pair of {rank_text(pair[0][0])}s"
    assert page.inner_text("[data-testid=crisps-hint]") == f"You may play this: pair of {rank_text(pair[0][0])}s."
    assert page.get_attribute(f"{OPTIONS}[aria-pressed=true]", "data-move") == "0 play " + " ".join(sorted(
        pair, key=lambda c: "cdhs".index(c[1])))  # the list shows the selected cards' play as picked
    page.click("[data-testid=crisps-play]")
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ana plays')")
    assert all(card not in hand(page) for card in pair)
    assert page.locator("[data-testid=trick] li").count() >= 1
    assert page.locator("[data-testid=trick] li").first.inner_text().startswith("Ana")

    # on to the round's end: lead the lowest card, follow with the highest or pass; after a won trick, choose
    chose = passed = 0
    for _ in range(200):
        wait_asked(page)
        if page.locator(OVER).count():
            break
        if page.locator("[data-testid=crisps-faceup]").count():  # the winner's choice (K6.1)
            text = page.inner_text("[data-testid=crisps-faceup]")
            assert text.startswith("Take the face-up ")
            assert page.locator("[data-testid=crisps-blind] span").inner_text() == "Take a blind card"
            if not chose:
                assert_clean(page, "the Crisps table, the trick winner's choice")
            page.click("[data-testid=crisps-faceup]" if chose % 2 == 0 else "[data-testid=crisps-blind]")
            chose += 1
        elif page.locator(".xhand button.card:disabled").count():  # nothing can follow (K5.4): pass
            assert "Nothing in your hand can follow" in page.inner_text("[data-testid=crisps-hint]")
            passed += 1
            page.click("[data-testid=crisps-pass]")
        elif page.locator("[data-testid=crisps-pass]").is_enabled():  # following: the highest card, or pass
            select(page, [hand(page)[-1]])
            if page.locator("[data-testid=crisps-play]").is_enabled():
                page.click("[data-testid=crisps-play]")
            else:
                select(page, [hand(page)[-1]])
                passed += 1
                page.click("[data-testid=crisps-pass]")
        else:  # leading (K4.1): the lowest single
            select(page, [hand(page)[0]])
            page.click("[data-testid=crisps-play]")
    assert page.locator(OVER).count()
    assert passed >= 1 and chose >= 1
    result = page.inner_text("[data-testid=xresult]")
    assert "Round 1:" in result and "K7.1" in result
    for lang in ("pt", "es", "fr", "en"):  # every language's words, here where nothing runs against a clock
        set_language(page, lang)
        assert_clean(page, f"the Crisps table, the round over in {lang}")
    path = download_record(page, tmp_path)
    assert path.name.startswith("crisps-match-")
    record = json.loads(path.read_text())
    assert record["format"] == "crisps/1" and len(record["rounds"]) == 1
    assert "0 pass" in record["rounds"][0]["actions"]
    page.click("[data-testid=next]")  # the next round (K2.1)
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Round 2')", timeout=20_000)
    assert not page.errors


def test_names_are_never_markup_and_the_phone_width_fits(browser, site_url):
    page = open_play(browser, site_url, width=375, height=800, query="?game=crisps")
    evil = "<img src=x onerror=alert(1)>"
    start_crisps(page, [(evil, "human"), ("Ben", "random")])
    wait_asked(page)
    assert page.locator("#game img, #cover img").count() == 0
    assert evil in page.inner_text("[data-testid=xseat-0]")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert_clean(page, "the Crisps table at 375 px")
    assert not page.errors


OPTIONS = "[data-testid=crisps-plays] button.xplay"
KEYBOARD_SEED = 147  # Ana leads; a short game of 3 rounds when she always plays her first legal play
STATE = """() => ({state: document.querySelector('#status').dataset.state,
  choose: !!document.querySelector('#xtable [data-testid=crisps-faceup]'),
  plays: document.querySelectorAll('#xtable [data-testid=crisps-plays] button.xplay').length,
  trick: document.querySelectorAll('#xtable [data-testid=trick] li').length,
  told: document.querySelectorAll('#log li').length})"""
MOVED = """(n) => document.querySelectorAll('#log li').length > n
  && ['your-turn', 'round-over', 'match-over'].includes(document.querySelector('#status').dataset.state)"""


def listed(page) -> list[str]:
    """The legal plays the page lists (their N2 text), in order."""
    return page.locator(OPTIONS).evaluate_all("bs => bs.map(b => b.dataset.move)")


def round_state(record: dict, actions: int):
    """The first round of ``record`` after its first ``actions`` actions (F2: the last round may be unfinished)."""
    first = record["rounds"][0]
    return load({**record, "rounds": [{"deck": first["deck"], "actions": first["actions"][:actions]}]}).rounds[-1]


def test_a_whole_game_by_the_keys_alone_with_the_legal_plays_and_the_coach(browser, site_url, tmp_path):
    """Keys only (K7.2 to its end): 1 picks the first legal play, P plays it, N passes, F or B take the face-up or a
    blind card, Enter on the focused "Next round"; the lists shown equal the engine's, from the game's record."""
    page = open_play(browser, site_url, query="?game=crisps")
    start_crisps(page, [("Ana", "human"), ("Bot", "counting")], seed=KEYBOARD_SEED)
    page.check("#coach")
    page.evaluate("() => document.activeElement.blur()")  # the keys go to the table
    wait_asked(page)
    assert page.get_attribute("[data-testid=crisps-play]", "aria-keyshortcuts") == "P"
    assert page.inner_text("[data-testid=crisps-pass] kbd") == "N"
    assert page.get_attribute("[data-testid=crisps-option-0]", "aria-keyshortcuts") == "1"
    # the coach, from Ana's observation: her plan, her plays' count, the counting bot's lead (checked against the
    # engine in tests/crisps/test_crisps_coach.py; here: that the panel shows it)
    page.wait_for_selector("#coach-panel:not([hidden]) [data-testid=coach-advice]")
    first_hand, first_list = hand(page), listed(page)
    assert page.inner_text("[data-testid=coach-plan]") == str(plan_length(first_hand))
    assert f" {len(first_list)} " in page.inner_text("[data-testid=coach-count]")
    advice_faces = page.locator("[data-testid=coach-advice] .coach-cards").first.locator(".card").evaluate_all(
        "cs => cs.map(c => c.dataset.face)")
    assert_clean(page, "the Crisps table with its legal plays and the coach")
    following = None  # (the legal plays listed, the hand) the first time Ana may beat a play in round 1
    keys, last_key, rounds = 0, None, 1
    for _ in range(200):
        now = page.evaluate(STATE)
        if now["state"] == "match-over":
            break
        if now["state"] == "round-over":
            page.wait_for_function("() => document.activeElement && document.activeElement.id === 'xnext'")
            page.keyboard.press("Enter")  # the next round (K2.1)
            rounds += 1
            page.wait_for_function(MOVED, arg=now["told"])
            continue
        if now["choose"]:
            key = "F" if keys % 2 else "B"  # the trick winner's choice (K6.1), both keys in turn
        elif now["plays"]:
            if following is None and rounds == 1 and now["trick"]:
                following = listed(page), hand(page)
            page.keyboard.press("1")  # the first legal play: its cards rise in the hand
            if not keys:
                assert page.get_attribute("[data-testid=crisps-option-0]", "aria-pressed") == "true"
            key = "P"
        else:
            key = "N"  # nothing follows (K4.2)
        if key == last_key == "N":
            page.wait_for_timeout(GAP_MS)  # the page takes the same move twice only 400 ms apart (a double click)
        page.keyboard.press(key)
        page.wait_for_function(MOVED, arg=now["told"])  # the move told, and Ana asked again or the round over
        keys, last_key = keys + 1, key
    assert page.locator("#status[data-state=match-over]").count()
    assert "3 points and wins the game" in page.inner_text("[data-testid=xresult]")

    page.focus("#download")  # the record, by the keyboard too
    with page.expect_download() as info:
        page.keyboard.press("Enter")
    path = tmp_path / "crisps.json"
    info.value.save_as(path)
    record = json.loads(path.read_text())
    assert len(record["rounds"]) == rounds >= 3
    match = load(record)
    assert match.over and max(match.scores) == 3
    # the lists shown equal the engine's legal plays: at the lead, and the first time Ana could beat a play
    start = round_state(record, 0)
    assert first_hand == [str(c) for c in start.hand(0)] and start.turn == 0
    assert first_list == [str(a) for a in start.legal_actions() if a.word == "play"]
    advice = CountingBot().decide(start.observation(0), start.legal_actions()).action
    assert advice_faces == [face(c) for c in advice.cards]
    assert following is not None
    for k in range(len(record["rounds"][0]["actions"])):
        rnd = round_state(record, k)
        if rnd.turn == 0 and rnd.phase_name == "play" and rnd.last is not None and len(rnd.legal_actions()) > 1:
            assert following == ([str(a) for a in rnd.legal_actions() if a.word == "play"],
                                 [str(c) for c in rnd.hand(0)])
            break
    else:
        raise AssertionError("Ana never followed in round 1")
    assert not page.errors
