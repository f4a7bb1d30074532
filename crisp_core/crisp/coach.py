"""A coach for learners: what one seat can know now, and what the expert would do in its place.

Everything here is computed from the seat's :class:`~crisp_core.crisp.observation.Observation` only,
never from the true state, so in pass-and-play the coach tells a seat nothing its own memory does
not hold.  It gives:

* :func:`slot_odds` - for each of the seat's own slots it has not seen, the chance of each value
  (R1.3: Ace 1, 2-9, and 10 for a 10, J, Q or K), counting every card the seat has seen or that is
  public (the discard, a flipped stock, R6.2);
* :func:`lowest_chance` - the chance that its total is strictly the lowest now (what a crisp call
  needs at the reveal, R11.2), exact with :func:`crisp_core.crisp.probability.chance_strictly_lowest`
  while at most :data:`EXACT_LIMIT` slots of the other seats are unseen; beyond that (early in a
  round at 6-8 players, where the exact count can take seconds) it is sampled from
  :data:`LOWEST_SAMPLES` deals, with the error stated;
* :func:`advise` - the expert bot's move in the seat's place (:meth:`ExpertBot.decide`, with a
  fixed number of deals instead of a clock, so the advice is the same on every machine), with one
  plain sentence giving the figures it compared (:func:`explain`); :func:`feedback` compares a move
  made with it.

:func:`report` gathers the first two and the advice as JSON-ready data for the play page.  The
sentences are in English by default or in Portuguese, Spanish or French (``lang="pt"``, ``"es"``,
``"fr"``; the templates are the ``coach.`` keys of :mod:`crisp_core.locale`).  They are plain text
(a name may hold ``<``): escape them before showing them as HTML.

>>> from crisp_core import RoundState, arranged_deck
>>> state = RoundState(3, arranged_deck(3, 0, {1: ["Ac", None, "2d"]}), 0)
>>> [round(float(p), 2) for p in slot_odds(state.observation(1))[0].chances[8:]]  # M is 8, 9 or 10
[0.08, 0.08, 0.32]
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import NamedTuple, Sequence

from ..cards import JACK, QUEEN, SLOTS, VALUES, card_name
from ..locale import DEFAULT, check_language, of_seat, position, seat_name, text
from .actions import CRISP, DISCARD, DRAW, JACK_USE, KING_USE, PASS, QUEEN_USE, SWAP, TAKE, Action
from .bots.base import CardCount
from .bots.expert import Decision, ExpertBot, Tried
from .driver import playable
from .observation import Observation
from .probability import Chance, chance_strictly_lowest, unknown_card_distribution

EXACT_LIMIT = 12  # unseen slots at the other seats up to which the chance of being lowest is exact
LOWEST_SAMPLES = 4000  # deals sampled beyond that: a 95 % error of at most 1.6 points of percentage
COACH_SAMPLES = 32  # deals the coach's expert plays out per decision, at most
MAX_NAME = 32  # a seat's name is cut to this many characters in a sentence
VALUE_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10, J, Q, K")  # the cards of each value (R1.3)


class SlotOdds(NamedTuple):
    """One own slot the seat has not seen: ``chances[v]`` is the chance its card is worth ``v``
    (index 1-10; index 0 is unused and 0), ``mean`` its expected value."""

    slot: int
    chances: tuple[Fraction, ...]
    mean: Fraction


class Advice(NamedTuple):
    """The expert's move for a seat at one moment: ``decision`` holds the figures it compared, ``obs`` and
    ``legal`` the moment, ``names`` the seats' names (None: "Seat 1", ... for seat 0, in the language told); the
    sentences are made from them on demand, in any language (:func:`explain`, :func:`feedback`)."""

    action: Action
    decision: Decision
    obs: Observation
    legal: tuple[Action, ...]
    names: tuple[str, ...] | None


def slot_odds(obs: Observation) -> list[SlotOdds]:
    """For each of the seat's own slots it has not seen, the chance of each value: every card the
    seat has not seen is equally likely to be there (card counting)."""
    dist = unknown_card_distribution(obs)
    chances = tuple(dist.get(v, Fraction(0)) for v in range(11))
    mean = sum((v * p for v, p in enumerate(chances)), Fraction(0))
    base = obs.seat * 3
    return [SlotOdds(slot, chances, mean) for slot in range(3) if obs.known[base + slot] is None]


def lowest_chance(obs: Observation, rng: random.Random) -> Chance:
    """The chance that the seat's total is strictly the lowest now (R11.2): exact while at most
    :data:`EXACT_LIMIT` slots of the other seats are unseen, else from :data:`LOWEST_SAMPLES` deals
    drawn with ``rng`` (bounding the time: see the module)."""
    return chance_strictly_lowest(obs, exact_limit=EXACT_LIMIT, samples=LOWEST_SAMPLES, rng=rng)


def coach_expert() -> ExpertBot:
    """The expert the coach asks: the play page's expert, with :data:`COACH_SAMPLES` deals per
    decision instead of a time budget (the same advice on a slow machine as on a fast one)."""
    return ExpertBot(samples=COACH_SAMPLES, time_budget=math.inf, call_budget=math.inf)


def advise(obs: Observation, legal: Sequence[Action], rng: random.Random,
           names: Sequence[str] | None = None) -> Advice:
    """What the expert would do in ``obs.seat``'s place, among its ``legal`` moves (not empty); :func:`explain`
    says it and why in one sentence ("The expert would ...: ...")."""
    legal = tuple(playable(legal))
    if not legal or any(a.seat != obs.seat for a in legal):
        raise ValueError(f"the coach advises seat {obs.seat} on its own legal moves, and it has none here")
    cut = tuple(str(name)[:MAX_NAME] for name in names) if names is not None and len(names) == obs.players else None
    decision = coach_expert().decide(obs, legal, rng)
    return Advice(decision.action, decision, obs, legal, cut)


def explain(advice: Advice, lang: str = DEFAULT) -> str:
    """The advice in one sentence in language ``lang`` (one of :data:`crisp_core.locale.LANGUAGES`; a
    :class:`ValueError` for any other): "The expert would ...: ..." with the figures it compared."""
    words = _Words(advice, check_language(lang))
    return words.sentence("advice", move=words.move(advice.action, "do"),
                          reason=_reason(advice.decision, words, advice.legal))


def tip(advice: Advice, lang: str = DEFAULT) -> str:
    """The advice's move alone, in a short sentence in language ``lang`` ("The expert would draw from the stock."):
    what a reader meets first; :func:`why` gives the reason and its figures, for whoever asks."""
    words = _Words(advice, check_language(lang))
    return words.sentence("tip", move=words.move(advice.action, "do"))


def why(advice: Advice, lang: str = DEFAULT) -> str:
    """Why the expert chose its move, with the figures it compared, as a sentence in language ``lang``."""
    words = _Words(advice, check_language(lang))
    reason = _reason(advice.decision, words, advice.legal)
    return reason[0].upper() + reason[1:] + "."


def feedback(advice: Advice, played: Action, lang: str = DEFAULT) -> str | None:
    """One sentence in language ``lang`` comparing ``played`` with the expert's move at the same moment ("You
    did X; the expert would have chosen to do Y, because ..." or "You did X: the expert agrees."); None when
    there was nothing to choose (a single legal move)."""
    check_language(lang)
    if len(advice.legal) == 1:
        return None
    if played not in advice.legal:
        raise ValueError(f"{played} was not one of the legal moves {', '.join(map(str, advice.legal))}")
    words = _Words(advice, lang)
    if played is advice.action:
        return words.sentence("agrees", move=words.move(played, "did"))
    return words.sentence("differs", move=words.move(played, "did"), expert=words.move(advice.action, "do"),
                          reason=_reason(advice.decision, words, advice.legal, played))


def report(obs: Observation, rng: random.Random, advice: Advice | None = None, lang: str = DEFAULT) -> dict:
    """The coach's panel as JSON-ready data: ``seat``; ``over`` (the round has ended: every card is
    revealed, R7.5); ``slots`` (per unseen own slot: its name,
    mean and the chance of each value 1-10 with the cards it stands for); ``lowest`` (the chance of
    being strictly lowest now, whether it is exact, its error and the deals sampled); ``advice``
    (the expert's move as N3 text, its sentence in language ``lang``, and that sentence in two: ``tip``, the move,
    and ``why``, the reason with its figures; or None)."""
    check_language(lang)
    chance = lowest_chance(obs, rng)
    return {
        "seat": obs.seat,
        "over": obs.phase == "over",
        "slots": [{"slot": SLOTS[odds.slot], "mean": float(odds.mean),
                   "values": [{"value": v, "label": VALUE_LABELS[v], "chance": float(odds.chances[v])}
                              for v in range(1, 11)]} for odds in slot_odds(obs)],
        "lowest": {"chance": chance.value, "exact": chance.exact is not None, "error": chance.error,
                   "samples": chance.samples},
        "advice": None if advice is None else {"action": str(advice.action), "text": explain(advice, lang),
                                               "tip": tip(advice, lang), "why": why(advice, lang)},
    }


# ------------------------------------------------------------------------------------------- words
# Every sentence is a template of crisp_core.locale (keys "coach."), filled with cards, slots, names and
# numbers; the sentence's shape is the same in every language, its words are not.


def _say(lang: str, key: str, **values: object) -> str:
    """The coach's template ``key`` (``coach.key`` of crisp_core.locale) of language ``lang``, filled in."""
    return text(lang, f"coach.{key}", **values)


