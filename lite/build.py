"""Build the offline Crisp site: JupyterLite lessons, the play page, the rules, vendored Pyodide.

    python3 -m lite.build [--serve] [--host 127.0.0.1] [--port 8000] [--base /crisp/] [--test-wheels]
    python3 -m lite.build --list               # the build's phases, one line each, and what each needs first
    python3 -m lite.build --only pages         # one phase (or several) alone, on the files the earlier ones left
    python3 -m lite.build --install-cells      # only rewrite the lessons' first code cell (id "install")

Output goes to ``lite/_output`` (git-ignored); downloads are cached in ``lite/.cache``.  Nothing
the site needs at run time comes from outside it: Pyodide is the npm package ``pyodide`` at the
version the kernel pins, with the packages the kernel needs at start-up fetched from PyPI at the
versions Pyodide's lock names, and a lock file rewritten for exactly those wheels.

How a lesson starts fast (see ``lite/kernel/``): the kernel's own packages (piplite, the ipykernel
shim, pyodide-kernel), ``crisp_core``, ``ipywidgets`` and what they need are wheels in the vendored
Pyodide lock too, so the kernel loads all of them in one parallel batch as Pyodide starts (no
``piplite.install`` one after the other); ``kernel/boot.mjs`` loads Pyodide that way and imports the
kernel's Python side and the widgets once.  The lessons are read on light pages of their own
(``lite/lesson_page.py``, ``lite/lesson/``); JupyterLite's apps, where a reader may change a lesson's code, are
JupyterLite's as it ships, its kernel only pointed at that loader by its ``pyodideUrl`` setting.

``--serve`` serves the site the way ``Hosting the site`` in README.md asks of any host (``site_server.py``):
files whose names carry a content hash are cached for a year, everything else is revalidated on every visit,
compressed when it pays; ``--host 0.0.0.0`` serves a class from a teacher's laptop.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import fnmatch
import gzip
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable


from . import lesson_files, lesson_page, lesson_runtime, play_files, release, site_games, upstream
from .upstream import KERNEL_BOOT, kernel_config, service_worker_registration
from .placeholders import fill
from .precompress import precompress, warm
from .rules_page import DEFAULT, LANGUAGES, build_guides, build_rules, catalogs, fill_head
from .site_server import add_serving_arguments, serve

LITE = Path(__file__).resolve().parent
ROOT = LITE.parent
CACHE = LITE / ".cache"
SOURCE = CACHE / "site-src"  # the --lite-dir handed to `jupyter lite build`
OUTPUT = LITE / "_output"
NPM_PYODIDE = LITE / "node_modules" / "pyodide"
# The Brotli decoder of pages served over plain http (kernel/brotli-copies.mjs), from npm, with its licences
NPM_BROTLI_DECODER = LITE / "node_modules" / "brotli-dec-wasm"
BROTLI_DECODER_FILES = ["pkg/brotli_dec_wasm.js", "pkg/brotli_dec_wasm_bg.wasm", "LICENSE-MIT.txt", "LICENSE-Apache.txt"]
BROTLI_COPIES = "brotli-copies.mjs"  # kernel/brotli-copies.mjs in the vendored Pyodide folder
PYODIDE_RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js"]
KERNEL_NEEDS = ["micropip", "jedi", "ipython"]  # from Pyodide's own lock, with what they depend on
BROWSER_PYTHON = "3.14"
WIDGET_WHEELS = ["ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "comm==0.2.3"]  # from PyPI
# The kernel extension's own wheels (its labextension's static/pypi): the ipykernel and widgetsnbextension shims.
KERNEL_EXTENSION_WHEELS = ["piplite", "ipykernel", "pyodide_kernel", "widgetsnbextension==4.0.999"]
# Lock entries this build adds to Pyodide's: lock key -> (lock dependencies, import names).
ADDED_TO_LOCK = {
    "comm": (["traitlets"], ["comm"]),
    "piplite": (["micropip"], ["piplite"]),
    "pyodide-kernel": (["comm", "ipython"], ["pyodide_kernel"]),
    "ipykernel": (["pyodide-kernel"], ["ipykernel"]),
    "widgetsnbextension": ([], ["widgetsnbextension"]),
    "jupyterlab-widgets": ([], ["jupyterlab_widgets"]),
    "ipywidgets": (["comm", "ipython", "traitlets", "widgetsnbextension", "jupyterlab-widgets"], ["ipywidgets"]),
    "crisp-core": ([], ["crisp_core"]),
}
# What the kernel loads as Pyodide starts (loadPyodideOptions.packages).  The kernel installs with piplite, one
# after the other, whichever of micropip, piplite, ipykernel, comm, pyodide-kernel, jedi and ipython this list
# lacks (@jupyterlite/pyodide-kernel 0.8.6, worker initPackageManager/initKernel): it lacks none of them.
KERNEL_PACKAGES = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
                   "widgetsnbextension", "jupyterlab-widgets", "ipywidgets", "crisp-core"]
# Imported by kernel/boot.mjs while the UI loads, so that the kernel and the lessons find them loaded: first the
# modules that hold no JavaScript object (their state goes into the kernel image that later visits start from),
# then the kernel's own (pyodide_kernel creates the shell; piplite holds JavaScript objects).
KERNEL_IMAGE_IMPORTS = ["IPython", "IPython.core.interactiveshell", "IPython.core.application", "IPython.core.shellapp",
                        "IPython.core.completer", "IPython.core.history", "IPython.core.displayhook",
                        "IPython.core.displaypub", "IPython.core.inputtransformer2", "IPython.display",
                        "IPython.utils.tokenutil", "IPython.core.completerlib", "IPython.core.magics",
                        "IPython.extensions.storemagic", "comm", "ipywidgets",
                        "crisp_core.widgets", "unittest.mock", "html.parser", "calendar", "_strptime", "getpass",
                        # the standard library's share of the kernel's own imports (pyodide_kernel, piplite)
                        "urllib.request", "http.client", "email.parser", "cProfile", "pstats", "timeit"]
KERNEL_WARM_IMPORTS = ["piplite.piplite", "pyodide_kernel"]
# Run by kernel/boot.mjs before those imports.  `import IPython` imports IPython.terminal.embed for IPython.embed(),
# which starts a terminal REPL: impossible in a browser, and it pulls in prompt_toolkit and IPython's terminal
# (a sixth of IPython's import time).  A stand-in module says so instead.
KERNEL_PRELUDE = """\
import sys, types
_embed = types.ModuleType("IPython.terminal.embed", "Stand-in: IPython.embed() needs a terminal (lite/build.py).")
def _no_terminal(*args, **kwargs):
    raise NotImplementedError("IPython.embed() needs a terminal; this Python kernel runs in a web browser")
