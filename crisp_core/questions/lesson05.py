"""Lesson 05, calling crisp and scoring: check-yourself questions (RULES.md R7, R11, S1)."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        "05.when",
        "You have just swapped a low card into your hand and you believe your three cards are now the lowest "
        "at the table. When may you call crisp?",
        choices=(
            "At any moment of the round, whenever I feel low enough.",
            "Right at the end of my own turn (or, at the latest, just after the next player's first draw).",
            "Only at the start of my next turn, before I draw.",
            "Only before I draw in this turn, so the others know what I am playing for.",
        ),
        answer=1,
        explanation="A call comes right at the end of your own turn (R7.1). Nobody announces the end of a turn, "
                    "so the call is still allowed after the next player's first draw, until that draw is "
                    "resolved (R7.2).",
        rules=("R7.1", "R7.2"),
        why_not={
            0: "The chance comes only when your own turn ends (R7.1), stretched at most to the next player's "
               "first draw (R7.2).",
            2: "By the start of your next turn the chance is long gone: a whole round of turns has passed.",
            3: "Before you draw, your turn has not ended yet; the call comes after it.",
        },
    ),
    Question(
        "05.pass",
        "Your turn has ended and you say \"pass\". What have you said?",
        choices=(
            "\"Skip my next turn.\"",
            "\"I give my chance to call to the next player.\"",
            "\"No crisp from me now.\" Passing is allowed exactly when calling would be.",
            "\"I will call a bit later in the round.\"",
        ),
        answer=2,
        explanation="Saying pass only closes your chance to call at the end of this turn (R7.1); it is allowed "
                    "exactly when a crisp call would be (S1). Saying nothing and letting the next player start "
                    "means the same thing, except for the late call of R7.2.",
        rules=("S1", "R7.1", "R7.2"),
        why_not={
            0: "Nobody ever skips a turn in Crisp; pass is about the crisp call only.",
            1: "The next player's chance comes at the end of their own turn, not from yours.",
            3: "The chance to call comes at the end of your own turn (R7.1); a pass closes it until your next "
               "turn ends.",
        },
    ),
    Question(
        "05.late",
        "Seat 2 ends its turn without a word. Seat 3 draws a card and is still looking at it. Seat 2 now says "
        "\"crisp!\". What happens?",
        choices=(
            "Too late: once the next player has drawn, nobody may call.",
            "The call stands, and Seat 3's turn, already begun, is its final turn.",
            "The call stands, but Seat 3 must put the card back and start again.",
            "The call stands, and Seat 3 will still get a final turn after this one.",
        ),
        answer=1,
        explanation="This is the late call (R7.2): after the next player's first draw and before that draw is "
                    "resolved, the caller may still call, and the turn under way counts as the first final "
                    "turn (R7.3).",
        rules=("R7.2", "R7.3"),
        why_not={
            0: "It is too late only once Seat 3 has resolved that first draw (swap, discard or special).",
            2: "Nothing is undone: Seat 3 goes on with the card it drew.",
            3: "Each other player has exactly one final turn (R7.3); Seat 3's is the one it has begun.",
        },
    ),
    Question(
        "05.final-turns",
        "Four players sit at the table. Seat 3 calls crisp at the end of its own turn. How many more turns are "
        "played before the cards are revealed?",
        answer=3,
        explanation="Each other player plays exactly one final turn, clockwise from the caller's left: Seats 4, "
                    "1 and 2 (R7.3). The caller does not play again; after the last final turn all cards are "
                    "revealed (R7.5).",
        rules=("R7.3", "R7.5"),
    ),
    Question(
        "05.caller-safe",
        "Seat 1 has called crisp. During the final turns, Seat 2 draws a Queen. May Seat 2 use it to swap one of "
        "its own cards with one of Seat 1's cards?",
        choices=(
            "No: once you call, your hand is locked.",
            "Yes: the caller's cards can still be hit by a Queen during the final turns.",
            "Only if Seat 1 agrees.",
            "Yes, but Seat 1 then gets one more turn to repair its hand.",
        ),
        answer=1,
        explanation="The caller can still be the target of a Queen swap during the final turns (R7.3). A call "
                    "is a risk: a Queen can hand the caller a high card, and the caller does not play again to "
                    "fix it.",
        rules=("R7.3",),
        why_not={
            0: "Nothing locks the caller's hand: that is the misreading \"the caller is safe\".",
            2: "A Queen swap needs nobody's consent: it is blind and final (R5.4).",
            3: "The caller plays no final turn: after the last final turn the cards are revealed (R7.5).",
        },
    ),
    Question(
        "05.second-call",
        "Seat 1 has called crisp. In its final turn Seat 2 swaps in an Ace and now believes it is even lower than "
        "Seat 1. May Seat 2 call crisp too?",
        choices=(
            "Yes: then both callers play for -5.",
            "Yes: the second call cancels the first.",
            "No: only one call per round, and nobody may call during the final turns.",
        ),
        answer=2,
        explanation="Only one crisp call per round, and nobody may call during the final turns (R7.4). Seat 2 "
                    "does not need a call anyway: if it ends up strictly lower than Seat 1, Seat 1 scores "
                    "+5 (R11.2).",
        rules=("R7.4", "R11.2"),
        why_not={
            0: "There is never a second caller in a round (R7.4).",
            1: "A call cannot be cancelled, and nobody may call during the final turns (R7.4).",
        },
    ),
    Question(
        "05.tie",
        "Seat 2 calls crisp. At the reveal Seat 2's cards total 7, Seat 1's total 7 as well, and Seat 3's "
        "total 24. What is Seat 2's round score?",
        answer=12,
        explanation="7 + 5 = 12. The caller gets -5 only with a total strictly lower than everyone else's; tied "
                    "for lowest is not enough, and the caller gets +5 (R11.2). Seat 1 did not call and simply "
                    "scores its 7 (R11.1).",
        rules=("R11.1", "R11.2"),
    ),
    Question(
        "05.score-low",
        "Seat 3 calls crisp. At the reveal the totals are 12 (Seat 1), 9 (Seat 2) and 3 (Seat 3). What is "
        "Seat 3's round score?",
        answer=-2,
        explanation="3 is strictly the lowest, so the caller scores 3 - 5 = -2 (R11.2): a round score can be "
                    "negative, and it takes points off the caller's match score (R11.3).",
        rules=("R11.2", "R11.3"),
    ),
    Question(
        "05.match-end",
        "The target is 100. Seat 1 has 96 points; a new round is dealt and Seat 1 peeks at a King and a Queen. "
        "When does the match end?",
        choices=(
            "Right now: Seat 1's cards already take it past 100.",
            "The moment Seat 1's match score plus its cards reaches 100 during the round.",
            "At the end of this round, once the round scores are added, if a match score is then 100 or more.",
            "When every player has reached 100.",
        ),
        answer=2,
        explanation="Round scores are added at the end of a round (R11.1, R11.3), and the match ends at the end "
                    "of the round in which some match score reaches the target or more (R11.4). Until then "
                    "Seat 1 may still swap its high cards away.",
        rules=("R11.3", "R11.4"),
        why_not={
            0: "Cards in hand are not points yet: only the reveal at the end of the round scores them (R11.1).",
            1: "The round is always played to its end (R7.5, R11.4); nothing stops in the middle of it.",
            3: "One player reaching the target is enough (R11.4).",
        },
    ),
    Question(
        "05.winner",
        "The target is 100. At the end of a round the match scores are 104 (Seat 1), 83 (Seat 2) and 83 "
        "(Seat 3). Who wins?",
        choices=(
            "Seat 1, because it reached the target.",
            "Seats 2 and 3 share the win.",
            "Nobody yet: the match goes on until the tie is broken.",
            "Seat 2, because it sits first after Seat 1.",
        ),
        answer=1,
        explanation="Seat 1's 104 ends the match at the end of this round (R11.4); the lowest match score wins "
                    "and players tied for lowest share the win (R11.5).",
        rules=("R11.4", "R11.5"),
        why_not={
            0: "Reaching the target is bad news: it ends the match, and the LOWEST score wins (R11.5).",
            2: "A tie for the lowest score is shared; no extra round is played (R11.5).",
            3: "Seating order breaks no ties: tied players share the win (R11.5).",
        },
    ),
)
