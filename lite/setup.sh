#!/usr/bin/env bash
# Install everything the site and its tests need, on a fresh machine of this kind (Debian, root, PyPI/npm/Debian only).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
python3 -m pip install --quiet --disable-pip-version-check -e '.[test,notebook]' -r lite/requirements.txt
(cd lite && npm ci --no-audit --no-fund --loglevel=error)
