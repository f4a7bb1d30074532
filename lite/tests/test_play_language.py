"""The play page in five languages, in a real browser: the browser's language at first; a switch redraws the
setup form, and mid-match the prompt, the buttons, the log already shown, the cards' labels and the score screen;
the replay too; the choice outlives a reload.  Needs the built site (python3 -m lite.build)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lite.site_catalogue import catalogs
from lite.tests.site_fixtures import browser, chromium, playwright_instance, portuguese_browser, site_url  # noqa: F401
from lite.tests.test_play import READY, open_play

from crisp_core.locale import text

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "crisp_core" / "examples" / "sample_match.json"  # 4 players, 2 rounds
ASKED = "#status[data-state=your-turn]"
SWITCH = "[data-i18n-switch] select"
SEED_NUMBER_FIRST = 0  # 2 seats, Ana (you) and a random bot: Ana's first draw is the A♠ (test_play.py)
GAP_MS = 450  # the page ignores a second move within 400 ms (double clicks)


def texts(lang: str) -> dict[str, str]:
    return catalogs()[lang]


def fill(template: str, **values: object) -> str:
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def switch(page, lang: str) -> None:
    page.select_option(SWITCH, lang)
    assert page.get_attribute("html", "lang") == lang


def log_lines(page) -> list[str]:
    return page.locator("#log li").all_inner_texts()


def test_portuguese_at_first_then_french_mid_match_everywhere(portuguese_browser, site_url):
    pt, es, fr = texts("pt"), texts("es"), texts("fr")
    page = open_play(portuguese_browser, site_url)
    # the browser's language, from the first screen on
    assert page.get_attribute("html", "lang") == "pt" and page.input_value(SWITCH) == "pt"
    assert page.title() == pt["play.title"] and page.inner_text("#title") == pt["play.title"]
    assert page.inner_text("#setup-h") == pt["play.setupTitle"] and page.inner_text("#start") == pt["play.start"]
    assert page.inner_text("#status").startswith("Pronto! O jogo abriu em")
    # the setup form redraws in place: labels, the bots' names and descriptions; what was typed stays
    page.fill("#name-0", "Zoé")
    page.select_option("#kind-1", "random")
    switch(page, "es")
    assert page.inner_text("#setup-h") == es["play.setupTitle"] and page.input_value("#name-0") == "Zoé"
    assert page.locator("#kind-1 option:checked").inner_text() == fill(es["play.botName"], kind=text("es", "ui.kind.random"))
    assert page.inner_text("#desc-1").startswith("Hace cualquier jugada permitida")
    assert page.inner_text("#status").startswith("¡Listo! El juego se abrió en")
    switch(page, "pt")

    page.select_option("#players", "2")
    page.fill("#name-0", "Ana")
    page.fill("#seed", str(SEED_NUMBER_FIRST))
    page.click("#start")
    page.select_option("#speed", "0")
    page.wait_for_selector(ASKED, timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    assert page.inner_text("#status") == fill(pt["play.promptDraw"], name="Ana", take="")
    assert page.inner_text("#action-draw .label") == pt["play.verb.draw"]
    page.click("#action-draw")
    page.wait_for_function("() => document.querySelector('#status').textContent.includes('A♠')")
    page.wait_for_timeout(GAP_MS)
    page.click("[data-testid=slot-0-M]")  # the A♠ into Ana's M; her turn is over: crisp or not?
    page.wait_for_selector(ASKED, timeout=30_000)
    page.wait_for_timeout(GAP_MS)
    assert page.inner_text("#status") == fill(pt["play.promptWindow"], name="Ana")
    portuguese_log = log_lines(page)
    assert portuguese_log[0] == "— Rodada 1 —" and any(line.startswith("Ana troca") for line in portuguese_log)

    switch(page, "fr")  # mid-match
    page.wait_for_function("() => document.querySelector('#log li').textContent === '— Manche 1 —'")
    assert page.title() == fr["play.title"] and page.inner_text("#status") == fill(fr["play.promptWindow"], name="Ana")
    assert page.inner_text("#action-crisp .label") == fr["play.verb.crisp"]
    assert page.inner_text("#action-crisp kbd") == "C"  # the same keys in every language
    # the lines shown before the switch, told again in French (which puts a no-break space before : ; ! ?)
    french_log = log_lines(page)
    assert len(french_log) == len(portuguese_log) and not set(french_log) & set(portuguese_log)
    assert any(line.startswith("Ana échange la carte piochée avec sa carte du milieu\u202f;") for line in french_log)
    assert page.get_attribute("[data-testid=slot-0-M]", "aria-label").startswith("ta carte du milieu\u202f: ")
    discard = page.get_attribute("[data-testid=discard]", "aria-label")  # the card Ana swapped out, in words
    words = r"(as|valet|dame|roi|\d+) de (trèfle|carreau|cœur|pique)"
    assert re.fullmatch(r"Défausse \(\d+\)\u202f: " + words, discard), discard
    assert page.get_attribute("[data-testid=slot-1-L]", "aria-label") == "carte de gauche de Ben\u202f: face cachée"
    assert page.inner_text("#seats .slot >> nth=0") == fr["play.slot.L"]
    assert page.inner_text("#stock-label").startswith("Pioche\u202f: ")

    page.focus("#log-box")  # away from the language menu, which keeps the keys for itself
    page.keyboard.press("c")  # crisp, by its key: the bot plays its final turn and the round ends
    page.wait_for_selector("#result:not([hidden])", timeout=30_000)
    assert page.inner_text("#result-h") == fill(fr["play.roundTitle"], n=1)
    assert page.locator("#scores th").all_inner_texts()[:3] == [fr["play.colPlayer"], fr["play.colCards"],
                                                                 fr["play.colTotal"]]
    assert "a dit crisp" in page.inner_text("#scores")
    switch(page, "pt")  # the score screen redraws too
    assert page.inner_text("#result-h") == fill(pt["play.roundTitle"], n=1)
    assert "chamou crisp" in page.inner_text("#scores") and "A partida continua" in page.inner_text("#verdict")
    assert page.locator("#log li").first.inner_text() == "— Rodada 1 —"
    switch(page, "fr")

    page.reload()  # the choice is remembered, over the browser's language
    page.wait_for_selector(READY, timeout=90_000)
    assert page.get_attribute("html", "lang") == "fr" and page.input_value(SWITCH) == "fr"
    assert page.inner_text("#setup-h") == fr["play.setupTitle"] and page.inner_text("#start") == fr["play.start"]
    assert page.errors == []


def test_a_replay_switches_language_where_it_stands(browser, site_url):
    pt, fr = texts("pt"), texts("fr")
    record = json.loads(SAMPLE.read_text(encoding="utf-8"))
    steps = sum(len(r["actions"]) + 1 for r in record["rounds"])

    page = open_play(browser, site_url)
    assert page.get_attribute("html", "lang") == "en"  # the test browser speaks English
    switch(page, "fr")
    page.set_input_files("#record-file", str(SAMPLE))
    page.wait_for_selector("#replay:not([hidden])", timeout=30_000)
    position = "() => document.querySelector('#replay-pos').textContent"
    page.wait_for_function(f"{position} === 'Étape 1 sur {steps} · manche 1'")
    assert page.inner_text("#replay-lines").startswith(fill(fr["play.replayStart"], r=1) + "\nManche 1\u202f: Place ")
    page.click("#replay-forward")
    page.select_option("#replay-viewer", "1")
    page.wait_for_function(f"{position}.startsWith('Étape 2 sur')")
    assert page.locator("#replay-viewer option:checked").inner_text() == fill(fr["play.seatView"], name="Place 2")  # seat index 1

    switch(page, "pt")  # the same step, the same seat's view, in Portuguese
    page.wait_for_function(f"{position} === 'Passo 2 de {steps} · rodada 1'")
    page.wait_for_function("() => document.querySelector('#replay-lines').textContent.startsWith('Lugar ')")
    assert page.locator("#replay-viewer option:checked").inner_text() == fill(pt["play.seatView"], name="Lugar 2")
    assert page.get_attribute("[data-testid=replay-slot-0-M]", "aria-label").startswith("carta do meio de Lugar 1: ")
    assert page.inner_text("#replay-back") == pt["play.back"]
    assert page.inner_text("#status").startswith("Registro carregado:")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "pt", "es", "fr", "pt-PT"])
def test_the_setup_names_the_first_seat_seat_1_in_every_language(browser, site_url, lang):
    """Seats are numbered from 1 wherever a person reads them: the first seat (index 0) is "Seat 1"."""
    words = texts(lang)
    page = open_play(browser, site_url)
    switch(page, lang)
    page.select_option("#players", "3")
    labels = page.locator("#seats-setup strong").all_inner_texts()
    assert labels == [fill(words["play.seatLabel"], n=n) for n in (1, 2, 3)], labels
    assert labels[0] == {"en": "Seat 1", "pt": "Lugar 1", "es": "Puesto 1", "fr": "Place 1", "pt-PT": "Lugar 1"}[lang]
    assert page.get_attribute("#name-0", "aria-label").startswith(labels[0])
