"""The documentation the repository ships stays true."""

from __future__ import annotations

import pytest

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_rules_copy_matches_the_canonical_rules_when_present():
    canonical = ROOT.parent / "shared" / "RULES.md"
    if canonical.exists():  # beside a checkout of the project; a plain clone has only the copy
        assert (ROOT / "docs" / "RULES.md").read_text() == canonical.read_text()
    assert "## R11 Scoring and the match" in (ROOT / "docs" / "RULES.md").read_text()


@pytest.mark.subprocess
def test_readme_api_example_runs():
    readme = (ROOT / "README.md").read_text()
    code = re.search(r"## The engine in ten lines\n\n```python\n(.*?)```", readme, re.S).group(1)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    # the observations of seats 1 and 2 of the API, told as a person reads seats, from 1
    assert "seat 2's view" in done.stdout and "seat 3's view" in done.stdout


def test_worked_examples_in_docstrings():
    import doctest

    import crisp_core
    import crisp_core.probability

    for module in (crisp_core, crisp_core.probability):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
