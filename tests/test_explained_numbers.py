"""Every number the lessons' check-yourself questions write, recomputed.

A wrong number once reached a class (lesson 07 said the M is worth 337/50 although the drawn 6 had been seen
too: 331/49), because nothing recomputed the numbers written in explanations.  Here, for every question of
every lesson, each number in its prompt, choices, why-nots and explanation (as
:func:`crisp_core.translations.numbers` reads them; rule IDs are not numbers) must be either

- **recomputed**: returned by the question's function below, which works it out from its definition by
  exact counting (:mod:`fractions`, :func:`math.comb`, the 52 cards), the probability modules, the bots'
  simulations or by playing the engines, never from the question's text; or
- **data**: a number the question states as given ("Four players", "Seat 4", "a 6", a wrong choice's
  number), listed beside the function: ``given`` numbers are passed to the function and used by it,
  ``stated`` ones are only written (distractors, cross-references).

A written decimal matches a recomputed value rounded to as many places (``≈ 6.76`` for 331/49); a written
integer matches only an equal value, or a value marked :class:`About` ("about 98 %").  Signs are not read
(``-2`` is written 2).  The function also checks the question's ``answer`` against what it recomputed.  The
translations carry exactly the English numbers (``test_lesson_languages.py``, ``test_lesson_translations.problems``), so
they are covered too.  A last test evaluates every equation written in the texts (``7 + 5 = 12``,
``340 / 52 = 85/13 ≈ 6.54``) and the scenes' captions get the same treatment as the questions.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from fractions import Fraction
from typing import Callable, Iterable, NamedTuple

import pytest

from crisp_core import Options, RoundState, arranged_deck
from crisp_core.cards import CARDS, VALUES, Card
from crisp_core.cheat import CheatGame
from crisp_core.cheat.probability import break_even, challenge_pays, claim_chance, claim_chance_counts, claim_count
from crisp_core.cheat.scenes import arranged_deck as cheat_deck
from crisp_core.cheat.scenes import two_sevens
from crisp_core.classroom import break_even_chance, call_expectation, chance, mean_value, threshold_bot
from crisp_core.crisp.bots.forgetful import ForgetfulBot
from crisp_core.crisp.match import Match
from crisp_core.crisp.probability import chance_lowest_with_total
from crisp_core.crisp.realtime import RealTimeTable
from crisp_core.crisp.simulate import simulate
from crisp_core.crisps import CrispsRound
from crisp_core.crisps.combos import PAIR, RUN, THREE, classify, follows
from crisp_core.crisps.counting import combination_counts, hand_mask
from crisp_core.crisps.deck import DECKS
from crisp_core.questions import all_questions, question
from crisp_core.scenes import all_scenes, scene
from crisp_core.translations import RULE_ID, numbers, question_source, scene_source

Number = int | Fraction | float


class About(NamedTuple):
    """A recomputed value written rounded, even to a whole number ("about 98 %", "once in 126")."""

    value: Number


# ----------------------------------------------------------------------------------------------- the tables

EXPLAINED: dict[str, tuple[dict, tuple, Callable]] = {}  # question key -> (given, stated, function)
SCENE_FACTS: dict[str, tuple[dict, tuple, Callable]] = {}  # the same for the scenes' captions


def explains(key: str, stated: Iterable = (), **given):
    """Register the function that recomputes question ``key``'s numbers.  ``given``: the data the question
    states and the function uses (numbers, or text such as ``"3♦"`` whose numbers are data);
    ``stated``: data that is only written (a wrong choice's number, a cross-reference)."""
    def register(fn: Callable) -> Callable:
        assert key not in EXPLAINED, f"{key} is explained twice"
        EXPLAINED[key] = (given, tuple(stated), fn)
        return fn
    return register


def captions_of(key: str, stated: Iterable = (), **given):
    """Like :func:`explains`, for a scene's title and captions."""
    def register(fn: Callable) -> Callable:
        assert key not in SCENE_FACTS, f"{key} is explained twice"
        SCENE_FACTS[key] = (given, tuple(stated), fn)
        return fn
    return register


# ----------------------------------------------------------------------------------------------- helpers

SUITS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}


def card(name: str) -> Card:
    """A card as the lessons write it (``K♥``, ``10♦``) or in notation (``Kh``)."""
    for symbol, suit in SUITS.items():
        name = name.replace(symbol, suit)
    return Card.parse(name)


def cards(names: Iterable[str]) -> list[Card]:
    return [card(n) for n in names]


def value(name: str) -> int:
    return card(name).value


def pick(q, fragment: str) -> int:
    """The index of the one choice of ``q`` that contains ``fragment``."""
    found = [i for i, c in enumerate(q.choices) if fragment in c]
    assert len(found) == 1, f"{q.key}: {fragment!r} is in choices {found}"
    return found[0]


def table(players: int = 3, dealer: int = 0, hands: dict | None = None, stock: Iterable[str] = (),
          **options) -> RoundState:
    """A round of Crisp dealt from an arranged deck (hands: seat -> L, M, R, None for any card)."""
    hands = {seat: [None if c is None else card(c) for c in h] for seat, h in (hands or {}).items()}
    deck = arranged_deck(players, dealer, hands, cards(stock))
    return RoundState(players, deck, dealer, Options(**options))


