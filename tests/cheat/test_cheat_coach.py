"""The coach at the Cheat table (crisp_core.cheat.coach): its numbers are the exact count of what the seat knows (C6),
recomputed here from the seat's observation, and its advice is the counting bot's move in the seat's place."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from math import comb

from crisp_core.cards import NAMES, RANKS
from crisp_core.cheat.actions import LegalActions
from crisp_core.cheat.bots import CountingBot
from crisp_core.cheat.coach import coach_report, percent
from crisp_core.cheat.observation import P_ANSWER
from crisp_core.cheat.web import CheatTable

from cheat_helpers import make_game, play

PLURAL_SLIPS = re.compile(r"(?<![\d.,])1 (cards|cartas|cartes)\b")  # "1 cards": Cheat's texts say "one card"


def direct_chance(obs) -> Fraction:
    """The chance the open claim is true, counted here from the observation alone (C6.1-C6.3), not by the engine:
    the seat's own cards and every card a challenge turned up, followed into the taker's hand until that seat plays
    face down again; the declarer's other cards drawn at random from the rest (hypergeometric)."""
    declarer, k, rank = obs.claims[-1]
    last = max(i for i, e in enumerate(obs.events) if e.kind == "play")
    holder: dict = {}
    for e in obs.events[:last]:
        if e.kind == "play" and e.seat != obs.seat:
            holder = {c: s for c, s in holder.items() if s != e.seat} if None in e.cards else \
                {c: s for c, s in holder.items() if c not in e.cards}
        elif e.kind == "doubt":
            for c in e.cards + e.taken:
                if c is not None:
                    holder[c] = e.taker
    mine = set(obs.hand) | set(obs.own_in_pile)
    in_hand = {c for c, s in holder.items() if s == declarer and c not in mine}
    known = mine | {c for c, s in holder.items() if s != obs.seat}
    unknown = 52 - len(known)
    a = sum(1 for c in range(52) if c >> 2 == rank and c not in known)
    need = k - sum(1 for c in in_hand if c >> 2 == rank)
    drawn = min(obs.hand_sizes[declarer] + k - len(in_hand), unknown)
    if need <= 0:
        return Fraction(1)
    return Fraction(sum(comb(a, x) * comb(unknown - a, drawn - x) for x in range(need, min(a, drawn) + 1)),
                    comb(unknown, drawn))


def run_table(seed: int, lang: str, check) -> int:
    """A table of a person (seat 0, who follows the coach) and three bots, to the end of its first game; ``check``
    sees every coach panel with the table.  Returns how many panels had a claim."""
    now = [0.0]
    table = CheatTable(["human", "counting", "counting", "random"], ["Ana", "Ben", "Cleo", "Rui"], seed=seed,
                       lang=lang, clock=lambda: now[0])
    claims = 0
    for _ in range(2000):
        view = json.loads(table.page_view(0))
        data = json.loads(table.coach())
        check(table, view, data)
        claims += data["claim"] is not None
        if view["phase"] == "over":
            return claims
        advice = data["advice"]
        if view["moves"]["accept"] == 0:
            table.play("0 doubt" if advice["move"] == "doubt" else "0 accept")
        elif 0 in view["moves"]["doubters"] and advice and advice["move"] == "doubt":
            table.play("0 doubt")
        elif view["waiting"] == 0 and view["moves"]["play"]:
            table.play("0 play " + " ".join(advice["cards"]))
        elif not table.step():
            now[0] += table.ready_in() + 0.01
    raise AssertionError("the game did not end")


