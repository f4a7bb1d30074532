"""Build the offline Crisp site: JupyterLite lessons, the play page, the rules, vendored Pyodide.

    python lite/build.py [--serve] [--port 8000]

Output goes to ``lite/_output`` (git-ignored); downloads are cached in ``lite/.cache``.  Nothing
the site needs at run time comes from outside it: Pyodide is the npm package ``pyodide`` at the
version the kernel pins, with the packages the kernel needs at start-up fetched from PyPI at the
versions Pyodide's lock names, and a lock file rewritten for exactly those wheels.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import http.server
import json
import re
import shutil
import subprocess
import sys
from functools import partial
from pathlib import Path

import markdown
from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

LITE = Path(__file__).resolve().parent
ROOT = LITE.parent
CACHE = LITE / ".cache"
SOURCE = CACHE / "site-src"  # the --lite-dir handed to `jupyter lite build`
OUTPUT = LITE / "_output"
NPM_PYODIDE = LITE / "node_modules" / "pyodide"
PYODIDE_RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js"]
KERNEL_NEEDS = ["micropip", "jedi", "ipython"]  # loaded from the Pyodide lock when the kernel starts
BROWSER_PYTHON = "3.14"
PIPLITE_WHEELS = ["ipywidgets==8.1.9", "jupyterlab_widgets==3.0.17", "comm==0.2.3"]
TEST_TOOLS = ["pytest==9.0.3", "hypothesis==6.155.2"]  # with their dependencies, for the tests in Pyodide


def run(*cmd: str, cwd: Path = ROOT) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def download(spec: str, into: Path) -> Path:
    """One pure-Python wheel from PyPI for the browser's Python (cached)."""
    into.mkdir(parents=True, exist_ok=True)
    name, version = spec.split("==")
    stem = "[-_.]".join(map(re.escape, normal(name).split("-")))
    pattern = re.compile(rf"{stem}-{re.escape(version)}-.*\.whl", re.I)
    found = [p for p in into.glob("*.whl") if pattern.fullmatch(p.name)]
    if not found:
        run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
            "--python-version", BROWSER_PYTHON, "--implementation", "py", "--abi", "none", "--platform", "any",
            "-d", str(into), spec)
        found = [p for p in into.glob("*.whl") if pattern.fullmatch(p.name)]
    if len(found) != 1:
        raise SystemExit(f"expected one wheel for {spec} in {into}, found {found}")
    return found[0]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def vendor_pyodide(target: Path) -> None:
    """The Pyodide runtime from npm plus the start-up packages, with a lock for exactly those."""
    package = json.loads((NPM_PYODIDE / "package.json").read_text())
    if package["version"] != PYODIDE_VERSION:
        raise SystemExit(f"npm pyodide is {package['version']}, the kernel pins {PYODIDE_VERSION}: run npm ci in lite/")
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(NPM_PYODIDE / name, target / name)
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
    for wheel in wheels.values():
        shutil.copy2(wheel, target / wheel.name)
    precompile(target)
    vendored = {}
    for key, entry in entries.items():
        name = wheels[key].name
        entry.update(file_name=name, sha256=sha256(target / name))
        vendored[keys[key]] = entry
    (target / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": vendored}, indent=1))


def precompile(folder: Path) -> None:
    """Add the browser Python's bytecode to the wheels in ``folder`` (see precompile.mjs)."""
    run("node", str(LITE / "precompile.mjs"), str(folder), cwd=LITE)


def build_wheel() -> Path:
    """The crisp_core wheel from the working tree."""
    out = CACHE / "dist"
    shutil.rmtree(out, ignore_errors=True)
    run(sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT))
    return next(out.glob("crisp_core-*.whl"))


LESSON_LINK = re.compile(r'href="(\d\d-[\w-]+\.ipynb)"')


def lesson_url(name: str, prefix: str = "") -> str:
    """Where the notebooks app opens lesson ``name`` in the built site."""
    return f"{prefix}notebooks/index.html?path={name}"


def render_page(source: Path, target: Path, title: str) -> None:
    """A Markdown file as a page of the site (links to lessons open them in the notebooks app)."""
    body = markdown.markdown(source.read_text(), extensions=["fenced_code", "tables"])
    body = LESSON_LINK.sub(lambda m: f'href="{lesson_url(m.group(1), "../")}"', body)
    page = (LITE / "site" / "page.html").read_text().replace("<!--TITLE-->", html.escape(title))
    target.mkdir(parents=True, exist_ok=True)
    (target / "index.html").write_text(page.replace("<!--BODY-->", body))


