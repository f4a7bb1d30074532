"""Lesson 03, special cards: the check-yourself questions (answers and feedback live here)."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "03.king-optional",
        "You draw a King from the stock. You would rather not draw again this turn. What can you do with it?",
        choices=(
            "Discard it unused, as you may with a Jack or a Queen.",
            "Swap it into your hand, where it counts 10.",
            "Nothing else: you must play it, and that owes you two more draws.",
            "Keep it and play it on a later turn.",
        ),
        answer=2,
        why_not={
            0: "Only a Jack or a Queen may be discarded unused (R5.1). A King is different: it must be used (R5.2).",
            1: "A Jack, Queen or King drawn from the stock can never be swapped into your hand (R4.3).",
            3: "Every card you draw is dealt with on the spot: swapped, discarded or used (R3.2). Nothing is kept.",
        },
        explanation="A drawn King must be used (R5.2): it goes to the discard at once and your turn owes two more "
                    "draws (R5.5).",
        rules=("R5.2", "R5.5", "R5.1", "R4.3"),
    ),
    Question(
        "03.jack-choices",
        "You draw a Jack from the stock, but you already know your M card. What may you do with the Jack?",
        choices=(
            "Swap it into my hand: a Jack counts 10 like a 10.",
            "Use it (look at my M once more) or discard it unused.",
            "I must use it: special cards have to be played.",
            "Keep it for a later turn, when I have forgotten my M.",
        ),
        answer=1,
        why_not={
            0: "A Jack, Queen or King drawn from the stock never enters a hand (R4.3). Only face cards you were "
               "dealt, or that a Queen swap brought you, sit in a hand, where they just count 10.",
            2: "Only the King must be played (R5.2). A Jack or a Queen may be discarded unused (R5.1).",
            3: "A drawn card is dealt with on the spot (R3.2); there is no keeping it for later.",
        },
        explanation="A drawn Jack or Queen may be used and then discarded, or discarded unused (R5.1); it can never "
                    "be swapped in (R4.3).",
        rules=("R5.1", "R4.3"),
    ),
    Question(
        "03.queen-who-looks",
        "Seat 3 plays a Queen: it swaps its own M, a card nobody has ever seen, with Seat 1's L. "
        "Who looks at a card because of this swap?",
        choices=(
            "Nobody: a Queen swap is blind for everybody.",
            "Only Seat 3, since it played the Queen.",
            "Only Seat 1: the card landing in its L is looked at, even though nobody ever saw it before.",
            "Both seats look at the card they receive.",
        ),
        answer=2,
        why_not={
            0: "The swap is blind while it is made, but afterwards each player looks at a card that lands in "
               "their own L or R (R5.4.1, R5.4.2).",
            1: "Seat 3 receives Seat 1's old L into its M, and nobody looks at a card landing in M (R5.4.1).",
            3: "Seat 3's new card lands in its M: no look (R5.4.1). Only Seat 1's new card lands in an L or R.",
        },
        explanation="A player looks at a card that lands in their L or R, not in M (R5.4.1). The same holds for "
                    "the other player, even if the card's former owner never saw it (R5.4.2): here Seat 1 learns "
                    "a card that Seat 3 held without ever seeing it.",
        rules=("R5.4.1", "R5.4.2"),
    ),
    Question(
        "03.queen-knowledge",
        "After that swap, Seat 3's M holds the A♦ that was Seat 1's L. Seat 1 had peeked at it at the deal. "
        "Who knows the card in Seat 3's M now?",
        choices=(
            "Nobody: it landed in an M, and nobody looks at a card landing in M.",
            "Seat 3, its new owner.",
            "Seat 1: it saw the A♦ in its own L and saw which two slots were swapped.",
            "Everyone: a Queen swap is played face up.",
        ),
        answer=2,
        why_not={
            0: "Seat 3 does not look (R5.4.1), but Seat 1 already knew the card, and that knowledge moves with "
               "it (R5.4.3).",
            1: "A card landing in M is not looked at (R5.4.1): Seat 3 does not know its own new M.",
            3: "The cards stay face down; the table sees only which two slots were swapped (R5.4.3).",
        },
        explanation="Everyone sees which two slots were swapped, so what anyone knew about those two cards moves "
                    "with them (R5.4.3): Seat 1 knows the A♦ is now in Seat 3's M, while Seat 3 itself does not.",
        rules=("R5.4.3", "R5.4.1"),
    ),
    Question(
        "03.king-chain",
        "Seat 2 draws a King and plays it: two more draws owed. On the first of those draws it draws another "
        "King and plays it. How many draws does Seat 2 still owe right after playing the second King?",
        choices=("1", "2", "3", "4"),
        answer=2,
        why_not={
            0: "The second King does not cancel anything: it adds two more draws (R5.5).",
            1: "That is the classic misreading: the second King does not replace the draw that was still owed, "
               "it adds two more to it (R5.5).",
            3: "One of the first King's two draws has been used (it brought the second King): 1 left, plus 2.",
        },
        explanation="One draw was still owed from the first King, and a King drawn on an extra draw adds two more "
                    "(R5.5): 1 + 2 = 3.",
        rules=("R5.5",),
    ),
    Question(
        "03.flip-next",
        "The stock is empty. The discard pile holds, in the order they were discarded: 7♣ first, then 2♦, "
        "J♥, and 9♠ last (the 9♠ lies face up on top). The next player must draw. Which card will they draw?",
        choices=(
            "The 9♠, the card on top of the discard pile.",
            "The 7♣, the first card that was discarded.",
            "Nobody can know: the pile is shuffled into a new stock.",
            "The J♥: the face cards go back on top.",
        ),
        answer=1,
        why_not={
            0: "The pile is turned over, face down: its top card goes to the bottom of the new stock, and the "
               "bottom card comes to the top (R6.2).",
            2: "There is no shuffle: the pile is turned over as it is (R6.1), so the order is known.",
            3: "Nothing is sorted: the order of the new stock is the order of the discards (R6.2).",
        },
        explanation="The whole discard pile is turned over without shuffling (R6.1). Its bottom card, the oldest "
                    "discard, becomes the top of the new stock (R6.2): the 7♣, then the 2♦, the J♥ and the 9♠.",
        rules=("R6.1", "R6.2"),
    ),
    Question(
        "03.flip-public",
        "After the discard pile has been turned over into a new stock, who can know the order of the new stock?",
        choices=(
            "Nobody: the stock is face down.",
            "Only the player whose draw made the pile turn over.",
            "Every player who remembered the discards, since every discard was seen by all.",
        ),
        answer=2,
        why_not={
            0: "Face down does not mean unknown: the cards are in the order everyone watched them being "
               "discarded (R6.2).",
            1: "Every discard was face up for the whole table (R4.1, R4.2), so every player can know the "
               "order (R6.2).",
        },
        explanation="The new stock is the discard pile in the order the cards were discarded, oldest first, and "
                    "every discard was seen by all: every player can know the new stock's order (R6.2). "
                    "A card drawn from it is no secret.",
        rules=("R6.2",),
    ),
)
