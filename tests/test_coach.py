"""The coach (crisp_core.crisp.coach): odds checked by brute force, the chance against the probability
module, advice that names a legal move in a bounded sentence, and nothing beyond the seat's view."""

from __future__ import annotations

import doctest
import itertools
import json
import random
import re
from fractions import Fraction

import pytest

from crisp_core import CARDS, Options, RoundState, arranged_deck, shuffled_deck
from crisp_core.cards import JACK, KING, QUEEN, VALUES
from crisp_core.crisp import coach
from crisp_core.crisp.actions import CRISP, DISCARD, DRAW, KING_USE, PASS, QUEEN_USE, SWAP, Action
from crisp_core.crisp.bots import ExpertBot
from crisp_core.crisp.bots.base import CardCount
from crisp_core.crisp.bots.expert import Tried
from crisp_core.crisp.driver import next_choice
from crisp_core.crisp.probability import chance_strictly_lowest

MAX_SENTENCE = 520  # characters, with three 32-character names in it (ordinary names: well under 400)
LONG_NAMES = [f"{'Wilhelmina' * 4}"[:32 - len(str(s))] + str(s) for s in range(8)]


def positions(players: int, rounds: int, seed: int, take: bool = False):
    """(state, seat, legal) at every choice of random play, crisp called now and then."""
    rng = random.Random(seed)
    for r in range(rounds):
        state = RoundState.dealt(players, shuffled_deck(rng), r % players, Options(draw_from_discard=take))
        while not state.is_over and state.turns < 40:
            seat, legal = next_choice(state)
            yield state, seat, legal
            calls = [a for a in legal if a.kind == CRISP]
            state.apply(calls[0] if calls and rng.random() < 0.1 else rng.choice([a for a in legal if a.kind != CRISP]))


def visible(obs) -> list:
    """The cards this seat sees placed, read straight from the observation's fields."""
    cards = [c for c in obs.known if c is not None] + list(obs.discard) + list(obs.stock or ())
    return cards + ([obs.held] if obs.held is not None else [])


def test_odds_sum_to_one_and_count_every_card_the_seat_has_seen():
    checked = 0
    for state, seat, _ in itertools.islice(positions(4, 6, seed=1, take=True), 0, None, 5):
        obs = state.observation(seat)
        odds = coach.slot_odds(obs)
        assert [o.slot for o in odds] == [s for s in range(3) if obs.own_hand[s] is None]
        hidden = [c for c in CARDS if c not in set(visible(obs))]
        for o in odds:
            assert sum(o.chances) == 1 and o.chances[0] == 0
            assert list(o.chances[1:]) == [Fraction(sum(VALUES[c] == v for c in hidden), len(hidden))
                                           for v in range(1, 11)]
            assert o.mean == Fraction(sum(VALUES[c] for c in hidden), len(hidden))
        checked += len(odds)
    assert checked > 10


def flipped_stock_observation():
    """Seat 0 of two after the stock ran out and the discard was turned over (R6.1-R6.2): every card is
    placed for it except its own M and the three cards of seat 1, never looked at."""
    state = RoundState(2, arranged_deck(2, 1, {0: ["2c", None, "3d"]}, rng=random.Random(5)), 1)
    while state.observation(0).stock is None:
        seat, legal = next_choice(state)
        kinds = {a.kind: a for a in legal}
        state.apply(kinds.get(PASS) or kinds.get(DRAW) or kinds.get(KING_USE) or kinds[DISCARD])
    return state.observation(0)


