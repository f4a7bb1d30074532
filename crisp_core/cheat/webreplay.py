"""Step through a recorded match of Cheat (a ``cheat/1`` record, CHEAT.md F1-F4) on the play page.

:class:`CheatReplay` has the interface of every game's replay (:class:`crisp_core.crisp.webreplay.Replay`): step 0
of each game is its
deal, then one step per action.  A frame is the table after a step in the view format of
:meth:`crisp_core.cheat.web.CheatTable.page_view` (drawn by the same function,
:func:`crisp_core.cheat.web.table_view`), with nobody to move, plus the step's action and what it did, in
words from the templates the table's log uses.  Seen by the whole table every hand is shown; seen by one
seat, only what that seat has seen (C6): its own hand and the cards challenges turned up.  Seats are called by
the names the record gives (F5), else "Seat 1", "Seat 2", … in the replay's language.
"""

from __future__ import annotations

import json

from ..locale import check_language, illegal, seat_name
from ..tables import Entry, final_data, parse_named_record, words
from .actions import DOUBT, PLAY
from .match import CheatMatch
from .observation import P_ANSWER, P_PLAY
from .record import load
from .web import tell_events, table_view

NO_MOVES = {"play": False, "doubters": [], "accept": None}


class CheatReplay:
    """A recorded match of Cheat, frame by frame; ``text`` is the record's JSON (refused with one short
    :class:`~crisp_core.errors.IllegalAction` if it is not a valid ``cheat/1`` record)."""

    def __init__(self, text: str, lang: str = "en") -> None:
        self.match: CheatMatch
        self.match, self.record_names = parse_named_record(text, load)
        self.kinds = ["record"] * self.match.players
        self.steps: list[tuple[int, int]] = [(g, k) for g, game in enumerate(self.match.games)
                                             for k in range(len(game.history) + 1)]
        if not self.steps:
            raise illegal("F", "cheat.refused.no_game_to_watch", unit="game")
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Seats' names (when the record gives none) and the frames' sentences in language ``lang`` from now on."""
        self.lang = check_language(lang)
        self.names = self.record_names or [seat_name(self.lang, s) for s in range(self.match.players)]

    def info(self) -> str:
        """JSON: the game, the number of steps, players, seats' names and games."""
        return json.dumps({"game": "cheat", "steps": len(self.steps), "players": self.match.players,
                           "names": self.names, "units": len(self.match.games)})

    def frame(self, i: int, viewer: int | None = None) -> str:
        """Step ``i`` (clamped to the steps there are) as JSON table data, seen by ``viewer`` (None or a seat
        out of range: the whole table), with the action and the sentences telling what the step did; the last
        step has ``final`` (:func:`~crisp_core.tables.final_data`: C5.3, a match counts each seat's wins, so
        its winners are the seats with the most), else None."""
        i = max(0, min(int(i), len(self.steps) - 1))
        players = self.match.players
        if viewer is not None and not 0 <= int(viewer) < players:
            viewer = None
        viewer = None if viewer is None else int(viewer)
        g, k = self.steps[i]
        full = self.match.games[g]
        match = CheatMatch(players, self.match.first_dealer)
        match.games = [game.clone() for game in self.match.games[:g]]
        game = match.start_game(full.deck)
        actions = full.history
        for action in actions[:max(0, k - 1)]:
            game.apply(action)
        revealed = tell_events(match, self.names, 0, None)[1]
        entries: list[Entry]
        if k == 0:
            entries = [("cheat.log.game", {"n": g + 1}),
                       ("cheat.log.deal", {"dealer": self.names[game.dealer], "first": self.names[game.turn]})]
        else:
            action = actions[k - 1]
            before = len(game.events)
            game.apply(action)
            entries = [("cheat.log.call", {"name": self.names[action.seat]})] if action.kind == DOUBT else []
            told, revealed = tell_events(match, self.names, before, revealed)
            entries += told
        last = actions[k - 1] if k else None
        open_play = game.phase == P_ANSWER or (game.phase == P_PLAY and last is not None and last.kind == PLAY)
        shown = set(range(players)) if viewer is None else {viewer}
        data = table_view(match, self.names, self.kinds, viewer, shown, open_play, revealed)
        data.update({"waiting": None, "humans": [], "moves": dict(NO_MOVES), "clock": None, "notice": None,
                     "step": i, "steps": len(self.steps), "action": None if last is None else str(last),
                     "lines": [words(self.lang, *entry) for entry in entries], "final": None})
        if i == len(self.steps) - 1:
            wins = self.match.wins
            most = max(wins)
            data["final"] = final_data(self.match.games[-1].is_over, [s for s, n in enumerate(wins) if n == most > 0],
                                       most)
        return json.dumps(data)
