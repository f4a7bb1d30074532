"""The offline site, measured in headless Chromium: every figure timed from navigation, never from a launch.

Prints one JSON line:

- ``play_page_ready_s``: navigation to a playable play page, in a fresh browser context (empty profile);
- ``lesson_first_widget_s``: navigation to a lesson with widgets (``--lesson``; English lesson 01 by default)
  having run all its cells by itself and a widget having answered a click, in a fresh browser profile (a first
  visit), and ``lesson_to_play_ratio`` (the medians).  The lesson is opened where the landing page opens it, its
  light page (``lessons/01-cards-and-the-deal.html``, ready when lesson.js says so);
- ``lesson_repeat_widget_s``: the same again in the same profile (a repeat visit: the browser's caches, the
  service worker and the kernel image as the first visit left them), and ``repeat_to_first_ratio``;
- ``lesson_first_incognito_s``, ``lesson_repeat_incognito_s``: the same pair in an incognito-like context, where
  Chromium keeps no compiled code between visits;
- ``lessons_all_cells_s``: for every lesson (``notebooks/*.ipynb``), navigation to all its cells run (the light
  page ready), fresh context;
- ``site_mb``: the site's total size;
- ``play_first_download_mb``, ``play_repeat_download_mb``, ``lesson_first_download_mb``,
  ``lesson_repeat_download_mb``: the bytes the server sent during a first and a repeat visit of the play page (a
  fresh context) and of the lesson (a fresh profile), compressed as the server sends them (Brotli: Chromium asks
  127.0.0.1 for it), headers included, and ``lesson_first_at_widget_download_mb``, those sent until the widget
  answered (the rest is the offline copy, fetched once the page is quiet);
- ``play_first_download_lan_mb``, ``lesson_first_download_lan_mb``: the same first visits served to a class over
  plain HTTP (a LAN-style name): gzip, no service worker;
- the engine's speed in Pyodide (under Node) as a ratio to CPython, both from ``bench_engine.py`` in the same run.

One Chromium serves the fresh contexts (Playwright's contexts are incognito-like); a fresh profile, as a reader's
browser has, is a Chromium launched on a new empty profile folder for each run, its launch not timed.  No request
is routed through Playwright (that would turn the HTTP cache off, and a repeat visit would be measured without
it): Chromium sends every request for another host than 127.0.0.1 to a proxy that is not there, and the bench
reports any such request.  Each run
visits the play page, then the lesson twice in each kind of browser, so that a change in the machine's load
touches both sides of a ratio alike; medians over ``--runs``.  Between the two visits the first page stays open
until the kernel image is stored and the service worker runs, and 10 s more while the browser compiles the scripts
it was given (a reader stays longer on a lesson).  The site is served the way
README's "Hosting the site" asks of a host (content-hashed files cached for a year, the rest revalidated).  With
``--breakdown`` it also prints, for one first and one repeat visit in a fresh profile, where the time went (the
page, Pyodide, packages, imports, cells; the lesson's states), read from the page, the kernel's worker and its
requests.  Saves screenshots of
the landing page and the play page in ``docs/`` (or ``--shots DIR``).  Needs a built site:
``python3 -m lite.build``, then ``python3 benchmarks/bench_site.py [--runs 3] [--breakdown]``.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from lite.tests.site_fixtures import (CHROMIUM, FLAGS, LAN_NAME, OFFLINE_FLAGS, SITE, VIEWPORT, LessonError,  # noqa: E402
                                      click_light_widget_button, lesson_names, record_outside, run_light_lesson,
                                      serve_site)

LESSON_TIMEOUT_S = 120.0
DEFAULT_LESSON = "01-cards-and-the-deal.ipynb"  # the widget lesson timed: English lesson 01


IMAGE_WAIT_S = 90.0  # the longest the first visit's page stays open for the next visit's state
SETTLE_S = 10.0  # and then stays open (a reader stays minutes): a second visit at once measured 0.7 s slower


@contextmanager
def fresh_profile(playwright):
    """A Chromium on a new, empty profile folder (a reader's browser on its first visit); outside requests fail."""
    with tempfile.TemporaryDirectory(prefix="crisp-bench-profile-") as folder:
        context = playwright.chromium.launch_persistent_context(folder, executable_path=CHROMIUM,
                                                               args=FLAGS + OFFLINE_FLAGS, headless=True,
                                                               viewport=VIEWPORT)
        context.outside_requests = record_outside(context)
        try:
            yield context
        finally:
            context.close()


class Visits:
    """Visits in fresh browser contexts of one Chromium, or in fresh profiles; outside requests are refused and
    collected."""

    def __init__(self, playwright, chromium, url: str) -> None:
        self.playwright, self.chromium, self.url, self.outside = playwright, chromium, url, set()

    def __call__(self, *measures, profile: bool = False):
        """Each of ``measures`` on a new page of one fresh context (or fresh profile), one after the other."""
        with (fresh_profile(self.playwright) if profile else _context(self.chromium)) as context:
            try:
                results = []
                for measure in measures:
                    page = context.new_page()
                    results.append(measure(page, self.url))
                    page.close()
                return results
            finally:
                self.outside.update(context.outside_requests)


@contextmanager
def _context(chromium):
    context = chromium.new_context(viewport=VIEWPORT)
    context.outside_requests = record_outside(context)
    try:
        yield context
    finally:
        context.close()


# Run in a light lesson page: whether every service worker it registered is active (true when it registered none)
WORKERS_ACTIVE = ("navigator.serviceWorker.getRegistrations()"
                  ".then(all => all.every(r => r.active && !r.installing && !r.waiting))")


def wait_for_next_visit_state(page) -> None:
    """Keep the page open until its kernel stored (or gave up storing) the image the next visit starts from, and
    every service worker it registered runs."""
    deadline = time.monotonic() + IMAGE_WAIT_S
    while time.monotonic() < deadline and not any(
            m in line for line in page.kernel_boot_log for m in ("image stored", "not stored", "no kernel image")):
        page.wait_for_timeout(100)
    while time.monotonic() < deadline and not page.evaluate(WORKERS_ACTIVE):
        page.wait_for_timeout(100)
    page.wait_for_timeout(SETTLE_S * 1000)  # the browser compiles the scripts it was given in the background


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


def lesson_and_click(page, url: str, name: str) -> None:
    """Open lesson ``name`` on its light page, let it run and click a widget button; raises ``LessonError`` if it
    fails or the widget does not answer."""
    run_light_lesson(page, url, name, timeout_s=LESSON_TIMEOUT_S)
    click_light_widget_button(page, name)
    # the page keeps the reader's answers (a Check pressed is pressed again on the next visit): forgotten here, so
    # that a repeat visit times the same first click on a warm browser, not a question already answered
    page.evaluate("() => Object.keys(localStorage).filter((key) => /^crisp-lesson-(answers|progress):/.test(key))"
                  ".forEach((key) => localStorage.removeItem(key))")


def widget_seconds(page, url: str, errors: dict[str, str], label: str, name: str,
                   keep_image: bool = False) -> float | None:
    page.kernel_boot_log = []
    page.on("console", lambda m: page.kernel_boot_log.append(m.text) if m.text.startswith("kernel boot:") else None)
    start = time.perf_counter()
    try:
        lesson_and_click(page, url, name)
    except LessonError as error:
        errors[f"{name} ({label})"] = str(error).splitlines()[0]
        print(f"bench_site: {error}", file=sys.stderr)
        return None
    seconds = time.perf_counter() - start
    if hasattr(page, "sent_counter"):
        page.sent_at_ready = page.sent_counter[0]
    if keep_image:
        wait_for_next_visit_state(page)
    return seconds


def counting(sent: list[int], into: list[int], measure, ready: list[int] | None = None):
    """``measure``, adding to ``into`` the bytes the server sent while it ran: what the visit downloaded (compressed
    as the server sends it, headers included), as a school's link would carry it; and to ``ready`` those sent until
    the lesson's widget answered (the rest is what the page fetches for the next visits: the offline copy)."""
    def run(page, url):
        before = sent[0]
        page.sent_counter, page.sent_at_ready = sent, None
        try:
            return measure(page, url)
        finally:
            into.append(sent[0] - before)
            if ready is not None and page.sent_at_ready is not None:
                ready.append(page.sent_at_ready - before)
    return run




def lan_downloads(playwright, lesson: str) -> dict:
    """The bytes a first visit of the play page and of the lesson download when the site is served to a class
    over plain HTTP (a LAN-style name mapped to 127.0.0.1): the browser asks for gzip, not Brotli, and keeps no
    service worker (no offline copy)."""
    sent = [0]
    server, url = serve_site(sent=sent)
    url = url.replace("127.0.0.1", LAN_NAME)
    downloads: dict[str, list[int]] = {"play": [], "lesson": [], "lesson_ready": []}
    errors: dict[str, str] = {}
    try:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS + [
            f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1, MAP * ~NOTFOUND"])
        for name, measure in (("play", play_seconds), ("lesson", lambda page, url: widget_seconds(
                page, url, errors, "plain HTTP", lesson))):
            context = chromium.new_context(viewport=VIEWPORT)
            page = context.new_page()
            counting(sent, downloads[name], measure, downloads["lesson_ready"])(page, url)
            context.close()
        chromium.close()
    finally:
        server.shutdown()
    return {"play_first_download_lan_mb": megabytes(downloads["play"]),
            "lesson_first_download_lan_mb": megabytes(downloads["lesson"]),
            "lesson_first_download_lan_at_widget_mb": megabytes(downloads["lesson_ready"]),
            **({"lan_errors": errors} if errors else {})}


def megabytes(values: list[int]) -> float | None:
    return round(statistics.median(values) / 1e6, 2) if values else None


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

# Run in every page: stamps (ms since the epoch) of what the page shows, as console lines "[crisp-bench] what @t":
# the lesson's states (<body data-crisp-lesson>).
_PAGE_WATCH = """(() => {
  const seen = new Map();
  const log = (what) => console.log(`[crisp-bench] ${what} @${(performance.timeOrigin + performance.now()).toFixed(0)}`);
  const tick = () => {
    const lesson = document.body?.dataset.crispLesson;
    if (lesson && lesson !== seen.get('lesson')) { seen.set('lesson', lesson); log(`lesson ${lesson}`); }
  };
  setInterval(tick, 20);
})();"""


def breakdown(playwright, url: str, lesson: str) -> list[dict]:
    """One first and one repeat visit of the widget lesson in a fresh profile, with a timeline of each."""
    visits = []
    with fresh_profile(playwright) as context:
        for label in ("first visit", "repeat visit"):
            page = context.new_page()
            events: list[tuple[float, str]] = []
            page.add_init_script(_PAGE_WATCH)
            page.on("console", lambda m: events.append((float(m.text.rsplit("@", 1)[1]), m.text.split("] ", 1)[1]
                                                        .rsplit(" @", 1)[0])) if m.text.startswith("[crisp-bench]") else None)
            # the kernel's steps (kernel/boot.mjs logs them), stamped as they arrive: not routed, which would
            # turn the HTTP cache off
            page.on("console", lambda m: events.append((time.time() * 1000, m.text))
                    if m.text.startswith("kernel boot:") else None)
            requests: list[dict] = []
            page.on("requestfinished", lambda r: requests.append({"url": r.url, **r.timing}) if re.search(
                r"/static/pyodide/|comlink\.worker", r.url) else None)
            page.kernel_boot_log = []
            page.on("console", lambda m, page=page: page.kernel_boot_log.append(m.text)
                    if m.text.startswith("kernel boot:") else None)
            start_ms = time.time() * 1000
            start = time.perf_counter()
            lesson_and_click(page, url, lesson)
            total = time.perf_counter() - start
            wait_for_next_visit_state(page)
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
    return visits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="visits per page (median reported)")
    parser.add_argument("--shots", type=Path, default=ROOT / "docs", help="where to save the screenshots")
    parser.add_argument("--breakdown", action="store_true", help="also time the steps of one first and repeat visit")
    parser.add_argument("--no-lessons", action="store_true", help="skip the all-cells time of every lesson")
    parser.add_argument("--lesson", help="the lesson whose first widget is timed, a path under notebooks/ such as"
                                         " pt/01-cartas-e-a-distribuicao.ipynb (default: English lesson 01,"
                                         f" {DEFAULT_LESSON})")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 -m lite.build first")
    lessons = [] if args.no_lessons else lesson_names()
    lesson = args.lesson or DEFAULT_LESSON
    errors: dict[str, str] = {}
    play, first, repeat, first_incognito, repeat_incognito = [], [], [], [], []
    steps = None
    sent = [0]
    downloads: dict[str, list[int]] = {"play_first": [], "play_repeat": [], "lesson_first": [], "lesson_repeat": [],
                                       "lesson_first_at_widget": []}
    lan = {}
    server, url = serve_site(sent=sent)
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS + OFFLINE_FLAGS, headless=True)
            visit = Visits(playwright, chromium, url)
            for i in range(args.runs):
                once, _ = visit(counting(sent, downloads["play_first"], play_seconds),
                                counting(sent, downloads["play_repeat"], play_seconds))
                play.append(once)
                if i == 0:
                    visit(lambda page, url: play_seconds(page, url, args.shots))
                for profile, firsts, repeats in ((True, first, repeat), (False, first_incognito, repeat_incognito)):
                    first_visit = lambda page, url: widget_seconds(page, url, errors, "first visit", lesson,  # noqa: E731
                                                                  keep_image=True)
                    repeat_visit = lambda page, url: widget_seconds(page, url, errors, "repeat visit", lesson)  # noqa: E731
                    if profile:  # a reader's browser: what the first visit and the next one download
                        first_visit = counting(sent, downloads["lesson_first"], first_visit,
                                               downloads["lesson_first_at_widget"])
                        repeat_visit = counting(sent, downloads["lesson_repeat"], repeat_visit)
                    once, again = visit(first_visit, repeat_visit, profile=profile)
                    firsts.append(once)
                    repeats.append(again)
            per_lesson: dict[str, list[float]] = {name: [] for name in lessons}
            for _ in range(args.runs):
                for name in lessons:
                    try:
                        per_lesson[name] += visit(lambda page, url, name=name: run_light_lesson(
                            page, url, name, timeout_s=LESSON_TIMEOUT_S))
                    except LessonError as error:
                        errors[name] = str(error).splitlines()[0]
                        print(f"bench_site: {error}", file=sys.stderr)
            if args.breakdown:
                steps = breakdown(playwright, url, lesson)
            chromium.close()
            lan = lan_downloads(playwright, lesson)
    finally:
        server.shutdown()
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    result = {"benchmark": "site", "lesson": lesson, "play_page_ready_s": median(play),
              "lesson_first_widget_s": median(first), "lesson_repeat_widget_s": median(repeat)}
    result["lesson_to_play_ratio"] = ratio(result["lesson_first_widget_s"], result["play_page_ready_s"])
    result["repeat_to_first_ratio"] = ratio(result["lesson_repeat_widget_s"], result["lesson_first_widget_s"])
    result["lesson_first_incognito_s"] = median(first_incognito)
    result["lesson_repeat_incognito_s"] = median(repeat_incognito)
    result["repeat_to_first_incognito_ratio"] = ratio(result["lesson_repeat_incognito_s"],
                                                      result["lesson_first_incognito_s"])
    rounded = lambda values: [v if v is None else round(v, 2) for v in values]  # noqa: E731
    result.update({"play_page_runs_s": rounded(play), "lesson_first_runs_s": rounded(first),
                   "lesson_repeat_runs_s": rounded(repeat), "lesson_first_incognito_runs_s": rounded(first_incognito),
                   "lesson_repeat_incognito_runs_s": rounded(repeat_incognito),
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
    result.update({f"{name}_download_mb": megabytes(values) for name, values in downloads.items()})
    result.update(lan)
    print(json.dumps({**result, **engine_ratio(3.0)}))


if __name__ == "__main__":
    main()
