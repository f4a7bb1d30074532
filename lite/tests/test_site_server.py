"""The classroom server (``lite/site_server.py``, ``lite/static_files.py``) against what a class and a curious student
throw at it: a whole class at once through the teacher's own command, paths that try to get out of the site,
dotfiles, malformed requests, content types whatever the host says, the edge cases of Accept-Encoding and
If-None-Match (RFC 9110), and a bounded cache.  No browser: raw HTTP on loopback."""

from __future__ import annotations

import gzip
import mimetypes
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import brotli
import pytest

from lite.tests.class_load import expected_bodies, hold_connections, run_class
from lite.tests.site_fixtures import SITE

from lite import site_server
from lite import static_files

PAGE = "<!doctype html><p>" + "Crisp! " * 400  # worth compressing


def raw(url: str, request: bytes, timeout: float = 10.0) -> bytes:
    """Send ``request`` as it is to the server of ``url``; everything it answers until it closes or goes quiet."""
    host, port = url.split("//", 1)[1].split("/", 1)[0].split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        sock.sendall(request)
        received = b""
        try:
            while chunk := sock.recv(65536):
                received += chunk
                if b"\r\n\r\n" in received and (b" 400" in received[:20] or b" 404" in received[:20]
                                                or b"content-length: " in received.lower()):
                    head, _, body = received.partition(b"\r\n\r\n")
                    length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0]) \
                        if b"content-length: " in head.lower() else 0
                    if len(body) >= length:
                        break
        except socket.timeout:
            pass
    return received


