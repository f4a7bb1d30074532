"""Check-yourself questions of lesson 07, Probability I: what is my M worth?"""

from __future__ import annotations

from fractions import Fraction

from ..quiz import Question

QUESTIONS = (
    Question(
        key="07.predict-m",
        prompt="Right after the deal you have not seen your M. On average, what is a card you have not seen "
               "worth when it sits in your hand?",
        choices=("5.5: the average of Ace to 10",
                 "About 6.5: Jacks, Queens and Kings count 10 too",
                 "7: the middle of Ace to King",
                 "About 10: most cards are high"),
        answer=1,
        why_not={0: "5.5 is the average of the 40 cards from Ace to 10. Your M was dealt: it can be any of the "
                    "52 cards, and a Jack, Queen or King dealt into a hand counts 10.",
                 2: "Ranks are not values: Jack, Queen and King all count 10, not 11, 12 and 13.",
                 3: "Only 16 of the 52 cards are worth 10; the other 36 are worth 1 to 9."},
        explanation="Count the cards, before any peek (every card of the deck could be your M). Four of each value "
                    "from 1 to 9 add up to 4 × 45 = 180; the 16 cards worth 10 "
                    "(10, J, Q, K: R1.3) add 160. 340 / 52 = 85/13 ≈ 6.54. A face card in a hand is a plain 10 "
                    "(R1.4).",
        rules=("R1.3", "R1.4"),
    ),
    Question(
        key="07.stock-swap",
        prompt="You are about to draw from the stock, hoping for a card to swap into your hand. On average, what "
               "is a card worth that this draw can put into your hand?",
        choices=("85/13 ≈ 6.54, like any card you have not seen",
                 "5.5",
                 "10"),
        answer=1,
        why_not={0: "That is the classic counting mistake. 85/13 counts the Jacks, Queens and Kings as 10, but a "
                    "J, Q or K drawn from the stock can never go into your hand: you use it or discard it.",
                 2: "A J, Q or K from the stock never enters your hand, so it never adds 10 to it."},
        explanation="A J, Q or K drawn from the stock can never be swapped in (R4.3); face cards count 10 only once "
                    "they sit in a hand (R1.4). The cards a draw can put in your hand are the 40 from Ace to 10, "
                    "four of each value: 4 × 55 / 40 = 220/40 = 5.5.",
        rules=("R4.3", "R1.4"),
    ),
    Question(
        key="07.swap-six",
        prompt="Seat 2 has seen only its A♣ and 2♦. It draws a 6 from the stock. Is swapping the 6 into its "
               "unseen M a gain on average?",
        choices=("Yes: its M is worth 331/49 ≈ 6.76 on average, more than 6",
                 "No: a card you have not seen is worth 5.5 on average, less than 6",
                 "It makes no difference on average"),
        answer=0,
        why_not={1: "5.5 is the average of a card the stock can put INTO your hand (never a J, Q or K, R4.3). "
                    "Your M was dealt: it may be a Jack, Queen or King, and then it counts 10 (R1.4).",
                 2: "Count what Seat 2 has not seen: their average is not 6."},
        explanation="Seat 2 has now seen three cards: its A♣, its 2♦ and the 6 it drew. Its M is one of the 49 "
                    "cards it has not seen, whose values add up to 340 − 1 − 2 − 6 = 331, so the M is worth "
                    "331/49 ≈ 6.76 on average (R1.3). Swapping the 6 in saves 37/49 ≈ 0.76 points on "
                    "average.",
        rules=("R1.3", "R1.4", "R4.3"),
    ),
    Question(
        key="07.count-after",
        prompt="Seat 2 has seen its A♣ and 2♦, then watched 9♠, K♦, Q♠, 10♥ and J♦ go to the discard. What is the "
               "chance that its M is worth 10? Type a fraction such as 3/7 or a decimal.",
        answer=Fraction(4, 15),
        tolerance=0.005,
        explanation="Seat 2 has seen 7 cards, so its M is one of the other 45. Of the 16 cards worth 10 (R1.3), "
                    "four are in the discard (K♦, Q♠, 10♥, J♦): 12 are left. 12/45 = 4/15 ≈ 0.267, down from "
                    "16/50 = 0.32 right after the deal.",
        rules=("R1.3",),
    ),
    Question(
        key="07.three-low",
        prompt="Three cards nobody has seen, say another player's hand. What is the chance that they total 7 or "
               "less?",
        choices=("About 1 %", "About 10 %", "About 25 %", "About 50 %"),
        answer=0,
        why_not={1: "Count it: you need three low cards at once, and 16 of the 52 cards are worth 10.",
                 2: "Three cards average 3 × 6.54 ≈ 19.6; a total of 7 or less is far below that.",
                 3: "More than half of all hands total 20 or more: 7 or less is rare."},
        explanation="Of the 22100 sets of three cards, only 304 total 7 or less: 304/22100 = 76/5525 ≈ 1.4 %. "
                    "Three cards average 3 × 85/13 ≈ 19.6 (R1.3).",
        rules=("R1.3",),
    ),
)
