"""Check-yourself questions of lesson 11, Cheat: is it a bluff?

The numbers they quote are recomputed in ``tests/cheat/test_cheat_probability.py``.
"""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        key="11.predict-two",
        prompt="Seat 4 puts two cards down and claims two sevens. You (Seat 1) hold the 7♣, and a challenge showed "
               "you the 7♥, which Seat 2 took and has not played since. About how likely is the claim to be true?",
        choices=("About 1 chance in 2: a player has a fair number of cards",
                 "About 1 chance in 5",
                 "About 1 chance in 10",
                 "No chance: it must be a bluff"),
        answer=2,
        why_not={0: "Only two sevens are left that you cannot place (the 7♦ and the 7♠), and Seat 4 needs both of them "
                    "among its 12 cards: that is rare.",
                 1: "That is the count of somebody who forgot the 7♥: it went into Seat 2's hand (C4.2), so it "
                    "cannot be in Seat 4's play. Only two sevens are left for Seat 4, not three.",
                 3: "Two sevens are still unplaced, and Seat 4 could hold both: unlikely, not impossible."},
        explanation="You can place the 7♣ (your hand) and the 7♥ (Seat 2's hand, C6.2). Seat 4's 12 cards came from "
                    "the 38 cards you cannot place, of which two are sevens; both must be among them: "
                    "(12 × 11) / (38 × 37) = 66/703 ≈ 0.094, about 1 chance in 10.",
        rules=("C3.2", "C4.2", "C6.2"),
    ),
    Question(
        key="11.forgot-reveal",
        prompt="A friend counts the same claim and gets 154/703 ≈ 0.22: \"the 7♦, 7♥ and 7♠ are unaccounted "
               "for\". What is wrong?",
        choices=("Nothing: a card turned face up goes back into the pile",
                 "The 7♥ went into Seat 2's hand when it took the pile, and Seat 2 has not played since",
                 "Your friend should count the 7♣ too"),
        answer=1,
        why_not={0: "After a challenge the loser takes the whole pile, the turned-up cards included (C4.2): the pile "
                    "is then empty.",
                 2: "The 7♣ is in your own hand: it can be in nobody's play."},
        explanation="A challenge turns the last play face up for everyone (C4.2, C6.2), and whoever takes the pile "
                    "takes those cards. Until Seat 2 plays again, the 7♥ is in Seat 2's hand. Forgetting it puts "
                    "three sevens in the count instead of two and more than doubles the chance (0.22 instead of 0.094).",
        rules=("C4.2", "C6.2"),
    ),
    Question(
        key="11.four-aces",
        prompt="A new game at four seats: Seat 2 opens by claiming four Aces. You hold no Ace. What do you know?",
        choices=("It is a bluff for certain: four of a kind is never dealt",
                 "It is very likely a bluff, but it may be true",
                 "It is as likely as a claim of one Ace"),
        answer=1,
        why_not={0: "Seat 2 holds 13 of the 39 cards you cannot see; all four Aces may be among them. Rare, but "
                    "it happens.",
                 2: "One Ace in 13 cards is likely (5177/6327 ≈ 0.82); all four is rare (55/6327)."},
        explanation="Seat 2's 13 cards come from the 39 you cannot place, four of them Aces. All four are among "
                    "them with chance C(35, 9) / C(39, 13) = 55/6327 ≈ 0.009, about 1 in 115: a claim of four is "
                    "almost always a bluff, not always (C3.2).",
        rules=("C3.2",),
    ),
    Question(
        key="11.hold-two",
        prompt="You hold the 7♣ and the 7♦. The next player puts three cards down and claims three sevens. What is "
               "this claim?",
        choices=("Not allowed: the game refuses a claim that cannot be true",
                 "A bluff for certain: only two sevens are outside your hand",
                 "Unlikely but possible"),
        answer=1,
        why_not={0: "The claim may be false; only the count must be true (C3.2). Nobody checks unless someone "
                    "challenges (C4.1).",
                 2: "A deck has four sevens (C1.2). You hold two, so nobody else can put three sevens down."},
        explanation="The claim is allowed — the cards may be anything (C3.2) — but it is false for certain: only "
                    "the 7♥ and 7♠ are left. The chance it is true is 0: challenge, you cannot lose (C4.2).",
        rules=("C1.2", "C3.2", "C4.2"),
    ),
    Question(
        key="11.rank-after",
        prompt="Seat 2 claimed one 5; you challenged, it was a bluff, and Seat 2 took the pile. What must Seat 3, "
               "the next player, claim?",
        choices=("Aces: the pile is empty, so the ranks start again",
                 "5 again: the bluffed rank is played again",
                 "6: the rank moves on as after any play"),
        answer=2,
        why_not={0: "A challenge never resets the rank to A (C4.3).",
                 1: "The bluffed play still counts as the turn of the 5: the rank moves on (C3.4)."},
        explanation="After every play, challenged or not, the required rank becomes the next one (C3.4), and play "
                    "goes on with the declarer's left neighbour whoever challenged (C4.3): Seat 3 must claim 6.",
        rules=("C3.4", "C4.3"),
    ),
    Question(
        key="11.big-pile",
        prompt="The pile has 20 cards rather than 4. In a duel (every card the declarer takes is as good for you as "
               "a card you do not take), must you be surer of a bluff before you challenge?",
        choices=("Yes: a wrong challenge costs 20 cards",
                 "No: the break-even chance stays 1/2",
                 "No: with a big pile you should challenge even a likely claim"),
        answer=1,
        why_not={0: "A right challenge makes the declarer take the same 20 cards (C4.2): both stakes grow together.",
                 2: "A claim true with chance above 1/2 still costs you more often than it pays."},
        explanation="Whoever is wrong takes the whole pile (C4.2). With chance p you take P cards; with chance 1 − p "
                    "the declarer does. Challenging pays when (1 − p) × P > p × P, that is when p < 1/2: the pile "
                    "size P cancels.",
        rules=("C4.2",),
    ),
)
