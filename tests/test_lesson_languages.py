"""The lessons in five languages, engine side (no ipywidgets): the views, the check-yourself verdicts, the
numbers and the engine's refusals speak the lesson's language, and the package says what the play page says
in the same words (lite/site_catalogue.py).  The widgets themselves: tests/notebook/test_widget_languages.py."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

import crisp_core
from crisp_core import IllegalAction, Options, RoundState, arranged_deck
from crisp_core.crisp.actions import actions_of_seat
from crisp_core.crisp.realtime import RealTimeTable
from crisp_core.crisp.record import to_record
from crisp_core.crisp.render import table_html
from crisp_core.crisp.simulate import play_match, simulate
from crisp_core.crisp.web import WebGame
from crisp_core.errors import Seat
from crisp_core.locale import (LANGUAGES, TEXTS, fixed, language, percent, refusal_reason, refusal_text, seat_number,
                               text)
from crisp_core.questions import all_questions
from crisp_core.quiz import Question, parse_number
from crisp_core.scenes import all_scenes, record_scene, scene
from crisp_core.tournament import tournament
from crisp_core.translations import question_text, scene_text
from crisp_core.views import (knowledge_grid_html, match_table_html, results_html, round_scores_html,
                              standings_html, table_view_html)
from lite.site_catalogue import catalogs

ROOT = Path(__file__).resolve().parent.parent
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
RULE_ID = re.compile(r"\b[RSNF]\d+(?:\.\d+)*\b")


@pytest.fixture(autouse=True)
def english_lessons():
    """Each test starts and ends with the lessons' language at its default."""
    crisp_core.use_language("en")
    yield
    crisp_core.use_language("en")


def shown_text(html: str) -> str:
    """What a page shows or reads out: the text between tags and the title and aria-label attributes, without the
    stylesheet (whose class names are English words)."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    labels = " ".join(re.findall(r'(?:title|aria-label)=["\']([^"\']*)["\']', html))
    return unescape(re.sub(r"<[^>]+>", " ", html) + " " + labels)


def english_words(lang: str) -> list[str]:
    """The lessons' English words (templates without placeholders) that ``lang`` says otherwise."""
    return [template for key, template in TEXTS["en"].items()
            if key.startswith(("ui.", "quiz.")) and "{" not in template and len(template) > 3
            and TEXTS[lang][key] != template]


