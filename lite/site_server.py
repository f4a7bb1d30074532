"""Serving the built site: on a reader's own machine (``127.0.0.1``), or from a teacher's laptop to a class
(``--host 0.0.0.0``: every address of the laptop, printed with a QR code each, and given to the teacher's page).

    python3 -m lite.site_server [--host 0.0.0.0] [--port 8000] [--base /] [--open] [--next-free-port] [folder]

The parts, chosen for a class of a hundred on one laptop, on Linux, macOS and Windows, with only pure-Python
packages (the release archive carries them as wheels, ``server/wheels/``, for a Python without them):

- **Hypercorn** (the server): asyncio, so an idle or slow connection costs a socket, not a thread; it closes a
  connection that has not sent a whole request within its keep-alive timeout (a sleeping laptop, or slowloris
  sending a header a byte at a time), bounds a request's header, and speaks WebSockets (wsproto) for the tables
  across devices to come.  Uvicorn, the other well-kept choice, starts no timer before a connection's first
  request, so idle connections stay open for good.
- **Starlette** (the app): routing, responses, and WebSocket endpoints later.
- ``static_files.py`` (the site's files): the static layer; its docstring says why it is the project's own.

Besides the files, ``classroom.json`` (served, not a file) lists the addresses students can type, each with its QR
code as an SVG image, for the teacher's guide (shown when the site is served this way; a static host has none), and
``class-experiment`` pools the counts students send from lessons 7 and 8 (``class_experiment.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import json
import logging
import os
import socket
import sys
import threading
import time
import webbrowser
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
# Run as a file (server/site_server.py of the release archive; with python -I too, which leaves a script's folder off
# the path): static_files.py beside it, and the server's packages as wheels beside it (lite/release.py): pure Python,
# importable from the wheel itself, for the Python already on a teacher's laptop.
if not __package__:
    # ... and the engine for the tables across devices: the site's own wheel (site/play/crisp_core.whl of the archive)
    sys.path[:0] = [str(HERE), *sorted(glob.glob(str(HERE / "wheels" / "*.whl"))),
                    str(HERE.parent / "site" / "play" / "crisp_core.whl")]

try:
    from hypercorn.asyncio import serve as hypercorn_serve
    from hypercorn.config import Config
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Mount, Route
    from starlette.types import ASGIApp, Receive, Scope, Send
except ImportError as missing:  # a Python without them, outside the archive
    raise SystemExit(f"the classroom server needs {missing.name}: pip install -r lite/requirements.txt") from None

if __package__:  # lite.site_server, in the repository
    from . import class_experiment
    from .network_tables import Hall
    from .static_files import CACHE_FOREVER, CACHE_REVALIDATE, CONTENT_HASHED, StaticSite, cache_control  # noqa: F401
    from .table_routes import table_routes
else:  # run as a file: server/site_server.py of the release archive, or lite/site_server.py
    import class_experiment
    from network_tables import Hall
    from static_files import CACHE_FOREVER, CACHE_REVALIDATE, CONTENT_HASHED, StaticSite, cache_control  # noqa: F401
    from table_routes import table_routes

CLASSROOM = "classroom.json"
BACKLOG = 1024  # connections waiting to be accepted (socketserver's 5 stalled a class of 30)
IDLE_SECONDS = 5  # a connection with no whole request for this long is closed
WANTED_OPEN_FILES = 8192  # macOS starts a process with 256: a class of 100 browsers opens 600 connections
log = logging.getLogger("crisp.site")


class OneLineFormatter(logging.Formatter):
    """Each record on one line, its exception as its type and message: a traceback would push the addresses and
    QR codes off the teacher's screen."""

    def format(self, record: logging.LogRecord) -> str:
        line = f"{self.formatTime(record, '%H:%M:%S')} {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            line += f" ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
        return " ".join(line.split())[:500]


