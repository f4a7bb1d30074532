"""Property tests: random Crisps play with every option must keep every invariant."""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from crisp_core.cards import Card
from crisp_core.crisps import Action, CrispsMatch, Options, load, to_record
from crisp_core.crisps.actions import BLIND, FACEUP, PASS, PLAY
from crisp_core.crisps.deck import DECK_MASKS, cards_of, mask_of
from crisp_core.crisps.events import EV_PLAY, EV_TAKE_BLIND, EV_TAKE_FACEUP, EV_TURN_UP
from crisp_core.crisps.game import CrispsRound
from crisp_core.errors import IllegalAction

from crisps_helpers import random_step, snapshot

OPTIONS = st.builds(Options, special_runs=st.booleans(), no_faceup=st.booleans(), auto_skip=st.booleans())


def seen_cards(state: CrispsRound, seat: int) -> set[Card]:
    """Every card ``seat`` has seen, rebuilt from the true event log (K8): its dealt hand, the face-up cards,
    every play and every face-up take, and the blind cards it took itself."""
    seen = {state.deck[k] for k in range(24) if (state.starter + k) % 2 == seat}
    if not state.options.no_faceup:
        seen.add(state.deck[28])
    for code, who, value in state.events:
        if code == EV_PLAY:
            seen.update(cards_of(value))
        elif code in (EV_TAKE_FACEUP, EV_TURN_UP) or (code == EV_TAKE_BLIND and who == seat):
            seen.add(value)
    return seen


def observed_cards(obs) -> set[Card]:
    """Every card an observation holds, wherever it is."""
    out = set(obs.hand) | set(obs.other_faceups) | set(obs.last or ())
    out.update(c for _, _, cs in obs.played for c in cs)
    out.update(c for _, _, cs in obs.events for c in cs if c is not None)
    if obs.faceup is not None:
        out.add(obs.faceup)
    return out


def check_cards(state: CrispsRound) -> None:
    """Every card of the deck is in exactly one place (K1.2, K2.2)."""
    places = [*state.hands, state.played, state.removed, mask_of(state.blind)]
    if state.faceup >= 0:
        places.append(1 << state.faceup)
    assert sum(bin(p).count("1") for p in places) == 40
    union = 0
    for p in places:
        union |= p
    assert union == DECK_MASKS[state.options.special_runs]
    assert state.faceups_held[0] & ~state.hands[0] == 0 and state.faceups_held[1] & ~state.hands[1] == 0


def probe_all(state: CrispsRound) -> None:
    """legal_actions lists exactly what apply accepts: every subset of up to 6 cards of each hand, and the rest."""
    for seat in (0, 1):
        legal = set(state.legal_actions(seat))
        hand = cards_of(state.hands[seat])[:14]
        probes = [Action.of(seat, kind) for kind in (PASS, FACEUP, BLIND)]
        probes += [Action.of(seat, PLAY, mask_of(sub)) for k in range(1, 7) for sub in combinations(hand, k)]
        for action in probes:
            assert (action in legal) == (state.refusal(action) is None), (str(action), state)


def check_step(state: CrispsRound, rng: random.Random, full_probe: bool) -> None:
    check_cards(state)
    if full_probe:
        probe_all(state)
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal) and all(state.refusal(a) is None for a in legal)
    # refusals change nothing
    before = snapshot(state)
    hand = cards_of(state.hands[1 - state.turn] | state.hands[state.turn])
    for _ in range(4):
        sub = rng.sample(hand, min(len(hand), rng.randrange(1, 5)))
        action = Action.of(rng.randrange(2), PLAY, mask_of(sub))
        if action not in legal:
            try:
                state.apply(action)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{action} applied though not listed")
            assert snapshot(state) == before
    # clone is independent
    twin = state.clone()
    if legal:
        twin.apply(rng.choice(legal))
        assert snapshot(state) == before
    # observations hold no unseen card
    for seat in (0, 1):
        obs = state.observation(seat)
        assert observed_cards(obs) <= seen_cards(state, seat)
        assert obs.hand == cards_of(state.hands[seat]) and obs.other_size == bin(state.hands[1 - seat]).count("1")
        assert obs.blind_size == len(state.blind)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS, first=st.integers(0, 1))
def test_random_play_keeps_every_invariant(seed, options, first):
    rng = random.Random(seed)
    match = CrispsMatch(first, options)
    while not match.over and len(match.rounds) < 2:
        rnd = match.deal(rng)
        probe_steps = {rng.randrange(40), rng.randrange(40)}
        step = 0
        while not rnd.is_over:
            check_step(rnd, rng, step in probe_steps)
            random_step(rnd, rng)
            step += 1
        check_cards(rnd)
    record = to_record(match)
    again = load(record)
    assert to_record(again) == record and again.result() == match.result()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS)
def test_whole_games_round_trip(seed, options):
    rng = random.Random(seed)
    match = CrispsMatch(rng.randrange(2), options)
    while not match.over:
        rnd = match.deal(rng)
        while not rnd.is_over:
            random_step(rnd, rng)
    assert match.winner in (0, 1) and max(match.scores) == 3
    assert load(to_record(match)).result() == match.result()
