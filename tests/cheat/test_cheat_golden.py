"""Cheat golden records: replay each one and compare with its stored result or refusal (CHEAT.md F3-F4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crisp_core.cheat import replay

from golden_support import check_files, check_replay, generator

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = sorted(GOLDEN.glob("*.json"))
regenerate = generator(GOLDEN, "cheat_golden_regenerate")


def test_golden_files_are_what_the_generator_makes():
    check_files(GOLDEN, regenerate)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_F3_F4_golden_replay(path):
    check_replay(path, replay)


def test_F4_every_action_refusal_names_game_action_and_rule():
    refusals = [json.loads(p.read_text()) for p in CASES if p.stem.startswith("bad_")]
    assert all("error" in case for case in refusals) and len(refusals) >= 20
    for case in refusals:
        if "action" in case["error"]:
            assert case["error"].startswith("game ") and f": {case['rule']}: " in case["error"]
