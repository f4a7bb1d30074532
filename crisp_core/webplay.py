"""A game against bots for a web page or a notebook: you act, the bots answer, the page redraws.

Everything a page needs comes back from :meth:`WebGame.view` as plain data: the table as your
seat sees it (HTML from :mod:`crisp_core.render`), the moves you may make with labels, what
happened since your last move, and the score screen at the end of a round.
"""

from __future__ import annotations

import json
import random
from html import escape
from typing import Sequence

from .actions import Action
from .bots import make_bot
from .cards import SLOTS
from .driver import next_choice, playable
from .match import Match
from .options import Options
from .render import table_html

LABELS = {"draw": "Draw from the stock", "take": "Take the discard", "discard": "Discard it",
          "jack": "Use the Jack: look at your M", "king": "Play the King: two more draws", "crisp": "Call crisp!",
          "pass": "No crisp"}


def action_label(action: Action) -> str:
    """Words for a button."""
    word = action.name
    if word == "swap":
        return f"Swap into {SLOTS[action.slot]}"
    if word == "queen":
        return f"Queen: your {SLOTS[action.slot]} ⇄ seat {action.target}'s {SLOTS[action.target_slot]}"
    return LABELS.get(word, word)


class WebGame:
    """A match with you in seat ``human`` and bots in the other seats."""

    def __init__(self, players: int = 3, bots: Sequence[str] = ("heuristic",), seed: int | None = None,
                 options: Options | None = None, human: int = 0, show_seen: bool = True) -> None:
        names = list(bots) if len(bots) == players - 1 else [bots[0]] * (players - 1)
        self.rng = random.Random(seed)
        self.match = Match(players, options)
        self.human = human
        self.show_seen = show_seen
        self.bots = {seat: make_bot(name) for seat, name in zip([s for s in range(players) if s != human], names)}
        self.names = ["You" if s == human else f"Seat {s} ({self.bots[s].name})" for s in range(players)]
        self.shown_events = 0
        self.news: list[str] = []
        self._deal()

    def _deal(self) -> None:
        self.scores_before = self.match.scores
        self.match.deal(self.rng)
        self.shown_events = 0
        self.news = []
        self._run_bots()

    @property
    def state(self):
        """The current round."""
        return self.match.round

    def _observation(self):
        return self.state.observation(self.human, self.scores_before)

    def _run_bots(self) -> None:
        """Let the bots (and forced moves) play until you have a choice or the round is over."""
        state = self.state
        while not state.is_over:
            seat, legal = next_choice(state)
            if seat == self.human and len(legal) > 1:
                break
            if len(legal) == 1:
                state.apply(legal[0])
            else:
                bot = self.bots[seat]
                obs = state.observation(seat, self.scores_before, getattr(bot, "uses_history", True))
                state.apply(bot.choose(obs, legal, self.rng))
        events = self.state.seen_events(self.human)
        self.news += [str(e) for e in events[self.shown_events:]]
        self.shown_events = len(events)

    def moves(self) -> list[Action]:
        """Your legal moves now (none while the round is over)."""
        state = self.state
        if state.is_over:
            return []
        return list(playable(state.legal_actions(self.human)))

    def act(self, action: str) -> str:
        """Play your move (N3 text, with or without your seat number); return :meth:`view`."""
        text = action if action.split(" ", 1)[0].isdigit() else f"{self.human} {action}"
        self.news = []
        self.state.apply(text)
        self._run_bots()
        return self.view()

    def next_round(self) -> str:
        """Deal the next round (or a new match once this one is over); return :meth:`view`."""
        if self.match.over:
            players = self.match.players
            self.match = Match(players, self.match.options)
        self._deal()
        return self.view()

    def result_html(self) -> str:
        """The score screen of the finished round."""
        state = self.state
        rows = []
        totals, scores = state.totals(), state.scores()
        match_scores = self.match.scores
        for seat in range(state.players):
            cards = " ".join(str(c) for c in state.hand(seat))
            called = " (called crisp)" if seat == state.caller else ""
            rows.append(f"<tr><td>{escape(self.names[seat])}{called}</td><td>{cards}</td><td>{totals[seat]}</td>"
                        f"<td>{scores[seat]}</td><td>{match_scores[seat]}</td></tr>")
        verdict = ""
        if self.match.over:
            winners = ", ".join(self.names[s] for s in self.match.winners)
            verdict = f"<p class='verdict'>The match is over. Lowest score wins: {escape(winners)}</p>"
        return ("<table class='scores'><tr><th>Player</th><th>Cards</th><th>Total</th><th>Round</th><th>Match</th></tr>"
                + "".join(rows) + "</table>" + verdict)

    def view(self) -> str:
        """Everything the page draws, as JSON: ``table`` (HTML), ``moves`` (text and label), ``news``
        (what you saw happen), ``round_over``, ``match_over``, ``result`` (HTML score screen)."""
        state = self.state
        moves = self.moves()
        return json.dumps({
            "table": table_html(self._observation(), self.names, hide_own=not self.show_seen),
            "moves": [{"action": str(a), "label": action_label(a)} for a in moves],
            "news": self.news,
            "prompt": self._prompt(),
            "round_over": state.is_over,
            "match_over": self.match.over,
            "result": self.result_html() if state.is_over else "",
        })

    def _prompt(self) -> str:
        state = self.state
        if state.is_over:
            return "The round is over."
        if state.window_seat == self.human:
            return "Your turn is over. Call crisp if you think your total is strictly the lowest."
        if state.held is not None:
            return "Choose what to do with the card you drew."
        return "Your turn: draw."
