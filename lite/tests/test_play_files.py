"""The play page's small standard library and engine (lite/play_files.py, lite/site/play/worker.js).

The unit tests need nothing built.  The browser tests need a site built with the small files (python3 -m lite.build,
or ``python3 -m lite.play_files SITE`` on a copy, with worker.js filled in): they play Crisp, Cheat, Crisps and a
replay and check that the server never sent the full files, and that the fallback fetches them, once each, when a
module only they hold is imported."""

from __future__ import annotations

import importlib
import io
import json
import sys
import zipfile
from pathlib import Path

import pytest

from lite.tests.site_fixtures import SITE, browser, chromium, playwright_instance  # noqa: F401
from lite.tests.test_play import GAP_MS, download_record, open_play, set_up
from lite.tests.test_play_cheat import start_cheat
from lite.tests.test_play_crisps import hand, select, start_crisps

from lite import play_files
from lite.placeholders import PlaceholderError

LITE = Path(__file__).resolve().parent.parent

FULL = ("/static/pyodide/python_stdlib.zip", "/play/crisp_core.whl")
MISSING = "is not in the play page's files"
FALLBACK = "[f for f in __import__('sys').meta_path if type(f).__name__ == 'FullFiles']"


# --- play_files: the archives -------------------------------------------------------------------------------------

def full_zip(tmp_path: Path, files: dict[str, str]) -> Path:
    path = tmp_path / "full.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, text in files.items():
            out.writestr(name, text)
    return path


def test_the_small_zip_is_stored_holds_only_the_traced_modules_and_imports(tmp_path):
    pkg = "crisp_test_pkg_small"
    path = full_zip(tmp_path, {f"{pkg}/__init__.py": "X = 1\n", f"{pkg}/a.py": "from . import X\nA = X + 1\n",
                               f"{pkg}/b.py": "B = 2\n", f"{pkg}/sub/__init__.py": "", f"{pkg}/sub/c.py": "C = 3\n",
                               "crisp_test_top.py": "T = 4\n", f"{pkg}/data.txt": "x"})
    with zipfile.ZipFile(path) as source:
        keep, later = play_files.stdlib_members(source.namelist(), play_files.with_parents({f"{pkg}.a", f"{pkg}.sub.c"}))
        data = play_files.stored_zip(source, keep)
    assert keep == [f"{pkg}/__init__.py", f"{pkg}/a.py", f"{pkg}/sub/__init__.py", f"{pkg}/sub/c.py"]
    assert later == sorted(["crisp_test_top", f"{pkg}.b"])
    small = zipfile.ZipFile(io.BytesIO(data))
    assert small.namelist() == keep
    assert all(info.compress_type == zipfile.ZIP_STORED for info in small.infolist())
    assert play_files.content_name("play-stdlib.", data) == play_files.content_name("play-stdlib.", data)
    assert len(play_files.content_name("play-stdlib.", data)) == len("play-stdlib.") + 16 + len(".zip")
    small_path = tmp_path / "small.zip"
    small_path.write_bytes(data)
    sys.path.insert(0, str(small_path))
    try:
        importlib.invalidate_caches()
        assert importlib.import_module(f"{pkg}.a").A == 2
        assert importlib.import_module(f"{pkg}.sub.c").C == 3
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"{pkg}.b")
    finally:
        sys.path.remove(str(small_path))
        for name in [n for n in sys.modules if n.startswith(pkg)]:
            del sys.modules[name]


def test_the_engine_archive_keeps_the_data_files_and_the_dist_info_but_the_site_words_and_record(tmp_path):
    path = full_zip(tmp_path, {"eng/__init__.py": "", "eng/a.py": "", "eng/__pycache__/a.cpython-314.pyc": "",
                               "eng/b.py": "", "eng/__pycache__/b.cpython-314.pyc": "", "eng/data/x.json": "{}",
                               "eng/game/site_words/en.json": "{}",
                               "eng-0.1.dist-info/METADATA": "", "eng-0.1.dist-info/RECORD": ""})
    with zipfile.ZipFile(path) as source:
        keep, later = play_files.engine_members(source.namelist(), {"eng", "eng.a"})
    assert keep == sorted(["eng/__init__.py", "eng/a.py", "eng/__pycache__/a.cpython-314.pyc", "eng/data/x.json",
                           "eng-0.1.dist-info/METADATA"])
    assert later == ["eng.b"]


