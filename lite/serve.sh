#!/usr/bin/env bash
# Set up, build the offline site and serve it on 127.0.0.1 (the URL is printed). PORT=8000 by default.
set -euo pipefail
cd "$(dirname "$0")/.."
bash lite/setup.sh
python3 lite/build.py --serve --port "${PORT:-8000}"
