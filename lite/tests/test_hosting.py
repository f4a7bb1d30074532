"""Hosting the built site (README, "Hosting the site"): the cache headers of ``python3 -m lite.build --serve``,
the site under a sub-path, a lesson's second visit in the same browser, which starts its kernel from the image the
first visit stored (``lite/kernel/boot.mjs``), and new code run in JupyterLite's notebooks app (where "Edit in
JupyterLab" leads) with the same kernel."""

from __future__ import annotations

import gzip
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import zipfile
from email.message import Message
from pathlib import Path

import brotli
import pytest

from lite.tests.site_fixtures import (SITE, browser, chromium, fresh_context, playwright_instance, record_outside,  # noqa: F401
                                      run_in_notebook_app, run_lesson_and_click, serve_site, site_url, widget_lesson)

from lite import site_server

SUB_PATH = "/crisp/"


def fetch(url: str, **headers) -> tuple[int, Message, bytes]:
    """Status, headers (names in any case, as HTTP has them) and body of a GET of ``url``."""
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


@pytest.fixture(scope="module")
def sub_path_url():
    """The built site served under /crisp/ only (everything else is 404)."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python3 -m lite.build first")
    server, url = serve_site(SUB_PATH)
    yield url
    server.shutdown()


def test_cache_headers_etags_and_the_base_path(sub_path_url):
    origin = sub_path_url[: -len(SUB_PATH.rstrip("/"))]
    hashed = next((SITE / "build").glob("jlab_core.*.js")).name
    status, headers, _ = fetch(f"{sub_path_url}/build/{hashed}")
    assert status == 200 and headers["Cache-Control"] == site_server.CACHE_FOREVER
    status, headers, body = fetch(f"{sub_path_url}/static/pyodide/pyodide-lock.json")
    assert status == 200 and headers["Cache-Control"] == site_server.CACHE_REVALIDATE and "Last-Modified" not in headers
    assert fetch(f"{sub_path_url}/static/pyodide/pyodide-lock.json", **{"If-None-Match": headers["ETag"]})[0] == 304
    assert fetch(f"{sub_path_url}/static/pyodide/pyodide-lock.json", **{"If-None-Match": '"other"'})[2] == body
    assert fetch(f"{sub_path_url}/play/")[1]["Cache-Control"] == site_server.CACHE_REVALIDATE  # a folder's index.html
    assert fetch(f"{origin}/play/")[0] == 404  # outside the base path
    assert fetch(f"{origin}/favicon.ico")[0] == 404


def test_files_that_compress_are_sent_compressed_to_who_accepts_it_and_folders_are_never_listed(sub_path_url):
    """The runtime's WebAssembly and the lessons' scripts go compressed with their own ETag: as the build's Brotli
    copy (a quarter of the size) to who accepts Brotli, else as its gzip copy (a third), else plain; a file without
    copies is gzipped by the server; a folder without index.html is 404, not a list."""
    wasm = SITE / "static" / "pyodide" / "pyodide.asm.wasm"
    url = f"{sub_path_url}/static/pyodide/pyodide.asm.wasm"
    status, headers, body = fetch(url, **{"Accept-Encoding": "gzip, deflate"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert gzip.decompress(body) == wasm.read_bytes() and len(body) < 0.4 * wasm.stat().st_size
    assert int(headers["Content-Length"]) == len(body)
    assert fetch(url, **{"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"]})[0] == 304
    status, br_headers, br_body = fetch(url, **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert br_headers["Content-Encoding"] == "br" and brotli.decompress(br_body) == wasm.read_bytes()
    assert len(br_body) < 0.8 * len(body) and len({br_headers["ETag"], headers["ETag"]}) == 2
    status, plain_headers, plain = fetch(url, **{"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain_headers and plain == wasm.read_bytes()
    assert plain_headers["ETag"] != headers["ETag"]  # one validator per representation
    assert fetch(url, **{"Accept-Encoding": "gzip;q=0"})[1].get("Content-Encoding") is None
    assert fetch(url, **{"Accept-Encoding": "br;q=0, gzip"})[1]["Content-Encoding"] == "gzip"
    # the standard library's archive is stored, not deflated, so that it compresses as a whole
    stdlib = SITE / "static" / "pyodide" / "python_stdlib.zip"
    assert all(info.compress_type == zipfile.ZIP_STORED for info in zipfile.ZipFile(stdlib).infolist())
    headers, body = fetch(f"{sub_path_url}/static/pyodide/python_stdlib.zip", **{"Accept-Encoding": "br"})[1:]
    assert headers["Content-Encoding"] == "br" and len(body) < 0.2 * stdlib.stat().st_size
    # the packages file is gzip: sent as it is, or, with Brotli, its unpacked bytes (kernel/boot.mjs reads either)
    for packages in (SITE / "static" / "pyodide").glob("*-packages.*.gz"):  # the full one and the lessons' small one
        packages_url = f"{sub_path_url}/static/pyodide/{packages.name}"
        assert "Content-Encoding" not in fetch(packages_url, **{"Accept-Encoding": "gzip"})[1]
        headers, body = fetch(packages_url, **{"Accept-Encoding": "br"})[1:]
        assert headers["Content-Encoding"] == "br" and brotli.decompress(body) == gzip.decompress(packages.read_bytes())
    # a page without a copy (under 1 KB) goes as it is
    small = next(p for p in sorted((SITE / "i18n").iterdir()) if p.suffix == ".css" and p.stat().st_size < 1024)
    assert "Content-Encoding" not in fetch(f"{sub_path_url}/i18n/{small.name}", **{"Accept-Encoding": "br, gzip"})[1]
    assert fetch(f"{sub_path_url}/static/")[0] == 404  # no index.html: no listing
    assert fetch(f"{sub_path_url}/classroom.json")[0] == 404  # served on 127.0.0.1 only: no address to give


def test_a_copy_older_than_its_file_is_never_sent_and_a_file_without_copies_goes_as_it_is(tmp_path):
    """A copy older than its file (the file edited after the build) is never sent; once as new as the file, it is;
    a file without copies goes as it is (the build made copies of everything worth compressing)."""
    page = tmp_path / "page.html"
    page.write_text("<p>" + "Crisp! " * 2000)
    (tmp_path / "page.html.br").write_bytes(brotli.compress(b"<p>an older page"))
    os.utime(tmp_path / "page.html.br", ns=(page.stat().st_mtime_ns - 10**9,) * 2)
    server = site_server.start(tmp_path)
    try:
        headers, body = fetch(f"{server.url}/page.html", **{"Accept-Encoding": "br, gzip"})[1:]
        os.utime(tmp_path / "page.html.br", ns=(page.stat().st_mtime_ns,) * 2)  # as the build leaves it
        br_headers, br_body = fetch(f"{server.url}/page.html", **{"Accept-Encoding": "br"})[1:]
    finally:
        server.shutdown()
    assert "Content-Encoding" not in headers and body == page.read_bytes()
    assert br_headers["Content-Encoding"] == "br" and brotli.decompress(br_body) == b"<p>an older page"


def test_the_precompressed_copies_are_in_no_list_of_the_site():
    """No page, service worker list or offline copy names a .br or .gz copy: browsers never ask for them by name."""
    named = re.findall(r'"([^"]+\.(?:br|gz))"', (SITE / "service-worker.js").read_text())
    assert named and all(re.fullmatch(r"static/pyodide/(kernel|lesson)-packages\.[0-9a-f]{16}\.gz", name) for name in named)
    copies = [p for p in SITE.rglob("*.br")]
    assert len(copies) > 100 and all(p.with_suffix("").is_file() for p in copies)


def test_a_class_server_gives_its_addresses_with_qr_codes():
    """``--host 0.0.0.0``: classroom.json lists the addresses students can type, each with its QR code, for the
    teacher's guide; on 127.0.0.1 there is none to give."""
    assert site_server.site_urls("127.0.0.1", 8000, "/") == []
    urls = site_server.site_urls("192.168.5.7", 8123, "/crisp/")
    assert urls == ["http://192.168.5.7:8123/crisp/"]
    data = site_server.classroom_data(urls)
    assert data["addresses"][0]["url"] == urls[0] and data["addresses"][0]["qr"].startswith("data:image/svg+xml")
    server = site_server.start(SITE, classroom=data)
    try:
        status, headers, body = fetch(f"{server.url}/classroom.json")
    finally:
        server.shutdown()
    assert status == 200 and json.loads(body) == data
    assert all(not address.startswith("127.") for address in site_server.lan_addresses())


