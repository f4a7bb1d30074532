"""The site's copy of the lessons (lite/build.py's as_served), as JupyterLite's apps and the light pages read it; the
build's named phases (python3 -m lite.build --list)."""

from __future__ import annotations

import json

import pytest

from lite import build
from lite.tests.site_fixtures import NOTEBOOKS


def read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_site_serves_lessons_as_jupyterlite_shows_them():
    """Every text in one string (JupyterLite shows a list of lines joined by commas until the cell runs again), no
    execution counts, the code shown (a reader opens the app to change it), a translation's language kept."""
    notebook = build.as_served(read(next(NOTEBOOKS.glob("01-*.ipynb"))))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code and all(isinstance(cell["source"], str) for cell in notebook["cells"])
    for cell in code:
        assert cell["execution_count"] is None
        assert not cell.get("metadata", {}).get("jupyter", {}).get("source_hidden")
        for output in cell["outputs"]:
            assert output.get("execution_count") is None
            assert isinstance(output.get("text", ""), str)
            assert all(isinstance(v, (str, dict)) for v in output.get("data", {}).values())
    served = build.as_served(read(next((NOTEBOOKS / "pt").glob("01-*.ipynb"))))
    assert served["metadata"]["crisp"]["lang"] == "pt"
    assert 'use_language("pt")' in next(c["source"] for c in served["cells"] if c["cell_type"] == "code")
    assert json.dumps(served)  # still a notebook


def test_the_packages_file_keeps_bytecode_alone_but_for_the_engine_and_leaves_out_what_no_lesson_reads():
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


def test_the_build_runs_named_phases_each_after_the_one_it_needs():
    names = [phase.name for phase in build.PHASES]
    assert names == ["pyodide", "jupyterlite", "pages", "offline", "compress", "release"]
    assert all(phase.needs is None or phase.needs in names[:i] for i, phase in enumerate(build.PHASES))
    listed = build.list_phases().splitlines()
    assert [line.split()[0] for line in listed] == names and listed[2].endswith("(needs jupyterlite)")
    with pytest.raises(SystemExit, match=r"no such phase: \['nope'\]"):
        build.build(["pages", "nope"])


def test_a_phase_run_alone_names_the_phase_it_needs_first(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "OUTPUT", tmp_path / "_output")
    with pytest.raises(SystemExit, match=r"run the phase 'jupyterlite' first \(python3 -m lite.build --only jupyterlite\)"):
        build.phase_pages(build.BuildState())
