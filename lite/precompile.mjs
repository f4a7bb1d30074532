// Add Python 3.14 bytecode to pure-Python wheels, using Pyodide itself (the browser's Python) under Node:
//   node lite/precompile.mjs DIR
// Every *.whl in DIR is rewritten in place with __pycache__/*.pyc (unchecked-hash, so no timestamps are
// compared) beside its sources, which makes imports in the browser about twice as fast.  Pygments is left
// alone: its hundreds of lexers are imported one at a time, when needed, and would only add megabytes.
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const dir = resolve(process.argv[2]);
const pyodide = await loadPyodide();
pyodide.mountNodeFS("/wheels", dir);
pyodide.runPython(`
import compileall, os, py_compile, shutil, tempfile, zipfile
from pathlib import Path

for wheel in sorted(Path("/wheels").glob("*.whl")):
    with zipfile.ZipFile(wheel) as source:
        names = source.namelist()
        if any(n.endswith(".pyc") for n in names) or wheel.name.lower().startswith("pygments-"):
            continue
        work = Path(tempfile.mkdtemp())
        source.extractall(work)
    compileall.compile_dir(work, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
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
