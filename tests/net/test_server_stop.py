"""A server that stops cuts short a bot thinking in its pool: the pool's threads are joined when the process
exits, so a window that quit while its hosted table's bot thought lingered until the bot's deadline."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from game.net import server as server_module
from game.net.client import RemoteTable
from game.net.hosting import ServerThread
from game.net.messages import CreateTable
from game.net.server import TableServer

from .loopback import play

#: How long the test's bot would think if nobody told it to stop.
PONDERING = 10.0


class Ponderer:
    """A bot that thinks until it is told to stop (or :data:`PONDERING` seconds), then plays its first legal move."""

    name = "ponderer"

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.stopped: list[bool] = []

    def step(self, observation: Any, rng: random.Random, deadline: float | None = None, cancel: Any = None) -> Any:
        self.asked.set()
        end = time.monotonic() + PONDERING
        while time.monotonic() < end and not (cancel is not None and cancel.is_set()):
            time.sleep(0.01)
        self.stopped.append(cancel is not None and cancel.is_set())
        return next(iter(observation.legal_actions()))


def test_a_bot_thinking_when_the_server_stops_answers_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = Ponderer()
    monkeypatch.setattr(server_module, "make_bot", lambda game, level: bot)
    thread = ServerThread(TableServer(tmp_path, seed=5), "127.0.0.1", 0).start()
    host = RemoteTable(thread.url, create=CreateTable("panjpar-36", 2, bots="easy")).connect()
    try:
        host.start()
        rng, until = random.Random(3), time.monotonic() + 20
        while not bot.asked.is_set() and time.monotonic() < until:
            play([host], rng, 1, seconds=0.2)
        assert bot.asked.is_set(), "the bot's seat was never to move"
        stopped_at = time.monotonic()
        thread.stop()
        while not bot.stopped and time.monotonic() - stopped_at < PONDERING / 5:
            time.sleep(0.01)
        assert bot.stopped == [True], "the bot thought on after the server stopped"
    finally:
        host.close()
