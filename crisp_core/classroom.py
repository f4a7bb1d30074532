"""Small exact helpers for the classroom probability lessons (07 and 08).

Probability as counting (as in Norvig's "A Concrete Introduction to Probability"): the chance of
an event is the number of cards where it happens over the number of cards, an exact fraction.

>>> from crisp_core import CARDS
>>> chance(lambda card: card.value == 10, CARDS)      # 10s, Jacks, Queens, Kings (R1.3)
Fraction(4, 13)
>>> mean_value(CARDS)                                  # any card, face cards counted 10
Fraction(85, 13)
>>> mean_value(card for card in CARDS if not card.is_face)   # what a stock draw can put in a hand (R4.3)
Fraction(11, 2)

Calling crisp (R11.2): with total 7 and a 90 % chance of being strictly lowest, a call scores
7 - 5 with chance 9/10 and 7 + 5 otherwise.

>>> call_expectation(7, Fraction(9, 10))
Fraction(3, 1)
>>> break_even_chance()          # if waiting would score your total as it is
Fraction(1, 2)
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Callable, Collection, Iterable, NamedTuple, Sequence

from .cards import CARDS, VALUES, Card
from .cards import card_name
from .crisp.bots.heuristic import HeuristicBot
from .crisp.observation import Observation
from .crisp.probability import chance_lowest_with_total, chance_not_beaten
from .crisp.round import RoundState
from .stats import Interval
from .translations.words import msg, tr, written

BONUS = 5  # R11.2: a caller's total moves by 5, down if strictly lowest, up otherwise


def _cards(cards: Iterable[Card | str]) -> list[Card]:
    return [c if isinstance(c, Card) else Card.parse(c) for c in cards]


def chance(event: Callable[[Card], bool] | Collection[Card], cards: Iterable[Card | str]) -> Fraction:
    """The chance that one card picked at random from ``cards`` is in ``event`` (a test on a card,
    or a collection of cards): favourable cards over all cards, exactly."""
    space = _cards(cards)
    if not space:
        raise ValueError("no cards to pick from")
    test = event if callable(event) else set(_cards(event)).__contains__
    return Fraction(sum(1 for card in space if test(card)), len(space))


def value_distribution(cards: Iterable[Card | str]) -> dict[int, Fraction]:
    """The value (R1.3) of one card picked at random from ``cards``: value -> exact chance."""
    space = _cards(cards)
    if not space:
        raise ValueError("no cards to pick from")
    counts: dict[int, int] = {}
    for card in space:
        counts[VALUES[card]] = counts.get(VALUES[card], 0) + 1
    return {v: Fraction(counts[v], len(space)) for v in sorted(counts)}


def mean_value(cards: Iterable[Card | str]) -> Fraction:
    """The average value (R1.3) of ``cards``, exactly."""
    space = _cards(cards)
    if not space:
        raise ValueError("no cards to average")
    return Fraction(sum(VALUES[c] for c in space), len(space))


class Count(NamedTuple):
    """One seat's card count: how many cards it has not seen, how many of those are worth 10, the
    chance that any one unseen card is worth 10 and its average value."""

    unseen: int
    tens: int
    chance_ten: Fraction
    mean: Fraction


def card_count(obs: Observation) -> Count:
    """The card count of ``obs``'s seat (every card it has not seen is equally likely anywhere it
    cannot see)."""
    unseen = obs.unseen()
    tens = sum(1 for c in unseen if VALUES[c] == 10)
    return Count(len(unseen), tens, Fraction(tens, len(unseen)), mean_value(unseen))


def counting_table(states: Sequence[RoundState], seat: int, lang: str | None = None) -> str:
    """A plain-text table in ``lang`` (None: the lesson's language): for each state (a scene's steps),
    ``seat``'s card count."""
    rows = [[tr("step", lang=lang), tr("not seen", lang=lang), tr("worth 10", lang=lang),
             tr("P(M is worth 10)", lang=lang), tr("average unseen card", lang=lang)]]
    for step, state in enumerate(states):
        n, tens, p, mean = card_count(state.observation(seat))
        rows.append([str(step), str(n), str(tens), f"{p} {_as_decimal(p, 3, lang)}", f"{mean} {_as_decimal(mean, 2, lang)}"])
    return text_table(rows, (4, 8, 8, 21, 19))


