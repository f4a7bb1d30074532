"""Crisps written the plain way (CRISPS.md K1-K7, N1-N3): the oracle of the engine's tests and the baseline of
``benchmarks/bench_crisps.py``.

Cards are strings (``"Td"``), hands lists, and every step lists the legal plays afresh with itertools over the
hand: no masks, no tables, no caching.  It shares no code with ``crisp_core.crisps``.
"""

from __future__ import annotations

from itertools import combinations, product

SUITS = "cdhs"
KINDS = ("single", "pair", "run", "pairs", "three", "four")


class PlainRound:
    """One round of Crisps; ``legal_actions()`` and ``apply(text)`` use the N2 notation."""

    def __init__(self, deck: list[str], starter: int, special_runs: bool = False, no_faceup: bool = False) -> None:
        deck = [c.replace("10", "T") for c in deck]
        self.special = "J" if special_runs else "Q"
        self.order = ["2", "3", "4", "5", "6", "7", "8", "9", "T", self.special]
        self.rank_of = {r: i for i, r in enumerate(self.order)}
        self.special_runs = special_runs
        self.no_faceup = no_faceup
        self.starter = starter
        self.hands: list[list[str]] = [[], []]
        for k in range(24):  # K2.2
            self.hands[(starter + k) % 2].append(deck[k])
        self.faceup = None if no_faceup else deck[28]  # K2.3
        self.blind = deck[28 if no_faceup else 29:]
        self.turn = starter
        self.last: list[str] | None = None
        self.choosing = False
        self.winner: int | None = None
        self.tricks = 0

    def rank(self, card: str) -> int:
        return self.rank_of[card[0]]

    def sort_key(self, card: str) -> tuple[int, int]:
        return self.rank(card), SUITS.index(card[1])

    def combination(self, cards: list[str]):
        """(kind, number of cards, rank, holds the special rank) or None (K3)."""
        ranks = sorted(self.rank(c) for c in cards)
        distinct = sorted(set(ranks))
        special = 9 in ranks
        consecutive = distinct == list(range(distinct[0], distinct[0] + len(distinct)))
        may_run = self.special_runs or not special  # K3.4
        if len(distinct) == 1:
            return KINDS.index(["single", "pair", "three", "four"][len(cards) - 1]), len(cards), ranks[0], special
        if consecutive and may_run and len(cards) >= 3 and all(ranks.count(r) == 1 for r in distinct):
            return 2, len(cards), distinct[-1], special
        if consecutive and may_run and all(ranks.count(r) == 2 for r in distinct):
            return 3, len(cards), distinct[-1], special
        return None

    @staticmethod
    def follows(new, last) -> bool:
        """K5.1-K5.4."""
        new_special, last_special = new[0] >= 4, last[0] >= 4
        if not new_special and not last_special:
            return new[0] == last[0] and new[1] == last[1] and new[2] >= last[2]
        if new_special and not last_special:
            return last[3]
        if not new_special and last_special:
            return False
        return new[1] > last[1] or (new[1] == last[1] and new[2] > last[2])

    def candidate_plays(self, hand: list[str]) -> list[list[str]]:
        """Every set of cards of the hand that might be a combination."""
        by_rank: dict[int, list[str]] = {r: [] for r in range(10)}
        for card in sorted(hand, key=self.sort_key):
            by_rank[self.rank(card)].append(card)
        out = []
        for r in range(10):
            for k in range(1, 5):
                out += [list(c) for c in combinations(by_rank[r], k)]
        for per, shortest in ((1, 3), (2, 2)):
            for start in range(10):
                for length in range(shortest, 11 - start):
                    if len(by_rank[start + length - 1]) < per:
                        break
                    groups = [list(combinations(by_rank[r], per)) for r in range(start, start + length)]
                    out += [[c for group in choice for c in group] for choice in product(*groups)]
        return out

    def legal_actions(self) -> list[str]:
        if self.winner is not None:
            return []
        if self.choosing:
            return [f"{self.turn} faceup", f"{self.turn} blind"]
        plays = []
        last = self.combination(self.last) if self.last else None
        for cards in self.candidate_plays(self.hands[self.turn]):
            combo = self.combination(cards)
            if combo and (last is None or self.follows(combo, last)):
                cards = sorted(cards, key=self.sort_key)
                plays.append(((combo[0], combo[1], combo[2], [self.sort_key(c) for c in cards]), cards))
        plays.sort()
        out = [f"{self.turn} play " + " ".join(cards) for _, cards in plays]
        return out + ([f"{self.turn} pass"] if self.last else [])

    def apply(self, text: str) -> None:
        words = text.replace("10", "T").split()
        seat, word, cards = int(words[0]), words[1], words[2:]
        if self.winner is not None or seat != self.turn:
            raise ValueError(f"not {seat}'s turn")
        if self.choosing:
            if word not in ("faceup", "blind"):
                raise ValueError("a choice is owed")
            other = self.blind.pop(0)
            mine, theirs = (self.faceup, other) if word == "faceup" else (other, self.faceup)
            self.hands[seat].append(mine)
            self.hands[1 - seat].append(theirs)
            self.faceup = self.blind.pop(0) if self.blind else None
            self.choosing = False
        elif word == "pass":
            if self.last is None:
                raise ValueError("the leader may not pass")
            self.tricks += 1
            winner = 1 - seat
            self.last = None
            self.turn = winner
            if self.faceup is not None and self.blind:
                self.choosing = True
            elif self.faceup is not None:
                self.hands[winner].append(self.faceup)
                self.faceup = None
            elif self.no_faceup:
                for taker in (winner, seat):
                    if self.blind:
                        self.hands[taker].append(self.blind.pop(0))
        elif word == "play":
            if not all(c in self.hands[seat] for c in cards) or len(set(cards)) != len(cards):
                raise ValueError("cards not in hand")
            combo = self.combination(cards)
            if combo is None or (self.last and not self.follows(combo, self.combination(self.last))):
                raise ValueError("not a combination that follows")
            for c in cards:
                self.hands[seat].remove(c)
            self.last = cards
            if not self.hands[seat]:
                self.winner = seat
            else:
                self.turn = 1 - seat
        else:
            raise ValueError(f"no such action {text!r}")

    def result(self) -> dict:
        """This round's entry of F3's ``rounds``."""
        return {"starter": self.starter, "complete": self.winner is not None, "winner": self.winner,
                "tricks": self.tricks, "hands": [sorted(h, key=self.sort_key) for h in self.hands]}
