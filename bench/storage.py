"""Storage figures of any game: the cost of committing one action (the autosaver's hot path: the record rewritten
through the game's rules and committed), of the statistics and of reading the unfinished game over the games
written, and the SIGKILL crash drill.

Run: ``python bench/storage.py [--game komi] [--players 4] [--options betting] [--actions N] [--kills K]``
(Panjpar, the registry's first game, for two by default). Prints per-commit milliseconds (median, p95, max) with
``synchronous=NORMAL`` (the shipped setting) and ``FULL``, the time of one ``Store.statistics()`` and one
``Store.unfinished()``, then the crash drill's figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.controller import Controller
from game.storage import HUMAN, Autosaver, Store
from game.storage.drill import ActionNarrator, crash_test, drill_command, play


def commit_cost(
    directory: Path, game: str, players: int, options: frozenset[str], actions: int, synchronous: str
) -> None:
    """Play random games of one match through the autosaver; print the ms per commit, then the time of the
    statistics and of the unfinished game over the games written."""
    store = Store.open(directory)
    store.conn.execute(f"PRAGMA synchronous = {synchronous}")
    times: list[float] = []
    real = Autosaver.write

    def timed(saver: Autosaver) -> int:  # the whole hot path: record text built, written, committed
        start = time.perf_counter()
        written = real(saver)
        times.append((time.perf_counter() - start) * 1000)
        return written

    Autosaver.write = timed  # type: ignore[method-assign,assignment]
    rng = random.Random(1)
    rules, variant = registry.GAMES[game].rules, registry.GAMES[game].variants[0].id
    seats = {0: HUMAN, **{seat: "random" for seat in range(1, players)}}
    match_id = store.begin_match(variant, players, seats, options)
    games = 0
    while len(times) < actions:
        dealer = games % players
        controller: Controller[Any, Any, Any] = Controller(
            rules.new_game(variant, players, dealer, options), ActionNarrator()
        )
        Autosaver(store, controller, variant, seats, match_id, dealer)
        play(controller, rng)
        games += 1
    Autosaver.write = real  # type: ignore[method-assign]
    times.sort()
    print(
        f"{game} {players} players {sorted(options)}, synchronous={synchronous}: {len(times)} commits in {games}"
        f" games; ms per commit median {statistics.median(times):.3f}, p95 {times[int(len(times) * 0.95)]:.3f},"
        f" max {times[-1]:.1f}",
        flush=True,
    )
    start = time.perf_counter()
    store.statistics()
    middle = time.perf_counter()
    store.unfinished()
    end = time.perf_counter()
    spent = (middle - start) * 1000, (end - middle) * 1000
    print(f"  statistics over {games} games: {spent[0]:.1f} ms; unfinished(): {spent[1]:.1f} ms")
    store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default=next(iter(registry.GAMES)), choices=sorted(registry.GAMES))
    parser.add_argument("--players", type=int, help="the game's default player count if not given")
    parser.add_argument("--options", nargs="*", default=[])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--kills", type=int, default=200)
    args = parser.parse_args()
    players = args.players or registry.GAMES[args.game].default_players
    options = frozenset(args.options)
    for synchronous in ("NORMAL", "FULL"):
        with tempfile.TemporaryDirectory() as directory:
            commit_cost(Path(directory), args.game, players, options, args.actions, synchronous)
    if args.kills:
        game = ["--game", args.game, "--players", str(players), "--options", *args.options]

        def command(data_dir: Path, seed: int) -> list[str]:
            return [*drill_command(data_dir, seed), *game]

        with tempfile.TemporaryDirectory() as directory:
            report = crash_test(Path(directory), args.kills, seed=200, command=command)
        print(f"crash drill: {report}", flush=True)
        for problem in report.problems[:10]:
            print(f"  {problem}")


if __name__ == "__main__":
    main()
