"""Tournaments and bots written as functions (crisp_core.tournament): fair tables, seeded standings, and clear
messages, never a long traceback, when a learner's bot breaks."""

from __future__ import annotations

import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from crisp_core import Action
from crisp_core import tournament as tournament_module
from crisp_core.crisp.bots import HeuristicBot
from crisp_core.crisp.simulate import simulate
from crisp_core.tournament import (BotError, Standings, bot_from_function, check_bot, describe_moves,
                                   difference_curve, standings_html, to_action, tournament)

from conftest import make_round, play


def low_keeper(obs, legal, rng):
    """The lesson's first bot: keep a card below 5, look with a Jack, call at 10 or less."""
    moves = [move.name for move in legal]
    mine = [6.5 if card is None else card.value for card in obs.own_hand]
    if "crisp" in moves:
        return "crisp" if sum(mine) <= 10 else "pass"
    if "jack" in moves and obs.own_hand[1] is None:
        return "jack"
    worst = mine.index(max(mine))
    if "swap" in moves and obs.held.value < 5 and obs.held.value < mine[worst]:
        return "swap " + "LMR"[worst]
    return "discard"


def always_swap(obs, legal, rng):
    return "swap L"


def crashes(obs, legal, rng):
    return "discard" if obs.held.value < 11 else "pass"  # obs.held is None at the end of a turn: AttributeError


def forgets_return(obs, legal, rng):
    "discard"


ROOT = Path(__file__).resolve().parent.parent
ENTRANTS = {"low_keeper": low_keeper, "random": "random", "heuristic": "heuristic", "mine again": low_keeper}


def test_standings_are_sorted_best_first_and_count_every_round():
    standings = tournament(ENTRANTS, players=3, rounds=6, seed=3)
    assert isinstance(standings, Standings) and len(standings) == 4
    means = [row.score.mean for row in standings]
    assert means == sorted(means)
    # 4 entrants at tables of 3: 4 tables, each entrant at 3 of them; 6 deals x 3 rotations per table
    assert standings.tables == 4 and standings.deals == 6
    assert all(row.rounds + row.unfinished == 3 * 6 * 3 for row in standings)
    assert standings["random"].name == "random" and standings.place(standings[0].name) == 1
    with pytest.raises(KeyError):
        standings["nobody"]


def test_a_tournament_is_deterministic_for_its_seed():
    a = tournament(ENTRANTS, rounds=4, seed=11)
    b = tournament(ENTRANTS, rounds=4, seed=11)
    c = tournament(ENTRANTS, rounds=4, seed=12)
    assert a == b
    assert a != c


def test_every_entrant_sits_in_every_seat_equally(monkeypatch):
    sat: Counter = Counter()
    decks: dict[tuple, set] = {}
    original = tournament_module.play_guarded

    def recording(state, bots, names, rng, max_turns=tournament_module.MAX_TURNS):
        for seat, name in enumerate(names):
            sat[(name, seat)] += 1
        decks.setdefault(tuple(sorted(names)), set()).add((tuple(state.deck), state.dealer))
        return original(state, bots, names, rng, max_turns)

    monkeypatch.setattr(tournament_module, "play_guarded", recording)
    tournament({"a": "random", "b": "heuristic", "c": low_keeper, "d": "random"}, rounds=2, seed=1)
    for name in "abcd":
        assert [sat[(name, seat)] for seat in range(3)] == [3 * 2] * 3  # 3 tables, 2 deals, once in each seat
    assert len(decks) == 4 and len(set(map(frozenset, decks.values()))) == 1  # every table: the same 2 deals
    assert all(len(deals) == 2 for deals in decks.values())


def test_ready_made_bots_and_bot_objects_enter_too():
    bot = HeuristicBot(call_threshold=0.9)
    standings = tournament({"careful": bot, "random": "random", "heuristic": "heuristic"}, rounds=3, seed=5)
    assert set(standings.names) == {"careful", "random", "heuristic"}


