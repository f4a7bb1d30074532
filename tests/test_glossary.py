"""docs/GLOSSARY.md: the shared glossary's table with a column for Portuguese of Portugal (issue 33).

The shared glossary (``../shared/GLOSSARY.md``, beside a checkout) is the source of the other languages' words: the
project's copy keeps its text and every one of its columns word for word, and adds only the pt-PT column (and a
paragraph about it).  The pt-PT words it lists are the ones the pt-PT edition uses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crisp_core.locale import TEXTS
from lite.site_catalogue import catalogs

ROOT = Path(__file__).resolve().parent.parent
COPY = ROOT / "docs" / "GLOSSARY.md"
SHARED = ROOT.parent / "shared" / "GLOSSARY.md"


def table(text: str) -> list[list[str]]:
    """The rows of the first Markdown table of ``text`` (its header first), each a list of cells."""
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows]


def test_the_copy_adds_a_column_for_portugal_to_every_row():
    rows = table(COPY.read_text(encoding="utf-8"))
    assert rows[0][-1] == "Português (Portugal)" and rows[0][1] == "Português (Brasil)"
    assert len(rows) > 20 and all(len(row) == 5 and row[-1] for row in rows)


@pytest.mark.skipif(not SHARED.exists(), reason="a plain clone has no ../shared; the copy is checked on its own")
def test_every_other_column_and_line_is_the_shared_glossarys():
    shared, copy = SHARED.read_text(encoding="utf-8"), COPY.read_text(encoding="utf-8")
    assert [row[:4] for row in table(copy)] == table(shared)
    copy_lines = copy.splitlines()
    assert all(line in copy_lines for line in shared.splitlines() if not line.startswith("|"))


def european_text() -> str:
    """Everything the pt-PT edition shows: its lessons' prose, its words, its site catalogue and rules pages."""
    site = " ".join(catalogs()["pt-PT"].values())
    parts = [" ".join(TEXTS["pt-PT"].values()),  # the engine's words and the games' (registered by catalogs())
             (ROOT / "crisp_core" / "translations" / "pt_PT" / "words.py").read_text(encoding="utf-8"),
             site]
    parts += [path.read_text(encoding="utf-8") for path in (ROOT / "lite" / "site" / "rules").glob("*.pt-PT.md")]
    for path in (ROOT / "notebooks" / "pt-PT").glob("*.ipynb"):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        parts += ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]
    return "\n".join(parts).lower()


def test_the_edition_of_portugal_uses_the_words_its_column_lists():
    text = european_text()
    missing = []
    for row in table(COPY.read_text(encoding="utf-8"))[1:]:
        for word in re.split(r" / |, | \(|\)", row[-1]):
            word = word.strip(" ()").lower()
            if word and word not in text:
                missing.append(f"{row[0]}: {word}")
    assert missing == []