_embed.embed = _embed.InteractiveShellEmbed = _no_terminal
sys.modules["IPython.terminal.embed"] = _embed
del sys, types, _embed, _no_terminal
"""
TEST_TOOLS = ["pytest==9.0.3", "hypothesis==6.155.2"]  # with their dependencies, for the tests in Pyodide


def run(*cmd: str, cwd: Path = ROOT) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def download(spec: str, into: Path, python: str = BROWSER_PYTHON) -> Path:
    """One pure-Python wheel from PyPI for the browser's Python, or another (``python``: "3.10"), cached."""
    into.mkdir(parents=True, exist_ok=True)
    name, version = spec.split("==")
    stem = "[-_.]".join(map(re.escape, normal(name).split("-")))
    pattern = re.compile(rf"{stem}-{re.escape(version)}-.*\.whl", re.I)
    found = [p for p in into.glob("*.whl") if pattern.fullmatch(p.name)]
    if not found:
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            "--python-version", python, "--implementation", "py", "--abi", "none", "--platform", "any",
            "-d", str(into), spec)
        found = [p for p in into.glob("*.whl") if pattern.fullmatch(p.name)]
    if len(found) != 1:
        raise SystemExit(f"expected one wheel for {spec} in {into}, found {found}")
    return found[0]


SERVER_PYTHON = "3.10"  # the oldest Python the classroom server runs on (lite/server-requirements.txt)


def server_wheels() -> list[Path]:
    """The classroom server's packages, pinned in lite/server-requirements.txt, as pure-Python wheels for the
    release archive: every line, the backports for Python 3.10 included (their markers are for pip)."""
    lines = (LITE / "server-requirements.txt").read_text().splitlines()
    specs = [line.split(";")[0].strip() for line in lines if line.strip() and not line.startswith("#")]
    return [download(spec, CACHE / "server-wheels", python=SERVER_PYTHON) for spec in specs]


