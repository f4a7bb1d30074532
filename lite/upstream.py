"""Every place where the site's build leans on JupyterLite's and Pyodide's own files rather than on their published
configuration: written for the versions of :data:`WRITTEN_FOR`, which :func:`check_versions` compares with the
ones installed before anything is built.

- the Pyodide kernel's worker script, found by its file name in the kernel extension's static folder (the light
  lesson pages start it themselves: :func:`kernel_config`);
- the kernel extension's own wheels (its piplite index: :func:`kernel_extension_wheel`);
- the kernel's ``pyodideUrl`` setting, pointed at the site's loader (:func:`use_kernel_loader`);
- the icon of JupyterLite's apps' pages, named in their head (:func:`name_app_icons`);
- how a page speaks to the kernel's worker (the options of its ``initialize()``, the key of its output messages:
  :data:`KERNEL_WORKER`), handed to the light pages' lesson.js in their configuration;
- the service worker: its pass-through line patched (:func:`let_requests_through`), and how JupyterLite registers
  it (:func:`service_worker_registration`: its script, its version and the localStorage entry its app writes for
  it), handed to lesson.js and the site's keep-offline.js in their configuration.

So the pages' scripts hold nothing of JupyterLite's but what these hand them.  Their one twin on the runtime's side is
``lite/kernel/boot.mjs``, which uses Pyodide's private memory snapshot (``makeMemorySnapshot``, ``_loadSnapshot``) in
the kernel's worker and names the version it was written for.  After bumping JupyterLite or Pyodide: change :data:`WRITTEN_FOR` once each
touch point is checked, and run the upgrade smoke test (``lite/README.md``).
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from jupyter_core.paths import jupyter_path

from .placeholders import fill

LITE = Path(__file__).resolve().parent
# The versions every touch point below (and boot.mjs, lesson.js) was written for: PyPI distributions, and npm's
# pyodide (lite/package.json)
WRITTEN_FOR = {"jupyterlite-core": "0.8.6", "jupyterlite-pyodide-kernel": "0.8.6", "npm pyodide": "314.0.6"}
KERNEL_BOOT = "kernel-boot.mjs"  # lite/kernel/boot.mjs in the vendored Pyodide folder
KERNEL_APPS = ["lab", "notebooks"]  # JupyterLite's apps that open lessons (to change their code)
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = Path("extensions") / "@jupyterlite" / "pyodide-kernel-extension" / "static"
# JupyterLite's service worker answers the kernel's file-system and stdin requests (/api/drive, /api/stdin) for
# the page.  Without its cache (enableCache=false, the default) it also fetches every other request itself and
# hands the answer on: that gains nothing, adds a hop to each of the ~400 requests of a lesson, and keeps the
# browser from reusing its compiled JavaScript on the next visit (code caching skips responses a service worker
# made).  Patched so that those requests go to the network (and the HTTP cache) as without a service worker.
# How @jupyterlite/pyodide-kernel's own page speaks to its worker (its kernel.js): the options of initialize() that
# are not the site's URLs, and the key under which the worker posts a kernel message (outputs, comms)
KERNEL_WORKER = {"initialize": {"pipliteWheelUrl": "", "pipliteUrls": [], "disablePyPIFallback": True, "location": "",
                                "mountDrive": False},
                 "messages": "_kernelMessage"}
SERVICE_WORKER_PASS_THROUGH = "shouldDrop(t,a)||(n=maybeFromCache(e))"
SERVICE_WORKER_NETWORK = "shouldDrop(t,a)||!enableCache||(n=maybeFromCache(e))"


def installed_versions() -> dict[str, str | None]:
    """The installed version of each of :data:`WRITTEN_FOR`'s names (None: not installed)."""
    found: dict[str, str | None] = {}
    for name in WRITTEN_FOR:
        if name == "npm pyodide":
            package = LITE / "node_modules" / "pyodide" / "package.json"
            found[name] = json.loads(package.read_text())["version"] if package.is_file() else None
            continue
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


def version_mismatches(installed: dict[str, str | None]) -> list[str]:
    """What differs between ``installed`` and :data:`WRITTEN_FOR`, one line each."""
    return [f"{name} {installed.get(name) or 'not installed'} (written for {wanted})"
            for name, wanted in WRITTEN_FOR.items() if installed.get(name) != wanted]


