"""The lessons' kernel's small standard library and packages file (lite/lesson_files.py), and the import fallback
both the kernel and the play page use (lite/import_fallback.py).

The unit tests need nothing built (the fallback runs in a child CPython, with a fake fetch).  The browser test
needs a site built with the small files (python3 -m lite.build with lite/lesson-imports.json): a lesson runs
without the server ever sending the full files, and a module only they hold is fetched once and imports.  That no
lesson ever fetches a full file is checked by every lesson test (site_fixtures ``browser``)."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

from lite.tests.site_fixtures import (MISSING_FROM_LESSON_FILES, SITE, chromium, fresh_context, playwright_instance,  # noqa: F401
                                      run_light_lesson)
from lite.tests.test_play_files import served  # noqa: F401

from lite import lesson_files
from lite import play_files
from lite.placeholders import PlaceholderError

LITE = Path(__file__).resolve().parent.parent


def zip_of(path: Path, files: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, text in files.items():
            out.writestr(name, text)
    return path


# --- lesson_files: the small copies ---------------------------------------------------------------------------------

def test_the_packages_keep_the_traced_modules_all_of_crisp_core_and_every_data_file():
    files = {"pkg/__init__.pyc": b"i", "pkg/used.pyc": b"u", "pkg/unused.pyc": b"x", "pkg/data/table.json": b"{}",
             "src/__init__.py": b"", "src/__pycache__/__init__.cpython-314.pyc": b"c", "src/other.py": b"",
             "src/__pycache__/other.cpython-314.pyc": b"c", "crisp_core/quiz.py": b"q",
             "crisp_core/__pycache__/quiz.cpython-314.pyc": b"q", "pkg-1.0.dist-info/METADATA": b"m\n\nREADME",
             "pkg-1.0.dist-info/RECORD": b"r", "crisp_core/crisp/site_words/en.json": b"{}",
             "_sysconfig-odd-name.py": b""}
    kept, later = lesson_files.package_members(files, {"pkg", "pkg.used", "src"})
    assert sorted(kept) == sorted(["pkg/__init__.pyc", "pkg/used.pyc", "pkg/data/table.json", "src/__init__.py",
                                   "src/__pycache__/__init__.cpython-314.pyc", "crisp_core/quiz.py",
                                   "crisp_core/__pycache__/quiz.cpython-314.pyc", "pkg-1.0.dist-info/METADATA",
                                   "_sysconfig-odd-name.py"])
    assert later == ["pkg.unused", "src.other"]
    assert kept["pkg-1.0.dist-info/METADATA"] == b"m\n"  # no README, no RECORD, no site words (play_files.left_out)


def test_the_standard_library_keeps_the_traced_modules_and_what_is_no_module():
    full = ["json/", "json/__init__.py", "json/tool.py", "xml/__init__.py", "_sysconfigdata__emscripten_wasm32-emscripten.py",
            "wsgiref/data.txt"]
    keep, later = play_files.stdlib_members(full, {"json"}, data=True)
    assert keep == ["_sysconfigdata__emscripten_wasm32-emscripten.py", "json/__init__.py", "wsgiref/data.txt"]
    assert later == ["json.tool", "xml"]


PYODIDE_IMPORT = """
import { readFileSync } from "node:fs";
import { loadPyodide } from "pyodide";
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/stdlib.zip", readFileSync(process.argv[1]));
console.log(pyodide.runPython(`
import sys, json
sys.path.insert(0, "/stdlib.zip")
import crisp_pyc
json.dumps([crisp_pyc.VALUE, crisp_pyc.__file__, crisp_pyc.twice.__code__.co_filename])
`));
"""


def test_the_lessons_standard_library_is_compiled_for_the_browser_python(tmp_path):
    """precompile.mjs --stdlib (lite/build.py gives lesson_files the lessons' standard library so): each module's
    source is replaced by the browser Python's bytecode, which Python imports from the zip as it is."""
    archive = zip_of(tmp_path / "stdlib.zip", {"crisp_pyc/__init__.py": "VALUE = 6 * 7\ndef twice(x):\n    return 2 * x\n",
                                               "crisp_pyc/data.txt": "not a module"})
    subprocess.run(["node", str(LITE / "precompile.mjs"), "--stdlib", str(archive)], check=True, cwd=LITE)
    with zipfile.ZipFile(archive) as compiled:
        assert compiled.namelist() == ["crisp_pyc/__init__.pyc", "crisp_pyc/data.txt"]
        assert compiled.read("crisp_pyc/data.txt") == b"not a module"
        assert compiled.read("crisp_pyc/__init__.pyc")[4:8] == (1).to_bytes(4, "little")  # hash-based, unchecked
    out = subprocess.run(["node", "--input-type=module", "-e", PYODIDE_IMPORT, str(archive)], capture_output=True,
                         text=True, check=True, cwd=LITE).stdout
    value, file, code_file = json.loads(out.strip().splitlines()[-1])
    assert (value, file) == (42, "/stdlib.zip/crisp_pyc/__init__.pyc")
    assert code_file.endswith("/crisp_pyc/__init__.py")  # tracebacks name the module's source file


def test_lesson_files_writes_both_small_files_named_by_their_content(tmp_path):
    pyodide = tmp_path / "pyodide"
    pyodide.mkdir()
    zip_of(pyodide / "python_stdlib.zip", {"json/__init__.py": "", "json/tool.py": "", "xml/__init__.py": ""})
    full = {"pkg/__init__.pyc": b"i", "pkg/big.pyc": b"b" * 100, "crisp_core/__init__.py": b"e"}
    (pyodide / "kernel-packages.0123456789abcdef.gz").write_bytes(gzip.compress(lesson_files.packed(full)))
    (pyodide / "lesson-stdlib.0000000000000000.zip").write_bytes(b"an older build's")
    trace = {"stdlib": ["json"], "packages": ["pkg"]}
    small = lesson_files.lesson_files(pyodide, "kernel-packages.0123456789abcdef.gz", trace)
    assert sorted(p.name for p in pyodide.iterdir()) == sorted(
        ["python_stdlib.zip", "kernel-packages.0123456789abcdef.gz", small["stdlib"], small["packages"]])
    assert small["stdlib"].startswith("lesson-stdlib.") and small["packages"].startswith("lesson-packages.")
    assert zipfile.ZipFile(pyodide / small["stdlib"]).namelist() == ["json/__init__.py"]
    compiled = lesson_files.lesson_files(pyodide, "kernel-packages.0123456789abcdef.gz", trace,
                                         lambda archive: archive + b"compiled")
    assert (pyodide / compiled["stdlib"]).read_bytes().endswith(b"compiled") and compiled["stdlib"] != small["stdlib"]
    small = lesson_files.lesson_files(pyodide, "kernel-packages.0123456789abcdef.gz", trace)
    assert lesson_files.packed_files((pyodide / small["packages"]).read_bytes()) == {
        "pkg/__init__.pyc": b"i", "crisp_core/__init__.py": b"e"}
    assert small["later"] == {"stdlib": ["json.tool", "xml"], "packages": ["pkg.big"]}
    again = lesson_files.lesson_files(pyodide, "kernel-packages.0123456789abcdef.gz", trace)
    assert again == small  # the same files, the same names


def test_the_trace_in_the_repository_lists_what_every_kernel_imports():
    trace = lesson_files.read_trace()
    assert trace is not None, "lite/lesson-imports.json is missing: run python3 -m lite.trace_lesson_imports"
    assert {"json", "asyncio", "gzip", "zipfile"} <= set(trace["stdlib"])
    assert {"IPython", "ipywidgets", "traitlets", "comm", "pyodide_kernel", "crisp_core.widgets"} <= set(trace["packages"])


def test_fill_fallback_writes_the_finder_into_a_script_once(tmp_path):
    script = tmp_path / "boot.mjs"
    script.write_text(f"const IMPORT_FALLBACK = {lesson_files.FALLBACK_PLACEHOLDER};\n", encoding="utf-8")
    lesson_files.fill_fallback(script)
    source = json.loads(script.read_text(encoding="utf-8").removeprefix("const IMPORT_FALLBACK = ").rstrip(";\n"))
    assert source == (LITE / "import_fallback.py").read_text(encoding="utf-8")
    with pytest.raises(PlaceholderError):
        lesson_files.fill_fallback(script)


# --- import_fallback: the finder, in a child CPython --------------------------------------------------------------

FALLBACK_RUN = textwrap.dedent('''
    import importlib, io, json, sys
    sys.path.insert(0, LITE)
    import import_fallback
    import_fallback.FULL_STDLIB = FULL_STDLIB
    fetched, said = [], []
    def fetch(url):
        fetched.append(url)
        return open(url, "rb").read()
    sys.path.insert(0, SMALL)
    sys.path.insert(0, SITE_PACKAGES)
    load = import_fallback.kernel_loader({"stdlib": FULL, "packages": PACKAGES}, SITE_PACKAGES, fetch, said.append)
    import_fallback.install({"stdlib": ["crisp_fb_pkg.extra", "crisp_fb_solo"], "packages": ["crisp_fb_site.more"]},
                            load, SMALL)
    import_fallback.install({"stdlib": ["crisp_fb_pkg.extra", "crisp_fb_solo"], "packages": ["crisp_fb_site.more"]},
                            load, SMALL)  # a second install replaces the first (a kernel image's)
    finders = [f for f in sys.meta_path if getattr(f, "crisp_full_files", False)]
    import crisp_fb_pkg.extra, crisp_fb_solo, crisp_fb_site.more
    try:
        import crisp_fb_nowhere
        missing = None
    except ModuleNotFoundError as error:
        missing = str(error)
    print(json.dumps({"finders": len(finders), "extra": crisp_fb_pkg.extra.X, "solo": crisp_fb_solo.Y,
                      "more": crisp_fb_site.more.Z, "fetched": fetched, "said": said, "missing": missing}))
''')


def test_the_fallback_fetches_each_full_file_once_and_the_modules_import(tmp_path):
    small = zip_of(tmp_path / "small.zip", {"crisp_fb_pkg/__init__.py": ""})
    full = zip_of(tmp_path / "full.zip", {"crisp_fb_pkg/__init__.py": "", "crisp_fb_pkg/extra.py": "X = 1\n",
                                          "crisp_fb_solo.py": "Y = 2\n"})
    site_packages = tmp_path / "site-packages"
    (site_packages / "crisp_fb_site").mkdir(parents=True)
    (site_packages / "crisp_fb_site" / "__init__.py").write_text("")
    packages = tmp_path / "kernel-packages.gz"
    packages.write_bytes(gzip.compress(lesson_files.packed({"crisp_fb_site/__init__.py": b"# the small file's own\n",
                                                            "crisp_fb_site/more.py": b"Z = 3\n"})))
    names = {"LITE": str(LITE), "SMALL": str(small), "FULL": str(full), "PACKAGES": str(packages),
             "SITE_PACKAGES": str(site_packages), "FULL_STDLIB": str(tmp_path / "fetched-stdlib.zip")}
    code = "".join(f"{key} = {value!r}\n" for key, value in names.items()) + FALLBACK_RUN
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path).stdout
    result = json.loads(out)
    assert result["finders"] == 1
    assert (result["extra"], result["solo"], result["more"]) == (1, 2, 3)
    assert result["fetched"] == [str(full), str(packages)]  # each once
    assert len(result["said"]) == 2 and "module crisp_fb_pkg.extra " in result["said"][0]
    assert all(MISSING_FROM_LESSON_FILES in line for line in result["said"])
    assert "crisp_fb_nowhere" in result["missing"]
    assert (site_packages / "crisp_fb_site" / "__init__.py").read_text() == ""  # files already there are kept


