"""The contract every registered game keeps (:mod:`crisp_core.protocols`), checked over each game of the registry
(:mod:`crisp_core.games`) at its smallest and largest table: ``legal_actions`` is exactly what ``apply`` accepts, a
refusal changes nothing, clones are independent, records round-trip, an observation never holds a card its seat
has not seen, and seeded play is deterministic.  ``tests/test_toy_game.py`` runs the same checks over a game
defined in the test suite: :data:`CHECKS` is the contract."""

from __future__ import annotations

import copy
import json
import random
from typing import Any, Callable

import pytest

from conftest import examples
from crisp_core import games
from crisp_core.cards import Card
from crisp_core.errors import IllegalAction
from crisp_core.games import Game

STEPS = 160  # random legal actions per round or game
POOL = examples(200)  # actions tried in every state checked
STATES = examples(30)  # states of a game the actions are tried on
UNITS = 2  # rounds or games of a match played for its record


def cards_in(value: Any) -> set[Card]:
    """Every card a value holds, however deep in tuples, lists, sets, dicts and dataclasses (an observation)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if type(item) is Card:
            found.add(item)
        elif isinstance(item, dict):
            stack += item.values()
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack += item
        elif hasattr(item, "__dataclass_fields__"):
            stack += (getattr(item, name) for name in item.__dataclass_fields__)
    return found


def snapshot(state: Any) -> dict[str, Any]:
    """Every public field of a state, copied (its caches, named with ``_``, aside)."""
    names = {name for cls in type(state).__mro__ for name in getattr(cls, "__slots__", ())}
    names |= set(getattr(state, "__dict__", {}))
    return {name: copy.deepcopy(getattr(state, name)) for name in sorted(names) if not name.startswith("_")}


def tables(game: Game) -> list[int]:
    """The table sizes checked: the game's smallest and largest."""
    return sorted({game.seats[0], game.seats[-1]})


def random_play(game: Game, players: int, seed: int) -> list[Any]:
    """The states of a round or game dealt from ``seed`` and played by random legal actions (copies, in order)."""
    rng = random.Random(seed)
    state = game.part("new_match")(players).deal(rng)
    states = [state.clone()]
    for _ in range(STEPS):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
        states.append(state.clone())
    return states


def sample(items: Any, count: int, rng: random.Random) -> list[Any]:
    """At most ``count`` of ``items`` (a sequence), chosen at random."""
    return [items[i] for i in sorted(rng.sample(range(len(items)), min(count, len(items))))]


def states_and_pool(game: Game, players: int, seed: int) -> tuple[list[Any], list[Any]]:
    """Some states of a random game, and a pool of actions to try in each: the game's own sample of the actions seats
    may name (``Game.actions``), and actions that were legal, for some seat, somewhere in the game."""
    rng = random.Random(seed)
    states = random_play(game, players, seed)
    pool = list(game.part("actions")(players, rng))
    for state in states:
        for seat in range(players):
            pool += sample(state.legal_actions(seat), 3, rng)
    return sample(states, STATES, rng), sample(list(dict.fromkeys(pool)), POOL, rng)


def bots_play(game: Game, players: int, seed: int) -> Any:
    """A match of ``UNITS`` rounds or games (fewer if it ends) played by the game's own bots and ``play``, from
    ``seed``."""
    rng = random.Random(seed)
    make = game.part("make_bot")
    bots = [make(game.simulated[0])] + [make(game.simulated[-1]) for _ in range(players - 1)]
    match = game.part("new_match")(players)
    for _ in range(UNITS):
        if match.over:
            break
        game.part("play")(match.deal(rng), bots, rng)
    return match


def check_legal_actions_are_what_apply_accepts(game: Game) -> None:
    for players in tables(game):
        states, pool = states_and_pool(game, players, 1)
        rng = random.Random(2)
        for state in states:
            legal = state.legal_actions()
            by_seat = [a for seat in range(players) for a in state.legal_actions(seat)]
            assert len(by_seat) == len(legal) and all(a in legal for a in by_seat), "every seat's, and only those"
            assert set(s for s in range(players) if state.legal_actions(s)) == set(state.actors())
            for action in sample(legal, 20, rng) + pool:
                trial = state.clone()
                try:
                    trial.apply(action)
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == (action in legal), (game.name, str(action), accepted)
                assert (state.refusal(action) is None) == accepted == state.is_legal(action)
                assert (state.refusal(str(action)) is None) == accepted  # the action's text (N3, N2) alike
            if state.is_over:
                assert len(legal) == 0 and state.actors() == ()


