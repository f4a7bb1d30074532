"""Crisps at the play page's table (CRISPS.md): two seats, each a person or a bot, turn by turn.

:class:`CrispsTable` has the page-facing methods of every game's table (:class:`crisp_core.crisp.web.WebGame`,
:class:`crisp_core.cheat.web.CheatTable`): :meth:`CrispsTable.page_view` gives the table as one seat
sees it (JSON, cards as N1 text, every legal move of the person asked, the log in plain words),
:meth:`CrispsTable.play` takes a person's move as N2 text with the seat, and :meth:`CrispsTable.step`
makes one bot's move, or the table's pass under ``auto_skip`` (K7.3).  There is no clock: ``poll``
and ``ready_in`` are there so a page can drive every table the same way.

The log tells public facts only (K8): the cards played, a face-up card turned up or taken; a blind
card taken is told without naming it (K6.4).
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import NAMES, faces
from ..errors import IllegalAction, Seat
from ..locale import illegal, refusal_reason
from ..tables import HUMAN, Entry, PageTable, bounded, check_viewer
from . import GAME
from .actions import FACEUP, PASS, PLAY, Action
from .bots import CountingBot
from .combos import classify
from .counting import (beating_cards, choice_effects, other_hand_cards, plan_length, seat_actions,
                       unknown_cards)
from .deck import REMOVED, cards_of, mask_of, names_of
from .events import EV_PASS, EV_PLAY, EV_TAKE_BLIND, EV_TAKE_FACEUP, EV_TURN_UP, EV_WIN
from .game import CrispsRound
from .match import TARGET, CrispsMatch
from .observation import Observation
from .options import Options

KINDS = ("single", "pair", "run", "run_of_pairs", "three", "four")  # the page's names of combos.SINGLE ... FOUR
PHASES = ("play", "choose", "over")  # by CrispsRound.phase


class CrispsTable(PageTable):
    """A game of Crisps (rounds until a player has 3 points, K7.2) between two seats, each ``human`` or a
    bot (``random``, ``counting``).

    ``names`` are the seats' names (cleaned; defaults for missing ones); ``seed`` seeds the one generator
    of every random choice (the first starter, the deals, the bots' choices); ``special_runs``,
    ``no_faceup`` and ``auto_skip`` are the options of K1.3, K2.3 and K7.3.  The log is told in language
    ``lang`` (:meth:`set_language` changes it).  ``clock`` is accepted as every game's table accepts it (the page
    makes them alike): Crisps has no clock.
    """

    def __init__(self, seats: list[str], names: list[str], seed: int | None = None, lang: str = "en",
                 clock: Any = None, special_runs: bool = False, no_faceup: bool = False,
                 auto_skip: bool = False) -> None:
        self._sit(GAME, seats, names, seed, lang)
        for name, value in (("special_runs", special_runs), ("no_faceup", no_faceup), ("auto_skip", auto_skip)):
            if type(value) is not bool:
                raise ValueError(f"{name} must be true or false, not {bounded(repr(value), 40)}")
        options = Options(special_runs=special_runs, no_faceup=no_faceup, auto_skip=auto_skip)
        self.match = CrispsMatch(self.rng.randrange(2), options)  # K2.1: the first starter by lot
        self._deal()

    # ----------------------------------------------------------------------------- the game

    @property
    def round(self) -> CrispsRound:
        """The current round."""
        return self.match.rounds[-1]

    def _deal(self) -> None:
        rnd = self.match.deal(self.rng)
        self._told = 0  # the round's events already in the log
        self._notice: Entry | None = None
        self.log.tell("crisps.log.round", n=len(self.match.rounds))
        starter = self.names[rnd.starter]
        if rnd.faceup >= 0:
            self.log.tell("crisps.log.deal", name=starter, card=faces([rnd.faceup]))
        else:
            self.log.tell("crisps.log.deal.nofaceup", name=starter)

    def start_next_round(self) -> None:
        """Deal the next round (K2.1); refused while this round goes on, and once the game is over (K7.2)."""
        if self.match.over:
            raise self._refusal(illegal("K7.2", "crisps.refused.game_won", name=bounded(self.names[self.match.winner], 40),
                                     target=TARGET))
        if not self.round.is_over:
            raise self._refusal(illegal("K7.1", "crisps.refused.not_over", n=len(self.match.rounds)))
        self._deal()

    # ----------------------------------------------------------------------------- who moves

    def _table_passes(self) -> bool:
        """K7.3: under ``auto_skip``, the table passes for the mover who cannot follow."""
        return self.match.options.auto_skip and self.round.table_may_pass()

    def waiting(self) -> int | None:
        """The person who must move now, or None (a bot or the table moves, or the round is over)."""
        rnd = self.round
        if rnd.is_over or rnd.turn in self.bots or self._table_passes():
            return None
        return rnd.turn

    def can_step(self) -> bool:
        """True if :meth:`step` has a move to make: a bot's, or the table's pass (K7.3)."""
        rnd = self.round
        return not rnd.is_over and (rnd.turn in self.bots or self._table_passes())

    def ready_in(self) -> float:
        """Always 0: Crisps has no clock."""
        return 0.0

    def poll(self) -> bool:
        """Always False: Crisps has no clock."""
        return False

    # ----------------------------------------------------------------------------- moves

    def step(self) -> bool:
        """Make one move that is no person's choice: the table's pass (K7.3) or a bot's move; True if one was made."""
        if not self.can_step():
            return False
        rnd = self.round
        seat = rnd.turn
        if self._table_passes():
            entry = ("crisps.log.skip", {"name": self.names[seat]})
            self.log.add(entry)
            if seat not in self.bots:
                self._notice = entry
            action = Action.of(seat, PASS)
        else:
            legal = rnd.legal_actions()
            action = legal[0] if len(legal) == 1 else self.bots[seat].choose(rnd.observation(seat), legal, self.rng)
        rnd.apply(action)
        self._narrate()
        return True

    def play(self, text: str) -> None:
        """A person's move, N2 text with the seat (``"0 play 3c 4d 5s"``, ``"1 pass"``, ``"0 faceup"``,
        ``"0 blind"``); anything illegal is refused with :class:`IllegalAction` naming the rule, nothing changed."""
        try:
            action = Action.parse(text)
        except IllegalAction as err:
            raise self._refusal(err) from None
        if self.kinds[action.seat] != HUMAN:
            raise self._refusal(illegal("N2", "refused.not_person", seat=Seat(action.seat)))
        refused = self.round.refusal(action)
        if refused is not None:
            raise self._refusal(refused)
        self._notice = None
        self.round.apply(action)
        self._narrate()
        self.viewer = action.seat

    # ----------------------------------------------------------------------------- the log

    def _refusal(self, err: IllegalAction) -> IllegalAction:
        """A refusal told in the table's language, cut short."""
        return IllegalAction(err.rule, bounded(refusal_reason(self.log.lang, err), 160), action=err.action,
                             key=err.key, values=err.values)

    def _narrate(self) -> None:
        """Tell the round's new events: public facts only (K8)."""
        for entry in tell_events(self.match, self.names, self._told):
            self.log.add(entry)
        self._told = len(self.round.events)

    # ----------------------------------------------------------------------------- the page's view

    def hidden_cards(self, seat: int) -> frozenset[str]:
        """The cards ``seat`` cannot have seen now (K8.3, N1 names): the other hand's but the face-up cards it took,
        the blind deck's and the removed ones.  What a page sent to this seat may never name."""
        return frozenset(NAMES[c] for c in self.round.hidden_from(check_viewer(seat, 2)))

    def page_view(self, viewer: int | None = None, log_from: int = 0) -> str:
        """The table as ``viewer`` sees it (default: the person asked now, else the last person who moved),
        as JSON for the play page; the log's lines from ``log_from`` on."""
        waiting = self.waiting()
        viewer = check_viewer(viewer, 2) if viewer is not None else waiting if waiting is not None else self.viewer
        self.viewer = viewer
        rnd = self.round
        data = table_view(self.match, self.names, self.kinds, viewer, {viewer})
        data.update({
            "waiting": waiting, "humans": self.humans,
            "log": self.log.lines[log_from:], "log_length": len(self.log.lines),
            "notice": self.log.say(self._notice),
            "moves": [self._move(a) for a in rnd.legal_actions(waiting)] if waiting is not None else [],
            "clock": None,
        })
        return json.dumps(data)

    def _move(self, action: Action) -> dict[str, Any]:
        """A legal move as the page needs it: its N2 text, verb, and a play's cards and kind or the face-up card."""
        data: dict[str, Any] = {"text": str(action), "verb": action.word}
        if action.kind == PLAY:
            data["cards"] = [NAMES[c] for c in action.cards]
            data["kind"] = KINDS[classify(action.mask)[0]]
        elif action.kind == FACEUP:
            data["card"] = NAMES[self.round.faceup]
        return data


    # ----------------------------------------------------------------------------- the coach

    def coach(self, seat: int | None = None) -> str:
        """JSON: the coach's panel for ``seat`` (default: the seat last shown by :meth:`page_view`), from that
        seat's observation only (K8): see :func:`coach_report`; the advice only while ``seat`` is the person asked."""
        seat = self.viewer if seat is None else check_viewer(seat, 2)
        return json.dumps(coach_report(self.round.observation(seat), self.waiting() == seat))


