"""The offline site, measured in headless Chromium: every figure timed from navigation, Chromium launched once.

Prints one JSON line:

- ``play_page_ready_s``: navigation to a playable play page, in a fresh browser context (empty profile);
- ``lesson_first_widget_s``: navigation to the first lesson with widgets having run all its cells and a widget
  having answered a click, in a fresh context (a first visit), and ``lesson_to_play_ratio`` (the two medians);
- ``lesson_repeat_widget_s``: the same again in the same context (a repeat visit: the browser's cache, the
  service worker and its storage as the first visit left them), and ``repeat_to_first_ratio``;
- ``lessons_all_cells_s``: for every lesson (``notebooks/*.ipynb``), navigation to all its cells run, fresh context;
- ``site_mb``: the site's total size;
- the engine's speed in Pyodide (under Node) as a ratio to CPython, both from ``bench_engine.py`` in the same run.

Each run visits the play page, then the lesson twice, so that a change in the machine's load touches both sides of
a ratio alike; medians over ``--runs``.  The site is served the way README's "Hosting the site" asks of a host
(``build.site_handler``: content-hashed files cached for a year, the rest revalidated).  With ``--breakdown`` it also
prints, for one first and one repeat visit of the lesson, where the time went (UI, Pyodide, start-up packages,
imports, cells), read from the page, the kernel's worker and its network requests.  Saves screenshots of the landing
page and the play page in ``docs/`` (or ``--shots DIR``).  Needs a built site: ``python3 lite/build.py``, then
``python3 benchmarks/bench_site.py [--runs 3] [--breakdown]``.
"""

from __future__ import annotations

import argparse
import json
import re
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

LESSON_TIMEOUT_S = 120.0


class Visits:
    """Visits in browser contexts of one Chromium; outside requests are refused and collected."""

    def __init__(self, chromium, url: str) -> None:
        self.chromium, self.url, self.outside = chromium, url, set()

    def __call__(self, *measures):
        """Each of ``measures`` on a new page of one fresh context, one after the other: their results."""
        context = fresh_context(self.chromium)
        try:
            results = []
            for measure in measures:
                page = context.new_page()
                results.append(measure(page, self.url))
                page.close()
            return results
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
        page.screenshot(path=str(shots / "play-page.png"))
        page.goto(url + "/")
        page.screenshot(path=str(shots / "landing-page.png"))
    return seconds


def widget_seconds(page, url: str, errors: dict[str, str], label: str) -> float | None:
    name = widget_lesson()
    start = time.perf_counter()
    try:
        run_lesson_and_click(page, url, name)
    except LessonError as error:
        errors[f"{name} ({label})"] = str(error).splitlines()[0]
        print(f"bench_site: {error}", file=sys.stderr)
        return None
    return time.perf_counter() - start


def median(values: list) -> float | None:
    values = [v for v in values if v is not None]
    return round(statistics.median(values), 2) if values else None


def ratio(a: float | None, b: float | None) -> float | None:
    return round(a / b, 2) if a and b else None


def engine_ratio(seconds: float) -> dict:
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


# --- --breakdown: where a lesson's time goes ------------------------------------------------------------------

# Run in every page: stamps (ms since the epoch) of what the page shows, as console lines "[crisp-bench] what @t".
_PAGE_WATCH = """(() => {
  const seen = new Map();
  const log = (what) => console.log(`[crisp-bench] ${what} @${(performance.timeOrigin + performance.now()).toFixed(0)}`);
  const tick = () => {
    if (!seen.has('ui') && document.querySelector('.jp-Notebook .jp-Cell')) { seen.set('ui', 1); log('notebook shown'); }
    const status = document.querySelector('.jp-Notebook-ExecutionIndicator')?.getAttribute('data-status');
    if (status && status !== seen.get('status')) { seen.set('status', status); log(`kernel ${status}`); }
    const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
    const first = cells[0]?.textContent.trim();
    if (first && /^\\[\\d+\\]/.test(first) && seen.get('busy-seen') && !seen.has('first')) { seen.set('first', 1); log('first cell ran'); }
    if (status === 'busy') seen.set('busy-seen', 1);
  };
  setInterval(tick, 20);
})();"""

# Wrapped around the kernel's worker (its comlink worker script) and kernel/boot.mjs: stamps of their steps.
_STAMP = "const __crispStamp = (m) => console.log(`[crisp-bench] ${m} @${(performance.timeOrigin + performance.now()).toFixed(0)}`);\n"
_WORKER_STEPS = ["initRuntime", "initFilesystem", "initPackageManager", "initKernel", "initGlobals"]


def _instrument(context) -> None:
    def worker(route):
        response = route.fetch()
        body = response.text()
        for step in _WORKER_STEPS:
            body = body.replace(f"await this.{step}(e)",
                                f"(__crispStamp('kernel {step} start'),await this.{step}(e),__crispStamp('kernel {step} end'))")
        route.fulfill(response=response, body=_STAMP + body)

    def boot(route):
        response = route.fetch()
        body = response.text()
        body = body.replace("const pyodide = await loadRuntime(options);",
                            "__crispStamp('boot: Pyodide start'); const pyodide = await loadRuntime(options);"
                            " __crispStamp('boot: Pyodide and start-up packages loaded');")
        body = body.replace("pyodide.pyimport(name).destroy();",
                            "pyodide.pyimport(name).destroy(); __crispStamp('boot: imported ' + name);")
        route.fulfill(response=response, body=_STAMP + body)

    context.route(re.compile(r".*/comlink\.worker\.[0-9a-f]+\.js$"), worker)
    context.route(re.compile(r".*/kernel-boot\.mjs$"), boot)


