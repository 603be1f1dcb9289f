"""Storage figures: the cost of committing one action (the autosaver's hot path) and the SIGKILL crash drill.

Run: ``python bench/storage.py [--actions N] [--kills K]``. Prints per-commit milliseconds (median, p95, max)
with ``synchronous=NORMAL`` (the shipped setting) and ``FULL``, then the crash drill's figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from game.panjpar.match import Match
from game.panjpar.variants import PANJPAR_52
from game.storage import HUMAN, Autosaver, Store
from game.storage.drill import crash_test, play


def commit_cost(directory: Path, actions: int, synchronous: str) -> tuple[float, float, float, int]:
    """Play random games through the autosaver; return (median, p95, max) ms per commit and commits timed."""
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
    seats = {0: HUMAN, 1: "random"}
    match = Match(PANJPAR_52, 2, rng)
    match_id = store.begin_match(PANJPAR_52, 2, seats)
    while len(times) < actions:
        controller = match.next_game()
        Autosaver(store, controller, PANJPAR_52, seats, match_id, controller.dealer)
        controller.start()
        play(controller, rng)
    store.close()
    Autosaver.write = real  # type: ignore[method-assign]
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], times[-1], len(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--kills", type=int, default=200)
    args = parser.parse_args()
    for synchronous in ("NORMAL", "FULL"):
        with tempfile.TemporaryDirectory() as directory:
            median, p95, worst, n = commit_cost(Path(directory), args.actions, synchronous)
        print(f"commit per action, synchronous={synchronous}: median {median:.3f} ms, p95 {p95:.3f} ms, "
              f"max {worst:.1f} ms ({n} commits)", flush=True)  # fmt: skip
    if args.kills:
        with tempfile.TemporaryDirectory() as directory:
            report = crash_test(Path(directory), args.kills, seed=200)
        print(f"crash drill: {report}", flush=True)
        for problem in report.problems[:10]:
            print(f"  {problem}")


if __name__ == "__main__":
    main()
