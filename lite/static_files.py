"""The built site's files over HTTP: which file a path names, which of its representations to send, and its
validators.  An ASGI app (:class:`StaticSite`) for the classroom server (``lite/site_server.py``).

What it does, as README's "Hosting the site" asks of any host:

- a path names a regular file inside the site's folder, or a folder's ``index.html``; a path with a dotfile or dot
  folder in it (``.env``, ``.git/``, ``..``), with a backslash, a colon or a control character, or that resolves
  outside the folder through a symbolic link, is 404; a folder without ``index.html`` is 404, never a listing;
- a file with a precompressed copy beside it (``name.br``, ``name.gz``: ``lite/precompress.py`` writes them at build
  time) is sent as that copy to a client whose Accept-Encoding accepts its coding (RFC 9110 §12.5.3), with
  ``Vary: Accept-Encoding``; a copy older than its file (the file changed after the build) is never sent;
- the bytes sent are kept in memory (bounded), so no file stays open while a slow client reads;
- every representation has its own strong ETag, a hash of the bytes it sends (so one per file version and coding),
  and If-None-Match is evaluated as RFC 9110 §13.1.2 says (a list, weak comparison, ``*``); no Last-Modified: the
  build gives every file the same mtime;
- files whose names carry a content hash are cached for a year (``immutable``), every other file is revalidated;
- content types come from this module's own table, never from the host's registry (on Windows ``.js`` may be
  registered as ``text/plain``, which browsers refuse to run as a module).

Why not an existing static layer: WhiteNoise and its ASGI fork servestatic (4.4) derive the ETag from the mtime
and size and give every coding of a file the same one, and compare If-None-Match as one string, so ``W/"…"``, a
list or ``*`` never match; Starlette's StaticFiles sends no precompressed copies and takes types from the host's
registry.  Ranges are not served (RFC 9110 §14.2 lets a server ignore them): the site has no media to seek in.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import stat
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from threading import Lock
from typing import Callable, Iterable

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.responses import FileResponse, PlainTextResponse, RedirectResponse, Response
from starlette.types import Receive, Scope, Send

log = logging.getLogger("crisp.site")

# Names that change whenever their content does: JupyterLite's bundles name their chunks by a content hash
# (build/1415.7a32317.js, extensions/.../static/remoteEntry.abcac41d5ca77040.js), and so does the build the
# kernel's packages file (static/pyodide/kernel-packages.0123456789abcdef.gz), the lessons' small ones
# (static/pyodide/lesson-stdlib.….zip, lesson-packages.….gz), the play page's archives
# (play/play-stdlib.0123456789abcdef.zip, play/play-engine.….zip) and the light lesson pages' scripts
# (lessons/lesson.….js).  Nothing else in the site is named so (the Pyodide runtime, the lock, the lessons, the
# pages keep their names across builds).
CONTENT_HASHED = re.compile(r"\.[0-9a-f]{7,}\.(js|css|gz|zip)$")
CACHE_FOREVER = "public, max-age=31536000, immutable"
CACHE_REVALIDATE = "no-cache"  # may be stored, but is checked with the server (ETag) before each use

# The site's content types, whatever the host's registry says.  A browser needs the right one for scripts and
# modules (.js, .mjs), WebAssembly's streaming compile (.wasm), styles and the web app manifest; the rest are read
# by scripts (fetch) and only need to be honest.
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".otf": "font/otf",
    ".eot": "application/vnd.ms-fontobject",
    ".ipynb": "application/x-ipynb+json",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
    ".whl": "application/zip",  # a wheel is a zip archive (PEP 427)
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",  # Brotli has no registered media type; pages fetch these by name
}
DEFAULT_TYPE = "application/octet-stream"

# The precompressed copies, by content coding (RFC 9110 §8.4.1), in the order preferred when a client accepts
# several equally: the smaller first.
COPIES = (("br", ".br"), ("gzip", ".gz"))
CODING_ALIASES = {"x-gzip": "gzip"}  # RFC 9110 §8.4.1.3: a recipient should treat x-gzip as gzip

# A path segment the site never serves: a dotfile or dot folder (".", ".." included), or one holding a backslash
# or a colon (a Windows separator or drive) or a control character (NUL included).
REFUSED_SEGMENT = re.compile(r"^\.|[\\:\x00-\x1f\x7f]")


def cache_control(url_path: str) -> str:
    """The Cache-Control header for a file of the site (its path in the URL, after the site's base)."""
    return CACHE_FOREVER if CONTENT_HASHED.search(url_path) else CACHE_REVALIDATE


def content_type(name: str) -> str:
    """The content type of a file named ``name``, from :data:`CONTENT_TYPES`."""
    return CONTENT_TYPES.get(os.path.splitext(name)[1].lower(), DEFAULT_TYPE)


def accepted_codings(header: str | None) -> dict[str, float]:
    """The qvalue an Accept-Encoding field gives each coding it names (RFC 9110 §12.5.3, §12.4.2): coding names
    and the ``q`` parameter are case-insensitive, a qvalue that is not a number from 0 to 1 refuses its coding,
    ``x-gzip`` is ``gzip``; ``*`` keeps its own entry."""
    found: dict[str, float] = {}
    for entry in (header or "").split(","):
        coding, *params = (part.strip() for part in entry.split(";"))
        coding = CODING_ALIASES.get(coding.lower(), coding.lower())
        if not coding:
            continue
        quality = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value.strip())
                except ValueError:
                    quality = 0.0
                if not 0.0 <= quality <= 1.0:  # nan and inf included
                    quality = 0.0
        found[coding] = quality
    return found