def test_play_files_writes_both_archives_and_fills_the_worker(tmp_path):
    pyodide, wheel, out = tmp_path / "pyodide", tmp_path / "eng.whl", tmp_path / "play"
    pyodide.mkdir()
    out.mkdir()
    full_zip(tmp_path, {"json/__init__.py": "", "json/tool.py": "", "xml/__init__.py": ""}).rename(
        pyodide / "python_stdlib.zip")
    full_zip(tmp_path, {"eng/__init__.py": "", "eng/lesson.py": "", "eng-0.1.dist-info/RECORD": "",
                        "eng-0.1.dist-info/METADATA": "Name: eng\nVersion: 0.1\n\n# eng\n\nIts README.\n"}).rename(wheel)
    (out / "play-stdlib.0123456789abcdef.zip").write_bytes(b"old")
    trace = {"modules": {"json": "/lib/python314.zip/json/__init__.py", "eng": "/x/eng/__init__.py", "sys": None},
             "frozen": ["xml"]}
    files = play_files.play_files(pyodide, wheel, out, trace=trace)
    assert sorted(p.name for p in out.iterdir()) == sorted([files["stdlib"], files["engine"]])
    assert zipfile.ZipFile(out / files["stdlib"]).namelist() == ["json/__init__.py"]
    engine = zipfile.ZipFile(out / files["engine"])
    assert engine.namelist() == ["eng-0.1.dist-info/METADATA", "eng/__init__.py"]
    assert engine.read("eng-0.1.dist-info/METADATA") == b"Name: eng\nVersion: 0.1\n"  # its headers, not the README
    assert files["later"] == {"stdlib": ["json.tool", "xml"], "engine": ["eng.lesson"]}
    worker = tmp_path / "worker.js"
    source = (LITE / "site" / "play" / "worker.js").read_text(encoding="utf-8")
    assert source.count(play_files.PLACEHOLDER) == 1
    worker.write_text(source, encoding="utf-8")
    play_files.fill_worker(worker, files)
    assert f"const PLAY_FILES = {json.dumps(files, separators=(',', ':'))};" in worker.read_text(encoding="utf-8")
    with pytest.raises(PlaceholderError):
        play_files.fill_worker(worker, files)  # filled already
    trace["data"] = ["/x/eng/game/site_words/en.json"]  # the page would open a file its archive leaves out
    with pytest.raises(SystemExit, match="leaves out"):
        play_files.play_files(pyodide, wheel, out, trace=trace)


# --- the play page in the browser -----------------------------------------------------------------------------------

@pytest.fixture
def served():
    """The built site on 127.0.0.1 with a log of the paths the server was asked for (the worker's requests too)."""
    if not list((SITE / "play").glob("play-stdlib.*.zip")):
        pytest.skip("the site was built without the play page's small files (lite/play_files.py)")
    from lite import site_server
    paths: list[str] = []
    site = site_server.site_app(SITE)

    async def logged(scope, receive, send):
        if scope["type"] == "http":
            paths.append(scope["path"])
        await site(scope, receive, send)

    server = site_server.start(SITE, app=logged)
    yield server.url, paths
    server.shutdown()


def open_logged(browser, url):
    console: list[str] = []
    browser.on("console", lambda message: console.append(message.text))
    page = open_play(browser, url)  # the context's console has the worker's lines too
    return page, console


def fallback_state(page) -> dict:
    worker = page.workers[0]
    return json.loads(worker.evaluate(f"() => self.pyodide.runPython(`import json; json.dumps({FALLBACK}[0].full)`)"))


def wait_state(page, states: str, timeout=60_000) -> str:
    selector = ", ".join(f"#status[data-state={s}]" for s in states.split())
    page.wait_for_selector(selector, timeout=timeout)
    return page.get_attribute("#status", "data-state")


