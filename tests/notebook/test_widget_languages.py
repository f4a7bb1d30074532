"""Every lesson widget in the lesson's language: its buttons, boxes, menus and HTML in Portuguese (or the language
given), no word of the English catalog where a translation exists, numbers with a decimal comma, and every input
named for screen readers."""

from __future__ import annotations

import re
from fractions import Fraction

import ipywidgets as widgets
import pytest

import crisp_core
from crisp_core import Options
from crisp_core.crisp.simulate import play_match
from crisp_core.locale import LANGUAGES, seat_name, text
from crisp_core.questions import all_questions
from crisp_core.scenes import scene
from crisp_core.scenes.lesson04 import bot_table
from crisp_core.translations import question_text, scene_text
from crisp_core.widgets import (Check, KnowledgeGrid, Leaderboard, MatchTable, PlayWidget, RoundExplorer,
                                SimulationRunner, StepPlayer, TableView, checks)
from crisp_core.widgets.experiments import GuessTotal, MiddleDeals, ThresholdLab

from test_lesson_languages import assert_no_english, shown_text  # noqa: E402  (tests/ is on the path)


@pytest.fixture(autouse=True)
def english_lessons():
    crisp_core.use_language("en")
    yield
    crisp_core.use_language("en")


def all_widgets(widget: widgets.Widget) -> list[widgets.Widget]:
    """``widget`` and every widget inside it."""
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += all_widgets(child)
    return found


def words(widget: widgets.Widget) -> str:
    """Everything a learner reads in a widget, as HTML: descriptions, placeholders, menu entries and HTML values."""
    parts = []
    for w in all_widgets(widget):
        parts += [f"<p>{getattr(w, 'description', '')}</p>", f"<p>{getattr(w, 'placeholder', '')}</p>"]
        parts += [f"<p>{label}</p>" for label in getattr(w, "_options_labels", ())]
        if isinstance(w, widgets.HTML):
            parts.append(w.value)
    return "".join(parts)


def inputs_are_named(widget: widgets.Widget) -> None:
    """Every text, number and menu input has a description (its <label for=...>: its accessible name); no slider,
    whose handle ipywidgets leaves unnamed."""
    for w in all_widgets(widget):
        assert not isinstance(w, (widgets.IntSlider, widgets.FloatSlider, widgets.SelectionSlider)), w
        if isinstance(w, (widgets.Text, widgets.BoundedIntText, widgets.Dropdown)):
            assert w.description.strip(), w


def built(lang: str | None = None) -> dict[str, widgets.Widget]:
    """One of every lesson widget, in ``lang``, after a click or a run where it has one."""
    states = scene("queen_swap").states()
    player = StepPlayer("queen_swap", lang=lang)
    player.goto(3)
    runner = SimulationRunner(["random", "heuristic"], rounds=30, seed=1, lang=lang)
    runner.run()
    board = Leaderboard({"a": "random", "b": "heuristic", "c": "random"}, players=2, rounds=3, lang=lang)
    board.run()
    play = PlayWidget(players=3, bots=["heuristic"], seed=7, lang=lang)
    play.moves.children[0].click()
    explorer = RoundExplorer(seed=3, lang=lang)
    explorer.step()
    match = play_match(["random", "random"], seed=1, options=Options(target=20))
    choice = next(k for k, q in sorted(all_questions().items()) if q.choices and question_text("pt", k))
    check = Check(choice, lang=lang)
    check.answer(0)
    return {"player": player.widget, "table": TableView(states[-1], lang=lang).widget,
            "grid": KnowledgeGrid(states[-1], states[-2], lang=lang).widget, "runner": runner.widget,
            "leaderboard": board.widget, "play": play.widget, "explorer": explorer.widget,
            "match": MatchTable(match, lang=lang).widget, "check": check.widget}


