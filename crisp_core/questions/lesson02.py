"""Lesson 02, a turn: one draw, then swap or discard; who sees which card."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "02.who-sees",
        "Seat 2 draws a card from the stock, looks at it, and swaps it into their M, the slot they never saw; "
        "their old M card goes face up onto the discard pile. Who knows which card is now in Seat 2's M?",
        choices=("Only Seat 2", "Everybody at the table", "Nobody: nobody ever sees an M card",
                 "Everybody except Seat 2"),
        answer=0,
        why_not={1: "Everybody sees the card that goes to the discard, face up. The card that comes into the "
                    "hand was seen only by the player who drew it.",
                 2: "The M rule is about the deal: nobody gets a peek at their M then (R2.4). But Seat 2 looked "
                    "at the drawn card, so Seat 2 knows what they put into M, wherever it went.",
                 3: "It is the other way round: the drawer is the only one who saw the drawn card."},
        explanation="You look at the card you draw (R3.2); when you swap it in, the card it replaces goes face "
                    "up onto the discard pile for everyone to see, but only you have seen the new card (R4.1). "
                    "Swapping into M is one way to get to know your middle card.",
        rules=("R3.2", "R4.1"),
    ),
    Question(
        "02.one-draw",
        "You drew a 9 and swapped it for your L. Can you now draw again, hoping for something lower?",
        choices=("No: the turn is over", "Yes, once more", "Yes, as often as you like until you pass"),
        answer=0,
        why_not={1: "A turn starts with one draw owed, and that draw is now resolved. Only a King drawn from "
                    "the stock gives extra draws (lesson 3).",
                 2: "You never choose how many cards to draw: a turn starts with exactly one draw owed."},
        explanation="A turn starts with one draw owed (R3.1); you resolved it with a swap (R3.2), so nothing is "
                    "owed or held and the turn ends (R3.3). Play goes on to your left.",
        rules=("R3.1", "R3.2", "R3.3"),
    ),
    Question(
        "02.old-card",
        "Seat 2 never saw their M, the 9♣. They swap a drawn card into M, and the 9♣ goes to the discard pile. "
        "Who has seen the 9♣ now?",
        choices=("Everybody, Seat 2 included", "Everybody except Seat 2", "Only Seat 2", "Nobody"),
        answer=0,
        why_not={1: "The 9♣ lands face up: Seat 2 sees it too, and learns what their M was only as it leaves.",
                 2: "A card that goes to the discard is face up for the whole table, not only for the player "
                    "who put it there.",
                 3: "Cards on the discard pile lie face up: everyone sees them."},
        explanation="The card a swap replaces goes face up onto the discard pile, and every player sees it "
                    "(R4.1), its old owner too.",
        rules=("R4.1",),
    ),
    Question(
        "02.discard-tells",
        "Seat 3 draws, looks, and puts the drawn card straight onto the discard pile: it is the 8♣. "
        "What has changed in Seat 3's hand?",
        choices=("Nothing: the 8♣ never entered the hand, and everybody saw it",
                 "The 8♣ replaced one of Seat 3's cards",
                 "Seat 3 now holds four cards"),
        answer=0,
        why_not={1: "That is a swap, and then the card going to the discard would be the old card from the "
                    "hand, not the one drawn.",
                 2: "You always hold exactly three cards: a drawn card either replaces one of them or goes to "
                    "the discard."},
        explanation="A discard puts the drawn card face up on the discard pile, where every player sees it "
                    "(R4.2); the hand is untouched. A swap would have sent an old card there instead (R4.1).",
        rules=("R4.1", "R4.2"),
    ),
)
