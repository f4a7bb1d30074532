"""A class of students opening lesson 01 at once from one laptop's server (``lite/site_server.py``), on loopback.

First a browser visit records the files lesson 01's first visit fetches (fresh context).  Then ``--students``
clients (30) start together, each fetching every one of those files over its own keep-alive HTTP/1.1 connection
and accepting gzip, as a browser does.  Each body is checked: decompressed, it must equal the file on disk
(sha256), so nothing is truncated or mixed up.  The server runs in its own process, so its CPU time is its own.

Prints one JSON line: the files and their bytes per student (as sent), seconds until the last student had its last
byte, the median student's seconds, the server's CPU seconds and share of one core, and any error.  Bounded: one
run, loopback only, ``--timeout`` seconds at most.  Needs a built site (``python3 lite/build.py``).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lite" / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from site_fixtures import CHROMIUM, FLAGS, LAN_NAME, SITE, run_lesson_and_click, widget_lesson  # noqa: E402

SERVER = """
import sys, time
sys.path.insert(0, {lite!r})
import site_server
site_server.print_addresses = lambda urls, local: print(local, flush=True)
site_server.SiteHandler.log_message = lambda self, *args: None
site_server.serve(site_server.Path({site!r}), "127.0.0.1", {port}, "/")
"""


def lesson_files(port: int, lesson: str) -> list[str]:
    """The paths (under the site) that a first visit of ``lesson`` fetched from the server, in order, as a student's
    browser fetches them over the school's network (plain http: the largest files' Brotli copies)."""
    paths: list[str] = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS + [
            f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1, MAP * ~NOTFOUND"])  # nothing from outside
        context = chromium.new_context()
        context.on("requestfinished", lambda request: paths.append(urlparse(request.url).path)
                   if urlparse(request.url).port == port and urlparse(request.url).path not in paths else None)
        run_lesson_and_click(context.new_page(), f"http://{LAN_NAME}:{port}", lesson, check_every_cell=False)
        context.close()
        chromium.close()
    return [p for p in paths if (SITE / unquote(p).lstrip("/")).is_file() or p.endswith("/")]


def on_disk(path: str) -> bytes:
    file = SITE / unquote(path).lstrip("/")
    return (file / "index.html" if file.is_dir() else file).read_bytes()


def student(port: int, paths: list[str], expected: dict[str, str], start: threading.Event, out: dict) -> None:
    """One student's browser: every file over one connection; records seconds, bytes and any error."""
    start.wait()
    began = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    received = 0
    try:
        for path in paths:
            connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            body = response.read()
            received += len(body)
            if response.status != 200:
                raise RuntimeError(f"{path}: HTTP {response.status}")
            if response.getheader("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            if hashlib.sha256(body).hexdigest() != expected[path]:
                raise RuntimeError(f"{path}: the bytes received differ from the file")
    except (OSError, RuntimeError, http.client.HTTPException) as error:
        out["error"] = str(error)
    finally:
        connection.close()
    out["seconds"] = time.perf_counter() - began
    out["bytes"] = received


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--port", type=int, default=8931)
    parser.add_argument("--timeout", type=float, default=300.0, help="the longest the class may take, seconds")
    args = parser.parse_args()
    if not (SITE / "play" / "index.html").exists():
        raise SystemExit("the site is not built: run python3 lite/build.py first")
    code = SERVER.format(lite=str(ROOT / "lite"), site=str(SITE), port=args.port)
    server = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        server.stdout.readline()  # listening
        lesson = widget_lesson()
        paths = lesson_files(args.port, lesson)
        expected = {path: hashlib.sha256(on_disk(path)).hexdigest() for path in paths}
        cpu_before = cpu_seconds(server.pid)
        start = threading.Event()
        results = [{} for _ in range(args.students)]
        threads = [threading.Thread(target=student, args=(args.port, paths, expected, start, out), daemon=True)
                   for out in results]
        for thread in threads:
            thread.start()
        began = time.perf_counter()
        start.set()
        for thread in threads:
            thread.join(max(0.0, args.timeout - (time.perf_counter() - began)))
        wall = time.perf_counter() - began
        cpu = cpu_seconds(server.pid) - cpu_before
    finally:
        server.terminate()
        server.wait()
    done = [r for r in results if "seconds" in r]
    errors = sorted({r["error"] for r in results if "error" in r})
    print(json.dumps({
        "benchmark": "class", "lesson": lesson, "students": args.students, "files": len(paths),
        "mb_per_student": round(statistics.median(r["bytes"] for r in done) / 1e6, 2) if done else None,
        "seconds_to_last_byte": round(wall, 2),
        "median_student_s": round(statistics.median(r["seconds"] for r in done), 2) if done else None,
        "finished": len(done), "server_cpu_s": round(cpu, 2), "server_cpu_share": round(cpu / wall, 2),
        "errors": errors}))


if __name__ == "__main__":
    main()