def assert_no_english(html: str, lang: str) -> None:
    words = shown_text(html)
    found = [w for w in english_words(lang) if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", words)]
    assert not found, f"{lang}: English words shown: {found}"


def test_every_catalog_has_the_lessons_keys_in_every_language():
    keys = [key for key in TEXTS["en"] if key.startswith(("ui.", "quiz.", "refused."))]
    assert len(keys) > 120
    for lang in LANGUAGES:
        assert all(TEXTS[lang][key].strip() for key in keys), lang


def test_numbers_follow_the_language():
    assert [fixed(lang, 0.5, 2) for lang in LANGUAGES] == ["0.50", "0,50", "0,50", "0,50", "0,50"]
    assert [percent(lang, 0.1234) for lang in LANGUAGES] == ["12.3%", "12,3%", "12,3\u00a0%", "12,3\u202f%",
                                                             "12,3\u00a0%"]
    assert percent("en", 0.5, 0) == f"{0.5:.0%}"
    crisp_core.use_language("fr")
    assert fixed(None, 2.25, 1) == "2,2" and language() == "fr"


def test_views_speak_portuguese_and_keep_numbers_in_its_way():
    sc = scene("queen_swap")
    states = sc.states()
    results = simulate(["random", "heuristic"], rounds=40, seed=2)
    match = play_match(["random", "random"], seed=1, options=Options(target=20))
    standings = tournament({"a": "random", "b": "heuristic", "c": "random"}, players=2, rounds=4, seed=1)
    pages = {
        "table": table_view_html(states[-1], None, states[-2], lang="pt"),
        "grid": knowledge_grid_html(states[-1], states[-2], lang="pt"),
        "results": results_html(results, lang="pt"),
        "match": match_table_html(match, lang="pt"),
        "standings": standings_html(standings, ["b"], lang="pt"),
        "scores": round_scores_html(match.rounds[-1], match.scores, ["Ana", "Bo"], match.winners, "pt"),
        "seat": table_html(states[-1].observation(0), lang="pt"),
    }
    for name, html in pages.items():
        assert_no_english(html, "pt")
    assert "As cartas de verdade" in pages["table"] and "O que Lugar 1 sabe" in pages["table"]
    assert "Quem sabe o quê" in pages["grid"] and "Lugar 3 sabe" in pages["grid"]
    assert "Você" in pages["seat"] and "Monte: " in pages["seat"]
    mean = results.mean_score()[0]
    assert f"{mean.mean:.2f}".replace(".", ",") in pages["results"]
    assert re.search(r"\d+,\d%", pages["results"]) and not re.search(r"\d\.\d", shown_text(pages["results"]))
    assert "95 %" in pages["results"] and "Classificação" in pages["standings"] and "atento" in pages["results"]
    assert "A partida terminou" in pages["match"] and "Vence a menor pontuação: " in pages["scores"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_view_names_seats_in_its_language_and_escapes_names(lang):
    states = scene("first_turn").states()
    html = table_view_html(states[-1], lang=lang) + knowledge_grid_html(states[-1], lang=lang)
    assert text(lang, "seat.name", n=2) in html
    bad = ["<b>Ann</b>", "Bo & Co", "Cy"]
    named = (table_view_html(states[-1], None, states[-2], bad, lang=lang)
             + knowledge_grid_html(states[-1], None, bad, lang)
             + match_table_html(play_match(["random"] * 3, seed=3, options=Options(target=15)), bad, lang)
             + table_html(states[-1].observation(1), bad, lang=lang))
    assert "<b>Ann" not in named and "&lt;b&gt;Ann&lt;/b&gt;" in named and "Bo &amp; Co" in named


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_view_scrolls_in_its_own_box_and_can_say_swipe_in_its_language(lang):
    states = scene("first_turn").states()
    match = play_match(["random"] * 3, seed=3, options=Options(target=15))
    hint = f"<div class='swipe' aria-hidden='true'>{text(lang, 'ui.swipe_hint').replace('&', '&amp;')}</div>"
    for html in (table_view_html(states[-1], lang=lang), knowledge_grid_html(states[-1], lang=lang),
                 match_table_html(match, lang=lang)):
        assert re.search(r"<div class='crisp'><div class='wide'>" + re.escape(hint) + r"<(table|div class=\"views\")",
                         html), html[-400:]
    assert text(lang, "ui.swipe_hint").endswith("→") and len({text(x, "ui.swipe_hint") for x in LANGUAGES}) == len(LANGUAGES)


def test_english_views_are_unchanged():
    states = scene("queen_swap").states()
    html = table_view_html(states[-1], [1], states[-2])
    assert "The real cards" in html and "What Seat 2 knows" in html and "Seat 2 (this seat)" in html
    results = simulate(["random", "heuristic"], rounds=30, seed=1)
    page = results_html(results)
    assert f"{results.win_rate()[0].mean:.1%}" in page and "± is the half-width of a 95 % confidence" in page


# ------------------------------------------------------------------------------------ check-yourself questions

def translated_question(lang: str, number: bool) -> Question:
    """A question that has a translation into ``lang`` (a number question or a multiple choice one)."""
    for key, q in sorted(all_questions().items()):
        found = question_text(lang, key)
        if found and q.is_number == number and (number or q.why_not):
            return q
    pytest.skip(f"no {'number' if number else 'choice'} question translated into {lang} yet")


@pytest.mark.parametrize("lang", OTHERS)
def test_a_translated_question_is_checked_in_its_language(lang):
    q = translated_question(lang, number=False)
    found = question_text(lang, q.key)
    words = q.words(lang)
    assert words.prompt == found["prompt"] and list(words.choices) == list(found["choices"])
    wrong = next(iter(q.why_not))
    verdict = q.check(wrong, lang)
    hint = found["why_not"].get(wrong) or found["why_not"].get(str(wrong))
    assert not verdict.correct and verdict.feedback.startswith(text(lang, "quiz.not_quite"))
    assert hint in verdict.feedback and found["explanation"] in verdict.feedback
    assert q.check(q.answer, lang).feedback == f"{text(lang, 'quiz.right')} {found['explanation']}"
    assert q.check(-1, lang).feedback == text(lang, "quiz.pick")
    crisp_core.use_language(lang)  # the lesson's language is the default
    assert q.check(q.answer).feedback.startswith(text(lang, "quiz.right"))


def test_a_question_without_translation_keeps_its_english_words_but_not_the_verdict():
    q = Question("zz.demo", "How much is a quarter?", answer=0.25, explanation="One in four (R1.3).", tolerance=0)
    assert question_text("pt", "zz.demo") is None
    assert q.check("0,25", "pt").feedback == "Certo. One in four (R1.3)."
    assert q.check("0.25", "es").correct and q.check("1/4", "fr").correct and q.check("25%", "pt").correct
    assert not q.check("0,3", "pt").correct
    assert q.check("a quarter", "pt").feedback == "Digite um número como 6,5 ou uma fração como 13/2."
    assert q.check("a quarter", "en").feedback == "Type a number such as 6.5 or a fraction such as 13/2."
    assert parse_number("0,25") == parse_number("0.25") == parse_number("1/4")


def test_a_number_question_accepts_a_decimal_comma_in_every_language():
    for lang in OTHERS:
        try:
            q = translated_question(lang, number=True)
        except pytest.skip.Exception:
            continue
        answer = float(q.answer)
        typed = f"{answer:.4f}"
        assert q.check(typed.replace(".", ","), lang).correct and q.check(typed, lang).correct


# ------------------------------------------------------------------------------------ scenes

def test_scene_words_come_from_the_translation_or_stay_english():
    translated = [(lang, key) for lang in OTHERS for key in all_scenes() if scene_text(lang, key)]
    if not translated:
        pytest.skip("no scene translated yet")
    lang, key = translated[0]
    title, captions = scene(key).words(lang)
    assert title == scene_text(lang, key)["title"] != scene(key).title
    assert set(captions) == set(scene(key).captions)
    assert scene(key).words("en") == (scene(key).title, dict(scene(key).captions))
    record = to_record(play_match(["random", "random"], seed=2, options=Options(target=10)))
    assert record_scene(record, 0).words("fr")[0] == "Manche 1 de l’enregistrement"
    assert record_scene(record, 0).title == "Round 1 of the record"


# ------------------------------------------------------------------------------------ refusals

def all_refusals() -> list:
    """Every refusal of every conceivable action at every step of every scene (and with the draw timer)."""
    found = {}
    for sc in all_scenes().values():
        for state in sc.states():
            for seat in range(state.players + 1):
                for action in actions_of_seat(seat, state.players + 1):
                    refusal = state.refusal(action)
                    if refusal is not None:
                        found.setdefault(refusal.key, refusal)
    return list(found.values())


def test_every_refusal_of_a_move_has_a_template_told_in_four_languages_with_its_rule_ids():
    refusals = all_refusals()
    keys = {r.key for r in refusals}
    judged = (ROOT / "crisp_core" / "crisp" / "round.py").read_text().split("def refusal(")[1].split("def apply(")[0]
    in_round = set(re.findall(r'illegal\("[^"]+", "(refused\.\w+)"', judged))  # the refusals of a move
    assert in_round and in_round - {"refused.timer_off", "refused.take_off"} <= keys, in_round - keys
    for refusal in refusals:
        rule, reason = refusal.rule, refusal.reason  # the refusal apply raises, unraised (every game alike)
        persons = {name: seat_number(v) if isinstance(v, Seat) else v for name, v in refusal.values.items()}
        assert reason == text("en", refusal.key, **persons) == refusal_reason("en", refusal)
        ids = set(RULE_ID.findall(reason))
        for lang in LANGUAGES:
            told = refusal_text(lang, refusal)
            assert told.startswith(f"{rule}: ") and set(RULE_ID.findall(told[len(rule) + 2:])) == ids, (lang, told)
            if lang != "en":
                assert refusal_reason(lang, refusal) != reason, (lang, refusal.key)


def test_an_illegal_action_keeps_its_english_message_and_can_be_told_in_any_language():
    state = RoundState(3, arranged_deck(3, 0, {1: ["Ah", "5c", "9d"]}, ["Kd"]))
    state.apply("1 draw")
    with pytest.raises(IllegalAction) as info:
        state.apply("1 discard")
    err = info.value
    assert str(err) == "'1 discard': R5.2: a drawn King must be used, not discarded"
    assert err.key == "refused.king_discard"
    assert refusal_text("pt", err) == "R5.2: um Rei comprado tem de ser usado, não descartado"
    assert refusal_text("pt", err.located(round=2, index=5)) == refusal_text("pt", err)
    assert refusal_text("fr", IllegalAction("F1", "options must be an object")) == "F1: options must be an object"


def test_the_clocks_refusals_write_seconds_in_the_language():
    now = [100.0]
    table = RealTimeTable(RoundState(2, arranged_deck(2, 0)), lambda: now[0])
    table.act("1 draw")
    table.act("1 discard")
    now[0] = 100.5
    with pytest.raises(IllegalAction) as info:
        table.act("0 draw")
    assert "seat 1 may start 1.5 s from now" in str(info.value)  # the notation's seat 0
    assert "Lugar 1 pode começar daqui a 1,5 s, 2 s depois" in refusal_text("pt", info.value)
    assert info.value.values["seat"] == 0
    with pytest.raises(IllegalAction) as info:
        table.act("0 timeout")
    assert refusal_text("es", info.value).startswith("R9: que el tiempo se ha acabado")


def test_the_play_page_game_refuses_in_its_language():
    game = WebGame(players=2, seats=["human", "random"], names=["Ana", "Bo"], seed=1, lang="pt")
    while game.step():
        pass
    with pytest.raises(IllegalAction) as info:
        game.play("crisp")
    assert info.value.rule.startswith("R7") and not re.search(r"\b(the|seat|call)\b", info.value.reason)
    assert info.value.reason == refusal_reason("pt", info.value)
    english = WebGame(players=2, seats=["human", "random"], names=["Ana", "Bo"], seed=1)
    while english.step():
        pass
    with pytest.raises(IllegalAction, match="R7"):
        english.play("crisp")


# ------------------------------------------------------------------------------------ one catalog system

# The words the play page shares with the package are the package's (lite/site_catalogue.py ENGINE_WORDS; no key is
# held twice: tests/test_word_catalogues.py); what the package builds from the page's words says them as the page does.

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_package_names_seats_as_the_play_page_does(lang):
    page = catalogs()[lang]
    # a seat of yours and a bot's seat are named as the page names them
    assert text(lang, "ui.you_mark", name="Ana") == f"Ana ({page['play.you']})"
    kind = text(lang, "ui.kind.expert")
    assert text(lang, "ui.bot_seat", seat="X", kind=kind) == f"X ({page['play.botName'].format(kind=kind)})"


# ------------------------------------------------------------------------------------ words for a finger and a mouse

# "click" is a mouse's word; a reader on a phone taps. The lessons say "press" (pt "aperte", es "pulsa", fr "appuie
# sur") or "select", which fit both.
MOUSE_WORDS = re.compile(r"\b(click\w*|double-click|clique\w*|cliqu\w*|clic|clics|haz clic|hacer clic)\b", re.I)


def _lesson_texts() -> list[tuple[str, str]]:
    """(where, text) of every markdown cell of every lesson in every language, every widget word of the package, and
    every question and scene of every language."""
    found = []
    for path in sorted((ROOT / "notebooks").glob("**/[0-9][0-9]-*.ipynb")):
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "markdown":
                found.append((f"{path.relative_to(ROOT)} cell {i}", "".join(cell["source"])))
    found += [(f"locale {lang} {key}", value) for lang in LANGUAGES for key, value in TEXTS[lang].items()]
    for lang in LANGUAGES:
        for key, q in all_questions().items():
            words = q.words(lang)
            found += [(f"{lang} {key}", t) for t in (words.prompt, words.explanation, *words.choices,
                                                      *words.why_not.values())]
    return found


def test_the_lessons_say_press_or_tap_never_click():
    texts = _lesson_texts()
    assert len(texts) > 1000
    assert [where for where, t in texts if MOUSE_WORDS.search(t)] == []
    assert MOUSE_WORDS.search("Dê um palpite e depois clique em **Conferir**.")
    assert MOUSE_WORDS.search("haz clic en su celda") and MOUSE_WORDS.search("Click **Next**")
