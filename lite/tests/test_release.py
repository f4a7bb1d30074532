"""The release archive (``lite/release.py``): what a teacher without a terminal downloads from the hosting page,
unzips and double-clicks.  Its server runs on a Python with nothing installed (only the archive's wheels), on every
Python 3.10 or newer found here; its launchers find such a Python, or say in one sentence where to get one."""

from __future__ import annotations

import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

from lite.tests.site_fixtures import SITE

from lite import release
from lite import site_server

LITE = Path(release.__file__).resolve().parent
LANGUAGES = ("en", "pt", "es", "fr", "pt-PT")


def archive_path() -> Path:
    found = sorted((SITE / "download").glob("crisp-site-*.zip"))
    if len(found) != 1:
        pytest.fail(f"expected one release archive in {SITE / 'download'}, found {found}: run python3 -m lite.build")
    return found[0]


@pytest.fixture(scope="module")
def unzipped(tmp_path_factory) -> Path:
    """The archive unzipped as a teacher's file manager does (modes kept); the folder it holds."""
    target = tmp_path_factory.mktemp("release")
    with zipfile.ZipFile(archive_path()) as archive:
        for info in archive.infolist():
            archive.extract(info, target)
            mode = info.external_attr >> 16
            if mode:
                os.chmod(target / info.filename, mode & 0o777)
    (top,) = target.iterdir()
    return top


def pins() -> list[str]:
    lines = (LITE / "server-requirements.txt").read_text().splitlines()
    return [line.split(";")[0].split("==")[0].strip().lower().replace("-", "_")
            for line in lines if line.strip() and not line.startswith("#")]


def test_the_archive_holds_the_site_the_server_its_wheels_and_the_launchers():
    path = archive_path()
    with zipfile.ZipFile(path) as archive:
        infos = {info.filename: info for info in archive.infolist()}
        top = path.stem + "/"
        assert all(name.startswith(top) for name in infos)
        for name in ("site/index.html", "site/play/index.html", "site/hosting/index.html", "site/teachers/index.html",
                     "server/site_server.py", "server/static_files.py", "server/class_experiment.py", release.README):
            assert top + name in infos, name
        wheels = {name.rsplit("/", 1)[1].split("-")[0].lower() for name in infos if "/server/wheels/" in name}
        assert wheels == set(pins())
        assert all(name.endswith("-none-any.whl") for name in infos if "/server/wheels/" in name)  # pure Python
        for name in ("start-crisp-mac.command", "start-crisp-linux.sh"):
            assert (infos[top + name].external_attr >> 16) & 0o111, f"{name} is not executable"
        assert b"\r\n" in archive.read(top + "start-crisp-windows.bat")
        assert b"site/hosting/index.html" in archive.read(top + release.README)
        # every file of the site, the same bytes (the archive itself aside)
        site_files = {p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file()} - {
            f"download/{path.name}"}
        assert {name[len(top) + 5:] for name in infos if name.startswith(top + "site/")} == site_files
        assert archive.read(top + "site/index.html") == (SITE / "index.html").read_bytes()


def test_the_hosting_page_in_every_language_links_the_archive_and_the_guide_links_it():
    page = (SITE / "hosting" / "index.html").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        article = re.search(rf'<article[^>]*data-lang="{lang}".*?</article>', page, re.S).group()
        links = re.findall(r'href="([^"]+\.zip)" download', article)
        assert links and all((SITE / "hosting" / link).resolve() == archive_path().resolve() for link in links)
        assert 'href="../teachers/index.html"' in article  # also from the unzipped archive (file://)
        for launcher in ("start-crisp-windows.bat", "start-crisp-mac.command", "start-crisp-linux.sh"):
            assert launcher in article
        assert "app.netlify.com/drop" in article and "GitHub Pages" in article and "python.org" in article
    guide = (SITE / "teachers" / "index.html").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        article = re.search(rf'<article[^>]*data-lang="{lang}".*?</article>', guide, re.S).group()
        assert 'href="../hosting/"' in article, lang


def pythons() -> list[str]:
    """Every Python 3.10 or newer this machine has (this one first)."""
    found = [sys.executable]
    for name in ("python3.10", "python3.12", "python3.13", "python3.14"):
        candidates = [*sorted(Path.home().glob(f".pyenv/versions/{name[6:]}*/bin/{name}")), shutil.which(name)]
        for path in filter(None, candidates):  # (a pyenv shim runs only the version pyenv has chosen)
            works = subprocess.run([str(path), "-c", "import sys; sys.exit(sys.version_info < (3, 10))"],
                                   capture_output=True).returncode == 0
            if works:
                found.append(str(path))
                break
    return found


