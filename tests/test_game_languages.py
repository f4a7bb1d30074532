"""Cheat's and Crisps' refusals and information states, and Crisp's refusals of a deal, an option, a record or an
action's text, in five languages: each refusal has a template (crisp_core.locale) told with its rule IDs and no
English words in Portuguese; its English message is the one the engine always gave.  The lessons' side (what a
lesson prints in Portuguese): tests/test_lesson_words.py."""

from __future__ import annotations

import random
import re
import string

import pytest

import crisp_core
from crisp_core import Action, IllegalAction, Match, Options, RoundState, arranged_deck
from crisp_core.cards import CARDS, NAMES
from crisp_core.cheat import CheatGame
from crisp_core.cheat.actions import ACCEPT, DOUBT, PLAY
from crisp_core.cheat.actions import Action as CheatAction
from crisp_core.cheat.match import CheatMatch
from crisp_core.cheat.record import load as load_cheat
from crisp_core.cheat.scenes import two_sevens
from crisp_core.crisp.record import load
from crisp_core.crisps import CrispsRound
from crisp_core.crisps import Options as CrispsOptions
from crisp_core.crisps import scenes as crisps_scenes
from crisp_core.crisps.actions import Action as CrispsAction
from crisp_core.crisps.deck import shuffled_deck
from crisp_core.crisps.match import CrispsMatch
from crisp_core.crisps.record import load as load_crisps
from crisp_core.locale import LANGUAGES, TEXTS, refusal_reason, refusal_text
from crisp_core.records import parse_record_text
from crisp_core.translations.words import words

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
RULE_ID = re.compile(r"\b[RSNFCK]\d+(?:\.\d+)*\b|\bF\b")
NAMESPACES = ("refused.", "action.", "options.", "cheat.refused.", "crisps.refused.", "crisps.combo.", "crisps.deck.")


@pytest.fixture(autouse=True)
def english_lessons():
    crisp_core.use_language("en")
    yield
    crisp_core.use_language("en")


def refused(call) -> IllegalAction:
    """The refusal that ``call()`` raises."""
    with pytest.raises(IllegalAction) as info:
        call()
    return info.value


def english_fragments(keys, lang: str) -> set[str]:
    """The fixed parts, two words or longer, of the English templates ``keys`` that ``lang`` says otherwise."""
    found = set()
    for key in keys:
        for literal, *_ in string.Formatter().parse(TEXTS["en"][key]):
            for part in re.split(r"[:;(),=]", literal):
                part = part.strip()
                if len(part.split()) >= 2 and part not in TEXTS[lang][key]:
                    found.add(part)
    return found


REFUSAL_FRAGMENTS = {lang: english_fragments([k for k in TEXTS["en"] if k.startswith(NAMESPACES)], lang)
                     for lang in OTHERS}


def assert_told_everywhere(refusals: list[IllegalAction]) -> None:
    """Each refusal has a template whose English is its message, keeps its rule IDs in every language and
    shows no English in the others."""
    for err in refusals:
        assert err.key is not None, str(err)
        assert refusal_reason("en", err) == err.reason and str(err).endswith(f"{err.rule}: {err.reason}")
        ids = set(RULE_ID.findall(err.reason))
        for lang in OTHERS:
            told = refusal_text(lang, err)
            assert told.startswith(f"{err.rule}: ") and set(RULE_ID.findall(told[len(err.rule) + 2:])) == ids, told
            reason = refusal_reason(lang, err)
            assert reason != err.reason, (lang, err.key)
            leaks = [f for f in REFUSAL_FRAGMENTS[lang] if f in reason]
            assert not leaks, (lang, reason, leaks)


def test_the_refusal_templates_speak_every_language_with_the_same_rule_ids():
    keys = [k for k in TEXTS["en"] if k.startswith(NAMESPACES)]
    assert len(keys) > 120
    for lang in OTHERS:
        for key in keys:
            assert set(RULE_ID.findall(TEXTS[lang][key])) == set(RULE_ID.findall(TEXTS["en"][key])), (lang, key)
            if key.startswith(("refused.", "cheat.refused.", "crisps.refused.")) and "{" not in TEXTS["en"][key][:1]:
                assert TEXTS[lang][key] != TEXTS["en"][key], (lang, key)


# ------------------------------------------------------------------------------------ Cheat

