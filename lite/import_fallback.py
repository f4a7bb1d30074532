"""The fallback of a page's small files, in Pyodide: a finder of the modules only the site's full files hold.

The play page (lite/site/play/worker.js) and the lessons' kernel (lite/kernel/boot.mjs) start Python from small
copies of the standard library and of the packages, holding only the modules they were traced importing
(lite/play_files.py, lite/lesson_files.py).  lite/build.py inlines this file's source into both scripts.  Its
finder goes last on ``sys.meta_path``: asked for a module no other finder found, it looks the name up among the
modules the small files left out ("later"), and for one of them has ``load`` fetch that full file once — the
standard library's zip is put on ``sys.path``, packages are written over site-packages — then looks again.  So an
import never fails where the full files would have given the module; each fetch names the missing module on the
console (the tests check that no lesson and no table ever fetches).
"""

import importlib
import sys
from importlib.machinery import PathFinder

FULL_STDLIB = "/lib/python_stdlib_full.zip"  # where the full standard library is written once fetched


class FullFiles:
    """Finds, once fetched, the modules only the full files hold.  ``later``: {"stdlib" or another file's key:
    [module names]}; ``load(which, name)`` fetches and places file ``which`` (asked for module ``name``) and
    returns the zip archive to add to ``sys.path`` (the standard library) or None (files written where Python
    already looks); ``small_stdlib``: the small standard library's path on ``sys.path``."""

    crisp_full_files = True  # how the kernel's loader finds an earlier one (in a kernel image) to replace

    def __init__(self, later: dict, load, small_stdlib: str) -> None:
        self.later = {which: frozenset(names) for which, names in later.items()}
        self.load, self.small, self.full = load, small_stdlib, {}

    def find_spec(self, name, path=None, target=None):
        which = next((which for which, names in self.later.items() if name in names), None)
        if which is None:
            return None
        if which not in self.full:
            self.full[which] = self.load(which, name) or ""
            if self.full[which]:
                sys.path.append(self.full[which])
            importlib.invalidate_caches()
        if self.full[which] and path is not None:  # a package of the small zip: its module is in the full one
            more = [self.full[which] + p[len(self.small):] for p in path if p.startswith(self.small + "/")]
            parent = sys.modules.get(name.rpartition(".")[0])
            for p in more:
                if parent is not None and p not in parent.__path__:
                    parent.__path__.append(p)
            path = [*path, *(p for p in more if p not in path)]
        return PathFinder.find_spec(name, path, target)


def install(later: dict, load, small_stdlib: str) -> FullFiles:
    """Put a :class:`FullFiles` last on ``sys.meta_path``, in place of any earlier one (a kernel image holds the
    one of the visit that made it, whose fetched files this visit's file system does not have)."""
    sys.meta_path[:] = [f for f in sys.meta_path if not getattr(f, "crisp_full_files", False)]
    finder = FullFiles(later, load, small_stdlib)
    sys.meta_path.append(finder)
    return finder


def fetch_now(url: str) -> bytes:
    """``url``'s bytes, fetched synchronously (a worker may), as the browser decoded them."""
    from js import Uint8Array, XMLHttpRequest
    from pyodide.ffi import JsException
    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    try:
        request.send(None)
    except JsException as error:  # no network (the offline copy keeps the small files only)
        raise ImportError(f"{url} cannot be fetched: {error}") from None
    if request.status != 200:
        raise ImportError(f"{url}: HTTP {request.status}")
    return Uint8Array.new(request.response).to_bytes()


def write_packed(data: bytes, root: str) -> None:
    """Write the files of a packages file (lite/build.py pack_kernel_packages: a 4-byte big-endian length, a JSON
    list of [path, size], the files' bytes; gzipped or not) under ``root``, but those already there."""
    import gzip
    import json
    import os
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    length = int.from_bytes(data[:4], "big")
    offset = 4 + length
    for path, size in json.loads(data[4:offset]):
        target = os.path.join(root, path)
        if not os.path.exists(target):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as file:
                file.write(data[offset:offset + size])
        offset += size


def kernel_loader(urls: dict, site_packages: str, fetch=fetch_now, warn=None):
    """The lessons' kernel's ``load`` for :class:`FullFiles`: ``urls`` {"stdlib": the full standard library's
    zip, "packages": the full packages file}; says on the console (``warn``) which module was missing."""
    def load(which: str, name: str):
        say = warn
        if say is None:
            from js import console
            say = console.warn
        say(f"crisp kernel: module {name} is not in the lessons' small files: loading {urls[which]}")
        data = fetch(urls[which])
        if which == "stdlib":
            with open(FULL_STDLIB, "wb") as file:
                file.write(data)
            return FULL_STDLIB
        write_packed(data, site_packages)
        return None
    return load
