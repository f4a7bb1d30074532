"""lite/upstream.py: the build stops, saying what to do, when JupyterLite or Pyodide is not the version its touch
points were written for."""

from __future__ import annotations

import subprocess
import sys

import pytest

from lite import smoke, upstream


def test_the_installed_versions_are_the_ones_the_touch_points_were_written_for():
    assert upstream.version_mismatches(upstream.installed_versions()) == []


def test_another_version_stops_the_build_naming_it(monkeypatch):
    bumped = {**upstream.WRITTEN_FOR, "jupyterlite-core": "0.9.0", "npm pyodide": None}
    assert upstream.version_mismatches(bumped) == ["jupyterlite-core 0.9.0 (written for 0.8.6)",
                                                   "npm pyodide not installed (written for 314.0.6)"]
    monkeypatch.setattr(upstream, "installed_versions", lambda: bumped)
    with pytest.raises(SystemExit, match=r"written for other versions: jupyterlite-core 0\.9\.0 .*WRITTEN_FOR"):
        upstream.check_versions()


def test_another_service_worker_stops_the_build_naming_it(tmp_path):
    with pytest.raises(Exception, match="service-worker.js"):
        upstream.let_requests_through("self.addEventListener('fetch', () => {})", tmp_path / "service-worker.js")
    patched = upstream.let_requests_through(f"a;{upstream.SERVICE_WORKER_PASS_THROUGH};b", tmp_path / "sw.js")
    assert patched == f"a;{upstream.SERVICE_WORKER_NETWORK};b"


def test_the_smoke_test_names_tests_that_exist():
    """lite/smoke.py runs its tests by name: a test renamed or gone would leave the smoke test short."""
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                          *smoke.SMOKE_TESTS], cwd=smoke.ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    collected = [line for line in run.stdout.splitlines() if "::" in line]
    for name in smoke.SMOKE_TESTS:
        assert any(line.startswith(name) for line in collected), (name, collected)
