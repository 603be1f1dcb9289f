"""What the arenas share: exit codes, think-time figures, progress lines, and stopping on SIGINT or SIGTERM."""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from types import FrameType
from typing import TextIO, TypeVar

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def timing(ms: list[float]) -> dict[str, float]:
    if not ms:
        return {"mean": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"mean": round(sum(ms) / len(ms), 3), "p95": round(p95, 3), "max": round(ordered[-1], 3)}


#: Seconds between two progress lines on standard error (the first comes after the first game).
PROGRESS_SECONDS = 2.0


class Progress:
    """``panjpar arena: 12/100 games, 4 s`` on standard error after the first game, every
    :data:`PROGRESS_SECONDS` seconds, and after the last one."""

    def __init__(self, total: int, stream: TextIO | None = None, every: float = PROGRESS_SECONDS) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.every = every
        self.started = self.last = time.monotonic()

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done == 1 or done == self.total or now - self.last >= self.every:
            self.last = now
            print(f"panjpar arena: {done}/{self.total} games, {now - self.started:.0f} s", file=self.stream, flush=True)


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived: the run stops and prints what it has."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _interrupt(signum: int, _frame: FrameType | None) -> None:
    raise Interrupted(signum)


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """SIGINT and SIGTERM raise :class:`Interrupted` while inside (the main thread only can take signals)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.signal(sig, _interrupt) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def pool_worker_start() -> None:
    """A pool process leaves SIGINT to the parent (Ctrl-C reaches the whole process group), which ends it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


T = TypeVar("T")
R = TypeVar("R")


class RunFailed(Exception):
    """A game of the run raised: the arena ends with its message (exit 1)."""


def play_tasks(tasks: Sequence[T], jobs: int, play: Callable[[T], R]) -> tuple[list[R], int | None]:
    """Play ``tasks`` on ``jobs`` processes (``play`` must be a module-level function), with progress lines;
    the results as they came and, when SIGINT or SIGTERM stopped the run, the signal. Raises :class:`RunFailed`
    when a game raised."""
    results: list[R] = []
    progress = Progress(len(tasks))
    try:
        with interruptible():
            if jobs == 1:
                for task in tasks:
                    results.append(play(task))
                    progress.update(len(results))
            else:
                with multiprocessing.get_context("spawn").Pool(jobs, initializer=pool_worker_start) as pool:
                    for result in pool.imap_unordered(play, tasks, chunksize=1):
                        results.append(result)
                        progress.update(len(results))
    except Interrupted as stop:
        return results, stop.signum
    except KeyboardInterrupt:
        return results, signal.SIGINT
    except Exception as error:
        raise RunFailed(str(error)) from error
    return results, None
