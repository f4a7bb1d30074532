"""A class opening lesson 01 at once from one laptop's server (``python3 -m lite.site_server``), on loopback.

First a browser visit records the files lesson 01's light page fetches on a first visit over plain HTTP from a
LAN-style name (a fresh profile: no service worker, gzip, as at school).  Then each of ``--students`` browsers
opens six connections (Chromium's per host) and fetches those files over them; every body's SHA-256 is checked
(``lite/tests/class_load.py``).  The server is the teacher's command, run in its own process (``--server``: another
version of ``site_server.py``, to compare), so its CPU time, threads and memory are its own.

    python3 benchmarks/bench_class.py --students 30 100            # one class of 30, then one of 100
    python3 benchmarks/bench_class.py --students 30 --hold 250     # the same with 250 connections held open
                                                                   # (half asleep, half slowloris)
    python3 benchmarks/bench_class.py --open-files 256             # the server starts with macOS's default limit

Prints one JSON line per class: per student the seconds to the last byte (median, 95th percentile, last), per
request the seconds, the bytes per student, errors, and the server's CPU seconds, peak threads and peak RSS.
With ``--hold N``, the class also runs once without the held connections first, and the line gives both.
Bounded: loopback only, ``--timeout`` seconds per class at most.  Needs a built site (``python3 -m lite.build``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from lite.tests.class_load import expected_bodies, hold_connections, on_disk, run_class  # noqa: E402
from lite.tests.site_fixtures import (CHROMIUM, FLAGS, LAN_NAME, SITE, click_light_widget_button,  # noqa: E402
                           run_light_lesson)

LESSON = "01-cards-and-the-deal.ipynb"
IDLE_AFTER_CLASS = 6  # seconds between two classes: the server closes the last one's idle connections


def lesson_files(port: int, lesson: str) -> list[str]:
    """The paths (from the site's root) that a first visit of ``lesson``'s light page fetched, in order, until its
    widget answered a click, as a student's browser fetches them over the school's network."""
    paths: list[str] = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS + [
            f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1, MAP * ~NOTFOUND"])  # nothing from outside
        context = chromium.new_context()
        context.on("requestfinished", lambda request: paths.append(urlparse(request.url).path)
                   if urlparse(request.url).port == port and urlparse(request.url).path not in paths else None)
        page = context.new_page()
        run_light_lesson(page, f"http://{LAN_NAME}:{port}", lesson, timeout_s=120)
        click_light_widget_button(page, lesson)
        context.close()
        chromium.close()
    return [path for path in paths if on_disk(SITE, path).is_file()]


class Server:
    """The teacher's command in a process of its own, with its threads and memory sampled while it runs."""

    def __init__(self, script: Path, port: int, open_files: int | None) -> None:
        def limit() -> None:
            if open_files:
                resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
        self.process = subprocess.Popen([sys.executable, str(script), "--port", str(port), str(SITE)],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limit,
                                        cwd=script.parent)
        self.process.stdout.readline()  # "serving the Crisp site at …"
        self.peak_threads = 0
        self._stop = threading.Event()
        threading.Thread(target=self._sample, daemon=True).start()

    def status(self, field: str) -> int:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        return 0

    def _sample(self) -> None:
        while not self._stop.wait(0.05):
            try:
                self.peak_threads = max(self.peak_threads, self.status("Threads"))
            except OSError:
                return

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    def figures(self, cpu_before: float) -> dict:
        return {"server_cpu_s": round(self.cpu_seconds() - cpu_before, 2), "server_peak_threads": self.peak_threads,
                "server_peak_rss_mb": round(self.status("VmHWM") / 1024, 1)}

    def stop(self) -> str:
        """Stops the server; returns what it wrote to stderr (its log)."""
        self._stop.set()
        self.process.terminate()
        try:
            return self.process.communicate(timeout=10)[1]
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.communicate()[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, nargs="+", default=[30])
    parser.add_argument("--hold", type=int, default=0, help="connections held open during the class (slowloris)")
    parser.add_argument("--open-files", type=int, help="the server's soft limit of open files (macOS: 256)")
    parser.add_argument("--server", type=Path, default=ROOT / "lite" / "site_server.py",
                        help="the server script to run (another version, to compare)")
    parser.add_argument("--port", type=int, default=8931)
    parser.add_argument("--timeout", type=float, default=120.0, help="the longest a class may take, seconds")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 -m lite.build first")
    server = Server(args.server, args.port, args.open_files)
    log = ""
    try:
        paths = lesson_files(args.port, LESSON)
        expected = expected_bodies(SITE, paths)
        for students in args.students:
            line = {"benchmark": "class", "server": str(args.server.relative_to(ROOT) if args.server.is_relative_to(ROOT)
                                                         else args.server),
                    "open_files": args.open_files, "files": len(paths), "connections_per_student": 6}
            if args.hold:
                line["without_held"] = run_class("127.0.0.1", args.port, paths, expected, students,
                                                 timeout=args.timeout).summary()
                stop = threading.Event()
                hold_connections("127.0.0.1", args.port, args.hold, stop)
                time.sleep(2)  # all held before the class starts
                line["held_connections"] = args.hold
            cpu_before = server.cpu_seconds()
            try:
                line.update(run_class("127.0.0.1", args.port, paths, expected, students, timeout=args.timeout).summary())
            finally:
                if args.hold:
                    stop.set()
            line.update(server.figures(cpu_before))
            print(json.dumps(line), flush=True)
            time.sleep(IDLE_AFTER_CLASS)
    finally:
        log = server.stop()
    lines = [line for line in log.splitlines() if line.strip()]
    print(json.dumps({"server_log_lines": len(lines), "server_log_sample": lines[:3]}))


if __name__ == "__main__":
    main()