def tell_events(match: CrispsMatch, names: list[str], start: int) -> list[Entry]:
    """The log entries of the current round's events from index ``start`` on: public facts only (K8); a blind
    card taken is told without naming it (K6.4).  Told right after the events happened (the scores are read
    from the match now)."""
    rnd = match.rounds[-1]
    entries: list[Entry] = []
    for code, seat, value in rnd.events[start:]:
        if code == EV_PLAY:
            kind = classify(value)[0]
            entries.append(("crisps.log.play", {"name": names[seat], "cards": faces(cards_of(value)),
                                                "kind": (f"crisps.kind.{KINDS[kind]}", {})}))
        elif code == EV_PASS:
            entries.append(("crisps.log.pass", {"name": names[seat], "winner": names[1 - seat]}))
        elif code == EV_TAKE_FACEUP:
            entries.append(("crisps.log.take.faceup", {"name": names[seat], "card": faces([value])}))
        elif code == EV_TAKE_BLIND:  # the card is seen by its taker only (K6.4)
            entries.append(("crisps.log.take.blind", {"name": names[seat]}))
        elif code == EV_TURN_UP:
            entries.append(("crisps.log.turn_up", {"card": faces([value])}))
        elif code == EV_WIN:
            scores = match.scores
            entries.append(("crisps.log.win", {"name": names[seat], "score": f"{scores[0]}–{scores[1]}"}))
            if match.over:
                entries.append(("crisps.log.game_over", {"name": names[seat]}))
    return entries


