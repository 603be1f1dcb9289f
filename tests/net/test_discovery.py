"""LAN discovery on loopback: an advertised server is found with its address, port and protocol, and is gone
once it stops advertising."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.net.discovery import Advertiser, Found, browse
from game.net.messages import PROTOCOL

from .loopback import child, free_port, line_of

pytestmark = pytest.mark.timeout(60)
LOOPBACK = ["127.0.0.1"]


def test_an_advertised_server_is_found_then_gone() -> None:
    advertiser = Advertiser("Panjpar at the test. table", 48765, ["127.0.0.1"], LOOPBACK)
    try:
        found = [server for server in browse(1.5, LOOPBACK) if server.port == 48765]
    finally:
        advertiser.close()
    assert [(s.name, s.url, s.protocol) for s in found] == [
        ("Panjpar at the test table", "ws://127.0.0.1:48765/", PROTOCOL)
    ]
    assert [server for server in browse(1.0, LOOPBACK) if server.port == 48765] == []


def test_serve_lan_advertises_itself_from_outside_its_loop(tmp_path: Path) -> None:
    """zeroconf's blocking calls made on the server's own asyncio loop would wait for that loop for ever."""
    port = free_port()
    serve = ["-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir", str(tmp_path), "--lan"]
    with child(serve) as process:
        line_of(process, "panjpar serve:")
        deadline, found = time.monotonic() + 20, list[Found]()
        while not found and time.monotonic() < deadline:
            found = [server for server in browse(1.0, LOOPBACK) if server.port == port]
    assert [server.protocol for server in found] == [PROTOCOL]
