#!/usr/bin/env bash
# Set up, build the site, then run every test: the engine and the notebooks (CPython), the engine's tests
# inside Pyodide under Node, and the site in Debian's Chromium.  The Pyodide run (one core, ~4.5 min) goes beside
# pytest, whose first part, the engine's tests in CPython, uses one core too; its output follows pytest's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash lite/setup.sh
python3 -m lite.build --test-wheels
pyodide_log="$(mktemp)"
node lite/tests/run-in-pyodide.mjs >"$pyodide_log" 2>&1 &
pyodide_run=$!
pytest_status=0
python3 -m pytest tests lite/tests --nbval-lax notebooks --durations=25 || pytest_status=$?
pyodide_status=0
wait "$pyodide_run" || pyodide_status=$?
echo "--- the engine's tests in Pyodide (node lite/tests/run-in-pyodide.mjs) ---"
cat "$pyodide_log"
rm -f "$pyodide_log"
if [ "$pyodide_status" -ne 0 ] || [ "$pytest_status" -ne 0 ]; then
  echo "failed: pytest exit $pytest_status, Pyodide run exit $pyodide_status" >&2
  exit 1
fi