def preferred_coding(header: str | None, available: Iterable[str]) -> str | None:
    """Which of the ``available`` codings to send (None: the file as it is) for an Accept-Encoding ``header``.

    RFC 9110 §12.5.3: a coding named with q=0 is refused; ``*`` stands for every coding the field does not name;
    "identity" (no coding) is acceptable unless refused by ``identity;q=0`` or by ``*;q=0`` without an entry of
    its own, and when the field does not weigh it, it comes after every coding the field names (as 0.001, the
    least qvalue); the highest qvalue wins, and between equals the smaller copy.  Without the field the file goes as it
    is (any coding would be allowed; none is the safe choice).  When the field refuses everything the file has,
    it also goes as it is: RFC 9110 lets a server send what the client did not ask for rather than a 406
    (§12.1), and every client reads an unencoded body."""
    if header is None:
        return None
    accepted = accepted_codings(header)
    star = accepted.get("*")

    def quality(coding: str) -> float:
        if coding in accepted:
            return accepted[coding]
        if star is not None:
            return star
        return 0.001 if coding == "identity" else 0.0

    ranked = [(quality(coding), -rank, coding) for rank, coding in enumerate([*available, "identity"])]
    best = max(ranked)
    return None if best[0] <= 0 or best[2] == "identity" else best[2]


ENTITY_TAG = re.compile(r'\s*(?:W/)?("[^"]*")\s*(?:,|$)')


def none_match(header: str, etag: str) -> bool:
    """Whether an If-None-Match field matches a representation whose (strong) entity tag is ``etag``: ``*``, or
    a list of entity tags compared weakly, ``W/`` prefixes ignored (RFC 9110 §13.1.2, §8.8.3.2)."""
    if header.strip() == "*":
        return True
    return etag in ENTITY_TAG.findall(header)


class BoundedCache:
    """A thread-safe least-recently-used map whose entries' weights add up to at most ``capacity``; each value is
    made once however many threads ask for it at the same time."""

    def __init__(self, capacity: int, weight: Callable[[object], int] = lambda value: 1) -> None:
        self.capacity, self.weight, self.total = capacity, weight, 0
        self._items: OrderedDict = OrderedDict()
        self._making: dict = {}
        self._lock = Lock()

    def get(self, key, make: Callable[[], object]):
        """The value of ``key``, made by ``make()`` if it is not kept (by one thread; the others wait for it)."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
            making = self._making.setdefault(key, Lock())
        with making:
            with self._lock:
                if key in self._items:
                    return self._items[key]
            value = make()
            with self._lock:
                self._making.pop(key, None)
                self._items[key] = value
                self.total += self.weight(value)
                while self.total > self.capacity and len(self._items) > 1:
                    self.total -= self.weight(self._items.popitem(last=False)[1])
        return value

    def __len__(self) -> int:
        return len(self._items)


@dataclass(frozen=True)
class Content:
    """A version of a file's bytes: its strong ETag (a hash of them) and, when small enough to keep, the bytes."""

    etag: str
    size: int
    data: bytes | None


@dataclass(frozen=True)
class Representation:
    """What to send for a request: the file on disk (the file itself or a copy), its coding, its content."""

    path: str
    coding: str | None
    content: Content