def test_the_browser_revalidates_what_may_change_instead_of_downloading_it_again(chromium, site_url):
    """A file that keeps its name (the Pyodide runtime, the lock) is asked for again with its ETag and answered 304:
    the second fetch transfers headers only.  (Over HTTP/1.0, http.server's default, Chromium does not count an ETag
    as a validator and downloads the whole file every time: the server speaks HTTP/1.1.)"""
    context = chromium.new_context()  # not the guarded context: routing requests turns the HTTP cache off
    outside = record_outside(context)
    page = context.new_page()
    page.goto(f"{site_url}/")
    sizes = page.evaluate("""async () => {
      const url = new URL("static/pyodide/pyodide-lock.json", location.href).href;
      for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
      return performance.getEntriesByName(url).slice(-2).map((entry) => [entry.transferSize, entry.decodedBodySize]);
    }""")
    context.close()
    assert outside == []
    (first_transfer, size), (second_transfer, _) = sizes
    assert size > 5000 and first_transfer > 0  # the lock (downloaded, or revalidated if the page asked before), then
    assert 0 < second_transfer < 1000  # only the 304's headers


def test_every_file_named_by_its_content_is_cached_for_good_and_only_those():
    """Whatever CONTENT_HASHED calls immutable must really change its name with its content: JupyterLite's chunks
    and the kernel's packages file carry a hash of it in the name; nothing else (lock, pages, lessons) may match."""
    forever = [p.relative_to(SITE).as_posix() for p in SITE.rglob("*")
               if p.is_file() and site_server.cache_control("/" + p.relative_to(SITE).as_posix()) == site_server.CACHE_FOREVER]
    assert forever, "no content-hashed file found in the build"
    outside = [f for f in forever if not f.startswith(("build/", "extensions/"))
               and not re.fullmatch(r"static/pyodide/(kernel-packages|lesson-packages|lesson-stdlib)\.[0-9a-f]{16}\.(gz|zip)"
                                r"|play/play-(stdlib|engine)\.[0-9a-f]{16}\.zip"
                                r"|lessons/(lesson|widgets)\.[0-9a-f]{16}\.(js|css)", f)]
    assert not outside, f"files outside JupyterLite's bundles would be cached for a year: {outside[:5]}"


