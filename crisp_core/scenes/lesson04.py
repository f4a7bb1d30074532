"""Scenes of lesson 04 (what everyone knows): what a swap and a discard tell the table, and tables
played by bots for the "guess the hidden cards" game.

>>> tells = scene_by_key("discard_tells")
>>> [str(c) for c in tells.states()[-1].discard]
['4d']
>>> table = bot_table(5)
>>> table.states()[-1].turns, table.states()[-1].caller
(4, -1)
"""

from __future__ import annotations

import random

from ..crisp.bots import make_bot
from ..crisp.deal import arranged_deck
from ..crisp.driver import next_choice
from ..crisp.round import RoundState
from ..decks import shuffled_deck
from ..locale import text
from . import HEURISTIC_TABLE_KEY, Scene

SWAP_TELLS = Scene(
    key="swap_tells",
    title="A swap shows the card that leaves",
    players=3,
    deck=tuple(arranged_deck(3, 0, hands={1: ["9c", "Kd", "5h"]}, stock=["3d"])),
    actions=("1 draw", "1 swap L"),
    captions={
        0: "Seat 2 has peeked at its L, the 9♣, and its R, the 5♥ (R2.4). Nobody else knows them.",
        1: "Seat 2 draws a card from the stock. Only Seat 2 sees it.",
        2: "Seat 2 swaps the drawn card into its L. The 9♣ goes face up to the discard, for everyone to see; "
           "the new card stays Seat 2's secret (R4.1). But Seat 2 chose it over a 9.",
    },
    rules=("R4.1", "R2.4"),
)

DISCARD_TELLS = Scene(
    key="discard_tells",
    title="A discarded 4",
    players=3,
    deck=tuple(arranged_deck(3, 0, hands={1: ["2c", "Kd", "3h"]}, stock=["4d"])),
    actions=("1 draw", "1 discard"),
    captions={
        0: "Seat 2 has peeked at its L and R (R2.4); nobody else knows them.",
        1: "Seat 2 draws a 4. Only Seat 2 sees it.",
        2: "Seat 2 throws the 4 away, face up (R4.2). Why keep a 2 and a 3 rather than the 4? "
           "Because they are lower.",
    },
    rules=("R4.2", "R4.1", "R2.4"),
)


def bot_table(seed: int, turns: int = 4, players: int = 3, bot: str = "heuristic") -> Scene:
    """A round dealt from a deck shuffled with ``seed`` and played by ``bot`` bots for ``turns``
    turns, as a scene; it stops early, right after the call, if a bot calls crisp, so no card is
    revealed (R7.5)."""
    rng = random.Random(seed)
    deck = shuffled_deck(rng)
    state = RoundState(players, deck)
    bots = [make_bot(bot) for _ in range(players)]
    while state.turns < turns and state.caller < 0:
        seat, legal = next_choice(state)
        state.apply(legal[0] if len(legal) == 1 else bots[seat].choose(state.observation(seat), legal, rng))
    # a table of heuristic bots (the lesson's) is named in the lessons' language (Scene.words), any other in English
    key, title = ((f"{HEURISTIC_TABLE_KEY}{seed}", text("en", "ui.heuristic_table", seed=seed)) if bot == "heuristic"
                  else (f"bot_table_{seed}", f"A table played by {bot} bots (seed {seed})"))
    return Scene(key, title, players, tuple(deck), tuple(str(a) for a in state.history), rules=("R2.4", "R4.1", "R4.2"))


GUESS_TABLE = bot_table(5)._replace(key="guess_table")

SCENES = (SWAP_TELLS, DISCARD_TELLS, GUESS_TABLE)


def scene_by_key(key: str) -> Scene:
    """One of this module's scenes (for the examples above)."""
    return {s.key: s for s in SCENES}[key]
