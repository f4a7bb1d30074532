"""The play page's own small copies of the standard library and of the engine (build time).

The play page (lite/site/play/worker.js) runs the engine in Pyodide.  Pyodide's ``python_stdlib.zip`` holds the
whole standard library and the engine's wheel holds the lessons' modules too; the play page imports a small part
of each.  :func:`play_files` traces what it imports (``node lite/trace-play-imports.mjs``: the worker's start and
every kind of table, bot, option, replay and language, played in Pyodide under Node) and writes two small zip
archives beside the play page, named by their content (``play-stdlib.<16 hex>.zip``, ``play-engine.<16 hex>.zip``:
a new build never meets an old copy in a cache, so they may be cached for a year).  Both are written uncompressed
(``ZIP_STORED``): the server's gzip or brotli then compresses the whole archive at once, much smaller than deflating
each file alone.

worker.js loads them in place of the full files (``loadPyodide({stdLibURL})``; the engine archive unpacked into
site-packages) and keeps a fallback: a module of the full files that the small ones lack makes it fetch the full
file (``../static/pyodide/python_stdlib.zip`` or ``crisp_core.whl``, both still in the site) once, so an import
never fails where the full files would have given the module.  :func:`fill_worker` writes the archives' names and
the names of those modules (``"later"``) into the play page's worker.js.
"""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import zipfile
from pathlib import Path
from typing import Callable

from crisp_core.locale import SITE_WORDS

from .placeholders import fill

LITE = Path(__file__).resolve().parent
TRACE = LITE / "trace-play-imports.mjs"
PLACEHOLDER = "/* PLAY_FILES */ {}"
DATE_TIME = (2026, 1, 1, 0, 0, 0)  # every entry's date: the same files give the same archive, and the same name
PREFIXES = ("play-stdlib.", "play-engine.")


def trace_imports(wheel: Path, stdlib: Path) -> dict:
    """Run the trace (Node, Pyodide from lite/node_modules) with the engine ``wheel`` and the standard library
    ``stdlib``; returns its JSON: ``modules`` (name: file or None), ``frozen`` (the modules built into Pyodide),
    ``data`` (files the engine opened that are not modules), ``stdlib`` (the zips on Pyodide's path) and
    ``site_packages``."""
    out = subprocess.run(["node", str(TRACE), str(wheel), "--stdlib", str(stdlib), "--json"], cwd=LITE,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def module_name(member: str) -> str | None:
    """The module an archive member is (``json/decoder.py``: ``json.decoder``; ``json/__init__.py``: ``json``),
    or None for anything else (data files, compiled files, folders)."""
    if not member.endswith(".py") or "__pycache__/" in member:
        return None
    parts = member[:-3].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts) if parts and all(part.isidentifier() for part in parts) else None


def module_files(names: list[str]) -> dict[str, str]:
    """The modules of an archive's members, as {module name: member}."""
    found = {}
    for member in names:
        name = module_name(member)
        if name is not None:
            found[name] = member
    return found


def with_parents(modules: set[str]) -> set[str]:
    """``modules`` and every package above them (``a.b.c``: ``a.b`` and ``a`` too)."""
    every = set(modules)
    for name in modules:
        while "." in name:
            name = name.rpartition(".")[0]
            every.add(name)
    return every


def traced_modules(trace: dict, top: set[str] | None = None) -> set[str]:
    """The module names of ``trace`` (with their packages) but the frozen ones (built into Pyodide), only those
    under the top-level names ``top`` if given."""
    names = set(trace["modules"]) - set(trace.get("frozen", ()))
    if top is not None:
        names = {name for name in names if name.partition(".")[0] in top}
    return with_parents(names)