def _as_decimal(x: Fraction, digits: int, lang: str | None = None) -> str:
    """``x`` as a decimal after its fraction: "= 0.3125" in full when it ends within four decimals (5/16), else
    "≈ 0.267" rounded to ``digits`` (4/15), so no rounding of an exact 0.3125 ever reads as 0.312."""
    x = Fraction(x)
    for places in range(5):
        if (x * 10 ** places).denominator == 1:
            return f"= {written(x, f'.{places}f', lang)}"
    return f"≈ {written(x, f'.{digits}f', lang)}"


def text_table(rows: Sequence[Sequence[str]], widths: Sequence[int]) -> str:
    """Rows of cells as plain-text columns, each right-aligned in at least its ``widths`` entry (more
    if a cell is longer), two spaces apart."""
    widths = [max([width] + [len(row[i]) for row in rows]) for i, width in enumerate(widths)]
    return "\n".join("  ".join(f"{cell:>{width}}" for cell, width in zip(row, widths)) for row in rows)


def _fraction(x: Fraction | float | int) -> Fraction:
    """``x`` exactly; a float as the decimal it prints as (0.9 is 9/10)."""
    return Fraction(repr(x)) if isinstance(x, float) else Fraction(x)


class LowestChances(NamedTuple):
    """For one hand: its total, the chance it is strictly the lowest, and the chance it is tied for the lowest."""

    hand: tuple[Card, ...]
    total: int
    strictly: Fraction
    tied: Fraction

    def text(self, lang: str | None = None) -> str:
        """The hand and its chances in one line, in ``lang`` (None: the lesson's language)."""
        return tr("{cards} (total {total:>2}): strictly lowest {strictly:6.1%}, tied for lowest {tied:5.1%}",
                  lang=lang, cards=" ".join(map(card_name, self.hand)), total=self.total,
                  strictly=self.strictly, tied=self.tied)

    def __str__(self) -> str:
        return self.text()


def lowest_chances(own_cards: Sequence[Card | str], players: int) -> LowestChances:
    """The exact chances that these three cards are strictly the lowest, or tied for the lowest, at a
    table of ``players`` whose other hands are unknown (R11.2: only the first one earns the caller − 5)."""
    cards = tuple(_cards(own_cards))
    total = sum(VALUES[c] for c in cards)
    strictly = chance_lowest_with_total(total, players, own_cards=cards)
    return LowestChances(cards, total, strictly, chance_not_beaten(cards, players) - strictly)


def call_expectation(total: int, p: Fraction | float) -> Fraction:
    """Expected round score of calling crisp now with ``total``, if the total is strictly the
    lowest at the reveal with chance ``p``: ``total - 5`` then, ``total + 5`` otherwise (R11.2),
    so ``total + 5 - 10 p``."""
    p = _fraction(p)
    if not 0 <= p <= 1:
        raise ValueError(f"a chance is between 0 and 1, not {p}")
    return total - BONUS * p + BONUS * (1 - p)


def draw_gain(hand: Sequence[Card | str], pool: Iterable[Card | str]) -> Fraction:
    """Expected drop of the hand's total from one more draw from the stock, in a simple model: the
    drawn card is any card of ``pool`` (the cards the seat has not seen), equally likely; if it is
    not a J, Q or K (those never go into a hand from the stock, R4.3; the model discards them, as
    it ignores every special) and is lower than the hand's highest card, it replaces that card."""
    high = max(VALUES[c] for c in _cards(hand))
    cards = _cards(pool)
    if not cards:
        raise ValueError("no cards left to draw")
    return Fraction(sum(high - VALUES[c] for c in cards if not c.is_face and VALUES[c] < high), len(cards))


