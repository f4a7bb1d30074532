"""High Card, a toy game defined in the test suite, for the registry's tests (tests/test_toy_game.py): it is
registered like the built-in games (:data:`GAME`, :func:`crisp_core.games.register`) and must then be seen by
``crisp_core.replay``, the command line and the contract of tests/test_game_contract.py, with no other file edited.

Rules (rule IDs ``H``): 2 to 4 players (H1); each is dealt one card face down, which only they see, from the top of
a shuffled deck; the rest is the stock, face down (H2).  From seat 0 on, each in turn keeps their card or swaps it
for the top card of the stock, which only they see (H3; ``"S keep"``, ``"S swap"``).  Once every seat has played,
the highest card wins (rank, then suit: ``Card`` order; H4).  A match is 3 games, each dealt from a new deck; its
record is ``toy/1``: ``{"format", "players", "names"?, "games": [{"deck", "actions"}]}``.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple, Sequence

from crisp_core.cards import CARDS, NAMES, Card
from crisp_core.decks import shuffled_deck
from crisp_core.errors import IllegalAction, shown
from crisp_core.games import Game
from crisp_core.records import apply_actions, check_names, record_object
from crisp_core.stats import WinTally

WORDS = ("keep", "swap")
GAMES = 3


class Action(tuple):
    """``(seat, word)``; its text is ``"S word"``."""

    @classmethod
    def parse(cls, text: Any) -> "Action":
        words = text.split() if isinstance(text, str) else []
        if len(words) != 2 or not words[0].isdigit() or words[1] not in WORDS:
            raise IllegalAction("H3", f"not an action: {shown(text)}")
        return cls((int(words[0]), words[1]))

    @property
    def seat(self) -> int:
        return self[0]

    def __str__(self) -> str:
        return f"{self[0]} {self[1]}"


class Observation(NamedTuple):
    """What one seat knows: its card, whose turn it is, and who swapped (the log, with history)."""

    seat: int
    card: Card
    turn: int | None
    swaps: tuple[int, ...]


class HighCard:
    """One game of High Card."""

    def __init__(self, players: int, deck: Sequence) -> None:
        if type(players) is not int or not 2 <= players <= 4:
            raise IllegalAction("H1", f"High Card is for 2 to 4 players, not {shown(players)}")
        try:
            cards = [Card.parse(c) if isinstance(c, str) else c for c in deck]
        except ValueError:
            raise IllegalAction("H2", "a deck names cards") from None
        if sorted(cards) != list(CARDS):
            raise IllegalAction("H2", "a deck is the 52 cards")
        self.players, self.deck = players, cards
        self.hands = cards[:players]
        self.stock = cards[:players - 1:-1]  # top last
        self.turn = 0
        self.events: list[tuple] = []

    @property
    def is_over(self) -> bool:
        return self.turn >= self.players

    @property
    def history(self) -> list[Action]:
        return [Action(event) for event in self.events]

    def actors(self) -> tuple[int, ...]:
        return () if self.is_over else (self.turn,)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        if self.is_over or seat not in (None, self.turn):
            return ()
        return (Action((self.turn, "keep")), Action((self.turn, "swap")))

    def refusal(self, action: Any) -> IllegalAction | None:
        try:
            action = action if isinstance(action, Action) else Action.parse(action)
        except IllegalAction as err:
            return err
        if self.is_over:
            return IllegalAction("H4", "the game is over")
        if action.seat != self.turn:
            return IllegalAction("H3", f"it is seat {self.turn}'s turn, not seat {action.seat}'s")
        return None

    def is_legal(self, action: Any) -> bool:
        return self.refusal(action) is None

    def apply(self, action: Any) -> None:
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        action = action if isinstance(action, Action) else Action.parse(action)
        if action[1] == "swap":
            self.hands[self.turn] = self.stock.pop()
        self.events.append(tuple(action))
        self.turn += 1

    def clone(self) -> "HighCard":
        other = HighCard.__new__(HighCard)
        other.players, other.deck, other.turn = self.players, self.deck, self.turn
        other.hands, other.stock, other.events = list(self.hands), list(self.stock), list(self.events)
        return other

    def observation(self, seat: int, *, history: bool = True) -> Observation:
        swaps = tuple(s for s, word in self.events if word == "swap") if history else ()
        return Observation(seat, self.hands[seat], None if self.is_over else self.turn, swaps)

    def hidden_from(self, seat: int) -> frozenset[Card]:
        return frozenset(c for s, c in enumerate(self.hands) if s != seat) | frozenset(self.stock)

    @property
    def winner(self) -> int | None:
        return max(range(self.players), key=self.hands.__getitem__) if self.is_over else None

    def result(self) -> dict:
        return {"cards": [NAMES[c] for c in self.hands], "winner": self.winner}


class Match:
    """``GAMES`` games of High Card."""

    def __init__(self, players: int) -> None:
        self.players, self.games = players, []

    @property
    def over(self) -> bool:
        return len(self.games) == GAMES and self.games[-1].is_over

    def deal(self, rng: random.Random) -> HighCard:
        return self.start(shuffled_deck(rng))

    def start(self, deck: Sequence) -> HighCard:
        if self.over or (self.games and not self.games[-1].is_over):
            raise IllegalAction("H4", "no game may start now")
        self.games.append(HighCard(self.players, deck))
        return self.games[-1]

    def result(self) -> dict:
        wins = [0] * self.players
        for game in self.games:
            if game.winner is not None:
                wins[game.winner] += 1
        return {"games": [game.result() for game in self.games], "wins": wins}


def load(record: Any) -> Match:
    record_object(record)
    if record.get("format") != "toy/1" or not set(record) <= {"format", "players", "names", "games"}:
        raise IllegalAction("F", "not a toy/1 record")
    match = Match(record.get("players"))
    if "names" in record:
        check_names(record["names"], match.players, "F")
    for g, data in enumerate(record.get("games") or []):
        if not isinstance(data, dict) or set(data) != {"deck", "actions"}:
            raise IllegalAction("F", "a game is a deck and actions", round=g)
        apply_actions(match.start(data["deck"]), data["actions"], Action.parse, g)
    return match


def to_record(match: Match, names: Sequence[str] | None = None) -> dict:
    record: dict[str, Any] = {"format": "toy/1", "players": match.players}
    if names is not None:
        record["names"] = check_names(names, match.players, "F")
    record["games"] = [{"deck": [NAMES[c] for c in game.deck], "actions": [str(a) for a in game.history]}
                       for game in match.games]
    return record


def replay(record: Any) -> dict:
    return load(record).result()


def sample_actions(players: int, rng: random.Random) -> list[Action]:
    return [Action((seat, word)) for seat in range(players + 1) for word in WORDS]


class Bold:
    """Swaps any card under a 9."""

    name = "bold"
    uses_history = False

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[1] if obs.card.rank < 8 else legal[0]


class Coin:
    """Keeps or swaps at random."""

    name = "coin"
    uses_history = False

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * 2)]


BOTS = {"coin": Coin, "bold": Bold}


def make_bot(name: str) -> Coin | Bold:
    if name not in BOTS:
        raise ValueError(f"no High Card bot named {name!r}")
    return BOTS[name]()


def play(game: HighCard, bots: Sequence, rng: random.Random) -> HighCard:
    while not game.is_over:
        bot = bots[game.turn]
        game.apply(bot.choose(game.observation(game.turn, history=bot.uses_history), game.legal_actions(), rng))
    return game


def simulate(bots: Sequence, games: int, seed: int = 0) -> WinTally:
    rng, wins = random.Random(seed), [0] * len(bots)
    for _ in range(games):
        game = play(HighCard(len(bots), shuffled_deck(rng)), bots, rng)
        wins[game.winner] += 1
    return WinTally([b.name for b in bots], wins, games, 0, games * len(bots))


GAME = Game(name="toy", title="High Card", format="toy/1", seats=range(2, 5), seat_rule="H1", rules="H", docs="",
            unit="game", bots=BOTS, bot_words="toy.bot.", page_bot="coin", simulated=("bold", "coin"), players=3,
            options=(), new_match=Match, load=load, to_record=to_record, replay=replay, actions=sample_actions, play=play,
            make_bot=make_bot, simulate=simulate, counts="games")
