"""A class served from a teacher's laptop (``HOST=0.0.0.0 bash lite/serve.sh``, ``lite/site_server.py``), as a
student's browser meets it: over plain HTTP from another machine, which Chromium does not count as a secure origin
(no service worker, no Cache Storage, no private file system).  Chromium maps the LAN-style name ``crisp-class.lan``
to 127.0.0.1 (``--host-resolver-rules``), so the page's origin is insecure as a school network's would be."""

from __future__ import annotations

import http.server
import threading

import pytest

from site_fixtures import (CHROMIUM, FLAGS, SITE, playwright_instance, run_lesson_and_click,  # noqa: F401
                           site_build)

site_build()  # puts lite/ on the path
import site_server  # noqa: E402

LAN_NAME = "crisp-class.lan"


@pytest.fixture(scope="module")
def class_site():
    """The built site served as a class server serves it, with the addresses it would print; yields the URL a
    student types (by the LAN-style name) and the addresses given to the teacher's guide."""
    if not (SITE / "play" / "index.html").exists():
        pytest.fail("the site is not built: run python3 lite/build.py first")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), site_server.site_handler(SITE, "/", quiet=True))
    url = f"http://{LAN_NAME}:{server.server_address[1]}"
    server.RequestHandlerClass.func.classroom = site_server.classroom_data([url + "/"])
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield url
    server.shutdown()


@pytest.fixture(scope="module")
def student_browser(playwright_instance):
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                  args=FLAGS + [f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"])
    yield browser
    browser.close()


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


def test_the_play_page_and_a_lesson_run_clean_from_an_insecure_origin(student_browser, class_site):
    """No service worker and no private file system here: the play page gets ready, and a lesson runs every cell
    without an error and answers a click (check_every_cell fails on any error output)."""
    page = student_browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{class_site}/play/")
    page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
    lesson_page = student_browser.new_page()
    before, after = run_lesson_and_click(lesson_page, class_site)
    assert before != after
    assert lesson_page.evaluate("isSecureContext") is False and errors == []
    page.close()
    lesson_page.close()
