"""The longest stretches a bot thinks between two looks at its ``cancel`` flag (docs/bots.md, issue 25 fourth round).

    python bench/clock_gaps.py --game panjpar --games 20 [--bot hard] [--burners 3]

Plays as ``bench/think_times.py`` does (the bot in one seat, easy in the others, the table's deadline and the
worker's cut flag), with the cut flag wrapped so that each look at it measures the time since the one before, in
wall-clock and in the process's processor time, and notes where the two looks were made. A decision can overrun
its cut only by its last stretch (from the look that saw the flag set, or the last look, to the answer) and the
stretch in which the flag set itself; so the processor time of the longest stretches says whether the code reads
the clock often enough, and each slow decision's processor time against its wall-clock time says whether the
process was simply kept waiting by the machine. Only aggregates are kept: a list of every stretch would itself make
the garbage collector pause for tens of milliseconds.
"""

from __future__ import annotations

import argparse
import heapq
import multiprocessing
import random
import sys
import time
from types import FrameType
from typing import Any

from game.bots.protocol import CancelLike
from game.bots.table import AnyBot, think_budget
from game.bots.worker import cut_flag

sys.path.insert(0, "bench")
from think_times import burn, play_watched


def where() -> str:
    """Who looked at the flag: the first frame outside this file and the little helpers of protocol/base."""
    frame: FrameType | None = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename.endswith(("protocol.py", "base.py", "clock_gaps.py")):
        frame = frame.f_back
    if frame is None:
        return "?"
    return f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_lineno} {frame.f_code.co_name}"


class Watched:
    """A ``cancel`` that measures the stretches between looks at it; keeps the longest in processor time."""

    def __init__(self, inner: CancelLike, wall: float, cpu: float) -> None:
        self.inner = inner
        self.last_wall, self.last_cpu, self.last_where = wall, cpu, "start"
        self.longest = (0.0, 0.0, "", "")  # cpu, wall, from, to
        self.longest_wall = (0.0, 0.0, "", "")  # wall, cpu, from, to: a long one with little processor time is
        self.looks = 0  # time the process was kept waiting

    def _note(self, here: str) -> None:
        wall, cpu = time.monotonic(), time.process_time()
        if cpu - self.last_cpu > self.longest[0]:
            self.longest = (cpu - self.last_cpu, wall - self.last_wall, self.last_where, here)
        if wall - self.last_wall > self.longest_wall[0]:
            self.longest_wall = (wall - self.last_wall, cpu - self.last_cpu, self.last_where, here)
        self.last_wall, self.last_cpu, self.last_where = wall, cpu, here
        self.looks += 1

    def is_set(self) -> bool:
        self._note(where())
        return self.inner.is_set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="panjpar")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--burners", type=int, default=0)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    args.other = "easy"  # the other seats
    budget = think_budget(args.game, args.bot)
    context = multiprocessing.get_context("spawn")
    burners = [context.Process(target=burn, args=(900.0,), daemon=True) for _ in range(args.burners)]
    for process in burners:
        process.start()
    # (wall, cpu, looks, longest stretch (cpu, wall, from, to), what) of the slowest decisions, and by stretch
    slowest: list[tuple[float, float, int, tuple[float, float, str, str], tuple[float, float, str, str], str]] = []
    longest: list[tuple[float, float, str, str]] = []
    count = 0

    def watched_step(bot: AnyBot, observation: Any, rng: random.Random) -> Any:
        nonlocal count
        started, cpu = time.monotonic(), time.process_time()
        watched = Watched(cut_flag(started, budget), started, cpu)
        action = bot.step(observation, rng, started + budget, watched)
        watched._note("answer")
        took, used = time.monotonic() - started, time.process_time() - cpu
        what = f"{getattr(observation, 'phase', '?')}, {len(getattr(observation, 'hand', ()))} cards"
        heapq.heappush(slowest, (took, used, watched.looks, watched.longest, watched.longest_wall, what))
        if len(slowest) > args.top:
            heapq.heappop(slowest)
        heapq.heappush(longest, watched.longest)
        if len(longest) > args.top:
            heapq.heappop(longest)
        count += 1
        return action

    try:
        play_watched(args, watched_step)
    finally:
        for process in burners:
            process.terminate()
            process.join()
    print(f"{count} decisions of {args.bot}, budget {budget} s, {args.burners} burner(s)")
    print("slowest decisions: wall / processor ms, looks at the flag; longest stretch by processor time (processor /")
    print("wall ms) and by wall-clock time (wall / processor ms)")
    for took, used, looks, (s_cpu, s_wall, start, end), (w_wall, w_cpu, w_start, w_end), what in sorted(
        slowest, reverse=True
    ):
        by_wall = f"{w_wall * 1000:.1f} / {w_cpu * 1000:.1f} ({w_start} -> {w_end})"
        print(f"  {took * 1000:.1f} / {used * 1000:.1f}, {looks} looks; {s_cpu * 1000:.1f} / {s_wall * 1000:.1f}"
              f" ({start} -> {end}); {by_wall}; {what}")  # fmt: skip
    print("longest stretches between looks: processor / wall ms (from -> to)")
    for s_cpu, s_wall, start, end in sorted(longest, reverse=True):
        print(f"  {s_cpu * 1000:.1f} / {s_wall * 1000:.1f} ({start} -> {end})")


if __name__ == "__main__":
    main()
