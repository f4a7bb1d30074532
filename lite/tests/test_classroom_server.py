"""A class served from a teacher's laptop (``HOST=0.0.0.0 bash lite/serve.sh``, ``lite/site_server.py``), as a
student's browser meets it: over plain HTTP from another machine, which Chromium does not count as a secure origin
(no service worker, no Cache Storage, no private file system).  Chromium maps the LAN-style name ``crisp-class.lan``
to 127.0.0.1 (``--host-resolver-rules``), so the page's origin is insecure as a school network's would be."""

from __future__ import annotations

import re

import pytest

from lite.tests.site_fixtures import (LAN_NAME, SITE, playwright_instance, run_lesson_and_click,  # noqa: F401
                                      student_browser)

from lite import site_server

@pytest.fixture(scope="module")
def class_site():
    """The built site served as a class server serves it, with the addresses it would print; yields the URL a
    student types (by the LAN-style name) and the addresses given to the teacher's guide."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python3 -m lite.build first")
    port = site_server.free_port("127.0.0.1")
    url = f"http://{LAN_NAME}:{port}"
    server = site_server.start(SITE, port=port, classroom=site_server.classroom_data([url + "/"]))
    yield url
    server.shutdown()


def test_the_teachers_guide_shows_the_address_with_its_qr_code_and_what_plain_http_cannot_do(student_browser, class_site):
    page = student_browser.new_page()
    page.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
    page.goto(f"{class_site}/teachers/")
    page.wait_for_selector("#classroom:not([hidden]) #classroom-addresses li")
    assert page.evaluate("isSecureContext") is False
    assert page.inner_text("#classroom-addresses a") == f"{class_site}/"
    assert page.get_attribute("#classroom-addresses img", "src").startswith("data:image/svg+xml")
    assert page.evaluate("document.querySelector('#classroom-addresses img').naturalWidth") > 50  # the QR drew
    note = page.locator("#classroom-insecure")
    assert note.is_visible() and "HTTPS" in note.inner_text() and "navegador" in note.inner_text()
    page.close()


def largest_files(build: dict) -> dict[str, list[str]]:
    """The four largest files each page loads (lite/kernel/brotli-copies.mjs), by the site's own names for them."""
    pyodide = ["static/pyodide/pyodide.asm.wasm", "static/pyodide/pyodide.asm.mjs"]
    return {"play": [*pyodide, *(f"play/{name}" for name in build["play_files"])],
            "lesson": [*pyodide, *(f"static/pyodide/{name}" for name in build["lesson_files"])]}


def built_names() -> dict:
    """The built site's small files: the play page's archives and the lessons' standard library and packages."""
    return {"play_files": sorted(p.name for p in (SITE / "play").glob("play-*.zip")),
            "lesson_files": sorted(p.name for p in (SITE / "static" / "pyodide").glob("lesson-*")
                                   if re.fullmatch(r"lesson-(stdlib|packages)\.[0-9a-f]{16}\.(zip|gz)", p.name))}


def fetched_paths(context) -> list[str]:
    """The paths (from the site's root, query left off) the pages of ``context`` request from now on."""
    paths: list[str] = []
    context.on("request", lambda request: paths.append(request.url.split("/", 3)[3].split("?")[0]))
    return paths


def test_the_play_page_and_a_lesson_run_clean_from_an_insecure_origin(student_browser, class_site):
    """No service worker and no private file system here: the play page gets ready, and a lesson runs every cell
    without an error and answers a click (run_light_lesson fails on any error output).  Plain http gets gzip, not
    Brotli: the largest four files of each page come from their Brotli copies, decoded in the page
    (brotli-copies.mjs), and the files themselves are never fetched."""
    context = student_browser.new_context()
    paths = fetched_paths(context)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{class_site}/play/")
    page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
    largest = largest_files(built_names())
    assert len(largest["play"]) == 4 and len(largest["lesson"]) == 4
    assert all(f"{name}.br" in paths and name not in paths for name in largest["play"]), paths
    assert "static/pyodide/brotli-decoder/brotli_dec_wasm_bg.wasm" in paths
    del paths[:]
    lesson_page = context.new_page()
    before, after = run_lesson_and_click(lesson_page, class_site)
    assert before != after
    assert lesson_page.evaluate("isSecureContext") is False and errors == []
    assert all(f"{name}.br" in paths and name not in paths for name in largest["lesson"]), paths
    context.close()


def test_without_the_brotli_copies_the_files_themselves_are_loaded(student_browser, class_site):
    """A host that lacks the Brotli copies (a copy of the site without them): the play page fetches each, gets a
    404, says so on the console and loads the file itself."""
    context = student_browser.new_context()
    context.route("**/*.br", lambda route: route.fulfill(status=404, body="no copies here"))
    paths = fetched_paths(context)
    page = context.new_page()
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    page.goto(f"{class_site}/play/")
    page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
    for name in largest_files(built_names())["play"]:
        assert f"{name}.br" in paths and name in paths
        assert any(f"{name}.br (Error: 404" in line and "the file itself instead" in line for line in warnings), warnings
    context.close()


def test_the_landing_page_prefetches_the_brotli_copies_over_plain_http_only(student_browser, class_site):
    """What the landing page fetches while the reader reads is what the lessons' kernel will load: over plain http
    the Brotli copies and their decoder, from a secure origin (127.0.0.1 here) the files themselves."""
    page = student_browser.new_page()
    largest = largest_files(built_names())["lesson"]
    for url, plain in ((class_site, True), (class_site.replace(LAN_NAME, "127.0.0.1"), False)):
        page.goto(f"{url}/")
        prefetched = page.eval_on_selector_all("link[rel=prefetch]", "links => links.map((l) => l.getAttribute('href'))")
        assert "static/pyodide/kernel-boot.mjs" in prefetched
        assert all((f"{name}.br" in prefetched) == plain and (name in prefetched) != plain for name in largest)
        assert ("static/pyodide/brotli-decoder/brotli_dec_wasm_bg.wasm" in prefetched) == plain
    page.close()


def test_a_light_lesson_page_runs_from_an_insecure_origin(student_browser, class_site):
    """No service worker here: the light lesson page (lite/lesson/lesson.js) keeps nothing offline and still runs."""
    context = student_browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{class_site}/lessons/pt/01-cartas-e-a-distribuicao.html")
    page.wait_for_selector("body[data-crisp-lesson=ready]", timeout=120_000)
    assert page.evaluate("isSecureContext") is False and errors == []
    assert page.evaluate("document.documentElement.dataset.crispOffline") is None
    context.close()