def _percent(p: float) -> str:
    """A chance as a whole number of percent (the templates add the sign)."""
    return str(round(100 * p))


def _tenths(x: float, lang: str) -> str:
    """A number with one decimal, written with language ``lang``'s decimal mark (6.5, 6,5)."""
    return f"{x:.1f}".replace(".", _say(lang, "decimal"))


def _points(x: float, lang: str) -> str:
    """A number of points: whole if it is one, else with one decimal."""
    return str(int(x)) if float(x).is_integer() else _tenths(x, lang)


def _amount(x: float, lang: str) -> str:
    """A number of points with its unit, singular for exactly one ("1 point", "4 points", "1.5 points")."""
    return _say(lang, "points.one" if x == 1 else "points.many", n=_points(x, lang))


class _Words:
    """Moves and slots in plain words in language ``lang``, for the seat and moment of one advice."""

    def __init__(self, advice: Advice, lang: str) -> None:
        self.obs = advice.obs
        self.lang = lang
        self.names = advice.names or tuple(seat_name(lang, s) for s in range(self.obs.players))
        self.count = CardCount(self.obs)

    def say(self, key: str, **values: object) -> str:
        """The coach's template ``key`` filled in, in the language of these words."""
        return _say(self.lang, key, **values)

    def sentence(self, key: str, **values: object) -> str:
        """:meth:`say` as a sentence: its first letter a capital."""
        said = self.say(key, **values)
        return said[0].upper() + said[1:]

    def slot(self, slot: int) -> str:
        """Slot 0-2 as the narration names it ("M", "carta do meio")."""
        return position(self.lang, slot)

    def their(self, slot: int) -> str:
        """Another seat's slot 0-2 as the coach names it beside that seat's name: "M" in "Ana's M", "do meio" in
        "a do meio de Ana" (the word card left out)."""
        return self.say(f"their.{SLOTS[slot]}")

    def tenths(self, x: float) -> str:
        """``x`` with one decimal (:func:`_tenths`)."""
        return _tenths(x, self.lang)

    def points(self, x: float) -> str:
        """``x``, whole or with one decimal (:func:`_points`)."""
        return _points(x, self.lang)

    def amount(self, x: float) -> str:
        """``x`` points with the unit (:func:`_amount`)."""
        return _amount(x, self.lang)

    def move(self, action: Action, form: str) -> str:
        """The move in words, in ``form`` "do" ("swap the 2♣ into your M"), "did" ("swapped ...") or
        "doing" ("swapping ...")."""
        return move_in_words(action, self.obs, self.lang, form, self.names)

    def mine(self, index: int) -> str:
        """"your M (unseen, worth 6.5 on average)" / "your L (the 9♣)" (own slot ``index``)."""
        card = self.obs.known[index]
        if card is None:
            return self.say("mine.unseen", slot=self.slot(index % 3), mean=self.tenths(self.count.mean))
        return self.say("mine.seen", slot=self.slot(index % 3), card=card_name(card))

    def worst(self) -> tuple[int, float]:
        """The seat's own slot index with the highest estimated value, and that value."""
        index = self.obs.seat * 3 + self.count.worst_own_slot()
        return index, self.count.estimate(index)