class SiteFiles:
    """The files of a site's folder, found and described as the module's docstring says.

    The bytes of the files sent are kept in memory (``memory`` bytes in all, files up to ``largest``), by file
    identity (device, inode, size, mtime, and the change time that any write moves), not by the path as typed: on a case-insensitive disk /Play/ and /play/
    are one file and one entry, and no path a client makes up adds one.  Answering from memory holds no file open
    while a slow client reads, so open files never grow with the connections."""

    def __init__(self, root: Path, memory: int = 256 << 20, largest: int = 64 << 20) -> None:
        self.root = os.path.realpath(root)
        self.largest = largest
        self.contents = BoundedCache(memory, weight=lambda content: 256 + len(content.data or b""))

    def _inside(self, path: str) -> bool:
        try:
            relative = os.path.relpath(path, self.root)
        except ValueError:  # Windows: another drive
            return False
        parts = Path(relative).parts
        return not (parts and parts[0] == os.pardir) and not any(part.startswith(".") for part in parts)

    @staticmethod
    def _regular(path: str) -> os.stat_result | None:
        try:
            found = os.stat(path)
        except (OSError, ValueError):
            return None
        return found if stat.S_ISREG(found.st_mode) else None

    def find(self, route: str) -> tuple[str, os.stat_result] | str | None:
        """The file a URL path under the site's base names (``route``: decoded, without the base's slash), as
        (its resolved path, its status); or, for a folder named without its final slash that has an
        ``index.html``, the string "/" (redirect there); or None (404)."""
        folder = route == "" or route.endswith("/")
        segments = route.split("/")[:-1] if folder else route.split("/")
        if any(segment == "" or REFUSED_SEGMENT.search(segment) for segment in segments):
            return None
        path = os.path.realpath(os.path.join(self.root, *segments))
        if not self._inside(path):
            return None
        if os.path.isdir(path):
            index = os.path.realpath(os.path.join(path, "index.html"))
            found = self._regular(index) if self._inside(index) else None
            if found is None:
                return None
            return (index, found) if folder else "/"
        found = self._regular(path)
        return (path, found) if found is not None and not folder else None

    def content(self, path: str, status: os.stat_result) -> Content:
        """The content of the file at ``path`` as ``status`` describes it (kept per file version)."""
        def make() -> Content:
            digest = hashlib.sha256()
            kept = bytearray() if status.st_size <= self.largest else None
            with open(path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
                    if kept is not None:
                        kept += block
            return Content('"' + digest.hexdigest()[:32] + '"', status.st_size,
                           bytes(kept) if kept is not None else None)
        identity = (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, status.st_ctime_ns)
        return self.contents.get(identity, make)

    def representation(self, path: str, status: os.stat_result, accept_encoding: str | None) -> Representation:
        """The representation of the file at ``path`` to send for an Accept-Encoding field."""
        copies = {}
        for coding, suffix in COPIES:
            copy = os.path.realpath(path + suffix)
            found = self._regular(copy) if self._inside(copy) else None
            if found is not None and found.st_mtime_ns >= status.st_mtime_ns:
                copies[coding] = (copy, found)
        coding = preferred_coding(accept_encoding, copies)
        sent, sent_status = copies[coding] if coding else (path, status)
        return Representation(sent, coding, self.content(sent, sent_status))


class StaticSite:
    """An ASGI app serving a site's folder, as the module's docstring says, at the path it is mounted at
    (``scope["root_path"]``, as Starlette's ``Mount`` sets it)."""

    def __init__(self, root: Path) -> None:
        self.files = SiteFiles(root)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = await run_in_threadpool(self.respond, scope)  # disk reads and hashing off the event loop
        await response(scope, receive, send)

    def respond(self, scope: Scope) -> Response:
        """The response to an HTTP request (never raises: a file that vanishes meanwhile is 404)."""
        if scope["method"] not in ("GET", "HEAD"):
            return PlainTextResponse("Method not allowed", 405, headers={"Allow": "GET, HEAD"})
        path, mount = scope["path"], scope.get("root_path", "")
        route = (path[len(mount):] if path.startswith(mount) else path)[1:]
        if "\ufffd" in route or "\x00" in route:  # a %-escape that is not UTF-8 (the server put U+FFFD), or NUL
            log.warning("refused %s: the path is not valid (400)", ascii(scope["path"])[:200])
            return PlainTextResponse("Bad request: the path is not valid", 400)
        try:
            found = self.files.find(route)
            if found is None:
                return PlainTextResponse("Not found", 404)
            if found == "/":
                query = scope.get("query_string", b"").decode("latin-1")
                return RedirectResponse(route.rsplit("/", 1)[-1] + "/" + (f"?{query}" if query else ""), 301)
            path, status = found
            request = Headers(scope=scope)
            chosen = self.files.representation(path, status, request.get("accept-encoding"))
        except OSError as error:  # the file went away, or cannot be read
            log.warning("could not send %s: %s", ascii(route)[:200], error.strerror or error)
            return PlainTextResponse("Not found", 404)
        headers = {"ETag": chosen.content.etag, "Cache-Control": cache_control("/" + route),
                   "Vary": "Accept-Encoding", "X-Content-Type-Options": "nosniff"}
        if "if-none-match" in request and none_match(request["if-none-match"], chosen.content.etag):
            return Response(status_code=304, headers=headers)
        if chosen.coding:
            headers["Content-Encoding"] = chosen.coding
        if chosen.content.data is None:  # too large to keep: read from disk as it is sent
            response = FileResponse(chosen.path, headers=headers, media_type=content_type(path))
            del response.headers["last-modified"]  # every file has the build's one mtime: no validator
            return response
        headers["Content-Length"] = str(chosen.content.size)
        body = b"" if scope["method"] == "HEAD" else chosen.content.data
        return Response(body, headers=headers, media_type=content_type(path))
