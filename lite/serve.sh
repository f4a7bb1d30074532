#!/usr/bin/env bash
# Set up, build the offline site and serve it (the URL is printed). PORT=8000 by default.
# HOST=0.0.0.0 serves a class from this machine: it prints every address students can type, with a QR code each.
set -euo pipefail
cd "$(dirname "$0")/.."
bash lite/setup.sh
python3 -m lite.build --serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8000}"
