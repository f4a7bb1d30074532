"""Scenes of lesson 07 (Probability I): card counting from one seat's point of view.

``counting_discards``: seat 1 peeks at its Ac and 2d and never sees its M; then four ten-valued
cards (Kd, Qs, Th and the Jd from seat 0's hand) and a 9 go face up.  Seat 1's count of the cards
it has not seen moves with each one: 16 of 50 are worth 10 after the deal, 12 of 45 at the end.
"""

from __future__ import annotations

from ..crisp.deal import arranged_deck
from . import Scene

_HANDS = {0: ["5h", "8c", "Jd"], 1: ["Ac", "7h", "2d"], 2: ["3s", "Qc", "9h"]}
_STOCK = ["9s", "Kd", "Qs", "Th", "4c"]

SCENES = (
    Scene(
        key="counting_discards",
        title="What the discards tell Seat 2 about its M",
        players=3,
        deck=tuple(arranged_deck(3, 0, _HANDS, _STOCK)),
        actions=("1 draw", "1 discard",
                 "2 draw", "2 king", "2 draw", "2 discard", "2 draw", "2 discard",
                 "0 draw", "0 swap R"),
        captions={
            0: "Seat 2 peeks at its L (A♣) and R (2♦), never at its M. For Seat 2 the M is one of the 50 cards "
               "it has not seen; 16 of them are worth 10 (R1.3).",
            2: "Seat 2 discards the 9♠ it drew. It has now seen three cards; 49 it has not seen, still 16 worth 10.",
            4: "Seat 3 draws a King and must play it (R5.2): the K♦ goes face up, two more draws owed.",
            6: "Seat 3 discards the Q♠ unused (R5.1). Two ten-valued cards are now face up.",
            8: "The 10♥ goes face up too: 13 of the 46 cards Seat 2 has not seen are worth 10.",
            10: "Seat 1 swaps the 4♣ into its R (R4.1); its J♦ goes face up. In a hand the Jack was a plain 10 "
                "(R1.4). Seat 2 has not seen the 4♣: 12 of 45 unseen cards are worth 10.",
        },
        rules=("R1.3", "R1.4", "R4.1", "R4.2"),
    ),
)