def stored_zip(source: zipfile.ZipFile, members: list[str],
               change: Callable[[str, bytes], bytes] = lambda member, data: data) -> bytes:
    """A zip of ``members`` of ``source`` (in this order, each as ``change`` gives it), each stored uncompressed,
    with a fixed date."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as target:
        for member in members:
            info = zipfile.ZipInfo(member, date_time=DATE_TIME)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            target.writestr(info, change(member, source.read(member)))
    return buffer.getvalue()


def stdlib_members(full: list[str], modules: set[str], data: bool = False) -> tuple[list[str], list[str]]:
    """Of the full standard library's members ``full``: those of ``modules`` and, with ``data``, every file that is
    no importable module by its path (data, ``_sysconfigdata__emscripten_wasm32-emscripten.py``), sorted; and the
    module names it holds that they leave out (sorted: what the fallback loads the full file for)."""
    files = module_files(full)
    keep = {files[name] for name in modules if name in files}
    if data:
        keep.update(m for m in full if not m.endswith("/") and module_name(m) is None)
    later = sorted(name for name in files if name not in modules)
    return sorted(keep), later


def left_out(member: str) -> bool:
    """Whether the pages' copies of the engine (the play page's archive, the lessons' packages file) leave out the
    wheel's file ``member``, which no page reads: a game's words on the site's pages (``<game>/site_words/``, read
    by the site's build alone: crisp_core.locale.lazy_site_words) and the wheel's ``RECORD`` (pip's list of the
    files it installed, for uninstalling)."""
    return f"/{SITE_WORDS}/" in member or member.endswith(".dist-info/RECORD")


def without_readme(member: str, data: bytes) -> bytes:
    """A wheel's file as the pages' copies keep it: its ``METADATA`` without the long description (README.md, 44 KB:
    ``importlib.metadata`` reads the headers), any other file as it is."""
    return data.split(b"\n\n", 1)[0] + b"\n" if member.endswith(".dist-info/METADATA") else data


def engine_members(full: list[str], modules: set[str], compiled: bool = True) -> tuple[list[str], list[str]]:
    """Of the engine wheel's members ``full``: those of ``modules`` (each module's source and, with ``compiled``,
    its ``__pycache__`` bytecode), every data file the package carries (the code may open them: no import
    fallback can catch a missing one) and the ``.dist-info`` files, but those :func:`left_out` names; and the module
    names left out."""
    files = module_files(full)
    keep = {files[name] for name in modules if name in files}
    if compiled:
        for member in list(keep):
            folder, _, file = member.rpartition("/")
            prefix = f"{folder}/__pycache__/{file[:-3]}."
            keep.update(m for m in full if m.startswith(prefix) and m.endswith(".pyc") and m[len(prefix):].count(".") == 1)
    keep.update(m for m in full if not m.endswith((".py", ".pyc", "/")) and not left_out(m))  # data, dist-info
    later = sorted(name for name in files if name not in modules)
    return sorted(keep), later


def content_name(prefix: str, data: bytes) -> str:
    """``<prefix><16 hex of the content's SHA-256>.zip``."""
    return f"{prefix}{hashlib.sha256(data).hexdigest()[:16]}.zip"


def play_files(pyodide_folder: Path, wheel: Path, out_folder: Path, trace: dict | None = None) -> dict:
    """Trace the play page's imports and write its small standard library and engine archives into ``out_folder``
    (the built play page's folder); old ones there are removed.

    ``pyodide_folder`` is the site's Pyodide (its ``python_stdlib.zip`` is the full standard library), ``wheel`` the
    engine's wheel; ``trace`` (:func:`trace_imports`'s answer) skips running the trace.  Returns what
    :func:`fill_worker` writes into worker.js: ``{"stdlib": name, "engine": name, "later": {"stdlib": [module, ...],
    "engine": [module, ...]}}`` (the archives' file names, and the modules only the full files hold)."""
    stdlib = pyodide_folder / "python_stdlib.zip"
    if trace is None:
        trace = trace_imports(wheel, stdlib)
    opened = [path for path in trace.get("data", ()) if left_out(path)]
    if opened:
        raise SystemExit(f"the play page opened files its engine archive leaves out (play_files.left_out): {opened}")
    with zipfile.ZipFile(wheel) as engine_zip:
        engine_names = engine_zip.namelist()
        engine_top = {m.partition("/")[0] for m in engine_names if module_name(m)}
        keep, engine_later = engine_members(engine_names, traced_modules(trace, engine_top))
        engine_data = stored_zip(engine_zip, keep, without_readme)
    with zipfile.ZipFile(stdlib) as stdlib_zip:
        keep, stdlib_later = stdlib_members(stdlib_zip.namelist(), traced_modules(trace))
        stdlib_data = stored_zip(stdlib_zip, keep)
    for old in out_folder.iterdir():
        if old.name.startswith(PREFIXES) and old.suffix == ".zip":
            old.unlink()
    names = {}
    for key, prefix, data in (("stdlib", PREFIXES[0], stdlib_data), ("engine", PREFIXES[1], engine_data)):
        names[key] = content_name(prefix, data)
        (out_folder / names[key]).write_bytes(data)
    return {**names, "later": {"stdlib": stdlib_later, "engine": engine_later}}


def fill_worker(worker: Path, files: dict) -> None:
    """Write ``files`` (:func:`play_files`'s answer) into the play page's worker.js in place of its placeholder
    ``/* PLAY_FILES */ {}``; raises ``PlaceholderError`` if the placeholder is not there once."""
    worker.write_text(fill(worker.read_text(encoding="utf-8"), PLACEHOLDER, json.dumps(files, separators=(",", ":")),
                           worker), encoding="utf-8")


if __name__ == "__main__":  # by hand, on a built site: python3 -m lite.play_files SITE
    import sys
    site = Path(sys.argv[1])
    result = play_files(site / "static" / "pyodide", site / "play" / "crisp_core.whl", site / "play")
    print(json.dumps({key: value for key, value in result.items() if key != "later"}))