# --- a lesson in the browser --------------------------------------------------------------------------------------

KERNEL_RUN = """async ([loader, code]) => {
    const pyodide = await (await import(loader)).loadPyodide();
    return pyodide.runPython(code);
}"""


def test_a_lesson_runs_from_the_small_files_and_fetches_a_full_one_only_for_a_module_it_lacks(chromium, served):
    url, paths = served
    if not list((SITE / "static" / "pyodide").glob("lesson-stdlib.*.zip")):
        pytest.skip("the site was built without the lessons' small files (lite/lesson-imports.json)")
    context = fresh_context(chromium)
    console: list[str] = []
    context.on("console", lambda message: console.append(message.text))
    try:
        page = context.new_page()
        run_light_lesson(page, url, "01-cards-and-the-deal.ipynb", timeout_s=90)
        pyodide = [p for p in paths if p.startswith("/static/pyodide/")]
        assert any(p.startswith("/static/pyodide/lesson-stdlib.") for p in pyodide), pyodide
        assert any(p.startswith("/static/pyodide/lesson-packages.") for p in pyodide), pyodide
        full = ["/static/pyodide/python_stdlib.zip"]
        assert not [p for p in pyodide if p in full or p.startswith("/static/pyodide/kernel-packages.")], pyodide
        assert not [line for line in console if MISSING_FROM_LESSON_FILES in line]
        worker = next(w for w in page.workers if "worker" in w.url)
        loader = url + "/static/pyodide/kernel-boot.mjs"
        trace = lesson_files.read_trace()
        package_module = next(name for name in ("IPython.lib.demo", "pygments.lexers.c_cpp")
                              if name not in trace["packages"])
        code = (f"import xml.dom.minidom, {package_module}\n"
                "xml.dom.minidom.parseString('<a><b/></a>').firstChild.tagName")
        assert worker.evaluate(KERNEL_RUN, [loader, code]) == "a"
        assert worker.evaluate(KERNEL_RUN, [loader, "import xml.sax.saxutils, wave; wave.__name__"]) == "wave"
        # the small standard library's modules come as bytecode (lite/precompile.mjs --stdlib), the full one's as sources
        assert worker.evaluate(KERNEL_RUN, [loader, "import json; json.__file__"]).endswith("/json/__init__.pyc")
        assert worker.evaluate(KERNEL_RUN, [loader, "wave.__file__"]).endswith("/wave.py")
        page.wait_for_timeout(200)
        lines = [line for line in console if MISSING_FROM_LESSON_FILES in line]
        assert len(lines) == 2 and "module xml " in lines[0] and f"module {package_module} " in lines[1], lines
        fetched = [p for p in paths if p in full or p.startswith("/static/pyodide/kernel-packages.")]
        assert len(fetched) == 2 and fetched[0] in full, fetched  # each full file once
    finally:
        context.close()
