"""Bots that misbehave on purpose, for the tests of the table's and the worker's recovery, and a hostile bot file.

A :class:`FaultyBot` misbehaves on its first ``times`` decisions, counted in a file so that the count survives
the worker restarting its process; then it plays like the random bot. Give the worker
``functools.partial(FaultyBot, fault, times, counter_path)``: the test injects the class itself, never a spec
from the database.
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path
from typing import Literal

from game.bots.protocol import BotError, CancelLike, RandomBot
from game.bots.worker import DEFAULT_BUDGET
from game.panjpar.actions import Action
from game.panjpar.view import SeatView

Fault = Literal["raise", "die", "stop", "hang"]

#: A bot file that leaves a marker file when its module runs: the proof that a spec loaded code.
EVIL_SOURCE = """
from pathlib import Path

from game.bots.protocol import RandomBot

Path({marker!r}).write_text("evil.py ran")


class Evil(RandomBot):
    name = "evil"
"""


def evil_bot_file(folder: Path) -> tuple[Path, Path]:
    """``evil.py`` in ``folder`` and the marker file it would create if it ever ran."""
    marker = folder / "evil-ran.marker"
    path = folder / "evil.py"
    path.write_text(EVIL_SOURCE.format(marker=str(marker)), encoding="utf-8")
    return path, marker


class FaultyBot:
    """Misbehaves (``fault``) on its first ``times`` decisions in all processes, then plays at random."""

    name = "faulty"

    def __init__(self, fault: Fault, times: int, counter: str) -> None:
        self.fault = fault
        self.times = times
        self.counter = Path(counter)
        self.inner = RandomBot()

    def faults_so_far(self) -> int:
        return len(self.counter.read_text()) if self.counter.exists() else 0

    def step(
        self, view: SeatView, rng: random.Random, deadline: float | None = None, cancel: CancelLike | None = None
    ) -> Action:
        if view.phase != "guess" and self.faults_so_far() < self.times:
            with self.counter.open("a") as tally:
                tally.write("x")
            if self.fault == "raise":
                raise RuntimeError("a plug-in bot failed on purpose")
            if self.fault == "die":
                os.kill(os.getpid(), signal.SIGKILL)
            if self.fault == "stop":
                os.kill(os.getpid(), signal.SIGSTOP)
            time.sleep(3600)  # hang
        return self.inner.step(view, rng, deadline, cancel)


class WaitsForTheCut:
    """A bot that ignores its deadline and thinks until its ``cancel`` is set (the worker's cut at 1.5 times the
    budget), then plays like the random bot; without the cut it would think until the worker counts it hung."""

    name = "waits-for-the-cut"

    def step(
        self, observation: SeatView, rng: random.Random, deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Action:  # fmt: skip
        while cancel is None or not cancel.is_set():
            time.sleep(0.001)
        return RandomBot().step(observation, rng)


class NeedsADeadline:
    """A bot that refuses a request without a deadline, or with one further away than the worker's default budget
    (:data:`~game.bots.worker.DEFAULT_BUDGET`), else plays like the random bot."""

    name = "needs-a-deadline"

    def step(
        self, observation: SeatView, rng: random.Random, deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Action:  # fmt: skip
        if deadline is None or deadline - time.monotonic() > DEFAULT_BUDGET:
            raise BotError(f"asked with the deadline {deadline}")
        return RandomBot().step(observation, rng)
