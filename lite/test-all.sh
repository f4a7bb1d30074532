#!/usr/bin/env bash
# Set up, build the site, then run every test: the engine and the notebooks (CPython), the engine's tests
# inside Pyodide under Node, and the site in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash lite/setup.sh
python3 lite/build.py --test-wheels
node lite/tests/run-in-pyodide.mjs
python3 -m pytest tests lite/tests --nbval-lax notebooks --durations=25
