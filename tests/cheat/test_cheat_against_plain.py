"""The engine against tests/plain/plain_cheat.py, an independent plain implementation of the same rules:
identical legal actions at every step and identical F3 results over many seeded random games."""

from __future__ import annotations

import copy
import random

import pytest

from crisp_core.cards import NAMES
from crisp_core.cheat import CheatGame, play
from crisp_core.decks import shuffled_deck

from tests.plain.plain_cheat import PlainCheat

FULL_COMPARE = 1500  # play listings up to this size are compared text by text


def same_legal(game: CheatGame, plain: PlainCheat, rng: random.Random) -> None:
    legal = game.legal_actions()
    plays, others = plain.legal_actions()
    assert sorted(map(str, legal.doubts + legal.accepts)) == sorted(others)
    if plays is None:
        assert legal.player == -1 and legal.play_count == 0
        return
    assert legal.player == plays.seat and [NAMES[c] for c in game.hand(plays.seat)] == plays.hand
    assert legal.play_count == len(plays)
    if legal.play_count <= FULL_COMPARE:
        assert [str(a) for a in legal if a.kind == 0] == list(plays)
    else:  # probe a sample both ways
        for i in rng.sample(range(legal.play_count), 50):
            assert str(legal[i]) in plays


@pytest.mark.parametrize("seed", range(40))
def test_same_legal_actions_and_results(seed):
    rng = random.Random(seed)
    players = 3 + seed % 4
    deck = shuffled_deck(rng)
    dealer = rng.randrange(players)
    game = CheatGame.dealt(players, deck, dealer)
    plain = PlainCheat(players, [NAMES[c] for c in deck], dealer)
    doubt_p = (0.05, 0.2, 0.5)[seed % 3]
    for _ in range(600):
        same_legal(game, plain, rng)
        assert game.result() == plain.result()
        if game.is_over:
            break
        legal = game.legal_actions()
        if legal.doubts and rng.random() < doubt_p:
            action = rng.choice(legal.doubts)
        elif legal.accepts:
            action = legal.accepts[0]
        else:
            hand = game.hand(legal.player)
            action = play(legal.player, tuple(sorted(rng.sample(hand, rng.randint(1, min(4, len(hand)))))))
        game.apply(action)
        plain.apply(str(action))
    assert game.result() == plain.result()


@pytest.mark.parametrize("seed", range(10))
def test_both_refuse_the_same_probes(seed):
    rng = random.Random(1000 + seed)
    game = CheatGame.dealt(4, shuffled_deck(rng), 0)
    plain = PlainCheat(4, [NAMES[c] for c in game.deck], 0)
    for _ in range(60):
        if game.is_over:
            break
        for seat in range(4):
            hand = list(game.hand(seat))
            chosen = rng.sample(hand, min(len(hand), rng.randint(1, 5)))
            for text in (f"{seat} doubt", f"{seat} accept", f"{seat} play " + " ".join(NAMES[c] for c in chosen)):
                engine_ok = game.refusal(text) is None
                try:
                    copy.deepcopy(plain).apply(text)
                    plain_ok = True
                except ValueError:
                    plain_ok = False
                assert engine_ok == plain_ok, text
        legal = game.legal_actions()
        action = (rng.choice(legal.doubts) if legal.doubts and rng.random() < 0.3 else
                  legal.accepts[0] if legal.accepts else legal[rng.randrange(legal.play_count)])
        game.apply(action)
        plain.apply(str(action))
