"""The play page's coach for Cheat: what one seat can know about the open claim, and what the counting bot would do.

:func:`coach_report` reads only the seat's :class:`~.observation.Observation` (CHEAT.md C6): the chance that the
open claim is true is :func:`.probability.claim_count`'s exact count (its own cards, C6.1 and C6.3, and the cards
challenges turned face up, C6.2), told in short sentences a child can follow ("Ben says two 7s. You hold one 7.
… So the chance that Ben is telling the truth is 31%."); the advice is :class:`.bots.CountingBot`'s choice in the
seat's place, with its reason in one sentence.  Every text is a :mod:`crisp_core.locale` template (``cheat.coach.…``).
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import NAMES, RANKS, faces
from ..tables import Entry, words
from .actions import DOUBT, LegalActions
from .bots import CountingBot
from .cardsets import RANK_WORDS
from .game import CheatGame
from .observation import Observation
from .probability import ClaimCount, claim_count

_BOT = CountingBot()


def claim_words(count: int, rank: int) -> Entry:
    """A number of cards of one rank in words: "one 7", "two 7s" (C3.2)."""
    if count == 1:
        return "cheat.claim.one", {"rank": RANK_WORDS[rank]}
    return "cheat.claim.many", {"count": (f"cheat.count.{count}", {}), "rank": RANK_WORDS[rank]}


def percent(chance: float) -> int:
    """A chance as a whole percentage; never 0 or 100 for a chance that is neither (it would read as certain)."""
    p = round(100 * chance)
    return p if chance in (0, 1) else min(99, max(1, p))


def claim_facts(count: ClaimCount, obs: Observation) -> dict[str, int]:
    """What the seat knows of the claimed rank's four cards: ``hold`` in its hand, ``pile`` of its own in the pile
    (C6.1, C6.3), ``known`` known to be in the declarer's hand and ``elsewhere`` known to be in another hand (shown
    by a challenge, C6.2, or its own cards taken with a pile, C6.3)."""
    rank = count.rank

    def of_rank(cards: tuple) -> set:
        return {c for c in cards if c >> 2 == rank}

    hold, pile = of_rank(obs.hand), of_rank(obs.own_in_pile)
    return {"hold": len(hold), "pile": len(pile), "known": count.rank_known,
            "elsewhere": len(of_rank(count.placed) - hold - pile)}


def _claim_sentences(count: ClaimCount, facts: dict[str, int], name: str, p: int) -> list[Entry]:
    """The claim, what the seat knows of its rank, and the chance, as sentences."""
    rank = RANK_WORDS[count.rank]
    said: list[Entry] = [("cheat.coach.says", {"name": name, "claim": claim_words(count.count, count.rank)})]
    said.append(("cheat.coach.hold", {"cards": claim_words(facts["hold"], count.rank)}) if facts["hold"]
                else ("cheat.coach.hold_none", {"rank": rank}))
    if facts["pile"]:
        said.append(("cheat.coach.pile", {"cards": claim_words(facts["pile"], count.rank)}))
    if facts["elsewhere"]:
        said.append(("cheat.coach.elsewhere", {"cards": claim_words(facts["elsewhere"], count.rank)}))
    if facts["known"]:
        said.append(("cheat.coach.known", {"name": name, "cards": claim_words(facts["known"], count.rank)}))
    said.append(("cheat.coach.impossible", {"name": name, "rank": rank}) if p == 0 else
                ("cheat.coach.chance", {"name": name, "p": ("cheat.coach.percent", {"p": p})}))
    return said


def _advice(game: CheatGame, obs: Observation, count: ClaimCount | None, names: list[str], may_doubt: bool,
            may_play: bool) -> list[Entry]:
    """What the counting bot would do in the seat's place now, and why (C4.1, C5.1, C3.2); nothing if the seat
    has no move."""
    seat = obs.seat
    if may_doubt and count is not None:
        name = names[count.declarer]
        claim = claim_words(count.count, count.rank)
        if obs.phase == "answer":  # C5.1: the bot always calls a play that emptied a hand
            legal = game.legal_actions(seat)
        else:
            legal = LegalActions(-1, 0, game.legal_actions(seat).doubts)
        action = _BOT.choose(obs, legal, random.Random(0))  # the counting bot draws no random numbers
        if action is not None and action.kind == DOUBT:
            key = ("cheat.coach.call_last" if obs.phase == "answer" else
                   "cheat.coach.call_impossible" if count.chance() == 0 else "cheat.coach.call_unlikely")
            return [(key, {"name": name, "claim": claim, "p": ("cheat.coach.percent",
                                                                {"p": percent(_BOT.doubt_below)})})]
        said = [("cheat.coach.let_one" if count.count == 1 else "cheat.coach.let_many",
                 {"name": name, "claim": claim, "p": ("cheat.coach.percent", {"p": percent(_BOT.doubt_below)})})]
        return said + _play_advice(obs) if may_play else said
    return _play_advice(obs) if may_play else []


def _play_advice(obs: Observation) -> list[Entry]:
    """The counting bot's play in the seat's place (C3.2): all its true cards, or a bluff with the card it will
    need last."""
    action = _BOT.play_choice(obs, obs.seat)
    cards = faces(action.cards)
    if all(c >> 2 == obs.rank for c in action.cards):
        return [("cheat.coach.play_true", {"cards": cards, "claim": claim_words(len(action.cards), obs.rank)})]
    return [("cheat.coach.play_bluff", {"cards": cards, "rank": RANK_WORDS[obs.rank]})]


def coach_report(game: CheatGame, seat: int, names: list[str], lang: str, open_play: bool, may_doubt: bool,
                 may_play: bool) -> dict[str, Any]:
    """The coach's panel for ``seat`` (JSON-ready), from its observation only (C6).

    ``open_play``: the last play may still be challenged or answered (the table shows its claim); ``may_doubt``:
    the seat may call "Cheat!" or is asked to answer (C4.1, C5.1); ``may_play``: it is the seat's turn to play.
    ``claim`` (None unless another seat's claim is open) has the declarer, count and rank, the number of ``plays``
    so far (C6.1, the open one the last), the exact chance as ``num``/``den`` and ``percent``, the facts of
    :func:`claim_facts` and the sentences as ``text``; ``advice`` is the counting bot's move (``doubt``, ``let``,
    ``play`` with its ``cards``) and its reason, or None when the seat has no move (then ``text`` says so).
    """
    obs = game.observation(seat)
    data: dict[str, Any] = {"seat": seat, "over": game.is_over, "claim": None, "advice": None}
    if game.is_over:
        data["text"] = words(lang, "cheat.coach.over", {})
        return data
    count = None
    if open_play and obs.open_play is not None and obs.open_play != seat:
        count = claim_count(obs)
        chance = count.chance()
        p = percent(chance)
        facts = claim_facts(count, obs)
        name = names[count.declarer]
        data["claim"] = {"declarer": count.declarer, "count": count.count, "rank": RANKS[count.rank],
                         "plays": len(obs.claims), "num": chance.numerator, "den": chance.denominator,
                         "percent": p, **facts,
                         "text": " ".join(words(lang, *e) for e in _claim_sentences(count, facts, name, p))}
    said = _advice(game, obs, count, names, may_doubt, may_play)
    if said:
        kind = said[-1][0]
        move = "play" if kind.startswith("cheat.coach.play") else "doubt" if ".call_" in kind else "let"
        cards = [NAMES[c] for c in _BOT.play_choice(obs, seat).cards] if move == "play" else []
        data["advice"] = {"move": move, "cards": cards, "text": " ".join(words(lang, *e) for e in said)}
    else:
        data["text"] = words(lang, "cheat.coach.wait", {})
    return data