def table_view(match: CrispsMatch, names: list[str], kinds: list[str], viewer: int | None,
               shown: set[int]) -> dict[str, Any]:
    """The state of the current round of ``match`` as the play page draws it (the part of
    :meth:`CrispsTable.page_view` that a recorded game has too): the hands of the seats in ``shown`` (the
    other's only counted), the trick, the deck, the cards played and taken, the scores."""
    rnd = match.rounds[-1]
    over = rnd.is_over
    trick: list[dict] = []
    for code, seat, value in rnd.events:
        if code == EV_PASS:
            trick = []
        elif code == EV_PLAY:
            trick.append({"seat": seat, "cards": [NAMES[c] for c in cards_of(value)]})
    return {
        "game": "crisps", "viewer": viewer,
        "seats": [{"name": names[s], "kind": kinds[s], "count": rnd.hands[s].bit_count(),
                   "hand": [NAMES[c] for c in rnd.hand(s)] if s in shown else None} for s in range(2)],
        "number": len(match.rounds), "match_over": match.over,
        "result": {"winner": rnd.winner, "name": names[rnd.winner], "scores": match.scores} if over else None,
        "phase": PHASES[rnd.phase], "turn": None if over else rnd.turn, "starter": rnd.starter,
        "faceup": NAMES[rnd.faceup] if rnd.faceup >= 0 else None, "blind": len(rnd.blind), "removed": REMOVED,
        "trick": trick, "played": [NAMES[c] for c in cards_of(rnd.played)],
        "taken_faceup": [[NAMES[c] for c in cards_of(rnd.faceups_held[s])] for s in range(2)],
        "scores": match.scores, "winner": match.winner,
    }


