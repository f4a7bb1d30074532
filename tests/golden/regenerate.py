"""Regenerate the golden records in this folder: ``python tests/golden/regenerate.py``.

Each ``*.json`` file holds a ``crisp/1`` record and what replaying it must give: the F3 result,
or the F4 refusal message.  ``tests/test_golden.py`` replays every file and also checks that this
script still produces exactly the files on disk, so a change of behaviour shows up as a diff to
review, as OpenSpiel does with its playthroughs.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE.parent))  # tests/: golden_support

from crisp_core import Match, Options, arranged_deck, replay, to_record  # noqa: E402
from crisp_core.cards import NAMES  # noqa: E402
from crisp_core.crisp.actions import CRISP  # noqa: E402
from golden_support import outcomes, render, write  # noqa: E402,F401 (render: for the test)


def random_match(seed: int, players: int, options: Options, crisp_p: float, max_rounds: int,
                 stop_mid_round: bool) -> dict:
    """A match of random legal play, as a record."""
    rng = random.Random(seed)
    match = Match(players, options, first_dealer=rng.randrange(players))
    while not match.over and len(match.rounds) < max_rounds:
        state = match.deal(rng)
        limit = rng.randrange(5, 40) if stop_mid_round and len(match.rounds) == max_rounds else None
        while not state.is_over and (limit is None or len(state.history) < limit):
            legal = state.legal_actions()
            calls = [a for a in legal if a.kind == CRISP]
            state.apply(calls[0] if calls and rng.random() < crisp_p
                        else rng.choice([a for a in legal if a.kind != CRISP]))
    return to_record(match)


def edge_cases() -> dict[str, dict]:
    """Hand-built records for the corners of the rules."""
    def record(players, rounds, first_dealer=0, **options):
        return {"format": "crisp/1", "players": players, "first_dealer": first_dealer,
                "options": Options(**options).to_dict(),
                "rounds": [{"deck": [NAMES[c] for c in deck], "actions": actions} for deck, actions in rounds]}

    hands = {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"], 2: ["5c", "6c", "7c"]}
    deck = arranged_deck(3, 0, hands, ["Kd", "8d", "Kh", "7d", "6d", "Qd", "Jd", "5d", "4d"])
    cases = {
        "late_call": record(3, [(arranged_deck(3, 0, hands, ["8d", "7d", "6d"]),
                                 ["1 draw", "1 discard", "2 draw", "1 crisp", "2 discard", "0 draw", "0 discard"])]),
        "king_chain_queen_jack": record(3, [(deck, [
            "1 draw", "1 king", "1 draw", "1 swap L", "1 draw", "1 king", "1 draw", "1 discard", "1 draw",
            "1 swap R", "1 pass", "2 draw", "2 queen M 1L", "2 crisp", "0 draw", "0 jack", "1 draw", "1 swap M"])]),
        "tie_for_lowest": record(3, [(arranged_deck(3, 0, {0: ["9c", "9d", "9h"], 1: ["2c", "3c", "4c"],
                                                        2: ["2d", "3d", "4d"]}, ["8d", "7d", "6d"]),
                                      ["1 draw", "1 discard", "1 crisp", "2 draw", "2 discard", "0 draw",
                                       "0 discard"])]),
        "take_and_timeouts": record(3, [(deck, [
            "1 draw", "1 king", "1 draw", "1 timeout", "2 take", "2 swap M", "2 pass", "0 timeout", "1 draw",
            "1 timeout", "2 draw", "2 discard", "2 crisp", "0 take", "0 swap L", "1 timeout"])],
            draw_from_discard=True, draw_timer=30),
        "ten_notation": record(2, [(arranged_deck(2, 1, {0: ["Tc", "Td", "Th"]}, ["5h"]), ["0 draw", "0 swap M"])],
                               first_dealer=1),
    }
    ten = cases["ten_notation"]["rounds"][0]
    ten["deck"] = [c.replace("T", "10") for c in ten["deck"]]  # N1: parsers also accept 10d
    return cases


def broken_records(base: dict, finished: dict) -> dict[str, dict]:
    """Records that break a rule in each way F4 names; each must be refused."""
    def changed(source: dict, edit) -> dict:
        rec = copy.deepcopy(source)
        edit(rec)
        return rec

    def set_action(rec, r, i, text):
        rec["rounds"][r]["actions"][i] = text

    return {
        "bad_illegal_action": changed(base, lambda r: set_action(r, 0, 1, "1 king")),
        "bad_out_of_turn": changed(base, lambda r: set_action(r, 0, 0, "2 draw")),
        "bad_seat_out_of_range": changed(base, lambda r: set_action(r, 0, 0, "5 draw")),
        "bad_malformed_action": changed(base, lambda r: set_action(r, 0, 1, "1 swap Q")),
        "bad_deck_duplicate": changed(base, lambda r: r["rounds"][0]["deck"].__setitem__(5, r["rounds"][0]["deck"][6])),
        "bad_deck_short": changed(base, lambda r: r["rounds"][0]["deck"].pop()),
        "bad_deck_card": changed(base, lambda r: r["rounds"][0]["deck"].__setitem__(0, "1s")),
        "bad_round_after_unfinished": changed(base, lambda r: r["rounds"].insert(0, {
            "deck": r["rounds"][0]["deck"], "actions": ["1 draw"]})),
        "bad_round_after_match_end": changed(finished, lambda r: r["rounds"].append(copy.deepcopy(r["rounds"][0]))),
        "bad_unknown_option": changed(base, lambda r: r["options"].__setitem__("jokers", True)),
        "bad_target": changed(base, lambda r: r["options"].__setitem__("target", 0)),
        "bad_timer": changed(base, lambda r: r["options"].__setitem__("draw_timer", 20)),
        "bad_discard_option": changed(base, lambda r: r["options"].__setitem__("draw_from_discard", "yes")),
        "bad_dealer": changed(base, lambda r: r.__setitem__("first_dealer", 3)),
        "bad_players": changed(base, lambda r: r.__setitem__("players", 9)),
        "bad_format": changed(base, lambda r: r.__setitem__("format", "crisp/2")),
        "bad_take_without_option": changed(base, lambda r: set_action(r, 0, 0, "1 take")),
        "bad_action_after_round_end": changed(base, lambda r: r["rounds"][0]["actions"].append("1 draw")),
    }


def golden() -> dict[str, dict]:
    """Every golden case by name: record plus expected result or refusal."""
    records: dict[str, dict] = {}
    for seed in range(24):
        players = 2 + seed % 7
        options = Options(target=(50, 100, 150)[seed % 3], draw_from_discard=seed % 2 == 1,
                          draw_timer=(None, 30, 45, 60)[seed % 4])
        records[f"random_{seed:02d}_{players}p"] = random_match(seed, players, options, crisp_p=0.15,
                                                                max_rounds=3 + seed % 4, stop_mid_round=seed % 3 == 0)
    records.update(edge_cases())
    finished = random_match(99, 3, Options(target=30), crisp_p=0.5, max_rounds=50, stop_mid_round=False)
    records["finished_match"] = finished
    records.update(broken_records(edge_cases()["late_call"], finished))
    return outcomes(records, replay)


def main() -> None:
    write(HERE, golden())


if __name__ == "__main__":
    main()
