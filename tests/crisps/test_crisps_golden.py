"""Crisps golden records: replay each one and compare with its stored result or refusal (F3-F4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crisp_core.crisps import replay

from golden_support import check_files, check_replay, generator

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = sorted(GOLDEN.glob("*.json"))
regenerate = generator(GOLDEN, "crisps_golden_regenerate")


def test_golden_files_are_what_the_generator_makes():
    check_files(GOLDEN, regenerate)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_F3_F4_golden_replay(path):
    check_replay(path, replay)


def test_F4_every_refusal_of_an_action_names_round_action_and_rule():
    for path in CASES:
        case = json.loads(path.read_text())
        if "error" in case and ", action " in case["error"]:
            assert case["error"].startswith("round ") and f": {case['rule']}: " in case["error"]
