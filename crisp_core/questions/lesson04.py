"""Lesson 04, what everyone knows: the check-yourself questions (answers and feedback live here)."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "04.peek",
        "The cards have just been dealt, and you have peeked at your L and your R. "
        "What does the player on your left know about your three cards?",
        choices=(
            "Nothing: they saw you look, but not what you saw.",
            "Your L and your R, since you looked at them openly.",
            "Your M, since you never saw it and they are allowed to.",
            "All three of your cards.",
        ),
        answer=0,
        why_not={
            1: "The peek is private: each player sees only their own L and R (R2.4). The others see that you "
               "looked, never what.",
            2: "Nobody sees your M at the deal, not even you (R2.4).",
            3: "At the deal each player sees two cards: their own L and R (R2.4). Nobody sees anyone else's.",
        },
        explanation="At the deal each player looks once at their own L and R, and nobody sees their own M (R2.4). "
                    "Nobody knows a single card of anyone else.",
        rules=("R2.4",),
    ),
    Question(
        "04.swap-tells",
        "Seat 2 draws a card from the stock and swaps it into its L. Its old L, a 9 it had peeked at, goes face "
        "up onto the discard pile. What can Seat 1 say about the card now in Seat 2's L?",
        choices=(
            "Nothing: it was never shown to anyone but Seat 2.",
            "It is probably lower than 9: Seat 2 chose it over a 9 it knew.",
            "It is the 9: the card goes back where it came from.",
            "It is probably a face card, worth 10.",
        ),
        answer=1,
        why_not={
            0: "It was not shown (R4.1), but the choice was: Seat 2 kept the new card and threw away a 9 it had "
               "seen at the deal (R2.4). Moves are evidence.",
            2: "The 9 is on the discard pile, face up for everyone (R4.1); the new card took its place.",
            3: "A Jack, Queen or King drawn from the stock can never be swapped in (R4.3), and a sensible player "
               "does not trade a 9 for a 10.",
        },
        explanation="A swap shows the table the card that leaves the hand, never the one that comes in (R4.1). "
                    "But Seat 2 knew its L was a 9 and preferred the new card: it is probably lower than 9. "
                    "Probably, not surely: players make mistakes.",
        rules=("R4.1", "R2.4"),
    ),
    Question(
        "04.queen-shows",
        "Seat 2 uses a Queen to swap its M (nobody has ever seen it) with Seat 3's R. "
        "Who knows the card that is now in Seat 3's R?",
        choices=(
            "Nobody: Seat 2 never saw it, so nobody can have.",
            "Seat 3: a card landing in its R is looked at, whoever owned it before.",
            "Seat 2 and Seat 3.",
            "Everyone: a Queen swap is played face up.",
        ),
        answer=1,
        why_not={
            0: "The new owner looks at a card landing in their L or R even if its former owner never saw it "
               "(R5.4.2). Seat 3 now knows a card Seat 2 held without ever seeing.",
            2: "Seat 2 never saw that card, and a Queen does not show it the card it gives away (R5.4.2).",
            3: "The swap is blind: the table sees which two slots were swapped, not the cards (R5.4.3).",
        },
        explanation="The receiver looks at a card landing in their L or R (R5.4.1), and so does the other player, "
                    "even if the card's former owner never saw it (R5.4.2). A Queen can show your opponent a card "
                    "you never saw yourself.",
        rules=("R5.4.2", "R5.4.1"),
    ),
    Question(
        "04.knowledge-travels",
        "You are Seat 1 and you know your L is a 2. Seat 2 plays a Queen and swaps its R with your L. "
        "Where is your 2 now, and who knows it?",
        choices=(
            "In Seat 2's R, and both you and Seat 2 know it.",
            "In Seat 2's R, but only Seat 2 knows it: your knowledge stayed behind in your L.",
            "Nobody knows where it is: a Queen swap is blind.",
            "Still in your L: a Queen cannot take a card you have seen.",
        ),
        answer=0,
        why_not={
            1: "Knowledge is about cards, not slots: everyone saw which two slots were swapped, so what you knew "
               "moves with the card (R5.4.3).",
            2: "The swap is blind about the cards, not about the slots: everyone sees which two slots were "
               "swapped (R5.4.3).",
            3: "A Queen may take any card of any other player (R5.4), seen or not.",
        },
        explanation="Everyone sees which two slots were swapped, so what anyone knew about those cards moves with "
                    "them (R5.4.3): you still know your 2, now in Seat 2's R, and Seat 2 looked at it as it landed "
                    "in its R (R5.4.1). You also look at the card that landed in your L (R5.4.2).",
        rules=("R5.4.3", "R5.4.1", "R5.4.2"),
    ),
    Question(
        "04.discard-tells",
        "Seat 2 draws a 4 from the stock and discards it, face up. What does that suggest about Seat 2's L and R, "
        "which Seat 2 looked at during the deal?",
        choices=(
            "Nothing at all: it could have had any reason.",
            "Probably both are worth 4 or less: a sensible player would have swapped the 4 in for a higher card.",
            "Probably both are higher than 4.",
            "Its M is probably 4 or less.",
        ),
        answer=1,
        why_not={
            0: "Moves are evidence. A 4 could have entered the hand (R4.1); throwing it away says that Seat 2 knew "
               "of no card of its own worth more.",
            2: "With a card higher than 4 in L or R, keeping the 4 would have lowered its total: it would have "
               "swapped (R4.1).",
            3: "Seat 2 has never seen its M (R2.4), so the 4 says nothing about it: the player could not compare.",
        },
        explanation="Everyone sees the discarded card (R4.2), and the choice too: a player who discards a 4 had no "
                    "card they knew of worth more than 4; otherwise they would have swapped the 4 in (R4.1). "
                    "That is a likelihood, not a certainty: players forget and make mistakes.",
        rules=("R4.1", "R4.2", "R2.4"),
    ),
    Question(
        "04.flip-draw",
        "The discard pile has just been turned over into a new stock. Seat 1 draws a card from it and swaps it "
        "into its L. Who can know the card now in Seat 1's L?",
        choices=(
            "Only Seat 1, as with any drawn card.",
            "Nobody but Seat 1 and the player who discarded that card long ago.",
            "Every player who remembered the discards: the new stock's order is public.",
        ),
        answer=2,
        why_not={
            0: "Normally only the drawer sees a drawn card (R4.1), but after a flip everyone can know the stock's "
               "order (R6.2), so everyone knows which card was drawn.",
            1: "Every discard was face up for the whole table (R4.2), so every player saw that card go by.",
        },
        explanation="The new stock is the discard pile in the order the cards were discarded, oldest first (R6.2); "
                    "every player who remembered the discards knows which card Seat 1 drew and where it went.",
        rules=("R6.2", "R4.1"),
    ),
)
