"""Shared helpers of the Crisps tests: arranged decks, state snapshots and refusal checks."""

from __future__ import annotations

import random

import pytest

from crisp_core.cards import NAMES, Card
from crisp_core.crisps import CrispsRound, Options
from crisp_core.crisps.deck import DECKS
from crisp_core.errors import IllegalAction

STATE_FIELDS = [name for name in CrispsRound.__slots__ if not name.startswith("_")]


def arranged_deck(starter: int = 0, hands=None, faceup=None, blind=(), removed=(), special_runs=False,
                  no_faceup=False) -> list[str]:
    """A 40-card deck (top first) that deals the given cards (notation) where asked (K2.2); the rest of
    each hand, the removed cards and the blind deck are filled with the remaining cards in order."""
    hands = {seat: [str(Card.parse(c)) for c in cards] for seat, cards in (hands or {}).items()}
    named = [c for cards in hands.values() for c in cards] + [str(Card.parse(c)) for c in (*blind, *removed)]
    if faceup is not None:
        named.append(str(Card.parse(faceup)))
    rest = [NAMES[c] for c in DECKS[special_runs] if NAMES[c] not in named]
    assert len(set(named)) == len(named), "a card is placed twice"
    seats = [list(hands.get(0, [])), list(hands.get(1, []))]
    deck = []
    for k in range(24):
        seat = (starter + k) % 2
        deck.append(seats[seat].pop(0) if seats[seat] else rest.pop(0))
    removed = list(removed) + [rest.pop(0) for _ in range(4 - len(removed))]
    deck += [str(Card.parse(c)) for c in removed]
    if not no_faceup:
        deck.append(str(Card.parse(faceup)) if faceup is not None else rest.pop(0))
    deck += [str(Card.parse(c)) for c in blind] + rest
    assert len(deck) == 40
    return deck


def make_round(starter: int = 0, hands=None, faceup=None, blind=(), **options) -> CrispsRound:
    """A round dealt from an arranged deck."""
    deck = arranged_deck(starter, hands, faceup, blind, special_runs=options.get("special_runs", False),
                         no_faceup=options.get("no_faceup", False))
    return CrispsRound(deck, starter, Options(**options))


def play(state: CrispsRound, *actions: str) -> CrispsRound:
    """Apply actions given as N2 text, in order."""
    for text in actions:
        state.apply(text)
    return state


def snapshot(state: CrispsRound) -> dict:
    """Every public field of a round, copied, for before/after comparisons."""
    out = {}
    for name in STATE_FIELDS:
        value = getattr(state, name)
        out[name] = list(value) if isinstance(value, list) else value
    return out


def refused(state: CrispsRound, action: str, rule: str) -> IllegalAction:
    """Assert that ``action`` is refused citing ``rule`` and leaves the state untouched."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, f"{action!r} refused under {info.value.rule}, expected {rule}: {info.value}"
    assert snapshot(state) == before, f"refused {action!r} changed the state"
    assert not state.is_legal(action)
    return info.value


def random_step(state: CrispsRound, rng: random.Random) -> None:
    """One step of random play by the driver: the table's pass under auto_skip (K7.3), else a uniform choice."""
    if state.options.auto_skip and state.table_may_pass():
        state.apply(f"{state.turn} pass")
    else:
        state.apply(rng.choice(state.legal_actions()))
