"""Cheat (docs/CHEAT.md) written the obvious way: lists, dicts and strings, no caching, no tricks.

The baseline of ``benchmarks/bench_cheat.py`` and an independent oracle for ``tests/cheat/test_cheat_against_plain.py``.
Same notation (N1-N2) as ``crisp_core.cheat``; ``legal_actions()`` returns ``(plays, others)``: the turn
seat's plays listed lazily (a hand of 13 cards allows 1,092) or None, and the doubts and accepts as texts.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

RANKS = "A23456789TJQK"
SUITS = "cdhs"


def card_key(card: str) -> tuple[int, int]:
    """Sort key: rank (A low ... K), then suit (c d h s)."""
    return RANKS.index(card[0]), SUITS.index(card[1])


def norm(card: str) -> str:
    """A card's notation with ``10`` written ``T``; ValueError if it is not a card."""
    if card.startswith("10"):
        card = "T" + card[2:]
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise ValueError(f"not a card: {card!r}")
    return card


def parse(text: str) -> tuple[int, str, list[str]]:
    """``(seat, word, cards)`` of an action text; ValueError if malformed."""
    words = text.split()
    if len(words) < 2 or not words[0].isdigit() or words[1] not in ("play", "doubt", "accept"):
        raise ValueError(f"not an action: {text!r}")
    if words[1] != "play" and len(words) > 2:
        raise ValueError(f"not an action: {text!r}")
    return int(words[0]), words[1], [norm(c) for c in words[2:]]


class Plays:
    """The plays of one seat from its hand: 1 to 4 of its cards, listed on demand."""

    def __init__(self, seat: int, hand: list[str]) -> None:
        self.seat = seat
        self.hand = list(hand)  # sorted by rank, then suit

    def __len__(self) -> int:
        return sum(comb(len(self.hand), k) for k in range(1, 5))

    def __iter__(self):
        for k in range(1, 5):
            for cards in combinations(self.hand, k):
                yield f"{self.seat} play " + " ".join(cards)

    def __contains__(self, text: str) -> bool:
        try:
            seat, word, cards = parse(text)
        except ValueError:
            return False
        return (word == "play" and seat == self.seat and 1 <= len(cards) <= 4 and len(set(cards)) == len(cards)
                and all(c in self.hand for c in cards))


class PlainCheat:
    """One game: ``apply`` raises ValueError for an illegal action, before changing anything."""

    def __init__(self, players: int, deck: list[str], dealer: int) -> None:
        self.n = players
        self.dealer = dealer
        self.hands = [[] for _ in range(players)]
        for k, card in enumerate(deck):  # C2.2
            self.hands[(dealer + 1 + k) % players].append(norm(card))
        for hand in self.hands:
            hand.sort(key=card_key)  # hands are kept sorted
        self.pile = []  # groups, bottom first: {"seat", "cards", "rank"}
        self.turn = (dealer + 1) % players  # C3.1
        self.rank = 0
        self.open = None  # the seat whose last play may be doubted (C4.1)
        self.asked = None  # the seat that must answer a play that emptied a hand (C5.1)
        self.winner = None
        self.plays = 0
        self.challenges = 0

    def legal_actions(self):
        """``(plays, others)``: the turn seat's :class:`Plays` (or None) and the other legal actions' texts."""
        if self.winner is not None:
            return None, []
        if self.asked is not None:
            return None, [f"{self.asked} doubt", f"{self.asked} accept"]
        others = [f"{s} doubt" for s in range(self.n) if self.open is not None and s != self.open]
        return Plays(self.turn, self.hands[self.turn]), others

    def apply(self, text: str) -> None:
        seat, word, cards = parse(text)
        if self.winner is not None:
            raise ValueError(f"the game is over: {text!r}")
        if word == "play":
            if (self.asked is not None or seat != self.turn or not 1 <= len(cards) <= 4
                    or len(set(cards)) != len(cards) or any(c not in self.hands[seat] for c in cards)):
                raise ValueError(f"illegal: {text!r}")
            for card in cards:
                self.hands[seat].remove(card)
            self.pile.append({"seat": seat, "cards": cards, "rank": self.rank})
            self.plays += 1
            self.open = seat
            self.rank = (self.rank + 1) % 13  # C3.4
            self.turn = (seat + 1) % self.n
            if not self.hands[seat]:
                self.asked = self.turn  # C5.1
        elif self.asked is not None and seat != self.asked:
            raise ValueError(f"not asked: {text!r}")
        elif word == "accept":
            if self.asked is None:
                raise ValueError(f"no answer owed: {text!r}")
            self.asked = (seat + 1) % self.n
            if self.asked == self.open:
                self.winner = self.open
        elif self.open is None or seat == self.open or seat >= self.n:
            raise ValueError(f"nothing to doubt: {text!r}")
        else:
            self.doubt(seat)

    def doubt(self, seat: int) -> None:
        """C4.2: reveal the last group; the loser takes the pile; C5.2 for a play that emptied a hand."""
        last = self.pile[-1]
        bluff = any(RANKS.index(c[0]) != last["rank"] for c in last["cards"])
        taker = last["seat"] if bluff else seat
        for group in self.pile:
            self.hands[taker].extend(group["cards"])
        self.hands[taker].sort(key=card_key)
        self.pile = []
        self.challenges += 1
        declarer, self.open = self.open, None
        if self.asked is not None:
            self.asked = None
            if not bluff:
                self.winner = declarer

    def result(self) -> dict:
        """The game as in CHEAT.md F3."""
        return {"dealer": self.dealer, "complete": self.winner is not None, "winner": self.winner,
                "plays": self.plays, "challenges": self.challenges,
                "hands": [list(h) for h in self.hands],
                "pile": [c for group in self.pile for c in sorted(group["cards"], key=card_key)]}
