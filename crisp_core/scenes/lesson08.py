"""Scenes of lesson 08 (Probability II): a crisp call, its chance, and the final turns.

``call_with_six``: seat 1 uses a Jack to see its M, knows its total is 6 and calls crisp (R7.1);
counted from its seat, that total is strictly the lowest with a chance of about 99 %.  Then each
other player plays one final turn (R7.3): seat 2 trades its 9h for the caller's Ac with a Queen,
and seat 0 swaps a 3 in.  At the reveal the caller has 14, not the lowest: 14 + 5 (R11.2).
"""

from __future__ import annotations

from ..crisp.deal import arranged_deck
from . import Scene

_HANDS = {0: ["5c", "Kh", "2d"], 1: ["Ac", "3d", "2h"], 2: ["7s", "8d", "9h"]}
_STOCK = ["Jd", "Qs", "3c"]

SCENES = (
    Scene(
        key="call_with_six",
        title="A call with 6, and the final turns after it",
        players=3,
        deck=tuple(arranged_deck(3, 0, _HANDS, _STOCK)),
        actions=("1 draw", "1 jack", "1 crisp", "2 draw", "2 queen R 1L", "0 draw", "0 swap M"),
        captions={
            0: "Seat 2 peeks at its A♣ and 2♥. Its M is unseen.",
            2: "Seat 2 used a Jack to look at its M (R5.3): a 3. It knows its total: 1 + 3 + 2 = 6.",
            3: "Seat 2 calls crisp at the end of its turn (R7.1). Now each other player plays one final turn (R7.3).",
            5: "Seat 3's final turn: a Queen trades its 9♥ for the caller's A♣, blind (R5.4). The caller now has 14.",
            7: "Seat 1's final turn: it swaps the 3♣ in for its K♥ and has 10. The cards are revealed (R7.5): "
               "the caller's 14 is not the lowest, so it scores 14 + 5 = 19 (R11.2).",
        },
        rules=("R7.1", "R7.3", "R11.2"),
    ),
)