def _record_failures(context) -> list[str]:
    failures: list[str] = []
    context.on("response", lambda r: failures.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    context.on("requestfailed", lambda r: failures.append(f"failed {r.url} {r.failure}")
               if "net::ERR_ABORTED" not in (r.failure or "") else None)
    return failures


def test_site_under_a_sub_path_plays_and_runs_a_lesson(chromium, sub_path_url):
    context = fresh_context(chromium)
    failures = _record_failures(context)
    try:
        page = context.new_page()
        page.goto(sub_path_url + "/")
        page.click("#play-link")
        page.wait_for_url(re.compile(re.escape(SUB_PATH) + "play/$"))
        page.wait_for_selector("#status[data-state=ready]", timeout=60_000)
        page.close()
        page = context.new_page()
        before, after = run_lesson_and_click(page, sub_path_url, widget_lesson())
        assert after != before
        wrong = [u for u in page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)")
                 if not re.match(re.escape(sub_path_url) + "/", u) and not u.startswith(("data:", "blob:"))]
        assert not wrong, f"requests outside {SUB_PATH}: {wrong[:5]}"
    finally:
        context.close()
    assert failures == [], f"requests that failed under {SUB_PATH}: {failures[:10]}"
    assert context.outside_requests == []


# Run in a new code cell below the last one: the kernel's working folder (the site's files), a file written and
# read back there, and a random number.
_PROBE = ("import os, random; open('hosting-probe.txt', 'w').write('ok'); "
          "print(os.getcwd(), '01-cards-and-the-deal.ipynb' in os.listdir('.'), open('hosting-probe.txt').read(), "
          "random.random())")


_OLD_INSTALL_CELL = "import piplite; await piplite.install(['crisp_core', 'ipywidgets']); print('installed')"


