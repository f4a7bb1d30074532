"""Check-yourself questions of lesson 10, play: two last checks before a whole match."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        key="10.king-final",
        prompt="Seat 3 has called crisp. In your final turn you draw a King from the stock. What happens?",
        choices=(
            "Nothing: you discard it, your final turn is over.",
            "You must play it: it goes to the discard and you draw twice more, still in this final turn.",
            "You may swap it into your hand: it is worth 10 like any face card.",
            "You draw one more card instead of the King.",
        ),
        answer=1,
        why_not={
            0: "A drawn King cannot be discarded unused (R5.2), not even in a final turn.",
            2: "A Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3).",
            3: "A King owes two more draws, not one (R5.5); a King on one of them adds two more.",
        },
        explanation="A drawn King must be played (R5.2): it goes to the discard and your turn owes two more "
                    "draws (R5.5). A final turn is a whole turn (R7.3), so the two draws are yours: a good chance "
                    "to lower your total before the reveal.",
        rules=("R5.2", "R5.5", "R7.3"),
    ),
    Question(
        key="10.match-end",
        prompt="You play to a target of 50. At the end of a round the match scores are: you 38, Seat 2 52, "
               "Seat 3 38. What happens?",
        choices=(
            "Seat 2 wins: it reached the target.",
            "The match is over, and you and Seat 3 share the win.",
            "Play one more round to break the tie.",
            "Nothing yet: the match goes on until everyone reaches 50.",
        ),
        answer=1,
        why_not={
            0: "Reaching the target ends the match; it does not win it. Low scores win in Crisp.",
            2: "There is no tie-break: players tied for the lowest score share the win (R11.5).",
            3: "One player at the target or more is enough to end the match (R11.4).",
        },
        explanation="The match ends at the end of the round in which some score reaches the target or more "
                    "(R11.4): Seat 2's 52 ends it. The lowest score wins, and players tied for the lowest share "
                    "the win (R11.5): you and Seat 3, with 38 each.",
        rules=("R11.4", "R11.5"),
    ),
)
