"""The layers of crisp_core, read from its import statements (every one, a function's own included; those only for
type checkers aside): the shared layer imports no game, a game imports only the shared layer and itself, and no
two packages import each other, even through others.  And at run time, in a fresh interpreter: importing a shared
module (or the root package) loads no game's module, importing a game loads no other game's.  See
crisp_core/README.md."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crisp_core.games import packages

PACKAGE = Path(__file__).resolve().parent.parent / "crisp_core"
GAMES = {package.split(".")[1] for package in packages()}  # the game packages, as the registry discovers them
# the shared layer: what every game uses, and nothing of any game (crisp_core/README.md)
SHARED = {"cards", "decks", "errors", "games", "locale", "protocols", "records", "stats", "tables",
          "translations.words"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported(path: Path) -> set[str]:
    """The crisp_core modules (or packages) that the module at ``path`` imports."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    class Imports(ast.NodeVisitor):
        def visit_If(self, node: ast.If) -> None:
            if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
                for child in node.orelse:
                    self.visit(child)
            else:
                self.generic_visit(node)

        def visit_Import(self, node: ast.Import) -> None:
            found.update(alias.name for alias in node.names if alias.name.split(".")[0] == "crisp_core")

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module.split(".")[0] != "crisp_core":
                return
            for alias in node.names:  # "from . import games" imports a module; "from . import GAME" a name
                found.add(f"{module}.{alias.name}" if f"{module}.{alias.name}" in MODULES else module)

    Imports().visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def unit(module: str) -> str:
    """The part of crisp_core a module belongs to: its top-level package or module (the language words of the
    lessons, ``translations.words`` and its languages' tables, on their own: the shared layer's)."""
    parts = module.split(".")
    if len(parts) == 1:
        return "crisp_core"
    return "translations.words" if parts[1] == "translations" and parts[-1] == "words" else parts[1]


EDGES = {(unit(name), unit(target)) for name, path in MODULES.items() for target in imported(path)}


def test_the_shared_layer_imports_no_game_and_nothing_above_it():
    wrong = sorted((a, b) for a, b in EDGES if a in SHARED and b not in SHARED)
    assert wrong == []


def test_a_game_imports_only_the_shared_layer_and_itself():
    assert {"crisp", "cheat", "crisps"} <= GAMES
    wrong = sorted((a, b) for a, b in EDGES if a in GAMES and b != a and b not in SHARED)
    assert wrong == []


def test_no_import_circle_between_packages():
    graph: dict[str, set[str]] = {}
    for a, b in EDGES:
        if a != b:
            graph.setdefault(a, set()).add(b)

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            node = todo.pop()
            if node == goal:
                return True
            if node not in seen:
                seen.add(node)
                todo += graph.get(node, ())
        return False

    circles = sorted((a, b) for a, b in EDGES if a != b and reaches(b, a))
    assert circles == []


def test_the_graph_is_read():
    assert ("cheat", "records") in EDGES and ("crisp", "tables") in EDGES and ("widgets", "crisp") in EDGES


def loaded_by(*modules: str) -> list[str]:
    """The crisp_core modules a fresh interpreter (this tree's crisp_core on its path) has loaded once it has
    imported ``modules``."""
    code = (f"import json, sys, {', '.join(modules)}; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('crisp_core'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=PACKAGE.parent, env=dict(os.environ, PYTHONPATH=str(PACKAGE.parent)))
    return json.loads(run.stdout)


@pytest.mark.subprocess
@pytest.mark.parametrize("module", ["crisp_core"] + sorted(f"crisp_core.{name}" for name in SHARED))
def test_importing_a_shared_module_loads_no_game(module):
    assert [name for name in loaded_by(module) if unit(name) in GAMES] == []


@pytest.mark.subprocess
@pytest.mark.parametrize("package", packages())
def test_importing_a_game_loads_no_other_game(package):
    game = package.split(".")[1]
    assert [name for name in loaded_by(package) if unit(name) in GAMES - {game}] == []
    every_module = sorted(name for name in MODULES if unit(name) == game)
    assert [name for name in loaded_by(*every_module) if unit(name) in GAMES - {game}] == []

