"""Crisp's bots: players that decide from a seat's observation only (see :class:`crisp_core.protocols.Bot`).

The ladder, weakest first: ``random``, ``forgetful``, ``heuristic``, ``expert``; ``friendly`` is
``heuristic`` that lets every seat play a few turns before it calls crisp (for new players).
"""

from __future__ import annotations

from typing import Callable

from ...protocols import Bot
from .base import CardCount
from .expert import ExpertBot
from .forgetful import ForgetfulBot
from .friendly import FriendlyBot
from .heuristic import HeuristicBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "forgetful": ForgetfulBot,
    "friendly": FriendlyBot,
    "heuristic": HeuristicBot,
    "expert": ExpertBot,
}


def make_bot(name: str, **params) -> Bot:
    """A new bot by name (``random``, ``forgetful``, ``friendly``, ``heuristic``, ``expert``)."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None
    return factory(**params)


__all__ = ["BOTS", "CardCount", "ExpertBot", "ForgetfulBot", "FriendlyBot", "HeuristicBot", "RandomBot",
           "make_bot"]
