"""Counting in Crisps (lesson 12): the combinations a hand holds, and what the face-up card is worth.

- :func:`combination_counts` counts the combinations of each kind (CRISPS.md K3) in a hand *by formula*, from
  how many cards of each rank it holds; :func:`engine_counts` counts the same from the engine's list of
  legal leads (K4.1), and :func:`counting_work` shows the formula's terms, for a counting class.
- :func:`choice_effects` measures, for the winner of a trick who chooses the face-up card or a blind one
  (K6.1), what each does to the hand's plan (the fewest plays to empty it, :func:`.bots.plays_to_empty`):
  exactly, over every card the seat cannot place (K8.3).
- :func:`choice_duel` plays seeded whole games (K7.2) between two counting bots that differ only in that choice.

>>> combination_counts(["4c", "4d", "5h", "5s", "6c"])["run"]
4
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb, prod
from typing import Iterable, Sequence

from ..cards import QUEEN, Card, card_name
from ..stats import Rate
from ..translations.words import msg, tr, written
from .actions import BLIND, FACEUP, PASS, PLAY, Action
from .bots import CountingBot, plays_to_empty, rank_counts
from .combos import FOUR, KIND_NAMES, PAIR, PAIRS, POPCOUNT, RUN, SINGLE, THREE, Combo, classify, nibble, run_ranks
from .deck import DECKS, cards_of, mask_of
from .legal import legal_plays
from .observation import Observation
from .options import Options
from .simulate import play_match

KINDS = KIND_NAMES  # single, pair, run, run of pairs, three of a kind, four of a kind (K3.1, K3.2)
KIND_WORDS = (msg("single"), msg("pair"), msg("run"), msg("run of pairs"), msg("three of a kind"),
              msg("four of a kind"))  # KINDS, marked for translation: lessons show tr(kind)
RANK_LABELS = {special_runs: (*(str(n) for n in range(2, 11)), "J" if special_runs else "Q")
               for special_runs in (False, True)}  # by index of :func:`.bots.rank_counts`


def hand_mask(hand: Iterable[Card | str] | int) -> int:
    """A hand given as a mask, cards or their notation (N1), as a mask."""
    if isinstance(hand, int):
        return hand
    return mask_of(c if isinstance(c, Card) else Card.parse(c) for c in hand)


def _runs(counts: Sequence[int], special_runs: bool, per_rank: int, shortest: int) -> list[tuple[int, int]]:
    """The windows ``(low, high)`` of run ranks (K3.4: no Queen) with at least ``per_rank`` cards of each rank
    and at least ``shortest`` ranks."""
    top = 10 if special_runs else 9  # index past the last rank a run may use
    return [(low, high) for low in range(top) for high in range(low + shortest - 1, top)
            if all(counts[r] >= per_rank for r in range(low, high + 1))]


Terms = list[tuple[str, tuple[int, ...]]]  # (what, factors) of one kind's count


def counting_work(hand: Iterable[Card | str] | int, special_runs: bool = False) -> dict[str, Terms]:
    """The terms of :func:`combination_counts`, by kind: ``(what, factors)``, the count of a term being the
    product of its factors.

    - single: one term per rank held, ``c`` cards give ``c`` singles;
    - pair, three / four of a kind: ``C(c, 2)``, ``C(c, 3)``, ``C(c, 4)`` per rank (K3.1, K3.2);
    - run: for each window of at least 3 consecutive ranks, all held (no Queen, K3.4), the product of the
      counts: one card of each rank;
    - run of pairs: for each window of at least 2 consecutive ranks with 2 or more cards, the product of
      ``C(c, 2)``.
    """
    counts = rank_counts(hand_mask(hand), special_runs)
    labels = RANK_LABELS[special_runs]
    work: dict[str, Terms] = {kind: [] for kind in KINDS}
    for r, c in enumerate(counts):
        for kind, k in (("single", 1), ("pair", 2), ("three of a kind", 3), ("four of a kind", 4)):
            if c >= k:
                work[kind].append((labels[r], (comb(c, k),)))
    for kind, per_rank, shortest in (("run", 1, 3), ("run of pairs", 2, 2)):
        for low, high in _runs(counts, special_runs, per_rank, shortest):
            work[kind].append((f"{labels[low]}-{labels[high]}",
                               tuple(comb(counts[r], per_rank) for r in range(low, high + 1))))
    return work


def combination_counts(hand: Iterable[Card | str] | int, special_runs: bool = False) -> dict[str, int]:
    """How many different combinations of each kind (K3) the hand holds, by formula (see :func:`counting_work`).

    They are exactly the plays the hand may lead (K4.1), which :func:`engine_counts` counts from the engine."""
    return {kind: sum(prod(factors) for _, factors in terms)
            for kind, terms in counting_work(hand, special_runs).items()}


def plays_by_kind(actions: Iterable[Action]) -> dict[str, list[Action]]:
    """The plays among ``actions`` (e.g. ``rnd.legal_actions()``), by kind of combination (K3), in order."""
    out: dict[str, list[Action]] = {kind: [] for kind in KINDS}
    for action in actions:
        if action.kind == PLAY:
            out[KINDS[classify(action.mask)[0]]].append(action)
    return out


def tally(actions: Iterable[Action]) -> dict[str, int]:
    """The plays among ``actions`` (e.g. ``rnd.legal_actions()``), counted by kind of combination (K3)."""
    return {kind: len(plays) for kind, plays in plays_by_kind(actions).items()}


def render_plays(actions: Iterable[Action], width: int = 100, lang: str | None = None) -> str:
    """The plays among ``actions`` by kind, each play's cards as faces joined by ``-`` (``4♦-5♣-6♦``), then whether
    passing is among them (K4.2); kinds with no play are left out ("no combination" if none is left).  In ``lang``
    (None: the lesson's language)."""
    actions = list(actions)
    lines = []
    for kind, plays in plays_by_kind(actions).items():
        if not plays:
            continue
        line = tr("{kind} ({n}):", lang=lang, kind=tr(kind, lang=lang), n=len(plays))
        for action in plays:
            text = "-".join(card_name(c) for c in action.cards)
            if len(line) + 1 + len(text) > width:
                lines.append(line)
                line = " " * 4
            line += " " + text
        lines.append(line)
    if not lines:
        lines.append(tr("no combination", lang=lang))
    can_pass = any(a.kind == PASS for a in actions)
    lines.append(tr("pass: yes", lang=lang) if can_pass else tr("pass: no", lang=lang))
    return "\n".join(lines)


def engine_counts(hand: Iterable[Card | str] | int, special_runs: bool = False) -> dict[str, int]:
    """The engine's legal leads (K4.1) of the hand, counted by kind: the check of :func:`combination_counts`."""
    return tally(legal_plays(0, hand_mask(hand), None, special_runs))


def render_counts(hand: Iterable[Card | str] | int, special_runs: bool = False, lang: str | None = None) -> str:
    """A table of the counts with their formula's terms, one kind a line, then the total, in ``lang`` (None: the
    lesson's language)."""
    lines = []
    total = 0
    work = counting_work(hand, special_runs)
    width = max(16, *(len(tr(kind, lang=lang)) + 1 for kind in [*work, msg("all plays")]))
    for kind, terms in work.items():
        count = sum(prod(f) for _, f in terms)
        total += count
        if kind == "single":
            shown = " + ".join(str(f[0]) for _, f in terms)
        else:
            shown = " + ".join(f"{what}: " + "×".join(map(str, f)) if len(f) > 1 else f"{what}: {f[0]}"
                               for what, f in terms)
        lines.append(f"{tr(kind, lang=lang):<{width}}{count:>4}" + (f"  = {shown}" if terms else ""))
    lines.append(f"{tr('all plays', lang=lang):<{width}}{total:>4}")
    return "\n".join(lines)


def render_expected(expected: dict[str, Fraction], lang: str | None = None) -> str:
    """The average counts of :func:`expected_counts`, one kind a line, in ``lang`` (None: the lesson's language)."""
    width = max(16, *(len(tr(kind, lang=lang)) + 1 for kind in expected))
    return "\n".join(f"{tr(kind, lang=lang):<{width}}" + written(mean, "6.2f", lang) for kind, mean in expected.items())


def expected_counts(hand_size: int = 12, special_runs: bool = False) -> dict[str, Fraction]:
    """The average number of combinations of each kind in a random hand of ``hand_size`` of the 40 cards, exact.

    By linearity: the number of ways a kind can use ``k`` given cards, times the chance that ``k`` given cards
    are all in the hand, ``C(40 - k, hand_size - k) / C(40, hand_size)``.  A rank has 4 cards, so a rank gives
    4 singles, ``C(4, 2) = 6`` pairs, 4 threes and 1 four; a run of ``L`` ranks (no Queen, K3.4) can be
    formed ``4**L`` ways, a run of ``L`` pairs ``6**L`` ways, on ``run_ranks - L + 1`` windows."""
    deck = len(DECKS[special_runs])

    def chance(k: int) -> Fraction:
        if k > hand_size:
            return Fraction(0)
        return Fraction(comb(deck - k, hand_size - k), comb(deck, hand_size))

    ranks, run_ranks = 10, 10 if special_runs else 9
    return {
        "single": ranks * 4 * chance(1),
        "pair": ranks * 6 * chance(2),
        "run": sum((run_ranks - n + 1) * 4 ** n * chance(n) for n in range(3, run_ranks + 1)),
        "run of pairs": sum((run_ranks - n + 1) * 6 ** n * chance(2 * n) for n in range(2, run_ranks + 1)),
        "three of a kind": ranks * 4 * chance(3),
        "four of a kind": ranks * chance(4),
    }


def plan_length(hand: Iterable[Card | str] | int, special_runs: bool = False) -> int:
    """The fewest combinations (K3) the hand splits into: how many plays empty it at best."""
    return plays_to_empty(rank_counts(hand_mask(hand), special_runs), special_runs)


def unknown_cards(obs: Observation) -> tuple[Card, ...]:
    """The cards ``obs``'s seat cannot place (K8.3): the deck minus its hand, every card played, the face-up
    card and the face-up cards the other player still holds (K8.1-K8.2).  A blind card is one of them."""
    seen = mask_of(obs.hand) | mask_of(obs.other_faceups)
    for _, _, cards in obs.played:
        seen |= mask_of(cards)
    if obs.faceup is not None:
        seen |= 1 << obs.faceup
    return cards_of(mask_of(DECKS[obs.options.special_runs]) & ~seen)


def other_hand_cards(obs: Observation) -> int:
    """The mask of the cards the other player may hold, as ``obs``'s seat knows (K8.2-K8.3): the cards it cannot
    place (:func:`unknown_cards`) and the face-up cards the other player took and still holds."""
    return mask_of(unknown_cards(obs)) | mask_of(obs.other_faceups)


def seat_actions(obs: Observation) -> list[Action]:
    """``obs``'s seat's legal actions when it is to move, from its observation alone (K4-K6.1), in the engine's
    order (:meth:`.game.CrispsRound.legal_actions`): the plays that may follow the last one or lead, then ``pass``;
    or ``faceup``, ``blind``.  Empty when the seat is not to move."""
    seat = obs.seat
    if obs.turn != seat:
        return []
    if obs.phase == "choice":
        return [Action.of(seat, FACEUP), Action.of(seat, BLIND)]
    last = classify(mask_of(obs.last)) if obs.last else None
    plays = legal_plays(seat, mask_of(obs.hand), last, obs.options.special_runs)
    return plays + [Action.of(seat, PASS)] if last is not None else plays


def beating_cards(pool: int, last: Combo, special_runs: bool) -> int:
    """The mask of the cards of ``pool`` that belong to at least one combination of ``pool`` that follows
    ``last`` (K5): the union of the plays :func:`.legal.legal_plays` lists for the hand ``pool``, from the
    ranks' counts (a hand of many cards has very many runs).  0 when nothing in ``pool`` can follow."""
    kind, n, rank, special = last
    nibs = [nibble(pool, r) for r in range(QUEEN + 1)]
    counts = [POPCOUNT[nib] for nib in nibs]
    ranks: set[int] = set()
    if kind in (SINGLE, PAIR):  # K5.1
        ranks.update(r for r in range(rank, QUEEN + 1) if counts[r] >= n)
    elif kind in (RUN, PAIRS):  # K5.1: a window of as many ranks, topped at ``rank`` or higher
        per_rank = 1 if kind == RUN else 2
        length = n // per_rank
        allowed = run_ranks(special_runs)
        for top in range(max(rank, allowed.start + length - 1), allowed.stop):
            window = range(top - length + 1, top + 1)
            if all(counts[r] >= per_rank for r in window):
                ranks.update(window)
    if kind >= THREE or special:  # K5.2, K5.3
        if kind != FOUR:
            ranks.update(r for r in range(max(rank + 1 if kind == THREE else 1, 1), QUEEN + 1) if counts[r] >= 3)
        ranks.update(r for r in range(max(rank + 1 if kind == FOUR else 1, 1), QUEEN + 1) if counts[r] == 4)
    return sum(nibs[r] << (4 * r) for r in ranks)


@dataclass(frozen=True)
class ChoiceEffects:
    """What the winner's choice of K6.1 does to their plan (the fewest plays to empty the hand).

    ``now``: the plan before taking a card; ``with_faceup``: after taking the face-up card ``faceup``;
    ``with_blind``: after taking each card the blind card may be (``unknown_cards``), all equally likely.
    """

    now: int
    faceup: Card
    with_faceup: int
    with_blind: dict[Card, int]

    @property
    def blind_distribution(self) -> dict[int, Fraction]:
        """The chance of each plan length after taking the blind card."""
        n = len(self.with_blind)
        out: dict[int, Fraction] = {}
        for plan in sorted(self.with_blind.values()):
            out[plan] = out.get(plan, 0) + Fraction(1, n)
        return out

    @property
    def blind_mean(self) -> Fraction:
        """The average plan length after taking the blind card (exact)."""
        return Fraction(sum(self.with_blind.values()), len(self.with_blind))

    @property
    def value(self) -> Fraction:
        """Plays the face-up card saves against the blind card, on average: what it is worth to the plan."""
        return self.blind_mean - self.with_faceup

    def render(self, lang: str | None = None) -> str:
        """The effects as plain text: the plan now, after the face-up card, and after each blind card, in
        ``lang`` (None: the lesson's language)."""
        lines = [tr("plan now: {n} plays", lang=lang, n=self.now),
                 tr("take the face-up {card}: {n} plays", lang=lang, card=card_name(self.faceup), n=self.with_faceup),
                 tr("take the blind card, one of {n} cards:", lang=lang, n=len(self.with_blind))]
        for plan in sorted(set(self.with_blind.values())):
            cards = [card_name(c) for c, p in self.with_blind.items() if p == plan]
            lines.append(tr("  {n} plays with {count:>2} of them: {cards}", lang=lang, n=plan, count=len(cards),
                            cards=" ".join(cards)))
        lines.append(tr("  on average {mean} ≈ {mean:.2f} plays", lang=lang, mean=self.blind_mean))
        return "\n".join(lines)


def choice_effects(obs: Observation) -> ChoiceEffects:
    """What taking the face-up card, or the blind card, does to ``obs``'s seat's plan (K6.1): exact, over
    every card the blind card may be (:func:`unknown_cards`, K8.3).  Needs a face-up card (K2.2)."""
    if obs.faceup is None:
        raise ValueError("there is no face-up card to choose (K2.3, K6.2)")
    special_runs = obs.options.special_runs
    hand = mask_of(obs.hand)
    return ChoiceEffects(
        now=plan_length(hand, special_runs), faceup=obs.faceup,
        with_faceup=plan_length(hand | 1 << obs.faceup, special_runs),
        with_blind={c: plan_length(hand | 1 << c, special_runs) for c in unknown_cards(obs)})


def faceup_value(obs: Observation) -> Fraction:
    """Plays the face-up card saves ``obs``'s seat against a blind card, on average (see :class:`ChoiceEffects`)."""
    return choice_effects(obs).value


class ChoosingBot(CountingBot):
    """The counting bot (:class:`.bots.CountingBot`) with a fixed choice after a won trick (K6.1): ``faceup``
    always, ``blind`` always, or ``plan`` (the counting bot's own: the face-up card when it fits its plan)."""

    def __init__(self, choice: str = "plan") -> None:
        if choice not in ("plan", "faceup", "blind"):
            raise ValueError(f"choice must be 'plan', 'faceup' or 'blind', not {choice!r}")
        self.choice = choice
        self.name = f"counting ({choice})"

    def choose(self, obs, legal: Sequence[Action], rng: random.Random) -> Action:
        if legal[0].kind == FACEUP and self.choice != "plan":
            return legal[0] if self.choice == "faceup" else legal[1]
        return super().choose(obs, legal, rng)


def choice_duel(first: str, second: str, games: int, seed: int = 0, options: Options | None = None) -> list[bool]:
    """Whole games (K7.2) between :class:`ChoosingBot` ``first`` and ``second`` (``plan``, ``faceup`` or
    ``blind``): for each game in order, True if ``first`` won.  Seats and the first player alternate from game
    to game; every random choice comes from ``seed``."""
    bots = ChoosingBot(first), ChoosingBot(second)
    rng = random.Random(seed)
    wins = []
    for g in range(games):
        seat = g & 1
        players = bots if seat == 0 else bots[::-1]
        wins.append(play_match(players, rng, options, first_player=g >> 1 & 1).winner == seat)
    return wins


def win_share(wins: Sequence[bool]) -> Rate:
    """The share of games won, with its 95 % interval."""
    return Rate.of(sum(wins), len(wins))