def test_wrong_entrants_are_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="at least 3 entrants"):
        tournament({"a": "random", "b": "heuristic"})
    with pytest.raises(BotError, match="no bot called 'heuristc'"):
        tournament({"a": "random", "b": "heuristc", "c": "random"})
    with pytest.raises(BotError, match="three inputs"):
        tournament({"a": "random", "b": lambda obs, legal: "discard", "c": "random"})
    with pytest.raises(BotError, match="is 42"):
        tournament({"a": "random", "b": 42, "c": "random"})


@pytest.mark.parametrize("bot, words", [
    (always_swap, ["Bot 'always_swap' chose 'swap into your L', which is not a legal move now", "  why: ",
                   "  legal moves: "]),
    (crashes, ["Bot 'crashes' raised AttributeError", "  where: in crashes, line", "obs.held.value",
               "legal moves: call crisp; not call crisp"]),
    (forgets_return, ["Bot 'forgets_return' returned None", "forget to return a move"]),
])
def test_a_broken_bot_stops_the_tournament_with_what_it_did_and_the_legal_moves(bot, words):
    with pytest.raises(BotError) as info:
        tournament({bot.__name__: bot, "random": "random", "heuristic": "heuristic"}, rounds=3, seed=1)
    message = str(info.value)
    assert info.value.bot == bot.__name__
    for word in words:
        assert word in message, message
    assert "Traceback" not in message and "crisp_core" not in message
    assert len(message.splitlines()) <= 5


def test_in_ipython_a_bot_error_shows_only_its_message():
    error = BotError("mine", "Bot 'mine' chose 'swap L', which is not a legal move now.\n  legal moves: 'discard'")
    assert error._render_traceback_() == ["BotError: Bot 'mine' chose 'swap L', which is not a legal move now.",
                                          "  legal moves: 'discard'"]


