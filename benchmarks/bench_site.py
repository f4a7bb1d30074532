"""The offline site, measured in headless Chromium with a fresh profile for every run.

Prints one JSON line: seconds from navigation to a playable play page, seconds from navigation to
the first lesson widget that reacts to a click, the site's total size, and the engine's speed in
Pyodide (under Node) as a ratio to CPython, both from ``bench_engine.py`` in the same run.  Saves
screenshots of the landing page and the play page in ``docs/``.  Needs a built site
(``python lite/build.py``).  Usage: ``python benchmarks/bench_site.py [--runs 3]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite" / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from site_fixtures import CHROMIUM, FLAGS, SITE, QuietHandler, run_lesson_and_click  # noqa: E402


def serve():
    import http.server
    import threading
    from functools import partial
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def fresh_page(playwright, profile: str):
    context = playwright.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=FLAGS,
                                                            headless=True, viewport={"width": 1280, "height": 900})
    return context, context.new_page()


def play_seconds(playwright, url: str, shots: bool) -> float:
    with tempfile.TemporaryDirectory() as profile:
        context, page = fresh_page(playwright, profile)
        start = time.perf_counter()
        page.goto(url + "/play/")
        page.wait_for_selector("#status[data-state=ready]", timeout=60_000)
        seconds = time.perf_counter() - start
        if shots:
            page.click("#start")
            page.wait_for_selector("#moves button")
            page.screenshot(path=str(ROOT / "docs" / "play-page.png"))
            page.goto(url + "/")
            page.screenshot(path=str(ROOT / "docs" / "landing-page.png"))
        context.close()
        return seconds


def lesson_seconds(playwright, url: str) -> float:
    with tempfile.TemporaryDirectory() as profile:
        context, page = fresh_page(playwright, profile)
        start = time.perf_counter()
        run_lesson_and_click(page, url)
        seconds = time.perf_counter() - start
        context.close()
        return seconds


def engine_ratio(seconds: float) -> dict:
    cpython = json.loads(subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_engine.py"), "--seconds",
                                         str(seconds)], capture_output=True, text=True, check=True).stdout)
    pyodide_out = subprocess.run(["node", str(ROOT / "lite" / "tests" / "run-in-pyodide.mjs"), "--script",
                                  "benchmarks/bench_engine.py", "--seconds", str(seconds)],
                                 capture_output=True, text=True, check=True, cwd=ROOT).stdout
    pyodide = json.loads(pyodide_out.strip().splitlines()[-1])
    return {"cpython_rounds_per_s": cpython["rounds_per_s"], "pyodide_rounds_per_s": pyodide["rounds_per_s"],
            "pyodide_to_cpython": round(pyodide["rounds_per_s"] / cpython["rounds_per_s"], 3),
            "cpython_version": cpython["python"], "pyodide_python_version": pyodide["python"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh-profile runs per page (median reported)")
    args = parser.parse_args()
    server, url = serve()
    try:
        with sync_playwright() as playwright:
            play = [play_seconds(playwright, url, shots=i == 0) for i in range(args.runs)]
            lesson = [lesson_seconds(playwright, url) for _ in range(args.runs)]
    finally:
        server.shutdown()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    print(json.dumps({"benchmark": "site", "play_page_ready_s": round(statistics.median(play), 2),
                      "play_page_runs_s": [round(s, 2) for s in play],
                      "lesson_first_widget_s": round(statistics.median(lesson), 2),
                      "lesson_runs_s": [round(s, 2) for s in lesson],
                      "site_mb": round(size / 1e6, 1), **engine_ratio(3.0)}))


if __name__ == "__main__":
    main()