def breakdown(chromium, url: str) -> list[dict]:
    """One first and one repeat visit of the widget lesson, with a timeline of each."""
    context = fresh_context(chromium)
    _instrument(context)
    visits = []
    try:
        for label in ("first visit", "repeat visit"):
            page = context.new_page()
            events: list[tuple[float, str]] = []
            page.add_init_script(_PAGE_WATCH)
            page.on("console", lambda m: events.append((float(m.text.rsplit("@", 1)[1]), m.text.split("] ", 1)[1]
                                                        .rsplit(" @", 1)[0])) if m.text.startswith("[crisp-bench]") else None)
            requests: list[dict] = []
            page.on("requestfinished", lambda r: requests.append({"url": r.url, **r.timing}) if re.search(
                r"/static/pyodide/|comlink\.worker", r.url) else None)
            start_ms = time.time() * 1000
            start = time.perf_counter()
            run_lesson_and_click(page, url, widget_lesson())
            total = time.perf_counter() - start
            timeline = [{"s": round((t - start_ms) / 1000, 2), "what": what} for t, what in sorted(events)]
            for r in requests:
                name = r["url"].rsplit("/", 1)[-1].split("?")[0]
                if name.endswith((".wasm", ".zip", ".mjs", ".js")) or name == "pyodide-lock.json":
                    timeline.append({"s": round((r["startTime"] + r["responseEnd"] - start_ms) / 1000, 2),
                                     "what": f"fetched {name}"})
            wheels = [r["startTime"] + r["responseEnd"] for r in requests if r["url"].split("?")[0].endswith(".whl")]
            if wheels:
                timeline.append({"s": round((max(wheels) - start_ms) / 1000, 2), "what": f"fetched {len(wheels)} wheels"})
            timeline.sort(key=lambda e: e["s"])
            visits.append({"visit": label, "total_s": round(total, 2), "timeline": timeline})
            page.close()
    finally:
        context.close()
    return visits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="visits per page (median reported)")
    parser.add_argument("--shots", type=Path, default=ROOT / "docs", help="where to save the screenshots")
    parser.add_argument("--breakdown", action="store_true", help="also time the steps of one first and repeat visit")
    parser.add_argument("--no-lessons", action="store_true", help="skip the all-cells time of every lesson")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 lite/build.py first")
    lessons = [] if args.no_lessons else lesson_names()
    errors: dict[str, str] = {}
    play, first, repeat = [], [], []
    steps = None
    server, url = serve_site()
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            visit = Visits(chromium, url)
            for i in range(args.runs):
                play += visit(lambda page, url, i=i: play_seconds(page, url, args.shots if i == 0 else None))
                once, again = visit(lambda page, url: widget_seconds(page, url, errors, "first visit"),
                                    lambda page, url: widget_seconds(page, url, errors, "repeat visit"))
                first.append(once)
                repeat.append(again)
            per_lesson: dict[str, list[float]] = {name: [] for name in lessons}
            for _ in range(args.runs):
                for name in lessons:
                    try:
                        per_lesson[name] += visit(lambda page, url, name=name: run_all_cells(
                            page, url, name, timeout_s=LESSON_TIMEOUT_S))
                    except LessonError as error:
                        errors[name] = str(error).splitlines()[0]
                        print(f"bench_site: {error}", file=sys.stderr)
            if args.breakdown:
                steps = breakdown(chromium, url)
            chromium.close()
    finally:
        server.shutdown()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    result = {"benchmark": "site", "play_page_ready_s": median(play),
              "lesson_first_widget_s": median(first), "lesson_repeat_widget_s": median(repeat)}
    result["lesson_to_play_ratio"] = ratio(result["lesson_first_widget_s"], result["play_page_ready_s"])
    result["repeat_to_first_ratio"] = ratio(result["lesson_repeat_widget_s"], result["lesson_first_widget_s"])
    result.update({"play_page_runs_s": [round(s, 2) for s in play],
                   "lesson_first_runs_s": [s if s is None else round(s, 2) for s in first],
                   "lesson_repeat_runs_s": [s if s is None else round(s, 2) for s in repeat],
                   "lessons_all_cells_s": {name: median(s) for name, s in per_lesson.items()}})
    if args.runs > 1 and lessons:
        result["lessons_all_cells_runs_s"] = {name: [round(x, 2) for x in s] for name, s in per_lesson.items()}
    if steps:
        result["breakdown"] = steps
    if errors:
        result["lesson_errors"] = errors
    if visit.outside:
        result["outside_requests"] = sorted(visit.outside)
    result["site_mb"] = round(size / 1e6, 1)
    print(json.dumps({**result, **engine_ratio(3.0)}))


if __name__ == "__main__":
    main()