def _run_new_cell(page, code: str, timeout_s: float = 30.0) -> str:
    """In the notebooks app: add a code cell below the last cell, run it; its output's text."""
    page.locator(".jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type(code)
    page.keyboard.press("Shift+Enter")
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        text = page.evaluate("() => { const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];"
                             " return cells.at(-2)?.querySelector('.jp-OutputArea')?.textContent || ''; }")
        if text.strip():
            return text.strip()
        time.sleep(0.2)
    raise AssertionError(f"the new cell printed nothing within {timeout_s:.0f} s")


def _run_again_on_light_page(page, code: str, timeout_s: float = 30.0) -> str:
    """On a light lesson page that has run: run the last code cell again with ``code``, as its "▶ Run" button does
    once the reader changed the code (page.js sends lesson.js a "crisp-run" event); the cell's output's text."""
    cell = page.locator(".crisp-cell[data-cell]").last
    cell.evaluate("(section, code) => section.dispatchEvent(new CustomEvent('crisp-run', {bubbles: true,"
                  " detail: {code}}))", code)
    page.wait_for_function("(section) => ['done', 'failed'].includes(section.dataset.crispRun)",
                           arg=cell.element_handle(), timeout=timeout_s * 1000, polling=100)
    assert cell.get_attribute("data-crisp-run") == "done", cell.locator(".crisp-output").inner_text()
    return cell.locator(".crisp-output").inner_text().strip()


_COMPLETION = ("import importlib.util, crisp_core\n"
               "matches = get_ipython().complete('crisp_core.RoundSt')[1]\n"
               "print(importlib.util.find_spec('jedi') is None, [m.rsplit('.', 1)[-1] for m in matches])")


def test_second_visit_starts_the_kernel_from_the_first_visits_image(browser, site_url):
    """Same browser: the first visit of a light lesson page stores the kernel image, the second starts from it; both
    run the lesson, click its widget, and draw different random numbers."""
    name = widget_lesson()
    drawn, logs = [], []
    for visit in range(2):
        page = browser.new_page()
        lines: list[str] = []
        page.on("console", lambda m, lines=lines: lines.append(m.text) if m.text.startswith("kernel boot:") else None)
        before, after = run_lesson_and_click(page, site_url, name)
        assert after != before
        drawn.append(_run_again_on_light_page(page, "import random; print(random.random())"))
        # the page keeps the reader's answers (the Check pressed is pressed again on the next visit): forgotten, so
        # that the next visit's click answers as the first did
        page.evaluate("() => Object.keys(localStorage).filter((key) => /^crisp-lesson-(answers|progress):/.test(key))"
                      ".forEach((key) => localStorage.removeItem(key))")
        if visit == 0:  # the image is written in the background: wait
            deadline = time.monotonic() + 30
            while not any("stored" in line for line in lines) and time.monotonic() < deadline:
                page.wait_for_timeout(200)
        logs.append(lines)
        page.close()
    assert any("kernel image stored" in line for line in logs[0]), logs[0]
    assert any("started from the kernel image" in line for line in logs[1]), logs[1]
    assert drawn[0] != drawn[1], "the second visit drew the first visit's random numbers"


def test_new_code_runs_in_the_notebooks_app(browser, site_url):
    """In JupyterLite's notebooks app (where "Edit in JupyterLab" leads) the lesson runs, and new cells run with the
    site's kernel: its drive (the site's files, a file written and read back), the lessons' first cell of before the
    packages came with the kernel (saved copies), Tab completion without jedi (left out of the site: lite/build.py
    NOT_PACKED), and an error raised in a package kept as bytecode alone (build.py sourceless), which reads as
    usual."""
    page = browser.new_page()
    run_in_notebook_app(page, site_url, widget_lesson())
    cwd, listed, content, _ = _run_new_cell(page, _PROBE).split()
    assert (cwd, listed, content) == ("/drive", "True", "ok")
    assert _run_new_cell(page, _OLD_INSTALL_CELL).endswith("installed")
    assert _run_new_cell(page, _COMPLETION) == "True ['RoundState']"
    error = _run_new_cell(page, "import ipywidgets; ipywidgets.IntSlider(value='x')")
    assert "TraitError" in error and "'value' trait of an IntSlider instance expected an int" in error, error


def test_the_server_alone_serves_a_site_built_before(tmp_path):
    """At school, without the internet: ``python3 -m lite.site_server --host … [folder]`` serves a site built at
    home, with no setup and no build; without a built site it says what to do."""
    (tmp_path / "index.html").write_text("<p>Crisp</p>")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    script = str(Path(site_server.__file__))
    server = subprocess.Popen([sys.executable, script, str(tmp_path), "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                status, _, body = fetch(f"http://127.0.0.1:{port}/")
                break
            except (urllib.error.URLError, ConnectionError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
    finally:
        server.terminate()
        printed = server.communicate(timeout=10)[0]
    assert status == 200 and body == b"<p>Crisp</p>"
    assert f"http://127.0.0.1:{port}/" in printed
    missing = subprocess.run([sys.executable, script, str(tmp_path / "none")], capture_output=True, text=True)
    assert missing.returncode != 0 and "run python3 -m lite.build first" in missing.stderr
    assert "Traceback" not in missing.stderr
