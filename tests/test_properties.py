"""Property tests: random play, with all options, must never break an invariant."""

from __future__ import annotations

import random

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from crisp_core import CARDS, IllegalAction, Match, Options, load, to_record
from crisp_core.crisp.actions import CRISP, actions_of_seat
from crisp_core.crisp.events import (EV_DEAL, EV_DRAW, EV_END, EV_JACK, EV_QUEEN, EV_SWAP, EV_TAKE)
from crisp_core.crisp.round import RoundState

from conftest import examples, snapshot

OPTIONS = st.builds(Options, target=st.sampled_from([30, 50, 100]), draw_from_discard=st.booleans(),
                    draw_timer=st.sampled_from([None, 30, 45, 60]))


def choose(state: RoundState, rng: random.Random, crisp_p: float):
    """A random legal action: crisp with probability ``crisp_p`` when allowed, else uniform."""
    legal = state.legal_actions()
    calls = [a for a in legal if a.kind == CRISP]
    if calls and rng.random() < crisp_p:
        return calls[0]
    return rng.choice([a for a in legal if a.kind != CRISP])


def reference_knowledge(state: RoundState, viewer: int) -> tuple[list, object]:
    """What ``viewer`` should know, rebuilt from the true event log card by card (independent of
    the engine's bit masks): the card it saw in each slot, and the held card if it knows it."""
    known: list = [None] * (3 * state.players)
    held = None
    for record in state.events:
        code, seat = record[0], record[1]
        if code == EV_DEAL:
            known[viewer * 3], known[viewer * 3 + 2] = record[2][viewer * 3], record[2][viewer * 3 + 2]
        elif code == EV_DRAW:
            held = record[2] if record[3] or viewer == seat else None
        elif code == EV_TAKE:
            held = record[2]
        elif code == EV_SWAP:
            known[seat * 3 + record[2]] = held
        elif code == EV_JACK and viewer == seat:
            known[seat * 3 + 1] = record[3]
        elif code == EV_QUEEN:
            _, _, slot, target, tslot, _, to_seat, to_target = record
            i, j = seat * 3 + slot, target * 3 + tslot
            known[i], known[j] = known[j], known[i]
            if viewer == seat and slot != 1:
                known[i] = to_seat
            if viewer == target and tslot != 1:
                known[j] = to_target
        elif code == EV_END:
            known = list(record[2])
    return known, held if state.held is not None else None


def check_invariants(state: RoundState, rng: random.Random) -> None:
    n = state.players
    # R1.2: the 52 cards are all present exactly once
    cards = state.hands + state.stock + state.discard + ([state.held] if state.held is not None else [])
    assert sorted(cards) == list(CARDS)
    # legal_actions lists exactly what refusal() accepts, for every seat and every conceivable action
    for seat in range(n):
        legal = set(state.legal_actions(seat))
        for action in actions_of_seat(seat, n):
            assert (action in legal) == (state.refusal(action) is None), (str(action), state.phase_name)
    # everything legal applies; a sample of the rest is refused without changing anything
    before = snapshot(state)
    for action in state.legal_actions():
        state.clone().apply(action)
    illegal = [a for s in range(n) for a in actions_of_seat(s, n) if a not in state.legal_actions(s)]
    for action in rng.sample(illegal, min(5, len(illegal))):
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert snapshot(state) == before
    # observations: exactly what the seat has seen, and nothing it has not
    for seat in range(n):
        obs = state.observation(seat)
        seen = {c for e in obs.events for c in e.seen}
        known, held = reference_knowledge(state, seat)
        assert list(obs.known) == known, obs.render()
        assert obs.held == held
        for i, card in enumerate(obs.known):
            assert card is None or (card == state.hands[i] and card in seen)
        assert obs.held is None or (obs.held == state.held and obs.held in seen)
        if obs.stock is not None:
            assert list(obs.stock) == state.stock[::-1] and set(obs.stock) <= seen
        assert obs.discard == tuple(state.discard)
        # a determinization looks exactly the same to this seat (its event log starts afresh)
        sampled = RoundState.sample(obs, rng)
        assert sorted(sampled.hands + sampled.stock + sampled.discard
                      + ([sampled.held] if sampled.held is not None else [])) == list(CARDS)
        assert sampled.observation(seat)._replace(events=()) == obs._replace(events=())
    # clone reproduces the state and is independent of it
    twin = state.clone()
    assert snapshot(twin) == before
    if state.legal_actions():
        twin.apply(state.legal_actions()[0])
        assert snapshot(state) == before


@settings(max_examples=examples(150), deadline=None)
@given(players=st.integers(2, 8), options=OPTIONS, seed=st.integers(0, 2**32 - 1),
       crisp_p=st.sampled_from([0.0, 0.03, 0.2, 1.0]))
def test_random_rounds_keep_every_invariant(players, options, seed, crisp_p):
    rng = random.Random(seed)
    match = Match(players, options, first_dealer=rng.randrange(players))
    state = match.deal(rng)
    called_after = None
    for _ in range(250):
        check_invariants(state, rng)
        if state.is_over:
            break
        action = choose(state, rng, crisp_p)
        if action.kind == CRISP:
            called_after = state.turns
        state.apply(action)
    event(f"round over: {state.is_over}; flipped: {state.stock_public}; called: {called_after is not None}")
    if state.is_over and called_after is not None:
        # R7.3: after the call, exactly n-1 further turns (a late call's current turn is the first)
        assert state.turns - called_after == players - 1
    assert load(to_record(match)).result() == match.result()
    assert snapshot(load(to_record(match)).round) == snapshot(state)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 8), options=OPTIONS, seed=st.integers(0, 2**32 - 1))
def test_whole_matches_replay_and_end_at_the_target(players, options, seed):
    rng = random.Random(seed)
    match = Match(players, options)
    while not match.over and len(match.rounds) < 30:
        state = match.deal(rng)
        while not state.is_over:
            state.apply(choose(state, rng, 0.3))
    assert match.result() == load(to_record(match)).result()
    scores = match.scores
    if match.over:  # R11.4, R11.5
        assert max(scores) >= options.target
        assert match.winners == [s for s in range(players) if scores[s] == min(scores)]
    else:
        assert max(scores) < options.target and match.winners == []
    for rnd in match.rounds[:-1]:
        assert rnd.is_over
