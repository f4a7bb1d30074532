"""The experiments that replaced editing code in lessons 4, 7 and 8 (crisp_core.widgets.experiments): each
computes what its lesson says, the same from the same choice, in the lesson's language, and each lesson (in every
language) names the controls exactly as the widget shows them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import crisp_core
from crisp_core.classroom import threshold_bot
from crisp_core.crisp.simulate import simulate
from crisp_core.locale import LANGUAGES, of_seat, seat_name, text
from crisp_core.plots import running_estimate
from crisp_core.scenes.lesson04 import bot_table
from crisp_core.widgets import GuessTotal, MiddleDeals, ThresholdLab
from crisp_core.widgets.experiments import middle_values

from test_lesson_languages import assert_no_english, shown_text  # noqa: E402  (tests/ is on the path)
from test_widget_languages import inputs_are_named, words  # noqa: E402

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture(autouse=True)
def english_lessons():
    crisp_core.use_language("en")
    yield
    crisp_core.use_language("en")


def lesson_cell(number: str, cell_id: str, lang: str = "en") -> str:
    """The source of cell ``cell_id`` of lesson ``number`` in ``lang``."""
    folder = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    notebook = json.loads(next(folder.glob(f"{number}-*.ipynb")).read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in notebook["cells"] if c.get("id") == cell_id)


def lesson04_table():
    return bot_table(seed=5).states()[-1]


# Lesson 4: a guess of seat 1's total

def test_the_guess_sits_beside_the_two_counts_of_lesson_4():
    guess = GuessTotal(lesson04_table(), seat=1, viewer=0)
    assert (guess.counting, guess.moves) == (18.9, 14.8)
    assert guess.output.value == ""  # nothing is told before Compare
    guess.box.value = 15
    guess.button.click()
    assert guess.lines() == ["Your guess: 15", "Card counting alone: 18.9", "Counting + what the moves tell: 14.8"]
    assert all(line in shown_text(guess.output.value) for line in guess.lines())
    assert guess.compare(22)[0] == "Your guess: 22" and guess.box.value == 22
    after = lesson_cell("04", "guess-after")
    assert "counting alone says 18.9" in after and "Reading the moves says 14.8" in after


def test_the_guess_in_portuguese():
    guess = GuessTotal(lesson04_table(), lang="pt")
    assert guess.box.description == "Seu palpite para o total do Lugar 2"  # seat index 1 and guess.button.description == "Comparar"
    assert guess.compare(20) == ["Seu palpite: 20", "Só contando cartas: 18,9",
                                 "Contando + o que as jogadas contam: 14,8"]
    assert_no_english(words(guess.widget), "pt")
    inputs_are_named(guess.widget)


# Lesson 7: seat 1's M over more and more deals

def test_the_deals_of_lesson_7_end_where_the_lesson_says():
    deals = MiddleDeals()
    assert deals.deals_box.value == 400 and deals.seed_box.value == 12 and len(deals.values) == 400
    assert f"{deals.mean:.2f}" == "6.54" and "After 400 deals the average M is 6.54." in deals.output.value
    assert "<svg" in deals.figure_box.value and deals.figure.data["samples"] == 400
    first = list(deals.values)
    deals.deals_box.value = 10000
    deals.button.click()
    assert len(deals.values) == 10000 and deals.values[:400] == first  # the first 400 deals are the same
    assert f"{deals.mean:.2f}" == "6.52" and "After 10000 deals the average M is 6.52." in deals.output.value
    assert deals.figure.data["samples"] == 10000
    lln = lesson_cell("07", "lln")
    assert "it ends at 6.54" in lln and "(it ends at 6.52)" in lln


def test_the_same_seed_gives_the_same_deals_and_another_seed_others():
    deals = MiddleDeals(lang="en")
    assert deals.deal(400, 12) == MiddleDeals().mean
    assert deals.deal(400, 13) != MiddleDeals().mean and deals.values == middle_values(400, 13)
    chart = running_estimate(deals.values, exact=85 / 13, title=text("en", "ui.middle.title", n=2),
                             label=text("en", "ui.middle.label"), x_label=text("en", "ui.middle.deals"))
    assert chart.data == deals.figure.data


def test_the_deals_in_portuguese():
    deals = MiddleDeals(lang="pt")
    assert [label for label, _ in deals.deals_box.options] == ["400", "2000", "10000"]
    assert (deals.deals_box.description, deals.seed_box.description, deals.button.description) == (
        "Distribuições", "Semente", "Distribuir")
    assert "Depois de 400 distribuições, a média da carta do meio é 6,54." in deals.output.value
    assert "valor médio" in deals.figure_box.value and "average value" not in deals.figure_box.value
    assert_no_english(words(deals.widget), "pt")
    inputs_are_named(deals.widget)


# Lesson 8: a calling threshold of your own

def test_the_threshold_lab_plays_the_deals_of_section_7():
    lab = ThresholdLab()
    assert lab.threshold_box.value == 0.8 and lab.rounds_box.value == 400 and lab.output.value == ""
    assert lab.button.description == "Run 400 rounds"
    for threshold in (0.5, 0.7, 0.9):
        mine = lab.run(threshold)
        same = simulate([threshold_bot(threshold), "heuristic", "heuristic"], rounds=400, seed=5)
        assert mine.scores == same.scores and mine.calls == same.calls
    lab.threshold_box.value = 0.7
    lab.button.click()
    assert lab.results.calls[0] == 140 and "<td>12.79 ± 0.63</td>" in lab.output.value
    assert "<td>140</td>" in lab.output.value and "call at 70%" in lab.output.value
    assert "the 140 calls of section 7" in lesson_cell("08", "lab-head") and "12.79 ± 0.63" in lesson_cell("08", "lab-head")
    lab.rounds_box.value = 2000
    assert lab.button.description == "Run 2000 rounds" and lab.progress.max == 2000
    assert lab.seed_box.value == 5 and lab.seed_box.description == "Seed"
    assert "(section 7's is 5)" in lesson_cell("08", "lab-head")
    other = lab.run(0.7, 400, 6)
    assert other.scores == simulate([threshold_bot(0.7), "heuristic", "heuristic"], rounds=400, seed=6).scores


def test_the_threshold_lab_in_portuguese():
    lab = ThresholdLab(lang="pt")
    assert lab.threshold_box.description == "Chamar crisp com" and lab.rounds_box.description == "Rodadas"
    assert [label for label, _ in lab.threshold_box.options] == ["50%", "60%", "70%", "80%", "90%"]
    assert lab.button.description == "Jogar 400 rodadas"
    lab.run(0.7)
    shown = shown_text(lab.output.value)
    assert "12,79 ± 0,63" in shown and "chama com 70%" in shown and "Média de pontos por rodada" in shown
    assert_no_english(words(lab.widget), "pt")
    inputs_are_named(lab.widget)


def test_the_lessons_language_is_the_default():
    crisp_core.use_language("fr")
    assert GuessTotal(lesson04_table()).button.description == "Comparer"
    assert ThresholdLab().button.description == "Jouer 400 manches"
    assert [label for label, _ in ThresholdLab().threshold_box.options][0] == "50\u202f%"


# Every lesson names the controls as the widgets show them

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_name_the_controls_as_the_widgets_show_them(lang):
    seat1 = seat_name(lang, 1)  # "Seat 2": seat index 1, as a person reads it
    named = {
        ("04", "guess-write"): [text(lang, "ui.guess_total", whose=of_seat(lang, seat1, 1)), text(lang, "ui.compare")],
        ("04", "swap-try"): [text(lang, "ui.show"), text(lang, "ui.seat_only", name=seat1)],
        ("07", "lln"): [text(lang, "ui.deals"), text(lang, "ui.deal"), text(lang, "ui.seed")],
        ("07", "step-head"): [text(lang, "ui.next")],
        ("08", "table-head"): [text(lang, "ui.next")],
        ("08", "lab-head"): [text(lang, "ui.threshold"), text(lang, "ui.run_rounds", n=400), text(lang, "ui.rounds"),
                             text(lang, "ui.run_rounds", n=2000), text(lang, "ui.percent", p=70),
                             text(lang, "ui.seed")],
    }
    for (number, cell_id), labels in named.items():
        prose = lesson_cell(number, cell_id, lang).replace("\n", " ")
        for label in labels:
            assert f"*{label}*" in prose, (lang, number, cell_id, label)