def check_a_refusal_changes_nothing(game: Game) -> None:
    refused = 0
    for players in tables(game):
        states, pool = states_and_pool(game, players, 3)
        for state in states:
            for action in pool:
                refusal = state.refusal(action)
                if refusal is None:
                    continue
                before = snapshot(state)
                with pytest.raises(IllegalAction) as raised:
                    state.apply(action)
                assert snapshot(state) == before, (game.name, str(action))
                assert raised.value.rule == refusal.rule and refusal.rule, (raised.value, refusal)
                refused += 1
    assert refused > 0


def check_clones_are_independent(game: Game) -> None:
    for players in tables(game):
        states, _ = states_and_pool(game, players, 4)
        rng = random.Random(5)
        for state in states:
            if state.is_over:
                continue
            copy_ = state.clone()
            assert snapshot(copy_) == snapshot(state)
            before = snapshot(state)
            legal = copy_.legal_actions()
            copy_.apply(legal[int(rng.random() * len(legal))])
            assert snapshot(state) == before, "a move on the clone changed the original"
            kept = snapshot(copy_)
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            assert snapshot(copy_) == kept, "a move on the original changed the clone"


def check_records_round_trip(game: Game) -> None:
    for players in tables(game):
        match = bots_play(game, players, 6)
        record = json.loads(json.dumps(game.part("to_record")(match)))
        assert record["format"] == game.format
        loaded = game.part("load")(record)
        assert game.part("to_record")(loaded) == record
        assert loaded.result() == match.result()
        assert games.replay(record) == game.part("replay")(record)  # the registry's replay picks the game
        named = game.part("to_record")(match, [f"P{s}" for s in range(players)])
        assert named["names"] == [f"P{s}" for s in range(players)] and game.part("load")(named).result() == match.result()


def check_an_observation_holds_no_unseen_card(game: Game) -> None:
    for players in tables(game):
        states = random_play(game, players, 7)
        dealt = states[0]
        assert all(dealt.hidden_from(seat) and cards_in(dealt.observation(seat)) for seat in range(players))
        for state in states[::3] + [states[-1]]:
            for seat in range(players):
                hidden = state.hidden_from(seat)
                for obs in (state.observation(seat), state.observation(seat, history=False)):
                    assert not cards_in(obs) & hidden, (game.name, seat, sorted(map(str, cards_in(obs) & hidden)))


def check_seeded_play_is_deterministic(game: Game) -> None:
    for players in tables(game):
        first, again = random_play(game, players, 9), random_play(game, players, 9)
        assert [s.history for s in first] == [s.history for s in again]
        assert [s.events for s in first] == [s.events for s in again]
        to_record = game.part("to_record")
        assert to_record(bots_play(game, players, 10)) == to_record(bots_play(game, players, 10))
        assert to_record(bots_play(game, players, 10)) != to_record(bots_play(game, players, 11))


CHECKS: dict[str, Callable[[Game], None]] = {
    "legal_actions_are_what_apply_accepts": check_legal_actions_are_what_apply_accepts,
    "a_refusal_changes_nothing": check_a_refusal_changes_nothing,
    "clones_are_independent": check_clones_are_independent,
    "records_round_trip": check_records_round_trip,
    "an_observation_holds_no_unseen_card": check_an_observation_holds_no_unseen_card,
    "seeded_play_is_deterministic": check_seeded_play_is_deterministic,
}


@pytest.mark.parametrize("game", list(games.games()), ids=lambda game: game.name)
@pytest.mark.parametrize("check", list(CHECKS), ids=str)
def test_the_contract(game: Game, check: str) -> None:
    CHECKS[check](game)


def test_the_three_games_are_registered():
    assert {"crisp", "cheat", "crisps"} <= set(games.names())
    assert len({g.format for g in games.games()}) == len(games.names())
