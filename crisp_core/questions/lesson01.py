"""Lesson 01, cards and the deal: what each card is worth, how the deal goes round, what you may look at."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "01.hand-total",
        "Your three cards are K♥, 3♦ and A♠. What is your hand worth?",
        answer=14,
        explanation="The King counts 10, the 3 counts 3 and the Ace counts 1: 10 + 3 + 1 = 14 (R1.3). "
                    "An Ace is the best card you can hold; a King is no worse than a 10, and no better.",
        rules=("R1.3",),
    ),
    Question(
        "01.suit",
        "Two hands: K♠ 2♥ A♣ and 10♦ 2♠ A♥. Which one is lower?",
        choices=("The first one", "The second one", "Neither: they are worth the same"),
        answer=2,
        why_not={0: "A King is not worth more or less than a 10 here: the 10 and every face card count 10, "
                    "and the suits change nothing.",
                 1: "A King is not worth 13: the 10 and every face card count 10, and the suits change nothing."},
        explanation="Both are 10 + 2 + 1 = 13. A 10, Jack, Queen and King all count 10 (R1.3), and the suit of "
                    "a card tells which card it is (the deck has 52 different cards, R1.2) but never changes "
                    "its score.",
        rules=("R1.2", "R1.3"),
    ),
    Question(
        "01.face-in-hand",
        "The deal gives you a Queen as one of your three cards. What does it do for you?",
        choices=("Nothing: it is just a card worth 10 in your hand",
                 "You may use its special power on your first turn",
                 "It counts 12, because it is a Queen",
                 "It counts 0 until you have used it"),
        answer=0,
        why_not={1: "Jacks, Queens and Kings only do something when you draw them from the stock during a "
                    "turn (the next lessons show it). A face card that is already in a hand has no power.",
                 2: "No card counts more than 10: the 10, Jack, Queen and King all count 10.",
                 3: "A card in your hand always counts; a face card in a hand counts 10 from the moment it is there."},
        explanation="A Jack, Queen or King that sits in one of your three slots is an ordinary 10 with no "
                    "effect (R1.4). Face cards act only when they are drawn from the stock, and such a card "
                    "never enters a hand.",
        rules=("R1.4",),
    ),
    Question(
        "01.fifth-card",
        "Four players, Seat 1 deals. The cards go out face down, one at a time. "
        "Where does the 5th card of the deck go?",
        choices=("Seat 2, slot M", "Seat 3, slot M", "Seat 1, slot M", "Seat 2, slot L"),
        answer=0,
        why_not={1: "That would be right if each player got their three cards in one go. The deal gives one "
                    "card at a time and goes round the table three times.",
                 2: "The dealer is served last in each pass, not first: the deal starts with the seat to the "
                    "dealer's left.",
                 3: "Seat 2 already got the 1st card, into L. One card per player per pass: the 5th card "
                    "starts the second pass."},
        explanation="The deal starts left of the dealer and gives one card per seat per pass (R2.2): cards 1-4 "
                    "go to the L slots of Seats 2, 3, 4, 1, so card 5 starts the second pass with Seat 2's M.",
        rules=("R2.2",),
    ),
    Question(
        "01.dealer-next",
        "Four players (Seats 1-4). Seat 4 deals the first round. Who deals the third round?",
        choices=("Seat 1", "Seat 2", "Seat 3", "Seat 4"),
        answer=1,
        why_not={0: "Seat 1 deals the second round: the deal passes one seat to the left each round, "
                    "and it passes twice before the third round.",
                 2: "The deal goes to the left, to the next seat number, not back down: from Seat 4 it goes "
                    "to Seat 1, then to Seat 2.",
                 3: "The dealer changes every round; nobody keeps the deal."},
        explanation="The deal passes one seat to the left (clockwise) every round (R2.1), and \"left\" of the "
                    "last seat is Seat 1 again (R1.1): Seat 4, then Seat 1, then Seat 2.",
        rules=("R1.1", "R2.1"),
    ),
    Question(
        "01.peek",
        "The cards are dealt. Which of your own three cards do you get to look at?",
        choices=("L and R, once", "All three, once", "Only M", "All three, whenever you like", "Not a single one"),
        answer=0,
        why_not={1: "Your middle card stays hidden, even from you. You will learn ways to find it out later.",
                 2: "It is the other way round: you see the two outer cards and never the middle one.",
                 3: "You look once, right after the deal, and then your cards stay face down: you have to "
                    "remember them. Crisp is a memory game.",
                 4: "You do get one look at two of them."},
        explanation="Right after the deal each player looks once at their own L and R cards; nobody sees "
                    "their own M (R2.4). From then on the cards stay face down and you play from memory.",
        rules=("R2.4",),
    ),
    Question(
        "01.first-turn",
        "Five players (Seats 1-5). Seat 5 deals. Who takes the first turn?",
        choices=("Seat 5", "Seat 1", "Seat 4", "Seat 2"),
        answer=1,
        why_not={0: "The dealer is the last of the table to play, not the first.",
                 2: "Seat 4 sits on the dealer's right. Play goes to the left, to the next seat number, so Seat 4 "
                    "plays just before the dealer, at the end of the first time round the table.",
                 3: "Left of the last seat, Seat 5, is Seat 1: the numbers wrap round the table."},
        explanation="The seat to the left of the dealer plays first (R2.5); left of Seat 5, the last seat at a "
                    "table of five, is Seat 1 again (R1.1). It is also the seat that got the first card of the deal.",
        rules=("R1.1", "R2.5"),
    ),
)