def version() -> str:
    """The project's version (pyproject.toml)."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


STDLIB = "python_stdlib.zip"  # Pyodide's standard library, one zip archive on sys.path


def store_uncompressed(archive: Path) -> None:
    """Rewrite a zip archive with its entries stored, not deflated: the host compresses the whole file (gzip, or
    Brotli: lite/precompress.py), which shrinks Pyodide's standard library to 1.6 MB (Brotli) or 2.2 MB (gzip),
    where its entries deflated one by one come to 2.5 MB; zipimport reads a stored entry without inflating it."""
    with zipfile.ZipFile(archive) as source:
        entries = [(info, source.read(info)) for info in source.infolist()]
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as stored:
        for info, data in entries:
            info.compress_type = zipfile.ZIP_STORED
            stored.writestr(info, data)


def vendor_pyodide(target: Path, added: dict[str, Path]) -> str:
    """The Pyodide runtime from npm plus the start-up packages, with a lock for exactly those; the packages' files
    go into one file (``pack_kernel_packages``), whose name is returned.

    ``added`` are wheels for lock entries that Pyodide's own lock does not have (``ADDED_TO_LOCK``)."""
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(NPM_PYODIDE / name, target / name)
    shutil.copy2(LITE / "kernel" / BROTLI_COPIES, target / BROTLI_COPIES)
    (target / "brotli-decoder").mkdir()
    for name in BROTLI_DECODER_FILES:
        shutil.copy2(NPM_BROTLI_DECODER / name, target / "brotli-decoder" / Path(name).name)
    store_uncompressed(target / STDLIB)
    lock = json.loads((NPM_PYODIDE / "pyodide-lock.json").read_text())
    keys = {normal(k): k for k in lock["packages"]}  # the lock's own keys, as Pyodide looks them up
    packages = {normal(k): v for k, v in lock["packages"].items()}
    wanted: list[str] = []

    def need(name: str) -> None:
        key = normal(name)
        if key not in wanted:
            wanted.append(key)
            for dep in packages[key]["depends"]:
                need(dep)

    for name in KERNEL_NEEDS:
        need(name)
    entries = {key: dict(packages[key]) for key in wanted}
    wheels = {key: download(f"{e['name']}=={e['version']}", CACHE / "pyodide-wheels") for key, e in entries.items()}
    for key, wheel in added.items():
        depends, imports = ADDED_TO_LOCK[key]
        missing = [d for d in depends if d not in entries and d not in added]
        if key in entries or missing:
            raise SystemExit(f"lock entry {key}: already in Pyodide's lock, or depends on what is not: {missing}")
        entries[key] = {"name": key, "version": wheel.name.split("-")[1], "file_name": wheel.name,
                        "install_dir": "site", "sha256": "", "package_type": "package", "imports": imports,
                        "depends": depends, "unvendored_tests": False}
        keys[key] = key
        wheels[key] = wheel
    for wheel in wheels.values():
        shutil.copy2(wheel, target / wheel.name)
    precompile(target)
    vendored = {}
    for key, entry in entries.items():
        name = wheels[key].name
        entry.update(file_name=name, sha256=sha256(target / name))
        vendored[keys[key]] = entry
    unknown = [name for name in KERNEL_PACKAGES if normal(name) not in {normal(k) for k in vendored}]
    if unknown:
        raise SystemExit(f"KERNEL_PACKAGES names what the vendored lock lacks: {unknown}")
    (target / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": vendored}, indent=1))
    return pack_kernel_packages(target, [target / wheel.name for wheel in wheels.values()])


# Files of the kernel's packages that neither the kernel nor a lesson reads, left out of the packages file (half
# of it): prompt_toolkit, which only IPython's terminal imports (KERNEL_PRELUDE stands in for it); jedi and parso,
# which IPython's completer uses when it finds them (without them Tab still completes names, attributes, keys and
# paths, by IPython's own completer, and the kernel starts faster); the packages' own test folders; Pygments' lexers
# for other languages than those IPython and stack_data name (Python for tracebacks and `?`, the languages of
# IPython's own lexer, and their imports): IPython.display.Code(..., language="rust") would not find its lexer.
# Their lock entries stay: the kernel would install jedi otherwise (KERNEL_PACKAGES).
KEPT_LEXERS = ("__init__", "_mapping", "_css_builtins", "_lilypond_builtins", "_scheme_builtins", "css", "data", "html",
               "javascript", "jvm", "lilypond", "lisp", "markup", "perl", "python", "ruby", "shell", "special")
NOT_PACKED = re.compile(r"^(prompt_toolkit/|(jedi|parso)[-/]|[^/]+/(.+/)?tests?/"
                        r"|pygments/lexers/(?!(__pycache__/)?(" + "|".join(KEPT_LEXERS) + r")(\.[^/]+)?\.pyc?$))")


# the engine's sources show in the lessons' tracebacks and `??`; not its word tables (a tenth of the lessons'
# packages file, for nothing a reader sees)
SOURCES_KEPT = re.compile(r"^crisp_core/(?!translations/|locale/)")
BYTECODE = re.compile(r"^(?P<folder>(.+/)?)__pycache__/(?P<module>[^/.]+)\.cpython-\d+\.pyc$")


def sourceless(files: dict[str, bytes]) -> dict[str, bytes]:
    """``files`` with each module that has its compiled bytecode (precompile.mjs) kept as that bytecode alone, in
    the module's place (``pkg/mod.pyc``, which Python imports when there is no ``pkg/mod.py``), but for
    ``SOURCES_KEPT``: a fifth less to download.  A traceback through such a module names the file and line but
    cannot quote the line; nothing else reads the packages' sources."""
    kept = dict(files)
    for name, data in files.items():
        match = BYTECODE.match(name)
        source = match and f"{match['folder']}{match['module']}.py"
        if source and source in files and not SOURCES_KEPT.match(source):
            del kept[name], kept[source]
            kept[f"{match['folder']}{match['module']}.pyc"] = data
    return kept


def pack_kernel_packages(folder: Path, wheels: list[Path]) -> str:
    """Every file of ``wheels`` (but their ``.data`` folders, files for a Jupyter server, ``NOT_PACKED``, and the
    long descriptions of their METADATA: each package's README, which nothing reads in the browser) in one
    gzipped file in ``folder``, named by its content, for kernel/boot.mjs: a 4-byte big-endian length, a JSON list of [path in
    site-packages, size], then the files' bytes.  The wheels themselves are then left out of the site: the kernel
    marks their packages loaded, and the lock keeps their entries (names, versions, imports, dependencies) for
    Pyodide and micropip.  Returns the file's name."""
    files: dict[str, bytes] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            for info in archive.infolist():
                top = info.filename.split("/", 1)[0]
                if info.is_dir() or top.endswith(".data") or NOT_PACKED.match(info.filename):
                    continue
                data = archive.read(info)
                if info.filename.endswith(".dist-info/METADATA"):  # its headers: the long description is the README
                    data = data.split(b"\n\n", 1)[0] + b"\n"
                files[info.filename] = data
        wheel.unlink()
    files = sourceless(files)
    index = json.dumps([[name, len(files[name])] for name in sorted(files)]).encode()
    packed = b"".join([len(index).to_bytes(4, "big"), index, *(files[name] for name in sorted(files))])
    name = f"kernel-packages.{hashlib.sha256(packed).hexdigest()[:16]}.gz"
    (folder / name).write_bytes(gzip.compress(packed, compresslevel=9, mtime=0))
    return name


def precompile(folder: Path) -> None:
    """Add the browser Python's bytecode to the wheels in ``folder`` (see precompile.mjs)."""
    run("node", str(LITE / "precompile.mjs"), str(folder), cwd=LITE)


def compiled_stdlib(archive: bytes) -> bytes:
    """A standard library's zip ``archive`` with its modules as the browser Python's bytecode, sources left out
    (see precompile.mjs --stdlib)."""
    with tempfile.TemporaryDirectory(prefix="crisp-stdlib-") as folder:
        path = Path(folder) / "stdlib.zip"
        path.write_bytes(archive)
        run("node", str(LITE / "precompile.mjs"), "--stdlib", str(path), cwd=LITE)
        return path.read_bytes()


JUPYTERLAB_LOCALES = ("pt_BR", "es_ES", "fr_FR")  # the language packs of lite/requirements.txt


# Files the offline copy (kernel/offline-copy.js) leaves out, as no page asks for them: service workers (never
# fetched through one), license lists, and the icon fonts' formats that a browser reading .woff2 never asks for
# (2.4 MB of the copy).
NOT_IN_OFFLINE_COPY = re.compile(r"(^|/)(service-worker\.js|third-party-licenses\.json)$")
OLD_FONT_FORMATS = (".eot", ".ttf", ".woff", ".svg")


# The full files that the lessons' and the play page's small ones stand in for (lite/lesson_files.py,
# lite/play_files.py), fetched only for a module the small ones lack: left out of the offline copy when the small
# ones are there (5 MB less for each reader to download); offline, such an import fails saying so.
STOOD_IN_FOR = {
    "static/pyodide/lesson-stdlib.*.zip": re.compile(r"^static/pyodide/(python_stdlib\.zip|kernel-packages\.[0-9a-f]{16}\.gz)$"),
    "play/play-stdlib.*.zip": re.compile(r"^play/crisp_core\.whl$"),
}


# The play part of the offline copy (kernel/offline-copy.js), which the site's own pages ask for from a first visit
# (site/keep-offline.js): the landing page, the play page and what it loads (its scripts and styles, its small
# standard library and engine, Pyodide's runtime and lock; not the Brotli decoder, only used over plain http, where
# there are no service workers), the rules pages and the guides (the pages that ask), the catalogues and the icons.
PLAY_PART = re.compile(r"^(index\.html|(site|rule-ref)\.css|(keep-offline|classroom|class-experiment)\.js"
                       r"|manifest\.webmanifest"
                       r"|(i18n|icons|play|rules|teachers|worksheet|hosting)/.+"
                       r"|static/pyodide/(pyodide\.mjs|pyodide\.asm\.(mjs|wasm)|pyodide-lock\.json|brotli-copies\.mjs))$")
# ... which must hold at least these (a renamed file would otherwise leave the play part without it, unnoticed)
PLAY_PART_NEEDS = ["index.html", "keep-offline.js", "play/index.html", "play/play.js", "play/worker.js",
                   "play/play-stdlib.*.zip", "play/play-engine.*.zip", "rules/index.html", "rules/cheat/index.html",
                   "static/pyodide/pyodide.asm.wasm", "static/pyodide/pyodide-lock.json", "i18n/catalogs.js"]


# JupyterLite's apps' own scripts (its build/ and its extensions', but the kernel's worker, which the light lesson pages
# start): the copy's app part, stored once a reader opens an app ("Edit in JupyterLab"), not with every lesson reader's
# copy (~4 MB more to download for the few who change a lesson's code)
APP_SCRIPTS = re.compile(r"^(build|extensions)/.+\.js$")


def app_part(files: list[str], kernel_worker: str) -> list[str]:
    """The files of ``files`` that the copy's app part keeps (APP_SCRIPTS, but ``kernel_worker``)."""
    return [name for name in files if APP_SCRIPTS.match(name) and name != kernel_worker]


def play_part(files: list[str]) -> list[str]:
    """The files of the offline copy ``files`` that its play part keeps (PLAY_PART)."""
    part = [name for name in files if PLAY_PART.match(name)]
    missing = [pattern for pattern in PLAY_PART_NEEDS if not any(fnmatch.fnmatchcase(name, pattern) for name in part)]
    if missing:
        raise SystemExit(f"the offline copy's play part lacks {missing}")
    return part


def offline_files(output: Path) -> list[str]:
    """What the offline copy keeps: every file of the site but ``NOT_IN_OFFLINE_COPY``, the full files small ones
    stand in for (``STOOD_IN_FOR``) and the hosts' precompressed copies of a site built before (``name.br``,
    ``name.gz`` beside ``name``), as paths from the site's root."""
    stood_in_for = [pattern for small, pattern in STOOD_IN_FOR.items() if list(output.glob(small))]
    found = []
    for path in sorted(output.rglob("*")):
        name = path.relative_to(output).as_posix()
        if (not path.is_file() or NOT_IN_OFFLINE_COPY.search(name)
                or any(pattern.search(name) for pattern in stood_in_for)
                or path.suffix in OLD_FONT_FORMATS and path.with_suffix(".woff2").is_file()
                or path.suffix in (".br", ".gz") and path.with_suffix("").is_file()):  # a host's copy (compress)
            continue
        found.append(name)
    return found


def patch_service_worker(output: Path) -> None:
    """Patch JupyterLite's service worker as said above, and add to it kernel/offline-copy.js, with the lists of the
    files of its offline copy, of the copy's play part (:func:`play_part`) and of its app part (:func:`app_part`, left
    out of the copy itself); each cache is named by what it holds.  Run last: it lists the site's files."""
    worker = output / "service-worker.js"
    text = worker.read_text()
    files = offline_files(output)
    app = app_part(files, kernel_config(output)["worker"])
    files = [name for name in files if name not in set(app)]
    part = play_part(files)

    def digest(names: list[str]) -> str:
        hashed = hashlib.sha256()
        for name in names:
            hashed.update(f"{name}\n{sha256(output / name)}\n".encode())
        return hashed.hexdigest()[:16]

    copy = (LITE / "kernel" / "offline-copy.js").read_text()
    for placeholder, value in (("/* FILES */ []", files), ('/* COPY */ "crisp-offline"', f"crisp-offline-{digest(files)}"),
                               ("/* PLAY_PART */ []", part),
                               ('/* PLAY_COPY */ "crisp-offline-play"', f"crisp-offline-play-{digest(part)}"),
                               ("/* APP_PART */ []", app),
                               ('/* APP_COPY */ "crisp-offline-app"', f"crisp-offline-app-{digest(app)}")):
        copy = fill(copy, placeholder, json.dumps(value), "lite/kernel/offline-copy.js")
    worker.write_text(upstream.let_requests_through(text, worker) + copy)


def build_wheel() -> Path:
    """The crisp_core wheel from the working tree."""
    out = CACHE / "dist"
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(ROOT / "build", ignore_errors=True)  # setuptools' own copy keeps modules the tree no longer has
    run(sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT))
    return next(out.glob("crisp_core-*.whl"))


