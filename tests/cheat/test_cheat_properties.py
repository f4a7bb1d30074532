"""Property tests: random play of Cheat must never break an invariant (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crisp_core.cards import CARDS, Card
from crisp_core.cheat import ACCEPT, DOUBT, PLAY, Action, CheatMatch, LegalActions, load, play, to_record
from crisp_core.cheat.cardsets import cards_of
from crisp_core.cheat.events import EV_DOUBT, EV_PLAY
from crisp_core.errors import IllegalAction

from cheat_helpers import snapshot
from conftest import examples

SMALL_LISTING = 2500  # listings up to this size are also compared element by element


def choose(game, rng: random.Random, doubt_p: float) -> Action:
    """A random legal action: a doubt with probability ``doubt_p`` when allowed, else an accept or a play."""
    legal = game.legal_actions()
    if legal.doubts and rng.random() < doubt_p:
        return rng.choice(legal.doubts)
    if legal.accepts:
        return legal.accepts[0]
    if legal.player < 0:
        return rng.choice(legal.doubts)
    hand = game.hand(legal.player)
    return play(legal.player, tuple(sorted(rng.sample(hand, rng.randint(1, min(4, len(hand)))))))


def candidates(game, seat: int, rng: random.Random) -> list:
    """Actions of ``seat`` to probe, legal and not: doubts, accepts, plays of 0-5 cards, cards of others."""
    hand = list(game.hand(seat))
    out = [Action(seat, DOUBT), Action(seat, ACCEPT), Action(seat, PLAY, [])]
    for k in range(1, 6):
        if len(hand) >= k:
            out.append(Action(seat, PLAY, rng.sample(hand, k)))
    foreign = [c for c in CARDS if c not in hand]
    if hand and foreign:
        out.append(Action(seat, PLAY, [hand[0], rng.choice(foreign)]))
        out.append(Action(seat, PLAY, [hand[0], hand[0]]))
    return out


def reference_seen(game, viewer: int) -> tuple[set, list, list]:
    """What ``viewer`` has seen, rebuilt from the deck and the true event log (independent of observation.py):
    every card it was dealt or took, plus the revealed groups; the revealed groups with their takers;
    the piles it took."""
    n = game.players
    seen = {c for k, c in enumerate(game.deck) if (game.dealer + 1 + k) % n == viewer}
    revealed, took = [], []
    for event in game.events:
        if event[0] == EV_DOUBT:
            group, taker, pile = event[3], event[5], event[6]
            revealed.append((cards_of(group), taker))
            seen.update(cards_of(group))
            if taker == viewer:
                took.append(cards_of(pile))
                seen.update(cards_of(pile))
    return seen, revealed, took


def check_invariants(game, rng: random.Random) -> None:
    n = game.players
    game.check()  # C1.2: every card exactly once across hands and pile
    legal = game.legal_actions()
    assert set(legal.doubts) | set(legal.accepts) == {a for a in legal if a.kind != PLAY}
    assert tuple(sorted({a[0] for a in legal})) == game.actors()
    if legal.play_count <= SMALL_LISTING:
        listed = list(legal)
        assert len(listed) == len(legal) == len(set(listed))
        for i in rng.sample(range(len(listed)), min(5, len(listed))):
            assert legal[i] == listed[i] and legal.index(listed[i]) == i
    before = snapshot(game)
    for seat in range(n):
        mine = game.legal_actions(seat)
        for action in candidates(game, seat, rng):
            ok = game.refusal(action) is None
            assert (action in legal) == ok == (action in mine), (str(action), game.phase_name)
            if ok:
                twin = game.clone()
                twin.apply(action)
                twin.check()
            else:
                with pytest.raises(IllegalAction):
                    game.apply(action)
                assert snapshot(game) == before
    assert game.refusal(Action(n, DOUBT)).rule == "C1.1"
    # observations hold exactly what the seat has seen (C6), checked against the log-based reference
    for seat in range(n):
        obs = game.observation(seat)
        seen, revealed, took = reference_seen(game, seat)
        assert obs.seen_cards() <= seen, obs.render()
        assert obs.hand == game.hand(seat) and list(obs.revealed) == revealed and list(obs.took) == took
        assert obs.hand_sizes == game.hand_sizes() and obs.pile_size == game.pile.bit_count()
        assert [e.kind for e in obs.events] == [("play", "doubt", "accept", "win")[e[0]] for e in game.events]
        for shown, event in zip(obs.events, game.events):
            if event[0] == EV_PLAY and event[1] != seat and None not in shown.cards:
                assert set(shown.cards) <= {c for cards, _ in revealed for c in cards}
        obs.render()
    # clone reproduces the game and is independent of it
    twin = game.clone()
    assert snapshot(twin) == before and twin.result() == game.result()
    if not game.is_over:
        twin.apply(choose(twin, rng, 0.5))
        assert snapshot(game) == before


@settings(max_examples=examples(60), deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32 - 1), doubt_p=st.sampled_from([0.0, 0.1, 0.3, 1.0]))
def test_random_games_keep_every_invariant(players, seed, doubt_p):
    rng = random.Random(seed)
    match = CheatMatch(players, first_dealer=rng.randrange(players))
    game = match.deal(rng)
    for _ in range(120):
        check_invariants(game, rng)
        if game.is_over:
            break
        game.apply(choose(game, rng, doubt_p))
    check_invariants(game, rng)
    again = load(to_record(match))
    assert again.result() == match.result() and snapshot(again.game) == snapshot(game)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32 - 1), games=st.integers(1, 4))
def test_whole_matches_round_trip(players, seed, games):
    rng = random.Random(seed)
    match = CheatMatch(players, first_dealer=rng.randrange(players))
    for g in range(games):
        game = match.deal(rng)
        limit = None if g < games - 1 else rng.randrange(0, 400)
        while not game.is_over and (limit is None or len(game.events) < limit):
            game.apply(choose(game, rng, 0.25))
    record = to_record(match)
    again = load(record)
    assert again.result() == match.result() and to_record(again) == record
    assert sum(again.wins) == sum(game.is_over for game in match.games)
    for game in match.games:
        assert game.is_over == (game.winner is not None)
        if game.is_over:
            assert game.hand_sizes()[game.winner] == 0  # C5.2: the winner's hand is empty


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(0, 40), player=st.integers(-1, 5))
def test_listing_order_length_and_index(seed, size, player):
    rng = random.Random(seed)
    hand = 0
    for c in rng.sample(range(52), size):
        hand |= 1 << c
    legal = LegalActions(player, hand, (Action(0, DOUBT),) if player != 0 else ())
    count = legal.play_count
    assert len(legal) == count + len(legal.doubts)
    for i in [rng.randrange(len(legal)) for _ in range(5)] if len(legal) else []:
        action = legal[i]
        assert action in legal and legal.index(action) == i and legal[i - len(legal)] == action
    if count <= 2000:
        assert [a for a in legal if a.kind == PLAY] == [legal[i] for i in range(count)]
        assert all(type(c) is Card for a in legal for c in a.cards)
