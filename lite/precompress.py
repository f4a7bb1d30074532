"""Precompressed copies beside the built site's files: ``name.br`` (Brotli) and ``name.gz`` (gzip), as nginx's
``brotli_static``/``gzip_static``, Caddy's ``precompressed`` and ``lite/site_server.py`` send them to a browser that
accepts them (README, "Hosting the site").

Brotli at its best setting makes Pyodide's WebAssembly 2.74 MB where gzip makes 3.53 MB, but takes half a minute
for that file alone: no server could do it per request, so the build does it once, and keeps what it made in
``lite/.cache/precompressed`` by content, so that a rebuild only compresses what changed.  Browsers ask for Brotli
only over HTTPS and from ``localhost``/``127.0.0.1``; a class served over plain HTTP on a network gets gzip.

Only files that shrink by a tenth get copies (WOFF2 fonts, PNG images, wheels are compressed already), and the
copies are never listed in the offline copy or the service worker's lists: a browser never asks for them by name.
"""

from __future__ import annotations

import gzip
import hashlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import brotli

WORTH = 0.9  # a copy is kept when it is at most this fraction of the file
MIN_COMPRESSED = 1024  # smaller files are sent as they are: the saving would not pay for the work
ALREADY_COMPRESSED = {".gz", ".br", ".png", ".jpg", ".jpeg", ".gif", ".woff", ".woff2", ".whl", ".ico"}


def _compress(job: tuple[bytes, str]) -> tuple[bytes, bytes]:
    """The Brotli and gzip copies of ``data``, from the cache folder if made before."""
    data, cache = job
    key = Path(cache) / hashlib.sha256(data).hexdigest()
    br, gz = key.with_suffix(".br"), key.with_suffix(".gz")
    if not (br.is_file() and gz.is_file()):
        key.parent.mkdir(parents=True, exist_ok=True)
        for target, body in ((br, brotli.compress(data, quality=11, lgwin=24)),
                             (gz, gzip.compress(data, compresslevel=9, mtime=0))):
            partial = target.with_name(target.name + ".part")
            partial.write_bytes(body)
            partial.replace(target)
    return br.read_bytes(), gz.read_bytes()


def warm(datas: list[bytes], cache: Path) -> ProcessPoolExecutor:
    """Start compressing ``datas`` into the cache in one background process, so that :func:`precompress` later finds
    them made (the build starts the large files early, while its other steps keep one core busy); ``shutdown()``
    the returned pool before calling :func:`precompress`."""
    pool = ProcessPoolExecutor(max_workers=1)
    for data in datas:
        pool.submit(_compress, (data, str(cache)))
    return pool


def candidates(folder: Path) -> list[Path]:
    """The files of ``folder`` that may get copies: not compressed already, not a copy, at least ``MIN_COMPRESSED``."""
    return sorted(path for path in folder.rglob("*") if path.is_file() and path.suffix.lower() not in ALREADY_COMPRESSED
                  and path.stat().st_size >= MIN_COMPRESSED)


def precompress(folder: Path, cache: Path, extra: dict[Path, bytes] | None = None) -> dict[str, int]:
    """Write ``.br`` and ``.gz`` copies beside the files of ``folder`` that shrink by a tenth; ``extra`` maps a file
    to the bytes its ``.br`` copy stands for, when a browser is to get other bytes than the file's own with Brotli
    (the kernel's packages file is gzip: with Brotli it comes as the unpacked bytes, smaller; kernel/boot.mjs reads
    either).  Returns the bytes of the files with copies, their ``.br`` and their ``.gz``."""
    files = candidates(folder)
    extra = extra or {}
    jobs = [(path.read_bytes(), str(cache)) for path in files] + [(data, str(cache)) for data in extra.values()]
    totals = {"files": 0, "br": 0, "gz": 0}
    with ProcessPoolExecutor(max_workers=2) as pool:
        made = list(pool.map(_compress, jobs))
    for path, (br, gz) in zip(files, made):
        size = path.stat().st_size
        copies = [(suffix, body) for suffix, body in ((".br", br), (".gz", gz)) if len(body) <= WORTH * size]
        for suffix, body in copies:
            path.with_name(path.name + suffix).write_bytes(body)
            totals[suffix[1:]] += len(body)
        totals["files"] += size if copies else 0
    for path, (br, _) in zip(extra, made[len(files):]):
        path.with_name(path.name + ".br").write_bytes(br)
        totals["br"] += len(br)
    return totals