# The first code cell of every lesson (id "install").  The site's kernel loads crisp_core and ipywidgets as it
# starts (KERNEL_PACKAGES); the cell only says so, and fails early and clearly where they are missing.
INSTALL_CELL_ID = "install"
INSTALL_CELL = """\
# crisp_core and ipywidgets: this site's Python (in your browser) comes with them. On your own computer,
# install crisp_core with its "notebook" extra (pip install -e ".[notebook]" in the project folder).
import crisp_core, ipywidgets
crisp_core.use_language("en")  # the language of the widgets and tables below"""


def write_install_cells(folder: Path = ROOT / "notebooks") -> None:
    """Set the source of the cell with id "install" (the first code cell) of every lesson to INSTALL_CELL.

    Nothing else in a notebook changes: the file is rewritten only if dumping it back unchanged gives its text."""
    for path in sorted(folder.glob("*.ipynb")):
        text = path.read_text(encoding="utf-8")
        notebook = json.loads(text)
        dump = lambda nb: json.dumps(nb, indent=1, ensure_ascii=False) + "\n"  # noqa: E731 (the lessons' format)
        code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
        if not code or code[0].get("id") != INSTALL_CELL_ID:
            print(f"{path.name}: its first code cell is not {INSTALL_CELL_ID!r}: left alone")
            continue
        if dump(notebook) != text:
            print(f"{path.name}: not in the lessons' JSON format (indent 1): left alone")
            continue
        cell = code[0]
        source = INSTALL_CELL if isinstance(cell["source"], str) else INSTALL_CELL.splitlines(keepends=True)
        if cell["source"] == source and not cell.get("outputs") and cell.get("execution_count") is None:
            continue
        cell.update(source=source, outputs=[], execution_count=None)
        path.write_text(dump(notebook), encoding="utf-8")
        print(f"{path.name}: install cell rewritten")