def test_odds_and_chance_match_a_brute_force_count_on_a_small_case():
    obs = flipped_stock_observation()
    hidden = [c for c in CARDS if c not in set(visible(obs))]
    places = [i for i, card in enumerate(obs.known) if card is None]
    assert places == [1, 3, 4, 5] and len(hidden) == 4
    m_values, lowest, deals = {}, 0, 0
    for dealt in itertools.permutations(hidden):  # every way the four cards can lie, equally likely
        hands = list(obs.known)
        for place, card in zip(places, dealt):
            hands[place] = card
        m_values[VALUES[hands[1]]] = m_values.get(VALUES[hands[1]], 0) + 1
        lowest += sum(VALUES[c] for c in hands[:3]) < sum(VALUES[c] for c in hands[3:])
        deals += 1
    (odds,) = coach.slot_odds(obs)
    assert {v: p for v, p in enumerate(odds.chances) if p} == {v: Fraction(n, deals) for v, n in m_values.items()}
    chance = coach.lowest_chance(obs, random.Random(0))
    assert chance.exact == Fraction(lowest, deals)


def test_the_chance_of_being_lowest_is_the_probability_modules():
    for state, seat, _ in itertools.islice(positions(3, 2, seed=2), 0, None, 5):
        obs = state.observation(seat)
        assert coach.lowest_chance(obs, random.Random(0)) == chance_strictly_lowest(obs)


def test_the_chance_is_sampled_only_where_the_exact_count_is_slow_and_says_so():
    obs = RoundState.dealt(8, shuffled_deck(random.Random(3)), 0, Options()).observation(1)  # 21 unseen slots
    sampled = coach.lowest_chance(obs, random.Random(0))
    assert sampled.exact is None and sampled.samples == coach.LOWEST_SAMPLES and 0 < sampled.error < 0.016
    assert abs(sampled.value - chance_strictly_lowest(obs).value) < 2.5 * sampled.error
    assert coach.lowest_chance(obs, random.Random(0)) == sampled  # the same seed, the same answer


def test_expert_decide_is_choose_with_its_figures():
    bot = ExpertBot(samples=12, time_budget=1e9, call_budget=1e9)
    raced = 0
    for state, seat, legal in itertools.islice(positions(3, 2, seed=4, take=True), 0, None, 3):
        obs = state.observation(seat)
        rng_a, rng_b = random.Random(7), random.Random(7)
        decision = bot.decide(obs, legal, rng_a)
        assert decision.action is bot.choose(obs, legal, rng_b)
        assert rng_a.random() == rng_b.random()  # the same random numbers drawn
        for tried in decision.tried:
            assert tried.action in legal and 1 <= tried.deals <= 12 and 0 <= tried.won <= 1
        raced += bool(decision.tried)
        if decision.tried:
            assert decision.action in [t.action for t in decision.tried] and decision.counted in legal
    assert raced > 5


def test_advice_names_a_legal_move_in_one_bounded_sentence():
    kinds = set()
    for state, seat, legal in itertools.islice(positions(4, 8, seed=6, take=True), 0, 240, 2):
        obs = state.observation(seat)
        advice = coach.advise(obs, legal, random.Random(1), LONG_NAMES[:4])
        assert advice.action in legal
        said = coach.explain(advice)
        assert said.startswith("The expert would ") and said.endswith(".")
        assert len(said) <= MAX_SENTENCE and "\n" not in said
        kinds.add(advice.action.name)
        for played in legal:
            said = coach.feedback(advice, played)
            if len(legal) == 1:
                assert said is None
                continue
            assert said.startswith("You ") and len(said) <= MAX_SENTENCE
            assert said.endswith("the expert agrees.") == (played is advice.action)
    assert {"draw", "swap", "discard", "pass"} <= kinds


def test_advice_reads_the_figures_it_compared():
    # seat 1 holds the 2♣ drawn from the stock; its M is unseen: swapping it in saves points
    state = RoundState(3, arranged_deck(3, 0, {1: ["9c", None, "Td"]}, ["2c"]), 0)
    state.apply("1 draw")
    advice = coach.advise(state.observation(1), next_choice(state)[1], random.Random(0), ["Ana", "Ben", "Cy"])
    assert advice.action.kind == SWAP
    said = coach.explain(advice)
    assert said.startswith("The expert would swap the 2♣ into your ")
    assert "so putting the 2♣ there lowers your total by " in said or " test rounds played to the end" in said


