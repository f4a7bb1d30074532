"""The class's network tables on the teacher's guide (lite/site/class-tables.js): listed with their players as they
join (names as text), and closed from the laptop; a static host (no tables.json) shows none of it."""

from __future__ import annotations

import asyncio
import functools
import http.server
import random
import threading

from lite import site_server
from lite.network_tables import Hall
from lite.tests.site_fixtures import (SITE, QuietHandler, browser, chromium, hidden_where_not_served,  # noqa: F401
                                      playwright_instance)
from lite.tests.table_clients import Device


def test_the_guide_lists_the_tables_and_the_laptop_closes_one(browser):
    hall = Hall(pace=0.0)
    server = site_server.start(SITE, app=site_server.site_app(SITE, hall=hall))
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    now = lambda coroutine: asyncio.run_coroutine_threadsafe(coroutine, loop).result(20)  # noqa: E731
    try:
        ana = now(Device(server.url.replace("http", "ws") + "/tables", random.Random(1)).connect())
        now(ana.send(type="create", game="cheat", seats=["human", "human", "counting"], name="<b>Zé</b>", lang="pt"))
        now(ana.until(lambda m: m["type"] == "lobby"))
        page = browser.new_page()
        page.add_init_script("localStorage.setItem('crisp.lang', 'pt')")
        page.goto(f"{server.url}/teachers/")
        page.wait_for_selector(f"#class-tables:not([hidden]) .tables-code:text('{ana.code}')", timeout=10_000)
        head = page.inner_text(".tables-head")
        assert head == f"{ana.code} · Cheat · esperando jogadores", head
        page.wait_for_selector(f".tables-table img.tables-qr[src^='data:image/svg'][alt$='{ana.code}']", timeout=10_000)
        names = page.locator(".tables-seat .tables-name").all_inner_texts()
        assert names[0] == "<b>Zé</b>" and page.locator(".tables-seats b").count() == 0  # as text, never as HTML
        page.get_by_role("button", name=f"Fechar a mesa {ana.code}").click()
        closed = now(ana.until(lambda m: m["type"] == "closed"))
        assert closed["message"] == "the teacher closed this table"
        page.wait_for_selector("#tables-none:not([hidden])", timeout=10_000)
        assert page.locator(".tables-table").count() == 0
        page.close()
        now(ana.close())
    finally:
        loop.call_soon_threadsafe(loop.stop)
        server.shutdown()


def test_a_static_host_shows_no_tables(browser):
    handler = functools.partial(QuietHandler, directory=str(SITE))
    static = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=static.serve_forever, daemon=True).start()
    try:
        page = browser.new_page()
        hidden_where_not_served(page, f"http://127.0.0.1:{static.server_address[1]}/teachers/", "/tables.json",
                                "#class-tables")
        page.close()
    finally:
        static.shutdown()
