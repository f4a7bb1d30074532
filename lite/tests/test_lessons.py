"""Every lesson (``notebooks/*.ipynb``) in the built site: opened in the JupyterLite notebooks app with a
fresh profile, all cells run; fails on any error or stderr output, on a widget that does not render, and
(through the ``browser`` fixture) on any request to a host that is not local."""

from __future__ import annotations

import pytest

from site_fixtures import (browser, chromium, lesson_names, lesson_source, playwright_instance,  # noqa: F401
                           run_all_cells, site_url, widgets_rendered)

LESSON_TIMEOUT_S = 60.0  # a lesson takes ~12-20 s on 2 busy cores; this is the bound for a slow CI machine


@pytest.mark.parametrize("name", lesson_names())
def test_lesson_runs_all_cells_without_errors(browser, site_url, name):
    page = browser.new_page()
    seconds = run_all_cells(page, site_url, name, timeout_s=LESSON_TIMEOUT_S)
    print(f"{name}: all cells run in {seconds:.1f} s")
    source = "".join("".join(cell["source"]) for cell in lesson_source(name)["cells"])
    if "crisp_core.widgets" in source:
        assert widgets_rendered(page) > 0, f"{name} uses crisp_core.widgets but no widget rendered"


def test_there_are_lessons():
    assert lesson_names(), "no notebooks/*.ipynb found"


@pytest.mark.parametrize("name", lesson_names())
def test_lesson_starts_by_importing_what_the_site_preloads(name):
    """The site's kernel loads crisp_core and ipywidgets with Python: a lesson installs nothing."""
    first = next(cell for cell in lesson_source(name)["cells"] if cell["cell_type"] == "code")
    text = "".join(first["source"])
    assert first.get("id") == "install" and "import crisp_core, ipywidgets" in text and "piplite" not in text