def test_bad_input_is_refused_clearly():
    state = RoundState.dealt(3, shuffled_deck(random.Random(1)), 0, Options())
    seat, legal = next_choice(state)
    with pytest.raises(ValueError, match="own legal moves"):
        coach.advise(state.observation((seat + 1) % 3), legal, random.Random(0))
    state.apply(legal[0])
    seat, legal = next_choice(state)
    advice = coach.advise(state.observation(seat), legal, random.Random(0))
    with pytest.raises(ValueError, match="not one of the legal moves"):
        coach.feedback(advice, Action.parse(f"{seat} crisp"))  # not now: the card drawn is not resolved


def twin_rounds(seed: int, players: int = 3, steps: int = 40):
    """Two rounds that differ only in cards seat 0 never sees, and the same moves played in both.

    The moves are random legal moves of round A; the cards seat 0 never sees in them are shuffled among
    themselves for round B, each kind (numeral, J, Q, K) among its own kind so that the same moves
    stay legal.  Yields (round A, round B) after each move."""
    rng = random.Random(seed)
    deck = shuffled_deck(rng)
    state = RoundState.dealt(players, list(deck), 0, Options())
    moves, seen = [], set(visible(state.observation(0)))
    while not state.is_over and len(moves) < steps:
        seat, legal = next_choice(state)
        moves.append(rng.choice([a for a in legal if a.kind != CRISP or rng.random() < 0.2]))
        state.apply(moves[-1])
        seen.update(visible(state.observation(0)))
    twin = list(deck)
    for kind in (lambda c: c.rank < JACK, lambda c: c.rank == JACK, lambda c: c.rank == QUEEN,
                 lambda c: c.rank == KING):
        where = [i for i, card in enumerate(deck) if card not in seen and kind(card)]
        cards = [deck[i] for i in where]
        rng.shuffle(cards)
        for i, card in zip(where, cards):
            twin[i] = card
    a = RoundState.dealt(players, list(deck), 0, Options())
    b = RoundState.dealt(players, twin, 0, Options())
    for move in moves:
        a.apply(move)
        b.apply(move)
        yield a, b


def test_two_rounds_that_differ_only_in_unseen_cards_get_the_same_coaching():
    compared = differed = 0
    for seed in range(3):
        for a, b in twin_rounds(seed):
            differed += a.hands != b.hands
            obs_a, obs_b = a.observation(0), b.observation(0)
            advice = [None, None]
            if not a.is_over and next_choice(a)[0] == 0:
                legal = next_choice(a)[1]
                assert legal == next_choice(b)[1]
                advice = [coach.advise(obs, legal, random.Random(9)) for obs in (obs_a, obs_b)]
                assert coach.explain(advice[0]) == coach.explain(advice[1])
                assert [coach.feedback(advice[0], m) for m in legal] == [coach.feedback(advice[1], m) for m in legal]
            reports = [json.dumps(coach.report(obs, random.Random(9), adv)) for obs, adv in zip((obs_a, obs_b), advice)]
            assert reports[0] == reports[1]
            compared += 1
    assert compared > 60 and differed > 30


