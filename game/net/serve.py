"""``panjpar serve``: many network tables without a window, kept in a data folder so that a restarted server
resumes every table at its last action (docs/NETWORK.md). Its options (``--host`` 0.0.0.0 and ``--port`` 8765 by
default, ``--grace``, ``--keep``, ``--data-dir``, ``--lan``) are read by game/cli.py."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import socket
import sys
import threading
from pathlib import Path

from websockets.asyncio.server import Server

from game.net.discovery import Advertiser
from game.net.server import TableServer
from game.storage import data_dir


def server_folder(given: str | None) -> Path:
    """``--data-dir``, else ``server`` in the game's data folder (the window keeps its own games apart)."""
    return Path(given) if given else data_dir() / "server"


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    folder = server_folder(args.data_dir)
    server = TableServer(folder, grace=args.grace, keep=args.keep)
    advertised: list[Advertiser] = []
    advertising: list[threading.Thread] = []

    def advertise(port: int) -> None:
        advertised.append(Advertiser(f"Panjpar on {socket.gethostname()}", port))

    def listening(bound: Server) -> None:
        port = next(iter(bound.sockets)).getsockname()[1]
        print(f"panjpar serve: ws://{args.host}:{port}/ ({len(server.tables)} tables, data in {folder})", flush=True)
        if args.lan:  # multicast DNS only when asked; zeroconf's blocking calls stay off the server's loop
            advertising.append(threading.Thread(target=advertise, args=(port,), daemon=True))
            advertising[0].start()

    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(server.serve(args.host, args.port, listening))
    except OSError as error:
        print(f"panjpar serve: {error}", file=sys.stderr)
        return 1
    finally:
        for thread in advertising:
            thread.join(10)
        for advertiser in advertised:
            advertiser.close()
    return 0
