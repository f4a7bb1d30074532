"""Serving the built site: on a reader's own machine (``127.0.0.1``), or from a teacher's laptop to a class
(``--host 0.0.0.0``: every address of the laptop, printed with a QR code each, and given to the teacher's page).

The server answers as README's "Hosting the site" asks of any host:

- files whose names carry a content hash are cached for a year, every other file is revalidated against an ETag
  of its content (never its mtime: the build gives every file one mtime), over HTTP/1.1, one thread per request;
- a file with a precompressed copy beside it (``name.br``, ``name.gz``: lite/precompress.py writes them at build
  time) is sent as that copy to a browser that accepts its encoding, Brotli first (browsers ask for it over HTTPS
  and from localhost only); another file that compresses (scripts, pages, JSON, the lessons) is sent
  gzip-compressed to a browser that accepts it: compressed once per version of the file and kept in memory, so
  thirty students asking at once cost one compression;
- nothing outside the site's base path, and no folder listings (a folder without ``index.html`` is 404);
- ``classroom.json`` (served, not a file): the addresses students can type, each with its QR code as an SVG
  image, for the teacher's guide (it shows them when the site is served this way; a static host has no such file).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import socket
import threading
from functools import partial
from pathlib import Path

# Names that change whenever their content does: JupyterLite's bundles name their chunks by a content hash
# (build/1415.7a32317.js, extensions/.../static/remoteEntry.abcac41d5ca77040.js), and so does the build the
# kernel's packages file (static/pyodide/kernel-packages.0123456789abcdef.gz), the lessons' small ones
# (static/pyodide/lesson-stdlib.….zip, lesson-packages.….gz) and the play page's archives
# (play/play-stdlib.0123456789abcdef.zip, play/play-engine.….zip).  Nothing else in the site is named
# so (the Pyodide runtime, the lock, the lessons, the pages keep their names across builds).
CONTENT_HASHED = re.compile(r"\.[0-9a-f]{7,}\.(js|css|gz|zip)$")
CACHE_FOREVER = "public, max-age=31536000, immutable"
CACHE_REVALIDATE = "no-cache"  # may be stored, but is checked with the server (ETag) before each use
# What gzip makes smaller (already-compressed files, .gz/.zip/.png/.whl, are sent as they are)
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".md", ".ipynb", ".txt", ".map",
                ".webmanifest", ".ico", ".py", ".ttf", ".otf", ".eot"}
MIN_COMPRESSED = 1024  # smaller files are sent as they are: the saving would not pay for the work
CLASSROOM = "classroom.json"


def cache_control(url_path: str) -> str:
    """The Cache-Control header for a file of the site (its path in the URL, after the site's base)."""
    return CACHE_FOREVER if CONTENT_HASHED.search(url_path) else CACHE_REVALIDATE


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class FileVersions:
    """Per version of a file (its path, size and mtime): its ETag and its gzip-compressed bytes, each made once
    however many requests ask for it at the same time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._locks: dict[tuple, threading.Lock] = {}
        self._etags: dict[tuple, str] = {}
        self._gzipped: dict[tuple, bytes] = {}

    @staticmethod
    def key(file: str) -> tuple[str, int, int]:
        stat = os.stat(file)
        return (file, stat.st_size, stat.st_mtime_ns)

    def _once(self, key: tuple) -> threading.Lock:
        with self._lock:
            return self._locks.setdefault(key, threading.Lock())

    def etag(self, file: str) -> str:
        key = self.key(file)
        with self._once(key):
            if key not in self._etags:
                self._etags[key] = '"' + sha256(Path(file))[:32] + '"'
        return self._etags[key]

    def gzipped(self, file: str) -> bytes:
        key = self.key(file)
        with self._once(key):
            if key not in self._gzipped:
                self._gzipped[key] = gzip.compress(Path(file).read_bytes(), compresslevel=6, mtime=0)
        return self._gzipped[key]


def compressible(file: str) -> bool:
    return Path(file).suffix.lower() in COMPRESSIBLE and os.path.getsize(file) >= MIN_COMPRESSED


def accepts(header: str, encoding: str) -> bool:
    """Whether an Accept-Encoding header accepts ``encoding`` ("gzip", "br"; ``gzip;q=0`` refuses it)."""
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in (encoding, "*"):
            quality = params.strip()
            try:
                return not (quality.startswith("q=") and float(quality[2:] or 0) == 0)
            except ValueError:
                return False
    return False


ENCODINGS = (("br", ".br"), ("gzip", ".gz"))  # precompressed copies, in the order they are preferred


def precompressed(file: str, header: str) -> tuple[str, str] | None:
    """The precompressed copy of ``file`` to send for an Accept-Encoding ``header``: (its path, its encoding).  A
    copy older than its file (the file changed after the build) is never sent."""
    for encoding, suffix in ENCODINGS:
        copy = file + suffix
        if accepts(header, encoding) and os.path.isfile(copy) and os.stat(copy).st_mtime_ns >= os.stat(file).st_mtime_ns:
            return copy, encoding
    return None


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the built site under ``base`` ("/" or a sub-path such as "/crisp/"); see the module's docstring."""

    base = "/"
    classroom: dict = {}  # what classroom.json answers; empty: the server has no address to give (404)
    sent: list[int] | None = None  # with a one-item list: the number of bytes sent so far, headers included
    # HTTP/1.1, as every real host: Chromium counts an ETag as a validator only in an HTTP/1.1 answer, so over
    # HTTP/1.0 (http.server's default) it could never revalidate a file and downloaded every one again each time
    protocol_version = "HTTP/1.1"
    versions = FileVersions()

    def setup(self) -> None:
        super().setup()
        if self.sent is not None:  # count what goes out: the bytes a school's link carries (benchmarks)
            self.wfile = CountingWriter(self.wfile, self.sent)

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass  # the browser went away mid-answer (a page closed): nothing to do

    def translate_path(self, path: str) -> str:
        route = path.split("?", 1)[0].split("#", 1)[0]
        if not route.startswith(self.base):
            return str(Path(self.directory) / "-outside-the-base-path-")  # no such file: 404
        return super().translate_path("/" + path[len(self.base):])

    def list_directory(self, path):
        self.send_error(http.HTTPStatus.NOT_FOUND, "No folder listings")
        return None

    def send_head(self):
        self._etag = None
        route = self.path.split("?", 1)[0]
        if route == self.base + CLASSROOM and self.classroom:
            return self._send_bytes(json.dumps(self.classroom).encode(), "application/json", cache=CACHE_REVALIDATE)
        file = self.translate_path(self.path)
        if os.path.isdir(file) and route.endswith("/"):
            file = os.path.join(file, "index.html")
        if not os.path.isfile(file):
            return super().send_head()  # 404, or the redirect of a folder named without its final slash
        header = self.headers.get("Accept-Encoding", "")
        copy = precompressed(file, header)
        encoding = copy[1] if copy else "gzip" if compressible(file) and accepts(header, "gzip") else None
        self._etag = self.versions.etag(file)[:-1] + {"br": '-br"', "gzip": '-gz"', None: '"'}[encoding]
        if self._etag in [tag.strip() for tag in self.headers.get("If-None-Match", "").split(",")]:
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        if copy:
            return self._send_file(copy[0], self.guess_type(file), encoding)
        if not encoding:
            return super().send_head()
        return self._send_bytes(self.versions.gzipped(file), self.guess_type(file), encoding="gzip")

    def _send_file(self, path: str, content_type: str, encoding: str):
        handle = open(path, "rb")
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(os.fstat(handle.fileno()).st_size))
        self.send_header("Content-Encoding", encoding)
        self.end_headers()
        return handle

    def _send_bytes(self, body: bytes, content_type: str, encoding: str | None = None, cache: str | None = None):
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        if cache:
            self.send_header("Cache-Control", cache)
        self.end_headers()
        return io.BytesIO(body)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() != "last-modified":
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        if getattr(self, "_etag", None):
            self.send_header("ETag", self._etag)
            self.send_header("Cache-Control", cache_control(self.path.split("?", 1)[0]))
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()


