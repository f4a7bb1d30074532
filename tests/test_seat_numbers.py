"""Seats are numbered from 1 wherever a person reads them, from 0 in the notation and the records (RULES.md N, F):
crisp_core.locale.seat_number is the one place that says how, and every text a person reads uses it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from crisp_core import Action, RoundState, arranged_deck
from crisp_core.cheat import scenes as cheat_scenes
from crisp_core.cheat.webreplay import CheatReplay
from crisp_core.crisp.actions import record_moves, told
from crisp_core.crisp.match import Match
from crisp_core.crisp.narrate import narrate
from crisp_core.crisp.record import to_record
from crisp_core.crisp.render import table_html, true_table_html
from crisp_core.crisp.simulate import simulate
from crisp_core.crisp.web import WebGame
from crisp_core.crisp.webreplay import Replay
from crisp_core.crisps import scenes as crisps_scenes
from crisp_core.errors import IllegalAction, Seat
from crisp_core.locale import LANGUAGES, TEXTS, refusal_text, seat_name, seat_number, seat_word, text
from crisp_core.tournament import tournament
from crisp_core.translations.words import tr
from crisp_core.views import results_html, seat_names, standings_html, table_view_html
from lite.site_catalogue import catalogs

ROOT = Path(__file__).resolve().parent.parent
PERSON = {"en": "Seat 1", "pt": "Lugar 1", "es": "Puesto 1", "fr": "Place 1", "pt-PT": "Lugar 1"}  # seat index 0
IN_A_SENTENCE = {"en": "seat 1", "pt": "Lugar 1", "es": "Puesto 1", "fr": "Place 1", "pt-PT": "Lugar 1"}


def test_the_one_place_counts_seats_from_1():
    assert [seat_number(s) for s in range(8)] == list(range(1, 9))
    assert all(seat_name(lang, 0) == PERSON[lang] and seat_word(lang, 0) == IN_A_SENTENCE[lang] for lang in LANGUAGES)
    assert seat_names(3, lang="fr") == ["Place 1", "Place 2", "Place 3"]


def test_the_play_page_has_the_twin_of_seat_number():
    play = (ROOT / "lite" / "site" / "play" / "play.js").read_text()
    assert "const seatNumber = (seat) => seat + 1;" in play
    assert 'fmt("play.seatLabel", { n: seatNumber(i) })' in play


@pytest.mark.parametrize("lang", LANGUAGES)
def test_narration_names_seat_index_0_seat_1(lang):
    state = RoundState(3, arranged_deck(3, 2, {0: ["Ah", "5c", "9d"]}, ["7d"]), dealer=2)  # seat 0 plays first
    state.apply("0 draw")
    told = narrate(state.seen_events(0)[-1], lang=lang)
    assert told.startswith(PERSON[lang] + " ") and not re.search(r"\b0\b", told), told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_views_name_seat_index_0_seat_1(lang):
    state = RoundState(3, arranged_deck(3, 2), dealer=2)
    html = table_view_html(state, [0], lang=lang) + true_table_html(state.hands, 3, lang=lang)
    assert f">{PERSON[lang]}<" in html and text(lang, "seat.name", n=0) not in html
    seen_by_1 = table_html(state.observation(1), lang=lang)
    assert f">{PERSON[lang]}<" in seen_by_1 and f">{text(lang, 'ui.you')}<" in seen_by_1


def test_names_given_by_the_reader_are_kept_and_escaped():
    state = RoundState(3, arranged_deck(3, 2), dealer=2)
    html = table_view_html(state, [0], None, ["<b>Ann</b>", "Bo & Co", "Cy"])
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "Bo &amp; Co" in html and "Seat " not in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_name_seats_from_1_and_keep_the_index(lang):
    state = RoundState(3, arranged_deck(3, 0))  # seat 1 plays first
    refusal = state.refusal(Action.parse("0 draw"))
    assert refusal.values == {"turn": 1, "seat": 0} and all(type(v) is Seat for v in refusal.values.values())
    assert json.dumps(refusal.values) == '{"turn": 1, "seat": 0}'  # the values stay the notation's indices
    told = refusal_text(lang, refusal)
    assert IN_A_SENTENCE[lang] in told and re.search(r"\b2\b", told) and not re.search(r"\b0\b", told), told


def test_the_notation_and_the_records_keep_seats_from_0():
    match = Match(3)
    state = match.start_round(arranged_deck(3, 0, {1: ["Ah", "5c", "9d"]}, ["Qd"]))
    state.apply("1 draw")
    queen = next(a for a in state.legal_actions(1) if a.name == "queen" and a.target == 0)
    assert str(queen).startswith("1 queen ") and " 0" in str(queen)
    state.apply(queen)
    assert str(state.seen_events(1)[-1]).startswith(str(queen))  # an Event's notation: the indices
    record = to_record(match)
    assert record["rounds"][0]["actions"][:2] == ["1 draw", str(queen)] and record["first_dealer"] == 0
    assert narrate(state.seen_events(1)[-1]).startswith("Seat 2 plays the Q♦: their L and seat 1's L")  # in words


RECORD_VERBS = re.compile(r"\b(?:draw|take|swap|discard|jack|queen|king|pass|timeout)\b")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_records_moves_are_read_out_with_seats_from_1_in_the_language(lang):
    # what lesson 02 shows for a record's first round instead of its notation ("1 draw | 1 swap L | 1 pass")
    record = json.loads((ROOT / "crisp_core" / "examples" / "sample_match.json").read_text())
    notation = [a for r in record["rounds"] for a in r["actions"]]
    kinds = {a.split()[1]: a for a in notation}
    assert set(kinds) >= {"draw", "take", "swap", "discard", "jack", "queen", "king", "crisp", "pass"}
    read = record_moves(list(kinds.values()) + ["0 timeout", "0 draw"], lang)
    assert len(set(read)) == len(kinds) + 2  # every kind of move says something of its own
    for action, line in zip(list(kinds.values()) + ["0 timeout", "0 draw"], read):
        seat = Action.parse(action).seat
        assert line.startswith(seat_name(lang, seat) + " ") and not re.search(r"\b0\b", line), line
        if lang != "en":
            assert not RECORD_VERBS.search(line.replace("crisp", "")), line
    assert record_moves(["1 draw", "1 swap L", "1 pass"], "en") == [
        "Seat 2 draws from the stock", "Seat 2 swaps the drawn card into their L", "Seat 2 does not call crisp"]
    assert told("1 swap L", "pt") == "Lugar 2 troca a carta comprada pela sua carta da esquerda"
    queen = told(Action.parse("2 queen L 0M"), lang)
    assert queen.startswith(seat_name(lang, 2)) and seat_name(lang, 0) in queen and text(lang, "slot.M") in queen


@pytest.mark.subprocess
def test_the_command_line_says_once_how_the_notation_counts(tmp_path):
    record = {"format": "crisp/1", "players": 3, "rounds": [{"deck": [str(c) for c in arranged_deck(3, 0)],
                                                              "actions": ["2 draw"]}]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    done = subprocess.run([sys.executable, "-m", "crisp_core", "replay", str(path)], capture_output=True, text=True,
                          cwd=ROOT)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 2, done.stderr
    assert lines[0] == "round 0, action 0, '2 draw': R3.1: it is seat 2's turn, not seat 3's"
    assert lines[1] == text("en", "notation.seats") == "In the notation seats count from 0: Seat 1 is 0."


def test_every_language_says_how_the_notation_counts_as_the_play_page_does():
    for lang in LANGUAGES:
        page = catalogs()[lang]
        note = TEXTS[lang]["notation.seats"]
        assert note == page["play.notationSeats"] and PERSON[lang] in note and "0" in note
        assert "{note}" in page["play.badRecord"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_page_tables_and_replays_name_seats_from_1(lang):
    game = WebGame(players=3, seats=["human", "random", "random"], seed=1, lang=lang)
    assert game.names == ["You", "Seat 2 (random)", "Seat 3 (random)"]
    replay = Replay(game.record_text(), lang=lang)
    assert json.loads(replay.info())["names"] == [seat_name(lang, s) for s in range(3)]
    assert json.loads(replay.info())["names"][0] == PERSON[lang]
    deal = json.loads(replay.frame(0))["lines"][0]
    assert seat_name(lang, game.match.rounds[0].dealer) in deal
    golden = next(c for c in map(json.loads, map(Path.read_text, sorted((ROOT / "tests" / "cheat" / "golden")
                                                                      .glob("*.json")))) if "result" in c)
    cheat = CheatReplay(json.dumps(golden["record"]), lang=lang)
    assert json.loads(cheat.info())["names"][0] == PERSON[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_information_states_name_seats_from_1(lang):
    obs = RoundState(3, arranged_deck(3, 0)).observation(0)
    assert obs.render().startswith("seat 1's view: phase draw, seat 2 to play")
    cheat = cheat_scenes.two_sevens().observation(0).render(lang)
    assert cheat.startswith(tr("seat {seat}'s view of Cheat ({n} seats, dealer: seat {dealer})", lang=lang, seat=1,
                               n=4, dealer=1)[:12])
    crisps = crisps_scenes.faceup_choice().observation(0).render(lang)
    assert crisps.splitlines()[0].startswith(tr("seat {seat}'s view: seat {turn} to play", lang=lang, seat=1,
                                                turn=1)[:8])


def test_results_count_seats_from_1_and_name_ready_made_bots_in_the_language():
    results = simulate(["random", "heuristic"], rounds=6, seed=1)
    for lang, kind in (("en", "heuristic"), ("pt", "atento"), ("es", "atento"), ("fr", "attentif")):
        page = results_html(results, lang=lang)
        assert re.findall(r"<tr><td>(\d)</td>", page) == ["1", "2"] and f"<td>{kind}</td>" in page
    standings = tournament({"mine": "random", "heuristic": "heuristic", "forgetful": "forgetful"}, players=2,
                           rounds=2, seed=1)
    page = standings_html(standings, lang="pt", ready_made=["heuristic", "forgetful"])
    assert "<td>atento</td>" in page and "<td>esquecido</td>" in page and "<td>mine</td>" in page
    assert "<td>heuristic</td>" not in page
    mine = standings_html(standings, lang="fr", ready_made=[])  # a reader's bot keeps the name it was given
    assert "<td>heuristic</td>" in mine


def test_the_lessons_words_name_the_ready_made_bots_in_the_language():
    for lang, (forgetful, heuristic) in {"pt": ("esquecido", "atento"), "es": ("olvidadizo", "atento"),
                                         "fr": ("distrait", "attentif")}.items():
        line = tr("forgetful: {forgetful}    heuristic: {heuristic}", lang=lang, forgetful=1, heuristic=2)
        assert forgetful in line and heuristic in line and "forgetful" not in line and "heuristic:" not in line
        title = tr("Forgetful minus heuristic, points a round", lang=lang)
        assert title.lower().startswith(forgetful) and heuristic in title


def test_a_refused_record_on_the_play_page_says_how_the_notation_counts():
    play = (ROOT / "lite" / "site" / "play" / "play.js").read_text()
    assert 'say($("load-error"), "play.badRecord", { e: text, note })' in play
    with pytest.raises(IllegalAction, match=r"it is seat 2's turn, not seat 3's"):
        Replay(json.dumps({"format": "crisp/1", "players": 3,
                           "rounds": [{"deck": [str(c) for c in arranged_deck(3, 0)], "actions": ["2 draw"]}]}))