def wait_for(url: str, process: subprocess.Popen, seconds: float = 30) -> bytes:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return response.read()
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not answer {url}: {process.communicate(timeout=5)}") from None
            time.sleep(0.1)


@pytest.mark.parametrize("python", pythons())
def test_the_archives_server_runs_on_a_python_with_nothing_installed(unzipped, python):
    """-I -S: no site-packages, no environment; the server's packages come from the archive's wheels alone."""
    port = site_server.free_port("127.0.0.1")
    process = subprocess.Popen([python, "-I", "-S", "server/site_server.py", "--port", str(port), "site"],
                               cwd=unzipped, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_for(f"http://127.0.0.1:{port}/", process) == (unzipped / "site" / "index.html").read_bytes()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/static/pyodide/pyodide.asm.wasm") as response:
            assert response.headers["Content-Type"] == "application/wasm"
    finally:
        process.terminate()
        out, err = process.communicate(timeout=10)
    assert f"http://127.0.0.1:{port}/" in out and "Traceback" not in err


def test_the_launcher_finds_a_python_and_opens_the_class_server(unzipped, tmp_path):
    """The Linux and Mac launcher (one script): a double-click serves the site to the network on the first free
    port from 8000 and opens the teacher's page (here BROWSER is a command that does nothing)."""
    process = subprocess.Popen(["./start-crisp-linux.sh"], cwd=unzipped, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env={**os.environ, "BROWSER": "true"})
    try:
        line = process.stdout.readline()
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", line).group(1))
        assert 8000 <= port <= 8010
        assert wait_for(f"http://127.0.0.1:{port}/teachers/", process).startswith(b"<!doctype html>")
        with socket.create_connection(("127.0.0.1", port)):
            pass
    finally:
        process.terminate()
        process.communicate(timeout=10)


def test_without_a_python_the_launcher_says_where_to_get_one(unzipped, tmp_path):
    """A computer whose only Python is too old (here 3.9, a stand-in): one sentence per language, python.org."""
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    for name in ("python3", "python"):
        fake = bin_folder / name
        fake.write_text("#!/bin/sh\nexit 1\n")  # fails the version check, as a Python 3.9 does
        fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    for tool in ("dirname", "uname", "sh", "printf"):
        if shutil.which(tool):
            (bin_folder / tool).symlink_to(shutil.which(tool))
    done = subprocess.run(["sh", "start-crisp-linux.sh"], cwd=unzipped, input="\n", capture_output=True, text=True,
                          env={"PATH": str(bin_folder)}, timeout=30)
    assert done.returncode == 1
    lines = [line for line in done.stdout.splitlines() if "python.org" in line]
    assert len(lines) == 4 and all("3.10" in line for line in lines), done.stdout
    assert "Python" in done.stdout and "Traceback" not in done.stderr


def test_a_launcher_run_from_inside_the_zip_says_to_unzip_it_all(unzipped, tmp_path):
    """A file manager can open one file of a zip without unzipping the rest: the launcher then finds no server."""
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy2(unzipped / "start-crisp-linux.sh", alone / "start-crisp-linux.sh")
    done = subprocess.run(["sh", "start-crisp-linux.sh"], cwd=alone, input="\n", capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 1 and "Unzip the whole archive first" in done.stdout
    assert "Descompacte o arquivo zip inteiro" in done.stdout


def test_the_windows_launcher_tries_the_python_launcher_then_python_and_says_where_to_get_one():
    """No Windows here: its launcher's text, read."""
    text = (LITE / "launchers" / "start-crisp.bat").read_text()
    assert re.search(r'for %%P in \("py -3" "python" "python3"\)', text)
    assert "server\\site_server.py --host 0.0.0.0 --open --next-free-port site" in text
    assert len([line for line in text.splitlines() if "python.org" in line]) == 4 and "pause" in text
    # cmd.exe reads the lines in the console's code page: UTF-8 from before the first line with an accent
    lines = text.splitlines()
    first_accent = next(i for i, line in enumerate(lines) if any(ord(ch) > 127 for ch in line))
    assert "chcp 65001" in "\n".join(lines[:first_accent])
    assert 'if not exist "server\\site_server.py"' in text and "Extract All" in text  # run from inside the zip
