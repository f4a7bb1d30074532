"""Seeded simulations of Cheat between bots: who wins how often, with 95 % intervals (C5.3)."""

from __future__ import annotations

import random
from typing import Sequence

from ..protocols import Bot
from ..stats import WinTally
from .actions import Action
from .bots import make_bot
from .game import CheatGame
from .match import CheatMatch

MAX_ACTIONS = 5000  # a game of bots that never ends is stopped here and counted as unfinished


def decide(game: CheatGame, bots: Sequence[Bot], rng: random.Random) -> Action:
    """The next action of a table of bots.

    While a play is open to a challenge, the seat to play decides first; if it plays, the other seats
    are asked whether they doubt it first, clockwise from the declarer's left (C4.4: the first
    challenger clockwise has priority), and the first doubt is taken instead of the play.
    """
    first = game.legal_actions()
    if first.player < 0:  # an answer is owed (C5.1): the seat asked decides
        seat = first.doubts[0].seat
        return _choice(game, bots, seat, rng)
    action = _choice(game, bots, first.player, rng)
    if action.kind != 0 or not first.doubts:
        return action
    n = game.players
    for step in range(2, n):
        seat = (game.last + step) % n
        doubt = _choice(game, bots, seat, rng)
        if doubt is not None:
            return doubt
    return action


def _choice(game: CheatGame, bots: Sequence[Bot], seat: int, rng: random.Random) -> Action | None:
    bot = bots[seat]
    legal = game.legal_actions(seat)
    action = bot.choose(game.observation(seat, history=bot.uses_history), legal, rng)
    if action is not None and action not in legal:
        raise ValueError(f"bot {bot.name} at seat {seat} chose {action!r}, which is not legal")
    return action


def play_game(game: CheatGame, bots: Sequence[Bot], rng: random.Random) -> CheatGame:
    """Play ``game`` to its end (or :data:`MAX_ACTIONS`) with one bot per seat."""
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        game.apply(decide(game, bots, rng))
    return game


def simulate(bots: Sequence[str | Bot], games: int, seed: int = 0) -> WinTally:
    """Play ``games`` games between ``bots`` (one per seat; names or bots) as one seeded match: the deal
    passes round the table (C2.1), so no seat keeps the first move."""
    players = [make_bot(b) if isinstance(b, str) else b for b in bots]
    rng = random.Random(seed)
    match = CheatMatch(len(players))
    unfinished = actions = 0
    for _ in range(games):
        game = play_game(match.deal(rng), players, rng)
        if not game.is_over:
            unfinished += 1
            match.games.pop()
        else:
            actions += len(game.history)
    return WinTally([b.name for b in players], list(match.wins), games - unfinished, unfinished, actions)
