"""``panjpar serve``: many network tables without a window, kept in a data folder so that a restarted server
resumes every table at its last action (docs/NETWORK.md). Its options (``--host`` 0.0.0.0 and ``--port`` 8765 by
default, ``--grace``, ``--keep``, ``--data-dir``) are read by game/cli.py."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
from pathlib import Path

from websockets.asyncio.server import Server

from game.net.server import TableServer
from game.storage import data_dir


def server_folder(given: str | None) -> Path:
    """``--data-dir``, else ``server`` in the game's data folder (the window keeps its own games apart)."""
    return Path(given) if given else data_dir() / "server"


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    folder = server_folder(args.data_dir)
    server = TableServer(folder, grace=args.grace, keep=args.keep)

    def listening(bound: Server) -> None:
        port = next(iter(bound.sockets)).getsockname()[1]
        print(f"panjpar serve: ws://{args.host}:{port}/ ({len(server.tables)} tables, data in {folder})", flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        try:
            asyncio.run(server.serve(args.host, args.port, listening))
        except OSError as error:
            print(f"panjpar serve: {error}", file=sys.stderr)
            return 1
    return 0
