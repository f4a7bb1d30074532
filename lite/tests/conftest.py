"""The site's tests: the run's header names the seed of the browser tests' samples (``sample_seed.py``)."""

from __future__ import annotations

from lite.tests.sample_seed import SAMPLE_SEED, SEED_VARIABLE


def pytest_report_header() -> str:
    """The line that makes a run's browser sample reproducible: ``browser sample: CRISP_SAMPLE_SEED=<seed>``."""
    return f"browser sample: {SEED_VARIABLE}={SAMPLE_SEED}"
