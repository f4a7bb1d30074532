"""The offline site, measured in headless Chromium: a fresh browser context (empty profile) for every visit.

Chromium is launched once per benchmark run; every figure is timed from navigation, not from the browser's
launch.  Prints one JSON line: seconds from navigation to a playable play page; seconds from navigation to
the first lesson with widgets having run all its cells and a widget having reacted to a click; for every
lesson (``notebooks/*.ipynb``) the seconds from navigation to all its cells run (``lessons_all_cells_s``);
the site's total size; and the engine's speed in Pyodide (under Node) as a ratio to CPython, both from
``bench_engine.py`` in the same run.  Saves screenshots of the landing page and the play page in ``docs/``
(or ``--shots DIR``).  Needs a built site: ``python3 lite/build.py``, then
``python3 benchmarks/bench_site.py [--runs 3]``.

The Pyodide engine figure runs ``lite/tests/run-in-pyodide.mjs --script``, which reads the test wheels of
``python3 lite/build.py --test-wheels`` (``lite/.cache/test-wheels``); without them it is skipped, with the
reason in ``engine_ratio_skipped``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite" / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from site_fixtures import (SITE, LessonError, fresh_context, launch_chromium, lesson_names,  # noqa: E402
                           run_all_cells, run_lesson_and_click, serve_site, widget_lesson)

TEST_WHEELS = ROOT / "lite" / ".cache" / "test-wheels"
LESSON_TIMEOUT_S = 120.0


class Visits:
    """First visits, each in a fresh context of one Chromium; outside requests are refused and collected."""

    def __init__(self, chromium, url: str) -> None:
        self.chromium, self.url, self.outside = chromium, url, set()

    def __call__(self, measure):
        context = fresh_context(self.chromium)
        try:
            return measure(context.new_page(), self.url)
        finally:
            context.close()
            self.outside.update(context.outside_requests)


def play_seconds(page, url: str, shots: Path | None = None) -> float:
    start = time.perf_counter()
    page.goto(url + "/play/")
    page.wait_for_selector("#status[data-state=ready]", timeout=60_000)
    seconds = time.perf_counter() - start
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
        page.click("#start")
        page.wait_for_selector("#moves button")
        page.screenshot(path=str(shots / "play-page.png"))
        page.goto(url + "/")
        page.screenshot(path=str(shots / "landing-page.png"))
    return seconds


def widget_seconds(page, url: str, errors: dict[str, str]) -> float | None:
    name = widget_lesson()
    start = time.perf_counter()
    try:
        run_lesson_and_click(page, url, name)
    except LessonError as error:
        errors[f"{name} (widget click)"] = str(error).splitlines()[0]
        print(f"bench_site: {error}", file=sys.stderr)
        return None
    return time.perf_counter() - start


def median(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return round(statistics.median(values), 2) if values else None


def engine_ratio(seconds: float) -> dict:
    if not TEST_WHEELS.is_dir():
        reason = (f"{TEST_WHEELS.relative_to(ROOT)} is missing, and lite/tests/run-in-pyodide.mjs needs it even in"
                  " --script mode: run python3 lite/build.py --test-wheels for the Pyodide engine ratio")
        print(f"bench_site: engine ratio skipped: {reason}", file=sys.stderr)
        return {"engine_ratio_skipped": reason}
    cpython = json.loads(subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_engine.py"), "--seconds",
                                         str(seconds)], capture_output=True, text=True, check=True).stdout)
    pyodide_run = subprocess.run(["node", str(ROOT / "lite" / "tests" / "run-in-pyodide.mjs"), "--script",
                                  "benchmarks/bench_engine.py", "--seconds", str(seconds)],
                                 capture_output=True, text=True, cwd=ROOT)
    if pyodide_run.returncode:
        reason = f"run-in-pyodide.mjs failed: {pyodide_run.stderr.strip().splitlines()[-1:]}"
        print(f"bench_site: engine ratio skipped: {reason}", file=sys.stderr)
        return {"engine_ratio_skipped": reason}
    pyodide = json.loads(pyodide_run.stdout.strip().splitlines()[-1])
    return {"cpython_rounds_per_s": cpython["rounds_per_s"], "pyodide_rounds_per_s": pyodide["rounds_per_s"],
            "pyodide_to_cpython": round(pyodide["rounds_per_s"] / cpython["rounds_per_s"], 3),
            "cpython_version": cpython["python"], "pyodide_python_version": pyodide["python"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh-profile visits per page (median reported)")
    parser.add_argument("--shots", type=Path, default=ROOT / "docs", help="where to save the screenshots")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 lite/build.py first")
    lessons = lesson_names()
    errors: dict[str, str] = {}
    server, url = serve_site()
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            visit = Visits(chromium, url)
            play = [visit(lambda page, url, i=i: play_seconds(page, url, args.shots if i == 0 else None))
                    for i in range(args.runs)]
            widget = [visit(lambda page, url: widget_seconds(page, url, errors)) for _ in range(args.runs)]
            per_lesson: dict[str, list[float]] = {name: [] for name in lessons}
            for _ in range(args.runs):
                for name in lessons:
                    try:
                        per_lesson[name].append(visit(lambda page, url, name=name: run_all_cells(
                            page, url, name, timeout_s=LESSON_TIMEOUT_S)))
                    except LessonError as error:
                        errors[name] = str(error).splitlines()[0]
                        print(f"bench_site: {error}", file=sys.stderr)
            chromium.close()
    finally:
        server.shutdown()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    result = {"benchmark": "site", "play_page_ready_s": median(play),
              "play_page_runs_s": [round(s, 2) for s in play],
              "lesson_first_widget_s": median(widget),
              "lesson_runs_s": [s if s is None else round(s, 2) for s in widget],
              "lessons_all_cells_s": {name: median(s) for name, s in per_lesson.items()}}
    if args.runs > 1:
        result["lessons_all_cells_runs_s"] = {name: [round(x, 2) for x in s] for name, s in per_lesson.items()}
    if errors:
        result["lesson_errors"] = errors
    if visit.outside:
        result["outside_requests"] = sorted(visit.outside)
    result["site_mb"] = round(size / 1e6, 1)
    print(json.dumps({**result, **engine_ratio(3.0)}))


if __name__ == "__main__":
    main()
