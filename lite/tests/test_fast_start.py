"""The lessons' start-up plugins (``lite/app/fast-start.js``).  The setting registry: settings left at their
defaults are composed without compiling their schemas, exactly as JupyterLab's Ajv composer would; changed settings
still go through JupyterLab's own checker and are kept.  The application state: loaded, saved and reset as
JupyterLab's plugin does (its one change, that routing does not wait for the first save, is measured by
benchmarks/bench_site.py)."""

from __future__ import annotations

import json
import subprocess
import time

import pytest

from lite import build
from lite.tests.site_fixtures import (ROOT, SITE, browser, chromium, lesson_page, playwright_instance,  # noqa: F401
                           site_url, widget_lesson)

CHECK = ROOT / "lite" / "tests" / "fast-start-check.mjs"


def lesson_url_in_site(site_url: str) -> str:
    return lesson_page(site_url, widget_lesson())  # in the notebooks app


def test_default_settings_are_what_ajv_composes_for_every_schema_of_the_site():
    out = subprocess.run(["node", str(CHECK), str(SITE)], capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    assert report["schemas"] >= 90  # the site's ~90 plugin schemas and the check's own
    assert report["differ"] == []
    assert report["rejected"] == []


def test_the_app_uses_it_in_place_of_jupyterlabs_plugins(browser, site_url):
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    entry = [e for e in config["federated_extensions"] if e["name"] == "crisp-fast-start"]
    assert len(entry) == 1 and entry[0]["disabledExtensions"] == ["@jupyterlab/apputils-extension:settings",
                                                                  "@jupyterlab/apputils-extension:state"]
    assert (SITE / "extensions" / "crisp-fast-start" / entry[0]["load"]).is_file()
    page = browser.new_page()
    page.goto(lesson_url_in_site(site_url))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    assert page.evaluate("() => '_JUPYTERLAB' in window && 'crisp-fast-start' in window._JUPYTERLAB")


def test_the_build_refuses_a_jupyterlab_without_the_plugins_it_replaces(tmp_path):
    """Another JupyterLab, whose plugins have other IDs, would run its own beside the replacements: the build stops."""
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "jlab_core.js").write_text('{id:"@jupyterlab/apputils-extension:settings",autoStart:!0}')
    with pytest.raises(SystemExit, match="apputils-extension:state"):
        build.add_hand_written_extensions(tmp_path)
    assert not (tmp_path / "extensions").exists()


def test_a_changed_setting_is_kept_across_visits(browser, site_url):
    page = browser.new_page()
    page.goto(f"{site_url}/lab/index.html?path={widget_lesson()}")  # JupyterLab: its menus are there
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    assert page.get_attribute("body", "data-jp-theme-name") == "JupyterLab Light"
    page.click(".lm-MenuBar-itemLabel:text-is('Settings')")
    page.click(".lm-Menu-itemLabel:text-is('Theme')")
    page.click(".lm-Menu-itemLabel:text-is('JupyterLab Dark')")
    page.wait_for_function("() => document.body.dataset.jpThemeName === 'JupyterLab Dark'", timeout=20_000)
    page.wait_for_timeout(1000)  # the setting is saved in the browser
    page.reload()
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    # the themes plugin's settings are not the defaults now: composed by JupyterLab's Ajv checker, and kept
    page.wait_for_function("() => document.body.dataset.jpThemeName === 'JupyterLab Dark'", timeout=20_000)


# Run in the page with [key, record or null]: JupyterLite's stored state of the workspace (its IndexedDB store
# "statedb"): read when record is undefined, else written.
_WORKSPACE = """async ([key, record]) => {
  const db = await new Promise((ok, fail) => {
    const request = indexedDB.open("JupyterLite Storage - /");
    request.onsuccess = () => ok(request.result);
    request.onerror = () => fail(request.error);
  });
  try {
    if (!db.objectStoreNames.contains("statedb")) return null;
    const store = db.transaction("statedb", record === undefined ? "readonly" : "readwrite").objectStore("statedb");
    const request = record === undefined ? store.get(key) : store.put(record, key);
    return await new Promise((ok, fail) => {
      request.onsuccess = () => ok(record === undefined ? (request.result ?? null) : true);
      request.onerror = () => fail(request.error);
    });
  } finally {
    db.close();
  }
}"""


def _stored_state(page, until, timeout_s: float = 20.0) -> dict:
    """The workspace's stored state once ``until`` holds for its data (polled)."""
    deadline = time.monotonic() + timeout_s
    while True:
        state = page.evaluate(_WORKSPACE, ["default"])
        if state is not None and until(state["data"]):
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"the stored workspace state never became as expected: {state!r}")
        page.wait_for_timeout(100)


def test_the_workspace_state_is_loaded_saved_back_and_reset(browser, site_url):
    lesson = widget_lesson()
    opened = lambda data: any(item.get("path") == lesson  # noqa: E731
                              for item in data.get("docmanager:recents", {}).get("opened", []))
    page = browser.new_page()
    page.goto(lesson_url_in_site(site_url))
    state = _stored_state(page, opened)  # the app's state (the recent documents), saved
    # a value only the stored state has, and the recent documents gone: the app saves them again after the reload,
    # with the loaded value in it (the state was loaded before it was saved back)
    state["data"]["crisp-test:kept"] = {"kept": True}
    del state["data"]["docmanager:recents"]
    assert page.evaluate(_WORKSPACE, ["default", state]) is True
    page.reload()
    state = _stored_state(page, opened)
    assert state["data"]["crisp-test:kept"] == {"kept": True}
    # ?reset clears the state (JupyterLab's reset-on-load route) and saves it
    page.goto(lesson_url_in_site(site_url) + "&reset")
    _stored_state(page, lambda data: "crisp-test:kept" not in data)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
