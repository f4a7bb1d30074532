"""The lesson widgets' callbacks, driven as a learner would: click a button, read the new state.

These need ipywidgets (the ``notebook`` extra), so they are left out of the engine's run in Pyodide.
"""

from __future__ import annotations

import json
from importlib.resources import files

import pytest

from crisp_core.cards import CARDS
from crisp_core.cards import card_name
from crisp_core.quiz import Question
from crisp_core.scenes import scene
from crisp_core.widgets import Check, KnowledgeGrid, PlayWidget, SimulationRunner, StepPlayer, TableView, checks
from crisp_core.widgets import quiz as quiz_widgets
from crisp_core.widgets.steps import step_events


def same_state(a, b) -> bool:
    return a.hands == b.hands and a.events == b.events and a.seen == b.seen


def test_step_player_moves_with_its_buttons_and_slider():
    player = StepPlayer("king_chain")
    states = scene("king_chain").states()
    assert player.index == 0 and player.back_button.disabled and not player.next_button.disabled
    player.next_button.click()
    assert player.index == 1 and same_state(player.state, states[1])
    player.step_box.value = len(states) - 1
    assert player.next_button.disabled and same_state(player.state, states[-1])
    player.back_button.click()
    assert player.index == len(states) - 2
    player.goto(10_000)
    assert player.index == len(states) - 1
    player.goto(-3)
    assert player.index == 0


def test_step_player_tells_each_step_with_its_rule():
    player = StepPlayer("king_chain")
    kings = [i for i, a in enumerate(player.scene.actions, 1) if a.endswith(" king")]
    assert kings, "the King chain scene plays a King"
    player.goto(kings[0])
    assert "R5.5" in player.text and "R5.5" in player.header.value


def test_step_player_viewer_shows_one_seat_or_all():
    player = StepPlayer("queen_swap")
    assert player.table.value.count('class="panel-title"') == 1 + player.scene.players
    player.viewer.value = 0
    assert player.table.value.count('class="panel-title"') == 2
    assert "What Seat 1 knows" in player.table.value and "What Seat 2 knows" not in player.table.value


def test_step_player_never_narrates_a_card_the_viewer_did_not_see():
    player = StepPlayer("first_turn", viewer=2)
    for i in range(len(player.states)):
        player.goto(i)
        allowed = {card_name(c) for e in step_events(player.states, i, 2) for c in e.seen}
        named = {card_name(c) for c in CARDS if card_name(c) in player.text}
        assert named <= allowed, f"step {i}: {player.text}"


def test_step_player_plays_a_recorded_round():
    record = json.loads((files("crisp_core") / "examples" / "sample_match.json").read_text())
    player = StepPlayer(record, round=0)
    assert len(player.states) == len(record["rounds"][0]["actions"]) + 1
    player.goto(len(player.states) - 1)
    assert player.state.is_over


def test_table_view_and_grid_draw_one_state():
    states = scene("queen_swap").states()
    assert "The real cards" in TableView(states[-1], viewers=1, previous=states[-2]).widget.value
    assert "Who knows what" in KnowledgeGrid(states[-1], states[-2]).widget.value


@pytest.fixture
def demo_questions(monkeypatch):
    demo = {
        "t.king": Question("t.king", "May you discard a drawn King?", answer=1, choices=("Yes", "No"),
                           explanation="A drawn King must be played (R5.2).", rules=("R5.2",),
                           why_not={0: "Only a Jack or a Queen may be discarded unused."}),
        "t.mean": Question("t.mean", "Mean card in a hand?", answer=0.5, explanation="One half.", tolerance=0.01),
    }
    monkeypatch.setattr(quiz_widgets, "question", demo.__getitem__)
    return demo


def test_check_explains_a_wrong_choice_and_confirms_a_right_one(demo_questions):
    check = Check("t.king")
    check.button.click()
    assert "Pick one" in check.feedback.value
    verdict = check.answer(0)  # a first wrong try: what that choice gets wrong, and one more try
    assert not verdict.correct and "Only a Jack or a Queen" in check.feedback.value and "Try once more" in verdict.feedback
    assert "R5.2" not in check.feedback.value
    check.input.value = 1
    check.button.click()
    assert "✓" in check.feedback.value and "Right" in check.feedback.value and "R5.2" in check.feedback.value


def test_check_reads_a_typed_number(demo_questions):
    check = Check("t.mean")
    assert check.answer("1/2").correct
    assert not check.answer("0.6").correct and "✗" in check.feedback.value and "too big" in check.feedback.value
    assert not check.answer("<b>x</b>").correct and "<b>x" not in check.feedback.value
    assert len(checks("t.king", "t.mean").children) == 2


def shown(button) -> bool:
    return button.layout.display != "none"


