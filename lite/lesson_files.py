"""The lessons' kernel's own small standard library and packages file (build time).

The kernel (lite/kernel/boot.mjs) would load Pyodide's whole standard library (``python_stdlib.zip``) and every
file of its packages' wheels (``kernel-packages.<hash>.gz``, lite/build.py); a lesson imports well under half of
each.  ``lite/lesson-imports.json`` lists the modules a kernel imported while every lesson ran in Chromium, with a
Tab completion, an inspection and an error's traceback (``python3 -m lite.trace_lesson_imports`` writes it, on a
built site; it is kept in the repository, so that a build needs no browser).  :func:`lesson_files` writes the
small copies beside the full files, named by their content:

- ``lesson-stdlib.<16 hex>.zip``: the standard library's traced modules and its few data files, stored (the host's
  gzip or Brotli compresses the whole archive at once), its modules as bytecode (lite/build.py has
  lite/precompile.mjs compile them: Python never keeps the bytecode it compiles from a zip archive, so a kernel
  started without a kernel image compiled every module again);
- ``lesson-packages.<16 hex>.gz``: the packages file's traced modules, all of crisp_core (the lessons' own code:
  a widget's button may reach any of it, and its modules may move without the trace being made again), and every
  data and metadata file but what no page reads (``play_files.left_out``: the games' words on the site's pages,
  the wheels' RECORD; and METADATA's long description).

The full files stay in the site: a module they hold that the small ones left out makes the kernel fetch the full
file once (lite/import_fallback.py), and the browser tests fail if any lesson does (the trace is then out of date).
"""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path
from typing import Callable

from .placeholders import fill
from .play_files import content_name, left_out, module_name, stdlib_members, stored_zip, with_parents, without_readme

LITE = Path(__file__).resolve().parent
TRACE = LITE / "lesson-imports.json"
PREFIXES = ("lesson-stdlib.", "lesson-packages.")
ALWAYS_WHOLE = ("crisp_core/", "crisp_core-")  # the lessons' own package, kept whole


def packed_files(data: bytes) -> dict[str, bytes]:
    """The files of a packages file (a 4-byte big-endian length, a JSON list of [path, size], the files' bytes;
    gzipped or not), as {path: bytes}."""
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    length = int.from_bytes(data[:4], "big")
    offset = 4 + length
    files = {}
    for path, size in json.loads(data[4:offset]):
        files[path] = data[offset:offset + size]
        offset += size
    return files


def packed(files: dict[str, bytes]) -> bytes:
    """``files`` as a packages file (uncompressed), in path order."""
    index = json.dumps([[name, len(files[name])] for name in sorted(files)]).encode()
    return len(index).to_bytes(4, "big") + index + b"".join(files[name] for name in sorted(files))


def package_module(path: str) -> str | None:
    """The module a packages file's path is: a source (``pkg/mod.py``) or a module kept as bytecode alone
    (``pkg/mod.pyc``, lite/build.py ``sourceless``); None for compiled files in ``__pycache__`` and data."""
    if path.endswith(".pyc") and "__pycache__/" not in path:
        path = path[:-1]
    return module_name(path)


def package_members(files: dict[str, bytes], modules: set[str]) -> tuple[dict[str, bytes], list[str]]:
    """Of a packages file's ``files``: those the lessons need (the modules of ``modules`` and their bytecode, all
    of crisp_core, every data and metadata file but those play_files.left_out names, a METADATA without its
    README), and the module names left out (sorted)."""
    kept, later = {}, set()
    for path, data in files.items():
        if left_out(path):
            continue
        data = without_readme(path, data)
        name = package_module(path)
        if path.endswith(".pyc") and "__pycache__/" in path:
            name = module_name(path.split("__pycache__/")[0] + path.rpartition("/")[2].split(".")[0] + ".py")
        if name is None or path.startswith(ALWAYS_WHOLE) or name in modules:
            kept[path] = data
        elif name is not None:
            later.add(name)
    return kept, sorted(later)


def lesson_files(pyodide_folder: Path, packages_file: str, trace: dict,
                 compile_stdlib: Callable[[bytes], bytes] | None = None) -> dict:
    """Write the kernel's small standard library and packages file into ``pyodide_folder`` (old ones there are
    removed), from the full ones there (``python_stdlib.zip``, ``packages_file``) and ``trace``
    (lite/lesson-imports.json: {"stdlib": [module], "packages": [module]}); ``compile_stdlib`` turns the small
    standard library's zip into the same with its modules as bytecode.  Returns what kernel/boot.mjs is
    given: ``{"stdlib": name, "packages": name, "later": {"stdlib": [module], "packages": [module]}}``."""
    with zipfile.ZipFile(pyodide_folder / "python_stdlib.zip") as source:
        keep, stdlib_later = stdlib_members(source.namelist(), with_parents(set(trace["stdlib"])), data=True)
        stdlib = stored_zip(source, keep)
    if compile_stdlib:
        stdlib = compile_stdlib(stdlib)
    files, packages_later = package_members(packed_files((pyodide_folder / packages_file).read_bytes()),
                                            with_parents(set(trace["packages"])))
    packages = gzip.compress(packed(files), 9, mtime=0)
    for old in pyodide_folder.iterdir():
        if old.name.startswith(PREFIXES):
            old.unlink()
    names = {"stdlib": content_name(PREFIXES[0], stdlib),
             "packages": content_name(PREFIXES[1], packages).removesuffix(".zip") + ".gz"}
    (pyodide_folder / names["stdlib"]).write_bytes(stdlib)
    (pyodide_folder / names["packages"]).write_bytes(packages)
    return {**names, "later": {"stdlib": stdlib_later, "packages": packages_later}}


def read_trace(path: Path = TRACE) -> dict | None:
    """lite/lesson-imports.json, or None when there is none (the kernel then loads the full files)."""
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


FALLBACK_PLACEHOLDER = '/* IMPORT_FALLBACK */ ""'


def fill_fallback(script: Path) -> None:
    """Write lite/import_fallback.py's source, as a JavaScript string, into ``script`` in place of its placeholder
    ``/* IMPORT_FALLBACK */ ""``; raises ``PlaceholderError`` if the placeholder is not there once."""
    source = (LITE / "import_fallback.py").read_text(encoding="utf-8")
    script.write_text(fill(script.read_text(encoding="utf-8"), FALLBACK_PLACEHOLDER, json.dumps(source), script),
                      encoding="utf-8")