def play(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def knowers(state: RoundState, seat: int, slot: str) -> set[int]:
    """The seats that know the card now in ``seat``'s ``slot``."""
    mask = state.seen[seat * 3 + "LMR".index(slot)]
    return {s for s in range(state.players) if mask >> s & 1}


def flipped(state: RoundState, discards: Iterable[str]) -> RoundState:
    """``state`` with an empty stock and these cards discarded, oldest first (the moment R6.1 starts from)."""
    state.stock, state.discard = [], cards(discards)
    return state


class Done(NamedTuple):
    """A finished round with these round scores, for a match's scoring (R11.3-R11.5)."""

    round_scores: tuple

    is_over = True

    def scores(self) -> list[int]:
        return list(self.round_scores)


def match_at(scores: Iterable[int], target: int = 100) -> Match:
    scores = list(scores)
    match = Match(len(scores), Options(target=target))
    match.rounds.append(Done(tuple(scores)))
    return match


def hand_worth(total: int, used: set) -> list[Card]:
    """Three unused number cards worth ``total`` (R1.3)."""
    for trio in itertools.combinations([c for c in CARDS if c not in used and not c.is_face], 3):
        if sum(c.value for c in trio) == total:
            return list(trio)
    raise ValueError(total)


def called_round(totals: Iterable[int], caller: int) -> RoundState:
    """A round in which seat ``caller`` calls crisp at the end of its first turn and everyone only draws
    and discards, so that the hands at the reveal total ``totals``."""
    totals = list(totals)
    used: set = set()
    hands = {}
    for seat, total in sorted(enumerate(totals), key=lambda st: st[1]):  # the lowest hands first
        hands[seat] = hand_worth(total, used)
        used |= set(hands[seat])
    stock = [c for c in CARDS if c not in used and not c.is_face][:len(totals)]
    players = len(totals)
    state = RoundState(players, arranged_deck(players, (caller - 1) % players, hands, stock), (caller - 1) % players)
    play(state, f"{caller} draw", f"{caller} discard", f"{caller} crisp")
    while not state.is_over:
        play(state, f"{state.turn} draw", f"{state.turn} discard")
    assert state.totals() == totals
    return state


def bonus() -> int:
    """The 5 of R11.2, as the engine scores it: a caller strictly lowest, and one who is not."""
    low, high = called_round((9, 4, 12), 1), called_round((9, 14, 12), 1)
    assert low.totals()[1] - low.scores()[1] == high.scores()[1] - high.totals()[1]
    return high.scores()[1] - high.totals()[1]


def values_of(pool: Iterable[Card]) -> list[int]:
    return [c.value for c in pool]


def low_hands(counts: Counter, size: int, limit: int) -> int:
    """How many sets of ``size`` cards, drawn from cards with these value ``counts``, total ``limit`` or less."""
    found = 0
    for trio in itertools.combinations_with_replacement(sorted(counts), size):
        if sum(trio) <= limit:
            ways = 1
            for v, k in Counter(trio).items():
                ways *= math.comb(counts[v], k)
            found += ways
    return found


def percent(p: Number) -> Fraction:
    return Fraction(p) * 100


def seat_number(seat: int) -> int:
    """The number a person reads for seat index ``seat``: seats are numbered from 1 wherever a person reads them
    ("Seat 1"); code, records and the action notation count from 0."""
    return seat + 1


def at(number: int) -> int:
    """The seat index (0-based, as the engines take it) of the seat a question calls "Seat ``number``"."""
    return number - 1


# ================================================================================ lesson 01: cards and the deal

@explains("01.hand-total", hand=("K♥", "3♦", "A♠"))
def hand_total(q, hand):
    values = [value(c) for c in hand]
    assert q.answer == sum(values)
    return values + [sum(values), value("10♣")]


@explains("01.suit", first=("K♠", "2♥", "A♣"), second=("10♦", "2♠", "A♥"))
def suit(q, first, second):
    a, b = [value(c) for c in first], [value(c) for c in second]
    assert sum(a) == sum(b) and q.answer == pick(q, "the same")
    king_rank = card("K♠").rank + 1  # the misreading "a King is 13"
    return a + b + [sum(a), king_rank, len(set(CARDS))]


@explains("01.face-in-hand", stated=(0,))  # "It counts 0 until you have used it": a wrong choice
def face_in_hand(q):
    state = table(hands={1: [None, None, "Qh"]})
    assert state.totals()[1] == sum(c.value for c in state.hand(1)) and card("Qh").value == 10
    assert q.answer == pick(q, "Nothing")
    return [card("Qh").value, card("Qh").rank + 1, value("10♣")]  # the rank misread as 12


@explains("01.fifth-card", players=4, dealer=1, k=5)
def fifth_card(q, players, dealer, k):
    dealer = at(dealer)
    state = RoundState(players, CARDS, dealer)

    def where(n):  # the seat and slot of the deck's n-th card (R2.2)
        return next((s, "LMR"[i]) for s in range(players) for i in range(3) if state.hand(s)[i] == CARDS[n - 1])
    seat, slot = where(k)
    assert q.answer == pick(q, f"Seat {seat_number(seat)}, slot {slot}")
    first_pass = [seat_number(where(n)[0]) for n in range(1, players + 1)]
    assert all(where(n)[1] == "L" for n in range(1, players + 1))
    assert "Seats " + ", ".join(map(str, first_pass)) in q.explanation  # the order too
    in_one_go = (dealer + 1 + (k - 1) // 3) % players  # the misreading: three cards to a seat at a time
    dealer_first = (dealer + k - 1) % players  # the misreading: the dealer served first
    assert (k - 1) % players == 0  # card k starts a pass
    return [seat_number(s) for s in (seat, in_one_go, dealer_first, where(1)[0])] + [*first_pass, 1, players]


@explains("01.dealer-next", players=4, first_dealer=4)
def dealer_next(q, players, first_dealer):
    match = Match(players, first_dealer=at(first_dealer))
    dealers = []
    for _ in range(3):
        dealers.append(seat_number(match.start_round(CARDS).dealer))
        match.rounds[-1] = Done((0,) * players)
    assert q.answer == pick(q, f"Seat {dealers[2]}")
    assert "Seat {}, then Seat {}, then Seat {}".format(*dealers) in q.explanation  # the order too
    return dealers + [seat_number(s) for s in range(players)]


@explains("01.peek")
def peek(q):
    state = table()
    assert [1 in knowers(state, 1, slot) for slot in "LMR"] == [True, False, True]
    assert q.answer == pick(q, "L and R, once")
    return []


@explains("01.first-turn", stated=(2,), players=5, dealer=5)  # 2: the wrong choice "Seat 2"
def first_turn(q, players, dealer):
    dealer = at(dealer)
    state = RoundState(players, CARDS, dealer)
    assert CARDS[0] in state.hand(state.turn)  # it got the first card of the deal
    assert state.turn == (dealer + 1) % players  # R1.1: left of the last seat is the first
    assert q.answer == pick(q, f"Seat {seat_number(state.turn)}")
    right = (dealer - 1) % players
    return [seat_number(s) for s in (state.turn, right, 0, players - 1)]


# ================================================================================ lesson 02: a turn

@explains("02.who-sees", seat=2)
def who_sees(q, seat):
    s = at(seat)
    state = play(table(), f"{s} draw", f"{s} swap M")
    assert knowers(state, s, "M") == {s} and q.answer == pick(q, f"Only Seat {seat}")
    return []


@explains("02.one-draw", stated=(3,), drawn="9♣")  # 3: "lesson 3", a cross-reference
def one_draw(q, drawn):
    state = play(table(stock=[drawn]), "1 draw", "1 swap L")
    assert state.owed == 1 and state.turn == 2 and not state.is_legal("1 draw")
    assert q.answer == pick(q, "the turn is over")
    return []


@explains("02.old-card", seat=2, old="9♣")
def old_card(q, seat, old):
    s = at(seat)
    state = play(table(hands={s: [None, old, None]}), f"{s} draw", f"{s} swap M")
    assert all(state.observation(other).discard[-1] == card(old) for other in range(3))
    assert q.answer == pick(q, f"Everybody, Seat {seat} included")
    return []


@explains("02.discard-tells", seat=3, drawn="8♣")
def discard_tells(q, seat, drawn):
    seat = at(seat)
    state = table(dealer=seat - 1, stock=[drawn])
    before = state.hand(seat)
    play(state, f"{seat} draw", f"{seat} discard")
    assert state.hand(seat) == before and all(state.observation(s).discard == (card(drawn),) for s in range(3))
    assert q.answer == pick(q, "Nothing")
    return []


# ================================================================================ lesson 03: special cards

@explains("03.king-optional")
def king_optional(q):
    state = play(table(stock=["Ks"]), "1 draw")
    assert [str(a) for a in state.legal_actions(1)] == ["1 king"]
    play(state, "1 king")
    assert state.owed == 2 and q.answer == pick(q, "you must play it")
    return [value("Ks")]


@explains("03.jack-choices")
def jack_choices(q):
    state = play(table(stock=["Js"]), "1 draw")
    assert sorted(str(a) for a in state.legal_actions(1)) == ["1 discard", "1 jack"]
    assert q.answer == pick(q, "Use it")
    return [value("Js"), value("10♣")]


def queen_from_seat_2():
    """Seat 3 (index 2) swaps its unseen M with Seat 1's L, the A♦ Seat 1 peeked at (lesson 03's two questions)."""
    state = table(dealer=1, hands={0: ["Ad", None, None]}, stock=["Qh"])
    before = [knowers(state, s, slot) for s in range(3) for slot in "LMR"]
    play(state, "2 draw", "2 queen M 0L")
    after = [knowers(state, s, slot) for s in range(3) for slot in "LMR"]
    looked = {seat for b, a in zip(before, after) for seat in a - b}
    return state, looked


@explains("03.queen-who-looks", queen=3, target=1)
def queen_who_looks(q, queen, target):
    state, looked = queen_from_seat_2()
    assert looked == {at(target)} and q.answer == pick(q, f"Only Seat {target}")
    return []


@explains("03.queen-knowledge", queen=3, target=1, ace="A♦")
def queen_knowledge(q, queen, target, ace):
    state, _ = queen_from_seat_2()
    assert state.hand(at(queen))[1] == card(ace) and knowers(state, at(queen), "M") == {at(target)}
    assert q.answer == pick(q, f"Seat {target}:")
    return []


@explains("03.king-chain", seat=2)
def king_chain(q, seat):
    seat = at(seat)
    state = play(table(stock=["Ks", "Kh"]), f"{seat} draw", f"{seat} king")
    added = state.owed
    play(state, f"{seat} draw")
    left = state.owed
    play(state, f"{seat} king")
    assert int(q.choices[q.answer]) == state.owed == left + added
    return [added, left, state.owed, added + added]  # choice 4: the used draw not taken off


@explains("03.flip-next", discards=("7♣", "2♦", "J♥", "9♠"))
def flip_next(q, discards):
    state = play(flipped(table(), discards), "1 draw")
    assert state.held == card(discards[0]) and state.stock[::-1] == cards(discards[1:])
    assert q.answer == pick(q, f"The {discards[0]}")
    return []


@explains("03.flip-public")
def flip_public(q):
    state = play(flipped(table(), ["7c", "2d"]), "1 draw")
    assert all(state.observation(s).stock is not None for s in range(3))
    assert q.answer == pick(q, "Every player")
    return []


# ================================================================================ lesson 04: what everyone knows

@explains("04.peek")
def peek_04(q):
    state = table()
    assert all(knowers(state, 0, slot) <= {0} for slot in "LMR")
    assert q.answer == pick(q, "Nothing")
    return []


@explains("04.swap-tells", seat=2, watcher=1, old="9♣")
def swap_tells(q, seat, watcher, old):
    seat, watcher = at(seat), at(watcher)
    state = play(table(hands={seat: [old, None, None]}, stock=["3d"]), f"{seat} draw", f"{seat} swap L")
    assert knowers(state, seat, "L") == {seat} and state.observation(watcher).discard[-1] == card(old)
    assert not play(table(stock=["Kd"]), "1 draw").is_legal("1 swap L")  # R4.3
    assert q.answer == pick(q, f"lower than {value(old)}")
    return [value("Kd")]


@explains("04.queen-shows", seat=2, target=3)
def queen_shows(q, seat, target):
    s, t = at(seat), at(target)
    state = play(table(stock=["Qh"]), f"{s} draw", f"{s} queen M {t}R")
    assert knowers(state, t, "R") == {t} and q.answer == pick(q, f"Seat {target}: a card")
    return []


@explains("04.knowledge-travels", you=1, two="2♣", seat=2)
def knowledge_travels(q, you, two, seat):
    y, s = at(you), at(seat)
    state = play(table(hands={y: [two, None, None]}, stock=["Qh"]), f"{s} draw", f"{s} queen R {y}L")
    assert state.hand(s)[2] == card(two) and knowers(state, s, "R") == {y, s}
    assert y in knowers(state, y, "L")
    assert q.answer == pick(q, f"In Seat {seat}'s R, and both")
    return []


@explains("04.discard-tells", seat=2, drawn=4)
def discard_tells_04(q, seat, drawn):
    seat = at(seat)
    state = play(table(stock=[f"{drawn}d"]), f"{seat} draw", f"{seat} discard")
    assert all(state.observation(s).discard[-1].value == drawn for s in range(3))
    assert seat not in knowers(state, seat, "M")  # it could not compare the 4 with its M
    assert q.answer == pick(q, f"Probably both are worth {drawn} or less")
    return []


@explains("04.flip-draw", seat=1)
def flip_draw(q, seat):
    seat = at(seat)
    state = play(flipped(table(dealer=seat - 1 + 3), ["7c", "2d"]), f"{seat} draw", f"{seat} swap L")
    assert knowers(state, seat, "L") == {0, 1, 2} and q.answer == pick(q, "Every player")
    return []


# ================================================================================ lesson 05: calling and scoring

@explains("05.when")
def when(q):
    state = table(stock=["5c", "6c"])
    assert not state.is_legal("1 crisp")  # before drawing
    play(state, "1 draw", "1 discard")
    assert state.is_legal("1 crisp")  # the end of its own turn
    play(state, "2 draw")
    assert state.is_legal("1 crisp")  # R7.2: after the next player's first draw
    play(state, "2 discard")
    assert not state.is_legal("1 crisp")
    assert q.answer == pick(q, "Right at the end of my own turn")
    return []


@explains("05.pass")
def pass_(q):
    state = table(stock=["5c", "6c", "7c"])
    for action in ("1 draw", "1 discard", "2 draw", "2 discard", "0 draw"):
        assert all(state.is_legal(f"{s} crisp") == state.is_legal(f"{s} pass") for s in range(3))
        play(state, action)
    assert q.answer == pick(q, "No crisp from me now")
    return []


@explains("05.late", caller=2, next=3)
def late(q, caller, next):
    caller, next = at(caller), at(next)
    state = play(table(stock=["5c", "6c", "7c"]), f"{caller} draw", f"{caller} discard", f"{next} draw",
                 f"{caller} crisp")
    play(state, f"{next} discard", "0 draw", "0 discard")
    assert state.is_over  # Seat 3's turn under way was its final turn
    assert q.answer == pick(q, f"Seat {seat_number(next)}'s turn, already begun")
    return []


@explains("05.final-turns", players=4, caller=3)
def final_turns(q, players, caller):
    caller = at(caller)
    state = table(players, dealer=caller - 1, stock=["5c", "6c", "7c", "8c"])
    play(state, f"{caller} draw", f"{caller} discard", f"{caller} crisp")
    final = []
    while not state.is_over:
        final.append(seat_number(state.turn))
        play(state, f"{state.turn} draw", f"{state.turn} discard")
    assert q.answer == len(final)
    assert " ".join(f"Seats {final[0]}, {final[1]} and {final[2]}".split()) in " ".join(q.explanation.split())
    return [len(final), *final]


@explains("05.caller-safe", caller=1, seat=2)
def caller_safe(q, caller, seat):
    caller, seat = at(caller), at(seat)
    state = play(table(dealer=caller - 1 + 3, stock=["5c", "Qh"]), f"{caller} draw", f"{caller} discard",
                 f"{caller} crisp", f"{seat} draw")
    assert state.is_legal(f"{seat} queen L {caller}L")
    assert q.answer == pick(q, "Yes: the caller's cards can still be hit")
    return []


@explains("05.second-call", caller=1, seat=2)
def second_call(q, caller, seat):
    caller, seat = at(caller), at(seat)
    state = play(table(dealer=caller - 1 + 3, stock=["5c", "Ah"]), f"{caller} draw", f"{caller} discard",
                 f"{caller} crisp", f"{seat} draw", f"{seat} swap L")
    assert not state.is_legal(f"{seat} crisp") and q.answer == pick(q, "No: only one call")
    return [bonus()]


@explains("05.tie", totals=(7, 7, 24), caller=2)
def tie(q, totals, caller):
    caller = at(caller)
    state = called_round(totals, caller)
    assert q.answer == state.scores()[caller]
    return [state.scores()[caller], state.scores()[0], bonus(), *map(seat_number, range(len(totals)))]


@explains("05.score-low", totals=(12, 9, 3), caller=3)
def score_low(q, totals, caller):
    caller = at(caller)
    state = called_round(totals, caller)
    assert q.answer == state.scores()[caller]
    return [state.scores()[caller], bonus(), *map(seat_number, range(len(totals)))]


@explains("05.match-end", target=100, score=96, seat=1)
def match_end(q, target, score, seat):
    seat = at(seat)
    match = match_at([score, 0, 0], target)
    match.start_round(arranged_deck(3, match._next_dealer(), {seat: ["Kh", None, "Qd"]}))
    assert score + value("Kh") + value("Qd") >= target and not match.over  # not in the middle of a round
    assert q.answer == pick(q, "At the end of this round")
    return []


@explains("05.winner", target=100, scores=(104, 83, 83))
def winner(q, target, scores):
    match = match_at(scores, target)
    assert match.over and match.winners == [1, 2] and q.answer == pick(q, "Seats 2 and 3 share")
    return [*map(seat_number, range(len(scores)))]


# ================================================================================ lesson 06: the online table

@explains("06.take-queen")
def take_queen(q):
    state = play(table(stock=["Qs"], draw_from_discard=True), "1 draw", "1 discard", "2 take")
    assert all(str(a).startswith("2 swap") for a in state.legal_actions(2))
    assert q.answer == pick(q, "Swap it into my hand")
    return [value("Qs")]


@explains("06.take-back", taken="9♣")
def take_back(q, taken):
    state = play(table(stock=[taken], draw_from_discard=True), "1 draw", "1 discard", "2 take")
    assert all(str(a).startswith("2 swap") for a in state.legal_actions(2)) and state.held == card(taken)
    assert q.answer == pick(q, "I must swap it")
    return []


@explains("06.king-draws")
def king_draws(q):
    state = play(table(stock=["Ks"], draw_from_discard=True), "1 draw", "1 king")
    assert state.is_legal("1 draw") and state.is_legal("1 take") and state.owed == 2
    play(state, "1 take")
    assert state.held == card("Ks") and all(str(a).startswith("1 swap") for a in state.legal_actions(1))
    assert q.answer == pick(q, "For each of them")
    return [value("Ks")]


@explains("06.who-knows", seat=3, three="3♣")
def who_knows(q, seat, three):
    seat = at(seat)
    state = play(table(stock=[three], draw_from_discard=True), "1 draw", "1 discard", f"{seat} take",
                 f"{seat} swap M")
    assert knowers(state, seat, "M") == {0, 1, 2} and q.answer == pick(q, "Every player")
    return []


@explains("06.timeout-king", stated=(30,))  # "a fresh 30 seconds": a wrong choice (R9 offers 30, 45 or 60)
def timeout_king(q):
    state = play(table(stock=["Ks"], draw_timer=30), "1 draw", "1 timeout")
    assert state.discard == [card("Ks")] and state.turn == 2 and not state.is_legal("1 crisp")
    assert q.answer == pick(q, "The King is discarded unused")
    return []


@explains("06.timeout-skip")
def timeout_skip(q):
    state = table(stock=["8d"], draw_timer=30)
    hand = state.hand(1)
    play(state, "1 timeout")
    assert state.discard == [card("8d")] and state.hand(1) == hand and state.turn == 2
    assert q.answer == pick(q, "The top card of the stock is drawn and discarded for me; my turn ends")
    return []


@explains("06.owed-draws")
def owed_draws(q):
    state = play(table(stock=["Ks", "5d", "6d", "7d"], draw_timer=30), "1 draw", "1 king", "1 draw", "1 discard",
                 "1 timeout")
    assert state.discard[-1] == card("6d") and state.turn == 2 and state.stock[-1] == card("7d")
    assert q.answer == pick(q, "drawn and discarded for me, and the turn ends")
    return []


@explains("06.window", ended=Fraction(5, 2), caller=2, next=3)
def window(q, ended, caller, next):
    caller, next = at(caller), at(next)
    now = [100.0]
    rt = RealTimeTable(table(stock=["5c", "6c"]), lambda: now[0])
    rt.act(f"{caller} draw")
    rt.act(f"{caller} discard")
    now[0] += float(rt.next_may_start) + 0.1
    rt.act(f"{next} draw")
    now[0] = 100.0 + float(ended)
    rt.act(f"{caller} crisp")  # refused if the window had closed
    assert rt.state.caller == caller and rt.next_may_start < ended < rt.window
    assert q.answer == pick(q, "Yes: this is the late call")
    return [rt.window, rt.next_may_start]


# ================================================================================ lesson 07: probability I

TENS = [c for c in CARDS if c.value == 10]
NUMBER_CARDS = [c for c in CARDS if not c.is_face]  # what a stock draw can put into a hand (R4.3)


@explains("07.predict-m")
def predict_m(q):
    per_value = Counter(values_of(CARDS))
    low = sum(v * k for v, k in per_value.items() if v < 10)
    assert mean_value(CARDS) == Fraction(sum(values_of(CARDS)), 52) and q.answer == pick(q, "About 6.5")
    return [mean_value(CARDS), mean_value(NUMBER_CARDS), len(NUMBER_CARDS), len(CARDS), len(TENS),
            len(CARDS) - len(TENS), per_value[1], sum(range(1, 10)), low, 10 * len(TENS), sum(values_of(CARDS)),
            1, 9, 10, Fraction(1 + 13, 2), *(c.rank + 1 for c in cards(["J♣", "Q♣", "K♣"]))]


@explains("07.stock-swap")
def stock_swap(q):
    assert q.answer == pick(q, f"{float(mean_value(NUMBER_CARDS)):.1f}")
    return [mean_value(CARDS), mean_value(NUMBER_CARDS), len(NUMBER_CARDS), Counter(values_of(NUMBER_CARDS))[1],
            sum(range(1, 11)), sum(values_of(NUMBER_CARDS)), 10]


@explains("07.swap-six", seen=("A♣", "2♦"), drawn=6)
def swap_six(q, seen, drawn):
    unseen = [c for c in CARDS if c not in cards(seen) and c != card(f"{drawn}♥")]  # any 6: same values
    m = mean_value(unseen)
    assert m == Fraction(sum(values_of(unseen)), len(unseen)) and (m > drawn) == (q.answer == pick(q, "Yes"))
    return [len(unseen), sum(values_of(unseen)), m, m - drawn, sum(values_of(CARDS)), *[value(c) for c in seen],
            mean_value(NUMBER_CARDS), 10]


@explains("07.count-after", stated=(Fraction(3, 7),),  # "a fraction such as 3/7": the format
          seat=2, seen=("A♣", "2♦"), discards=("9♠", "K♦", "Q♠", "10♥", "J♦"))
def count_after(q, seat, seen, discards):
    known = cards(seen) + cards(discards)
    unseen = [c for c in CARDS if c not in known]
    p = chance(lambda c: c.value == 10, unseen)
    at_deal = chance(lambda c: c.value == 10, [c for c in CARDS if c not in cards(seen)])
    assert q.answer == p
    return [len(known), len(unseen), len(TENS), sum(c.value == 10 for c in known), sum(c.value == 10 for c in unseen),
            p, at_deal, len(CARDS) - len(seen), 10]


@explains("07.three-low", stated=(10, 25, 50),  # the wrong choices' percentages
          limit=7)
def three_low(q, limit):
    hands = list(itertools.combinations(CARDS, 3))
    low = sum(1 for h in hands if sum(c.value for c in h) <= limit)
    p = Fraction(low, len(hands))
    assert low == low_hands(Counter(values_of(CARDS)), 3, limit)
    high = max(t for t in range(31) if sum(1 for h in hands if sum(c.value for c in h) >= t) * 2 > len(hands))
    assert q.answer == pick(q, f"About {round(percent(p))} %")
    return [len(hands), low, p, percent(p), About(percent(p)), 3, mean_value(CARDS), 3 * mean_value(CARDS),
            len(TENS), len(CARDS), high, 10]


# ================================================================================ lesson 08: probability II

def low_after_own_hand(total: int) -> Fraction:
    """The chance that three cards out of the 49 unseen total ``total`` or less, averaged over every hand of
    your own worth ``total`` (each as often as it is dealt)."""
    counts = Counter(values_of(CARDS))
    ways = hits = 0
    for trio in itertools.combinations_with_replacement(sorted(counts), 3):
        if sum(trio) == total:
            own = 1
            for v, k in Counter(trio).items():
                own *= math.comb(counts[v], k)
            rest = counts - Counter(trio)
            ways += own * math.comb(49, 3)
            hits += own * low_hands(rest, 3, total)
    return Fraction(hits, ways)


@explains("08.predict-seven", stated=(50, 75, 90, 7),  # the wrong choices, and "lesson 07"
          total=7)
def predict_seven(q, total):
    p = low_after_own_hand(total)
    full_deck = Fraction(low_hands(Counter(values_of(CARDS)), 3, total), math.comb(52, 3))
    lowest = chance_lowest_with_total(total, 3)
    assert q.answer == pick(q, f"About {round(percent(lowest))} %")
    return [p, percent(p), About(1 / p), About(1 / full_deck), About(percent(lowest))]


@explains("08.more-players", players=(3, 8))
def more_players(q, players):
    few, many = players
    assert all(chance_lowest_with_total(t, few) > chance_lowest_with_total(t, many) for t in (5, 9, 12))
    assert q.answer == pick(q, f"With {few} players")
    return [bonus()]


@explains("08.tie", total=7)
def tie_08(q, total):
    state = called_round((total, total, 20), 0)
    assert q.choices[q.answer] == str(state.scores()[0]) and state.scores()[1] == total
    return [state.scores()[0], total - bonus(), bonus()]


@explains("08.final-turns", stated=(98,))  # the chance the question assumes (lesson 08 counts it for a 7)
def final_turns_08(q):
    states = scene("call_with_six").states()
    at_call = next(s for s in states if s.caller >= 0)
    assert min(at_call.totals()) == at_call.totals()[1] and at_call.totals().count(at_call.totals()[1]) == 1
    assert min(states[-1].totals()) < states[-1].totals()[1]  # after the final turns it is not
    assert q.answer == pick(q, "No, usually less")
    return []


@explains("08.break-even")
def break_even_08(q):
    t, g = 7, Fraction(3, 2)
    assert call_expectation(t, 0) - t == bonus() and call_expectation(t, 0) - call_expectation(t, 1) == 2 * bonus()
    assert break_even_chance(g) == (bonus() + g) / (2 * bonus()) and q.answer == break_even_chance()
    return [break_even_chance(), bonus(), 2 * bonus()]


@explains("08.predict-threshold", thresholds=(50, 70, 90), rounds=400)
def predict_threshold(q, thresholds, rounds):
    results = {t: simulate([threshold_bot(t / 100), "heuristic", "heuristic"], rounds=rounds, seed=5)
               for t in thresholds}  # lesson 08's run (seed 5)
    best = min(thresholds, key=lambda t: results[t].mean_score()[0].mean)
    assert all(abs(results[t].call_success()[0] - t / 100) < 0.05 for t in thresholds)  # "about as often"
    assert q.answer == pick(q, f"Calling at {best} %")
    return [break_even_chance(), bonus()]


@explains("08.interval", stated=(0, 95),  # "leaves out 0"; the 95 % interval
          difference=Fraction(3, 5), half=Fraction(2, 5), mean_half=Fraction(3, 5), rounds=400,
          thresholds=(90, 70))
def interval(q, difference, half, mean_half, rounds, thresholds):
    low, high = difference - half, difference + half
    assert low > 0 and half < mean_half and q.answer == pick(q, f"Calling at {thresholds[0]} % did better")
    return [low, high]


# ================================================================================ lesson 09: the strategy lab

@explains("09.memory-cost", stated=(3, 6),  # the wrong choices
          rounds=30000, seed=7)
def memory_cost(q, rounds, seed):
    rate = Fraction(ForgetfulBot().forget_rate).limit_denominator(100)
    result = simulate(["forgetful", "heuristic", "heuristic"], rounds=rounds, seed=seed)
    means = result.mean_score()
    cost = means[0].mean - (means[1].mean + means[2].mean) / 2
    assert round(result.mean_turns()) == 7 and round(cost * 2) == 1  # "about seven turns"; "half a point"
    assert q.answer == pick(q, "About half a point")
    return [rate.numerator, rate.denominator, rounds, *(m.mean for m in means), *(m.half_width for m in means)]


@explains("09.bigger", stated=(95, 8, 0),  # the 95 % interval; "lesson 8"; "contains 0"
          a=Fraction(131, 10), b=Fraction(124, 10), half=Fraction(8, 10), difference_half=Fraction(9, 10), rounds=400)
def bigger(q, a, b, half, difference_half, rounds):
    # issue 31: the answer reads the round-by-round difference's interval (lesson 08), not the overlap of the means'
    low, high = a - b - difference_half, a - b + difference_half
    assert low < 0 < high and q.answer == pick(q, f"{rounds} rounds cannot tell: the interval of the difference")
    return [a - b, low, high, bonus()]


@explains("09.unseen-value", stated=(7, 3),  # "lesson 7"; the wrong choice "About 3"
          counts=Fraction(13, 2))
def unseen_value(q, counts):
    faces = [c for c in CARDS if c.is_face]
    assert q.answer == pick(q, f"{float(mean_value(NUMBER_CARDS)):.1f}:")
    return [mean_value(CARDS), mean_value(NUMBER_CARDS), len(NUMBER_CARDS), sum(values_of(NUMBER_CARDS)), len(faces),
            len(TENS), len(CARDS), 10]


# ================================================================================ lesson 10: play

@explains("10.king-final", caller=3)
def king_final(q, caller):
    caller = at(caller)
    state = play(table(dealer=caller - 1, stock=["5c", "Ks"]), f"{caller} draw", f"{caller} discard",
                 f"{caller} crisp", "0 draw")
    assert [str(a) for a in state.legal_actions(0)] == ["0 king"]
    play(state, "0 king")
    assert state.turn == 0 and state.owed == 2 and q.answer == pick(q, "You must play it")
    return [value("Ks")]


@explains("10.match-end", target=50, scores=(38, 52, 38))
def match_end_10(q, target, scores):
    match = match_at(scores, target)
    assert match.over and match.winners == [0, 2] and q.answer == pick(q, "you and Seat 3 share")
    return [*map(seat_number, range(len(scores)))]


# ================================================================================ lesson 11: Cheat

def two_sevens_count():
    game = two_sevens()
    obs = game.observation(0)
    count = claim_count(obs)
    taker = next(e.taker for e in obs.events if e.taker >= 0 and card("7h") in e.cards)  # who took the 7♥ (C4.2)
    return count, claim_chance(obs, reveals=False), taker


@explains("11.predict-two", stated=(1, 2),  # "1 chance in ...": the phrase, and the wrong choice "1 in 2"
          rank=7, you=1)
def predict_two(q, rank, you):
    count, forgot, taker = two_sevens_count()
    p = count.chance()
    assert count.seat == at(you) and count.rank == rank - 1 and count.count == 2
    assert p == Fraction(count.held * (count.held - 1), len(count.unplaced) * (len(count.unplaced) - 1))
    assert q.answer == pick(q, f"About 1 chance in {round(1 / p, -1)}")
    return [seat_number(count.declarer), seat_number(taker), count.held, count.held - 1, len(count.unplaced), len(count.unplaced) - 1, p,
            round(1 / p, -1), About(1 / forgot), count.rank_unplaced + 1]


@explains("11.forgot-reveal", rank=7)
def forgot_reveal(q, rank):
    count, forgot, taker = two_sevens_count()
    assert forgot > 2 * count.chance() and q.answer == pick(q, f"Seat {seat_number(taker)}'s hand")
    return [forgot, count.chance(), seat_number(taker)]


@explains("11.four-aces", stated=(1,),  # "about 1 in 115"
          seat=2)
def four_aces(q, seat):
    seat = at(seat)
    game = CheatGame(4, cheat_deck(4, 0, {0: ["2c"]}), 0)
    held = len(game.hand(seat))
    unplaced = 52 - len(game.hand(0))
    all_four = claim_chance_counts(4, unplaced, held, 4)
    one = claim_chance_counts(4, unplaced, held, 1)
    assert game.turn == seat and all_four == Fraction(math.comb(unplaced - 4, held - 4), math.comb(unplaced, held))
    assert 0 < all_four < Fraction(1, 50) and q.answer == pick(q, "very likely a bluff, but it may be true")
    return [held, unplaced, unplaced - 4, held - 4, all_four, one, About(1 / all_four)]


@explains("11.hold-two", held=("7♣", "7♦"))
def hold_two(q, held):
    left = 4 - len(held)
    p = claim_chance_counts(left, 52 - len(held), 13, 3)
    assert p == 0 and q.answer == pick(q, "A bluff for certain")
    return [p]


@explains("11.rank-after", seat=2, claimed=5)
def rank_after(q, seat, claimed):
    seat = at(seat)
    game = CheatGame(4, cheat_deck(4, 0, {1: ["Ac", "9c"], 2: ["2c"], 3: ["3c"], 0: ["4c"]}), 0)
    for action in ("1 play Ac", "2 play 2c", "3 play 3c", "0 play 4c"):
        game.apply(action)
    assert game.rank + 1 == claimed
    game.apply(f"{seat} play 9c")
    game.apply("0 doubt")
    assert game.turn == seat + 1 and q.answer == pick(q, f"{game.rank + 1}: the rank moves on")
    return [seat_number(game.turn), game.rank + 1]


@explains("11.big-pile", stated=(1,),  # the 1 of "1 − p"
          piles=(4, 20))
def big_pile(q, piles):
    assert all(break_even(p) == Fraction(1, 2) for p in piles)
    assert challenge_pays(Fraction(49, 100), piles[1]) and not challenge_pays(Fraction(51, 100), piles[1])
    assert q.answer == pick(q, "stays 1/2")
    return [break_even(piles[1])]


# ================================================================================ lesson 12: Crisps

def combo(names: Iterable[str]):
    return classify(hand_mask(cards(names)))


@explains("12.queen-run", stated=(2, 3, 10),  # "the ranks go 2, 3, …, 10, Q"
          hand=("8♣", "9♠", "10♠", "Q♦"))
def queen_run(q, hand):
    assert combo(hand[1:]) is None and combo(hand) is None and combo(hand[:3])[0] == RUN
    assert q.answer == pick(q, "No: a Queen can never")
    return []


@explains("12.pairs", hand=("4♦", "4♥", "5♣", "5♠", "8♣", "8♦", "8♥"))
def pairs(q, hand):
    found = [p for p in itertools.combinations(hand, 2) if (combo(p) or (None,))[0] == PAIR]
    per_rank = Counter(card(a).rank for a, _ in found)
    assert q.answer == len(found) == combination_counts(cards(hand))["pair"]
    eights = sum(1 for c in hand if c.startswith("8"))
    return [len(found), *per_rank.values(), eights, math.comb(eights, 2), combo(found[0])[1]]


@explains("12.equal-rank", seat=2, lead=("5♦", "5♥"), mine=("5♣", "5♠"))
def equal_rank(q, seat, lead, mine):
    assert follows(combo(mine), combo(lead)) and q.answer == pick(q, "Yes")
    return []


@explains("12.queen-follow", seat=2, lead="Q♥", queen="Q♦", set_=("8♣", "8♦", "8♥"), pair=("5♦", "5♥"))
def queen_follow(q, seat, lead, queen, set_, pair):
    assert follows(combo([queen]), combo([lead])) and combo(set_)[0] == THREE
    assert follows(combo(set_), combo([lead])) and not follows(combo(set_), combo(pair))
    assert q.answer == pick(q, "Q♦, and also")
    return []


@explains("12.passer", faceup="8♠", passer=2)
def passer(q, faceup, passer):
    number, passer = passer, at(passer)
    deck = [c for c in DECKS[False] if c != card(faceup)]
    deck.insert(28, card(faceup))  # 24 dealt, 4 removed, then the face-up card (K2.2)
    state = CrispsRound(deck, 0)
    assert state.faceup == card(faceup)
    lead = next(c for c in CARDS if state.hands[0] >> c & 1)
    play(state, f"0 play {lead}", f"{passer} pass", "0 blind")
    assert state.hands[passer] >> card(faceup) & 1 and state.faceups_held[passer] >> card(faceup) & 1
    assert q.answer == pick(q, f"Seat {number}, the passer, takes it")
    return [bin(state.removed).count("1")]


# ================================================================================ the checks

def decimals(x: Fraction) -> int | None:
    """How many decimal places ``x`` is written with, or None if it is a fraction such as 4/15."""
    return next((d for d in range(8) if (x * 10 ** d).denominator == 1), None)


def matches(written: Fraction, fact) -> bool:
    """``written`` is ``fact``, exactly or rounded to the places it is written with (any places for About)."""
    rounded = isinstance(fact, About)
    v = abs(Fraction(fact.value if rounded else fact))
    if v == written:
        return True
    places = decimals(written)
    if places is None or (places == 0 and not rounded):
        return False
    return abs(v - written) <= Fraction(1, 2 * 10 ** places)


def flat(items) -> list:
    out = []
    for item in (items.values() if isinstance(items, dict) else items):
        if isinstance(item, (list, tuple)) and not isinstance(item, About):
            out += flat(item)
        elif not isinstance(item, bool):
            out.append(item)
    return out


def data_numbers(given: dict, stated: tuple) -> set[Fraction]:
    found: set[Fraction] = set()
    for item in flat(list(given.values()) + list(stated)):
        if isinstance(item, str):
            found |= set(numbers(item, "en"))
        else:
            found.add(Fraction(item))
    return found


def texts(source: dict) -> list[tuple[str, str]]:
    """(field, text) of every text of a question's or scene's English words."""
    out = []
    for field, v in source.items():
        if isinstance(v, str):
            out.append((field, v))
        elif isinstance(v, list):
            out += [(f"{field}[{i}]", t) for i, t in enumerate(v)]
        else:
            out += [(f"{field}[{k}]", t) for k, t in v.items()]
    return out


def unexplained(source: dict, entry: tuple, subject) -> list[str]:
    given, stated, fn = entry
    facts = flat(fn(subject, **given))
    data = data_numbers(given, stated)
    return [f"{field}: {w} is neither recomputed nor data ({text!r})"
            for field, text in texts(source) for w in numbers(text, "en")
            if w not in data and not any(matches(w, f) for f in facts)]


def test_every_question_has_its_numbers_explained():
    assert sorted(EXPLAINED) == sorted(all_questions()), "a question without its function here, or the reverse"


@pytest.mark.parametrize("key", sorted(all_questions()))
def test_every_number_is_recomputed_or_data(key):
    q = question(key)
    assert key in EXPLAINED, f"{key}: add a function that recomputes its numbers (@explains)"
    assert unexplained(question_source(q), EXPLAINED[key], q) == []


@pytest.mark.parametrize("key", sorted(all_questions()))
def test_the_data_listed_is_written_in_the_question(key):
    """The per-question tables stay honest: every number listed as only written is written in the question
    (a given number may be written as a word: "Four players")."""
    written = {n for _, t in texts(question_source(question(key))) for n in numbers(t, "en")}
    _, stated, _ = EXPLAINED[key]
    assert data_numbers({}, stated) <= written


# ----------------------------------------------------------------------------------------------- equations

_TERM = r"(?:C\(\d+, \d+\)|\d+(?:\.\d+)?)"
_OP = r"\s*(?:[+\-−×/]|mod)\s*"
_EXPR = rf"[-−]?\(*{_TERM}\)*(?:{_OP}\(*{_TERM}\)*)*(?: ?%)?"
EQUATION = re.compile(rf"(?<![\w.])({_EXPR}(?:\s*[=≈]\s*{_EXPR})+)")


def evaluate(expr: str) -> tuple[Fraction, int | None]:
    """An expression's value, and the decimal places of a plain decimal number (None for a computed one)."""
    expr = expr.strip()
    percent_sign = expr.endswith("%")
    expr = expr.rstrip("% ")
    plain = re.fullmatch(r"\d+(?:\.(\d+))?", expr)
    code = re.sub(r"(\d+(?:\.\d+)?)", r"Fraction('\1')", expr.replace("×", "*").replace("−", "-"))
    code = code.replace("mod", "%").replace("C(", "comb(")
    value = eval(code, {"Fraction": Fraction, "comb": lambda n, k: Fraction(math.comb(int(n), int(k)))})
    if percent_sign:
        value /= 100
    places = None if not plain else len(plain.group(1) or "") + (2 if percent_sign else 0)
    return value, places


def balanced(expr: str) -> str:
    """``expr`` without the brackets it does not close (or open): ``(5177/6327`` is 5177/6327."""
    while expr.count("(") > expr.count(")") and expr.startswith("("):
        expr = expr[1:]
    while expr.count(")") > expr.count("(") and expr.endswith(")"):
        expr = expr[:-1]
    return expr


def equations(text: str) -> list[str]:
    return [balanced(m.group(1)) for m in EQUATION.finditer(RULE_ID.sub(" ", text))]


def wrong_equations(text: str) -> list[str]:
    wrong = []
    for chain in equations(text):
        parts = re.split(r"\s*([=≈])\s*", chain)
        for left, sign, right in zip(parts[0:-1:2], parts[1::2], parts[2::2]):
            (a, _), (b, places) = evaluate(balanced(left)), evaluate(balanced(right))
            if sign == "=" and a != b or sign == "≈" and (places is None or abs(a - b) > Fraction(1, 2 * 10 ** places)):
                wrong.append(f"{left} {sign} {right}")
    return wrong


def test_the_equation_finder_reads_the_lessons_forms():
    assert equations("10 + 3 + 1 = 14 (R1.3).") == ["10 + 3 + 1 = 14"]
    assert equations("340 / 52 = 85/13 ≈ 6.54. A") == ["340 / 52 = 85/13 ≈ 6.54"]
    assert equations("(12 × 11) / (38 × 37) = 66/703 ≈ 0.094,") == ["(12 × 11) / (38 × 37) = 66/703 ≈ 0.094"]
    assert equations("seat (4 + 1) mod 5 = 0 (R1.1)") == ["(4 + 1) mod 5 = 0"]
    assert equations("304/22100 = 76/5525 ≈ 1.4 %.") == ["304/22100 = 76/5525 ≈ 1.4 %"]
    assert equations("C(35, 9) / C(39, 13) = 55/6327 ≈ 0.009") == ["C(35, 9) / C(39, 13) = 55/6327 ≈ 0.009"]
    assert equations("(8♦ 8♥: C(3, 2) = 3). 1 + 1") == ["C(3, 2) = 3"]
    assert equations("likely (5177/6327 ≈ 0.82);") == ["(5177/6327 ≈ 0.82)"]
    assert wrong_equations("340 − 1 − 2 − 6 = 337 and 337/50 ≈ 6.76") == ["340 − 1 − 2 − 6 = 337",
                                                                           "337/50 ≈ 6.76"]
    assert wrong_equations("3 - 5 = -2, 1 + 3 + 2 = 6, 12/45 = 4/15 ≈ 0.267") == []


def all_english_texts():
    for key, q in sorted(all_questions().items()):
        for field, text in texts(question_source(q)):
            yield f"question {key} {field}", text
    for key, s in sorted(all_scenes().items()):
        for field, text in texts(scene_source(s)):
            yield f"scene {key} {field}", text


def test_every_written_equation_holds():
    found = [(where, chain) for where, text in all_english_texts() for chain in equations(text)]
    assert len(found) > 25  # the finder finds the lessons' equations
    assert [(where, w) for where, text in all_english_texts() for w in wrong_equations(text)] == []


# ================================================================================ the scenes' captions

def final(key: str) -> RoundState:
    return scene(key).states()[-1]


def unseen_by(state: RoundState, seat: int) -> list[Card]:
    obs = state.observation(seat)
    return obs.unseen()


@captions_of("deal", stated=(1, 2, 3),  # "deck card 1 ... card 2 ... card 3": the positions it names
             seats=(1, 2, 3), drawn="8♦")
def deal_scene(s, seats, drawn):
    state = s.start()
    assert [next(seat for seat in seats if state.hand(at(seat))[0] == s.deck[k]) for k in range(3)] == [2, 3, 1]
    return []


@captions_of("first_turn", seats=(1, 2, 3), cards=("6♦", "2♥", "3♦", "9♣", "10♠", "A♠", "3♠"))
def first_turn_scene(s, seats, cards):
    return [value("10♠")]


@captions_of("jack_peek", seat=2, cards=("3♥", "2♦", "5♠"))
def jack_peek_scene(s, seat, cards):
    seat = at(seat)
    state = final("jack_peek")
    assert {card(c) for c in cards} == set(state.hand(seat)) and knowers(state, seat, "M") == {seat}
    return [state.totals()[seat]]


@captions_of("queen_swap", seats=(1, 2, 3), cards=("9♠", "3♥", "6♣", "2♣", "A♦", "4♠", "8♦"))
def queen_swap_scene(s, seats, cards):
    return []


@captions_of("drawn_face_cards", seats=(1, 2, 3), cards=("4♥", "8♣", "9♦"))
def drawn_face_cards_scene(s, seats, cards):
    return []


@captions_of("king_chain", seat=2, cards=("5♥", "6♦", "3♣", "10♣", "8♠"))
def king_chain_scene(s, seat, cards):
    return []


@captions_of("king_on_king_draw", stated=(2, 3),  # the question "2, or 3?" the caption asks
             seat=2, cards=("2♦", "9♥", "8♣", "7♠"))
def king_on_king_draw_scene(s, seat, cards):
    states = s.states()
    owed = [st.owed for st in states]
    draws = sum(a.endswith("draw") for a in s.actions)
    return [max(owed), draws]


@captions_of("empty_stock_flip", seats=(1, 2), cards=("7♦", "3♣"))
def empty_stock_flip_scene(s, seats, cards):
    state = s.start()
    return [len(state.stock), s.players]


@captions_of("crisp_call", seats=(1, 2, 3), cards=("A♣", "3♦", "2♠", "9♥", "10♦", "8♠"))
def crisp_call_scene(s, seats, cards):
    state = final("crisp_call")
    start = s.start()
    return [start.hand(1)[0].value + start.hand(1)[2].value, state.totals()[1], state.scores()[1], bonus()]


@captions_of("late_call", seats=(1, 2, 3), cards=("A♣", "2♦", "3♠", "8♣", "9♦", "7♦"))
def late_call_scene(s, seats, cards):
    state = final("late_call")
    return [state.totals()[1], state.scores()[1], bonus()]


@captions_of("tie_for_lowest", seats=(1, 2, 3), cards=("2♣", "4♥", "A♠", "9♦"))
def tie_for_lowest_scene(s, seats, cards):
    state = final("tie_for_lowest")
    assert state.totals()[0] == state.totals()[1]
    return [state.totals()[1], state.scores()[1], state.scores()[0], bonus()]


@captions_of("caller_hit_by_queen", seats=(1, 2, 3), cards=("A♣", "3♦", "2♠", "8♥", "10♦"))
def caller_hit_by_queen_scene(s, seats, cards):
    states = s.states()
    state = states[-1]
    at_call = next(st for st in states if st.caller >= 0)
    return [at_call.totals()[1], state.totals()[1], state.totals()[2], state.scores()[1], bonus()]


@captions_of("take_from_discard", seats=(2, 3), nine="9♠")
def take_from_discard_scene(s, seats, nine):
    return [value("Qs")]


@captions_of("timeout_with_king", seats=(1, 2, 3), five="5♦", seconds=30)
def timeout_with_king_scene(s, seats, five, seconds):
    assert s.options.draw_timer == seconds
    return []


@captions_of("timeout_owed_draws", seats=(2, 3), cards=("6♦", "7♣"), seconds=30)
def timeout_owed_draws_scene(s, seats, cards, seconds):
    assert s.options.draw_timer == seconds
    return []


@captions_of("swap_tells", seat=2, cards=("9♣", "5♥"))
def swap_tells_scene(s, seat, cards):
    return []


@captions_of("discard_tells", seat=2, cards=("2♣", "3♥"), four=4)
def discard_tells_scene(s, seat, cards, four):
    assert final("discard_tells").discard[-1].value == four
    return []


@captions_of("guess_table", seed=5)
def guess_table_scene(s, seed):
    return []


@captions_of("deal_by_number", seats=(1, 2))
def deal_by_number_scene(s, seats):
    state = s.start()
    got = [k + 1 for k in range(3 * s.players) if s.deck[k] in state.hand(1)]
    return [len(got) * s.players, *got]


@captions_of("counting_discards", seats=(1, 2, 3), seat=2, cards=("A♣", "2♦", "9♠", "K♦", "Q♠", "10♥", "J♦", "4♣"))
def counting_discards_scene(s, seats, seat, cards):
    seat = at(seat)
    facts = []
    for state in s.states():
        unseen = unseen_by(state, seat)
        facts += [len(unseen), sum(c.value == 10 for c in unseen), len(CARDS) - len(unseen)]
    facts.append(2)  # "Two ten-valued cards are now face up"
    return facts


@captions_of("call_with_six", seats=(1, 2, 3), cards=("A♣", "2♥", "9♥", "3♣", "K♥"))
def call_with_six_scene(s, seats, cards):
    states = s.states()
    state = states[-1]
    at_call = next(st for st in states if st.caller >= 0)
    after_queen = states[5]
    return [*(c.value for c in at_call.hand(1)), at_call.totals()[1], after_queen.totals()[1], state.totals()[0],
            state.totals()[1], state.scores()[1], bonus()]


def test_every_scene_has_its_captions_explained():
    assert sorted(SCENE_FACTS) == sorted(all_scenes())


@pytest.mark.parametrize("key", sorted(all_scenes()))
def test_every_caption_number_is_recomputed_or_data(key):
    assert key in SCENE_FACTS, f"{key}: add a function for its captions (@captions_of)"
    s = scene(key)
    assert unexplained(scene_source(s), SCENE_FACTS[key], s) == []


CARD_NAME = re.compile(r"(?<![\w♣♦♥♠])(10|[2-9AJQK])([♣♦♥♠])")


def test_every_card_a_caption_names_is_on_the_table_by_then():
    """The card names in captions (their ranks are listed as data above) name cards of the scene: in a hand,
    drawn or on the discard pile at that step or before."""
    wrong = []
    for key, s in sorted(all_scenes().items()):
        states = s.states()
        for step, caption in s.captions.items():
            there = {c for st in states[:step + 1] for c in [*st.hands, *st.discard, st.held] if c is not None}
            wrong += [(key, step, name) for name in ("".join(m) for m in CARD_NAME.findall(caption))
                      if card(name) not in there]
    assert wrong == []