def test_crisp_cheat_crisps_and_a_replay_never_need_the_full_files(browser, served, tmp_path):
    url, paths = served
    page, console = open_logged(browser, url)
    assert any(p.startswith("/play/play-stdlib.") for p in paths) and any(p.startswith("/play/play-engine.") for p in paths)
    # Crisp: a whole match against every kind of bot, the coach on
    set_up(page, [("Ana", "human"), ("Rob", "random"), ("Hal", "heuristic"), ("Eve", "expert"), ("Fae", "forgetful"),
                  ("Fre", "friendly")], target=8, seed=7)
    for _ in range(400):
        state = wait_state(page, "your-turn round-over match-over")
        if state == "match-over":
            break
        page.wait_for_timeout(GAP_MS)
        if state == "round-over":
            page.click("#next-round")
            continue
        for verb in ("crisp", "draw", "discard", "king"):
            button = page.locator(f"[data-testid=action-{verb}]")
            if button.is_enabled():
                button.click()
                break
    assert state == "match-over"
    record = download_record(page, tmp_path)
    # a replay of it, and a broken record
    page.click("#new-match")
    if page.locator("#leave-yes").is_visible():
        page.click("#leave-yes")
    page.set_input_files("#record-file", str(record))
    page.wait_for_selector("#replay:not([hidden])")
    page.keyboard.press("End")
    page.set_input_files("#record-file", files=[{"name": "bad.json", "mimeType": "application/json",
                                                 "buffer": b'{"format": "crisp/1", "players": 2}'}])
    page.wait_for_function("() => document.querySelector('#load-error').textContent.trim() !== ''", timeout=20_000)
    # Cheat and Crisps, each from its setup to a person's first moves
    for game in ("cheat", "crisps"):
        page.goto(f"{url}/play/?game={game}")
        page.wait_for_selector("#status[data-state=ready]", timeout=90_000)
        if game == "cheat":
            start_cheat(page, [("Ana", "human"), ("Rob", "random"), ("Cid", "counting")], seed=3)
        else:
            start_crisps(page, [("Ana", "human"), ("Cid", "counting")])
        wait_state(page, "your-turn")
        page.wait_for_timeout(GAP_MS)
        if game == "cheat":
            page.locator(".xhand button.card").first.click()
            page.click("[data-testid=cheat-play]")
        else:  # Ana leads (seed 1) and holds a pair
            by_rank: dict[str, list[str]] = {}
            for card in hand(page):
                by_rank.setdefault(card[0], []).append(card)
            select(page, next(cards[:2] for cards in by_rank.values() if len(cards) >= 2))
            page.click("[data-testid=crisps-play]")
        wait_state(page, "your-turn round-over match-over")
        assert fallback_state(page) == {}
    assert not [p for p in paths if p in FULL], paths
    assert not [line for line in console if MISSING in line], console


def test_a_module_only_the_full_files_hold_is_fetched_once_and_imports(browser, served):
    url, paths = served
    page, console = open_logged(browser, url)
    worker = page.workers[0]
    run = "(code) => self.pyodide.runPython(code)"
    assert worker.evaluate(run, "import xml.dom.minidom; xml.dom.minidom.parseString('<a><b/></a>').firstChild.tagName") == "a"
    assert worker.evaluate(run, "import json.tool, email.message; json.tool.__name__") == "json.tool"  # a small package's
    assert worker.evaluate(run, "import crisp_core.questions, crisp_core.quiz; crisp_core.questions.__name__") \
        == "crisp_core.questions"
    missing = worker.evaluate(run, "try:\n    import no_such_module_anywhere\nexcept ModuleNotFoundError as e:\n"
                                   "    r = str(e)\nr")
    assert "no_such_module_anywhere" in missing
    assert sorted(fallback_state(page)) == ["engine", "stdlib"]
    assert sorted(p for p in paths if p in FULL) == sorted(FULL)  # each once
    page.wait_for_timeout(200)  # one console line per full file, naming the module
    lines = [line for line in console if MISSING in line]
    assert len(lines) == 2 and "module xml " in lines[0] and "module crisp_core.questions " in lines[1], lines
