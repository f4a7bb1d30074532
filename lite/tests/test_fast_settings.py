"""The lessons' setting registry (``lite/app/fast-settings.js``): settings left at their defaults are composed
without compiling their schemas, exactly as JupyterLab's Ajv composer would; changed settings still go through
JupyterLab's own checker and are kept."""

from __future__ import annotations

import json
import subprocess

from site_fixtures import (ROOT, SITE, browser, chromium, playwright_instance, site_build,  # noqa: F401
                           site_url, widget_lesson)

CHECK = ROOT / "lite" / "tests" / "fast-settings-check.mjs"


def lesson_url_in_site(site_url: str) -> str:
    return f"{site_url}/{site_build().lesson_url(widget_lesson())}"


def test_default_settings_are_what_ajv_composes_for_every_schema_of_the_site():
    out = subprocess.run(["node", str(CHECK), str(SITE)], capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    assert report["schemas"] >= 90  # the site's ~90 plugin schemas and the check's own
    assert report["differ"] == []
    assert report["rejected"] == []


def test_the_app_uses_it_in_place_of_jupyterlabs_plugin(browser, site_url):
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    entry = [e for e in config["federated_extensions"] if e["name"] == "crisp-fast-settings"]
    assert len(entry) == 1 and entry[0]["disabledExtensions"] == ["@jupyterlab/apputils-extension:settings"]
    assert (SITE / "extensions" / "crisp-fast-settings" / entry[0]["load"]).is_file()
    page = browser.new_page()
    page.goto(lesson_url_in_site(site_url))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    assert page.evaluate("() => '_JUPYTERLAB' in window && 'crisp-fast-settings' in window._JUPYTERLAB")


def test_a_changed_setting_is_kept_across_visits(browser, site_url):
    page = browser.new_page()
    page.goto(lesson_url_in_site(site_url))
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
