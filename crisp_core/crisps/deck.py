"""The Crisps deck (CRISPS.md K1.2-K1.3, K2.2) and card sets as bit masks.

Crisps uses Crisp's :class:`~crisp_core.cards.Card` values.  Their rank index (0 Ace ... 12 King)
already runs in the game's order for every card Crisps uses: 2-10 are ranks 1-9, then the special
rank, the Jack (10) under ``special_runs`` or the Queen (11).  So a set of cards is an ``int``
with bit ``card`` set for each card (a *mask*), the four cards of a rank form the 4-bit *nibble* at
``4 * rank``, and sorting by card value sorts by rank, then suit (``c d h s``).
"""

from __future__ import annotations

import random
from typing import Iterable

from ..cards import CARDS, JACK, NAMES, QUEEN, Card
from ..errors import shown
from ..locale import Phrase, illegal
from .options import Options

HAND_SIZE, REMOVED, DECK_SIZE = 12, 4, 40  # K2.2
# K1.2 / K1.3: the 36 number cards and four Queens, or four Jacks under special_runs.
DECKS: dict[bool, tuple[Card, ...]] = {
    special: tuple(c for c in CARDS if 1 <= c.rank <= 9 or c.rank == (JACK if special else QUEEN))
    for special in (False, True)}
DECK_MASKS: dict[bool, int] = {special: sum(1 << c for c in cards) for special, cards in DECKS.items()}
SPECIAL_MASK = 0xF << (4 * JACK) | 0xF << (4 * QUEEN)  # the special rank, whichever is in the deck (K1.3)
SPECIAL_NAME = {False: "Queen", True: "Jack"}


def special_rank(options: Options) -> int:
    """The special rank of K1.2 / K1.3: the Jack under ``special_runs``, else the Queen."""
    return JACK if options.special_runs else QUEEN


def mask_of(cards: Iterable[int]) -> int:
    """The mask of some cards."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, sorted by rank then suit."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def names_of(mask: int) -> list[str]:
    """The notation (N1) of the cards of a mask, sorted by rank then suit."""
    return [NAMES[c] for c in cards_of(mask)]


def parse_deck(deck: object, options: Options) -> list[Card]:
    """A round's deck, top first (K2.2), from cards or their notation: exactly the 40 cards of the options."""
    rule = "K1.3" if options.special_runs else "K1.2"
    what = Phrase("crisps.deck.jacks" if options.special_runs else "crisps.deck.queens")
    if not isinstance(deck, (list, tuple)):
        raise illegal(rule, "crisps.refused.deck_list", what=what, value=shown(deck))
    cards = []
    for entry in deck:
        if type(entry) is Card:
            cards.append(entry)
            continue
        try:
            cards.append(Card.parse(entry))
        except ValueError:
            raise illegal(rule, "crisps.refused.deck_card", what=what, card=shown(entry)) from None
    allowed = DECK_MASKS[options.special_runs]
    if len(cards) != DECK_SIZE or mask_of(cards) != allowed:
        foreign = [c for c in cards if not allowed >> c & 1]
        missing = cards_of(allowed & ~mask_of(cards))
        if foreign:
            raise illegal(rule, "crisps.refused.deck_foreign", what=what, card=NAMES[foreign[0]])
        if missing:
            raise illegal(rule, "crisps.refused.deck_missing", what=what, card=NAMES[missing[0]])
        raise illegal(rule, "crisps.refused.deck_twice", what=what, n=len(cards))
    return cards


def shuffled_deck(rng: random.Random, options: Options) -> list[Card]:
    """The 40 cards of the options, shuffled with ``rng``."""
    deck = list(DECKS[options.special_runs])
    rng.shuffle(deck)
    return deck
