"""Cheat golden records: replay each one and compare with its stored result or refusal (CHEAT.md F3-F4)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from crisp_core.cheat import replay
from crisp_core.errors import IllegalAction

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = sorted(GOLDEN.glob("*.json"))
_spec = importlib.util.spec_from_file_location("cheat_golden_regenerate", GOLDEN / "regenerate.py")
regenerate = importlib.util.module_from_spec(_spec)  # not "regenerate": tests/golden has one of that name
_spec.loader.exec_module(regenerate)


def test_golden_files_are_what_the_generator_makes():
    made = regenerate.golden()
    assert sorted(made) == sorted(p.stem for p in CASES), "run python tests/cheat/golden/regenerate.py"
    for path in CASES:
        assert path.read_text() == regenerate.render(made[path.stem]), f"{path.name} differs from the generator"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_F3_F4_golden_replay(path):
    case = json.loads(path.read_text())
    if "error" in case:
        with pytest.raises(IllegalAction) as info:
            replay(case["record"])
        assert str(info.value) == case["error"] and info.value.rule == case["rule"]
    else:
        assert replay(case["record"]) == case["result"]


def test_F4_every_action_refusal_names_game_action_and_rule():
    refusals = [json.loads(p.read_text()) for p in CASES if p.stem.startswith("bad_")]
    assert all("error" in case for case in refusals) and len(refusals) >= 20
    for case in refusals:
        if "action" in case["error"]:
            assert case["error"].startswith("game ") and f": {case['rule']}: " in case["error"]