def move_in_words(action: Action, obs: Observation, lang: str = DEFAULT, form: str = "do",
                  names: Sequence[str] | None = None) -> str:
    """``action`` of ``obs``'s seat as the coach says it in ``lang``, in ``form`` "do" ("swap the 2♣ into your
    M", "call crisp"), "did" or "doing"; ``names`` name the seats (a Queen's target), "Seat 3" by default."""
    names = names or tuple(seat_name(lang, s) for s in range(obs.players))
    kind = action.kind
    values: dict[str, str] = {}
    if kind == TAKE:
        values = {"card": card_name(obs.discard[-1])}
    elif kind == SWAP:
        values = {"card": card_name(obs.held), "slot": position(lang, action.slot)}
    elif kind == DISCARD:
        values = {"card": card_name(obs.held)}
    elif kind == QUEEN_USE:
        values = {"slot": position(lang, action.slot), "whose": of_seat(lang, names[action.target], action.target),
                  "other_slot": _say(lang, f"their.{SLOTS[action.target_slot]}")}
    return _say(lang, f"{action.name}.{form}", **values)


def _reason(decision: Decision, words: _Words, legal: tuple[Action, ...], played: Action | None = None) -> str:
    """Why the expert chose ``decision.action``: the race's figures when the race overturned the
    card-counting choice or settled a close crisp call, else the card-counting figures of its choice."""
    if len(legal) == 1:
        return words.say("only.king" if legal[0].kind == KING_USE else "only")
    raced = {t.action: t for t in decision.tried}
    mine = raced.get(decision.action)
    close_call = decision.action.kind in (CRISP, PASS)  # raced only when card counting finds it close
    if mine is not None and (decision.action is not decision.counted or close_call):
        other = played if played in raced else decision.counted
        if other is decision.action:  # a close call that card counting got right: against the other answer
            other = next(t.action for t in decision.tried if t.action is not decision.action)
        said = _race_clause(mine, raced[other], None if played is other else words.move(other, "doing"),
                            words.lang)
        if said is not None:
            return said
    return _counting_reason(decision, words)


