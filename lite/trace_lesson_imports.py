"""Which modules the lessons' kernel imports: writes lite/lesson-imports.json (lite/lesson_files.py reads it).

Run on a built site (``python3 -m lite.build``; ``CRISP_SITE`` for another folder) whenever the kernel's packages,
Pyodide or the lessons' imports change — the browser tests fail when a lesson has to fetch a full file, and name
this command:

    python3 -m lite.trace_lesson_imports [--languages en pt]

Every lesson of the given languages runs on its light page in headless Chromium, each in a fresh browser context;
then, in the kernel's own Python, the old lessons' install cell (``piplite.install``), a Tab completion, an object
inspection (``len?``), errors' tracebacks and the common text encodings add what a student's own cells commonly
reach, every crisp_core module is imported (the lessons get all of crisp_core: what its modules import at the top is
wanted too), and so are the modules the import fallback itself uses (lite/import_fallback.py).
The kernel's ``sys.modules`` after all this, merged over the lessons, is split into the standard library's modules
and the packages' (by the file each came from) and written sorted.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from .tests.site_fixtures import CHROMIUM, FLAGS, VIEWPORT, lesson_names, run_light_lesson, serve_site

LITE = Path(__file__).resolve().parent
OUT = LITE / "lesson-imports.json"
KERNEL_LOADER = "/static/pyodide/kernel-boot.mjs"  # the kernel's loadPyodide (lite/build.py KERNEL_BOOT)

# The first cell of the lessons before the packages came with the kernel (a student's saved copy still has it)
OLD_INSTALL_CELL = "import piplite\nawait piplite.install(['crisp_core', 'ipywidgets'])"
# The text encodings a program commonly names (zipfile decodes old archives' names with cp437, a file may be
# latin-1 or cp1252, the web's punycode and idna): each is a module of its own, imported when first named.
CODECS = ["ascii", "latin_1", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "cp437", "cp1252", "idna",
          "punycode", "unicode_escape", "raw_unicode_escape", "charmap", "hex_codec", "base64_codec"]
# Run in the kernel's Python once a lesson's cells have run; its value is the JSON of {module: file}.
PROBES = f"CODECS = {CODECS!r}\n" + r'''
def _crisp_trace():
    import importlib, json, pkgutil, sys
    import gzip, os, zipfile  # lite/import_fallback.py's own (write_packed)
    import codecs
    for codec in CODECS:
        codecs.lookup(codec)
    import crisp_core
    from IPython import get_ipython
    shell = get_ipython()
    shell.complete("crisp_core.Ro")
    shell.object_inspect_mime("len")
    shell.run_cell("1 / 0")
    shell.run_cell("import crisp_core; crisp_core.Match(1)")  # an error raised inside the engine
    for module in pkgutil.walk_packages(crisp_core.__path__, "crisp_core."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    return json.dumps({name: getattr(m, "__file__", None) for name, m in list(sys.modules.items())})
_crisp_trace()
'''


def kernel_modules(page, site_url: str) -> dict[str, str | None]:
    """The kernel's ``sys.modules`` ({name: file}) after :data:`PROBES`, read in the kernel's worker."""
    for worker in page.workers:
        if "worker" not in worker.url:
            continue
        answer = worker.evaluate("""async ([loader, install, code]) => {
            const pyodide = await (await import(loader)).loadPyodide();
            try {
                await pyodide.runPythonAsync(install);
                return pyodide.runPython(code);
            } catch (error) {
                return JSON.stringify({ error: String(error.message).slice(-2000) });
            }
        }""", [site_url + KERNEL_LOADER, OLD_INSTALL_CELL, PROBES])
        modules = json.loads(answer)
        if "error" in modules:
            raise SystemExit(f"the probes failed in the kernel: {modules['error']}")
        return modules
    raise SystemExit(f"no kernel worker on {page.url}")


def split(modules: dict[str, str | None]) -> dict[str, list[str]]:
    """Module names by where their file is: the standard library's zips (``/lib/python3NN.zip``, the full one the
    fallback fetches) or site-packages; built-in and frozen modules (no file) are left out."""
    found: dict[str, set[str]] = {"stdlib": set(), "packages": set()}
    for name, file in modules.items():
        if not file:
            continue
        if "/site-packages/" in file:
            found["packages"].add(name)
        elif file.startswith("/lib/python") and ".zip/" in file:
            found["stdlib"].add(name)
    return {key: sorted(names) for key, names in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", nargs="+", default=["en", "pt"])
    args = parser.parse_args()
    server, url = serve_site()
    merged: dict[str, str | None] = {}
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            for lang in args.languages:
                for name in lesson_names(lang):
                    context = chromium.new_context(viewport=VIEWPORT)
                    page = context.new_page()
                    run_light_lesson(page, url, name, timeout_s=180)
                    modules = kernel_modules(page, url)
                    merged.update(modules)
                    print(f"{name}: {len(modules)} modules", file=sys.stderr)
                    context.close()
            chromium.close()
    finally:
        server.shutdown()
    traced = split(merged)
    OUT.write_text(json.dumps(traced, indent=0) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(traced['stdlib'])} standard library modules, {len(traced['packages'])} packages' modules")


if __name__ == "__main__":
    main()