def get(url: str, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    """A GET of ``path`` (sent as it is: no normalisation) with ``headers``: status, headers (lower-case names),
    body."""
    lines = [f"GET {path} HTTP/1.1", "Host: class", "Connection: close",
             *(f"{name.replace('_', '-')}: {value}" for name, value in headers.items())]
    answer = raw(url, ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *fields = head.decode("latin-1").split("\r\n")
    found = {}
    for field in fields:
        name, _, value = field.partition(":")
        found[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), found, body


def teachers_command(folder: Path) -> tuple[subprocess.Popen, int]:
    """``python3 -m lite.site_server FOLDER --port N`` (the teacher's command) started, once it accepts
    connections: the process and its port."""
    port = site_server.free_port("127.0.0.1")
    server = subprocess.Popen([sys.executable, str(Path(site_server.__file__)), str(folder), "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert f"http://127.0.0.1:{port}/" in server.stdout.readline()
    deadline = time.monotonic() + 20
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, port
        except OSError:
            assert time.monotonic() < deadline and server.poll() is None, "the server did not start"
            time.sleep(0.05)


@pytest.fixture
def site(tmp_path):
    """A small site with what an attacker looks for: a secret outside it reached by symbolic links, dotfiles and
    dot folders, a folder without index.html; and a page with its Brotli and gzip copies."""
    root, outside = tmp_path / "site", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_text("the teacher's password")
    (root / "index.html").write_text(PAGE)
    (root / "index.html.br").write_bytes(brotli.compress(PAGE.encode()))
    (root / "index.html.gz").write_bytes(gzip.compress(PAGE.encode(), mtime=0))
    (root / "app.js").write_text("export const crisp = 1;\n")
    (root / "app.mjs").write_text("export const crisp = 2;\n")
    (root / "kernel.wasm").write_bytes(b"\0asm\1\0\0\0")
    (root / "manifest.webmanifest").write_text("{}")
    (root / "engine.whl").write_bytes(b"PK\5\6" + b"\0" * 18)
    (root / "play").mkdir()
    (root / "play" / "index.html").write_text("<p>play")
    (root / "empty").mkdir()
    (root / ".env").write_text("SECRET=1")
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("[core]")
    (root / "linked-secret.txt").symlink_to(outside / "secret.txt")
    (root / "linked-folder").symlink_to(outside, target_is_directory=True)
    (root / "env.txt").symlink_to(root / ".env")  # inside, but to a dotfile
    (root / "inside-link.html").symlink_to(root / "play" / "index.html")  # inside: allowed
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            os.utime(path, (1767225600, 1767225600))
    server = site_server.start(root)
    yield server.url
    server.shutdown()


def test_a_class_of_thirty_browsers_through_the_teachers_command():
    """``python3 -m lite.site_server`` (the teacher's command, its real entry) and 30 students with 6 connections
    each fetching the light lesson pages' runtime and Pyodide at once: every answer whole and right, none lost.
    (socketserver's backlog of 5 dropped connections here: the times are bench_class.py's, not this test's.)"""
    def is_copy(file: Path) -> bool:
        return file.suffix in (".br", ".gz") and file.with_suffix("").is_file()

    paths = [f"/{p.relative_to(SITE).as_posix()}" for folder in ("static/pyodide", "lessons")
             for p in sorted((SITE / folder).iterdir()) if p.is_file() and not is_copy(p)][:40]
    assert len(paths) >= 20 and "/static/pyodide/pyodide.asm.wasm" in paths
    server, port = teachers_command(SITE)
    try:
        run = run_class("127.0.0.1", port, paths, expected_bodies(SITE, paths), students=30, timeout=120)
    finally:
        server.terminate()
        log = server.communicate(timeout=10)[1]
    summary = run.summary()
    assert summary["errors"] == 0 and summary["requests"] == 30 * len(paths), summary
    assert log == "", log


def test_idle_and_slow_connections_do_not_hold_the_server(site):
    """100 connections held without a whole request (asleep, or sending a header a byte a second): a student's
    page still comes, and the server closes such a connection within its idle time (a timeout here fails)."""
    port = int(site.rsplit(":", 1)[1])
    stop = threading.Event()
    hold_connections("127.0.0.1", port, 100, stop)
    try:
        time.sleep(1)
        assert get(site, "/")[0] == 200
        for first_bytes in (b"", b"GET / HTTP/1.1\r\nHost: class\r\n"):  # asleep; a header never ended
            with socket.create_connection(("127.0.0.1", port)) as sleeper:
                sleeper.sendall(first_bytes)
                sleeper.settimeout(site_server.IDLE_SECONDS + 5)
                start = time.perf_counter()
                while sleeper.recv(100):  # until the server closes it
                    pass
                assert time.perf_counter() - start < site_server.IDLE_SECONDS + 3
    finally:
        stop.set()


@pytest.mark.parametrize("path", ["/linked-secret.txt", "/linked-folder/secret.txt", "/env.txt", "/.env",
                                  "/.git/config", "/.git/", "/play/../.env", "/%2e%2e/outside/secret.txt",
                                  "/..%2f..%2foutside/secret.txt", "/play/..%5c..%5c.env", "/c:/windows/win.ini",
                                  "/empty/", "/empty", "/nothing.html", "/play//index.html"])
def test_nothing_outside_the_site_no_dotfile_and_no_listing(site, path):
    status, _, body = get(site, path)
    assert status == 404 and b"password" not in body and b"SECRET" not in body and b"[core]" not in body


def test_links_inside_the_site_and_folders_work(site):
    assert get(site, "/inside-link.html")[2] == b"<p>play"
    assert get(site, "/play/")[2] == b"<p>play"
    status, headers, _ = get(site, "/play?lang=pt")
    assert status == 301 and headers["location"] == "play/?lang=pt"


@pytest.mark.parametrize("request_bytes", [
    b"GET /%00 HTTP/1.1\r\nHost: class\r\n\r\n",  # NUL, escaped
    b"GET /play/%00index.html HTTP/1.1\r\nHost: class\r\n\r\n",
    b"GET /%ff%fe HTTP/1.1\r\nHost: class\r\n\r\n",  # not UTF-8
    b"GET /\x00 HTTP/1.1\r\nHost: class\r\n\r\n",  # NUL, raw
    b"GET /\xff HTTP/1.1\r\nHost: class\r\n\r\n",  # not ASCII
    b"GARBAGE\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: class\r\nBad Header\r\n\r\n",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(64) + b"\r\n\r\n",  # a TLS hello (https:// to http)
])
def test_malformed_requests_get_400_or_404_and_one_line_in_the_log(tmp_path, request_bytes):
    """Through the teacher's command: the answer is 400 or 404, the log says at most one line, never a traceback."""
    (tmp_path / "index.html").write_text(PAGE)
    server, port = teachers_command(tmp_path)
    try:
        answer = raw(f"http://127.0.0.1:{port}/", request_bytes, timeout=5)
        time.sleep(0.3)
        assert get(f"http://127.0.0.1:{port}/", "/")[0] == 200  # and the server goes on
    finally:
        server.terminate()
        log = server.communicate(timeout=10)[1]
    assert answer.split(b" ")[1] in (b"400", b"404"), answer[:100]
    assert "Traceback" not in log and len(log.splitlines()) <= 1, log


def test_content_types_come_from_the_sites_own_table(site, monkeypatch):
    """Whatever the host's registry says (Windows may say text/plain for .js): the browser gets a module it runs."""
    monkeypatch.setitem(mimetypes.types_map, ".js", "text/plain")
    monkeypatch.setitem(mimetypes.types_map, ".wasm", "application/octet-stream")
    expected = {"/app.js": "text/javascript; charset=utf-8", "/app.mjs": "text/javascript; charset=utf-8",
                "/kernel.wasm": "application/wasm", "/manifest.webmanifest": "application/manifest+json",
                "/engine.whl": "application/zip", "/": "text/html; charset=utf-8",
                "/index.html.br": "application/octet-stream", "/index.html.gz": "application/gzip"}
    for path, content_type in expected.items():
        headers = get(site, path)[1]
        assert headers["content-type"] == content_type and headers["x-content-type-options"] == "nosniff", path
    assert static_files.content_type("x.json") == "application/json"
    assert static_files.content_type("x.svg") == "image/svg+xml" and static_files.content_type("X.CSS").startswith("text/css")


@pytest.mark.parametrize("accept, coding", [
    (None, None),  # no field: the file as it is
    ("", None),  # empty: no coding wanted
    ("gzip, deflate", "gzip"),
    ("gzip, deflate, br", "br"),
    ("br;q=0, gzip", "gzip"),
    ("gzip;Q=0, br;Q=0", None),  # the q parameter is case-insensitive
    ("GZIP", "gzip"),  # so are coding names
    ("x-gzip", "gzip"),
    ("*", "br"),  # anything: the smallest
    ("*;q=0, gzip", "gzip"),  # a named coding beats the star
    ("gzip, *;q=0", "gzip"),
    ("*;q=0", None),  # refuses everything, identity too: the file as it is (RFC 9110 §12.1, not a 406)
    ("identity;q=0, gzip;q=0.5", "gzip"),
    ("br;q=0.5, gzip;q=0.8", "gzip"),  # the highest qvalue wins
    ("gzip;q=0.5, identity;q=1", None),
    ("gzip;q=2, br;q=nan", None),  # not qvalues: refused
])
def test_accept_encoding_as_rfc_9110_says(site, accept, coding):
    headers = {} if accept is None else {"Accept-Encoding": accept}
    status, answer, body = get(site, "/", **headers)
    assert status == 200 and answer.get("content-encoding") == coding and answer["vary"] == "Accept-Encoding"
    decoded = {None: lambda b: b, "gzip": gzip.decompress, "br": brotli.decompress}[coding](body)
    assert decoded == PAGE.encode()


def test_each_representation_has_its_own_etag_and_if_none_match_as_rfc_9110_says(site):
    tags = {coding: get(site, "/", Accept_Encoding=coding)[1]["etag"] for coding in ("identity", "gzip", "br")}
    assert len(set(tags.values())) == 3 and all(tag.startswith('"') for tag in tags.values())
    gz = tags["gzip"]
    for header, status in ((gz, 304), (f"W/{gz}", 304), (f'"other", {gz}', 304), (f'W/"other", W/{gz}', 304),
                           ("*", 304), ('"other"', 200), (tags["br"], 200), (gz[:-1] + 'x"', 200),
                           (gz.strip('"'), 200)):
        answer = get(site, "/", Accept_Encoding="gzip", If_None_Match=header)
        assert answer[0] == status, header
        if status == 304:
            assert answer[1]["etag"] == gz and answer[2] == b"" and answer[1]["cache-control"] == "no-cache"
    assert get(site, "/nothing", If_None_Match="*")[0] == 404  # no current representation: no match


def test_a_file_changed_in_place_gets_a_new_etag_and_its_new_bytes(tmp_path):
    """Same size, same mtime (the build gives every file one), other content: another ETag, the new bytes."""
    script = tmp_path / "app.js"
    script.write_text("export const crisp = 1;\n")
    os.utime(script, (1767225600, 1767225600))
    server = site_server.start(tmp_path)
    try:
        before = get(server.url, "/app.js")
        script.write_text("export const crisp = 2;\n")
        os.utime(script, (1767225600, 1767225600))
        after = get(server.url, "/app.js", If_None_Match=before[1]["etag"])
    finally:
        server.shutdown()
    assert after[0] == 200 and after[2] == b"export const crisp = 2;\n" and after[1]["etag"] != before[1]["etag"]


def test_the_cache_is_bounded_and_keyed_by_the_file_not_the_path(tmp_path):
    """Paths that name one file (another case on a case-insensitive disk, a link) share one entry; the entries
    never pass the cache's size, however many files are asked for."""
    for n in range(50):
        (tmp_path / f"page{n}.html").write_text(f"<p>{n}" + "x" * 1000)
    (tmp_path / "same.html").symlink_to(tmp_path / "page0.html")
    files = static_files.SiteFiles(tmp_path, memory=20_000, largest=5_000)
    for route in ("page0.html", "same.html", "page0.html"):
        path, status = files.find(route)
        files.representation(path, status, "gzip")
    assert len(files.contents) == 1
    for n in range(50):
        files.representation(*files.find(f"page{n}.html"), None)
    assert files.contents.total <= 20_000 and len(files.contents) < 50
    big = tmp_path / "big.bin"
    big.write_bytes(b"x" * 10_000)
    content = files.representation(*files.find("big.bin"), None).content
    assert content.data is None and content.size == 10_000  # too large to keep: read as it is sent


def test_methods_other_than_get_and_head(site):
    answer = raw(site, b"POST / HTTP/1.1\r\nHost: class\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 405") and b"allow: get, head" in answer.lower()
    head = raw(site, b"HEAD / HTTP/1.1\r\nHost: class\r\nConnection: close\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200") and f"content-length: {len(PAGE)}".encode() in head.lower()
    assert head.endswith(b"\r\n\r\n")


@pytest.mark.parametrize("env, lang", [({"LANG": "pt_BR.UTF-8"}, "pt"), ({"LANG": "pt_PT.UTF-8"}, "pt-PT"),
                                       ({"LC_ALL": "es_ES.UTF-8"}, "es"), ({"LANG": "fr_CA"}, "fr"),
                                       ({"LANG": "de_DE.UTF-8"}, "en"), ({}, "en")])
def test_the_teachers_window_speaks_the_computers_language(tmp_path, env, lang):
    """The server's window, the first thing a teacher reads, in the computer's language: its first line says the
    site is open here and gives this machine's address; then how to stop it."""
    (tmp_path / "index.html").write_text(PAGE)
    port = site_server.free_port("127.0.0.1")
    clean = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")}
    server = subprocess.Popen([sys.executable, str(Path(site_server.__file__)), str(tmp_path), "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**clean, **env})
    try:
        first, _, stop = (server.stdout.readline() for _ in range(3))
    finally:
        server.terminate()
        server.communicate(timeout=10)
    words = site_server.server_words(SITE, lang)
    assert first.strip() == words["server.ready"].format(url=f"http://127.0.0.1:{port}/")
    assert stop.strip() == words["server.stop"] and "Ctrl-C" in stop
    assert {"pt": "aberto", "pt-PT": "aberto", "es": "abierto", "fr": "ouvert", "en": "open"}[lang] in first


def test_the_open_file_limit_is_raised_for_a_class():
    """macOS starts a process with 256 open files, fewer than a class's connections: the server raises its own."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        limit = site_server.raise_open_file_limit()
        assert limit == min(site_server.WANTED_OPEN_FILES, hard) and limit > 256
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == limit
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
