"""The upgrade smoke test: what a maintainer runs after bumping JupyterLite or Pyodide (lite/requirements.txt,
lite/package.json), once each touch point of lite/upstream.py, lite/kernel/boot.mjs and lite/lesson/lesson.js is
checked and ``upstream.WRITTEN_FOR`` says the new versions.

    python3 -m lite.smoke [--no-build]

It builds the site (``python3 -m lite.build``; ``--no-build``: the one in lite/_output), then runs in Chromium the
tests of :data:`SMOKE_TESTS`: the versions checked; a whole match on the play page; a lesson on its light page, its
widget answering; the same lesson in JupyterLite's notebooks app; and, with the server gone, the play page, that
lesson, the notebooks app and a lesson never opened, all from the offline copy.  Exits with pytest's status.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMOKE_TESTS = [
    "lite/tests/test_upstream.py",
    "lite/tests/test_play.py::test_a_whole_match_against_bots_to_the_match_end",
    "lite/tests/test_site.py::test_a_lesson_runs_and_its_widget_reacts",
    "lite/tests/test_lessons.py::test_a_portuguese_lesson_runs_in_the_notebooks_app",
    "lite/tests/test_offline.py::test_after_one_online_visit_the_play_page_and_the_lessons_open_with_the_network_cut",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="test the site already built in lite/_output")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run([sys.executable, "-m", "lite.build"], cwd=ROOT, check=True)
    sys.exit(subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *SMOKE_TESTS], cwd=ROOT).returncode)


if __name__ == "__main__":
    main()
