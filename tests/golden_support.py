"""What the golden-record generators of the three games share (``tests/golden/regenerate.py``,
``tests/cheat/golden/regenerate.py``, ``tests/crisps/golden/regenerate.py``): the outcome of replaying each
record, the text of a golden file, and writing the folder."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any, Callable

from crisp_core.errors import IllegalAction


def outcomes(records: dict[str, dict], replay: Callable[[Any], dict]) -> dict[str, dict]:
    """Each record by name with what ``replay`` gives: ``{"record", "result"}`` or ``{"record", "error", "rule"}``."""
    out = {}
    for name, record in records.items():
        try:
            out[name] = {"record": record, "result": replay(record)}
        except IllegalAction as err:
            out[name] = {"record": record, "error": str(err), "rule": err.rule}
    return out


def render(case: dict) -> str:
    """A golden file's text: one round or list per line, so diffs stay readable."""
    return json.dumps(case, indent=1) + "\n"


def write(folder: Path, cases: dict[str, dict]) -> None:
    """Replace the golden files of ``folder`` by ``cases`` (``name.json`` each)."""
    for old in folder.glob("*.json"):
        old.unlink()
    for name, case in cases.items():
        (folder / f"{name}.json").write_text(render(case))
    print(f"wrote {len(cases)} golden files to {folder}")


def generator(folder: Path, name: str):
    """The module of ``folder``'s ``regenerate.py``, loaded under ``name`` (each game's folder has one)."""
    spec = importlib.util.spec_from_file_location(name, folder / "regenerate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_files(folder: Path, module) -> None:
    """The golden files of ``folder`` are exactly what its generator ``module`` makes now."""
    made = module.golden()
    cases = sorted(folder.glob("*.json"))
    assert sorted(made) == sorted(p.stem for p in cases), f"run python {folder / 'regenerate.py'}"
    for path in cases:
        assert path.read_text() == render(made[path.stem]), f"{path.name} differs from the generator"


def check_replay(path: Path, replay: Callable[[Any], dict]) -> None:
    """Replaying the record of golden file ``path`` gives its result, or refuses with its error and rule."""
    case = json.loads(path.read_text())
    if "error" in case:
        try:
            replay(case["record"])
        except IllegalAction as refused:
            assert str(refused) == case["error"] and refused.rule == case["rule"]
            assert isinstance(refused, ValueError)
        else:
            raise AssertionError(f"{path.name}: replayed, but should be refused: {case['error']}")
    else:
        assert replay(case["record"]) == case["result"]
