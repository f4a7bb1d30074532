"""The widgets whose values a lesson's page keeps for its reader (lite/lesson/page.js): every question's answer and
its Check button, every experiment's setting, marked "crisp-keep-<name>"; a question's verdict marked for the page's
count of the questions answered right."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from crisp_core.questions import all_questions  # noqa: E402
from crisp_core.widgets import Check, MiddleDeals  # noqa: E402
from crisp_core.widgets.base import KEEP_PREFIX, kept  # noqa: E402


def keep_names(widget) -> list[str]:
    return [c[len(KEEP_PREFIX):] for c in widget._dom_classes if c.startswith(KEEP_PREFIX)]


def test_every_question_keeps_its_answer_and_its_check_under_one_name_of_its_own():
    names = set()
    for key in all_questions():
        check = Check(key)
        [name] = keep_names(check.input)
        assert keep_names(check.button) == [f"{name}-check"] and "crisp-check" in check.widget._dom_classes
        names.add(name)
    assert len(names) == len(list(all_questions()))  # no two questions share a name


def test_a_verdict_is_marked_right_wrong_or_shown():
    check = Check("01.hand-total")
    check.answer("13")
    assert 'class="crisp-verdict-wrong"' in check.feedback.value
    check.answer(str(check.question.answer))
    assert 'class="crisp-verdict-right"' in check.feedback.value
    check.show_answer()
    assert 'class="crisp-verdict-shown"' in check.feedback.value


def test_an_experiments_settings_are_kept():
    deals = MiddleDeals(deals=400, seed=12)
    assert keep_names(deals.deals_box) == ["middle-deals"] and keep_names(deals.seed_box) == ["middle-seed"]


def test_a_kept_name_is_plain():
    import ipywidgets
    with pytest.raises(ValueError):
        kept(ipywidgets.Text(), "Not a name")
