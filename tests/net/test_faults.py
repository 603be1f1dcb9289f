"""Faults, with real processes: a client killed with ``kill -9`` mid-game comes back to its seat at the same
action; a server killed with ``kill -9`` is started again and every client rejoins by itself where it was; and the
game, started or imported, opens no port unless asked to."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.net.client import RemoteTable

from .loopback import child, free_port, line_of, new_table, play, running_server, wait_for

pytestmark = pytest.mark.timeout(180)
ROOT = Path(__file__).resolve().parents[2]


CLIENT = textwrap.dedent(
    """
    import random, sys, time
    from game.net.client import RemoteTable
    from game.net.messages import CreateTable
    client = RemoteTable(sys.argv[1], create=CreateTable("ekrang", 2)).connect()
    print("seated", client.code, client.token, flush=True)
    client.start()
    rng, played, deadline = random.Random(1), 0, time.monotonic() + 30
    while played < 6 and time.monotonic() < deadline:
        client.poll()
        if client.to_move() == client.seat:
            legal = list(client.view(client.seat).legal_actions())
            assert client.submit(legal[rng.randrange(len(legal))]) is None
            played += 1
        time.sleep(0.002)
    print("played", played, flush=True)
    time.sleep(120)
    """
)


def test_a_client_killed_mid_game_comes_back_to_its_seat_at_the_same_action(tmp_path: Path) -> None:
    with running_server(tmp_path, grace=60) as server, child(["-c", CLIENT, server.url]) as process:
        _word, code, token = line_of(process, "seated").split()
        assert line_of(process, "played") == "played 6"
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        table = server.server.tables[code]
        assert wait_for(lambda: table.statuses() == ("away", "bot") and table.to_move() == 0, [])
        step = table.step
        back = RemoteTable(server.url, code=code, token=token).connect()
        shown: list[object] = []
        back.subscribe(shown.append, back.seat)
        assert back.seat == 0
        assert wait_for(lambda: back.step == step and len(shown) == len(table.controller.events_so_far(0)), [back])  # type: ignore[union-attr]
        assert table.step == step, "nothing was played for the seat while its player was away (the grace)"
        play([back], random.Random(2), 400)
        assert wait_for(lambda: back.over, [back])
        back.close()


def test_a_server_killed_and_started_again_resumes_its_table_and_the_clients_rejoin(tmp_path: Path) -> None:
    port = free_port()
    serve = ["-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir", str(tmp_path)]
    url = f"ws://127.0.0.1:{port}/"
    with child(serve) as first:
        line_of(first, "panjpar serve:")
        host = new_table(url, variant="ekrang", players=2)
        guest = RemoteTable(url, code=host.code).connect()
        clients = [host, guest]
        host.start()
        rng = random.Random(7)
        play(clients, rng, 10)
        assert wait_for(lambda: host.step == guest.step and not host.over, clients)
        step, seen = host.step, host.view(0)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    with child(serve) as second:
        assert line_of(second, "panjpar serve:").endswith(f"(1 tables, data in {tmp_path})")
        assert wait_for(lambda: all(c.connections == 2 and c.connected for c in clients), clients, 30)
        assert wait_for(lambda: host.step == step and guest.step == step, clients)
        assert host.view(0) == seen, "the table is where it was"
        assert host.game_number == guest.game_number == 0, "the same game, not a new one"
        play(clients, rng, 400)
        assert wait_for(lambda: host.over and guest.over, clients)
        for client in clients:
            client.close()


NO_PORT = textwrap.dedent(
    """
    import socket, sys
    opened = []
    for name in ("bind", "listen"):
        original = getattr(socket.socket, name)
        def spy(self, *args, _original=original, _name=name):
            if self.family != socket.AF_UNIX:
                opened.append(_name)
            return _original(self, *args)
        setattr(socket.socket, name, spy)
    from game.cli import main
    import game.net.client, game.net.discovery, game.net.server, game.net.wiretypes  # imported: still nothing
    code = main(["--smoke", "--data-dir", sys.argv[1]])
    print("opened", code, opened, flush=True)
    """
)


def test_the_game_started_offline_opens_no_port(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-c", NO_PORT, str(tmp_path / "data")], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert "opened 0 []" in done.stdout, done.stdout + done.stderr[-2000:]


def test_the_command_line_loads_the_network_only_for_serve() -> None:
    """Start-up and the idle menu are unchanged: the window's command line imports no network module."""
    probe = "import sys; from game.cli import build_parser; build_parser(); print(sorted(m for m in sys.modules" \
        " if m.startswith(('game.net', 'websockets'))))"  # fmt: skip
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr
