"""Devices at tables across devices, as the tests and the load test (benchmarks/bench_tables.py) drive them: a
WebSocket client each (the ``websockets`` package, as a browser's own client speaks), choosing its seat's moves with
a seeded ``random.Random``; and the audit that checks every message the server sends against the seat's
observation (``hidden_cards``: no card the seat has not seen, by its code ``7h`` or its face ``7♥``)."""

from __future__ import annotations

import asyncio
import json
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import websockets

CODE = re.compile(r"[A2-9TJQK][cdhs]")
FACE = re.compile(r"(10|[A2-9JQK])([♣♦♥♠])")
SUIT_OF_FACE = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
RETRY_SECONDS = 0.25  # a device whose move was refused tries again this much later (the server sends it no view)


def named_cards(value: Any) -> set[str]:
    """Every card a JSON value names: a string that is a card's code, or a card's face inside any text."""
    found: set[str] = set()
    if isinstance(value, str):
        if CODE.fullmatch(value):
            found.add(value)
        found.update(("T" if rank == "10" else rank) + SUIT_OF_FACE[suit] for rank, suit in FACE.findall(value))
    elif isinstance(value, dict):
        for item in value.values():
            found |= named_cards(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            found |= named_cards(item)
    return found


class Audit:
    """The server's audit hook (``Hall(audit=...)``): every message to a seat, checked when it is sent against the
    cards that seat has not seen then; counts them, and keeps the leaks found."""

    def __init__(self) -> None:
        self.checked = 0
        self.leaks: list[tuple[str, int, list[str]]] = []

    def __call__(self, table, seat: int, message: dict) -> None:
        self.checked += 1
        if table.table is None:
            return
        leaked = named_cards(message) & table.table.hidden_cards(seat)
        if leaked:
            self.leaks.append((table.code, seat, sorted(leaked)))


def choose(view: dict, seat: int, rng: random.Random) -> str | None:
    """A move for ``seat`` from its view, or None if it is not asked: one of its listed moves (Crisp, Crisps), or
    for Cheat its cards of the rank called (one card, a bluff, when it has none), now and then a call of "Cheat!",
    an answer when asked."""
    moves = view.get("moves")
    if isinstance(moves, list):
        if not moves or view.get("waiting") != seat:
            return None
        move = rng.choice(moves)
        return move.get("action") or move.get("text")
    if isinstance(moves, dict):
        if moves.get("accept") == seat:
            return rng.choice(["accept", "doubt"])
        if seat in moves.get("doubters", []) and rng.random() < 0.1:
            return "doubt"
        if moves.get("play"):
            hand = view["seats"][seat]["hand"] or []
            honest = [card for card in hand if card[0] == view.get("rank")]
            return "play " + " ".join(honest or rng.sample(hand, 1)) if hand else None  # mostly true claims
    return None


@dataclass
class Device:
    """One device's connection and what it was sent: its seat, token, last view, every message (with when it
    arrived), and the errors it was told."""

    url: str
    rng: random.Random
    socket: Any = None
    seat: int | None = None
    code: str | None = None
    token: str | None = None
    view: dict | None = None
    lobby: dict | None = None
    messages: list[tuple[float, dict]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    records: list[str] = field(default_factory=list)

    async def connect(self) -> "Device":
        self.socket = await websockets.connect(self.url, max_size=2**20)
        return self

    async def send(self, **message: Any) -> None:
        await self.socket.send(json.dumps(message))

    async def receive(self, timeout: float = 10.0) -> dict:
        """The next message (kept), its seat, view and errors noted."""
        message = json.loads(await asyncio.wait_for(self.socket.recv(), timeout))
        self.messages.append((time.perf_counter(), message))
        kind = message["type"]
        if kind == "seated":
            self.seat, self.code, self.token = message["seat"], message["code"], message["token"]
        elif kind == "view":
            self.view = message["view"]
        elif kind == "lobby":
            self.lobby = message
        elif kind == "error":
            self.errors.append(message["message"])
        elif kind == "record":
            self.records.append(message["text"])
        return message

    async def until(self, test, timeout: float = 20.0) -> dict:
        """Messages until one passes ``test`` (that one)."""
        deadline = time.monotonic() + timeout
        while True:
            message = await self.receive(max(0.01, deadline - time.monotonic()))
            if test(message):
                return message

    async def close(self) -> None:
        await self.socket.close()


def over(view: dict, games_wanted: int) -> bool:
    """True once the match is over, or (Cheat's match goes on, C5.3) ``games_wanted`` games are."""
    if view.get("match_over"):
        return True
    done = (view.get("number") or view.get("round") or 0) - (0 if view.get("round_over") or view.get("result") else 1)
    return done >= games_wanted


async def play_out(device: Device, games_wanted: int = 1, timeout: float = 300.0,
                   moved: Callable[[Device], None] = lambda device: None) -> None:
    """Play ``device``'s seat until the match is over (or ``games_wanted`` rounds): a move whenever asked (told to
    ``moved`` just before it is sent; a refused one tried again a little later), ready for the next round when one
    ends."""
    deadline = time.monotonic() + timeout
    while True:
        message = await device.receive(max(0.01, deadline - time.monotonic()))
        if message["type"] == "closed":
            return
        if message["type"] == "error" and message.get("reason") == "rule" and device.view is not None:
            await asyncio.sleep(RETRY_SECONDS)  # too soon (R10's 2 s) or overtaken: try again on the same view
        elif message["type"] != "view":
            continue
        view = device.view
        if over(view, games_wanted):
            return
        if view.get("round_over") or view.get("result"):
            await device.send(type="next")
            continue
        move = choose(view, device.seat, device.rng)
        if move is not None:
            moved(device)
            await device.send(type="act", action=move)