def cheat_refusals() -> dict[str, IllegalAction]:
    """A refusal of every kind Cheat has: of moves along random games, of bad actions, deals, matches and records."""
    found: dict[str, IllegalAction] = {}

    def keep(err):
        if err is not None:
            found.setdefault(err.key, err)

    rng = random.Random(5)
    for players in (3, 4, 6):
        deck = list(NAMES)
        rng.shuffle(deck)
        game = CheatGame(players, deck, rng.randrange(players))
        while True:
            for seat in range(players + 1):
                hand = [NAMES[c] for c in game.hand(seat)] if seat < players else []
                stranger = next(NAMES[c] for c in CARDS if NAMES[c] not in hand)
                for text in (f"{seat} doubt", f"{seat} accept", f"{seat} play {stranger}",
                             f"{seat} play " + " ".join(hand[:5] or [stranger]), f"{seat} play {stranger} {stranger}"):
                    keep(game.refusal(text))
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    for text in ("x", "1 shout", "1 doubt now", "1 play Zz", 5):
        keep(game.refusal(text))
    for args in ((-1, PLAY), (1, DOUBT, ["2c"]), (1, PLAY, ["Zz"]), (1, ACCEPT, 5)):
        keep(refused(lambda: CheatAction(*args)))
    deck = list(NAMES)
    for call in (lambda: CheatGame(2, deck), lambda: CheatGame(4, deck, 7), lambda: CheatGame(4, deck[:51]),
                 lambda: CheatGame(4, "deck"), lambda: CheatGame(4, ["Zz"] + deck[1:]),
                 lambda: CheatGame(4, deck[:51] + ["2c"]), lambda: CheatMatch(9), lambda: CheatMatch(4, 9),
                 lambda: CheatMatch(4).apply("1 doubt"), lambda: load_cheat([]),
                 lambda: load_cheat({"format": "crisp/1"}), lambda: load_cheat({"format": "cheat/1", "x": 1}),
                 lambda: load_cheat({"format": "cheat/1"}), lambda: load_cheat({"format": "cheat/1", "players": 4}),
                 lambda: load_cheat({"format": "cheat/1", "players": 4, "games": [5]}),
                 lambda: load_cheat({"format": "cheat/1", "players": 4, "games": [{"deck": deck, "actions": 5}]})):
        keep(refused(call))
    match = CheatMatch(4)
    match.start_game(deck)
    keep(refused(lambda: match.start_game(deck)))
    return found


def test_every_refusal_of_cheat_is_told_in_four_languages_with_its_rule_ids():
    found = cheat_refusals()
    source = (crisp_core.__path__[0] + "/cheat/game.py")
    in_game = set(re.findall(r'"(cheat\.refused\.\w+)"', open(source, encoding="utf-8").read()))
    assert in_game and in_game <= set(found), in_game - set(found)
    assert_told_everywhere(list(found.values()))


def test_cheat_refusals_keep_their_english_messages():
    game = two_sevens()
    assert str(game.refusal("3 doubt")) == "'3 doubt': C4.1: a player may not challenge their own play"
    assert str(game.refusal("1 play 2c")) == "'1 play 2c': C3.4: it is seat 1's turn to play, not seat 2's"
    assert str(game.refusal("0 play 2c")) == "'0 play 2c': C3.2: seat 1 does not hold 2c"
    assert str(game.refusal("0 play Zz")) == ("'0 play Zz': N1: not a card: 'Zz' (N1: rank A23456789TJQK then suit "
                                              "cdhs, e.g. 'Ah', 'Td')")
    assert refusal_text("pt", game.refusal("3 doubt")) == "C4.1: ninguém pode gritar “Duvido!” para a própria jogada"
    assert refusal_text("fr", game.refusal("1 play 2c")) == "C3.4: c’est à la Place 1 de jouer, pas à la Place 2"


# ------------------------------------------------------------------------------------ Crisps