def _play_data(action: Action) -> dict[str, Any]:
    """A play as the coach shows it: its N2 text, cards and kind."""
    return {"text": str(action), "cards": [NAMES[c] for c in action.cards], "kind": KINDS[classify(action.mask)[0]]}


def coach_report(obs: Observation, asked: bool) -> dict[str, Any]:
    """What the coach tells ``obs``'s seat, from that observation only (K8), for the play page's panel.

    Always: ``seat``, ``phase`` (``play``, ``choose``, ``over``), ``asked`` (``asked`` and the seat is to move),
    ``last`` (the play to beat: cards
    and kind; None when leading), ``plan`` (the fewest plays that empty the hand, :func:`.counting.plan_length`),
    ``unseen`` (how many cards the seat cannot place, K8.3), ``other`` (the other hand's size) and ``special``
    (the special rank, K1.2-K1.3).  While the seat
    is ``asked`` to move: ``plays``, its legal plays (:func:`.counting.seat_actions`), each with ``safe``: True when
    no combination of the cards the other player may hold follows it (:func:`.counting.beating_cards`); ``pass``:
    whether it may pass (K4.1-K4.2); ``advice``: what the counting bot would do in its seat
    (:meth:`.bots.CountingBot.decide`): ``verb``, ``text``, ``reason`` (:data:`.bots.REASONS`), the plan ``now``
    and ``after``, and for a play its cards, kind and ``beaters``, the cards the other player may hold that could
    beat it; in the choice of K6.1, ``choice``: the plan after taking the face-up card, and on average after a
    blind one (:func:`.counting.choice_effects`).
    """
    special_runs = obs.options.special_runs
    phase = "choose" if obs.phase == "choice" else obs.phase
    last = None
    if obs.last:
        last = {"cards": [NAMES[c] for c in obs.last], "kind": KINDS[classify(mask_of(obs.last))[0]]}
    data: dict[str, Any] = {
        "game": "crisps", "seat": obs.seat, "phase": phase, "asked": asked and obs.turn == obs.seat, "last": last,
        "plan": plan_length(obs.hand, special_runs), "unseen": len(unknown_cards(obs)), "other": obs.other_size,
        "special": "J" if special_runs else "Q", "plays": [], "pass": False, "advice": None, "choice": None,
    }
    if not data["asked"]:
        return data
    legal = seat_actions(obs)
    pool = other_hand_cards(obs)
    data["plays"] = [{**_play_data(a), "safe": not beating_cards(pool, classify(a.mask), special_runs)}
                     for a in legal if a.kind == PLAY]
    data["pass"] = any(a.kind == PASS for a in legal)
    decision = CountingBot().decide(obs, legal)
    action = decision.action
    advice: dict[str, Any] = {"verb": action.word, "text": str(action), "reason": decision.reason,
                              "now": decision.now, "after": decision.after}
    if action.kind == PLAY:
        advice.update(_play_data(action))
        advice["beaters"] = names_of(beating_cards(pool, classify(action.mask), special_runs))
    data["advice"] = advice
    if phase == "choose" and obs.faceup is not None:
        effects = choice_effects(obs)
        data["choice"] = {"faceup": NAMES[obs.faceup], "with_faceup": effects.with_faceup,
                          "blind_mean": float(effects.blind_mean)}
    return data
