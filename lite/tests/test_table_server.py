"""Tables across devices on the classroom server (lite/network_tables.py, lite/table_routes.py): whole seeded
matches of every game played by devices, every message checked against its seat's observation; a device that
comes back; a seat gone 60 s played by a bot until its person returns; bad and forged messages refused with
nothing changed; the teacher's list and closing a table from the laptop only."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from lite import site_server
from lite.network_tables import ABSENT_SECONDS, Hall, serve_device
from lite.tests.table_clients import Audit, Device, choose, named_cards, play_out

EMPTY_SITE = Path(__file__).resolve().parent  # any folder: these tests ask for no file


class Phone:
    """A device in the same process as the hall: what it is sent, and its messages queued in."""

    def __init__(self, hall: Hall) -> None:
        self.hall, self.inbox, self.sent = hall, asyncio.Queue(), []
        self.task = asyncio.get_running_loop().create_task(serve_device(hall, self, self.inbox.get))

    async def send(self, message: dict) -> None:
        self.sent.append(message)

    async def say(self, **message) -> list[dict]:
        """Send one message; the messages it was sent meanwhile."""
        start = len(self.sent)
        await self.inbox.put(json.dumps(message))
        await asyncio.sleep(0.05)
        return self.sent[start:]

    async def raw(self, text: str) -> list[dict]:
        start = len(self.sent)
        await self.inbox.put(text)
        await asyncio.sleep(0.05)
        return self.sent[start:]

    def last(self, kind: str) -> dict:
        return next(m for m in reversed(self.sent) if m["type"] == kind)

    async def hang_up(self) -> None:
        await self.inbox.put(None)
        await asyncio.sleep(0.05)


async def seated_table(hall: Hall, game: str = "crisp", people: int = 3, options: dict | None = None):
    """A table of ``people`` phones (and bots up to the game's seats) with its match started."""
    seats = ["human"] * people
    phones = [Phone(hall) for _ in range(people)]
    await phones[0].say(type="create", game=game, seats=seats, name="Ana", options=options or {}, lang="pt")
    code = phones[0].last("seated")["code"]
    for phone, name in zip(phones[1:], ("Bia", "Caio", "Duda")):
        await phone.say(type="join", code=code, name=name)
    return hall.tables[code], phones


def run(coroutine):
    """``asyncio.run(coroutine)`` in a thread of its own: Playwright's sync API, which other test modules of the
    session start, keeps an event loop running in the main thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


def test_whole_seeded_matches_of_every_game_send_no_card_a_seat_has_not_seen():
    """Devices play whole matches (Crisp with the draw timer, R9/R10; Cheat with its window, C4.1; Crisps) over the
    server's WebSocket; the audit checks every message when it is sent against the seat's hidden cards."""
    audit = Audit()
    hall = Hall(pace=0.0, audit=audit, seed=iter(range(100, 200)).__next__, speed=20.0)  # the rules' seconds 20× faster
    server = site_server.start(EMPTY_SITE, app=site_server.site_app(EMPTY_SITE, hall=hall))
    url = server.url.replace("http", "ws") + "/tables"

    async def match(game: str, seats: list[str], options: dict, rounds: int) -> list[Device]:
        devices = [await Device(url, random.Random(seat)).connect() for seat in range(seats.count("human"))]
        await devices[0].send(type="create", game=game, seats=seats, name="Ana", options=options, lang="pt")
        await devices[0].until(lambda m: m["type"] == "lobby")
        for device, name in zip(devices[1:], ("Bia", "Caio")):
            await device.send(type="join", code=devices[0].code, name=name)
            await device.until(lambda m: m["type"] == "seated")
        await asyncio.gather(*(play_out(device, rounds, 120) for device in devices))
        for device in devices:
            await device.close()
        return devices

    try:
        crisp = run(match("crisp", ["human", "human", "human"], {"draw_timer": 30}, 1))
        cheat = run(match("cheat", ["human", "human", "counting"], {"window": 3}, 1))
        crisps = run(match("crisps", ["human", "human"], {}, 1))
    finally:
        server.shutdown()
    assert audit.leaks == []
    for devices in (crisp, cheat, crisps):
        views = [[m for _, m in device.messages if m["type"] == "view"] for device in devices]
        assert all(len(v) > 5 for v in views)
        for device, seen in zip(devices, views):
            assert all(m["view"]["viewer"] == device.seat for m in seen)
            # its own cards are in its views (the check is not passing for want of cards)
            assert any(named_cards(m["view"]["seats"][device.seat]["hand"]) for m in seen)
    assert audit.checked >= sum(len(d.messages) for devices in (crisp, cheat, crisps) for d in devices) - 20


def test_a_device_that_comes_back_gets_its_seat_and_hand_and_a_seat_gone_60_s_is_played_by_a_bot():
    async def scenario():
        now = [1000.0]
        hall = Hall(clock=lambda: now[0], pace=0.0)
        table, (ana, bia, caio) = await seated_table(hall)  # Crisp, no timer: the table waits for people
        token, hand = bia.last("seated")["token"], bia.last("view")["view"]["seats"][1]["hand"]
        await bia.hang_up()
        back = Phone(hall)
        sent = await back.say(type="resume", code=table.code.lower(), token=token)
        assert sent[0]["type"] == "seated" and sent[0]["seat"] == 1
        assert back.last("view")["view"]["seats"][1]["hand"] == hand

        await back.hang_up()
        now[0] += ABSENT_SECONDS - 1
        table.wake.set()
        await asyncio.sleep(0.1)
        assert not table.seats[1].stand_in and table.table.kinds[1] == "human"
        now[0] += 2
        table.wake.set()
        await asyncio.sleep(0.2)
        assert table.seats[1].stand_in and table.table.kinds[1] == table.game.page_bot
        assert ana.last("view")["seats"][1] == {"present": False, "stand_in": True, "ready": False}
        # the bot plays seat 2 (Bia's) when its turn comes; she comes back, and the seat is hers again
        again = Phone(hall)
        await again.say(type="resume", code=table.code, token=token)
        assert not table.seats[1].stand_in and table.table.kinds[1] == "human"
        assert again.last("view")["view"]["viewer"] == 1
        for phone in (ana, caio, again):
            await phone.hang_up()
        table.close("done")

    run(scenario())


def test_bad_and_forged_messages_are_refused_and_change_nothing():
    async def scenario():
        hall = Hall(pace=0.0)
        table, (ana, bia, caio) = await seated_table(hall)
        waiting = ana.last("view")["view"]["waiting"]
        asked = (ana, bia, caio)[waiting]
        other = (ana, bia, caio)[(waiting + 1) % 3]
        record = table.table.record_text()
        refusals = [
            (other, dict(type="act", action=f"{waiting} draw"), "ownSeat"),  # another seat's move, forged
            (other, dict(type="act", action="draw"), "rule"),  # not its turn (R3.1)
            (asked, dict(type="act", action="swap L"), "rule"),  # illegal now: nothing held (R3.2)
            (asked, dict(type="act", action=7), "other"),
            (asked, dict(type="act", action="x" * 500), "other"),
            (asked, dict(type="next"), "notOver"),  # the round is not over
            (asked, dict(type="record"), "recordLater"),  # not before the round is over: it shows every card
            (asked, dict(type="start"), "onlyCreator") if waiting else (bia, dict(type="start"), "onlyCreator"),
            (asked, dict(type="fly"), "other"),
            (asked, dict(type="join", code=table.code, name="Eva"), "other"),  # at a table already
        ]
        for phone, message, reason in refusals:
            sent = await phone.say(**message)
            assert [(m["type"], m["reason"]) for m in sent if m["type"] != "view"] == [("error", reason)], (message, sent)
        assert "(R3.1)" in next(m for m in other.sent if m.get("reason") == "rule")["message"]
        for text in ("not json", "[1, 2]", "{" + " " * 3000 + "}"):
            assert (await asked.raw(text))[-1]["type"] == "error"
        assert table.table.record_text() == record
        stranger = Phone(hall)
        for message in (dict(type="join", code="ZZZZ", name="Eva"), dict(type="resume", code=table.code, token="x"),
                        dict(type="act", action="draw"), dict(type="create", game="poker", seats=["human"]),
                        dict(type="create", game="crisp", seats=["human"] * 9),
                        dict(type="create", game="crisp", seats=["human", "human"], options={"cheats": 1})):
            sent = await stranger.say(**message)
            assert [m["type"] for m in sent] == ["error"], (message, sent)
        assert stranger.sent[0]["message"] == "there is no table ZZZZ: check the code"
        assert [m["reason"] for m in stranger.sent] == ["noTable", "badToken", "other", "other", "other", "other"]
        assert list(hall.tables) == [table.code]
        for phone in (ana, bia, caio, stranger):
            await phone.hang_up()
        table.close("done")

    run(scenario())


def test_a_round_to_its_end_then_the_record_with_the_names_and_the_next_round_once_all_are_ready():
    async def scenario():
        hall = Hall(pace=0.0)
        table, phones = await seated_table(hall, "crisps", 2)
        rng = random.Random(5)
        for _ in range(400):
            views = [phone.last("view")["view"] for phone in phones]
            if views[0].get("result"):
                break
            for phone, view in zip(phones, views):
                move = choose(view, view["viewer"], rng)
                if move:
                    await phone.say(type="act", action=move)
        assert phones[0].last("view")["view"]["result"]
        record = json.loads((await phones[1].say(type="record"))[-1]["text"])
        assert record["names"][:2] == ["Ana", "Bia"]
        number = phones[0].last("view")["view"]["number"]
        await phones[0].say(type="next")
        assert phones[1].last("view")["seats"][0]["ready"] and phones[1].last("view")["view"]["number"] == number
        await phones[1].say(type="next")
        assert phones[0].last("view")["view"]["number"] == number + 1
        for phone in phones:
            await phone.hang_up()
        table.close("done")

    run(scenario())


def test_the_teachers_list_and_closing_a_table_from_the_laptop_only():
    hall = Hall(pace=0.0)
    server = site_server.start(EMPTY_SITE, app=site_server.site_app(EMPTY_SITE, hall=hall))
    url = server.url.replace("http", "ws") + "/tables"

    async def scenario():
        ana, bia = [await Device(url, random.Random(i)).connect() for i in range(2)]
        await ana.send(type="create", game="cheat", seats=["human", "human", "random"], name="Ana <b>", lang="fr")
        await ana.until(lambda m: m["type"] == "lobby")
        listing = json.load(urllib.request.urlopen(server.url + "/tables.json"))
        assert listing["teacher"] is True  # asked from this machine
        [entry] = listing["tables"]
        assert entry["state"] == "waiting" and entry["seats"][0]["name"] == "Ana <b>"
        qr = json.load(urllib.request.urlopen(f"{server.url}/tables/{ana.code}/qr"))
        assert qr["url"].endswith(f"/play/?table={ana.code}") and qr["qr"].startswith("data:image/svg+xml")
        await bia.send(type="join", code=ana.code, name="Bia")
        await bia.until(lambda m: m["type"] == "view")
        entry = json.load(urllib.request.urlopen(server.url + "/tables.json"))["tables"][0]
        assert entry["state"] == "playing" and [s["name"] for s in entry["seats"]][:2] == ["Ana <b>", "Bia"]
        request = urllib.request.Request(f"{server.url}/tables/{ana.code}/close", method="POST")
        assert json.load(urllib.request.urlopen(request)) == {"closed": ana.code}
        closed = await bia.until(lambda m: m["type"] == "closed")
        assert (closed["reason"], closed["message"]) == ("teacher", "the teacher closed this table")
        assert json.load(urllib.request.urlopen(server.url + "/tables.json"))["tables"] == []
        await ana.close()
        await bia.close()

    try:
        run(scenario())
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(urllib.request.Request(f"{server.url}/tables/ABCD/close", method="POST"))
        assert err.value.code == 404
    finally:
        server.shutdown()


def test_only_the_laptop_itself_may_close_a_table():
    from starlette.requests import Request

    from lite.table_routes import from_this_machine
    ask = lambda host: Request({"type": "http", "client": (host, 5000), "headers": []})  # noqa: E731
    assert from_this_machine(ask("127.0.0.1")) and from_this_machine(ask("::1"))
    assert not from_this_machine(ask("192.168.1.20")) and not from_this_machine(ask("not an address"))



def test_the_audit_finds_a_card_the_seat_has_not_seen_by_its_code_or_its_face():
    async def scenario():
        hall = Hall(pace=0.0)
        table, phones = await seated_table(hall, "crisp", 3)
        hidden = sorted(table.table.hidden_cards(0))
        audit = Audit()
        audit(table, 0, {"view": {"seats": [{"hand": [hidden[0]]}]}})
        face = ("10" if hidden[1][0] == "T" else hidden[1][0]) + {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}[hidden[1][1]]
        audit(table, 0, {"view": {"log": [f"Ana troca {face} (R4.1)"]}})
        audit(table, 0, {"view": {"log": ["As cartas de Ana"], "seats": [{"hand": [None]}]}})  # "As" is no card
        assert audit.leaks == [(table.code, 0, [hidden[0]]), (table.code, 0, [hidden[1]])] and audit.checked == 3
        for phone in phones:
            await phone.hang_up()
        table.close("done")

    run(scenario())


def test_each_device_reads_the_table_in_its_own_language():
    from crisp_core.locale import text

    async def scenario():
        hall = Hall(pace=0.0)
        ana, bia = Phone(hall), Phone(hall)
        await ana.say(type="create", game="crisp", seats=["human", "human"], name="Ana", lang="pt")
        await bia.say(type="join", code=ana.last("seated")["code"], name="Bia", lang="fr")
        table = hall.tables[ana.last("seated")["code"]]
        assert next(m for m in ana.sent if m["type"] == "view")["view"]["log"][0] == text("pt", "log.round", n=1)
        first = next(m for m in bia.sent if m["type"] == "view")
        assert first["relog"] and first["view"]["log"][0] == text("fr", "log.round", n=1)
        sent = await bia.say(type="language", lang="es")
        view = next(m for m in sent if m["type"] == "view")
        assert view["relog"] and view["view"]["log"][0] == text("es", "log.round", n=1)
        assert not ana.last("view")["relog"] and table.table.log[0] == text("pt", "log.round", n=1)
        waiting = ana.last("view")["view"]["waiting"]
        wrong = (bia, ana)[waiting]  # the one whose turn it is not
        refused = [m for m in await wrong.say(type="act", action="draw") if m["type"] == "error"][0]["message"]
        lang = "es" if wrong is bia else "pt"
        assert refused.startswith(text(lang, "refused.whose_move", name=("Ana", "Bia")[waiting])), refused
        for phone in (ana, bia):
            await phone.hang_up()
        table.close("done")

    run(scenario())


def test_on_the_laptop_itself_a_tables_qr_code_gives_the_address_students_type():
    hall = Hall(pace=0.0)
    classroom = {"addresses": [{"url": "http://192.168.1.20:8000/", "qr": None}]}
    server = site_server.start(EMPTY_SITE, app=site_server.site_app(EMPTY_SITE, classroom=classroom, hall=hall))

    async def scenario():
        ana = await Device(server.url.replace("http", "ws") + "/tables", random.Random(1)).connect()
        await ana.send(type="create", game="crisps", seats=["human", "human"], name="Ana")
        await ana.until(lambda m: m["type"] == "lobby")
        qr = json.load(urllib.request.urlopen(f"{server.url}/tables/{ana.code}/qr"))
        assert qr["url"] == f"http://192.168.1.20:8000/play/?table={ana.code}"  # not 127.0.0.1: no use to a phone
        await ana.close()

    try:
        run(scenario())
    finally:
        server.shutdown()