def build_lesson_pages(output: Path) -> None:
    """The light lesson pages: every lesson of files/ as a page of its own, lessons/<path>.html (lite/lesson_page.py:
    prose, formulas and hidden code rendered here), run by lite/lesson/lesson.js in the kernel the notebooks app uses,
    without JupyterLab; its widgets drawn by the bundle lite/lesson_runtime.py makes."""
    lessons = output / "lessons"
    scripts = lesson_runtime.bundle(lessons)
    # the kernel's files as lesson.js finds them: relative to lessons/, where it is
    kernel = kernel_config(output)
    kernel.update({name: f"../{kernel[name]}" for name in ("worker", "pyodide", "index")})
    # the service worker as JupyterLite registers it (its script with ?enableCache=...), JupyterLite's version and its
    # entry, which lesson.js records for it: the two then keep each other's registration (lesson.js keepOffline)
    registration = service_worker_registration(output)
    kernel.update(registration, serviceWorker=f"../{registration['serviceWorker']}")
    lesson_page.write_pages(output, kernel={**kernel, "widgets": scripts["widgets"]},
                            scripts=[f"lessons/{scripts['lesson']}"], styles=[f"lessons/{scripts['css']}"])


def lesson_url(name: str, prefix: str = "") -> str:
    """Where the landing page and the guides open lesson ``name`` (a path under notebooks/: ``01-….ipynb``,
    ``pt/01-….ipynb``): its light page (:func:`build_lesson_pages`; the page links to the notebooks app, where the
    lesson's code can be changed)."""
    return f"{prefix}lessons/{name.removesuffix('.ipynb')}.html"


SMALL_FILE = re.compile(r"lesson-[a-z]+\.[0-9a-f]{16}\.(zip|gz)")  # not their precompressed copies (.zip.gz, .gz.br)


def prefetch_links(output: Path) -> str:
    """A script that adds <link rel=prefetch> for what every lesson's kernel loads: the Pyodide runtime, the standard
    library and the packages' file (the lessons' small ones when the build made them: lite/lesson_files.py); on a
    page served over plain http, the Brotli copies of the largest four and their decoder instead, as the kernel
    then loads them (kernel/brotli-copies.mjs)."""
    pyodide = output / "static" / "pyodide"
    small = [p.name for p in pyodide.glob("lesson-*") if SMALL_FILE.fullmatch(p.name)]
    largest = ["pyodide.asm.wasm", "pyodide.asm.mjs",
               *(small or ["python_stdlib.zip", *(p.name for p in pyodide.glob("kernel-packages.*.gz"))])]
    files = {"always": [KERNEL_BOOT, "pyodide.mjs", "pyodide-lock.json"], "largest": largest,
             "decoder": [BROTLI_COPIES, *(f"brotli-decoder/{Path(name).name}" for name in BROTLI_DECODER_FILES[:2])]}
    missing = [name for names in files.values() for name in names if not (pyodide / name).is_file()]
    if missing:
        raise SystemExit(f"prefetch: not in {pyodide}: {missing}")
    return f"""<script>
(() => {{
  const files = {json.dumps(files)};
  const plainHttp = !window.isSecureContext;
  const names = [...files.always, ...(plainHttp ? [...files.largest.map((name) => `${{name}}.br`), ...files.decoder] : files.largest)];
  for (const name of names) {{
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = `static/pyodide/${{name}}`;
    document.head.append(link);
  }}
}})();
</script>"""