def test_the_race_is_told_by_rounds_won_then_by_points_and_never_against_its_figures():
    swap, discard = Action.parse("0 swap R"), Action.parse("0 discard")
    more = coach._race_clause(Tried(swap, 32, 0.25, -3.0), Tried(discard, 20, 0.2, -2.0), None)
    assert more == ("in 32 test rounds played to the end, with the cards you cannot see dealt at random, with the "
                    "expert's move you won 25% of them, with yours 20%")
    nearer = coach._race_clause(Tried(swap, 32, 0.19, -2.0), Tried(discard, 32, 0.22, -3.5), None)
    assert "move you won 19% of them, with yours 22%, but you ended on average 1.5 points better against" in nearer
    assert coach._race_clause(Tried(swap, 32, 0.2, -4.0), Tried(discard, 32, 0.2, -3.5), None) is None
    # more rounds won, but not in the whole percents shown (20.2 % and 19.8 %): told by the points instead
    close = coach._race_clause(Tried(swap, 32, 0.202, -2.0), Tried(discard, 32, 0.198, -3.5), None)
    assert "move you won 20% of them, the same as with yours, but you ended on average 1.5 points better" in close
    tied = coach._race_clause(Tried(swap, 32, 0.2, -2.0), Tried(discard, 32, 0.2, -3.5), "défaussant 5♦", "fr")
    assert "avec ce coup tu en as gagné 20\u202f%, autant qu’en défaussant 5♦, mais tu as fini en moyenne 1,5 points" \
        in tied


def test_the_worked_example_in_the_module_docstring():
    result = doctest.testmod(coach)
    assert result.attempted > 0 and result.failed == 0


# --- every number the coach says, with what it is about -----------------------------------------------------------
# Each English pattern names what its number is about; every number of a sentence (cards and rule IDs aside) must
# be inside one of them, and each must equal the figure recomputed here from the seat's observation and the
# expert's decision.  Portuguese is read the same way; Spanish and French must say the same numbers as English.
NUMBER = r"(\d+(?:[.,]\d)?)"
ABOUT = {
    "en": {
        "deals": rf"in {NUMBER} test rounds played to the end, with the cards you cannot see dealt at random",
        "won": rf"with (?:the expert's|this) move you won {NUMBER}% of them",
        "other": rf"(?:with yours|against) {NUMBER}%",
        "points": rf"you ended on average {NUMBER} points? better against the best of the others",
        "chance": rf"if you call(?:ed)? crisp now, card counting says you (?:would )?keep the lowest total, with no tie, "
                  rf"through the others' final turns (?:only )?about {NUMBER}% of the time",
        "gain": rf"would lower your total by about {NUMBER} points?",
        "draw_gain": rf"drawing from the stock, by about {NUMBER} on average",
        "saved": rf"lowers your total by (?:about )?{NUMBER} points?",
        "mean": rf"(?:unseen, )?worth {NUMBER} points on average",
        "one": rf"believed at least {NUMBER} point lower",
    },
    "pt": {
        "deals": rf"em {NUMBER} rodadas de teste jogadas até o fim, com as cartas que você não vê distribuídas ao acaso",
        "won": rf"com (?:a jogada do especialista|esta jogada) você venceu {NUMBER}% delas",
        "other": rf"(?:e com a sua, |contra ){NUMBER}%",
        "points": rf"você terminou em média {NUMBER} pontos? melhor em relação ao melhor dos outros",
        "chance": rf"se você chama(?:r|sse) crisp agora, contando as cartas, você continua(?:ria)? com o menor total, "
                  rf"sem empate, depois das últimas vezes dos outros em (?:só )?cerca de {NUMBER}% dos casos",
        "gain": rf"baixaria seu total em cerca de {NUMBER} pontos?",
        "draw_gain": rf"comprar do monte, em cerca de {NUMBER} em média",
        "saved": rf"baixa seu total em (?:cerca de )?{NUMBER} pontos?",
        "mean": rf"vale {NUMBER} pontos em média",
        "one": rf"vale pelo menos {NUMBER} ponto a menos",
    },
}
NOT_A_FIGURE = re.compile(r"(?:10|[2-9]|[AJQK])[♣♦♥♠]|\(R\d+(?:\.\d+)*\)")


def told_numbers(sentence: str) -> list[float]:
    """Every number of a sentence, in order (cards and rule IDs left out; a decimal comma read as a point)."""
    return [float(n.replace(",", ".")) for n in re.findall(NUMBER, NOT_A_FIGURE.sub("", sentence))]