class NotAgainSoon(logging.Filter):
    """Lets a message through at most once every ``seconds`` (by its first 60 characters): an error that repeats
    many times a second (out of open files, say) says so once, not a screenful of times."""

    def __init__(self, seconds: float = 10.0) -> None:
        super().__init__()
        self.seconds, self.last = seconds, {}

    def filter(self, record: logging.LogRecord) -> bool:
        key, now = record.getMessage()[:60], time.monotonic()
        if now - self.last.get(key, -self.seconds) < self.seconds:
            return False
        self.last[key] = now
        if len(self.last) > 1000:
            self.last.clear()
        return True


def one_line_logging() -> logging.Logger:
    """The server's log (and asyncio's, and Hypercorn's errors): one line per record on stderr, warnings up, the
    same message at most once in ten seconds."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLineFormatter())
    handler.addFilter(NotAgainSoon())
    for name in ("crisp.site", "asyncio"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.setLevel(logging.WARNING)
        logger.propagate = False
    return log


def raise_open_file_limit(wanted: int = WANTED_OPEN_FILES) -> int | None:
    """Raise this process's soft limit of open files towards ``wanted`` (within the hard limit; POSIX only):
    every connection is an open file.  Returns the limit now in force (None where there is none to read)."""
    try:
        import resource
    except ImportError:  # Windows: sockets are not counted against such a limit
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


class CountBytes:
    """ASGI middleware adding to ``sent[0]`` the bytes of every response: status line, headers, body (as a
    school's link would carry them, give or take the server's own Date and Server headers)."""

    def __init__(self, app: ASGIApp, sent: list[int]) -> None:
        self.app, self.sent = app, sent

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def counting(message: dict) -> None:
            if message["type"] == "http.response.start":
                self.sent[0] += 17 + sum(len(name) + len(value) + 4 for name, value in message.get("headers", []))
            elif message["type"] == "http.response.body":
                self.sent[0] += len(message.get("body", b""))
            await send(message)
        await self.app(scope, receive, counting if scope["type"] == "http" else send)


def site_app(directory: Path, base: str = "/", classroom: dict | None = None,
             sent: list[int] | None = None, hall: Hall | None = None,
             pool: class_experiment.Pool | None = None) -> ASGIApp:
    """The ASGI app serving ``directory`` under the URL path ``base`` ("/" or a sub-path such as "/crisp/");
    ``classroom`` is what ``classroom.json`` answers (see :func:`classroom_data`; none: 404, and no class
    experiment either), ``pool`` the class experiment's posts (none: a new one); the tables across devices are
    ``hall``'s (a new :class:`~network_tables.Hall` by default; ``table_routes.py``); ``sent``, a list ``[0]``,
    counts the bytes sent."""
    if not (base.startswith("/") and base.endswith("/")):
        raise ValueError(f"base must start and end with '/': {base!r}")
    routes = []
    if classroom:
        async def classroom_json(request) -> JSONResponse:
            return JSONResponse(classroom, headers={"Cache-Control": CACHE_REVALIDATE})
        routes.append(Route(base + CLASSROOM, classroom_json))
        routes.extend(class_experiment.routes(base, pool or class_experiment.Pool()))
    addresses = [entry["url"] for entry in (classroom or {}).get("addresses", [])]
    routes.extend(table_routes(base, hall or Hall(), qr_svg, addresses))
    routes.append(Mount(base.rstrip("/"), app=StaticSite(directory)))
    app = Starlette(routes=routes)
    return CountBytes(app, sent) if sent is not None else app


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that other machines of its network can reach (not the loopback)."""
    found: set[str] = set()
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # sends nothing: only picks the interface a packet would leave by
        found.add(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    try:
        found.update(info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith(("127.", "0.")))


def site_urls(host: str, port: int, base: str) -> list[str]:
    """The URLs a reader can type: 127.0.0.1 for this machine, and with ``host`` 0.0.0.0 every LAN address."""
    addresses = lan_addresses() if host in ("0.0.0.0", "") else [] if host.startswith("127.") else [host]
    return [f"http://{address}:{port}{base}" for address in addresses]


def qr_svg(url: str) -> str | None:
    """A QR code of ``url`` as an SVG data URI, or None without the ``segno`` package (lite/requirements.txt)."""
    try:
        import segno
    except ImportError:
        return None
    return segno.make(url, error="m").svg_data_uri(scale=4, border=2)


def classroom_data(urls: list[str]) -> dict:
    """What ``classroom.json`` answers: each URL students can type, with its QR code (SVG data URI)."""
    return {"addresses": [{"url": url, "qr": qr_svg(url)} for url in urls]} if urls else {}


# A locale's name starts with one of these: Brazil's first (pt_BR), then every other Portuguese (pt_PT, pt_AO, ...,
# Windows's "Portuguese_Portugal"), then Spanish and French.
LANGUAGES = (("pt", ("pt_br", "pt-br", "portuguese_brazil")), ("pt-PT", ("pt", "portuguese")),
             ("es", ("es", "spanish")), ("fr", ("fr", "french")))


def system_language() -> str:
    """The language of this computer's user among the site's ("pt", "pt-PT", "es", "fr"; else "en"): from the
    environment (Linux, macOS), else Windows's own setting."""
    names = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    if os.name == "nt":
        import ctypes
        import locale
        names.append(locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage(), ""))
    for name in filter(None, names):
        for lang, prefixes in LANGUAGES:
            if name.lower().startswith(prefixes):
                return lang
        return "en"
    return "en"