def site_contents(target: Path) -> Path:
    """notebooks/ as the site serves it to JupyterLite's apps (the lessons in every language, :func:`as_served`)."""
    shutil.copytree(ROOT / "notebooks", target, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    for path in target.rglob("[0-9][0-9]-*.ipynb"):
        notebook = as_served(json.loads(path.read_text(encoding="utf-8")))
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


def as_served(notebook: dict) -> dict:
    """A lesson as the site serves it to JupyterLite's apps: no saved execution counts (a prompt shows a number only
    once the cell has run in the reader's browser), and every multi-line text as one string: JupyterLite hands the
    file to the page as it is, and a list of lines would be shown joined by commas until the cell runs again."""
    for cell in notebook["cells"]:
        cell["source"] = _joined(cell["source"])
        if cell["cell_type"] != "code":
            continue
        cell["execution_count"] = None
        for output in cell.get("outputs", []):
            if "execution_count" in output:
                output["execution_count"] = None
            if "text" in output:
                output["text"] = _joined(output["text"])
            for kind, value in output.get("data", {}).items():
                output["data"][kind] = _joined(value)
    return notebook


def _joined(text: str | list | dict) -> str | dict:
    """nbformat's multi-line string (a list of lines) as one string; other values as they are."""
    return "".join(text) if isinstance(text, list) else text


def lessons_in(lang: str) -> list[tuple[str, str, str]]:
    """The lessons in ``lang``, in order: (path under notebooks/, title, the question it answers), from each
    lesson's first cell (its ``# `` heading and its quoted question)."""
    folder = ROOT / "notebooks" / ("" if lang == "en" else lang)
    found = []
    for path in sorted(folder.glob("[0-9][0-9]-*.ipynb")):
        first = _joined(json.loads(path.read_text(encoding="utf-8"))["cells"][0]["source"])
        title = re.search(r"^# (.+)$", first, re.M)
        question = re.search(r"^> \*(.+?)\*\s*$", first, re.M)
        if not title:
            raise SystemExit(f"{path}: the first cell has no '# ' title")
        found.append((path.relative_to(ROOT / "notebooks").as_posix(), title.group(1).strip(),
                      question.group(1).strip().strip('"“”«» ') if question else ""))
    return found


def lesson_lists() -> str:
    """The lessons as one ordered list per language (a ``data-lang`` block of the landing page: the site's language
    switch shows the reader's), each lesson opened on its light page."""
    blocks = []
    for lang in LANGUAGES:
        items = "\n".join(f'<li><a href="{html.escape(lesson_url(path))}">{html.escape(title)}</a>'
                          + (f" — <span class=\"lesson-question\">{html.escape(question)}</span>" if question else "")
                          + "</li>" for path, title, question in lessons_in(lang))
        blocks.append(f'<ol class="lessons" data-lang="{lang}" lang="{lang}">\n{items}\n</ol>')
    return "\n".join(blocks)



def test_wheels() -> None:
    """pytest and hypothesis (and what they need) as wheels for the browser's Python."""
    target = CACHE / "test-wheels"
    shutil.rmtree(target, ignore_errors=True)
    run(sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "--python-version", BROWSER_PYTHON,
        "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(target), *TEST_TOOLS)


# JupyterLite's service worker as `jupyter lite build` wrote it: kept for the "offline" phase, which patches it and
# may run again on a built site (--only offline), whose own copy is patched already
SERVICE_WORKER_AS_BUILT = CACHE / "service-worker.as-built.js"


@dataclass
class BuildState:
    """What a phase hands the later ones in one run.  A phase run alone (``--only``) has none of it: it reads what it
    needs from the earlier phases' files (``lite/.cache``, ``lite/_output``) instead."""
    engine: Path | None = None  # the crisp_core wheel (phase "pyodide")
    warming: ProcessPoolExecutor | None = None  # the largest files' compressing, started early (phase "pyodide")

    def engine_wheel(self) -> Path:
        """The crisp_core wheel this run built, else the one the last "pyodide" phase left in ``lite/.cache/dist``."""
        found = [self.engine] if self.engine else sorted((CACHE / "dist").glob("crisp_core-*.whl"))
        if len(found) != 1:
            raise SystemExit(f"no single crisp_core wheel in {CACHE / 'dist'} ({found}): run the phase 'pyodide' first")
        return found[0]


def needs(path: Path, phase: str) -> None:
    """Stop, naming ``phase`` (an earlier phase that writes ``path``), if ``path`` is not there."""
    if not path.exists():
        raise SystemExit(f"{path} is missing: run the phase {phase!r} first (python3 -m lite.build --only {phase})")


def packages_files(pyodide: Path) -> list[Path]:
    """The gzipped packages files in the vendored Pyodide folder ``pyodide``: the kernel's and the lessons' small one."""
    return sorted(pyodide.glob("kernel-packages.*.gz")) + sorted(pyodide.glob("lesson-packages.*.gz"))


def drop_release_archive() -> None:
    """Remove the release archive of a built site (``lite/_output/download``) before a phase changes the site: the
    archive would hold the old site, and the offline copy's lists and the precompressed copies would take it in."""
    if (OUTPUT / release.DOWNLOADS).exists():
        shutil.rmtree(OUTPUT / release.DOWNLOADS)
        print(f"removed {OUTPUT / release.DOWNLOADS}: run the phase 'release' to make the archive again")


def phase_pyodide(state: BuildState) -> None:
    """The crisp_core wheel, and Pyodide vendored from npm into the JupyterLite sources (``lite/.cache/site-src``):
    the start-up packages in one packages file, a lock for exactly those, the lessons' small files, the kernel's boot
    module with its configuration; starts compressing the largest files in the background."""
    shutil.rmtree(SOURCE, ignore_errors=True)
    SOURCE.mkdir(parents=True)
    state.engine = build_wheel()
    # the lessons' packages and the kernel's own come with Pyodide, from its lock (no piplite index is needed)
    added = {"crisp-core": state.engine}
    for spec in WIDGET_WHEELS:
        added[normal(spec.split("==")[0])] = download(spec, CACHE / "pyodide-wheels")
    for spec in KERNEL_EXTENSION_WHEELS:
        added[normal(spec.split("==")[0])] = upstream.kernel_extension_wheel(spec)
    pyodide = SOURCE / "static" / "pyodide"
    packages_file = vendor_pyodide(pyodide, added)
    # the lessons' small standard library and packages file: only what they were traced importing
    trace = lesson_files.read_trace()
    small = lesson_files.lesson_files(pyodide, packages_file, trace, compiled_stdlib) if trace else None
    # the largest files' copies (two thirds of the compressing) are made while JupyterLite builds
    largest = ["pyodide.asm.wasm", STDLIB, "pyodide.asm.mjs"] + ([small["stdlib"]] if small else [])
    state.warming = warm([(pyodide / name).read_bytes() for name in largest]
                         + [gzip.decompress((pyodide / name).read_bytes())
                            for name in (packages_file, small and small["packages"]) if name], CACHE / "precompressed")
    boot = (LITE / "kernel" / "boot.mjs").read_text()
    # the kernel image's key: a new build (other wheels, other imports, another boot.mjs) never starts from an old one
    build_id = hashlib.sha256("\n".join([(pyodide / "pyodide-lock.json").read_text(), packages_file, boot,
                                          json.dumps(small), (LITE / "import_fallback.py").read_text(),
                                          KERNEL_PRELUDE, *KERNEL_IMAGE_IMPORTS,
                                          *KERNEL_WARM_IMPORTS]).encode()).hexdigest()[:16]
    boot_config = {"build": build_id, "packagesFile": packages_file, "prelude": KERNEL_PRELUDE,
                   "heavy": KERNEL_IMAGE_IMPORTS, "warm": KERNEL_WARM_IMPORTS, **({"small": small} if small else {})}
    (pyodide / KERNEL_BOOT).write_text(fill(boot, "/* CONFIG */ {}", json.dumps(boot_config), "lite/kernel/boot.mjs"))
    lesson_files.fill_fallback(pyodide / KERNEL_BOOT)


def phase_jupyterlite(state: BuildState) -> None:
    """``lite/_output`` afresh: ``jupyter lite build`` of the lessons (as :func:`site_contents` serves them) with the
    vendored Pyodide, its language packs checked, its kernel pointed at kernel/boot.mjs, its pages' icon named."""
    needs(SOURCE / "static" / "pyodide" / KERNEL_BOOT, "pyodide")
    shutil.rmtree(SOURCE / "contents", ignore_errors=True)
    config = {"LiteBuildConfig": {"output_dir": str(OUTPUT), "contents": [str(site_contents(SOURCE / "contents"))]}}
    (SOURCE / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1))
    (SOURCE / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Crisp lessons",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                # everything the kernel and the lessons need, from the lock in one parallel batch
                "loadPyodideOptions": {"packages": KERNEL_PACKAGES}}},
        }}, indent=1))
    shutil.rmtree(OUTPUT, ignore_errors=True)
    run(sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(SOURCE), "--output-dir", str(OUTPUT),
        "--apps", "lab", "--apps", "notebooks", "--no-sourcemaps", "--no-unused-shared-packages",
        "--source-date-epoch", "1767225600", cwd=SOURCE)
    missing = [f"{locale}.json" for locale in JUPYTERLAB_LOCALES if not (OUTPUT / "api" / "translations" / f"{locale}.json").exists()]
    if missing:  # the lessons' interface would stay English: the packs of lite/requirements.txt are not installed
        raise SystemExit(f"JupyterLab's language packs are missing from the build: {missing}")
    shutil.copy2(OUTPUT / "service-worker.js", SERVICE_WORKER_AS_BUILT)
    upstream.use_kernel_loader(OUTPUT)
    upstream.name_app_icons(OUTPUT)


