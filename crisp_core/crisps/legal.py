"""The legal plays of a hand (CRISPS.md K3-K5), fast: built from cached blocks of interned actions.

A hand's plays are concatenated from blocks that depend on a few ranks only: the ``k`` cards of one
rank (a table over every rank and set of suits), and the runs or runs of pairs over a window of
ranks (cached by the window's cards).  The order is canonical (:func:`canonical_key`): by kind in
the order of K3 (single, pair, run, run of pairs, three, four of a kind), then number of cards, then
rank, then the cards from the lowest up.
"""

from __future__ import annotations

from ..cards import QUEEN
from .actions import PLAY, Action
from .combos import FOUR, PAIR, PAIRS, POPCOUNT, RUN, SINGLE, THREE, Combo, group_masks, run_ranks
from .deck import cards_of

_RANKS = range(1, QUEEN + 1)  # every rank of either deck: 2-10, Jack, Queen
_CACHE_LIMIT = 100_000  # entries of each cache below; a full cache is emptied


class _Interned(dict):
    """One seat's play actions by mask, each created once (so blocks share them)."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def __missing__(self, mask: int) -> Action:
        if len(self) > _CACHE_LIMIT:
            self.clear()
        action = self[mask] = Action.of(self.seat, PLAY, mask)
        return action


_INTERNED = (_Interned(0), _Interned(1))
# _GROUPS[seat][k][rank][nib]: the plays of k cards of rank from the suits nib, as actions of seat.
_GROUPS = tuple(tuple(tuple(tuple(tuple(_INTERNED[seat][m] for m in group_masks(r, nib, k))
                                  for nib in range(16)) for r in range(QUEEN + 1))
                      for k in range(5)) for seat in range(2))
# Run blocks, keyed by the window's cards << 12 | start << 8 | length << 4 | per_rank << 1 | seat:
_RUN_MASKS: dict[int, tuple[int, ...]] = {}  # the masks (seat bit 0)
_RUN_BLOCKS: dict[int, tuple[Action, ...]] = {}  # the actions


def canonical_key(combo: Combo, mask: int) -> tuple:
    """The sort key of a play in :func:`legal_plays`' order."""
    return combo[0], combo[1], combo[2], cards_of(mask)


def _run_masks(hand: int, start: int, length: int, per_rank: int) -> tuple[int, ...]:
    """The masks of the runs (``per_rank`` 1) or runs of pairs (2) on ranks ``start`` ... ``start + length - 1``
    of ``hand``, in card order, each length built on the one before (cached)."""
    key = (hand >> (4 * start) & ((1 << (4 * length)) - 1)) << 12 | start << 8 | length << 4 | per_rank << 1
    masks = _RUN_MASKS.get(key)
    if masks is None:
        top = start + length - 1
        ends = group_masks(top, hand >> (4 * top) & 15, per_rank)
        if length == 1:
            masks = ends
        else:
            masks = tuple([m | x for m in _run_masks(hand, start, length - 1, per_rank) for x in ends])
        if len(_RUN_MASKS) > _CACHE_LIMIT:
            _RUN_MASKS.clear()
        _RUN_MASKS[key] = masks
    return masks


def _runs(seat: int, hand: int, per_rank: int, length: int, ok: list[bool], ranks: range, lowest_top: int,
          out: list) -> None:
    """Append the runs (``per_rank`` 1) or runs of pairs (2) of ``length`` ranks whose top is at least
    ``lowest_top``, in order of their rank."""
    first = max(ranks.start, lowest_top - length + 1)
    for start in range(first, ranks.stop - length + 1):
        if all(ok[start:start + length]):
            key = ((hand >> (4 * start) & ((1 << (4 * length)) - 1)) << 12 | start << 8 | length << 4
                   | per_rank << 1 | seat)
            block = _RUN_BLOCKS.get(key)
            if block is None:
                if len(_RUN_BLOCKS) > _CACHE_LIMIT:
                    _RUN_BLOCKS.clear()
                block = _RUN_BLOCKS[key] = tuple(map(_INTERNED[seat].__getitem__,
                                                     _run_masks(hand, start, length, per_rank)))
            out += block


def _all_runs(seat: int, hand: int, per_rank: int, ok: list[bool], ranks: range, out: list) -> None:
    """Append every run (or run of pairs) of the hand, by length then rank."""
    shortest = 3 if per_rank == 1 else 2
    longest = streak = 0
    for r in ranks:
        streak = streak + 1 if ok[r] else 0
        longest = max(longest, streak)
    for length in range(shortest, longest + 1):
        _runs(seat, hand, per_rank, length, ok, ranks, 0, out)


def legal_plays(seat: int, hand: int, last: Combo | None, special_runs: bool) -> list[Action]:
    """Every play of ``seat`` from ``hand`` that may follow ``last`` (K5), or lead (K4.1) if None."""
    groups = _GROUPS[seat]
    nibs = [hand >> (4 * r) & 15 for r in range(QUEEN + 1)]
    ranks = run_ranks(special_runs)
    out: list[Action] = []
    if last is None:
        singles, pairs = groups[1], groups[2]
        for r in _RANKS:
            if nibs[r]:
                out += singles[r][nibs[r]]
        for r in _RANKS:
            out += pairs[r][nibs[r]]
        _all_runs(seat, hand, 1, [n != 0 for n in nibs], ranks, out)
        _all_runs(seat, hand, 2, [POPCOUNT[n] >= 2 for n in nibs], ranks, out)
        _specials(groups, nibs, 3, 0, out)
        _specials(groups, nibs, 4, 0, out)
        return out
    kind, n, rank, special = last
    if kind == SINGLE or kind == PAIR:
        table = groups[n]
        for r in range(rank, QUEEN + 1):
            out += table[r][nibs[r]]
    elif kind == RUN:
        _runs(seat, hand, 1, n, [x != 0 for x in nibs], ranks, rank, out)
    elif kind == PAIRS:
        _runs(seat, hand, 2, n // 2, [POPCOUNT[x] >= 2 for x in nibs], ranks, rank, out)
    if kind >= THREE or special:
        three_from = rank + 1 if kind == THREE else 0  # K5.3; K5.2 for an ordinary last
        if kind != FOUR:
            _specials(groups, nibs, 3, three_from, out)
        _specials(groups, nibs, 4, rank + 1 if kind == FOUR else 0, out)
    return out


def _specials(groups: tuple, nibs: list[int], k: int, lowest: int, out: list) -> None:
    """Append the ``k`` of a kind of rank ``lowest`` or more."""
    table = groups[k]
    for r in range(max(lowest, 1), QUEEN + 1):
        if POPCOUNT[nibs[r]] >= k:
            out += table[r][nibs[r]]
