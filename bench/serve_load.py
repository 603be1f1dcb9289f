"""Load benchmark of ``panjpar serve`` (docs/NETWORK.md): simulated clients play random legal moves at many tables
at once on loopback, and the figures of the issue are printed.

    python bench/serve_load.py                              # 200 two-seat Panjpar tables, 1 s of thought a move
    python bench/serve_load.py --tables 50 --seconds 30 --variant ekrang --players 3 --json

The server is a real ``python -m game serve`` process on 127.0.0.1 with a throw-away data folder (so every action
is autosaved to SQLite as it would be). ``--clients`` processes (4) open one WebSocket per seat (asyncio), create
the tables, start each once its seats are taken, and have each seat, when it is to move, think ``--think`` seconds
(uniform between half and one and a half times it) and send a random legal action of its view. A simulated
client reads each update's header only and decodes its view when it is to move, so that the clients' work is
small beside the server's. The round trip of an action is from sending the intent to reading the update that
acknowledges it. Each table plays one game; the run stops when all are over or after ``--seconds``. The server's
processor time (user + system, from /proc) over the run is divided by the actions played; its resident memory is
read before the first table and at the end (per table: the growth over the tables). Needs Linux (/proc). Aims
(issue 23): p95 at most 50 ms, at most 1 MB per table.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.net.messages import PROTOCOL, CreateTable, Hello, Intent, Join, Joined, Start
from game.net.wiretypes import wire_types

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
WIRE = wire_types()
COMPRESSION: str | None = os.environ.get("SERVE_LOAD_COMPRESSION", "deflate") or None


@dataclass
class Figures:
    round_trips: list[float] = field(default_factory=list)
    finished: int = 0
    refused: int = 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def sit(socket: ClientConnection, request: Join | CreateTable) -> Joined:
    """Say hello, then join or create a table: the seat it gives."""
    await socket.send(WIRE.dumps(Hello(PROTOCOL, "bench")))
    await socket.recv()
    await socket.send(WIRE.dumps(request))
    joined = WIRE.message(await socket.recv())
    assert isinstance(joined, Joined), joined
    return joined


async def seat(
    url: str, request: Join, ready: asyncio.Event, think: float, rng: random.Random, figures: Figures, deadline: float
) -> str:
    """One simulated guest: sits at its table and plays until its game is over."""
    async with connect(url, max_size=4 * 1024 * 1024, proxy=None, open_timeout=30, compression=COMPRESSION) as socket:
        joined = await sit(socket, request)
        ready.set()
        await play(socket, joined.seat, think, rng, figures, deadline)
        return joined.code


async def play(
    socket: ClientConnection, me: int, think: float, rng: random.Random, figures: Figures, deadline: float
) -> None:
    """Read updates (only their header: a real client's cost is its own screen, not the benchmark's), and when
    this seat is to move, decode its view, think, and send a random legal action."""
    sequence, sent_at, acting = 0, 0.0, False

    async def act(raw_view: object) -> None:
        nonlocal sequence, sent_at
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        legal = list(WIRE.decode(raw_view, Any).legal_actions())  # type: ignore[attr-defined]
        sequence += 1
        sent_at = time.perf_counter()
        with contextlib.suppress(ConnectionClosed):
            await socket.send(WIRE.dumps(Intent(sequence, legal[rng.randrange(len(legal))])))

    while time.monotonic() < deadline:
        try:
            text = await asyncio.wait_for(socket.recv(), max(0.1, deadline - time.monotonic()))
        except (TimeoutError, ConnectionClosed):
            return
        raw = json.loads(text)
        if "Update" not in raw:
            figures.refused += "Refused" in raw
            continue
        _game, _step, _fresh, _events, view, to_move, over, ack = raw["Update"]
        if acting and ack >= sequence:
            figures.round_trips.append(time.perf_counter() - sent_at)
            acting = False
        if over:
            figures.finished += 1
            return
        if to_move == me and not acting:
            acting = True
            asyncio.get_running_loop().create_task(act(view))


async def load(
    url: str, tables: int, variant: str, players: int, think: float, seconds: float, seed: int = 1
) -> Figures:
    figures = Figures()
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    tasks: list[asyncio.Task[str]] = []
    waiting: list[asyncio.Task[None]] = []
    for _ in range(tables):  # each host makes its table; its guests join by the code it gets back
        others = asyncio.Event()
        code: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        request = CreateTable(variant, players)
        tasks.append(asyncio.create_task(host(url, request, others, code, think, rng, figures, deadline)))
        table = await asyncio.wait_for(code, 60)
        guests = [asyncio.Event() for _ in range(players - 1)]
        for joined in guests:
            tasks.append(asyncio.create_task(seat(url, Join(table), joined, think, rng, figures, deadline)))
        waiting.append(asyncio.create_task(all_set(guests, others)))
    await asyncio.gather(*tasks)
    return figures


async def host(
    url: str, request: CreateTable, others: asyncio.Event, code: asyncio.Future[str],
    think: float, rng: random.Random, figures: Figures, deadline: float,
) -> str:  # fmt: skip
    """One simulated host: makes its table, starts it once its guests sit, plays until its game is over."""
    async with connect(url, max_size=4 * 1024 * 1024, proxy=None, open_timeout=30, compression=COMPRESSION) as socket:
        joined = await sit(socket, request)
        code.set_result(joined.code)
        await asyncio.wait_for(others.wait(), 60)
        await socket.send(WIRE.dumps(Start()))
        await play(socket, joined.seat, think, rng, figures, deadline)
        return joined.code


async def all_set(events: list[asyncio.Event], then: asyncio.Event) -> None:
    for event in events:
        await event.wait()
    then.set()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def client_process(
    url: str, tables: int, variant: str, players: int, think: float, seconds: float, seed: int
) -> tuple[Figures, float]:
    """One process of simulated players (its share of the tables): their figures and its processor time."""
    random.seed(seed)
    figures = asyncio.run(load(url, tables, variant, players, think, seconds, seed))
    return figures, time.process_time()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--variant", default="panjpar-36")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a player thinks before a move")
    parser.add_argument("--seconds", type=float, default=240.0, help="the run stops after this long at most")
    parser.add_argument("--clients", type=int, default=4, help="processes the simulated players are spread over")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="serve-load-") as folder:
        server = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir", folder],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        try:
            assert server.stdout is not None
            if not server.stdout.readline().startswith("panjpar serve:"):
                raise SystemExit("the server did not start")
            rss_before, cpu_before, started = rss_bytes(server.pid), cpu_seconds(server.pid), time.monotonic()
            url = f"ws://127.0.0.1:{port}/"
            shares = [args.tables // args.clients + (n < args.tables % args.clients) for n in range(args.clients)]
            jobs = [
                (url, share, args.variant, args.players, args.think, args.seconds, n) for n, share in enumerate(shares)
            ]
            with multiprocessing.Pool(args.clients) as pool:
                parts = pool.starmap(client_process, jobs)
            wall = time.monotonic() - started
            figures = Figures(
                [trip for part, _cpu in parts for trip in part.round_trips],
                sum(part.finished for part, _cpu in parts),
                sum(part.refused for part, _cpu in parts),
            )
            clients_cpu = sum(cpu for _part, cpu in parts)
            cpu, rss_after = cpu_seconds(server.pid) - cpu_before, rss_bytes(server.pid)
        finally:
            server.kill()
            server.wait(10)
    trips = [1000 * value for value in figures.round_trips]
    summary = {
        "tables": args.tables,
        "variant": args.variant,
        "players": args.players,
        "think_s": args.think,
        "games_finished": figures.finished // max(1, args.players),
        "actions": len(trips),
        "wall_s": round(wall, 1),
        "round_trip_ms": {
            "p50": round(statistics.median(trips), 2) if trips else None,
            "p95": round(percentile(trips, 0.95), 2),
            "p99": round(percentile(trips, 0.99), 2),
        },
        "server_cpu_ms_per_action": round(1000 * cpu / max(1, len(trips)), 3),
        "server_cpu_share_of_a_core": round(cpu / wall, 3),
        "clients_cpu_share_of_a_core": round(clients_cpu / wall, 3),
        "load_average_1min": round(os.getloadavg()[0], 2),
        "server_rss_mb": {"before": round(rss_before / 2**20, 1), "after": round(rss_after / 2**20, 1)},
        "rss_kb_per_table": round((rss_after - rss_before) / 1024 / args.tables, 1),
        "refusals": figures.refused,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        for key, value in summary.items():
            print(f"{key:28} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