def check_versions() -> None:
    """Stop the build, saying what to do, when an installed JupyterLite or Pyodide is not the one this module was
    written for."""
    mismatches = version_mismatches(installed_versions())
    if mismatches:
        raise SystemExit("lite/upstream.py was written for other versions: " + "; ".join(mismatches)
                         + ". Install lite/requirements.txt and run npm ci in lite/; after an upgrade, check each"
                           " touch point of lite/upstream.py, lite/kernel/boot.mjs and lite/lesson/lesson.js, update"
                           " WRITTEN_FOR and run the upgrade smoke test (lite/README.md).")


def kernel_extension_wheel(spec: str) -> Path:
    """One of the wheels the Pyodide kernel extension ships (its piplite index), from its installed labextension."""
    name, _, wanted = spec.partition("==")
    for folder in jupyter_path("labextensions"):
        pypi = Path(folder) / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
        found = sorted(pypi.glob(f"{name}-{wanted or '*'}-*.whl"))
        if found:
            return found[-1]
    raise SystemExit(f"no {spec} wheel in the installed @jupyterlite/pyodide-kernel-extension: "
                     "pip install -r lite/requirements.txt")


def kernel_config(output: Path) -> dict:
    """How the light lesson pages start the lessons' kernel without JupyterLite's app: the Pyodide kernel's worker
    script, its loader (kernel/boot.mjs), Pyodide's folder (paths from the site's root) and the packages it loads,
    and how to speak to the worker (:data:`KERNEL_WORKER`).  Call it once :func:`use_kernel_loader` has pointed the
    kernel at the loader."""
    extension = output / KERNEL_EXTENSION
    workers = sorted(extension.glob("comlink.worker.*.js"))
    if len(workers) != 1:
        raise SystemExit(f"expected one comlink worker of the Pyodide kernel in {extension}, found {workers}")
    data = json.loads((output / "jupyter-lite.json").read_text())["jupyter-config-data"]
    settings = data["litePluginSettings"][KERNEL_SETTINGS]
    return {"worker": workers[0].relative_to(output).as_posix(), "pyodide": f"static/pyodide/{KERNEL_BOOT}",
            "index": "static/pyodide/", "packages": settings["loadPyodideOptions"]["packages"], **KERNEL_WORKER}


def use_kernel_loader(output: Path) -> None:
    """Point the kernel at kernel/boot.mjs (its ``pyodideUrl`` setting).

    The Pyodide addon of ``jupyter lite build`` sets the kernel's ``pyodideUrl`` to the vendored pyodide.mjs; the
    kernel loads whatever module it names and calls its ``loadPyodide``, so it names the boot module instead."""
    config_file = output / "jupyter-lite.json"
    config = json.loads(config_file.read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    if settings.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise SystemExit(f"unexpected pyodideUrl in {config_file}: {settings.get('pyodideUrl')}")
    settings["pyodideUrl"] = f"./static/pyodide/{KERNEL_BOOT}"
    config_file.write_text(json.dumps(config, indent=2) + "\n")


def name_app_icons(output: Path) -> None:
    """Name the icon in the head of JupyterLite's apps' pages, which JupyterLite sets only once it has loaded: else
    the browser asks for /favicon.ico, outside a site served under a sub-path."""
    for app in KERNEL_APPS:
        page = output / app / "index.html"
        if not (output / app / "favicon.ico").is_file():
            raise SystemExit(f"no favicon.ico beside {page}")
        anchor = '<script id="jupyter-config-data"'
        icon = '<link rel="icon" type="image/x-icon" href="favicon.ico">'
        page.write_text(fill(page.read_text(), anchor, f"{icon}\n    {anchor}", page))


def let_requests_through(service_worker: str, where: Path) -> str:
    """JupyterLite's service worker's text with its pass-through line patched (see SERVICE_WORKER_PASS_THROUGH);
    another JupyterLite's worker, without that line, stops the build naming it."""
    return fill(service_worker, SERVICE_WORKER_PASS_THROUGH, SERVICE_WORKER_NETWORK, where)


def service_worker_registration(output: Path) -> dict:
    """The service worker as JupyterLite registers it (its script with ?enableCache=..., from the site's root), and
    JupyterLite's version, which a page that registers it records for it (lesson.js, keep-offline.js) under the
    localStorage entry JupyterLite's app reads (``versionEntry``, ``{script}`` standing for the script's URL): the
    two then keep each other's registration."""
    data = json.loads((output / "jupyter-lite.json").read_text())["jupyter-config-data"]
    enable_cache = str(data.get("enableServiceWorkerCache", "false")).lower()
    return {"serviceWorker": f"service-worker.js?enableCache={enable_cache}", "appVersion": data["appVersion"],
            "versionEntry": "{script}-version"}
