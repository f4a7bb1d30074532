"""The play page, measured in headless Chromium (launched once; every figure timed from navigation).

Prints one JSON line:

- ``ready_s``: navigation to a playable page (the setup screen, engine loaded) in a fresh browser context,
  median of ``--runs`` (and every run);
- ``round_*``: one round with you and three expert bots (fixed seed, bots at the "instant" pace, you drawing and
  discarding): how long the round took, and the page's main-thread long tasks during it (PerformanceObserver
  ``longtask``: every task over 50 ms) — their count and the longest, which the issue wants under 100 ms: the
  engine and the bots run in a Web Worker, so the page keeps answering while an expert thinks;
- ``site_mb``: the built site's size.

Needs a built site: ``python3 -m lite.build``, then ``python3 benchmarks/bench_play.py [--runs 5]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from lite.tests.site_fixtures import SITE, fresh_context, launch_chromium, serve_site  # noqa: E402

READY = "#status[data-state=ready]"
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: "longtask", buffered: true });
"""
SEED = 4


def ready_seconds(chromium, url: str) -> float:
    context = fresh_context(chromium)
    try:
        page = context.new_page()
        start = time.perf_counter()
        page.goto(url + "/play/")
        page.wait_for_selector(READY, timeout=90_000)
        return time.perf_counter() - start
    finally:
        context.close()


def expert_round(chromium, url: str) -> dict:
    """You and three expert bots, one round; the main thread's long tasks from the start to the score screen."""
    context = fresh_context(chromium)
    try:
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        page.goto(url + "/play/")
        page.wait_for_selector(READY, timeout=90_000)
        page.select_option("#players", "4")
        for seat, (name, kind) in enumerate([("You", "human"), ("E1", "expert"), ("E2", "expert"), ("E3", "expert")]):
            page.fill(f"#name-{seat}", name)
            page.select_option(f"#kind-{seat}", kind)
        page.fill("#seed", str(SEED))
        page.evaluate("() => { window.__longTasks.length = 0; }")
        start = time.perf_counter()
        page.click("#start")
        page.select_option("#speed", "0")
        moves = 0
        while True:
            page.wait_for_selector("#status[data-state=your-turn], #status[data-state=round-over], "
                                   "#status[data-state=match-over]", timeout=120_000)
            if page.get_attribute("#status", "data-state") != "your-turn":
                break
            page.wait_for_timeout(450)  # the page ignores a second move within 400 ms
            for verb in ("pass", "draw", "discard"):
                button = page.locator(f"[data-testid=action-{verb}]")
                if button.is_enabled():
                    button.click()
                    moves += 1
                    break
            else:
                page.keyboard.press("s")
                page.keyboard.press("l")
                moves += 1
        seconds = time.perf_counter() - start
        tasks = page.evaluate("() => window.__longTasks")
        return {"round_s": round(seconds, 2), "round_your_moves": moves, "round_long_tasks": len(tasks),
                "round_longest_task_ms": round(max(tasks), 1) if tasks else 0.0}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh visits for the ready time (median reported)")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 -m lite.build first")
    server, url = serve_site()
    try:
        with sync_playwright() as playwright:
            chromium = launch_chromium(playwright)
            ready = [ready_seconds(chromium, url) for _ in range(args.runs)]
            result = {"benchmark": "play", "ready_s": round(statistics.median(ready), 2),
                      "ready_runs_s": [round(r, 2) for r in ready], **expert_round(chromium, url)}
            chromium.close()
    finally:
        server.shutdown()
    result["site_mb"] = round(sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file()) / 1e6, 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
