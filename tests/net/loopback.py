"""A server on loopback for the tests, and clients that play random legal moves, every wait bounded in time."""

from __future__ import annotations

import random
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from game.net.client import RemoteTable
from game.net.hosting import ServerThread
from game.net.messages import CreateTable
from game.net.server import TableServer

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def running_server(data_dir: Path | None, grace: float = 30.0, keep: float = 3600.0) -> Iterator[ServerThread]:
    thread = ServerThread(TableServer(data_dir, grace=grace, seed=5, keep=keep), "127.0.0.1", 0).start()
    try:
        yield thread
    finally:
        thread.stop()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for(condition: Callable[[], bool], clients: Sequence[RemoteTable], seconds: float = 10.0) -> bool:
    """Poll ``clients`` until ``condition`` holds or ``seconds`` pass; whether it held."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for client in clients:
            client.poll()
        if condition():
            return True
        time.sleep(0.005)
    return False


def play(clients: Sequence[RemoteTable], rng: random.Random, actions: int, seconds: float = 30.0) -> int:
    """The clients play random legal moves for ``actions`` actions of theirs or until the game is over; how many."""
    played = 0
    deadline = time.monotonic() + seconds
    while played < actions and time.monotonic() < deadline:
        for client in clients:
            client.poll()
            if client.seat is not None and client.to_move() == client.seat and not client.over:
                legal = list(client.view(client.seat).legal_actions())
                assert client.submit(legal[rng.randrange(len(legal))]) is None
                played += 1
        if all(client.over and client.game_number >= 0 for client in clients):
            break
        time.sleep(0.002)
    return played


def new_table(url: str, variant: str = "panjpar-36", players: int = 3, password: str = "") -> RemoteTable:
    client = RemoteTable(url, create=CreateTable(variant, players, password=password)).connect()
    assert client.seat == 0 and client.code, client.fatal
    return client


def line_of(process: subprocess.Popen[str], prefix: str, seconds: float = 60.0) -> str:
    """The first line ``process`` prints that starts with ``prefix``."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if line.startswith(prefix):
            return line.strip()
        if not line and process.poll() is not None:
            break
    raise AssertionError(f"no line {prefix!r} from the process")


@contextmanager
def child(args: list[str]) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)
        assert process.stdout is not None
        process.stdout.close()
