"""The documentation the repository ships stays true."""

from __future__ import annotations

import pytest

import difflib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def project_additions(copy: str, canonical: str) -> list[tuple[str, list[str]]]:
    """What ``copy`` adds to ``canonical``, as (section heading, added lines); raises if it changes or drops a line
    of ``canonical``: the project's copy may only add to the rules it was given."""
    ours, theirs = copy.splitlines(), canonical.splitlines()
    added: list[tuple[str, list[str]]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, theirs, ours, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            raise AssertionError(f"the copy changes or drops canonical lines {i1 + 1}-{i2}: {theirs[i1:i2][:3]}")
        if tag == "insert":
            heading = next((line for line in reversed(ours[:j1]) if line.startswith("## ")), "")
            added.append((heading, ours[j1:j2]))
    return added


@pytest.mark.parametrize("name", ["RULES.md", "CHEAT.md", "CRISPS.md"])
def test_the_rules_copies_keep_the_canonical_rules_and_add_only_record_fields(name):
    """docs/ holds the canonical rules (../shared/, beside a checkout of the project) word for word; the project
    adds only to a record format's section F (e.g. RULES.md F5, the seats' names), each addition a new item."""
    copy = (ROOT / "docs" / name).read_text()
    canonical = ROOT.parent / "shared" / name
    if canonical.exists():  # a plain clone has only the copy
        for heading, lines in project_additions(copy, canonical.read_text()):
            assert heading.startswith("## F "), (name, heading, lines[:2])
            assert re.match(r"- F\d+ ", lines[0]), (name, lines[0])
    assert "## F Record format" in copy


def test_an_addition_is_told_apart_from_a_change():
    canonical = "## R1 Cards\n- R1.1 A deck.\n## F Record format\n- F1 JSON.\n"
    assert project_additions(canonical + "- F5 `names` may be given.\n", canonical) == [
        ("## F Record format", ["- F5 `names` may be given."])]
    with pytest.raises(AssertionError):
        project_additions(canonical.replace("A deck", "Two decks"), canonical)


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
    import crisp_core.crisp.probability

    for module in (crisp_core, crisp_core.crisp.probability):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
