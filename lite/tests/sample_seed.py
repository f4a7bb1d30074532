"""The seed of the browser tests' samples (the lessons ``test_lessons.py`` and ``test_lesson_phone.py`` open): the
environment's ``CRISP_SAMPLE_SEED``, else one drawn at random once per pytest run.  ``conftest.py`` prints it in the
run's header, so ``CRISP_SAMPLE_SEED=<seed> python3 -m pytest …`` opens the same lessons again."""

from __future__ import annotations

import os
import random
from collections.abc import Mapping

SEED_VARIABLE = "CRISP_SAMPLE_SEED"


def sample_seed(environ: Mapping[str, str] = os.environ) -> int:
    """``CRISP_SAMPLE_SEED`` from ``environ`` as an integer, or a new seed in [0, 1 000 000) where it is unset or
    empty."""
    given = environ.get(SEED_VARIABLE, "").strip()
    return int(given) if given else random.SystemRandom().randrange(1_000_000)


SAMPLE_SEED = sample_seed()  # one seed for the whole run: every module that samples imports this one