def lesson_list() -> str:
    """The lessons in order, one line each, from the table of notebooks/README.md, as HTML list items."""
    table = (ROOT / "notebooks" / "README.md").read_text().split("## The lessons", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| \[(.+?)\]\((\d\d-[\w-]+\.ipynb)\) \| (.+?) \|$", table, re.M)
    return "\n".join(f'<li><a href="{lesson_url(name)}">{html.escape(title)}</a>: {html.escape(line)}</li>'
                      for title, name, line in rows if (ROOT / "notebooks" / name).exists())


def test_wheels() -> None:
    """pytest and hypothesis (and what they need) as wheels for the browser's Python."""
    target = CACHE / "test-wheels"
    shutil.rmtree(target, ignore_errors=True)
    run(sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "--python-version", BROWSER_PYTHON,
        "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(target), *TEST_TOOLS)


def build() -> None:
    if not NPM_PYODIDE.exists():
        run("npm", "ci", "--no-audit", "--no-fund", cwd=LITE)
    shutil.rmtree(SOURCE, ignore_errors=True)
    SOURCE.mkdir(parents=True)
    vendor_pyodide(SOURCE / "static" / "pyodide")
    engine = build_wheel()
    piplite = CACHE / "piplite"
    shutil.rmtree(piplite, ignore_errors=True)
    piplite.mkdir()
    wheels = [Path(shutil.copy2(w, piplite)) for w in
              [engine] + [download(spec, CACHE / "piplite-wheels") for spec in PIPLITE_WHEELS]]
    precompile(piplite)
    config = {"LiteBuildConfig": {"output_dir": str(OUTPUT), "contents": [str(ROOT / "notebooks")]},
              "PipliteAddon": {"piplite_urls": [str(w) for w in wheels]}}
    (SOURCE / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1))
    (SOURCE / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Crisp lessons",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                # load the kernel's start-up packages from the lock in one parallel batch, before piplite asks
                "loadPyodideOptions": {"packages": KERNEL_NEEDS}}},
        }}, indent=1))
    shutil.rmtree(OUTPUT, ignore_errors=True)
    run(sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(SOURCE), "--output-dir", str(OUTPUT),
        "--apps", "lab", "--apps", "notebooks", "--no-sourcemaps", "--no-unused-shared-packages",
        "--source-date-epoch", "1767225600", cwd=SOURCE)
    # the site's own pages: landing page, play page, rules; the engine wheel for the play page
    landing = (LITE / "site" / "index.html").read_text().replace("<!--LESSONS-->", lesson_list())
    (OUTPUT / "index.html").write_text(landing)
    shutil.copy2(LITE / "site" / "site.css", OUTPUT / "site.css")
    shutil.copytree(LITE / "site" / "play", OUTPUT / "play", dirs_exist_ok=True)
    shutil.copy2(engine, OUTPUT / "play" / "crisp_core.whl")
    render_page(ROOT / "docs" / "RULES.md", OUTPUT / "rules", "the rules")
    render_page(ROOT / "notebooks" / "TEACHERS.md", OUTPUT / "teachers", "a teacher's guide")
    render_page(ROOT / "notebooks" / "WORKSHEET.md", OUTPUT / "worksheet", "student worksheet")
    size = sum(p.stat().st_size for p in OUTPUT.rglob("*") if p.is_file())
    print(f"built {OUTPUT} ({size / 1e6:.1f} MB)")


def serve(port: int) -> None:
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(OUTPUT))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving the Crisp site at http://127.0.0.1:{port}/  (Ctrl-C to stop)", flush=True)
        server.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser(description="Build (and serve) the offline Crisp site.")
    parser.add_argument("--serve", action="store_true", help="serve the site on 127.0.0.1 after building")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--test-wheels", action="store_true", help="also fetch the test tools for Pyodide")
    args = parser.parse_args()
    build()
    if args.test_wheels:
        test_wheels()
    if args.serve:
        serve(args.port)


if __name__ == "__main__":
    main()