def crisps_refusals() -> dict[str, IllegalAction]:
    """A refusal of every kind Crisps has: of moves along random rounds, of bad actions, deals and records."""
    found: dict[str, IllegalAction] = {}

    def keep(err):
        if err is not None:
            found.setdefault(err.key, err)

    rng = random.Random(3)
    for options in (CrispsOptions(), CrispsOptions(special_runs=True), CrispsOptions(no_faceup=True)):
        for _ in range(6):
            state = CrispsRound(shuffled_deck(rng, options), rng.randrange(2), options)
            while True:
                for seat in (0, 1):
                    hand = [str(c) for c in state.hand(seat)]
                    other = [str(c) for c in state.hand(1 - seat)]
                    tries = [f"{seat} pass", f"{seat} faceup", f"{seat} blind"]
                    tries += [f"{seat} play {c}" for c in hand[:3] + other[:1]]
                    tries += [f"{seat} play {a} {b}" for a, b in zip(hand, hand[2:])]
                    tries += [f"{seat} play " + " ".join(hand[k:k + n]) for n in (3, 4) for k in range(len(hand))]
                    for text in tries:
                        keep(state.refusal(text))
                if state.is_over:
                    break
                legal = state.legal_actions()
                state.apply(rng.choice(legal))
    for text in (5, "2 pass", "0 jump", "0 pass 3c", "0 play", "0 play Zz", "0 play 3c 3c",
                 "0 play " + " ".join(["3c"] * 41)):
        keep(refused(lambda: CrispsAction.parse(text)))
    deck = [str(c) for c in shuffled_deck(rng, CrispsOptions())]
    for call in (lambda: CrispsRound(deck, 2), lambda: CrispsRound(deck, 0, "x"), lambda: CrispsRound("deck"),
                 lambda: CrispsRound(["Zz"] + deck[1:]), lambda: CrispsRound(["Kc"] + deck[1:]),
                 lambda: CrispsRound(deck[:39]), lambda: CrispsRound(deck[:39] + deck[:1]),
                 lambda: CrispsOptions(special_runs=1), lambda: CrispsOptions.from_dict(5),
                 lambda: CrispsOptions.from_dict({"x": True}), lambda: CrispsMatch(3), lambda: CrispsMatch(0, "x"),
                 lambda: CrispsRound(deck).observation(5), lambda: load_crisps([]),
                 lambda: load_crisps({"format": "crisps/1", "x": 1}), lambda: load_crisps({"format": "cheat/1"}),
                 lambda: load_crisps({"format": "crisps/1", "rounds": 5}),
                 lambda: load_crisps({"format": "crisps/1", "rounds": [5]}),
                 lambda: load_crisps({"format": "crisps/1", "rounds": [{"deck": deck, "actions": 5}]})):
        keep(refused(call))
    match = CrispsMatch()
    match.start_round(deck)
    keep(refused(lambda: match.start_round(deck)))
    return found


def test_every_refusal_of_crisps_is_told_in_four_languages_with_its_rule_ids():
    found = crisps_refusals()
    root = crisp_core.__path__[0] + "/crisps/"
    in_game = set(re.findall(r'"(crisps\.refused\.[\w.]+)"', open(root + "game.py", encoding="utf-8").read()
                             + open(root + "combos.py", encoding="utf-8").read()))
    assert in_game and in_game <= set(found), in_game - set(found)
    assert_told_everywhere(list(found.values()))


def test_crisps_refusals_keep_their_english_messages_and_tell_combinations_in_words():
    state = crisps_scenes.after_pair()
    err = state.refusal(f"{state.turn} play {state.hand(state.turn)[-1]}")
    assert err.reason.startswith("a single does not follow a pair: it must be of the same kind")
    assert refusal_reason("pt", err).startswith("uma carta única não cobre um par: tem de ser do mesmo tipo")
    assert refusal_reason("es", err).startswith("una carta suelta no supera una pareja")
    assert refusal_reason("fr", err).startswith("une carte seule ne bat pas une paire")
    assert str(refused(lambda: CrispsAction.parse("0 pass 3c"))) == "'0 pass 3c': N2: 'pass' takes no cards"


# ------------------------------------------------------------------------------------ Crisp: deal, options, records

def crisp_refusals() -> list[IllegalAction]:
    deck = list(NAMES)
    match = Match(3)
    match.deal(random.Random(1))
    return [refused(call) for call in (
        lambda: RoundState(1, deck), lambda: RoundState(3, deck, 5), lambda: RoundState(3, deck[:51]),
        lambda: RoundState(3, deck[:51] + ["2c"]), lambda: RoundState(3, ["Zz"] + deck[1:]), lambda: RoundState(3, 7),
        lambda: Match(9), lambda: Match(3, first_dealer=4), lambda: Match(3).apply("1 draw"),
        lambda: match.start_round(deck), lambda: Options(target=0), lambda: Options(draw_from_discard=1),
        lambda: Options(draw_timer=20), lambda: Options.from_dict([]), lambda: Options.from_dict({"speed": 1}),
        lambda: parse_record_text(5), lambda: parse_record_text("[" * 40), lambda: parse_record_text("{]"),
        lambda: parse_record_text("[]"), lambda: load({"format": "crisp/1", "x": 1}), lambda: load({"format": "x"}),
        lambda: load({"format": "crisp/1"}), lambda: load({"format": "crisp/1", "players": 3}),
        lambda: load({"format": "crisp/1", "players": 3, "rounds": [5]}),
        lambda: load({"format": "crisp/1", "players": 3, "rounds": [{"deck": 5, "actions": []}]}),
        lambda: load({"format": "crisp/1", "players": 3, "rounds": [{"deck": ["Zz"], "actions": []}]}),
        lambda: Action.parse(5), lambda: Action.parse("x draw"), lambda: Action.parse("9 draw"),
        lambda: Action.parse("1 fly"), lambda: Action.parse("1 swap"), lambda: Action.parse("1 queen L"),
        lambda: Action.parse("1 draw now"))]


