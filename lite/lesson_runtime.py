"""The light lesson page's scripts: the runtime (lite/lesson/lesson.js) and the widget bundle.

``bundle(target)`` runs esbuild (lite/node_modules/.bin/esbuild, a devDependency of lite/package.json) on
lite/lesson/widgets.js: one ES module with the Jupyter widget classes of @jupyter-widgets/base and /controls and a
widget manager bridged to the kernel's worker, and one CSS file with the styles of the widgets and of the cells'
outputs (lite/lesson/outputs.css).  sanitize-html, used only for widget descriptions that allow HTML, is replaced
by lite/lesson/sanitize-html.js.  It also minifies lesson.js.  Every file is written to ``target`` under a name
that holds a hash of its content (``widgets.<hash>.js``, ``widgets.<hash>.css``, ``lesson.<hash>.js``), so that
browsers may keep it for good.

A lesson page loads ``lesson.<hash>.js`` as a module, names ``widgets.<hash>.js`` in its kernel configuration
(``"widgets"`` in ``<script id="crisp-kernel">``) and links ``widgets.<hash>.css`` as a stylesheet; lesson.js says
the rest of the page's contract.
"""

from __future__ import annotations

import hashlib
import subprocess
import tempfile
from pathlib import Path

LITE = Path(__file__).resolve().parent
SOURCE = LITE / "lesson"
ESBUILD = LITE / "node_modules" / ".bin" / "esbuild"
TARGET_BROWSERS = "es2020"


def _esbuild(entry: Path, out: Path) -> None:
    """Bundle ``entry`` into the folder ``out`` (a minified ES module, with the CSS it imports; the site's own
    ``../keep-offline.js``, which lesson.js imports when the lesson is ready, stays a file of the site)."""
    if not ESBUILD.exists():
        raise RuntimeError(f"{ESBUILD} is missing: run npm install in {LITE}")
    command = [str(ESBUILD), str(entry), "--format=esm", "--minify", f"--target={TARGET_BROWSERS}",
               "--legal-comments=eof", "--log-level=warning", f"--outdir={out}", "--bundle",
               "--external:../keep-offline.js", f"--alias:sanitize-html=./{(SOURCE / 'sanitize-html.js').relative_to(LITE)}"]
    result = subprocess.run(command, cwd=LITE, capture_output=True, text=True)
    if result.returncode:
        raise RuntimeError(f"esbuild failed on {entry.relative_to(LITE)}:\n{result.stderr}")


def _write_hashed(source: Path, target: Path) -> str:
    """Copy ``source`` (``name.ext``) to ``target`` as ``name.<hash>.ext``; returns the new name."""
    content = source.read_bytes()
    name = f"{source.stem}.{hashlib.sha256(content).hexdigest()[:16]}{source.suffix}"
    (target / name).write_bytes(content)
    return name


def bundle(target: Path) -> dict[str, str]:
    """Build the widget bundle and the lesson runtime into the folder ``target`` (created if need be).

    Returns the names of the files written there: ``{"widgets": "widgets.<hash>.js", "css": "widgets.<hash>.css",
    "lesson": "lesson.<hash>.js"}``.  Raises ``RuntimeError`` with esbuild's message when esbuild fails or is missing.
    """
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        _esbuild(SOURCE / "widgets.js", out)
        _esbuild(SOURCE / "lesson.js", out)
        return {"widgets": _write_hashed(out / "widgets.js", target),
                "css": _write_hashed(out / "widgets.css", target),
                "lesson": _write_hashed(out / "lesson.js", target)}
