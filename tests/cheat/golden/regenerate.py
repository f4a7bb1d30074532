"""Regenerate the Cheat golden records in this folder: ``python tests/cheat/golden/regenerate.py``.

Each ``*.json`` file holds a ``cheat/1`` record and what replaying it must give: the F3 result, or
the F4 refusal message and rule.  ``tests/cheat/test_cheat_golden.py`` replays every file and checks
that this script still makes exactly the files on disk, so a change of behaviour shows as a diff.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))
sys.path.insert(0, str(HERE.parents[1]))  # tests/: golden_support

from crisp_core.cards import CARDS, NAMES, Card  # noqa: E402
from crisp_core.cheat import CheatMatch, play, replay, to_record  # noqa: E402
from golden_support import outcomes, render, write  # noqa: E402,F401 (render: for the test)


def random_match(seed: int, players: int, games: int, doubt_p: float, stop_mid_game: bool) -> dict:
    """A match of random legal play, as a record."""
    rng = random.Random(seed)
    match = CheatMatch(players, first_dealer=rng.randrange(players))
    for g in range(games):
        game = match.deal(rng)
        limit = rng.randrange(3, 40) if stop_mid_game and g == games - 1 else None
        while not game.is_over and (limit is None or len(game.events) < limit):
            legal = game.legal_actions()
            if legal.doubts and rng.random() < doubt_p:
                game.apply(rng.choice(legal.doubts))
            elif legal.accepts:
                game.apply(legal.accepts[0])
            else:
                hand = game.hand(legal.player)
                game.apply(play(legal.player, tuple(sorted(rng.sample(hand, rng.randint(1, min(4, len(hand))))))))
    return to_record(match)


def arranged(players: int, dealer: int, hands: dict[int, list[str]]) -> list[str]:
    """A deck (top first) that deals ``hands`` and the other cards in order (C2.2)."""
    named = {Card.parse(c) for cards in hands.values() for c in cards}
    rest = iter(NAMES[c] for c in CARDS if c not in named)
    return [hands.get((dealer + 1 + k) % players, [])[k // players]
            if k // players < len(hands.get((dealer + 1 + k) % players, [])) else next(rest) for k in range(52)]


def ending(final: list[str], answers: list[str]) -> dict:
    """Six seats, dealer 0: seats 1-4 and 0 play their low cards, seat 5 plays 5c-5s then ``final`` as J."""
    hands = {5: ["5c", "5d", "5h", "5s"] + final,
             1: ["Ac", "6c", "Kc"], 2: ["2c", "7c", "Kd"], 3: ["3c", "8c", "Kh"], 4: ["4c", "9c", "Ks"],
             0: ["6d", "7d"]}
    actions = ["1 play Ac", "2 play 2c", "3 play 3c", "4 play 4c", "5 play 5c 5d 5h 5s", "0 play 6d",
               "1 play 6c", "2 play 7c", "3 play 8c", "4 play 9c", "5 play " + " ".join(final)]
    return {"format": "cheat/1", "players": 6, "first_dealer": 0,
            "games": [{"deck": arranged(6, 0, hands), "actions": actions + answers}]}


def edge_cases() -> dict[str, dict]:
    """Hand-made records for the corners of the rules."""
    jacks, queens = ["Jc", "Jd", "Jh", "Js"], ["Qc", "Qd", "Qh", "Qs"]
    n3 = {"format": "cheat/1", "players": 4,  # F1: first_dealer left out
          "games": [{"deck": arranged(4, 0, {1: ["Ac", "3c"], 2: ["2h", "9s"], 3: ["4d"], 0: ["5c"]}),
                     "actions": ["1 play Ac", "2 play 2h 9s", "0 doubt", "3 play 4d", "0 play 5c", "1 play 3c"]}]}
    ten = copy.deepcopy(n3)
    ten["games"][0]["deck"] = [c.replace("T", "10") for c in ten["games"][0]["deck"]]  # N1: 10d is accepted
    ten["games"][0]["actions"][3] = "3 play 4d"
    return {
        "end_all_accept": ending(jacks, ["0 accept", "1 accept", "2 accept", "3 accept", "4 accept"]),
        "end_true_doubted": ending(jacks, ["0 accept", "1 accept", "2 doubt"]),
        "end_bluff_doubted": ending(queens, ["0 accept", "1 doubt", "0 play 7d"]),
        "n3_example": n3,
        "ten_notation": ten,
    }


def broken_records(base: dict, finished: dict) -> dict[str, dict]:
    """Records that break a rule in each way F4 names; each must be refused."""
    def changed(source: dict, edit) -> dict:
        rec = copy.deepcopy(source)
        edit(rec)
        return rec

    def set_action(rec, g, i, text):
        rec["games"][g]["actions"][i] = text

    def answers(rec, *texts):  # the answers to seat 5's last play in an ``ending`` record
        rec["games"][0]["actions"][11:] = list(texts)

    return {
        "bad_out_of_turn": changed(base, lambda r: set_action(r, 0, 1, "3 play 2h")),
        "bad_card_not_in_hand": changed(base, lambda r: set_action(r, 0, 0, "1 play 2h")),
        "bad_no_cards": changed(base, lambda r: set_action(r, 0, 0, "1 play")),
        "bad_five_cards": changed(base, lambda r: set_action(r, 0, 0, "1 play Ac 3c Ad Ah As")),
        "bad_card_twice": changed(base, lambda r: set_action(r, 0, 0, "1 play Ac Ac")),
        "bad_doubt_nothing": changed(base, lambda r: set_action(r, 0, 0, "2 doubt")),
        "bad_second_doubt": changed(base, lambda r: set_action(r, 0, 3, "1 doubt")),
        "bad_own_doubt": changed(base, lambda r: set_action(r, 0, 2, "2 doubt")),
        "bad_accept_not_owed": changed(base, lambda r: set_action(r, 0, 2, "0 accept")),
        "bad_accept_out_of_order": changed(edge_cases()["end_all_accept"], lambda r: answers(r, "1 accept")),
        "bad_doubt_out_of_order": changed(edge_cases()["end_all_accept"], lambda r: answers(r, "0 accept", "2 doubt")),
        "bad_action_after_win": changed(edge_cases()["end_true_doubted"],
                                        lambda r: r["games"][0]["actions"].append("0 play 7d")),
        "bad_malformed_action": changed(base, lambda r: set_action(r, 0, 1, "2 plays 2h")),
        "bad_unknown_card": changed(base, lambda r: set_action(r, 0, 1, "2 play 2x")),
        "bad_action_not_text": changed(base, lambda r: set_action(r, 0, 1, ["2", "play"])),
        "bad_seat_out_of_range": changed(base, lambda r: set_action(r, 0, 2, "4 doubt")),
        "bad_deck_duplicate": changed(base, lambda r: r["games"][0]["deck"].__setitem__(5, r["games"][0]["deck"][6])),
        "bad_deck_short": changed(base, lambda r: r["games"][0]["deck"].pop()),
        "bad_deck_card": changed(base, lambda r: r["games"][0]["deck"].__setitem__(0, "1s")),
        "bad_game_after_unfinished": changed(base, lambda r: r["games"].append(copy.deepcopy(r["games"][0]))),
        "bad_game_fields": changed(finished, lambda r: r["games"].append({"deck": r["games"][0]["deck"]})),
        "bad_players_2": changed(base, lambda r: r.__setitem__("players", 2)),
        "bad_players_7": changed(base, lambda r: r.__setitem__("players", 7)),
        "bad_players_text": changed(base, lambda r: r.__setitem__("players", "4")),
        "bad_dealer": changed(base, lambda r: r.__setitem__("first_dealer", 4)),
        "bad_format": changed(base, lambda r: r.__setitem__("format", "crisp/1")),
        "bad_unknown_field": changed(base, lambda r: r.__setitem__("options", {})),
    }


def golden() -> dict[str, dict]:
    """Every golden case by name: record plus expected result or refusal."""
    records: dict[str, dict] = {}
    for seed in range(16):
        players = 3 + seed % 4
        records[f"random_{seed:02d}_{players}p"] = random_match(seed, players, games=1 + seed % 3,
                                                                doubt_p=(0.1, 0.2, 0.4)[seed % 3],
                                                                stop_mid_game=seed % 4 == 0)
    records.update(edge_cases())
    finished = random_match(99, 5, games=2, doubt_p=0.2, stop_mid_game=False)
    records["finished_match"] = finished
    records.update(broken_records(edge_cases()["n3_example"], finished))
    return outcomes(records, replay)


def main() -> None:
    write(HERE, golden())


if __name__ == "__main__":
    main()
