"""Check-yourself questions of lesson 12, Crisps: combinations and the face-up card (CRISPS.md K3-K6)."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        key="12.queen-run",
        prompt="In Crisps the deck has no Jacks: the ranks go 2, 3, …, 10, Q. Your hand holds 8♣ 9♠ 10♠ Q♦. "
               "Is 9♠ 10♠ Q♦ a run?",
        choices=("Yes: with no Jacks in the deck, the Queen comes right after the 10",
                 "No: a Queen can never be part of a run",
                 "Yes, but only as 8♣ 9♠ 10♠ Q♦, four cards long"),
        answer=1,
        why_not={0: "The Queen does come right after the 10 in rank, but it is the special rank: it never joins a "
                    "run (K3.4).",
                 2: "A longer run does not help: any run holding the Queen is refused (K3.4)."},
        explanation="The Queen is the special rank (K1.2) and can never be part of a run or a run of pairs (K3.4). "
                    "So the hand's runs stop at 10: 8♣ 9♠ 10♠ is a run, 9♠ 10♠ Q♦ is not.",
        rules=("K3.4", "K1.2"),
    ),
    Question(
        key="12.pairs",
        prompt="How many different pairs can you play from 4♦ 4♥ 5♣ 5♠ 8♣ 8♦ 8♥? Type a number.",
        answer=5,
        explanation="A pair is two cards of one rank (K3.1). The two fours make 1 pair and the two fives 1 pair; the "
                    "three eights make 3 different pairs (8♣ 8♦, 8♣ 8♥, 8♦ 8♥: C(3, 2) = 3). 1 + 1 + 3 = 5.",
        rules=("K3.1",),
    ),
    Question(
        key="12.equal-rank",
        prompt="Seat 2 leads the pair 5♦ 5♥. You hold 5♣ 5♠. May you play them on it?",
        choices=("No: a pair must be beaten by a higher pair",
                 "Yes: a pair of equal or higher rank follows",
                 "Only if you also add a third card"),
        answer=1,
        why_not={0: "Crisps is not a game of strictly higher: an equal rank follows (K5.1).",
                 2: "A following combination must be of the same kind and the same number of cards (K5.1): two "
                    "cards on a pair."},
        explanation="An ordinary combination follows one of the same kind and number of cards with an equal or higher "
                    "rank (K5.1). 5♣ 5♠ is a pair of fives on a pair of fives: it follows.",
        rules=("K5.1",),
    ),
    Question(
        key="12.queen-follow",
        prompt="Seat 2 leads the single Q♥. You hold Q♦ and 8♣ 8♦ 8♥ (and other cards). Which of these may you "
               "play on it?",
        choices=("Nothing: the Queen is the highest rank",
                 "Only Q♦",
                 "Q♦, and also 8♣ 8♦ 8♥",
                 "Only 8♣ 8♦ 8♥"),
        answer=2,
        why_not={0: "An equal rank follows (K5.1), and a set follows an ordinary combination that holds a Queen "
                    "(K5.2).",
                 1: "Q♦ follows (K5.1, equal rank), but so does the three of a kind: the single holds the special "
                    "rank (K5.2).",
                 3: "The three eights follow (K5.2), but so does Q♦: a single of equal rank follows (K5.1)."},
        explanation="Q♦ follows as a single of equal rank (K5.1). Three or four of a kind follows an ordinary "
                    "combination only if that one holds a card of the special rank, the Queen (K5.2): so 8♣ 8♦ 8♥ "
                    "beats the Q♥, but it could not follow a run or a pair of fives.",
        rules=("K5.1", "K5.2"),
    ),
    Question(
        key="12.passer",
        prompt="You won the trick: Seat 2 passed. You choose the blind card. What happens to the face-up 8♠?",
        choices=("It stays face up for the next trick",
                 "Seat 2, the passer, takes it, and both of you know it is in their hand",
                 "It leaves the round",
                 "Seat 2 takes it, but you may not remember it"),
        answer=1,
        why_not={0: "The winner takes one card and the passer the other (K6.1); then the next blind card is "
                    "turned face up.",
                 2: "Only the 4 cards removed at the deal leave the round unseen (K2.2). The passer takes the other "
                    "card (K6.1).",
                 3: "A face-up card taken is seen by everyone (K6.4), and which ones the other player still holds is "
                    "part of what you know (K8.2)."},
        explanation="The winner chooses the face-up card or the top blind card, and the passer takes the other one "
                    "(K6.1). A face-up take is public (K6.4, K8.2): choosing the blind card hands your opponent the "
                    "8♠, and you both know it.",
        rules=("K6.1", "K6.4", "K8.2"),
    ),
)
