"""Notebook widgets for the lessons (the optional ``notebook`` extra: ``pip install crisp_core[notebook]``).

They draw with :mod:`crisp_core.crisp.render` and :mod:`crisp_core.views` and hold no game logic:

- :class:`StepPlayer` — a scene or a recorded round, step by step, told in plain words;
- :class:`TableView` and :class:`KnowledgeGrid` — one state: the truth beside what seats know;
- :class:`Check` / :func:`checks` — check-yourself questions;
- :class:`SimulationRunner` — bots play with a progress bar;
- :class:`Leaderboard` — a small tournament of bots, yours among them;
- :class:`PlayWidget` and :class:`RoundExplorer` — play a match, watch bots play;
- :class:`MatchTable` — a match round by round;
- :class:`GuessTotal`, :class:`MiddleDeals` and :class:`ThresholdLab` — a guess, a number of deals, a calling
  threshold: choose, press a button, read the result.
"""

from .experiments import GuessTotal, MiddleDeals, ThresholdLab
from .leaderboard import Leaderboard
from .play import MatchTable, PlayWidget, RoundExplorer
from .quiz import Check, checks
from .runner import SimulationRunner
from .steps import KnowledgeGrid, StepPlayer, TableView

__all__ = ["Check", "GuessTotal", "KnowledgeGrid", "Leaderboard", "MatchTable", "MiddleDeals", "PlayWidget", "RoundExplorer",
           "SimulationRunner", "StepPlayer", "TableView", "ThresholdLab", "checks"]
