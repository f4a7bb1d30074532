"""What a first visit downloads, file by file: the play page and lesson 01's light page, each in a fresh Chromium
context, from built sites served the same way (``python3 -m lite.site_server``'s app, Brotli from 127.0.0.1).

    python3 benchmarks/first_visit_bytes.py lite/_output                      # this build
    python3 benchmarks/first_visit_bytes.py OLD/lite/_output lite/_output     # two builds, in one run, and the change

For each site and page it counts the bytes the server sent (status line, headers and body, as bench_site.py counts
them) until the page is ready (the play page's table ready; the lesson run and its widget answering a click), and
then until it has been quiet for ``--quiet`` seconds (the offline copy the site's pages fetch once idle); and each
file's body as sent, from the server's side.  With two sites it prints the files whose bytes changed, the content
hashes in their names left out (``play-engine.<16 hex>.zip``: ``play-engine.*.zip``).  Prints JSON at the end.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from lite import site_server  # noqa: E402
from lite.tests.site_fixtures import (CHROMIUM, FLAGS, VIEWPORT, click_light_widget_button,  # noqa: E402
                                      run_light_lesson)

LESSON = "01-cards-and-the-deal.ipynb"
HASHED = re.compile(r"\.[0-9a-f]{8,64}(?=\.)")


class Log:
    """ASGI middleware: the bytes sent, in all and per path (the body, and the headers)."""

    def __init__(self, app) -> None:
        self.app, self.total, self.files = app, 0, defaultdict(int)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        path = scope["path"]

        async def counted(message):
            if message["type"] == "http.response.start":
                self.total += 17 + sum(len(k) + len(v) + 4 for k, v in message.get("headers", []))
            elif message["type"] == "http.response.body":
                size = len(message.get("body", b""))
                self.total += size
                self.files[path] += size
            await send(message)
        await self.app(scope, receive, counted)


def quiet(log: Log, seconds: float, most: float = 120.0) -> None:
    """Wait until the server has sent nothing for ``seconds`` (at most ``most``)."""
    end, last, seen = time.monotonic() + most, time.monotonic(), log.total
    while time.monotonic() < end:
        time.sleep(0.25)
        if log.total != seen:
            seen, last = log.total, time.monotonic()
        elif time.monotonic() - last >= seconds:
            return


def visit(chromium, site: Path, page_name: str, quiet_s: float) -> dict:
    log = Log(site_server.site_app(site))
    server = site_server.start(site, app=log)
    try:
        context = chromium.new_context(viewport=VIEWPORT)
        page = context.new_page()
        if page_name == "play":
            page.goto(server.url + "/play/")
            page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
        else:
            run_light_lesson(page, server.url, LESSON, timeout_s=180)
            click_light_widget_button(page, LESSON)
        ready, files_ready = log.total, dict(log.files)
        quiet(log, quiet_s)
        context.close()
    finally:
        server.shutdown()
    return {"ready": ready, "settled": log.total, "files_ready": files_ready, "files": dict(log.files)}


def unhashed(files: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for path, size in files.items():
        out[HASHED.sub(".*", path)] += size
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sites", nargs="+", type=Path, help="built sites (lite/_output); two: the first is the base")
    parser.add_argument("--runs", type=int, default=1, help="visits of each page per site (the median is kept)")
    parser.add_argument("--quiet", type=float, default=5.0, help="seconds of no traffic that end a visit")
    args = parser.parse_args()
    results: dict[str, dict] = {}
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        for run in range(args.runs):
            for site in args.sites:  # the sites alternate, so that both see the same machine
                for page_name in ("play", "lesson"):
                    found = visit(chromium, site.resolve(), page_name, args.quiet)
                    results.setdefault(str(site), {}).setdefault(page_name, []).append(found)
        chromium.close()
    summary: dict[str, dict] = {}
    for site, pages in results.items():
        summary[site] = {}
        for page_name, runs in pages.items():
            runs.sort(key=lambda r: r["ready"])
            middle = runs[len(runs) // 2]
            summary[site][page_name] = {"ready_bytes": middle["ready"], "settled_bytes": middle["settled"],
                                        "ready_runs": [r["ready"] for r in runs],
                                        "files_ready": unhashed(middle["files_ready"])}
            print(f"{site} {page_name}: until ready {middle['ready']:,} B, settled {middle['settled']:,} B"
                  f" (runs until ready: {[r['ready'] for r in runs]})")
    if len(args.sites) == 2:
        base, new = (summary[str(s)] for s in args.sites)
        for page_name in ("play", "lesson"):
            a, b = base[page_name]["files_ready"], new[page_name]["files_ready"]
            delta = b_total = new[page_name]["ready_bytes"] - base[page_name]["ready_bytes"]
            print(f"\n{page_name}: {delta:+,} B until ready ({100 * b_total / base[page_name]['ready_bytes']:+.3f} %);"
                  " the files that changed (bodies as sent):")
            for path in sorted(set(a) | set(b), key=lambda p: -abs(b.get(p, 0) - a.get(p, 0))):
                if a.get(path, 0) != b.get(path, 0):
                    print(f"  {b.get(path, 0) - a.get(path, 0):+8,}  {path}  ({a.get(path, 0):,} -> {b.get(path, 0):,})")
    print(json.dumps({site: {p: {k: v for k, v in d.items() if k != "files_ready"} for p, d in pages.items()}
                      for site, pages in summary.items()}))


if __name__ == "__main__":
    main()