def _race_clause(mine: Tried, theirs: Tried, move: str | None, lang: str = DEFAULT) -> str | None:
    """The race's figures for the expert's move against another (``move``: its "doing" words, or None
    for the move the player made, "yours"): the rounds won, or, with no more rounds won (in whole
    percents, as the sentence shows them), the points gained on the lowest other score; None if
    neither is better (the expert kept its card-counting choice on a tie)."""
    against = "yours" if move is None else "move"
    won, other = _percent(mine.won), _percent(theirs.won)
    values: dict[str, object] = {"deals": mine.deals, "won": won, "other": other}
    if move is not None:
        values["move"] = move
    if int(won) > int(other):
        return _say(lang, f"race.won.{against}", **values)
    if mine.margin > theirs.margin:
        case = "tied" if won == other else "nearer"
        return _say(lang, f"race.{case}.{against}", points=_amount(round(mine.margin - theirs.margin, 1), lang),
                    **values)
    return None


def _counting_reason(decision: Decision, words: _Words) -> str:
    """The card-counting figures behind the expert's move (those its default, the heuristic, uses)."""
    action, obs, count = decision.action, words.obs, words.count
    kind = action.kind
    if kind in (CRISP, PASS):
        chance = decision.chance
        if chance is None:
            chance = count.chance_lowest(coach_expert().rollout_policy.opponent_gain)
        return words.say(f"why.{action.name}", chance=_percent(chance))
    if kind in (DRAW, TAKE):
        index, worth = words.worst()
        top = obs.discard[-1]  # a choice between the two: the discard is not empty (R8.4)
        gain, draw_gain = worth - VALUES[top], count.expected_gain_of_draw(worth)
        if gain <= 0:
            return words.say("why.draw.no_gain", card=card_name(top), mine=words.mine(index))
        return words.say("why.draw", card=card_name(top), gain=words.amount(round(gain, 1)), mine=words.mine(index),
                         draw_gain=words.points(round(draw_gain, 1)))
    if kind == SWAP:
        index = obs.seat * 3 + action.slot
        saved = count.estimate(index) - VALUES[obs.held]
        if saved <= 0:  # only when a card taken from the discard must go in somewhere
            return words.say("why.swap.forced", mine=words.mine(index))
        old = obs.known[index]
        values = {"slot": words.slot(action.slot), "card": card_name(obs.held), "saved": words.amount(round(saved, 1))}
        if old is None:
            return words.say("why.swap.unseen", mean=words.tenths(count.mean), **values)
        return words.say("why.swap.seen", old=card_name(old), **values)
    if kind == JACK_USE:
        return words.say("why.jack")
    if kind == QUEEN_USE:
        mine, theirs = obs.seat * 3 + action.slot, action.target * 3 + action.target_slot
        other = obs.known[theirs]
        values = {"mine": words.mine(mine), "whose": of_seat(words.lang, words.names[action.target], action.target),
                  "other_slot": words.their(action.target_slot),
                  "saved": words.amount(round(count.estimate(mine) - count.estimate(theirs), 1))}
        if other is None:
            return words.say("why.queen.unseen", mean=words.tenths(count.mean), **values)
        return words.say("why.queen.seen", card=card_name(other), **values)
    if kind == KING_USE:
        return words.say("why.king")
    index, _ = words.worst()  # DISCARD
    rank = obs.held.rank
    if rank == JACK:
        return words.say("why.discard.jack")
    if rank == QUEEN:
        return words.say("why.discard.queen", mine=words.mine(index))
    return words.say("why.discard", card=card_name(obs.held), mine=words.mine(index))


__all__ = ["Advice", "COACH_SAMPLES", "EXACT_LIMIT", "LOWEST_SAMPLES", "SlotOdds", "advise", "coach_expert",
           "explain", "feedback", "lowest_chance", "report", "slot_odds"]
