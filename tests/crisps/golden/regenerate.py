"""Regenerate the Crisps golden records in this folder: ``python tests/crisps/golden/regenerate.py``.

Each ``*.json`` file holds a ``crisps/1`` record and what replaying it must give: the F3 result, or the
F4 refusal message and rule.  ``tests/crisps/test_crisps_golden.py`` replays every file and checks that
this script still produces exactly the files on disk, so a change of behaviour shows up as a diff.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parents[1]))  # tests/: golden_support

from crisp_core.crisps import CrispsMatch, Options, replay, to_record  # noqa: E402

from crisps_helpers import arranged_deck, random_step  # noqa: E402
from golden_support import outcomes, render, write  # noqa: E402,F401 (render: for the test)


def random_match(seed: int, options: Options, stop_mid_round: bool) -> dict:
    """A game of random legal play (with the table's passes under auto_skip), as a record."""
    rng = random.Random(seed)
    match = CrispsMatch(rng.randrange(2), options)
    while not match.over:
        rnd = match.deal(rng)
        limit = rng.randrange(3, 30) if stop_mid_round and len(match.rounds) == 2 else None
        while not rnd.is_over and (limit is None or len(rnd.history) < limit):
            random_step(rnd, rng)
        if limit is not None:
            break
    return to_record(match)


def record(rounds: list[tuple[list[str], list[str]]], first_player: int = 0, **options) -> dict:
    return {"format": "crisps/1", "first_player": first_player, "options": Options(**options).to_dict(),
            "rounds": [{"deck": deck, "actions": actions} for deck, actions in rounds]}


def edge_cases() -> dict[str, dict]:
    """Hand-made records for the corners of the rules."""
    n3 = arranged_deck(0, {0: ["5c", "Qh", "3c", "4d", "5s"], 1: ["7d", "3h", "4h", "5d"]}, faceup="2s")
    queens = arranged_deck(1, {1: ["Qc", "Qd", "Qh", "2c"], 0: ["3c", "3d", "3h", "3s", "Qs"]})
    jacks = arranged_deck(0, {0: ["9c", "Tc", "Jc", "8d"], 1: ["2c", "2d", "2h", "Jd"]}, special_runs=True)
    skip = arranged_deck(0, {0: ["Qc", "Qd", "Qh", "Qs"]}, blind=["8h", "7h"], no_faceup=True)
    ten = arranged_deck(0, {0: ["Tc", "Th"], 1: ["Td", "Ts"]})
    cases = {
        "n3_example": record([(n3, ["0 play 5c", "1 play 7d", "0 play Qh", "1 pass", "0 blind", "0 play 3c 4d 5s",
                                    "1 play 3h 4h 5d"])]),
        "queens_beaten_by_four": record([(queens, ["1 play Qc Qd Qh", "0 play 3c 3d 3h 3s", "1 pass",
                                                   "0 faceup"])], first_player=1),
        "jack_run_beaten_by_three": record([(jacks, ["0 play 9c Tc Jc", "1 play 2c 2d 2h", "0 pass", "1 blind"])],
                                           special_runs=True),
        "no_faceup_auto_skip": record([(skip, ["0 play Qc Qd Qh Qs", "1 pass", "0 play 8h"])],
                                      no_faceup=True, auto_skip=True),
        "ten_notation": record([([c.replace("T", "10") for c in ten], ["0 play 10h 10c", "1 play 10s 10d"])]),
    }
    return cases


def broken_records(base: dict, finished: dict) -> dict[str, dict]:
    """Records that break a rule in each way F4 names; each must be refused."""
    def changed(source: dict, edit) -> dict:
        rec = copy.deepcopy(source)
        edit(rec)
        return rec

    def set_action(rec, i, text):
        rec["rounds"][0]["actions"][i] = text

    return {
        "bad_out_of_turn": changed(base, lambda r: set_action(r, 1, "0 play 3c 4d 5s")),
        "bad_not_in_hand": changed(base, lambda r: set_action(r, 1, "1 play 7h")),
        "bad_no_combination": changed(base, lambda r: set_action(r, 0, "0 play 3c 5c")),
        "bad_special_in_run": record([(arranged_deck(0, {0: ["9c", "Tc", "Qc"]}), ["0 play 9c Tc Qc"])]),
        "bad_does_not_follow": changed(base, lambda r: set_action(r, 1, "1 play 3h")),
        "bad_leader_pass": changed(base, lambda r: set_action(r, 0, "0 pass")),
        "bad_choice_not_owed": changed(base, lambda r: set_action(r, 1, "1 faceup")),
        "bad_choice_owed": changed(base, lambda r: set_action(r, 4, "0 play 3c 4d 5s")),
        "bad_malformed_action": changed(base, lambda r: set_action(r, 1, "1 play")),
        "bad_deck_duplicate": changed(base, lambda r: r["rounds"][0]["deck"].__setitem__(5, r["rounds"][0]["deck"][6])),
        "bad_deck_jack": changed(base, lambda r: r["rounds"][0]["deck"].__setitem__(0, "Jc")),
        "bad_deck_short": changed(base, lambda r: r["rounds"][0]["deck"].pop()),
        "bad_round_after_unfinished": changed(base, lambda r: r["rounds"].append(copy.deepcopy(r["rounds"][0]))),
        "bad_round_after_game_end": changed(finished, lambda r: r["rounds"].append(copy.deepcopy(r["rounds"][0]))),
        "bad_unknown_option": changed(base, lambda r: r["options"].__setitem__("jokers", True)),
        "bad_option_value": changed(base, lambda r: r["options"].__setitem__("no_faceup", "yes")),
        "bad_unknown_field": changed(base, lambda r: r.__setitem__("players", 2)),
        "bad_first_player": changed(base, lambda r: r.__setitem__("first_player", 2)),
        "bad_format": changed(base, lambda r: r.__setitem__("format", "crisps/2")),
        "bad_action_after_round_end": changed(finished, lambda r: r["rounds"][-1]["actions"].append("0 pass")),
    }


def golden() -> dict[str, dict]:
    """Every golden case by name: record plus expected result or refusal."""
    records: dict[str, dict] = {}
    for seed in range(16):
        options = Options(special_runs=seed & 1 == 1, no_faceup=seed & 2 == 2, auto_skip=seed & 4 == 4)
        records[f"random_{seed:02d}"] = random_match(seed, options, stop_mid_round=seed >= 8)
    cases = edge_cases()
    records.update(cases)
    finished = random_match(99, Options(), stop_mid_round=False)
    records.update(broken_records(cases["n3_example"], finished))
    return outcomes(records, replay)


def main() -> None:
    write(HERE, golden())


if __name__ == "__main__":
    main()
