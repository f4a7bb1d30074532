"""The release archive of the built site, for a teacher without a terminal: ``crisp-site-<version>.zip``.

    crisp-site-<version>/
      LEIA-ME_LEAME_LISEZ-MOI_READ-ME.html   opens site/hosting/ (how to host it, in the reader's language)
      start-crisp-windows.bat                a double-click starts the classroom server with the computer's Python
      start-crisp-mac.command                (3.10 or newer; where there is none, they say where to get it)
      start-crisp-linux.sh
      site/                                  the built site, as any static host serves it (download/, where the
                                             site offers this archive, left out)
      server/*.py                            the classroom server: site_server.py, static_files.py,
                                             class_experiment.py, network_tables.py, table_routes.py
                                             (its tables across devices run the site's play/crisp_core.whl)
      server/wheels/*.whl                    what it needs, pure Python, imported from the wheels themselves

Files compressed already (the precompressed copies, archives, fonts, images) are stored, the rest deflated.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

LITE = Path(__file__).resolve().parent
LAUNCHERS = LITE / "launchers"
SERVER_FILES = ("site_server.py", "static_files.py", "class_experiment.py", "network_tables.py", "table_routes.py")
DOWNLOADS = "download"  # the site's folder for this archive: not in the archive itself
STORED = {".br", ".gz", ".zip", ".whl", ".png", ".woff", ".woff2", ".ico", ".jpg"}
README = "LEIA-ME_LEAME_LISEZ-MOI_READ-ME.html"
# The archive's first page: straight on to the hosting page, with a link in each language if that does not happen
README_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url=site/hosting/index.html"><title>Crisp</title></head>
<body><ul>
<li lang="pt"><a href="site/hosting/index.html">Como publicar o site do Crisp, ou servi-lo do seu computador</a></li>
<li lang="es"><a href="site/hosting/index.html">Cómo publicar el sitio de Crisp, o servirlo desde tu ordenador</a></li>
<li lang="fr"><a href="site/hosting/index.html">Mettre le site de Crisp en ligne, ou le servir depuis votre ordinateur</a></li>
<li lang="en"><a href="site/hosting/index.html">How to put the Crisp site online, or serve it from your computer</a></li>
</ul></body></html>
"""
EXECUTABLE = 0o100755 << 16  # a regular file, rwxr-xr-x: double-clickable once unzipped (macOS, Linux)
READABLE = 0o100644 << 16


def launchers() -> dict[str, tuple[bytes, int]]:
    """The double-click launchers by name: their bytes and Unix mode bits (the .bat with Windows line ends)."""
    shell = (LAUNCHERS / "start-crisp.sh").read_bytes()
    batch = (LAUNCHERS / "start-crisp.bat").read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    return {"start-crisp-mac.command": (shell, EXECUTABLE), "start-crisp-linux.sh": (shell, EXECUTABLE),
            "start-crisp-windows.bat": (batch, READABLE)}


def _add(archive: zipfile.ZipFile, name: str, data: bytes, mode: int = READABLE) -> None:
    info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
    info.external_attr = mode
    info.compress_type = zipfile.ZIP_STORED if Path(name).suffix.lower() in STORED else zipfile.ZIP_DEFLATED
    archive.writestr(info, data, compresslevel=6)


def archive_name(version: str) -> str:
    """The release archive's file name."""
    return f"crisp-site-{version}.zip"


def write_archive(site: Path, wheels: list[Path], target: Path, version: str) -> Path:
    """Write ``target/crisp-site-<version>.zip`` from the built ``site`` and the server's ``wheels``; returns it."""
    if not (site / "hosting" / "index.html").is_file():
        raise SystemExit(f"{site} has no hosting page (hosting/index.html): build the site first")
    path = target / archive_name(version)
    top = path.stem
    target.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".part")
    with zipfile.ZipFile(partial, "w") as archive:
        _add(archive, f"{top}/{README}", README_PAGE.encode())
        for name, (data, mode) in launchers().items():
            _add(archive, f"{top}/{name}", data, mode)
        for name in SERVER_FILES:
            _add(archive, f"{top}/server/{name}", (LITE / name).read_bytes())
        for wheel in sorted(wheels):
            _add(archive, f"{top}/server/wheels/{wheel.name}", wheel.read_bytes())
        for file in sorted(site.rglob("*")):
            if file.is_file() and file.relative_to(site).parts[0] != DOWNLOADS:
                _add(archive, f"{top}/site/{file.relative_to(site).as_posix()}", file.read_bytes())
    partial.replace(path)
    return path
