"""How long the table waits when a bot fails: ask -> answer (or give-up) time of a BotWorker whose bot
misbehaves on purpose, with the worker's real deadline, grace and restart (docs/bots.md).

    python bench/bot_recovery.py [--repeats 3] [--budget 0.5]

Each case: a fresh worker with a ``--budget`` second think budget (hard's is 0.5 s, easy's 0.05 s), one request,
the bot misbehaving on its first N decisions (counted in a file, across the worker's restarts), then playing at
random. ``raise always`` never answers: the worker gives up after three failures (the table's easy bot then
answers at once). Prints median and max wall-clock seconds per case.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the tests' misbehaving bot

from bots.faulty import Fault, FaultyBot

from game.bots.worker import BotWorker
from game.panjpar.controller import Controller
from game.panjpar.variants import PANJPAR_52, shuffled_deal


def position() -> Controller:
    rng = random.Random(1)
    controller = Controller(shuffled_deal(PANJPAR_52, 2, rng, 0, 1), 0, None)
    controller.start()
    return controller


def one(fault: Fault, times: int, budget: float) -> tuple[float, str]:
    with tempfile.TemporaryDirectory() as folder:
        counter = Path(folder) / "n"
        counter.write_text("x" * times)  # disarmed for the warm-up
        worker = BotWorker(partial(FaultyBot, fault, times, str(counter)), budget=budget)
        try:
            controller = position()
            seat = controller.to_move()
            assert seat is not None
            view = controller.view(seat)
            worker.ask(view, 1)  # as at the table: the process is up and has answered before
            while worker.poll() is None:
                assert worker.busy, worker.error
            counter.unlink()  # armed
            start = time.monotonic()
            worker.ask(view, 2)
            answer = None
            while answer is None and worker.busy:
                answer = worker.poll()
                time.sleep(0.002)
            took = time.monotonic() - start
            outcome = "answered" if answer is not None else f"gave up after {worker.failures} failures"
            return took, outcome
        finally:
            worker.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--budget", type=float, default=0.5)
    args = parser.parse_args()
    cases: list[tuple[Fault, int]] = [
        ("die", 1),
        ("die", 2),
        ("raise", 1),
        ("stop", 1),
        ("hang", 1),
        ("raise", 1000),
        ("stop", 1000),
    ]
    for fault, times in cases:
        runs = [one(fault, times, args.budget) for _ in range(args.repeats)]
        seconds = [t for t, _ in runs]
        label = f"{fault} {'always' if times >= 1000 else f'x{times}'}"
        print(f"{label:<12} median {statistics.median(seconds):5.2f} s  max {max(seconds):5.2f} s  {runs[-1][1]}")


if __name__ == "__main__":
    main()
