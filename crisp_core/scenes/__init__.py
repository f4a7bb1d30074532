"""Scenes: arranged deals with scripted actions that show one rule on cue, for lessons and tests.

A :class:`Scene` is a round dealt from an arranged deck (:func:`crisp_core.arranged_deck`) and
the actions played in it, with a caption for the steps worth a word.  Scenes live in the modules
of this package (each defines ``SCENES``, a tuple of scenes); :func:`scene` finds one by key.

>>> king = scene("king_chain")
>>> len(king.states()) == len(king.actions) + 1
True
"""

from __future__ import annotations

from functools import cache
from typing import Mapping, NamedTuple

from ..cards import Card
from ..crisp.options import Options
from ..crisp.record import load
from ..crisp.round import RoundState
from ..lesson_parts import collect
from ..locale import language, text
from ..translations import scene_text

RECORD_KEY = "record-round-"  # a record's round as a scene: RECORD_KEY + the round's index
HEURISTIC_TABLE_KEY = "heuristic_table_"  # a round of heuristic bots dealt with a seed: its title is text


class Scene(NamedTuple):
    """One scripted round: ``deck`` (top first) dealt by ``dealer`` to ``players`` with ``options``,
    then ``actions`` (N3 text) in order.  ``captions[i]`` tells step ``i`` (0 is the deal, ``i``
    the state after the ``i``-th action) in plain words; ``rules`` are the rule IDs it shows."""

    key: str
    title: str
    players: int
    deck: tuple[Card, ...]
    actions: tuple[str, ...]
    dealer: int = 0
    options: Options = Options()
    captions: Mapping[int, str] = {}
    rules: tuple[str, ...] = ()

    def start(self) -> RoundState:
        """The round as dealt, before any action."""
        return RoundState(self.players, self.deck, self.dealer, self.options)

    def words(self, lang: str | None = None) -> tuple[str, dict[int, str]]:
        """The title and captions in ``lang`` (None: the lessons' language): the scene's translation where it
        has one (:mod:`crisp_core.translations`), a record's round named in ``lang``, else the English text."""
        lang = language(lang)
        if self.key.startswith(RECORD_KEY) and not self.captions:
            return text(lang, "ui.record_round", n=int(self.key[len(RECORD_KEY):]) + 1), {}
        if self.key.startswith(HEURISTIC_TABLE_KEY) and not self.captions:
            return text(lang, "ui.heuristic_table", seed=int(self.key[len(HEURISTIC_TABLE_KEY):])), {}
        found = scene_text(lang, self.key) or {}
        captions = {int(k): v for k, v in (found.get("captions") or {}).items()}
        return (found.get("title") or self.title,
                {step: captions.get(step) or caption for step, caption in self.captions.items()})

    def states(self) -> list[RoundState]:
        """The round after 0, 1, ... ``len(actions)`` actions (independent copies)."""
        state = self.start()
        states = [state.clone()]
        for action in self.actions:
            state.apply(action)
            states.append(state.clone())
        return states


def record_scene(record: object, round_index: int = 0) -> Scene:
    """Round ``round_index`` of a ``crisp/1`` record as a scene (the record is checked first: a
    broken one raises :class:`~crisp_core.errors.IllegalAction`, F4)."""
    match = load(record)
    if not 0 <= round_index < len(match.rounds):
        raise ValueError(f"the record has {len(match.rounds)} round(s); there is no round {round_index}")
    rnd = match.rounds[round_index]
    return Scene(f"{RECORD_KEY}{round_index}", text("en", "ui.record_round", n=round_index + 1), match.players,
                 tuple(rnd.deck), tuple(str(a) for a in rnd.history), rnd.dealer, match.options)


@cache
def all_scenes() -> dict[str, Scene]:
    """Every scene of every module of this package, by key."""
    return collect(__name__, __path__, "SCENES")


def scene(key: str) -> Scene:
    """The scene with this key."""
    scenes = all_scenes()
    if key not in scenes:
        raise KeyError(f"no scene {key!r}; known: {', '.join(sorted(scenes))}")
    return scenes[key]