def phase_pages(state: BuildState) -> None:
    """The site's own pages in ``lite/_output``: the landing page, the play page with the engine's wheel and its small
    files, the rules, the guides, the light lesson pages, the web app manifest and icons."""
    needs(OUTPUT / "jupyter-lite.json", "jupyterlite")
    engine = state.engine_wheel()
    drop_release_archive()
    for folder in ("play", "lessons"):  # files named by their content: run again on a built site, none is left over
        shutil.rmtree(OUTPUT / folder, ignore_errors=True)
    landing = fill_head((LITE / "site" / "index.html").read_text(), "", "lite/site/index.html")
    landing = fill(landing, "<!--LESSONS-->", lesson_lists(), "lite/site/index.html")
    landing = fill(landing, "<!--PREFETCH-->", prefetch_links(OUTPUT), "lite/site/index.html")
    landing = fill(landing, "<!--GAMES-->", site_games.game_tiles(catalogs()[DEFAULT]),  # one per registered game
                   "lite/site/index.html")
    (OUTPUT / "index.html").write_text(landing)
    for name in ("site.css", "classroom.js", "class-experiment.js", "class-tables.js", "rule-ref.css"):
        shutil.copy2(LITE / "site" / name, OUTPUT / name)
    keep_offline = (LITE / "site" / "keep-offline.js").read_text()
    (OUTPUT / "keep-offline.js").write_text(fill(keep_offline, "/* CONFIG */ {}",
                                                 json.dumps(service_worker_registration(OUTPUT)), "lite/site/keep-offline.js"))
    shutil.copytree(LITE / "site" / "play", OUTPUT / "play", dirs_exist_ok=True)
    play_page = OUTPUT / "play" / "index.html"
    play_page.write_text(fill_head(play_page.read_text(encoding="utf-8"), "../", "lite/site/play/index.html"),
                         encoding="utf-8")
    shutil.copy2(engine, OUTPUT / "play" / "crisp_core.whl")
    site_games.fill_rule_pages(OUTPUT / "play" / "rulerefs.js")  # each rule letter's rules page, from the registry
    # the play page's own archives: only the modules it imports (the full files stay, for what it does not foresee)
    play_files.fill_worker(OUTPUT / "play" / "worker.js",
                           play_files.play_files(OUTPUT / "static" / "pyodide", engine, OUTPUT / "play"))
    lesson_files.fill_fallback(OUTPUT / "play" / "worker.js")
    build_rules(OUTPUT)  # the rules for players in four languages, and the developers' page
    archive = release.archive_name(version())
    build_guides(OUTPUT, ROOT / "notebooks", lambda path: lesson_url(path, "../"), archive=f"../{release.DOWNLOADS}/{archive}")
    build_lesson_pages(OUTPUT)
    # the site's own web app manifest, in place of JupyterLite's (which its apps' pages link to as well)
    shutil.copy2(LITE / "site" / "manifest.webmanifest", OUTPUT / "manifest.webmanifest")
    shutil.copytree(LITE / "site" / "icons", OUTPUT / "icons", dirs_exist_ok=True)


