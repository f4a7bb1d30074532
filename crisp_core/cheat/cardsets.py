"""Sets of cards as 52-bit masks (bit ``c`` for card ``c``), the engine's hands and pile (CHEAT.md C1).

A card is a :class:`crisp_core.cards.Card`, ``rank * 4 + suit`` with rank 0 = A … 12 = K, so the
bits of a mask in ascending order are its cards sorted by rank (A low … K, C1.3) then suit
(c d h s): :func:`cards_of` turns a mask into that sorted tuple with four table look-ups.
"""

from __future__ import annotations

from ..cards import CARDS, Card

BIT: tuple[int, ...] = tuple(1 << c for c in range(52))
RANK_MASK: tuple[int, ...] = tuple(0xF << (4 * r) for r in range(13))  # the four cards of each rank
RANK_WORDS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")  # C1.3
FULL = (1 << 52) - 1

_CHUNK = 13  # cards_of reads a mask in four 13-bit chunks


def _chunk_table(first: int) -> tuple[tuple[Card, ...], ...]:
    """For each 13-bit value ``m``, the cards ``first + i`` for the bits ``i`` set in ``m``, ascending."""
    table: list[tuple[Card, ...]] = [()]
    for m in range(1, 1 << _CHUNK):
        low = (m & -m).bit_length() - 1
        table.append((CARDS[first + low],) + table[m & (m - 1)])
    return tuple(table)


_T0, _T1, _T2, _T3 = (_chunk_table(_CHUNK * j) for j in range(4))


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask``, sorted by rank then suit."""
    return _T0[mask & 8191] + _T1[(mask >> 13) & 8191] + _T2[(mask >> 26) & 8191] + _T3[mask >> 39]

