"""Cheat bots: they decide from their seat's observation only, and card counting beats random play."""

from __future__ import annotations

import random

import pytest

from crisp_core.cards import Card
from crisp_core.cheat import CheatMatch
from crisp_core.cheat.bots import CountingBot, RandomBot, chance_true, make_bot
from crisp_core.cheat.probability import claim_chance
from crisp_core.cheat.simulate import decide, play_game, simulate

from cheat_helpers import TRUE_END, make_game, play, to_last_play


@pytest.mark.statistical
def test_counting_beats_random_over_2000_games():
    results = simulate(["counting", "random", "random", "random"], 2000, seed=7)
    rate = results.win_rate()[0]
    assert results.games == 2000 and results.unfinished == 0 and sum(results.wins) == 2000
    assert rate.low > 0.25, results.table()  # an even share is 0.25


def test_random_bots_share_the_wins():
    results = simulate(["random"] * 3, 600, seed=3)
    assert all(r.low < 1 / 3 < r.high for r in results.win_rate()), results.table()


def test_chance_true_impossible_and_certain_claims():
    game = make_game(4, 0, {1: ["Kc"], 2: ["Ac", "Ad", "Ah", "As"]})
    play(game, "1 play Kc")  # claims an A while seat 2 holds all four
    assert chance_true(game.observation(2)) == 0.0
    assert 0.0 < chance_true(game.observation(3)) < 1.0
    assert CountingBot().choose(game.observation(2), game.legal_actions(2), random.Random(0)).name == "doubt"


def test_counting_bot_plays_true_cards_and_bluffs_with_the_card_needed_last():
    game = make_game(4, 0, {1: ["Ac", "Ad", "5c"]})
    bot = CountingBot()
    action = bot.choose(game.observation(1), game.legal_actions(1), random.Random(0))
    assert str(action) == "1 play Ac Ad"
    game = make_game(4, 0, {1: ["2c", "5c", "9c"]})  # no A; seat 1 will next claim 5, then 9, then K, ...
    action = bot.choose(game.observation(1), game.legal_actions(1), random.Random(0))
    assert len(action.cards) == 1
    needed = {c: next(j for j in range(1, 14) if 4 * j % 13 == c.rank) for c in game.hand(1)}
    assert needed[action.cards[0]] == max(needed.values())


def test_counting_bot_doubts_every_last_play():
    game = to_last_play(TRUE_END)
    legal = game.legal_actions(0)
    assert legal.accepts and CountingBot().choose(game.observation(0), legal, random.Random(1)) == legal.doubts[0]
    assert RandomBot(doubt_rate=0.0).choose(None, legal, random.Random(1)) == legal.accepts[0]


def test_bots_decide_from_the_observation_alone():
    rng = random.Random(5)
    match = CheatMatch(4)
    game = match.deal(rng)
    bots = [make_bot("counting"), RandomBot(), make_bot("counting"), RandomBot()]
    for _ in range(60):
        if game.is_over:
            break
        for seat in (0, 2):
            legal = game.legal_actions(seat)
            if legal.player >= 0 or legal.doubts:
                obs = game.observation(seat)
                twin = game.clone()  # another true state that looks the same to the seat
                assert twin.observation(seat) == obs
                a = bots[seat].choose(obs, legal, random.Random(9))
                b = bots[seat].choose(twin.observation(seat), twin.legal_actions(seat), random.Random(9))
                assert a == b
        game.apply(decide(game, bots, rng))
    assert all(isinstance(c, Card) for c in game.hand(0))


def test_simulation_is_seeded_and_games_end():
    a = simulate(["counting", "random", "random"], 50, seed=11)
    b = simulate(["counting", "random", "random"], 50, seed=11)
    assert a == b and a.unfinished == 0
    with pytest.raises(ValueError):
        make_bot("expert")
    game = play_game(make_game(5), [RandomBot()] * 5, random.Random(2))
    assert game.is_over and game.hand_sizes()[game.winner] == 0


def test_a_table_of_counting_bots_finishes_its_games():
    """Truthful multi-card claims are not doubted as if their cards were drawn at random: the games end."""
    results = simulate(["counting"] * 4, 100, seed=2)
    assert results.unfinished == 0 and results.games == 100
    assert all(r.low < 0.25 < r.high for r in results.win_rate()), results.table()


def test_counting_bot_counts_the_cards_a_challenge_revealed():
    """C6.2: seat 2's bluff with the 4d is turned up and seat 2 takes it back (C4.2); seat 0 holds the 4c and 4h, so
    seat 1's claim of two 4s is impossible for seat 0 only if it counts the 4d it saw.  The bot counts it."""
    game = make_game(3, 0, {1: ["Ac", "9c", "9d"], 2: ["4d", "5c"], 0: ["3c", "4c", "4h"]})
    play(game, "1 play Ac", "2 play 4d", "0 doubt", "0 play 3c", "1 play 9c 9d")
    obs = game.observation(0)
    assert claim_chance(obs) == 0 < claim_chance(obs, reveals=False)
    assert chance_true(obs) == 0.0
    assert CountingBot().choose(obs, game.legal_actions(0), random.Random(0)).name == "doubt"
