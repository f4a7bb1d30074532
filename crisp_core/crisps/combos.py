"""Combinations (CRISPS.md K3) and following (K5), on card masks (see :mod:`.deck`).

A combination is a tuple ``(kind, cards, rank, special)``: its kind (``SINGLE`` ... ``FOUR``), its
number of cards, its rank (K3.3: the rank index of its cards, or of the highest cards of a run)
and whether it holds a card of the special rank (for K5.2).
"""

from __future__ import annotations

from itertools import combinations

from ..cards import JACK, QUEEN
from ..errors import IllegalAction
from ..locale import Phrase, illegal
from .deck import SPECIAL_MASK

SINGLE, PAIR, RUN, PAIRS, THREE, FOUR = range(6)  # K3.1 ordinary kinds, then K3.2 special kinds
KIND_NAMES = ("single", "pair", "run", "run of pairs", "three of a kind", "four of a kind")

Combo = tuple  # (kind, cards, rank, special)

POPCOUNT = tuple(bin(n).count("1") for n in range(16))
_SUIT_SETS = tuple(tuple(tuple(s) for s in combinations([s for s in range(4) if nib >> s & 1], k))
                   for nib in range(16) for k in range(5))  # index nib * 5 + k: the k-suit subsets of nib
_KIND_OF_SET = {1: SINGLE, 2: PAIR, 3: THREE, 4: FOUR}
_QUEENS = 0xF << (4 * QUEEN)  # K3.4: the Queen never joins a run
_CLASSIFIED: dict[int, Combo | None] = {}


def nibble(mask: int, rank: int) -> int:
    """The suits of ``rank`` in ``mask``, as a 4-bit int."""
    return mask >> (4 * rank) & 15


def run_ranks(special_runs: bool) -> range:
    """The ranks a run may use (K3.4): 2-10, and the Jack under ``special_runs``."""
    return range(1, JACK + 1 if special_runs else JACK)


def classify(mask: int) -> Combo | None:
    """The combination (K3) a set of cards of the deck forms, or None.

    Runs are judged by rank index, in which the Jack (10) follows the 10 (9) and the Queen (11)
    follows nothing in the deck: so only the Jack joins runs (K3.4, K1.3).
    """
    found = _CLASSIFIED.get(mask, False)
    if found is not False:
        return found
    nibs = [(r, nibble(mask, r)) for r in range(13) if nibble(mask, r)]
    counts = {POPCOUNT[n] for _, n in nibs}
    ranks = [r for r, _ in nibs]
    top = ranks[-1] if ranks else 0
    special = bool(mask & SPECIAL_MASK)
    consecutive = ranks == list(range(ranks[0], top + 1)) if ranks else False
    result: Combo | None = None
    if len(nibs) == 1:
        count = POPCOUNT[nibs[0][1]]
        result = (_KIND_OF_SET[count], count, top, special)
    elif consecutive and counts == {1} and len(nibs) >= 3 and not mask & _QUEENS:
        result = (RUN, len(nibs), top, special)
    elif consecutive and counts == {2} and not mask & _QUEENS:  # K3.4
        result = (PAIRS, 2 * len(nibs), top, special)
    if len(_CLASSIFIED) > 200_000:
        _CLASSIFIED.clear()
    _CLASSIFIED[mask] = result
    return result


def why_no_combination(mask: int, special_rank: int) -> IllegalAction:
    """The refusal (unraised) of cards that form no combination (K3.1, K3.4)."""
    ranks = [r for r in range(13) if nibble(mask, r)]
    counts = {POPCOUNT[nibble(mask, r)] for r in ranks}
    game_order = [r for r in ranks if r != special_rank] + ([special_rank] if special_rank in ranks else [])
    game_index = [r - 1 if r < JACK else 9 for r in game_order]  # 2-10 then the special rank, adjacent
    if (special_rank == QUEEN and QUEEN in ranks and len(counts) == 1 and counts <= {1, 2}
            and game_index == list(range(game_index[0], game_index[0] + len(ranks)))
            and (counts == {2} or len(ranks) >= 3)):
        return illegal("K3.4", "crisps.refused.queen_run")
    return illegal("K3.1", "crisps.refused.no_combination")


def follows(new: Combo, last: Combo) -> bool:
    """True if combination ``new`` may be played on ``last`` (K5.1-K5.4)."""
    if last[0] < THREE:
        if new[0] < THREE:  # K5.1
            return new[0] == last[0] and new[1] == last[1] and new[2] >= last[2]
        return last[3]  # K5.2
    if new[0] < THREE:  # K5.4
        return False
    return new[1] > last[1] or (new[1] == last[1] and new[2] > last[2])  # K5.3


def why_not_follow(new: Combo, last: Combo) -> IllegalAction:
    """The refusal (unraised) of ``new`` on ``last`` (only for such a pair)."""
    what, on = phrase(new), phrase(last)
    if last[0] < THREE:
        if new[0] < THREE:
            if new[0] != last[0] or new[1] != last[1]:
                return illegal("K5.1", "crisps.refused.follow_kind", what=what, on=on)
            return illegal("K5.1", "crisps.refused.follow_rank", what=what, on=on)
        return illegal("K5.2", "crisps.refused.follow_special", what=what)
    if new[0] < THREE:
        return illegal("K5.4", "crisps.refused.follow_none", what=what, on=on)
    return illegal("K5.3", "crisps.refused.follow_more", what=what, on=on)


_PHRASE_KEYS = ("crisps.combo.single", "crisps.combo.pair", "crisps.combo.run", "crisps.combo.pairs",
                "crisps.combo.three", "crisps.combo.four")


def phrase(combo: Combo) -> Phrase:
    """A combination in words (``a run of 4``), to be told in any language (:mod:`crisp_core.locale`)."""
    kind, n = combo[0], combo[1]
    return Phrase(_PHRASE_KEYS[kind], n=n // 2 if kind == PAIRS else n)


def describe(combo: Combo) -> str:
    """``a run of 4`` ..., for messages."""
    return str(phrase(combo))


def group_masks(rank: int, nib: int, k: int) -> tuple[int, ...]:
    """The masks of ``k`` cards of ``rank`` among the suits ``nib``, in suit order."""
    base = 4 * rank
    return tuple(sum(1 << (base + s) for s in suits) for suits in _SUIT_SETS[nib * 5 + k])


def can_follow(cards: int, last: Combo, special_runs: bool) -> bool:
    """True if some combination formed from ``cards`` follows ``last`` (used by K7.3)."""
    kind, n, rank, special = last
    counts = [POPCOUNT[nibble(cards, r)] for r in range(13)]
    if kind >= THREE:  # K5.3, K5.4
        return any(c > n or (c == n and r > rank) for r, c in enumerate(counts) if c >= 3)
    if special and max(counts) >= 3:  # K5.2
        return True
    if kind == SINGLE or kind == PAIR:
        return any(c >= n for c in counts[rank:])
    per_rank = 1 if kind == RUN else 2
    length = n // per_rank
    ranks = run_ranks(special_runs)
    streak = 0
    for r in ranks:
        streak = streak + 1 if counts[r] >= per_rank else 0
        if streak >= length and r >= rank:
            return True
    return False
