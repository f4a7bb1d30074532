"""Shared helpers for the engine tests."""

from __future__ import annotations

import sys

import pytest

from crisp_core import IllegalAction, Options, RoundState, arranged_deck

STATE_FIELDS = [name for name in RoundState.__slots__ if not name.startswith("_")]


def snapshot(state: RoundState) -> dict:
    """Every public field of a round state, copied, for before/after comparisons."""
    out = {}
    for name in STATE_FIELDS:
        value = getattr(state, name)
        out[name] = list(value) if isinstance(value, list) else value
    return out


def make_round(players: int = 3, dealer: int = 0, hands=None, stock=(), **options) -> RoundState:
    """A round dealt from an arranged deck (see ``crisp_core.arranged_deck``)."""
    return RoundState(players, arranged_deck(players, dealer, hands, stock), dealer, Options(**options))


def play(state: RoundState, *actions: str) -> RoundState:
    """Apply actions given as N3 text, in order."""
    for text in actions:
        state.apply(text)
    return state


def refused(state: RoundState, action: str, rule: str) -> IllegalAction:
    """Assert that ``action`` is refused citing ``rule`` and leaves the state untouched."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, f"{action!r} refused under {info.value.rule}, expected {rule}: {info.value}"
    assert snapshot(state) == before, f"refused {action!r} changed the state"
    assert not state.is_legal(action)
    return info.value


def examples(count: int) -> int:
    """Hypothesis's number of random cases for a property test: ``count`` under CPython; a fifth (at least 10) in
    Pyodide (``lite/tests/run-in-pyodide.mjs``), where the same properties run at half the speed beside the site's
    tests: there they check that the browser's Python keeps the invariants, here they search."""
    return max(10, count // 5) if sys.platform == "emscripten" else count
