// Add Python 3.14 bytecode to pure-Python wheels, using Pyodide itself (the browser's Python) under Node:
//   node lite/precompile.mjs DIR
// Every *.whl in DIR is rewritten in place with __pycache__/*.pyc (unchecked-hash, so no timestamps are
// compared) beside its sources, which makes imports in the browser about twice as fast.  Pygments is left
// alone: its hundreds of lexers are imported one at a time, when needed, and would only add megabytes.
//
//   node lite/precompile.mjs --stdlib FILE.zip
// The lessons' small standard library (lite/lesson_files.py), rewritten in place with each module's source
// replaced by its bytecode (mod.py -> mod.pyc, unchecked-hash), compiled for the path Pyodide puts the archive at
// (/lib/python314.zip/...: the names tracebacks show).  Python never writes bytecode for a zip archive, so it
// compiled every module of it at each import: on a lesson's first visit, two thirds of Python's start and of the
// kernel's imports (IPython imports nearly all of the archive).  A traceback through the standard library then
// names the file and line without quoting it, as for the packages (lite/build.py, sourceless).
//
// Both compile without the column ranges of Python 3.11+ (PYTHONNODEBUGRANGES): they only draw the ^^^ under the
// failing expression of a traceback line, which needs the source, and only crisp_core ships its sources; without
// them the bytecode is a quarter smaller (the lessons' standard library: 0.5 MB less Brotli).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const pyodide = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
if (process.argv[2] === "--stdlib") {
  const file = resolve(process.argv[3]);
  pyodide.FS.writeFile("/stdlib.zip", readFileSync(file));
  pyodide.runPython(`
import importlib.util, io, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

where = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"  # as Pyodide names the archive
compiled = io.BytesIO()
with zipfile.ZipFile("/stdlib.zip") as source, zipfile.ZipFile(compiled, "w", zipfile.ZIP_STORED) as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, f"{where}/{info.filename}", "exec", dont_inherit=True)
            data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            info.filename += "c"
        target.writestr(info, bytes(data))
with open("/stdlib.zip", "wb") as out:
    out.write(compiled.getvalue())
`);
  writeFileSync(file, pyodide.FS.readFile("/stdlib.zip"));
  process.exit(0);
}
const dir = resolve(process.argv[2]);
pyodide.mountNodeFS("/wheels", dir);
pyodide.runPython(`
import compileall, os, py_compile, shutil, sys, tempfile, zipfile
from pathlib import Path

for wheel in sorted(Path("/wheels").glob("*.whl")):
    with zipfile.ZipFile(wheel) as source:
        names = source.namelist()
        if any(n.endswith(".pyc") for n in names) or wheel.name.lower().startswith("pygments-"):
            continue
        work = Path(tempfile.mkdtemp())
        source.extractall(work)
    # named as the kernel installs them, not as this temporary folder (tracebacks show these names)
    compileall.compile_dir(work, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
                           ddir=f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages")
    record = next(work.glob("*.dist-info/RECORD"))
    files = sorted(p.relative_to(work).as_posix() for p in work.rglob("*") if p.is_file())
    added = [f for f in files if f.endswith(".pyc")]
    with open(record, "a") as out:
        out.writelines(f"{f},,\\n" for f in added)
    rewritten = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(rewritten, "w", zipfile.ZIP_DEFLATED) as target:
        for name in files:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, (work / name).read_bytes())
    os.replace(rewritten, wheel)
    shutil.rmtree(work)
    print(f"compiled {wheel.name}: {len(added)} modules")
`);
