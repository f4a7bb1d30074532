"""Load test of the tables across devices on loopback: ``--tables`` tables of ``--people`` devices each (every seat a
device, moving at random among its seat's moves: ``lite/tests/table_clients.py``) play whole matches of
``--game`` at once on the classroom server, which runs in its own process with the audit on (every message checked
against its seat's hidden cards when it is sent).

Prints one JSON line: the errors (a device that failed or timed out; refusals of moves made on a view the table had
moved past, or before R10 lets the next player start, are counted apart, as ``refused_moves``: the devices here try
at once and again 0.25 s later, where a page waits out the clock it shows), the messages checked
and the leaks found, the server's CPU seconds and peak RSS, and the time from a device's move to every other
device's next view (p50, p95, max, in ms, measured in the clients' process).  The rules' seconds run ``--speed``
times faster (R9, R10 with Crisp's draw timer on), as the server's test hook allows.

Usage: ``python benchmarks/bench_tables.py [--tables 30] [--people 3] [--game crisp] [--speed 10]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lite.site_server import free_port  # noqa: E402
from lite.tests.table_clients import Device, play_out  # noqa: E402

SERVER = """
import asyncio, json, resource, sys, time
from pathlib import Path
from lite import site_server
from lite.network_tables import Hall
from lite.tests.table_clients import Audit
audit = Audit()
seeds = iter(range(1, 10**6))
hall = Hall(pace=0.0, audit=audit, seed=seeds.__next__, speed={speed})
async def until():
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
site = Path({site!r})
site_server.serve(site, port={port}, announce=False, until=until, app=site_server.site_app(site, hall=hall))
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({{"checked": audit.checked, "leaks": audit.leaks[:10], "cpu_s": usage.ru_utime + usage.ru_stime,
                  "max_rss_mb": usage.ru_maxrss / 1024}}))
"""
OPTIONS = {"crisp": {"draw_timer": 30}, "cheat": {"window": 3}, "crisps": {}}


async def table(url: str, game: str, people: int, rounds: int, seed: int, moves: list, timeout: float) -> list[Device]:
    """One table's devices, created and joined, playing until the match is over (or ``rounds`` rounds); every move
    is noted in ``moves`` as (time sent, the device, the other devices)."""
    devices = [await Device(url, random.Random(seed * 10 + s)).connect() for s in range(people)]
    await devices[0].send(type="create", game=game, seats=["human"] * people, name="P1", options=OPTIONS[game])
    await devices[0].until(lambda m: m["type"] == "seated")
    for s, device in enumerate(devices[1:], 2):
        await device.send(type="join", code=devices[0].code, name=f"P{s}")
        await device.until(lambda m: m["type"] == "seated")

    def moved(device: Device) -> None:
        moves.append((time.perf_counter(), device, [d for d in devices if d is not device]))

    await asyncio.gather(*(play_out(device, rounds, timeout, moved) for device in devices))
    for device in devices:
        await device.close()
    return devices


def latencies(moves: list) -> list[float]:
    """For each move the table took, the time until every other device of its table had the view that follows it
    (the server marks it with the mover's seat), in ms; a move whose view comes only after its device's next move
    was refused, and is left out."""
    sends: dict[int, list[float]] = {}
    for sent, device, _ in moves:
        sends.setdefault(id(device), []).append(sent)
    found = []
    for sent, device, others in moves:
        later = [t for t in sends[id(device)] if t > sent]
        before = later[0] if later else float("inf")
        waits = [next((t for t, m in other.messages if t >= sent and m["type"] == "view" and m.get("moved") == device.seat),
                      None) for other in others]
        if None not in waits and max(waits) < before:
            found.append((max(waits) - sent) * 1000)
    return sorted(found)


async def run(url: str, args: argparse.Namespace, moves: list) -> tuple[list, list]:
    results = await asyncio.gather(*(table(url, args.game, args.people, args.rounds, seed, moves, args.timeout)
                                     for seed in range(args.tables)), return_exceptions=True)
    failed = [repr(r)[:200] for r in results if isinstance(r, BaseException)]
    return [d for r in results if not isinstance(r, BaseException) for d in r], failed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--people", type=int, default=None, help="devices at each table (3; Crisps: 2)")
    parser.add_argument("--game", default="crisp", choices=sorted(OPTIONS))
    parser.add_argument("--rounds", type=int, default=10**6, help="stop after this many rounds (Cheat: games)")
    parser.add_argument("--speed", type=float, default=10.0)
    parser.add_argument("--timeout", type=float, default=900.0)
    args = parser.parse_args()
    args.people = args.people or (2 if args.game == "crisps" else 3)
    if args.game == "cheat" and args.rounds == 10**6:
        args.rounds = 3  # a match of Cheat goes on, game after game (C5.3)
    port = free_port("127.0.0.1")
    code = SERVER.format(speed=args.speed, site=str(ROOT / "lite" / "tests"), port=port)
    server = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    deadline = time.monotonic() + 20
    import socket
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                raise SystemExit("the server did not start")
            time.sleep(0.05)
    moves: list = []
    start = time.perf_counter()
    devices, failed = asyncio.run(run(f"ws://127.0.0.1:{port}/tables", args, moves))
    seconds = time.perf_counter() - start
    out, _ = server.communicate("", timeout=60)
    stats = json.loads(out.strip().splitlines()[-1])
    waits = latencies(moves)
    pick = lambda q: round(waits[min(len(waits) - 1, int(q * len(waits)))], 1) if waits else None  # noqa: E731
    print(json.dumps({
        "game": args.game, "tables": args.tables, "people": args.people, "speed": args.speed,
        "python": platform.python_version(), "seconds": round(seconds, 1),
        "errors": len(failed), "failures": failed[:3],
        "refused_moves": sum(len(d.errors) for d in devices),
        "rounds": sum((d.view or {}).get("round") or (d.view or {}).get("number") or 0 for d in devices[::args.people]),
        "moves": len(moves), "messages_checked": stats["checked"], "leaks": stats["leaks"],
        "server_cpu_s": round(stats["cpu_s"], 1), "server_cpu_share": round(stats["cpu_s"] / seconds, 2),
        "server_max_rss_mb": round(stats["max_rss_mb"], 1),
        "move_to_others_ms": {"p50": pick(0.5), "p95": pick(0.95), "max": round(waits[-1], 1) if waits else None},
    }))


if __name__ == "__main__":
    main()