def figures(advice: coach.Advice, played: Action | None) -> dict[str, set[float]]:
    """What each kind of number may be here, recomputed from the observation and the decision's own figures."""
    obs, decision, action = advice.obs, advice.decision, advice.action
    hidden = obs.unseen()
    mean = sum(VALUES[c] for c in hidden) / len(hidden)
    value = [mean if card is None else VALUES[card] for card in obs.known]  # each slot: its card, else the mean
    own = range(obs.seat * 3, obs.seat * 3 + 3)
    worst = max(value[i] for i in own)
    found: dict[str, set[float]] = {"mean": {round(mean, 1)}, "one": {1.0}}
    raced = {t.action: t for t in decision.tried}
    if action in raced:
        mine = raced[action]
        others = [raced[played]] if played in raced else [t for t in decision.tried if t.action is not action]
        found |= {"deals": {mine.deals}, "won": {round(100 * mine.won)},
                  "other": {round(100 * t.won) for t in others},
                  "points": {round(mine.margin - t.margin, 1) for t in others}}
    if action.kind in (CRISP, PASS):
        chance = decision.chance
        if chance is None:
            chance = CardCount(obs).chance_lowest(coach.coach_expert().rollout_policy.opponent_gain)
        found["chance"] = {round(100 * chance)}
    if obs.discard and obs.held is None:
        found["gain"] = {round(worst - VALUES[obs.discard[-1]], 1)}
        found["draw_gain"] = {round(sum(max(0.0, worst - VALUES[c]) for c in hidden) / len(hidden), 1)}
    if action.kind == SWAP:
        found["saved"] = {round(value[obs.seat * 3 + action.slot] - VALUES[obs.held], 1)}
    elif action.kind == QUEEN_USE:
        found["saved"] = {round(value[obs.seat * 3 + action.slot] - value[action.target * 3 + action.target_slot], 1)}
    return found


def check_numbers(sentence: str, lang: str, expected: dict[str, set[float]]) -> set[str]:
    """Assert that each number of ``sentence`` sits in a phrase saying what it is about, with the value recomputed;
    the kinds of number it holds."""
    covered, kinds = [], set()
    for kind, pattern in ABOUT[lang].items():
        for match in re.finditer(pattern, sentence):
            said = float(match.group(1).replace(",", "."))
            assert kind in expected and said in expected[kind], (kind, said, expected.get(kind), sentence)
            covered.append(match.span())
            kinds.add(kind)
    for number in re.finditer(NUMBER, NOT_A_FIGURE.sub(lambda m: "_" * len(m.group()), sentence)):
        assert any(a <= number.start() < b for a, b in covered), (number.group(), sentence)
    return kinds


def test_every_number_the_coach_says_names_what_it_is_about_and_is_the_engines():
    kinds: set[str] = set()
    names = ["Ana", "Bo", "Cy", "Di"]
    for state, seat, legal in itertools.islice(positions(4, 6, seed=11, take=True), 0, 200, 2):
        advice = coach.advise(state.observation(seat), legal, random.Random(3), names)
        for played in (None, *legal):
            if played is not None and (len(legal) == 1 or played is advice.action):
                continue
            said = {lang: coach.explain(advice, lang) if played is None else coach.feedback(advice, played, lang)
                    for lang in ("en", "pt", "es", "fr", "pt-PT")}
            expected = figures(advice, played)
            kinds |= check_numbers(said["en"], "en", expected)
            check_numbers(said["pt"], "pt", expected)
            for lang in ("pt", "es", "fr", "pt-PT"):
                assert sorted(told_numbers(said[lang])) == sorted(told_numbers(said["en"])), (said["en"], said[lang])
            assert not any(re.search(r"(?<![\d,.])1 (points|pontos|puntos)\b", s) for s in said.values()), said
    assert {"deals", "won", "other", "chance", "gain", "draw_gain", "saved", "mean"} <= kinds, kinds
