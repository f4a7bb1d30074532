"""Step through a recorded game of Crisps (a ``crisps/1`` record, CRISPS.md F) on the play page.

:class:`CrispsReplay` has the interface of every game's replay (:class:`crisp_core.crisp.webreplay.Replay`): step 0
of each round is its deal, then one step per action.  A frame is the table after a step in the view format of
:meth:`crisp_core.crisps.web.CrispsTable.page_view` (drawn by the same function,
:func:`crisp_core.crisps.web.table_view`), with nobody to move, plus the step's action and what it did, in
words from the templates the table's log uses.  Seen by the whole table both hands are shown; seen by one
seat, only what that seat has seen (K8): its own hand and the public cards.  Seats are called by the names the
record gives (F5), else "Seat 1" and "Seat 2" in the replay's language.
"""

from __future__ import annotations

import json

from ..cards import faces
from ..locale import check_language, illegal, seat_name
from ..tables import Entry, final_data, parse_named_record, words
from .match import CrispsMatch
from .record import load
from .web import tell_events, table_view


class CrispsReplay:
    """A recorded game of Crisps, frame by frame; ``text`` is the record's JSON (refused with one short
    :class:`~crisp_core.errors.IllegalAction` if it is not a valid ``crisps/1`` record)."""

    def __init__(self, text: str, lang: str = "en") -> None:
        self.match: CrispsMatch
        self.match, self.record_names = parse_named_record(text, load)
        self.kinds = ["record"] * 2
        self.steps: list[tuple[int, int]] = [(r, k) for r, rnd in enumerate(self.match.rounds)
                                             for k in range(len(rnd.history) + 1)]
        if not self.steps:
            raise illegal("F", "refused.no_round_to_watch")
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Seats' names (when the record gives none) and the frames' sentences in language ``lang`` from now on."""
        self.lang = check_language(lang)
        self.names = self.record_names or [seat_name(self.lang, s) for s in range(2)]

    def info(self) -> str:
        """JSON: the game, the number of steps, players, seats' names and rounds."""
        return json.dumps({"game": "crisps", "steps": len(self.steps), "players": 2, "names": self.names,
                           "units": len(self.match.rounds)})

    def frame(self, i: int, viewer: int | None = None) -> str:
        """Step ``i`` (clamped to the steps there are) as JSON table data, seen by ``viewer`` (None or a seat
        out of range: the whole table), with the action and the sentences telling what the step did; the last
        step has ``final`` (:func:`~crisp_core.tables.final_data`: the game's winner, K7.2, or who leads when the
        record stops before), else None."""
        i = max(0, min(int(i), len(self.steps) - 1))
        if viewer is not None and not 0 <= int(viewer) < 2:
            viewer = None
        viewer = None if viewer is None else int(viewer)
        r, k = self.steps[i]
        full = self.match.rounds[r]
        match = CrispsMatch(self.match.first_player, self.match.options)
        match.rounds = [rnd.clone() for rnd in self.match.rounds[:r]]
        rnd = match.start_round(full.deck)
        actions = full.history
        before = len(rnd.events)
        for action in actions[:k]:
            before = len(rnd.events)
            rnd.apply(action)
        entries: list[Entry]
        if k == 0:
            entries = [("crisps.log.round", {"n": r + 1})]
            if rnd.faceup >= 0:
                entries.append(("crisps.log.deal", {"name": self.names[rnd.starter], "card": faces([rnd.faceup])}))
            else:
                entries.append(("crisps.log.deal.nofaceup", {"name": self.names[rnd.starter]}))
        else:
            entries = tell_events(match, self.names, before)
        shown = {0, 1} if viewer is None else {viewer}
        data = table_view(match, self.names, self.kinds, viewer, shown)
        data.update({"waiting": None, "humans": [], "moves": [], "clock": None, "notice": None,
                     "step": i, "steps": len(self.steps), "action": str(actions[k - 1]) if k else None,
                     "lines": [words(self.lang, *entry) for entry in entries], "final": None})
        if i == len(self.steps) - 1:
            scores = self.match.scores
            most = max(scores)
            data["final"] = final_data(self.match.over, [s for s, n in enumerate(scores) if n == most > 0], most)
        return json.dumps(data)