class CountingWriter(io.BufferedIOBase):
    """A connection's output stream that adds the length of everything written to ``sent[0]``."""

    def __init__(self, raw, sent: list[int]) -> None:
        self.raw, self.sent, self.lock = raw, sent, threading.Lock()

    def write(self, data) -> int:
        with self.lock:
            self.sent[0] += len(data)
        return self.raw.write(data)

    def flush(self) -> None:
        self.raw.flush()


def site_handler(directory: Path, base: str = "/", quiet: bool = False, classroom: dict | None = None,
                 sent: list[int] | None = None):
    """A request handler class for ``http.server`` serving ``directory`` under the URL path ``base``;
    ``classroom`` is what ``classroom.json`` answers (see :func:`classroom_data`); ``sent``, a list ``[0]``,
    counts the bytes sent."""
    if not (base.startswith("/") and base.endswith("/")):
        raise ValueError(f"base must start and end with '/': {base!r}")
    attributes = {"base": base, "classroom": classroom or {}, "versions": FileVersions(), "sent": sent}
    if quiet:
        attributes["log_message"] = lambda self, *args: None
    return partial(type("CrispSiteHandler", (SiteHandler,), attributes), directory=str(directory))


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that other machines of its network can reach (not the loopback)."""
    found: set[str] = set()
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # sends nothing: only picks the interface a packet would leave by
        found.add(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    try:
        found.update(info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith(("127.", "0.")))


def site_urls(host: str, port: int, base: str) -> list[str]:
    """The URLs a reader can type: 127.0.0.1 for this machine, and with ``host`` 0.0.0.0 every LAN address."""
    addresses = lan_addresses() if host in ("0.0.0.0", "") else [] if host.startswith("127.") else [host]
    return [f"http://{address}:{port}{base}" for address in addresses]


def qr_svg(url: str) -> str | None:
    """A QR code of ``url`` as an SVG data URI, or None without the ``segno`` package (lite/requirements.txt)."""
    try:
        import segno
    except ImportError:
        return None
    return segno.make(url, error="m").svg_data_uri(scale=4, border=2)


def classroom_data(urls: list[str]) -> dict:
    """What ``classroom.json`` answers: each URL students can type, with its QR code (SVG data URI)."""
    return {"addresses": [{"url": url, "qr": qr_svg(url)} for url in urls]} if urls else {}


def print_addresses(urls: list[str], local: str) -> None:
    print(f"serving the Crisp site at {local}  (Ctrl-C to stop)", flush=True)
    if not urls:
        return
    print("\nStudents on the same network can open:")
    for url in urls:
        print(f"\n  {url}\n")
        try:
            import segno
            segno.make(url, error="m").terminal(compact=True)
        except ImportError:
            pass
    print("\nOver plain HTTP from another machine the site works while this server runs, but a browser keeps it "
          "for offline use only over HTTPS or on localhost (README, \"A class on one laptop\").", flush=True)


def serve(directory: Path, host: str = "127.0.0.1", port: int = 8000, base: str = "/") -> None:
    """Serve ``directory`` until Ctrl-C, on ``host`` (``0.0.0.0``: every interface, for a class)."""
    urls = site_urls(host, port, base)
    handler = site_handler(directory, base, classroom=classroom_data(urls))
    with http.server.ThreadingHTTPServer((host, port), handler) as server:
        server.daemon_threads = True
        print_addresses(urls, f"http://127.0.0.1:{port}{base}")
        server.serve_forever()


def main() -> None:
    """``python3 lite/site_server.py [--host 0.0.0.0] [--port 8000] [--base /] [folder]``: serve a site built
    before (``lite/_output`` by default) without building it again, and without the internet: at school, a site
    built at home."""
    parser = argparse.ArgumentParser(description="Serve the built Crisp site (python3 lite/build.py builds it).")
    parser.add_argument("folder", nargs="?", type=Path, default=Path(__file__).resolve().parent / "_output",
                        help="the built site (default: lite/_output)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on; 0.0.0.0 serves every machine of the network (a class)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--base", default="/", help="the URL path to serve the site under, e.g. /crisp/")
    args = parser.parse_args()
    if not (args.folder / "index.html").is_file():
        raise SystemExit(f"no built site in {args.folder}: run python3 lite/build.py first (it needs the internet once)")
    try:
        serve(args.folder, args.host, args.port, args.base)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
