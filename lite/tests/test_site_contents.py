"""The site's copy of the lessons (lite/build.py's as_served), as the lesson view (lite/app/lesson-view.js) reads it."""

from __future__ import annotations

import json

from site_fixtures import NOTEBOOKS, site_build


def read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_site_serves_lessons_as_the_lesson_view_reads_them():
    """Every text in one string (JupyterLite shows a list of lines joined by commas until the cell runs again),
    code collapsed, no execution counts, and the lesson's number and language in its metadata."""
    notebook = site_build().as_served(read(next(NOTEBOOKS.glob("01-*.ipynb"))), "01")
    assert notebook["metadata"]["crisp"] == {"lang": "en", "lesson": "01"}
    for cell in notebook["cells"]:
        assert isinstance(cell["source"], str)
        if cell["cell_type"] == "code":
            assert cell["metadata"]["jupyter"]["source_hidden"] is True and cell["execution_count"] is None
            for output in cell["outputs"]:
                assert isinstance(output.get("text", ""), str)
                assert all(isinstance(v, (str, dict)) for v in output.get("data", {}).values())
    served = site_build().as_served(read(next((NOTEBOOKS / "pt").glob("01-*.ipynb"))), "01")
    assert served["metadata"]["crisp"] == {"lang": "pt", "lesson": "01"}
    assert 'use_language("pt")' in next(c["source"] for c in served["cells"] if c["cell_type"] == "code")
    assert json.dumps(served)  # still a notebook
