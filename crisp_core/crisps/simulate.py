"""Seeded games of Crisps between bots (see :mod:`.bots`), and win rates with a 95 % interval."""

from __future__ import annotations

import random
from typing import Sequence

from ..protocols import Bot
from ..stats import Rate, WinTally
from .actions import PASS, Action
from .bots import make_bot
from .game import CrispsRound
from .match import CrispsMatch
from .options import Options


def play_game(rnd: CrispsRound, bots: Sequence[Bot], rng: random.Random) -> CrispsRound:
    """Play the round ``rnd`` to its end (K7.1) with one bot per seat (every game's ``play``, the same shape as
    Cheat's); under ``auto_skip`` the table passes for a seat that cannot follow (K7.3)."""
    auto_skip = rnd.options.auto_skip
    while not rnd.is_over:
        seat = rnd.turn
        if auto_skip and rnd.table_may_pass():
            rnd.apply(Action.of(seat, PASS))
            continue
        legal = rnd.legal_actions()
        bot = bots[seat]
        rnd.apply(legal[0] if len(legal) == 1 else bot.choose(rnd.observation(seat, bot.uses_history), legal, rng))
    return rnd


def play_match(bots: Sequence[Bot], rng: random.Random, options: Options | None = None,
               first_player: int = 0) -> CrispsMatch:
    """A whole game (K7.2) between ``bots[0]`` (seat 0) and ``bots[1]``: rounds until a player has 3 points."""
    match = CrispsMatch(first_player, options)
    while not match.over:
        play_game(match.deal(rng), bots, rng)
    return match


def win_rate(bot: Bot, other: Bot, games: int, seed: int = 0,
             options: Options | None = None) -> tuple[float, float, float]:
    """The share of ``games`` games ``bot`` wins against ``other``, with its 95 % Wilson interval.

    Seats and the first player alternate from game to game."""
    rng = random.Random(seed)
    wins = 0
    for g in range(games):
        seat = g & 1
        bots = (bot, other) if seat == 0 else (other, bot)
        wins += play_match(bots, rng, options, first_player=g >> 1 & 1).winner == seat
    rate = Rate.of(wins, games)
    return rate.mean, rate.low, rate.high


def simulate(bots: Sequence, games: int, seed: int = 0, options: Options | None = None) -> WinTally:
    """Play ``games`` games between ``bots`` (seat 0, seat 1; names or bots), the first player alternating
    from game to game, every random choice from ``seed``."""
    players = [make_bot(b) if isinstance(b, str) else b for b in bots]
    if len(players) != 2:
        raise ValueError(f"Crisps is for two players (K1.1), not {len(players)}")
    rng = random.Random(seed)
    wins, actions = [0, 0], 0
    for g in range(games):
        match = play_match(players, rng, options, first_player=g & 1)
        wins[match.winner] += 1
        actions += sum(len(rnd.history) for rnd in match.rounds)
    return WinTally([b.name for b in players], wins, games, 0, actions)