def test_every_widget_built_in_portuguese_shows_no_english():
    for name, widget in built("pt").items():
        assert_no_english(words(widget), "pt")
        inputs_are_named(widget)
    shown = {name: shown_text(words(w)) for name, w in built("pt").items()}
    assert "◀ Voltar" in shown["player"] and "Avançar ▶" in shown["player"] and "Passo" in shown["player"]
    assert "a mesa inteira" in shown["player"] and "só Lugar 1" in shown["player"]
    assert "Jogar 30 rodadas" in shown["runner"] and "Média de pontos por rodada" in shown["runner"]
    assert re.search(r"\d+,\d\d ± \d+,\d\d", shown["runner"]) and re.search(r"\d+,\d% ± ", shown["runner"])
    assert "Jogar o torneio" in shown["leaderboard"] and "Classificação" in shown["leaderboard"]
    assert "Lugar 1 (você)" in shown["play"] and "Lugar 2 (robô atento)" in shown["play"]
    assert "Próxima jogada" in shown["explorer"] and "Conferir" in shown["check"]
    assert "Rodada" in shown["match"] and "Confira:" in shown["check"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_language_is_the_default(lang):
    crisp_core.use_language(lang)
    player = StepPlayer("first_turn")
    assert player.back_button.description == text(lang, "ui.back")
    assert player.step_box.description == text(lang, "ui.step")
    assert player.viewer.options[0][0] == text(lang, "ui.whole_table")
    assert text(lang, "ui.knows", name=seat_name(lang, 0)) in player.table.value
    assert Check(next(iter(all_questions()))).button.description == text(lang, "ui.check")


def test_a_step_player_tells_the_scene_in_its_language():
    translated = [key for key in ("first_turn", "king_chain", "queen_swap", "jack_peek", "drawn_face_cards")
                  if scene_text("pt", key)]
    if not translated:
        pytest.skip("no scene translated into Portuguese yet")
    key = translated[0]
    found = scene_text("pt", key)
    player = StepPlayer(key, lang="pt")
    assert found["title"] in shown_text(player.header.value)
    step = min(int(k) for k in found["captions"])
    player.goto(step)
    assert found["captions"].get(step, found["captions"].get(str(step))) in shown_text(player.header.value)
    player.goto(1)
    assert player.text and "(R" in player.text and not re.search(r"\b(draws|the|seat)\b", player.text)
    assert "passo 1 de" in player.header.value


def test_the_game_never_says_you_draws_in_any_language():
    for lang in LANGUAGES:
        play = PlayWidget(players=2, bots=["random"], seed=3, lang=lang)
        for _ in range(40):
            if not play.moves.children:
                break
            play.moves.children[0].click()
        lines = shown_text(play.news.value)
        assert seat_name(lang, 0) in lines and text(lang, "seat.name", n=1) in lines
        assert not re.search(r"\b(You|Você|Tú|Toi)\b", lines), (lang, lines)


def test_a_refused_move_is_told_in_the_language():
    play = PlayWidget(players=2, bots=["random"], seed=3, lang="fr")
    play.act("0 crisp")  # never a legal move before a turn has ended
    assert "Ce coup a été refusé" in play.news.value and "R7." in play.news.value


def test_a_check_in_portuguese_uses_the_translation_and_accepts_a_decimal_comma():
    key = next(k for k, q in sorted(all_questions().items()) if q.choices and question_text("pt", k))
    found, question = question_text("pt", key), all_questions()[key]
    check = Check(key, lang="pt")
    assert found["prompt"] in shown_text(check.prompt.value)
    assert [label for label, _ in check.input.options] == list(found["choices"])
    verdict = check.answer(question.answer)
    assert verdict.correct and "Certo." in check.feedback.value and found["explanation"][:30] in check.feedback.value
    check.input.value = None
    check.button.click()
    assert "Escolha uma das respostas primeiro." in check.feedback.value
    numbers = [k for k, q in sorted(all_questions().items()) if q.is_number]
    typed = Check(numbers[0], lang="pt")
    assert typed.input.placeholder == "um número inteiro" and typed.input.description == "Sua resposta"
    fraction = Check(next(k for k in numbers if not all_questions()[k].whole_number), lang="pt")
    assert fraction.input.placeholder == "um número, por exemplo 0,25 ou 1/4"
    answer = float(typed.question.answer)
    assert typed.answer(f"{answer:.4f}".replace(".", ",")).correct
    assert not typed.answer("<b>x</b>").correct and "<b>x" not in typed.feedback.value
    assert len(checks(key, numbers[0], lang="es").children) == 2


def test_every_row_of_controls_wraps_on_a_phone():
    """Buttons and boxes side by side wrap onto the next line on a narrow screen instead of being cut off (the
    lesson 7 experiment's "Distribuir" showed as "D…" on a 375 px phone): every HBox of every lesson widget."""
    every = {**built("pt"), "guess": GuessTotal(bot_table(seed=5).states()[-1], lang="pt").widget,
             "deals": MiddleDeals(lang="pt").widget, "threshold": ThresholdLab(lang="pt").widget}
    rows = {name: [w for w in all_widgets(widget) if isinstance(w, widgets.HBox)] for name, widget in every.items()}
    assert all(rows[name] for name in ("player", "runner", "leaderboard", "play", "explorer", "guess", "deals",
                                       "threshold")), rows
    assert [name for name, found in rows.items() if any(w.layout.flex_flow != "row wrap" for w in found)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_number_box_asks_for_the_kind_of_number_its_answer_is(lang):
    kinds = set()
    for key, q in sorted(all_questions().items()):
        if q.is_number:
            box = Check(key, lang=lang).input
            whole = Fraction(q.answer).denominator == 1
            kinds.add(whole)
            assert box.placeholder == text(lang, "ui.whole_number_hint" if whole else "ui.number_hint"), key
            assert whole != bool(re.search(r"\d[.,]\d|\d/\d", box.placeholder)), key
    assert kinds == {True, False}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_first_wrong_try_is_told_in_the_language_without_the_answer(lang):
    q = all_questions()["01.hand-total"]
    check = Check("01.hand-total", lang=lang)
    first = check.answer("40").feedback
    assert first == " ".join((text(lang, "quiz.not_quite"), text(lang, "quiz.too_big"), text(lang, "quiz.try_again")))
    assert "14" not in first and check.show_button.description == text(lang, "ui.show_answer")
    assert q.words(lang).explanation in check.show_answer()
