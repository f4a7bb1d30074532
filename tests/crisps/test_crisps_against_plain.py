"""The engine against ``tests/plain/plain_crisps.py``, an independent plain implementation of the same rules:
identical legal actions (and order) at every step and identical F3 round results, over seeded random rounds
with every combination of options."""

from __future__ import annotations

import random
from itertools import product

import pytest

from crisp_core.cards import NAMES
from crisp_core.crisps import CrispsRound, Options
from crisp_core.crisps.deck import shuffled_deck

from tests.plain.plain_crisps import PlainRound

ALL_OPTIONS = [Options(special_runs=a, no_faceup=b, auto_skip=c) for a, b, c in product((False, True), repeat=3)]


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=lambda o: "-".join(k for k, v in o.to_dict().items() if v)
                         or "default")
def test_engine_matches_plain(options):
    rng = random.Random(hash(tuple(options.to_dict().values())) & 0xFFFF)
    for _ in range(40):
        deck = shuffled_deck(rng, options)
        starter = rng.randrange(2)
        engine = CrispsRound(deck, starter, options)
        plain = PlainRound([NAMES[c] for c in deck], starter, options.special_runs, options.no_faceup)
        while not engine.is_over:
            legal = [str(a) for a in engine.legal_actions()]
            assert legal == plain.legal_actions()
            text = (f"{engine.turn} pass" if options.auto_skip and engine.table_may_pass()
                    else rng.choice(legal))
            engine.apply(text)
            plain.apply(text)
        assert plain.legal_actions() == []
        assert engine.result() == plain.result()