def test_crisp_deal_option_record_and_notation_refusals_are_told_in_four_languages():
    refusals = crisp_refusals()
    assert len({err.key for err in refusals}) >= 24
    assert_told_everywhere(refusals)


def test_crisp_refusals_keep_their_english_messages():
    assert str(refused(lambda: Action.parse("1 swap"))) == "'1 swap': N3: not an action (write 'swap L', 'swap M' or " \
                                                           "'swap R')"
    assert str(refused(lambda: RoundState(1, list(NAMES)))) == "R1.1: Crisp is for 2 to 8 players, not 1"
    assert str(refused(lambda: Options(draw_timer=20))) == "R9: draw_timer must be null, 30, 45 or 60, not 20"
    big = refused(lambda: parse_record_text(" " * 20_000_001))
    assert str(big) == "F: the record is too large (20,000,001 characters; the limit is 20,000,000)"
    assert refusal_reason("pt", big) == "o registro é grande demais (20.000.001 caracteres; o limite é 20.000.000)"
    err = refused(lambda: Action.parse("1 queen L"))
    assert refusal_text("es", err) == ("N3: no es una acción (escribe 'queen <tu posición> <puesto><posición>' con "
                                       "otro puesto, p. ej. '0 queen M 2L')")


# ------------------------------------------------------------------------------------ information states

def cheat_texts(lang: str | None) -> str:
    rng = random.Random(2)
    game = two_sevens()
    shown = [game.observation(s).render(lang) for s in range(4)]
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    shown += [game.observation(s).render(lang) for s in range(4)]
    return "\n".join(shown)


def crisps_texts(lang: str | None) -> str:
    rnd = crisps_scenes.faceup_choice()
    shown = [rnd.observation(0).render(lang)]
    rnd.apply("0 faceup")
    rng = random.Random(4)
    while not rnd.is_over:
        rnd.apply(rng.choice(rnd.legal_actions()))
    shown += [rnd.observation(s).render(lang) for s in (0, 1)]
    return "\n".join(shown)


def english_phrases(lang: str) -> list[str]:
    """The fixed parts, two words or longer, of the lessons' English texts that ``lang`` says otherwise."""
    found = set()
    for english, translated in words(lang).items():
        for literal, *_ in string.Formatter().parse(english):
            found |= {p.strip() for p in re.split(r"[:;()=≈,]", literal)
                      if len(p.strip().split()) >= 2 and p.strip() not in translated}
    return sorted(found)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_information_states_of_cheat_and_crisps_speak_the_lessons_language(lang):
    english = cheat_texts("en") + crisps_texts("en")
    crisp_core.use_language(lang)
    told = cheat_texts(None) + crisps_texts(None)
    assert told == cheat_texts(lang) + crisps_texts(lang) != english
    leaks = [p for p in english_phrases(lang) if p in told]
    assert not leaks, leaks
    assert "seat" not in told and " play " not in told
    assert str(two_sevens().observation(0).events[1]) == two_sevens().observation(0).events[1].render(lang)


def test_the_information_states_keep_their_english_text():
    game = two_sevens()
    game.apply("0 doubt")
    # seats as a person reads them, from 1: the notation's "0 doubt" is seat 1's
    # cards as faces, a card not seen as ? (issue 31)
    assert str(game.observation(0).events[-1]) == ("seat 1 calls Cheat: seat 4's 7♦ 9♣ is a bluff; seat 4 takes 4 card(s): "
                                                   "7♦ 9♣ ? ?")
    assert game.observation(0).render().splitlines()[0] == "seat 1's view of Cheat (4 seats, dealer: seat 1)"
    rnd = crisps_scenes.faceup_choice()
    rnd.apply("0 blind")
    assert rnd.observation(0).render().splitlines()[2] == "other hand: 12 cards, of which face-up takes: 8♠"
    assert rnd.observation(0).render("pt").splitlines()[2] == "outra mão: 12 cartas; cartas viradas que pegou: 8♠"