def break_even_chance(gain: Fraction | float = 0) -> Fraction:
    """The chance of being strictly lowest above which calling scores less on average than
    waiting, when waiting lowers the total by ``gain`` on average: ``total + 5 - 10 p`` below
    ``total - gain`` means ``p > (5 + gain) / 10`` (at most 1)."""
    return min(Fraction(1), (BONUS + _fraction(gain)) / (2 * BONUS))


class CallOrWait(NamedTuple):
    """The simple model's numbers for one hand: its cards and total, the chance it is strictly lowest,
    the expected score of calling now and of waiting one more draw, and the chance where they meet."""

    hand: tuple[Card, ...]
    total: int
    chance: Fraction
    call: Fraction
    wait: Fraction
    break_even: Fraction

    @property
    def better(self) -> str:
        """'call' or 'wait', whichever scores less on average in the model ('either' on a tie)."""
        return msg("call") if self.call < self.wait else msg("wait") if self.wait < self.call else msg("either")

    def text(self, lang: str | None = None) -> str:
        """The model's numbers for the hand in one line, in ``lang`` (None: the lesson's language)."""
        return tr("{cards} (total {total:>2}): P(strictly lowest) {chance:.3f}, calling scores {call:5.2f}, "
                  "waiting {wait:5.2f} -> {better}", lang=lang, cards=" ".join(map(card_name, self.hand)),
                  total=self.total, chance=self.chance, call=self.call, wait=self.wait,
                  better=tr(self.better, lang=lang))

    def __str__(self) -> str:
        return self.text()


def call_or_wait(hand: Sequence[Card | str], chance_lowest: Fraction | float | None = None, players: int = 3, *,
                 pool: Iterable[Card | str] | None = None) -> CallOrWait:
    """Calling now against waiting one more draw (see :func:`call_expectation` and
    :func:`draw_gain`) for ``hand`` at a table of ``players``.  ``chance_lowest`` is its chance of
    being strictly lowest, by default counted exactly with the other hands unknown
    (:func:`~crisp_core.crisp.probability.chance_lowest_with_total`); ``pool`` is the cards the seat has
    not seen (by default the 49 cards outside the hand)."""
    cards = _cards(hand)
    if pool is None:
        pool = [c for c in CARDS if c not in set(cards)]
    total = sum(VALUES[c] for c in cards)
    gain = draw_gain(cards, pool)
    p = (chance_lowest_with_total(total, players, own_cards=cards) if chance_lowest is None
         else _fraction(chance_lowest))
    return CallOrWait(tuple(cards), total, p, call_expectation(total, p), total - gain, break_even_chance(gain))


def threshold_bot(threshold: float, lang: str | None = None) -> HeuristicBot:
    """The card-counting bot (``heuristic``) calling crisp once its estimated chance of being
    strictly lowest reaches ``threshold``, named after it in ``lang`` (None: the lesson's language):
    "call at 90%"."""
    bot = HeuristicBot(call_threshold=threshold)
    bot.name = tr("call at {threshold:.0%}", lang=lang, threshold=threshold)
    return bot


def paired_difference(a: Sequence[float], b: Sequence[float]) -> Interval:
    """Mean of ``a[i] - b[i]`` with its 95 % interval: two strategies' scores on the same deals,
    compared deal by deal."""
    if len(a) != len(b):
        raise ValueError(f"paired samples must have the same length ({len(a)} and {len(b)})")
    return Interval.of([x - y for x, y in zip(a, b)])


def verdict(difference: Interval, lang: str | None = None) -> str:
    """Whether a difference's 95 % interval leaves out 0, in words of ``lang`` (None: the lesson's language)."""
    if math.isnan(difference.mean):
        return tr("no data", lang=lang)
    if difference.low > 0:
        return tr("{difference}: the first scores more (the interval is above 0)", lang=lang, difference=difference)
    if difference.high < 0:
        return tr("{difference}: the first scores less (the interval is below 0)", lang=lang, difference=difference)
    return tr("{difference}: too close to tell (the interval contains 0)", lang=lang, difference=difference)
