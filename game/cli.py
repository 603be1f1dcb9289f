"""The ``panjpar`` command line: play (the default), ``replay`` and ``arena`` (NOTATION.md)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="panjpar", description="Panjpar, the Afghan five-card game.")
    parser.add_argument("--version", action="version", version=f"panjpar {__version__}")
    commands = parser.add_subparsers(dest="command")

    replay = commands.add_parser("replay", help="replay a .panjpar record and check every action")
    replay.add_argument("file")
    replay.add_argument("--json", action="store_true", help="print the final position as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        from game.commands import replay

        return replay.run(args.file, args.json)
    print("the table is not built yet; try `panjpar replay FILE`", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
