"""Shared helpers for the Cheat tests (a name of its own: ``tests/conftest.py`` serves Crisp)."""

from __future__ import annotations

import pytest

from crisp_core.cards import NAMES
from crisp_core.cheat import CheatGame
from crisp_core.cheat.scenes import arranged_deck
from crisp_core.errors import IllegalAction

GAME_FIELDS = [name for name in CheatGame.__slots__ if not name.startswith("_")]
TRUE_END = ["5c", "5d", "5h", "5s", "Jc", "Jd", "Jh", "Js"]  # seat 5 of 6 can end truly on its 2nd play (J)
BLUFF_END = ["5c", "5d", "5h", "5s", "Qc", "Qd", "Qh", "Qs"]


def arranged(players: int, dealer: int = 0, hands: dict | None = None) -> list[str]:
    """A deck (top first, as notation) that deals ``hands`` (seat -> cards) and the other cards in order."""
    return arranged_deck(players, dealer, hands or {})


def make_game(players: int = 4, dealer: int = 0, hands: dict | None = None) -> CheatGame:
    """A game dealt from :func:`arranged`."""
    return CheatGame(players, arranged(players, dealer, hands), dealer)


def play(game: CheatGame, *actions: str) -> CheatGame:
    """Apply actions given as N2 text, in order."""
    for text in actions:
        game.apply(text)
    return game


def play_low(game: CheatGame, count: int = 1) -> str:
    """The turn seat plays its ``count`` lowest cards; returns the action's text."""
    text = f"{game.turn} play " + " ".join(NAMES[c] for c in game.hand(game.turn)[:count])
    game.apply(text)
    return text


def snapshot(game: CheatGame) -> dict:
    """Every public field of a game, copied, for before/after comparisons."""
    return {name: list(v) if isinstance(v := getattr(game, name), list) else v for name in GAME_FIELDS}


def refused(game: CheatGame, action, rule: str) -> IllegalAction:
    """Assert that ``action`` is refused citing ``rule`` and leaves the game untouched."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule == rule, f"{action!r} refused under {info.value.rule}, expected {rule}: {info.value}"
    assert snapshot(game) == before, f"refused {action!r} changed the game"
    assert game.refusal(action).rule == rule and not game.is_legal(action)
    return info.value


def names(cards) -> list[str]:
    """Notation of some cards."""
    return [NAMES[c] for c in cards]


def to_last_play(cards: list[str]) -> CheatGame:
    """Six seats, dealer 0: seat 5 (8 cards) plays four 5s, then its last four cards claiming J (C5.1)."""
    game = make_game(6, 0, {5: cards})
    for _ in range(4):
        play_low(game)
    game.apply("5 play " + " ".join(cards[:4]))
    for _ in range(5):
        play_low(game)
    game.apply("5 play " + " ".join(cards[4:]))
    return game
