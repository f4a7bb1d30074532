"""A class of students loading the site at once from one server, as their browsers do: each student's browser opens
six connections to the server (Chromium's limit per host over HTTP/1.1) and fetches its files over them, asking
for gzip as a browser does over plain HTTP.  Every body is checked: its SHA-256 must be that of the file or of its
gzip copy (whose content is checked to be the file's, once, before the class starts).  Used by
``benchmarks/bench_class.py`` and ``test_classroom_server.py``.

Also: connections that hold the server without finishing a request (:func:`hold_connections`): laptops asleep
with a connection open, and slowloris, sending a request's header a byte a second and reconnecting when closed.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import queue
import socket
import statistics
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote

CONNECTIONS = 6  # Chromium's connections per host over HTTP/1.1
ACCEPT_ENCODING = "gzip, deflate"  # what Chromium asks for over plain http (Brotli only over HTTPS and localhost)


def on_disk(site: Path, path: str) -> Path:
    """The file a URL path (from the site's root) names."""
    file = site / unquote(path.split("?", 1)[0]).lstrip("/")
    return file / "index.html" if file.is_dir() else file


def expected_bodies(site: Path, paths: list[str]) -> dict[str, set[str]]:
    """The SHA-256s a correct answer's body may have, per path: the file's, and its gzip copy's when that copy's
    content is the file's."""
    expected = {}
    for path in paths:
        data = on_disk(site, path).read_bytes()
        digests = {hashlib.sha256(data).hexdigest()}
        copy = on_disk(site, path).with_name(on_disk(site, path).name + ".gz")
        if copy.is_file() and gzip.decompress(copy.read_bytes()) == data:
            digests.add(hashlib.sha256(copy.read_bytes()).hexdigest())
        expected[path] = digests
    return expected


@dataclass
class Student:
    """One student's browser: when each request ended (seconds from the class's start) and took, bytes, errors."""

    requests: list[float] = field(default_factory=list)  # each request's seconds
    last_byte: float = 0.0  # seconds from the start until the last byte of the last file
    bytes: int = 0
    errors: list[str] = field(default_factory=list)


def _connection(host: str, port: int, paths: queue.Queue, expected: dict[str, set[str]], student: Student,
                began: float, lock: threading.Lock, timeout: float) -> None:
    """One of a student's connections: fetches paths from the student's queue until it is empty."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        while True:
            try:
                path = paths.get_nowait()
            except queue.Empty:
                return
            start = time.perf_counter()
            try:
                connection.request("GET", path, headers={"Accept-Encoding": ACCEPT_ENCODING})
                response = connection.getresponse()
                body = response.read()
                if response.status != 200:
                    raise RuntimeError(f"{path}: HTTP {response.status}")
                if hashlib.sha256(body).hexdigest() not in expected[path]:
                    raise RuntimeError(f"{path}: the bytes received are not the file's")
                if response.getheader("Connection", "").lower() == "close":
                    connection.close()
            except (OSError, RuntimeError, http.client.HTTPException) as error:
                connection.close()  # a browser retries on a new connection; the failure is counted
                with lock:
                    student.errors.append(f"{type(error).__name__}: {error}"[:200])
                continue
            end = time.perf_counter()
            with lock:
                student.requests.append(end - start)
                student.bytes += len(body)
                student.last_byte = max(student.last_byte, end - began)
    finally:
        connection.close()


@dataclass
class ClassRun:
    """What a class run measured."""

    students: list[Student]
    seconds: float  # until the last student had its last byte, or the timeout

    def summary(self) -> dict:
        """Seconds per student (median, 95th percentile, last), per request, bytes and errors, as JSON-ready
        numbers."""
        last = sorted(s.last_byte for s in self.students)
        requests = sorted(t for s in self.students for t in s.requests)
        errors = [e for s in self.students for e in s.errors]

        def pct(values: list[float], p: float) -> float | None:
            return round(values[min(len(values) - 1, int(p * len(values)))], 3) if values else None

        return {"students": len(self.students), "seconds_to_last_byte": round(self.seconds, 2),
                "student_last_byte_p50_s": pct(last, 0.5), "student_last_byte_p95_s": pct(last, 0.95),
                "student_last_byte_max_s": pct(last, 1.0),
                "request_p50_s": pct(requests, 0.5), "request_p95_s": pct(requests, 0.95),
                "request_max_s": pct(requests, 1.0), "requests": len(requests),
                "mb_per_student": round(statistics.median(s.bytes for s in self.students) / 1e6, 2),
                "errors": len(errors), "error_kinds": sorted(set(errors))[:5]}


def run_class(host: str, port: int, paths: list[str], expected: dict[str, set[str]], students: int,
              connections: int = CONNECTIONS, timeout: float = 60.0) -> ClassRun:
    """``students`` browsers start together, each fetching ``paths`` (in order, over ``connections`` connections of
    its own); returns when all are done or ``timeout`` seconds have passed (a request waits ``timeout`` at most)."""
    results = [Student() for _ in range(students)]
    start = threading.Barrier(students * connections + 1)
    threads = []
    for student in results:
        todo: queue.Queue = queue.Queue()
        for path in paths:
            todo.put(path)
        lock = threading.Lock()
        for _ in range(connections):
            def run(todo=todo, student=student, lock=lock) -> None:
                start.wait()
                _connection(host, port, todo, expected, student, began[0], lock, timeout)
            threads.append(threading.Thread(target=run, daemon=True))
    began = [0.0]
    for thread in threads:
        thread.start()
    began[0] = time.perf_counter()
    start.wait()
    for thread in threads:
        thread.join(max(0.0, timeout - (time.perf_counter() - began[0])))
    for student in results:
        missing = len(paths) - len(student.requests) - len(student.errors)
        if missing > 0:
            student.errors.append(f"{missing} requests unfinished after {timeout:.0f} s")
    return ClassRun(results, time.perf_counter() - began[0])


def hold_connections(host: str, port: int, count: int, stop: threading.Event) -> list[threading.Thread]:
    """``count`` connections held open without a whole request until ``stop`` is set: half send nothing (a laptop
    asleep), half send a request's header a byte a second (slowloris); each reconnects when the server closes it.
    Returns their threads (one per connection)."""
    def hold(trickle: bool) -> None:
        while not stop.is_set():
            try:
                with socket.create_connection((host, port), timeout=5) as sock:
                    if trickle:
                        sock.sendall(b"GET / HTTP/1.1\r\nHost: class\r\n")
                    while not stop.wait(1.0):
                        sock.sendall(b"X" if trickle else b"")
                        if not trickle:
                            sock.settimeout(0.001)
                            try:
                                if sock.recv(1) == b"":
                                    break  # closed by the server
                            except socket.timeout:
                                pass
            except OSError:
                stop.wait(0.2)  # refused or reset: try again, as an attacker would
    threads = [threading.Thread(target=hold, args=(i % 2 == 1,), daemon=True) for i in range(count)]
    for thread in threads:
        thread.start()
    return threads