def test_a_wrong_number_gets_one_more_try_then_the_worked_answer(demo_questions):
    demo_questions["t.total"] = Question("t.total", "K, 3, A: worth?", answer=14, explanation="10 + 3 + 1 = 14 (R1.3).")
    check = Check("t.total")
    assert check.input.placeholder == "a whole number" and Check("t.mean").input.placeholder == "a number, e.g. 0.25 or 1/4"
    assert not shown(check.show_button)
    check.answer("27")
    assert "too big" in check.feedback.value and "Try once more" in check.feedback.value
    assert "14" not in check.feedback.value and shown(check.show_button)
    check.button.click()  # the same number again (Enter, then Check): still the first try
    assert "Try once more" in check.feedback.value and check.wrong_tries == 1
    check.answer("3")
    assert "too small" not in check.feedback.value and "10 + 3 + 1 = 14 (R1.3)" in check.feedback.value
    assert "✗" in check.feedback.value and not shown(check.show_button)
    assert check.answer("14").correct and "✓" in check.feedback.value
    assert "Type a whole number." in check.answer("fourteen").feedback and check.wrong_tries == 2


def test_the_answer_is_shown_on_demand_after_a_first_wrong_try(demo_questions):
    check = Check("t.king")
    check.answer(0)
    assert shown(check.show_button)
    check.show_button.click()
    assert "The answer is “No”." in check.feedback.value and "R5.2" in check.feedback.value
    assert not shown(check.show_button) and "✗" not in check.feedback.value
    check.answer(0)  # once the answer is out, a wrong choice is explained in full
    assert "Only a Jack or a Queen" in check.feedback.value and "R5.2" in check.feedback.value
    right = Check("t.king")
    assert right.answer(1).correct and not shown(right.show_button)
    typed = Check("t.mean")
    typed.answer("0.4")
    assert "too small" in typed.feedback.value
    assert typed.show_answer().startswith("The answer is 1/2. One half.")


def test_simulation_runner_runs_with_progress():
    runner = SimulationRunner(["random", "heuristic"], rounds=60, seed=3)
    runner.button.click()
    assert runner.progress.value == 60 and runner.results.rounds + runner.results.unfinished == 60
    assert "Mean round score" in runner.output.value and not runner.button.disabled


def test_play_widget_answers_a_click():
    widget = PlayWidget(players=2, bots=["random"], seed=4)
    before = widget.table.value
    widget.moves.children[0].click()
    assert widget.table.value != before


def test_match_table_and_viewer_choice():
    from crisp_core import Options
    from crisp_core.crisp.simulate import play_match
    from crisp_core.widgets import MatchTable
    match = play_match(["random", "random"], seed=1, options=Options(target=20))
    assert "Lowest score wins" in MatchTable(match).widget.value
    player = StepPlayer("first_turn")
    player.view_as(1)
    assert "What Seat 2 knows" in player.table.value and player.viewer.value == 1
    player.view_as(None)
    assert player.table.value.count('class="panel-title"') == 1 + player.scene.players


def test_without_the_truth_only_the_viewers_side_is_shown():
    player = StepPlayer("first_turn", viewer=2, truth=False)
    player.goto(len(player.states) - 1)
    assert "The real cards" not in player.table.value and "What Seat 3 knows" in player.table.value
    assert [value for _, value in player.viewer.options] == [2] and player.panels == ("table",)
    state = player.state
    hidden = [c for i, c in enumerate(state.hands) if not state.seen[i] & (1 << 2)]
    assert not any(f'title="{c}"' in player.table.value for c in hidden)
    assert "The real cards" not in TableView(state, 2, truth=False).widget.value
    with pytest.raises(ValueError):
        StepPlayer("first_turn", truth=False)


def test_a_scene_on_a_phone_shows_the_cards_or_the_grid_as_chosen():
    """A scene's phone layout (SCENE_CSS): Back / Next / step in their own row (sticky), one picture at a time, the
    grid behind the "Cards | Who knows what" choice, the whole table's truth panel and a seat's own view told apart."""
    player = StepPlayer("queen_swap", lang="pt")
    assert "crisp-scene" in player.widget._dom_classes
    nav = player.widget.children[0]
    assert "crisp-scene-nav" in nav._dom_classes and list(nav.children) == [player.back_button, player.next_button,
                                                                            player.step_box]
    assert [label for label, _ in player.pick.options] == ["As cartas", "Quem sabe o quê"]
    player.pick.value = "grid"
    assert "crisp-scene-grid" in player.widget._dom_classes
    player.show_panel("table")
    assert "crisp-scene-grid" not in player.widget._dom_classes and player.pick.value == "table"
    assert 'class="views"' in player.table.value and 'class="felt truth"' in player.table.value
    player.view_as(2)
    assert 'class="views one"' in player.table.value and 'class="felt seat-view"' in player.table.value
    assert "crisp-scene-text" in player.header.value and "line-height: 1.35" in player.header.value
    # one panel only (no grid): nothing to choose
    alone = StepPlayer("first_turn", viewer=2, truth=False)
    assert alone.pick not in alone.widget.children[1].children
