"""Lesson 06, the online table: check-yourself questions (RULES.md R8, R9, R10, R11.4, S2-S4)."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "06.take-queen",
        "The host allows drawing from the discard. The top card of the discard pile is a Queen, and you take it. "
        "What may you do with it?",
        choices=(
            "Use it: swap one of my cards with another player's card, then discard it.",
            "Look at it and put it straight back on the discard pile.",
            "Swap it into my hand, where it counts as a plain 10.",
            "Either use it or swap it in, as I like.",
        ),
        answer=2,
        explanation="A card taken from the discard must be swapped into your hand (R8.2), and a Jack, Queen or "
                    "King taken from the discard has no effect: it is an ordinary 10 (R8.3). Powers belong to "
                    "face cards drawn from the stock only (R5).",
        rules=("R8.2", "R8.3"),
        why_not={
            0: "That is the misreading \"face cards from the discard keep their powers\": they do not (R8.3).",
            1: "A taken card cannot go straight back (R8.2): taking it means swapping it in.",
            3: "There is no choice here: from the discard, a Queen has no power (R8.3).",
        },
    ),
    Question(
        "06.take-back",
        "You take the top card of the discard pile, a 9, and then wish you had not. What now?",
        choices=(
            "I may discard it again and draw from the stock instead.",
            "I must swap it into one of my three slots anyway.",
            "I may discard it again; my draw is used up.",
        ),
        answer=1,
        explanation="A card taken from the discard must be swapped into the hand (R8.2); it cannot go straight "
                    "back. Take only a card you want to keep, since the card it replaces goes to the discard, "
                    "face up for everyone (R4.1).",
        rules=("R8.2", "R4.1"),
        why_not={
            0: "A take is your draw: there is no second one, and the card must be swapped in (R8.2).",
            2: "Discarding is for cards drawn from the stock (R4.2); a taken card must be swapped in (R8.2).",
        },
    ),
    Question(
        "06.king-draws",
        "At a table that allows drawing from the discard, you draw a King from the stock and play it: two more "
        "draws. For those two draws, where may you draw from?",
        choices=(
            "Only the stock: the discard is for the first draw of a turn.",
            "The discard pile only, since the King lies on top of it now.",
            "For each of them: the stock, or the top of the discard.",
        ),
        answer=2,
        explanation="The option holds for every draw, a King's extra draws included (R8.1), as long as the "
                    "discard pile is not empty (R8.4). Note that the King itself is now the top of the discard: "
                    "take it and it is a plain 10 that must be swapped in (R8.2, R8.3).",
        rules=("R8.1", "R8.4", "R8.3"),
        why_not={
            0: "R8.1 says \"for each draw (extra King draws included)\".",
            1: "The stock is always there to draw from; the discard is the extra choice (R8.1).",
        },
    ),
    Question(
        "06.who-knows",
        "Seat 3 takes a 3 from the discard and swaps it into its M slot. Who knows that Seat 3's M is a 3?",
        choices=(
            "Only Seat 3.",
            "Every player.",
            "Nobody: M is the slot nobody sees.",
        ),
        answer=1,
        explanation="Everyone saw the 3 on the discard pile and everyone sees which slot it goes to, so "
                    "everyone knows where it now sits (R8.5), even in M.",
        rules=("R8.5",),
        why_not={
            0: "The 3 was face up on the discard pile for all to see (R4.2, R8.5).",
            2: "Nobody is shown an M card at the deal (R2.4), but a card taken from the discard was already seen "
               "by all (R8.5).",
        },
    ),
    Question(
        "06.timeout-king",
        "The draw timer is on. You draw a King from the stock, and your time runs out before you play it. What "
        "happens?",
        choices=(
            "The King is played for you: you get your two extra draws.",
            "Nothing: your turn is skipped and you keep the King for next time.",
            "The King is discarded unused, no extra draws, and your turn ends with no crisp call.",
            "You get a fresh 30 seconds to play the King.",
        ),
        answer=2,
        explanation="When your time runs out you lose the rest of your turn (R9): the drawn card is discarded "
                    "unused, a King too, and a King so discarded gives no extra draws (R9.2); the turn ends "
                    "with no crisp call (R9.4).",
        rules=("R9", "R9.2", "R9.4"),
        why_not={
            0: "The table plays nothing for you: the King goes to the discard unused (R9.2).",
            1: "A drawn card never stays in your hand: it is discarded, and everyone sees it (R9.2).",
            3: "Each draw has its time (R9); when it runs out, the turn is lost (R9).",
        },
    ),
    Question(
        "06.timeout-skip",
        "The draw timer is on and it is your turn, but your time runs out before you draw at all. What happens?",
        choices=(
            "Nothing happens: my turn is simply skipped.",
            "The top card of the stock is drawn and discarded for me; my turn ends.",
            "The top card of the stock is swapped into my hand at random.",
        ),
        answer=1,
        explanation="A timeout is not a plain skip: if you had not drawn, the top card of the stock is drawn and "
                    "discarded for you (R9.1), face up for all to see, and you may not call crisp after it "
                    "(R9.4).",
        rules=("R9.1", "R9.4"),
        why_not={
            0: "That is the misreading \"a timeout just skips the turn\": a card moves from the stock to the "
               "discard (R9.1).",
            2: "The table never changes your hand: the card is discarded (R9.1).",
        },
    ),
    Question(
        "06.owed-draws",
        "The draw timer is on. You played a King and used your first extra draw; your time for the second extra "
        "draw runs out before you draw it. What happens?",
        choices=(
            "The second extra draw is simply lost; the stock is untouched.",
            "I keep the owed draw and take it at the start of my next turn.",
            "The top card of the stock is drawn and discarded for me, and the turn ends.",
        ),
        answer=2,
        explanation="The timer counts per draw (S2): with an extra draw owed and nothing held, the top card of "
                    "the stock is drawn and discarded for you (R9.1), and any further owed draws are lost (R9.3).",
        rules=("S2", "R9.1", "R9.3"),
        why_not={
            0: "A timeout before a draw always draws and discards the top card for you (R9.1, S2).",
            1: "Owed draws never carry over: a timeout loses them (R9.3).",
        },
    ),
    Question(
        "06.window",
        "Online, Seat 2's turn ended 2.5 seconds ago without a word. Seat 3 has already drawn its first card and "
        "not resolved it yet. May Seat 2 still call crisp?",
        choices=(
            "No: the 2 seconds are over, so the window has closed.",
            "Yes: this is the late call, and Seat 3's turn becomes the first final turn.",
            "No: once Seat 3 has drawn, nobody may call.",
        ),
        answer=1,
        explanation="The crisp window lasts 3 s after a turn ends; the next player may start after 2 s, and in "
                    "the last second the call is still allowed (R10) as the late call of R7.2.",
        rules=("R10", "R7.2"),
        why_not={
            0: "The 2 s are when the next player may start; the window stays open for 3 s (R10).",
            2: "After the next player's first draw and before it is resolved, the late call is allowed (R7.2).",
        },
    ),
)
