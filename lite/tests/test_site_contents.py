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


def test_the_packages_file_keeps_bytecode_alone_but_for_the_engine_and_leaves_out_what_no_lesson_reads():
    build = site_build()
    files = {"IPython/core/a.py": b"src", "IPython/core/__pycache__/a.cpython-314.pyc": b"code",
             "IPython/__init__.py": b"src", "IPython/__pycache__/__init__.cpython-314.pyc": b"init",
             "crisp_core/round.py": b"src", "crisp_core/__pycache__/round.cpython-314.pyc": b"code",
             "pygments/lexer.py": b"src", "traitlets/data.json": b"{}"}
    assert build.sourceless(files) == {"IPython/core/a.pyc": b"code", "IPython/__init__.pyc": b"init",
                                       "crisp_core/round.py": b"src",
                                       "crisp_core/__pycache__/round.cpython-314.pyc": b"code",
                                       "pygments/lexer.py": b"src", "traitlets/data.json": b"{}"}
    left_out = ["jedi/__init__.py", "parso/python/tree.py", "jedi-0.19.2.dist-info/METADATA",
                "prompt_toolkit/shortcuts.py", "IPython/core/tests/test_x.py", "pygments/lexers/rust.py",
                "pygments/lexers/__pycache__/rust.cpython-314.pyc"]
    kept = ["IPython/core/completer.py", "pygments/lexers/python.py", "pygments/lexers/__init__.py",
            "pygments/lexers/__pycache__/shell.cpython-314.pyc", "pygments/lexer.py", "pygments/lexers/_mapping.py"]
    assert [name for name in left_out if not build.NOT_PACKED.match(name)] == []
    assert [name for name in kept if build.NOT_PACKED.match(name)] == []
