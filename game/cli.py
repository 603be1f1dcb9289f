"""The ``panjpar`` command line: play (the default), ``replay``, ``arena`` (NOTATION.md) and ``serve`` (NETWORK.md).

Each subcommand lives in its own module under :mod:`game.commands` and is imported only when used, so that
``replay``, ``arena`` and ``serve`` never load pygame.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game import __version__
from game.engine import registry


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="panjpar", description="Panjpar, the Afghan five-card game.")
    parser.add_argument("--version", action="version", version=f"panjpar {__version__}")
    parser.add_argument("--data-dir", help="where games, statistics and settings are kept (or PANJPAR_DATA_DIR)")
    parser.add_argument("--smoke", action="store_true", help="start, draw a few frames of a game, exit 0")
    commands = parser.add_subparsers(dest="command")

    replay = commands.add_parser("replay", help="replay a game record of any game and check every action")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the final position as JSON")

    arena = commands.add_parser("arena", help="play bots against each other without a screen")
    bots = ", ".join(registry.difficulties())
    arena.add_argument("--a", required=True, help=f"bot A: {bots}, or path/to/bot.py:ClassName")
    arena.add_argument("--b", required=True, help="bot B, as --a")
    arena.add_argument("--games", type=int, default=100, help="games in all (deals are played twice)")
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.add_argument(
        "--first-deal",
        type=int,
        default=0,
        metavar="K",
        help="start at deal K: play the rest of a run stopped with every deal before K finished",
    )
    arena.add_argument("--game", choices=list(registry.GAMES), help="the game (default: the variant's, else the first)")
    arena.add_argument("--variant", choices=list(registry.variant_ids()), help="default: the game's first variant")
    arena.add_argument("--players", type=int, default=2, help=f"seats ({_seat_counts()}; B fills the rest)")
    arena.add_argument("--options", default="", help="the game's options, space or comma separated (mughal, betting)")
    arena.add_argument("--json", action="store_true", help="print one JSON summary")
    arena.add_argument(
        "--samples",
        type=int,
        metavar="N",
        help="searching bots (hard) use exactly N samples per decision and no clock: reproducible figures",
    )

    serve = commands.add_parser("serve", help="host network tables without a window (docs/NETWORK.md)")
    serve.add_argument("--port", type=int, default=8765, help="the port (default 8765)")
    serve.add_argument("--host", default="0.0.0.0", help="the address to listen on (default 0.0.0.0: every one)")
    serve.add_argument("--grace", type=float, default=30.0, help="seconds before a bot plays a lost seat (30)")
    serve.add_argument("--keep", type=float, default=3600.0, help="seconds a table nobody is at stays open (3600)")
    serve.add_argument("--lan", action="store_true", help="advertise the server on the LAN (multicast DNS)")
    serve.add_argument("--data-dir", default=argparse.SUPPRESS, help="where tables are kept (default: its server/)")
    return parser


def _seat_counts() -> str:
    """The player counts of the variants that allow more than two ("panjpar-36: 2, 3 or 4")."""
    counts = [v for v in registry.variants() if len(v.players) > 1]
    return "; ".join(f"{v.id}: {', '.join(map(str, v.players[:-1]))} or {v.players[-1]}" for v in counts)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    record = _record_argument(argv)
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        from game.commands import replay

        return replay.run(args.file, args.json)
    if args.command == "arena":
        from game.commands import arena

        return arena.run(args)
    if args.command == "serve":
        from game.net import serve

        return serve.run(args)
    from game.ui import app

    return app.run(record=record, data_dir=args.data_dir, smoke=args.smoke)


def _record_argument(argv: list[str]) -> str | None:
    """Take out a game record given as a plain argument (``panjpar game.panjpar``, as a file manager does)."""
    for i, word in enumerate(argv):
        if word in ("replay", "arena", "serve"):
            return None
        if not word.startswith("-") and (i == 0 or argv[i - 1] != "--data-dir"):
            return argv.pop(i)
    return None


if __name__ == "__main__":
    sys.exit(main())
