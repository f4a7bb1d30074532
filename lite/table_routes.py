"""The classroom server's routes for tables across devices (``network_tables.py``), on Starlette:

- ``<base>tables``: the WebSocket of one device (JSON text messages, the browser's own ``WebSocket`` client);
- ``<base>tables.json``: every open table, for the teacher's page;
- ``<base>tables/<code>/qr``: the QR code of the address that joins table ``code`` (``play/?table=<code>`` at the
  address the device asking used; on the laptop itself, the first address students can type);
- ``<base>tables/<code>/close`` (POST): the teacher closes a table; only from the laptop itself (loopback), where
  the teacher's page runs: a student's phone cannot close a table.
"""

from __future__ import annotations

import ipaddress
import json

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

if __package__:
    from .network_tables import Hall, Refused, serve_device
else:  # run as a file: server/ of the release archive
    from network_tables import Hall, Refused, serve_device

NO_STORE = "no-store"


class SocketDevice:
    """A device's WebSocket as :mod:`network_tables` sends to it: one JSON text message each."""

    def __init__(self, websocket: WebSocket) -> None:
        self.websocket = websocket

    async def send(self, message: dict) -> None:
        await self.websocket.send_text(json.dumps(message))


def from_this_machine(request: Request) -> bool:
    """True if the request came over the loopback (the teacher's laptop itself)."""
    try:
        return request.client is not None and ipaddress.ip_address(request.client.host).is_loopback
    except ValueError:
        return False


def table_routes(base: str, hall: Hall, qr_svg, addresses: list[str] = ()) -> list:
    """The routes under ``base`` ("/" or "/sub/") for ``hall``'s tables; ``qr_svg(url)`` draws a QR code as an SVG
    data URI (or None); ``addresses``: the site's URLs students can type (a class's laptop), the first of which a
    table's QR code gives when the laptop itself asks (its own address, 127.0.0.1, is no use to a phone)."""

    async def socket(websocket: WebSocket) -> None:
        await websocket.accept()

        async def messages() -> str | None:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return None
            return message.get("text") or ""  # a binary message is refused as not JSON

        await serve_device(hall, SocketDevice(websocket), messages)

    async def listing(request: Request) -> JSONResponse:
        return JSONResponse({"tables": hall.summary(), "teacher": from_this_machine(request)},
                            headers={"Cache-Control": NO_STORE})

    async def qr(request: Request) -> Response:
        try:
            table = hall.table(request.path_params["code"])
        except Refused as refusal:
            return JSONResponse({"error": str(refusal)}, status_code=404)
        site = addresses[0] if addresses and from_this_machine(request) else \
            f"{request.url.scheme}://{request.url.netloc}{base}"
        url = f"{site}play/?table={table.code}"
        data = qr_svg(url)
        if data is None:
            return JSONResponse({"error": "no QR codes on this server (segno is missing)"}, status_code=404)
        return JSONResponse({"url": url, "qr": data}, headers={"Cache-Control": NO_STORE})

    async def close(request: Request) -> JSONResponse:
        if not from_this_machine(request):
            return JSONResponse({"error": "only the teacher's laptop can close a table"}, status_code=403)
        try:
            hall.close(request.path_params["code"])
        except Refused as refusal:
            return JSONResponse({"error": str(refusal)}, status_code=404)
        return JSONResponse({"closed": request.path_params["code"]})

    return [WebSocketRoute(base + "tables", socket),
            Route(base + "tables.json", listing),
            Route(base + "tables/{code}/qr", qr),
            Route(base + "tables/{code}/close", close, methods=["POST"])]
