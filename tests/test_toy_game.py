"""A game defined in the test suite (tests/toy_game.py) and registered as the built-in games are is seen by
``crisp_core.replay``, by the command line (``replay``, ``simulate --game``) and by the contract of every game
(tests/test_game_contract.py), with no other file edited: the registry (crisp_core.games) is the one list."""

from __future__ import annotations

import json

import pytest

import toy_game
from crisp_core import IllegalAction, games, replay
from crisp_core.cli import main
from test_game_contract import CHECKS


@pytest.fixture
def toy():
    game = games.register(toy_game.GAME)
    yield game
    games.unregister(game.name)


def a_record(game) -> dict:
    match = game.part("new_match")(3)
    bots = [toy_game.Bold(), toy_game.Coin(), toy_game.Coin()]
    import random
    rng = random.Random(4)
    for _ in range(toy_game.GAMES):
        game.part("play")(match.deal(rng), bots, rng)
    return game.part("to_record")(match, ["Ana", "Ben", "Cleo"])


def test_the_registry_lists_it_after_the_built_in_games(toy):
    assert games.names()[-1] == "toy" and games.game("toy") is toy
    assert "toy" not in [g["name"] for g in games.catalogue()["games"]]  # no table: not on the play page


def test_replay_reads_its_records_by_their_format(toy):
    record = a_record(toy)
    assert replay(record) == toy_game.replay(record) and len(replay(record)["games"]) == toy_game.GAMES
    with pytest.raises(IllegalAction, match=r"^F: format must be 'crisp/1', 'cheat/1', 'crisps/1' or 'toy/1', not "):
        replay({"format": "toy/2"})


def test_the_command_line_replays_and_simulates_it(toy, tmp_path, capsys):
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(a_record(toy)))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == toy_game.replay(json.loads(path.read_text()))
    assert main(["simulate", "--game", "toy", "--games", "40", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"] == ["bold", "coin", "coin"] and out["games"] == 40 and sum(out["wins"]) == 40
    assert main(["simulate", "--game", "toy", "--players", "5"]) == 2
    assert "High Card is for 2 to 4 players, not 5" in capsys.readouterr().err


@pytest.mark.parametrize("check", list(CHECKS))
def test_it_keeps_the_contract_of_every_game(toy, check):
    CHECKS[check](toy)


def test_once_unregistered_it_is_gone(toy):
    games.unregister("toy")
    assert "toy" not in games.names()
    with pytest.raises(IllegalAction):
        replay({"format": "toy/1", "players": 2, "games": []})
    games.register(toy)  # for the fixture's own unregistering
