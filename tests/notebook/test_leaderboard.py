"""The tournament leaderboard widget, driven as a learner would: press the button, read the table or the message.

These need ipywidgets (the ``notebook`` extra), so they are left out of the engine's run in Pyodide.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from crisp_core.tournament import Standings  # noqa: E402
from crisp_core.widgets.leaderboard import Leaderboard  # noqa: E402


def low_keeper(obs, legal, rng):
    moves = [move.name for move in legal]
    mine = [6.5 if card is None else card.value for card in obs.own_hand]
    if "crisp" in moves:
        return "crisp" if sum(mine) <= 10 else "pass"
    worst = mine.index(max(mine))
    if "swap" in moves and obs.held.value < 5 and obs.held.value < mine[worst]:
        return "swap " + "LMR"[worst]
    return "discard"


def always_swap(obs, legal, rng):
    return "swap L"


def test_the_button_plays_the_tournament_and_shows_the_leaderboard():
    board = Leaderboard({"<i>mine</i>": low_keeper, "random": "random", "heuristic": "heuristic"}, rounds=3, seed=2,
                        highlight=["<i>mine</i>"])
    assert board.output.value == "" and board.standings is None
    board.button.click()
    assert isinstance(board.standings, Standings) and board.error is None
    assert board.progress.value == board.progress.max == 3 * 1 * 3  # 3 deals, 1 table, 3 seat rotations
    html = board.output.value
    assert "Leaderboard" in html and "&lt;i&gt;mine&lt;/i&gt;" in html and "<i>mine</i>" not in html
    assert "background:#fff3c4" in html
    assert not board.button.disabled


def test_run_returns_the_same_standings_each_time():
    board = Leaderboard({"mine": low_keeper, "random": "random", "heuristic": "heuristic"}, rounds=2, seed=4)
    assert board.run() == board.run()


def test_a_broken_bot_shows_a_message_not_a_traceback():
    board = Leaderboard({"always_swap": always_swap, "random": "random", "heuristic": "heuristic"}, rounds=3)
    assert board.run() is None
    assert board.standings is None and board.error.startswith("Bot 'always_swap' chose 'swap into your L'")
    html = board.output.value
    assert 'role="alert"' in html and "legal moves:" in html and "Traceback" not in html
    assert not board.button.disabled


def test_too_few_entrants_shows_what_to_do():
    board = Leaderboard({"mine": low_keeper, "random": "random"}, players=3)
    assert board.run() is None
    assert "at least 3 entrants" in board.error and "add ready-made bots" in board.output.value