@pytest.mark.subprocess
def test_in_ipython_a_broken_bot_in_a_cell_prints_no_traceback():
    pytest.importorskip("IPython")
    cell = ("from crisp_core.tournament import tournament\n"
            "def always_swap(obs, legal, rng):\n    return 'swap L'\n"
            "tournament({'always_swap': always_swap, 'r': 'random', 'h': 'heuristic'}, rounds=2)\n")
    script = ("from IPython.core.interactiveshell import InteractiveShell\n"
              f"InteractiveShell.instance().run_cell({cell!r})\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    shown = done.stdout + done.stderr
    assert "BotError: Bot 'always_swap' chose 'swap into your L'" in shown and "legal moves:" in shown
    assert "Traceback" not in shown and "tournament.py" not in shown


def test_a_function_may_return_an_action_or_its_words():
    state = play(make_round(3, hands={1: ["Ah", None, "9c"]}, stock=["4c"]), "1 draw")
    obs = state.observation(1)
    legal = state.legal_actions(1)
    assert to_action("b", "swap R", obs, legal) is Action.parse("1 swap R")
    assert to_action("b", " 1  swap  R ", obs, legal) is Action.parse("1 swap R")
    assert to_action("b", legal[-1], obs, legal) is legal[-1]
    with pytest.raises(BotError, match="'swop R', which is not a move"):
        to_action("b", "swop R", obs, legal)
    with pytest.raises(BotError, match="move of seat 3; this bot sits in seat 2"):  # seats from 1
        to_action("b", "2 swap R", obs, legal)
    with pytest.raises(BotError, match="returned 3, which is not a move"):
        to_action("b", 3, obs, legal)


def test_an_illegal_move_gets_the_rule_that_forbids_it():
    state = play(make_round(3, hands={1: ["Ah", None, "9c"]}, stock=["Jc", "4d"]), "1 draw")
    obs, legal = state.observation(1), state.legal_actions(1)
    with pytest.raises(BotError) as info:
        to_action("b", "swap L", obs, legal)
    assert str(info.value).splitlines() == [
        "Bot 'b' chose 'swap the J♣ into your L', which is not a legal move now.",
        "  why: a Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3)",
        "  when: seat 2 was holding the J♣ it drew; its cards as it knows them: L A♥, M ?, R 9♣",
        "  legal moves: discard the J♣; use the Jack to look at your M"]  # card faces and words, never codes
    play(state, "1 discard")
    obs, legal = state.observation(1), state.legal_actions(1)
    with pytest.raises(BotError, match=r"only choice now is to call crisp or not \(R7.1\)") as info:
        to_action("b", "discard", obs, legal)
    assert "had ended its turn" in str(info.value) and "legal moves: call crisp; not call crisp" in str(info.value)
    with pytest.raises(BotError) as info:  # a word that is no move: the moves as the code writes them
        to_action("b", "fly", obs, legal)
    assert "write one of these moves as your code writes it: 'crisp', 'pass'" in str(info.value)


def test_queen_moves_are_summed_up_in_messages():
    state = play(make_round(3, hands={1: ["Ah", None, "9c"]}, stock=["Qc"]), "1 draw")
    text = describe_moves(state.legal_actions(1))
    assert text.startswith("'discard', one of 18 Queen swaps such as 'queen L 0L'")
    said = describe_moves(state.legal_actions(1), state.observation(1))
    assert said == "discard the Q♣; one of 18 Queen swaps, such as: use the Queen to swap your L with Seat 1's L"


def test_a_function_bot_plays_through_simulate_too():
    results = simulate([bot_from_function("low_keeper", low_keeper), "heuristic", "heuristic"], rounds=20, seed=1)
    assert results.rounds == 20 and results.bots[0] == "low_keeper"


def test_check_bot_says_ok_or_what_went_wrong_in_words():
    good = check_bot(low_keeper)
    assert good.ok and repr(good).startswith("low_keeper played 20 rounds against two heuristic bots")
    bad = check_bot(always_swap)
    assert not bad.ok and repr(bad).startswith("Problem: Bot 'always_swap' chose 'swap the J♦ into your L'")
    assert isinstance(bad.error, BotError)
    assert check_bot("random", rounds=3).ok


def test_check_bot_speaks_the_lessons_language():  # issue 31: no English bot kind, card code or code word
    import crisp_core
    from crisp_core.translations.words import tr
    crisp_core.use_language("pt")
    try:
        good = repr(check_bot(low_keeper, name=tr("Low Keeper")))
        bad = repr(check_bot(always_swap, name=tr("Careless")))
    finally:
        crisp_core.use_language("en")
    assert good.startswith("Guarda-Baixas jogou 20 rodadas contra dois robôs atentos sem problemas")
    assert bad.startswith("Problema: O robô 'Descuidado' escolheu 'trocar J♦ pela sua")
    assert "J♦" in bad and "'discard'" not in bad and "Jd" not in bad


def test_standings_html_escapes_names_and_marks_highlighted_rows():
    standings = tournament({"<b>me</b>": low_keeper, "random": "random", "heuristic": "heuristic"}, rounds=2)
    html = standings_html(standings, highlight=["<b>me</b>"])
    assert "<b>me</b>" not in html and "&lt;b&gt;me&lt;/b&gt;" in html
    assert "background:#fff3c4" in html and html.count("<tr") == 4
    assert standings._repr_html_().count("background:#fff3c4") == 0
    assert "place" in standings.table() and "&lt;" not in standings.table()


def test_difference_curve_settles_on_the_whole_run():
    results = simulate(["forgetful", "heuristic", "heuristic"], rounds=230, seed=1)
    curve = difference_curve(results, 0, 1, start=50)
    assert [n for n, _ in curve["difference"]] == [50, 100, 200, 230]
    last = curve["difference"][-1][1]
    expected = sum(a - b for a, b in zip(results.scores[0], results.scores[1])) / 230
    assert math.isclose(last, expected)
    for (_, low), (_, mid), (_, high) in zip(curve["bottom of the 95 % interval"], curve["difference"],
                                             curve["top of the 95 % interval"]):
        assert low <= mid <= high
