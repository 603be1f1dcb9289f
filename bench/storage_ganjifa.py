"""Storage figures of the games on the protocol: the cost of one commit of a Ganjifa game's autosaver (the record
rewritten through the game's rules and committed), and of the statistics over the games stored.

Run: ``python bench/storage_ganjifa.py [--game komi] [--players 4] [--options betting] [--actions N]``. Prints
per-commit milliseconds (median, p95, max) with the shipped ``synchronous=NORMAL``, then the time of one
``Store.statistics()`` and one ``Store.unfinished()`` over the games written.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from game.engine import registry
from game.engine.protocol import random_action
from game.ganjifa.series import GanjifaSeries
from game.storage import HUMAN, Autosaver, Store


def commit_cost(directory: Path, game: str, players: int, options: frozenset[str], actions: int) -> None:
    store = Store.open(directory)
    times: list[float] = []
    real = Autosaver.write

    def timed(saver: Autosaver) -> int:  # the whole hot path: record text built, written, committed
        start = time.perf_counter()
        written = real(saver)
        times.append((time.perf_counter() - start) * 1000)
        return written

    Autosaver.write = timed  # type: ignore[method-assign,assignment]
    rng = random.Random(1)
    info = registry.GAMES[game]
    series = GanjifaSeries(info.rules, info.variants[0].id, players, options, rng)
    seats = {0: HUMAN, **{seat: "random" for seat in range(1, players)}}
    match_id = store.begin_match(series.variant, players, seats, options)
    games = 0
    while len(times) < actions:
        controller = series.next_game()
        Autosaver(store, controller, series.variant, seats, match_id, series.dealer)
        controller.start()
        while not controller.over:
            controller.submit(random_action(controller.state, rng))
        series.finish(controller.state.returns())
        games += 1
    Autosaver.write = real  # type: ignore[method-assign]
    ordered = sorted(times)
    p95 = ordered[int(len(ordered) * 0.95)]
    print(
        f"{game} {players} players {sorted(options)}: {len(times)} commits in {games} games; ms per commit "
        f"median {statistics.median(times):.3f}, p95 {p95:.3f}, max {max(times):.3f}"
    )
    start = time.perf_counter()
    store.statistics()
    middle = time.perf_counter()
    store.unfinished()
    end = time.perf_counter()
    print(
        f"statistics over {games} games: {(middle - start) * 1000:.1f} ms; unfinished(): {(end - middle) * 1000:.1f} ms"
    )
    store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="komi", choices=[g for g in registry.GAMES if g != registry.PANJPAR.id])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--options", nargs="*", default=["betting"])
    parser.add_argument("--actions", type=int, default=2000)
    args = parser.parse_args()
    options = frozenset(args.options) if args.game == "komi" else frozenset()
    with tempfile.TemporaryDirectory() as folder:
        commit_cost(Path(folder), args.game, args.players, options, args.actions)


if __name__ == "__main__":
    main()