def server_words(directory: Path, lang: str) -> dict[str, str]:
    """The server's sentences in ``lang``, from the site's own catalogues (``i18n/<lang>.json`` of the built site,
    else of ``lite/site``), English for any missing."""
    words: dict[str, str] = {"server.ready": "Crisp: {url}", "server.students": "", "server.stop": ""}
    for folder in (HERE / "site" / "i18n", directory / "i18n"):
        for name in ("en", lang):
            try:
                catalog = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            words.update({key: value for key, value in catalog.items() if key.startswith("server.")})
    return words


def print_addresses(urls: list[str], local: str, words: dict[str, str]) -> None:
    """What the teacher reads in the server's window, in ``words``' language: that the site is open here (first
    line: its local address), the addresses students can type, each with its QR code (drawn with text blocks; left
    out where the console cannot show them), and how to stop."""
    print(words["server.ready"].format(url=local), flush=True)
    if urls:
        print("\n" + words["server.students"])
        for url in urls:
            print(f"\n  {url}\n")
            try:
                import segno
                segno.make(url, error="m").terminal(compact=True)
            except (ImportError, UnicodeEncodeError, OSError):
                pass
    print("\n" + words["server.stop"], flush=True)


def free_port(host: str) -> int:
    """A port of ``host`` that nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def port_is_free(host: str, port: int) -> bool:
    """Whether this process may listen on ``host``:``port`` now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if os.name != "nt":  # as the server will: a port just closed (TIME_WAIT) is free; on Windows that flag
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # would share a port in use
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def check_port(host: str, port: int) -> None:
    """Stop with one sentence if ``host``:``port`` cannot be listened on (another server has it)."""
    if not port_is_free(host, port):
        raise SystemExit(f"cannot listen on {host}:{port}: another program uses it; try --port {port + 1}")


def server_config(host: str, port: int) -> Config:
    """Hypercorn's settings for a class (see the module's docstring)."""
    config = Config()
    config.bind = [f"{host}:{port}"]
    config.backlog = BACKLOG
    config.keep_alive_timeout = IDLE_SECONDS
    config.graceful_timeout = 1
    config.accesslog = None
    config.errorlog = one_line_logging()
    config.include_server_header = False
    config.websocket_max_message_size = 64 * 1024  # a table's messages are a few hundred bytes (network_tables.py)
    config.websocket_ping_interval = 20  # a phone gone to sleep stops answering: its seat waits for it
    return config


