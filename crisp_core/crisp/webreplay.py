"""Step through a recorded match of Crisp (a ``crisp/1`` record, RULES.md F) on the play page.

:class:`Replay` has the interface of every game's replay (:attr:`crisp_core.games.Game.replay_table`): step 0 of
each round is its deal, then one step per action.  A frame is the table after a step in the view format of
:meth:`crisp_core.crisp.web.WebGame.page_view` (drawn by the same function,
:func:`crisp_core.crisp.web.table_data`), with the sentences telling what the step did.  Seats are called by the
names the record gives (F5), else "Seat 1", "Seat 2", … in the replay's language.
"""

from __future__ import annotations

import json

from ..errors import IllegalAction
from ..locale import DEFAULT, check_language, seat_name
from ..locale import text as localized
from ..tables import final_data, parse_named_record
from . import GAME
from .narrate import narrate, table_events
from .record import load
from .round import RoundState
from .web import round_result, table_data


class Replay:
    """Step through a recorded match: step ``i`` is a round's deal or the state after one more action.

    Seats are called by the names the record gives (F5), else "Seat 1", "Seat 2", … in the replay's language."""

    def __init__(self, text: str, lang: str = DEFAULT) -> None:
        self.match, self.record_names = parse_named_record(text, load)
        n = self.match.players
        self.set_language(lang)
        self.kinds = ["record"] * n
        self.steps: list[tuple[int, int]] = []
        for r, rnd in enumerate(self.match.rounds):
            self.steps += [(r, k) for k in range(len(rnd.history) + 1)]
        if not self.steps:
            raise IllegalAction("F", "the record holds no round to watch")

    def set_language(self, lang: str) -> None:
        """Seats' names (when the record gives none) and the frames' sentences in language ``lang`` from now on."""
        self.lang = check_language(lang)
        self.names = self.record_names or [seat_name(lang, s) for s in range(self.match.players)]

    def info(self) -> str:
        """JSON: the game, the number of steps, players, rounds (``units``) and the options."""
        return json.dumps({"game": GAME.name, "steps": len(self.steps), "players": self.match.players,
                           "units": len(self.match.rounds), "options": self.match.options.to_dict(),
                           "names": self.names})

    def frame(self, i: int, viewer: int | None = None) -> str:
        """Step ``i`` as JSON table data, seen by ``viewer`` (None or -1: the whole table), with the
        sentence(s) telling what the step did; at a round's end its ``result`` with the reason for every
        score (as the live table gives it); the seats' ``score`` and ``totals`` are the match's totals at
        this step; the last step has ``final`` (see :func:`final_data`), else None."""
        i = max(0, min(int(i), len(self.steps) - 1))
        if viewer is not None and not 0 <= int(viewer) < self.match.players:
            viewer = None
        r, k = self.steps[i]
        full = self.match.rounds[r]
        state = RoundState.dealt(full.players, list(full.deck), full.dealer, full.options)
        actions = full.history
        before = len(state.events)
        for a in actions[:k]:
            before = len(state.events)
            state.apply(a)
        scores = [0] * full.players
        for rnd in self.match.rounds[:r]:
            scores = [a + b for a, b in zip(scores, rnd.scores())]
        totals = [a + b for a, b in zip(scores, state.scores())] if state.is_over else scores
        data = table_data(state, viewer, self.names, self.kinds, scores)
        for seat, total in zip(data["seats"], totals):  # a round's end counts on the badges at once
            seat["score"] = total
        if k == 0:
            lines = [localized(self.lang, "replay.deal", n=r + 1, dealer=self.names[full.dealer])]
        else:
            events = table_events(state) if viewer is None else state.seen_events(viewer)
            lines = [narrate(e, self.names, self.lang) for e in events[before:]]
        final = None
        if i == len(self.steps) - 1:  # the winners (R11.5), or who has the lowest total once a round is done
            match = self.match
            best = min(match.scores)
            done = any(rnd.is_over for rnd in match.rounds)
            leaders = [s for s, v in enumerate(match.scores) if v == best] if done else []
            final = final_data(match.over, leaders, best)
        data.update({"step": i, "steps": len(self.steps), "round": r + 1, "action": str(actions[k - 1]) if k else None,
                     "lines": lines, "result": round_result(state, self.names) if state.is_over else None,
                     "totals": totals, "final": final})
        return json.dumps(data)
