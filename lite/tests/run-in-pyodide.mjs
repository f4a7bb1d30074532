// Run the engine's tests inside real Pyodide under Node, offline.
//   node lite/tests/run-in-pyodide.mjs [pytest arguments...]
//   node lite/tests/run-in-pyodide.mjs --script benchmarks/bench_engine.py [its arguments...]
// The test tools (pytest, hypothesis and their dependencies) are pure-Python wheels that
// lite/build.py --test-wheels downloads for the browser's Python into lite/.cache/test-wheels.
// By default every engine test but those that start a subprocess and the win rates over thousands of games
// (marked `statistical`: the same code runs under the other tests); property tests draw a fifth of their cases
// (tests/conftest.py examples()).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..");
const wheels = join(repo, "lite", ".cache", "test-wheels");

const started = Date.now();
const pyodide = await loadPyodide();
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
// the test tools (absent after a plain build: only the tests need them, not --script)
for (const name of (existsSync(wheels) ? readdirSync(wheels) : []).filter((n) => n.endsWith(".whl"))) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(wheels, name))), "wheel", { extractDir: sitePackages });
}
pyodide.mountNodeFS("/repo", repo);
const args = process.argv.slice(2);
pyodide.runPython(`import os, sys; os.chdir("/repo"); sys.path.insert(0, "/repo")`);
if (args[0] === "--script") {
  pyodide.globals.set("script_argv", pyodide.toPy(args.slice(1)));
  pyodide.runPython(`import runpy, sys; sys.argv = list(script_argv); runpy.run_path(sys.argv[0], run_name="__main__")`);
  process.exit(0);
}
pyodide.globals.set("pytest_args", pyodide.toPy(args.length ? args : ["-q", "-m", "not subprocess and not statistical", "--ignore=tests/notebook", "tests"]));
const code = await pyodide.runPythonAsync(`
import platform, sys
import pytest
print(f"Python {platform.python_version()} on {sys.platform} (Pyodide)", flush=True)
int(pytest.main(["-p", "no:cacheprovider", *pytest_args]))
`);
console.log(`pyodide tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