def serve(directory: Path, host: str = "127.0.0.1", port: int = 8000, base: str = "/", *,
          open_browser: bool = False, until: Callable[[], object] | None = None, sent: list[int] | None = None,
          announce: bool = True, classroom: dict | None = None, app: ASGIApp | None = None) -> None:
    """Serve ``directory`` under ``base`` on ``host`` (``0.0.0.0``: every interface, for a class) until Ctrl-C, or
    until the coroutine function ``until`` returns; print the addresses (``announce``) and open the teacher's page
    in this machine's browser (``open_browser``).  ``classroom.json`` gives the addresses of this machine (or
    ``classroom``); ``app`` serves in the site's place (tests)."""
    raise_open_file_limit()
    check_port(host, port)
    urls = site_urls(host, port, base)
    if app is None:
        app = site_app(directory, base, classroom=classroom_data(urls) if classroom is None else classroom, sent=sent)
    local = f"http://127.0.0.1:{port}{base}"
    if announce:
        print_addresses(urls, local, server_words(directory, system_language()))
    if open_browser:
        threading.Timer(1.0, webbrowser.open, [local + "teachers/"]).start()
    try:
        asyncio.run(hypercorn_serve(app, server_config(host, port), shutdown_trigger=until))
    except KeyboardInterrupt:
        pass


class Running:
    """A server started by :func:`start`: its ``url`` (no final slash) and ``shutdown()``."""

    def __init__(self, url: str, stop: Callable[[], None], thread: threading.Thread) -> None:
        self.url, self._stop, self._thread = url, stop, thread

    def shutdown(self) -> None:
        self._stop()
        self._thread.join(10)


def start(directory: Path, base: str = "/", *, host: str = "127.0.0.1", port: int = 0, timeout: float = 20.0,
          **options) -> Running:
    """:func:`serve` in a background thread (tests, benchmarks), quietly, on a free port unless ``port`` is given,
    with :func:`serve`'s keyword ``options``; returns once it accepts connections."""
    port = port or free_port(host)
    loop_ready = threading.Event()
    state: dict = {}

    async def until() -> None:
        state["loop"], state["stop"] = asyncio.get_running_loop(), asyncio.Event()
        loop_ready.set()
        await state["stop"].wait()

    thread = threading.Thread(target=serve, args=(directory, host, port, base),
                              kwargs={"until": until, "announce": False, **options}, daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while True:
        try:
            socket.create_connection((host, port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline or not thread.is_alive():
                raise RuntimeError(f"the site server did not start on {host}:{port}") from None
            time.sleep(0.02)
    loop_ready.wait(timeout)
    stop = lambda: state["loop"].call_soon_threadsafe(state["stop"].set)  # noqa: E731
    return Running(f"http://{host}:{port}{base.rstrip('/')}", stop, thread)


def add_serving_arguments(parser: argparse.ArgumentParser, when: str = "") -> None:
    """The options of where a site is served, ``--host``, ``--port`` and ``--base``, added to ``parser`` (their help
    starting with ``when``: ``"with --serve: "`` for the build's)."""
    parser.add_argument("--host", default="127.0.0.1",
                        help=f"{when}the address to listen on; 0.0.0.0 serves every machine of the network (a class)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--base", default="/", help=f"{when}the URL path to serve the site under, e.g. /crisp/")


def main(argv: list[str] | None = None) -> None:
    """``python3 -m lite.site_server [--host 0.0.0.0] [--port 8000] [--base /] [--open] [folder]``: serve a site built
    before (``lite/_output`` by default) without building it again, and without the internet: at school, a site
    built at home."""
    parser = argparse.ArgumentParser(description="Serve the built Crisp site (python3 -m lite.build builds it).")
    parser.add_argument("folder", nargs="?", type=Path, default=HERE / "_output",
                        help="the built site (default: lite/_output)")
    add_serving_arguments(parser)
    parser.add_argument("--open", action="store_true", help="open the teacher's page in this machine's browser")
    parser.add_argument("--next-free-port", action="store_true",
                        help="if the port is taken, take the next free one of the ten that follow (the launchers)")
    args = parser.parse_args(argv)
    if not (args.folder / "index.html").is_file():
        raise SystemExit(f"no built site in {args.folder}: run python3 -m lite.build first (it needs the internet once)")
    port = args.port or free_port(args.host)
    if args.next_free_port:
        port = next((p for p in range(port, port + 11) if port_is_free(args.host, p)), port)
    serve(args.folder, args.host, port, args.base, open_browser=args.open)


if __name__ == "__main__":
    main()
