"""The core scenes: one arranged round per rule of play, stepped through by the lessons.

Each scene is dealt by seat 0 from a deck built with :func:`crisp_core.arranged_deck` (no
randomness) and plays a fixed script; its captions tell the steps worth a word and ask the
learner to predict what comes next.  ``tests/test_scenes.py`` checks that every scene shows its
rules on the engine's own state.

>>> [s.key for s in SCENES][:3]
['deal', 'first_turn', 'jack_peek']
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..crisp.deal import arranged_deck
from ..crisp.options import Options
from . import Scene

Step = tuple[str, str]  # an action (N3) and the caption of the state after it ("" for none)


def _scene(key: str, title: str, rules: tuple[str, ...], hands: Mapping[int, Sequence[str]],
           stock: Sequence[str], intro: str, steps: Sequence[Step], players: int = 3,
           options: Options = Options()) -> Scene:
    """A scene dealt by seat 0 with ``hands`` (seat -> L, M, R) and the stock starting with
    ``stock``; ``intro`` captions the deal (step 0) and each step captions the state after it."""
    captions = {0: intro} | {i: caption for i, (_, caption) in enumerate(steps, 1) if caption}
    deck = tuple(arranged_deck(players, 0, hands, stock))
    return Scene(key, title, players, deck, tuple(action for action, _ in steps), 0, options, captions, rules)


DEAL = _scene(
    "deal", "The deal and the peek", ("R2.2", "R2.3", "R2.4", "R2.5", "R3.2"),
    {1: ["4h", "9c", "2s"], 2: ["Kd", "6h", "3c"], 0: ["7s", "Ad", "Qh"]}, ["8d"],
    "Seat 1 deals, one card at a time, starting with the seat on their left: deck card 1 goes to Seat 2's L, "
    "card 2 to Seat 3's L, card 3 to Seat 1's own L; the second pass fills the M slots, the third the R slots "
    "(R2.2). The rest of the deck is the stock (R2.3). Each player peeks once at their own L and R, never at "
    "their M (R2.4). Show Seat 2 only: which of Seat 2's three cards does Seat 2 know?",
    [("1 draw", "Seat 2, left of the dealer, takes the first turn (R2.5): they draw the top card of the stock, "
                "the 8♦, and look at it (R3.2). What does Seat 3 know about that card?")])

FIRST_TURN = _scene(
    "first_turn", "A first turn: draw, then swap or discard",
    ("R2.5", "R3.1", "R3.2", "R3.3", "R4.1", "R4.2", "S1"),
    {1: ["6d", "9c", "2h"], 2: ["As", "8h", "3s"], 0: ["5c", "Jd", "7h"]}, ["3d", "Ts"],
    "Seat 2 plays first (R2.5), and a turn starts with one draw owed (R3.1). Seat 2 knows their L (6♦) and "
    "R (2♥), not their M.",
    [("1 draw", "Seat 2 draws the top card of the stock and looks at it: the 3♦ (R3.2). Nobody else sees it. "
                "Where would you put a 3 if you were Seat 2?"),
     ("1 swap M", "Seat 2 swaps the 3♦ into their M, the card they had never seen (R4.1). The old M, the 9♣, "
                  "goes face up to the discard: everyone sees it, but only Seat 2 knows the 3♦. No draw is "
                  "owed and nothing is held, so the turn is over (R3.3)."),
     ("1 pass", "Seat 2 could call crisp now (R7.1); they say \"no crisp\" (S1). Saying nothing and letting "
                "Seat 3 draw means the same (R10)."),
     ("2 draw", "Seat 3 draws the 10♠. Seat 3 knows their L (A♠) and R (3♠) are low. What will Seat 3 do "
                "with a 10?"),
     ("2 discard", "Seat 3 discards the 10♠ face up (R4.2): now everyone has seen it, and Seat 3's turn is "
                   "over. Seat 1 plays next.")])

JACK_PEEK = _scene(
    "jack_peek", "A Jack: look at your own M", ("R5.1", "R5.3"),
    {1: ["3h", "2d", "5s"], 2: ["9d", "Tc", "4c"], 0: ["8s", "6c", "7d"]}, ["Jc"],
    "Seat 2 knows their L (3♥) and R (5♠) but has never seen their M.",
    [("1 draw", "Seat 2 draws the J♣. A Jack drawn from the stock may be used, or discarded unused (R5.1). "
                "What would using it show Seat 2?"),
     ("1 jack", "Seat 2 uses the Jack: they look once at their own M, the 2♦, and the Jack goes to the "
                "discard (R5.3). The others see the Jack go by, not the M card. Seat 2 now knows all three "
                "cards: 3♥ 2♦ 5♠ = 10.")])

QUEEN_SWAP = _scene(
    "queen_swap", "A Queen: blind swaps, and knowledge that moves", ("R5.4", "R5.4.1", "R5.4.2", "R5.4.3"),
    {1: ["9s", "5d", "3h"], 2: ["6c", "8d", "2c"], 0: ["Ad", "7h", "4s"]}, ["Qh", "Qd"],
    "Look at the knowledge grid: Seat 2 has seen their 9♠ (L) and 3♥ (R); Seat 3 has seen their 6♣ (L) "
    "and 2♣ (R); Seat 1 their A♦ (L) and 4♠ (R). Nobody has seen an M.",
    [("1 draw", "Seat 2 draws the Q♥. A Queen swaps one of your cards with one card of another player, "
                "blind and final (R5.4). Which of their cards would Seat 2 like to give away?"),
     ("1 queen L 2R", "Seat 2 swaps their L, the 9♠, with Seat 3's R. Each looks at the card they receive in "
                      "an L or R (R5.4.1, R5.4.2): Seat 2 now sees the 2♣, Seat 3 the 9♠. Seat 3 still knows "
                      "where the 2♣ is: what anyone knew moves with the card (R5.4.3). What does Seat 1 know "
                      "about these two cards?"),
     ("2 draw", "Seat 3 draws the Q♦, a second Queen. This time watch the M slots."),
     ("2 queen M 0L", "Seat 3 swaps their M, a card nobody has seen, with Seat 1's L. Seat 1 looks at the "
                      "card they receive in their L, the 8♦, though Seat 3 never saw it (R5.4.2). The A♦ lands "
                      "in Seat 3's M: Seat 3 does not look (R5.4.1), yet Seat 1 knows it is there (R5.4.3). "
                      "Who knows Seat 3's M now?")])

DRAWN_FACE_CARDS = _scene(
    "drawn_face_cards", "Drawn Jacks, Queens and Kings", ("R4.3", "R5.1", "R5.2", "R5.5"),
    {1: ["4c", "7d", "2h"], 2: ["3s", "9h", "5d"], 0: ["6s", "8c", "Ah"]}, ["Js", "Qc", "Kd", "4h", "9d"],
    "Three players will draw a Jack, a Queen and a King. A J, Q or K drawn from the stock can never be "
    "swapped into the hand (R4.3): what else can each of them do with it?",
    [("1 draw", "Seat 2 draws the J♠. It cannot go into Seat 2's hand (R4.3)."),
     ("1 discard", "Seat 2 discards the Jack unused: allowed for a Jack (R5.1)."),
     ("2 draw", "Seat 3 draws the Q♣. Use it or not? Both are allowed (R5.1)."),
     ("2 discard", "Seat 3 discards the Queen unused."),
     ("0 draw", "Seat 1 draws the K♦. Can Seat 1 simply discard it?"),
     ("0 king", "No: a drawn King must be used (R5.2). It goes to the discard and Seat 1 owes two more draws "
                "(R5.5)."),
     ("0 draw", "First extra draw: the 4♥, an ordinary card."),
     ("0 swap M", "Seat 1 swaps it into their M; the 8♣ goes to the discard."),
     ("0 draw", "Second extra draw: the 9♦."),
     ("0 discard", "Seat 1 discards it, and the turn is over (R3.3).")])

KING_CHAIN = _scene(
    "king_chain", "A King: two more draws", ("R5.2", "R5.5", "R3.3"),
    {1: ["5h", "Tc", "6d"], 2: ["7c", "2s", "9s"], 0: ["4d", "8h", "3h"]}, ["Ks", "3c", "8s"],
    "Seat 2 knows their L (5♥) and R (6♦), not their M.",
    [("1 draw", "Seat 2 draws the K♠. A drawn King must be used (R5.2)."),
     ("1 king", "The King goes to the discard at once, and Seat 2 owes two more draws (R5.5). How many cards "
                "will Seat 2 draw in this turn in all?"),
     ("1 draw", "First extra draw: the 3♣. It is resolved like any draw: swap, discard or special (R5.5)."),
     ("1 swap M", "Seat 2 swaps it into their M; the 10♣ that was there goes to the discard. One draw is "
                  "still owed."),
     ("1 draw", "Second extra draw: the 8♠."),
     ("1 discard", "Seat 2 discards it. No draw is owed and nothing is held: the turn is over (R3.3), after "
                   "three draws.")])

KING_ON_KING_DRAW = _scene(
    "king_on_king_draw", "A King drawn on a King's extra draw", ("R5.5", "R3.3"),
    {1: ["4d", "9h", "6c"], 2: ["7c", "2s", "9s"], 0: ["5d", "8h", "3h"]}, ["Ks", "Kh", "2d", "8c", "7s"],
    "Seat 2 is about to draw the first of two Kings.",
    [("1 draw", "Seat 2 draws the K♠."),
     ("1 king", "Seat 2 plays it: two more draws owed (R5.5)."),
     ("1 draw", "First extra draw: another King, the K♥! One draw is still owed. How many will be owed once "
                "Seat 2 plays this King: 2, or 3?"),
     ("1 king", "Three: a King drawn on an extra draw adds two more draws to the one still owed (R5.5); it "
                "does not replace it."),
     ("1 draw", "The 2♦: two draws owed after this one."),
     ("1 swap M", "Seat 2 swaps it into their M (the 9♥ goes to the discard)."),
     ("1 draw", "The 8♣: one draw owed after this one."),
     ("1 discard", ""),
     ("1 draw", "The 7♠: the last draw owed."),
     ("1 discard", "Five draws in one turn; now the turn is over (R3.3).")])


def _empty_stock_flip() -> Scene:
    """Two players draw and discard until the stock is empty; then the discard pile is turned over."""
    stock_size = 52 - 6
    steps: list[Step] = []
    for turn in range(stock_size):  # seats 1, 0, 1, ...; every card drawn is discarded in order
        seat = (1 + turn) % 2
        steps += [(f"{seat} draw", ""), (f"{seat} discard", "")]
    steps[1] = ("1 discard", "The 7♦ is the first card on the discard pile. Remember it.")
    steps[3] = ("0 discard", "The 3♣ is the second. Both players saw every card discarded.")
    steps[-1] = (steps[-1][0], f"The stock is empty and the discard pile holds {stock_size} cards. Seat 2 must "
                               "draw now (R6.1). Which card will it be? Everyone can know (R6.2).")
    steps += [("1 draw", "The discard pile is turned over, without shuffling, as the new stock (R6.1), so the "
                         "oldest discard is on top (R6.2): Seat 2 draws the 7♦, the first card discarded. A stock "
                         "and a discard pile are never both empty at a draw (R6.3)."),
              ("1 discard", "Seat 2 discards the 7♦: it starts the new discard pile. Which card is on top of the "
                            "stock now?"),
              ("0 draw", "The 3♣, the second card ever discarded: both players knew it was coming."),
              ("0 swap L", "Seat 1 swaps it into their L. Seat 2 knows exactly where the 3♣ is.")]
    return _scene(
        "empty_stock_flip", "The empty stock is turned over, not shuffled", ("R6.1", "R6.2", "R6.3"),
        {1: ["Kc", "4h", "Kd"], 0: ["Kh", "5s", "Ks"]}, ["7d", "3c"],
        f"Two players and {stock_size} cards in the stock (the four Kings are in the hands). Both players just "
        "draw and discard until the stock runs out: watch the order of the discard pile.",
        steps, players=2)


EMPTY_STOCK_FLIP = _empty_stock_flip()

CRISP_CALL = _scene(
    "crisp_call", "Calling crisp, the final turns, the reveal", ("R7.1", "R7.3", "R7.4", "R7.5", "R11.1", "R11.2"),
    {1: ["Ac", "9h", "3d"], 2: ["5c", "7s", "6h"], 0: ["4s", "Jh", "8d"]}, ["2s", "Td", "8s"],
    "Seat 2 knows their L (A♣) and R (3♦), 4 points, and an M they have never seen.",
    [("1 draw", "Seat 2 draws the 2♠."),
     ("1 swap M", "Seat 2 swaps it into their M (the 9♥ goes to the discard) and now knows all three cards: "
                  "A♣ 2♠ 3♦ = 6. Is 6 low enough to call?"),
     ("1 crisp", "Seat 2 calls crisp right at the end of their own turn (R7.1). Each other player now plays "
                 "exactly one final turn, clockwise from the caller's left: Seat 3, then Seat 1 (R7.3). Nobody "
                 "else may call this round (R7.4)."),
     ("2 draw", "Seat 3's final turn: the 10♦."),
     ("2 discard", "Seat 3's final turn is over. One more final turn: whose?"),
     ("0 draw", "Seat 1's final turn: the 8♠."),
     ("0 discard", "That was the last final turn: all cards are revealed (R7.5). A round score is the total "
                   "of the three cards (R11.1); Seat 2's 6 is strictly the lowest, so Seat 2 scores "
                   "6 - 5 = 1 (R11.2).")])

LATE_CALL = _scene(
    "late_call", "A late call, after the next player's first draw", ("R7.2", "R7.3", "R7.5", "R11.2"),
    {1: ["Ac", "8c", "2d"], 2: ["7c", "5s", "9h"], 0: ["6d", "Tc", "4c"]}, ["3s", "9d", "7d"],
    "Seat 2 knows their L (A♣) and R (2♦).",
    [("1 draw", "Seat 2 draws the 3♠."),
     ("1 swap M", "Seat 2 swaps it into their M (the 8♣ goes to the discard): A♣ 3♠ 2♦ = 6. The turn is "
                  "over, but nobody announces it, and Seat 2 says nothing yet."),
     ("2 draw", "Seat 3 has drawn the 9♦ and not resolved it yet. Can Seat 2 still call crisp?"),
     ("1 crisp", "Yes: a late call, after the next player's first draw and before that draw is resolved "
                 "(R7.2). Seat 3's current turn counts as the first final turn. How many more turns will "
                 "Seat 3 get?"),
     ("2 discard", "Not one more: Seat 3 discards the 9♦, and that was their final turn."),
     ("0 draw", "Seat 1's final turn: the 7♦."),
     ("0 discard", "Seat 1's final turn ends the round (R7.3, R7.5). Seat 2's 6 is strictly the lowest: "
                   "6 - 5 = 1 (R11.2).")])

TIE_FOR_LOWEST = _scene(
    "tie_for_lowest", "A caller tied for lowest", ("R7.1", "R7.5", "R11.1", "R11.2"),
    {1: ["2c", "9d", "4h"], 2: ["8s", "6c", "Td"], 0: ["3s", "2d", "2h"]}, ["As", "9c", "Jc"],
    "Seat 2 knows their L (2♣) and R (4♥).",
    [("1 draw", "Seat 2 draws the A♠."),
     ("1 swap M", "Seat 2 swaps it into their M (the 9♦ goes to the discard): 2♣ A♠ 4♥ = 7."),
     ("1 crisp", "Seat 2 calls crisp with 7 (R7.1). Seat 2 has seen none of Seat 1's cards."),
     ("2 draw", ""),
     ("2 discard", ""),
     ("0 draw", "Seat 1's final turn: the J♣. Seat 1 has 7 too. What will Seat 2 score?"),
     ("0 discard", "All cards are revealed (R7.5): Seat 2 has 7, and so has Seat 1. A tie for lowest is not "
                   "enough: only a strictly lowest caller gets -5, so Seat 2 scores 7 + 5 = 12 and Seat 1 "
                   "scores 7 (R11.1, R11.2).")])

CALLER_HIT_BY_QUEEN = _scene(
    "caller_hit_by_queen", "The caller is not safe: a Queen in a final turn", ("R7.3", "R5.4", "R5.4.2", "R11.2"),
    {1: ["Ac", "8h", "3d"], 2: ["Kc", "5d", "4s"], 0: ["6s", "7c", "9c"]}, ["2s", "Qh", "Td"],
    "Seat 2 knows their L (A♣) and R (3♦); Seat 3 knows their L is the K♣.",
    [("1 draw", "Seat 2 draws the 2♠."),
     ("1 swap M", "Seat 2 swaps it into their M (the 8♥ goes to the discard): A♣ 2♠ 3♦ = 6."),
     ("1 crisp", "Seat 2 calls crisp with 6. Is Seat 2's hand safe now?"),
     ("2 draw", "Seat 3's final turn: the Q♥. A caller's cards are likely low..."),
     ("2 queen L 1L", "Seat 3 uses the Queen (R5.4) to swap their K♣ with the caller's L, blind: the caller can "
                      "still be the target of a Queen during the final turns (R7.3). Seat 2 looks at the card "
                      "landing in their L, the K♣ (R5.4.2), and can do nothing about it: no more turns for the "
                      "caller."),
     ("0 draw", "Seat 1's final turn: the 10♦."),
     ("0 discard", "All cards are revealed: Seat 2 has K♣ 2♠ 3♦ = 15, Seat 3 has 10. The caller is not "
                   "strictly lowest: 15 + 5 = 20 (R11.2).")])

TAKE_FROM_DISCARD = _scene(
    "take_from_discard", "Taking from the discard: a Queen is just a 10",
    ("R8.1", "R8.2", "R8.3", "R8.4", "R8.5"),
    {1: ["5h", "7c", "2d"], 2: ["4c", "9s", "6d"], 0: ["8d", "3c", "Ah"]}, ["Qs", "8h"],
    "At this table the host allows taking the top card of the discard pile instead of drawing (R8.1). The "
    "discard pile is empty, so Seat 2 must draw from the stock (R8.4).",
    [("1 draw", "Seat 2 draws the Q♠."),
     ("1 discard", "Seat 2 discards the Queen unused (R5.1): it lies face up on top of the discard pile."),
     ("2 take", "Seat 3 takes the Q♠ from the discard instead of drawing (R8.1), hoping to swap cards with "
                "someone. Can Seat 3 use the Queen? Can Seat 3 put it straight back?"),
     ("2 swap M", "Neither: taken from the discard, a Queen is an ordinary 10 with no power (R8.3), and it "
                  "must be swapped into the hand (R8.2). Seat 3 puts it in their M; the 9♠ goes to the "
                  "discard. Everyone saw the Queen, so everyone knows it is in Seat 3's M (R8.5).")],
    options=Options(draw_from_discard=True))

TIMEOUT_WITH_KING = _scene(
    "timeout_with_king", "Time runs out: a King held, then no draw at all", ("R9.1", "R9.2", "R9.4"),
    {1: ["4d", "Tc", "6h"], 2: ["2c", "8s", "5h"], 0: ["9c", "3d", "7s"]}, ["Ks", "5d", "Jh"],
    "At this table each draw has 30 seconds (R9).",
    [("1 draw", "Seat 2 draws the K♠, and hesitates. What happens if the time runs out now?"),
     ("1 timeout", "The King is discarded unused (R9.2): a King discarded so gives no extra draws. The turn "
                   "ends, and Seat 2 may not call crisp, now or late (R9.4). What if Seat 3 is slow too?"),
     ("2 timeout", "Seat 3's time runs out before they draw: the top card of the stock, the 5♦, is drawn and "
                   "discarded for them (R9.1). Their turn is lost, with no crisp call either (R9.4)."),
     ("0 draw", "Seat 1 draws the J♥: play goes on."),
     ("0 discard", "Seat 1 discards the J♥ unused (R5.1): its turn is over, and Seat 2's draw begins.")],
    options=Options(draw_timer=30))

TIMEOUT_OWED_DRAWS = _scene(
    "timeout_owed_draws", "Time runs out on a King's extra draw", ("R5.5", "R9.1", "R9.3", "R9.4", "S2"),
    {1: ["4d", "Tc", "6h"], 2: ["2c", "8s", "5h"], 0: ["9c", "3d", "7s"]}, ["Ks", "6d", "7c"],
    "At this table each draw has 30 seconds (R9).",
    [("1 draw", "Seat 2 draws the K♠."),
     ("1 king", "Seat 2 plays it: two more draws owed (R5.5)."),
     ("1 timeout", "Seat 2's time runs out on the first extra draw. R9 counts per draw: the top card, the 6♦, "
                   "is drawn and discarded for them (R9.1), and the other draw still owed is lost (R9.3, S2). "
                   "No crisp call follows (R9.4)."),
     ("2 draw", "Seat 3 draws the 7♣; Seat 2 cannot call late either (R9.4)."),
     ("2 discard", "")],
    options=Options(draw_timer=30))

SCENES = (DEAL, FIRST_TURN, JACK_PEEK, QUEEN_SWAP, DRAWN_FACE_CARDS, KING_CHAIN, KING_ON_KING_DRAW,
          EMPTY_STOCK_FLIP, CRISP_CALL, LATE_CALL, TIE_FOR_LOWEST, CALLER_HIT_BY_QUEEN, TAKE_FROM_DISCARD,
          TIMEOUT_WITH_KING, TIMEOUT_OWED_DRAWS)
