"""A match of Cheat: games in sequence, the passing deal and each seat's wins (CHEAT.md C2.1, C5.3)."""

from __future__ import annotations

import random
from typing import Sequence

from ..decks import shuffled_deck
from ..errors import shown
from ..locale import illegal
from .actions import MAX_PLAYERS, Action
from .game import MIN_PLAYERS, CheatGame
from .observation import Observation


class CheatMatch:
    """A match of ``players`` seats: deal games, apply actions, count wins."""

    __slots__ = ("players", "first_dealer", "games")

    def __init__(self, players: int, first_dealer: int = 0) -> None:
        """An empty match; call :meth:`deal` or :meth:`start_game` to begin the first game."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise illegal("C1.1", "cheat.refused.players", players=shown(players), unit="game")
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise illegal("C2.1", "refused.first_dealer", last=players - 1, dealer=shown(first_dealer), unit="game")
        self.players = players
        self.first_dealer = first_dealer
        self.games: list[CheatGame] = []

    @property
    def game(self) -> CheatGame | None:
        """The current (last started) game, or None before the first deal."""
        return self.games[-1] if self.games else None

    @property
    def over(self) -> bool:
        """Never: a match of Cheat goes on, game after game (C5.3); it counts each seat's wins."""
        return False

    @property
    def wins(self) -> list[int]:
        """How many games each seat has won (C5.3)."""
        wins = [0] * self.players
        for game in self.games:
            if game.winner is not None:
                wins[game.winner] += 1
        return wins

    def start_game(self, deck: Sequence) -> CheatGame:
        """Deal the next game from ``deck`` (the 52 cards top first, cards or notation)."""
        game = CheatGame(self.players, deck, self._next_dealer())
        self.games.append(game)
        return game

    def deal(self, rng: random.Random) -> CheatGame:
        """Shuffle a fresh deck with ``rng`` and deal the next game from it."""
        game = CheatGame.dealt(self.players, shuffled_deck(rng), self._next_dealer())
        self.games.append(game)
        return game

    def _next_dealer(self) -> int:
        """C2.1: game ``g`` is dealt by ``(first_dealer + g) mod n``, once the current game is over (F2)."""
        if self.games and not self.games[-1].is_over:
            raise illegal("F2", "cheat.refused.unfinished", round=len(self.games), unit="game")
        return (self.first_dealer + len(self.games)) % self.players

    def apply(self, action: Action | str) -> None:
        """Apply an action to the current game (refused before any change if illegal)."""
        if not self.games:
            raise illegal("C2", "cheat.refused.no_game", unit="game")
        self.games[-1].apply(action)

    def observation(self, seat: int) -> Observation:
        """``seat``'s information state in the current game."""
        if not self.games:
            raise illegal("C2", "cheat.refused.no_game", unit="game")
        return self.games[-1].observation(seat)

    def result(self) -> dict:
        """The match as in CHEAT.md F3."""
        return {"games": [game.result() for game in self.games], "wins": self.wins}

    def clone(self) -> "CheatMatch":
        """An independent copy of the match and its games."""
        other = CheatMatch(self.players, self.first_dealer)
        other.games = [game.clone() for game in self.games]
        return other