def phase_offline(state: BuildState) -> None:
    """JupyterLite's service worker patched (:func:`patch_service_worker`): its script cache and the offline copy,
    which list the site's files, so it runs once every page is in place."""
    needs(OUTPUT / "index.html", "pages")
    needs(SERVICE_WORKER_AS_BUILT, "jupyterlite")
    drop_release_archive()
    shutil.copy2(SERVICE_WORKER_AS_BUILT, OUTPUT / "service-worker.js")
    patch_service_worker(OUTPUT)


def phase_compress(state: BuildState) -> None:
    """The hosts' precompressed copies (.br, .gz) of the site's files, last of the files: nothing lists them; the
    packages files' Brotli copies hold their files unpacked (kernel/boot.mjs reads either), a fifth smaller than
    Brotli over their gzip."""
    needs(OUTPUT / "service-worker.js", "jupyterlite")
    drop_release_archive()
    if state.warming:
        state.warming.shutdown(wait=True)
    packed = packages_files(OUTPUT / "static" / "pyodide")
    sizes = precompress(OUTPUT, CACHE / "precompressed", extra={path: gzip.decompress(path.read_bytes()) for path in packed})
    print(f"precompressed {sizes['files'] / 1e6:.1f} MB of files: {sizes['br'] / 1e6:.1f} MB Brotli, "
          f"{sizes['gz'] / 1e6:.1f} MB gzip")


def phase_release(state: BuildState) -> None:
    """Every file of the site given this build's time, then the release archive of the site (site, server, launchers)
    in ``lite/_output/download``, which the hosting page links."""
    needs(OUTPUT / "index.html", "pages")
    # the build gives every file the same fixed mtime: hosts that derive validators (Last-Modified, ETag) from
    # mtimes would then call a changed file unchanged; the time of this build changes with every build instead
    drop_release_archive()
    now = time.time()
    for path in OUTPUT.rglob("*"):
        os.utime(path, (now, now))
    size = sum(p.stat().st_size for p in OUTPUT.rglob("*") if p.is_file())
    print(f"built {OUTPUT} ({size / 1e6:.1f} MB)")
    # the release archive of this site, for a teacher without a terminal; the hosting page links it
    made = release.write_archive(OUTPUT, server_wheels(), CACHE / "release", version())
    (OUTPUT / release.DOWNLOADS).mkdir()
    made = made.replace(OUTPUT / release.DOWNLOADS / made.name)
    os.utime(made, (now, now))
    print(f"release archive {made.relative_to(ROOT)} ({made.stat().st_size / 1e6:.1f} MB)")


@dataclass(frozen=True)
class Phase:
    """A named step of the build: what it makes in one line; ``needs``, the earlier phase whose files it reads."""
    name: str
    run: Callable[[BuildState], None]
    summary: str
    needs: str | None


# The build's phases, in the order a full build runs them
PHASES = [
    Phase("pyodide", phase_pyodide, "the crisp_core wheel; Pyodide from npm with the kernel's packages, into lite/.cache",
          None),
    Phase("jupyterlite", phase_jupyterlite, "lite/_output afresh: jupyter lite build of the lessons, its kernel loading kernel/boot.mjs",
          "pyodide"),
    Phase("pages", phase_pages, "landing page, play page, rules, guides, light lesson pages, manifest, icons",
          "jupyterlite"),
    Phase("offline", phase_offline, "the service worker patched: its offline copy lists every file",
          "pages"),
    Phase("compress", phase_compress, "the .br and .gz copies of the site's files", "offline"),
    Phase("release", phase_release, "every file given this build's time; the release archive in download/", "compress"),
]


def build(only: list[str] | None = None) -> None:
    """Run the build's phases in order: all of them, or those named in ``only`` (on the files the earlier phases left:
    a phase run alone leaves the later ones' files as they were, e.g. stale precompressed copies after ``pages``)."""
    unknown = sorted(set(only or []) - {phase.name for phase in PHASES})
    if unknown:
        raise SystemExit(f"no such phase: {unknown}; the phases: {[phase.name for phase in PHASES]}")
    if not (NPM_PYODIDE.exists() and NPM_BROTLI_DECODER.exists()):
        run("npm", "ci", "--no-audit", "--no-fund", cwd=LITE)
    upstream.check_versions()
    state = BuildState()
    for phase in PHASES:
        if only is None or phase.name in only:
            print(f"--- phase {phase.name}", flush=True)
            phase.run(state)


def list_phases() -> str:
    """The phases, one line each: name, what it makes, and the phase it needs run before it."""
    return "\n".join(f"{phase.name:<12} {phase.summary}" + (f" (needs {phase.needs})" if phase.needs else "")
                     for phase in PHASES)


@contextlib.contextmanager
def build_lock():
    """Hold ``lite/.build.lock`` while building: two builds started at once (two terminals, parallel test
    runs) take turns instead of deleting each other's output."""
    with open(LITE / ".build.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def main() -> None:
    parser = argparse.ArgumentParser(description="Build (and serve) the offline Crisp site.")
    parser.add_argument("--serve", action="store_true", help="serve the site after building (on 127.0.0.1; see --host)")
    add_serving_arguments(parser, "with --serve: ")
    parser.add_argument("--test-wheels", action="store_true", help="also fetch the test tools for Pyodide")
    parser.add_argument("--install-cells", action="store_true",
                        help="only rewrite the first code cell (id 'install') of every lesson in notebooks/")
    parser.add_argument("--only", nargs="+", metavar="PHASE",
                        help="run only these phases (in build order) on the files the earlier ones left (see --list)")
    parser.add_argument("--list", action="store_true", help="print the build's phases, one line each, and stop")
    args = parser.parse_args()
    if args.list:
        print(list_phases())
        return
    if args.install_cells:
        write_install_cells()
        return
    with build_lock():
        build(args.only)
        if args.test_wheels:
            test_wheels()
    if args.serve:
        serve(OUTPUT, args.host, args.port, args.base)


if __name__ == "__main__":
    main()
