"""How long a bot thinks per decision at the table's budget, with the machine idle or loaded (docs/bots.md).

    python bench/think_times.py --game panjpar --games 40 [--burners 1] [--budget table|own|SECONDS]

Plays ``--games`` games of ``--game`` with ``--bot`` (default ``hard``) in one seat (each seat in turn) and
``--other`` (default ``easy``) in the rest, and times every decision of the bot the way the table asks it: a
``deadline`` of ``--budget`` seconds from the call (``table``: the game's table budget,
:func:`game.bots.table.think_budget`; ``own``: no deadline, the bot's own default, as ``panjpar arena`` asks) and
the cancel flag of the worker process (``game/bots/worker.py``), which asks for an answer at once past
:data:`game.bots.worker.CUT` times the budget (``--no-cut``: the deadline alone, as before the cut).
``--burners K`` keeps K other processes spinning a processor for the run (each ends by itself after
``--burn-limit`` seconds in any case): the machine loaded.

``--max-seconds S`` starts no new game past S seconds (the games played so far are reported).

Prints the decisions timed, mean / p95 / max milliseconds, how many went past the budget and past 1.5 times it,
and the slowest few with what was being decided.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.bots.table import AnyBot, make_bot, think_budget
from game.bots.worker import cut_flag
from game.commands.arena import parse_options
from game.engine import registry
from game.engine.protocol import CHANCE


def burn(limit: float) -> None:
    """Spin one processor until ``limit`` seconds have passed."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        pass


@dataclass
class Timings:
    budget: float | None
    times: list[float] = field(default_factory=list)
    slowest: list[tuple[float, str]] = field(default_factory=list)

    def add(self, seconds: float, what: str) -> None:
        self.times.append(seconds)
        self.slowest = sorted([*self.slowest, (seconds, what)], reverse=True)[:5]

    def report(self) -> str:
        ms = sorted(t * 1000 for t in self.times)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        lines = [f"{len(ms)} decisions: mean {statistics.fmean(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms"]
        if self.budget is not None:
            over = sum(1 for t in self.times if t > self.budget)
            cut = sum(1 for t in self.times if t > 1.5 * self.budget)
            lines.append(f"budget {self.budget:g} s: {over} past it, {cut} past 1.5 x ({1500 * self.budget:.0f} ms)")
        lines += [f"  {seconds * 1000:.1f} ms: {what}" for seconds, what in self.slowest]
        return "\n".join(lines)


def describe(observation: object, actions: int) -> str:
    phase = getattr(observation, "phase", "?")
    hand = getattr(observation, "hand", ())
    return f"phase {phase}, {actions} legal actions, {len(hand)} cards in hand"


def play_watched(
    args: argparse.Namespace, decide: Callable[[AnyBot, Any, random.Random], Any], stop: float | None = None
) -> int:
    """``args.games`` games of ``args.game`` (``args.variant``, ``args.players``, ``args.options``), ``args.bot``
    in one seat (each seat in turn) and ``args.other`` in the rest: each decision of that seat is made by
    ``decide(bot, observation, rng)``, which times it. The games played (fewer once ``stop``, a monotonic time,
    has passed)."""
    game = registry.GAMES[args.game]
    variant = getattr(args, "variant", None) or game.variants[0].id
    options = frozenset(parse_options(getattr(args, "options", "")))
    games: int = args.games
    for index in range(games):
        if stop is not None and time.monotonic() > stop:
            return index
        setup = random.Random(args.seed * 100_003 + index)
        seat_a = index % args.players
        state = game.rules.new_game(variant, args.players, setup.randrange(args.players), options)
        bots = [make_bot(args.game, args.bot if seat == seat_a else args.other) for seat in range(args.players)]
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(state.sample_chance(setup))
                continue
            rng = random.Random(setup.getrandbits(64))
            if seat != seat_a:
                state.apply(bots[seat].step(state.observation(seat), rng))
                continue
            state.apply(decide(bots[seat], state.observation(seat), rng))
    return games


def play(args: argparse.Namespace, timings: Timings) -> None:
    def timed(bot: AnyBot, observation: Any, rng: random.Random) -> Any:
        started = time.monotonic()
        deadline = None if timings.budget is None else started + timings.budget
        cancel = None if timings.budget is None or args.no_cut else cut_flag(started, timings.budget)
        action = bot.step(observation, rng, deadline, cancel)
        timings.add(time.monotonic() - started, describe(observation, len(tuple(observation.legal_actions()))))
        return action

    stop = None if args.max_seconds is None else time.monotonic() + args.max_seconds
    played = play_watched(args, timed, stop)
    if played < args.games:
        print(f"stopped by --max-seconds after {played} games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="panjpar")
    parser.add_argument("--variant")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--options", default="")
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--other", default="easy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", default="table", help="table, own, or seconds")
    parser.add_argument("--no-cut", action="store_true", help="no cancel flag: the deadline alone")
    parser.add_argument("--burners", type=int, default=0)
    parser.add_argument("--max-seconds", type=float, default=None, help="start no game past this many seconds")
    parser.add_argument("--burn-limit", type=float, default=900.0)
    args = parser.parse_args()
    if args.players is None:
        args.players = {"panjpar": 2, "hamrang": 4}.get(args.game, 3)
    budget = {"table": think_budget(args.game, args.bot), "own": None}.get(args.budget, 0.0)
    if args.budget not in ("table", "own"):
        budget = float(args.budget)
    context = multiprocessing.get_context("spawn")
    burners = [context.Process(target=burn, args=(args.burn_limit,), daemon=True) for _ in range(args.burners)]
    for process in burners:
        process.start()
    timings = Timings(budget)
    try:
        started = time.monotonic()
        play(args, timings)
    finally:
        for process in burners:
            process.terminate()
            process.join()
    print(
        f"{args.game} {args.bot} against {args.other}, {args.players} players, options {args.options or 'none'}, "
        f"{args.games} games, budget {args.budget}, {args.burners} burner(s), {time.monotonic() - started:.0f} s"
    )
    print(timings.report())


if __name__ == "__main__":
    main()