def test_the_coach_numbers_are_the_seats_own_count():
    """Every panel with a claim: the chance is recomputed from the observation (C6), the facts from the hand, the
    pile and the reveals; the advice is the counting bot's; the percent is the chance rounded."""
    stats = {"claims": 0, "elsewhere": 0, "known": 0, "doubt": 0, "play": 0, "let": 0}

    def check(table, view, data):
        game = table.game
        assert data["seat"] == 0 == view["viewer"]
        obs = game.observation(0)
        claim = data["claim"]
        if view["last_claim"] is not None and view["last_claim"]["seat"] != 0:
            assert claim is not None
        if claim is not None:
            declarer, k, rank = obs.claims[-1]
            assert (claim["declarer"], claim["count"], claim["rank"]) == (declarer, k, RANKS[rank])
            assert view["last_claim"] == {"seat": declarer, "count": k, "rank": RANKS[rank]}
            chance = direct_chance(obs)
            assert Fraction(claim["num"], claim["den"]) == chance
            assert claim["percent"] == percent(chance) and abs(claim["percent"] - 100 * chance) <= 1
            assert claim["hold"] == sum(1 for c in obs.hand if c >> 2 == rank)
            assert claim["pile"] == sum(1 for c in obs.own_in_pile if c >> 2 == rank)
            assert f"{claim['percent']}%" in claim["text"] or (chance == 0 and "cannot" in claim["text"])
            assert table.names[declarer] in claim["text"]
            stats["claims"] += 1
            stats["elsewhere"] += claim["elsewhere"] > 0
            stats["known"] += claim["known"] > 0
        advice = data["advice"]
        if advice is not None:
            stats[advice["move"]] += 1
            bot = CountingBot()
            if advice["move"] == "play":
                assert advice["cards"] == [NAMES[c] for c in bot.play_choice(obs, 0).cards]
                assert all(c in view["seats"][0]["hand"] for c in advice["cards"])
            else:
                legal = game.legal_actions(0) if game.phase == P_ANSWER else \
                    LegalActions(-1, 0, game.legal_actions(0).doubts)
                wanted = bot.choose(obs, legal, None)
                assert (advice["move"] == "doubt") == (wanted is not None and wanted.name == "doubt")
                if game.phase != P_ANSWER:
                    assert (advice["move"] == "doubt") == (direct_chance(obs) == 0 or (
                        obs.claims[-1][1] == 1 and direct_chance(obs) < Fraction(3, 10)))
        assert not PLURAL_SLIPS.search(json.dumps(data, ensure_ascii=False))

    for seed in (1, 4):
        run_table(seed, "en", check)
    assert stats["claims"] > 50 and stats["elsewhere"] > 0 and stats["known"] > 0
    assert stats["doubt"] > 0 and stats["play"] > 0 and stats["let"] > 0


def test_the_coach_in_four_languages_says_the_claim_in_words():
    said: dict[str, set] = {}

    def check(table, view, data):
        for text in (data["claim"] or {}).get("text", ""), (data["advice"] or {}).get("text", ""):
            said.setdefault(table.log.lang, set()).add(text)
        assert not PLURAL_SLIPS.search(json.dumps(data, ensure_ascii=False) + " ".join(view["log"]))

    for lang in ("en", "pt", "es", "fr", "pt-PT"):
        run_table(2, lang, check)
    joined = {lang: " ".join(texts) for lang, texts in said.items()}
    assert re.search(r"says (one|two|three|four) ", joined["en"])
    assert re.search(r"diz que jogou (uma carta|duas cartas|três cartas|quatro cartas) ", joined["pt"])
    assert "“Duvido!”" in joined["pt"] and "“¡Mentira!”" in joined["es"] and "« Menteur ! »" in joined["fr"]
    assert "×" not in "".join(joined.values())


def test_the_coach_reads_only_the_seats_observation():
    """C6: coach_report asks the game for the seat's observation and legal actions only, never a hand or the pile."""
    game = make_game(3, 0, {1: ["Ac", "9c", "9d"], 2: ["4d", "5c"], 0: ["3c", "4c", "4h"]})
    play(game, "1 play Ac", "2 play 4d", "0 doubt", "0 play 3c", "1 play 9c 9d")

    class OnlyWhatTheSeatSees:
        is_over = False

        def observation(self, seat):
            assert seat == 0
            return game.observation(0)

        def legal_actions(self, seat):
            assert seat == 0
            return game.legal_actions(0)

    data = coach_report(OnlyWhatTheSeatSees(), 0, ["Ana", "Ben", "Cleo"], "en", True, True, False)
    assert data["claim"]["percent"] == 0 and data["claim"]["hold"] == 2 and data["claim"]["elsewhere"] == 1
    assert data["claim"]["text"] == ("Ben says two 4s. You hold two 4s. Another player holds one 4: you saw it when "
                                     "cards were turned up. So Ben cannot be telling the truth: not enough 4s are left.")
    assert data["advice"] == {"move": "doubt", "cards": [],
                              "text": "The counting bot would call “Cheat!”: by its count Ben cannot have two 4s."}


def test_the_coach_waits_and_ends():
    table = CheatTable(["human", "counting", "counting"], ["Ana", "Ben", "Cleo"], seed=3, lang="pt", clock=lambda: 0.0)
    table.page_view()
    data = json.loads(table.coach(1))
    assert data["seat"] == 1 and data["claim"] is None and data["advice"] is None
    assert data["text"] == "Quando for a sua vez, o treinador diz o que o bot contador faria, e por quê."
