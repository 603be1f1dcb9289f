"""``panjpar arena --game ID`` for the games on the game protocol (the Ganjifa games): bots on duplicate deals.

Each deal (its dealer and its shuffle, drawn from the run's seed and the deal's number) is played once per seat,
bot A in that seat and bot B in every other: every bot sits in every seat on every deal, and only who holds the
cards changes. Chance draws from its own stream, so the bots' choices (komi's stakes) never change the deal.

The summary gives A's and one B seat's mean return per game (the game's ``returns()``: the win share in the trick
games, ties shared; chips in komi) with 95% intervals over deals, each game's own per-seat figures (``tricks``,
``chips``) the same way, and the bots' think times. Exit codes as ``panjpar arena``: 0, 1 (a bot failed), 2 (bad
arguments), 128 + the signal when interrupted (after the partial summary).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, NamedTuple

from game.bots.ganjifa.base import GameBot
from game.bots.ganjifa.registry import GameBotError, game_bot_levels, make_game_bot
from game.commands.runs import EXIT_FAILED, EXIT_OK, EXIT_USAGE, RunFailed, play_tasks, timing
from game.engine import registry
from game.engine.protocol import CHANCE, Refusal, SeatFigures

#: A bound no game of the parlour reaches; a bot pair that loops is stopped with a message.
MAX_ACTIONS = 20_000


class DealTask(NamedTuple):
    """One game of a run: bot A in ``a_seat`` and bot B in the others, on deal ``deal_index`` of run ``seed``."""

    a: str
    b: str
    game: str
    variant: str
    players: int
    options: tuple[str, ...]
    seed: int
    deal_index: int
    a_seat: int


@dataclass(frozen=True, slots=True)
class DealResult:
    deal_index: int
    a_seat: int
    returns: tuple[float, ...]
    figures: dict[str, tuple[float, ...]] = field(default_factory=dict)
    a_times: tuple[float, ...] = ()
    b_times: tuple[float, ...] = ()
    #: A hash of the game's actions: two runs played the same game when their digests agree.
    digest: str = ""


def deal_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def play_deal(task: DealTask) -> DealResult:
    """Play one game of the run with a new bot in each seat; raises ``RuntimeError`` when a bot errs."""
    rules = registry.GAMES[task.game].rules
    base = deal_seed(task.seed, task.deal_index)
    setup = random.Random(base)
    dealer = setup.randrange(task.players)
    chance = random.Random(setup.getrandbits(64))
    state = rules.new_game(task.variant, task.players, dealer, frozenset(task.options))
    bots: list[GameBot] = [
        make_game_bot(task.game, task.a if seat == task.a_seat else task.b) for seat in range(task.players)
    ]
    a_times: list[float] = []
    b_times: list[float] = []
    for ply in range(MAX_ACTIONS):
        seat = state.current_player()
        if state.is_terminal():
            break
        if seat == CHANCE:
            state.apply(state.sample_chance(chance))
            continue
        # The same stream in every game of a deal, whoever sits where: luck (easy's slips) goes with the deal.
        rng = random.Random(base * 4096 + ply)
        started = time.perf_counter()
        action = bots[seat].step(state.observation(seat), rng)
        (a_times if seat == task.a_seat else b_times).append((time.perf_counter() - started) * 1000.0)
        try:
            state.apply(action)
        except Refusal as refusal:
            who = "A" if seat == task.a_seat else "B"
            raise RuntimeError(f"bot {who} ({bots[seat].name}) made an illegal move: {action}: {refusal}") from None
    else:
        raise RuntimeError(f"a game of {task.game} did not end in {MAX_ACTIONS} actions")
    figures = rules.figures(state) if isinstance(rules, SeatFigures) else {}
    digest = hashlib.sha256(" ".join(map(str, state.history())).encode()).hexdigest()[:16]
    return DealResult(
        task.deal_index,
        task.a_seat,
        tuple(state.returns()),
        {name: tuple(values) for name, values in figures.items()},
        tuple(a_times),
        tuple(b_times),
        digest,
    )


def mean_ci(per_deal: Sequence[float]) -> tuple[float, float, float]:
    """The mean of per-deal figures and its 95% interval (normal approximation over deals)."""
    n = len(per_deal)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(per_deal) / n
    if n == 1:
        return mean, mean, mean
    var = sum((x - mean) ** 2 for x in per_deal) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def _a_and_b(results: Sequence[DealResult], values_of: Callable[[DealResult], Sequence[float]]) -> dict[str, object]:
    """A's and one B seat's mean of ``values_of(result)`` (per seat) with intervals over deals."""
    a_deal: dict[int, list[float]] = {}
    b_deal: dict[int, list[float]] = {}
    for result in results:
        values = values_of(result)
        a_deal.setdefault(result.deal_index, []).append(values[result.a_seat])
        others = [v for seat, v in enumerate(values) if seat != result.a_seat]
        b_deal.setdefault(result.deal_index, []).append(sum(others) / len(others))
    out: dict[str, object] = {}
    for who, per in (("a", a_deal), ("b", b_deal)):
        mean, low, high = mean_ci([sum(v) / len(v) for v in per.values()])
        out[who] = round(mean, 4)
        out[f"{who}_ci95"] = [round(low, 4), round(high, 4)]
    return out


def _figure(name: str, result: DealResult) -> tuple[float, ...]:
    return result.figures[name]


def summarise(task: DealTask, results: Sequence[DealResult], planned: int, interrupted: bool) -> dict[str, object]:
    """The JSON summary of a run."""
    returns = _a_and_b(results, lambda r: r.returns)
    constant_sum = registry.GAMES[task.game].rules.type.utility == "constant_sum"
    names = sorted({name for r in results for name in r.figures})
    summary: dict[str, object] = {
        "game": task.game,
        "variant": task.variant,
        "players": task.players,
        "options": sorted(task.options),
        "games": len(results),
        "a": task.a,
        "b": task.b,
        "a_return": returns["a"],
        "a_return_ci95": returns["a_ci95"],
        "b_return": returns["b"],
        "b_return_ci95": returns["b_ci95"],
        # The share of a seat with no edge, where the returns share out one win (the trick games).
        "fair_share": round(1 / task.players, 4) if constant_sum else None,
        "figures": {name: _a_and_b(results, partial(_figure, name)) for name in names},
        "a_ms": timing([t for r in results for t in r.a_times]),
        "b_ms": timing([t for r in results for t in r.b_times]),
        "digest": hashlib.sha256(" ".join(r.digest for r in results).encode()).hexdigest()[:16],
        "games_planned": planned,
        "interrupted": interrupted,
    }
    return summary


def human(summary: Mapping[str, Any]) -> str:
    options = " ".join(summary["options"]) or "no options"
    lines = [
        f"{summary['a']} (A) vs {summary['b']} (B): {summary['games']} games of {summary['game']},"
        f" {summary['players']} players, {options}, duplicate deals with the seats rotated",
        "  mean return per game: A {0:.3f} ({1[0]:.3f} .. {1[1]:.3f}), one B seat {2:.3f} ({3[0]:.3f} .. {3[1]:.3f})"
        " (95% intervals{4})".format(
            summary["a_return"],
            summary["a_return_ci95"],
            summary["b_return"],
            summary["b_return_ci95"],
            "" if summary["fair_share"] is None else f"; fair share {summary['fair_share']:.3f}",
        ),
    ]
    for name, figure in summary["figures"].items():
        lines.append(
            f"  mean {name}: A {figure['a']:.3f} ({figure['a_ci95'][0]:.3f} .. {figure['a_ci95'][1]:.3f}),"
            f" one B seat {figure['b']:.3f} ({figure['b_ci95'][0]:.3f} .. {figure['b_ci95'][1]:.3f})"
        )
    for who in ("a", "b"):
        ms = summary[f"{who}_ms"]
        lines.append(f"  {who.upper()} think ms: mean {ms['mean']:.1f}, p95 {ms['p95']:.1f}, max {ms['max']:.1f}")
    if summary["interrupted"]:
        lines.append(f"  INTERRUPTED: {summary['games']} of {summary['games_planned']} games played")
    return "\n".join(lines)


def tasks_for(args: argparse.Namespace, options: tuple[str, ...]) -> list[DealTask]:
    deals = max(1, math.ceil(args.games / args.players))
    return [
        DealTask(args.a, args.b, args.game, args.variant, args.players, options, args.seed, index, seat)
        for index in range(deals)
        for seat in range(args.players)
    ]


def check(args: argparse.Namespace, options: tuple[str, ...]) -> str | None:
    """What is wrong with the arguments for a protocol game, or ``None``."""
    game = registry.GAMES[args.game]
    if args.games < 1 or args.jobs < 1:
        return "--games and --jobs must be at least 1"
    if getattr(args, "samples", None) is not None:
        return f"--samples is for Panjpar's bots; the {game.name} bots think within their own time budget"
    try:
        game.rules.new_game(args.variant, args.players, 0, frozenset(options))
    except ValueError as error:
        return str(error)
    for flag, spec in (("--a", args.a), ("--b", args.b)):
        try:
            make_game_bot(game.id, spec)
        except GameBotError:
            return f"bad bot {flag}: {spec!r} (bots of {game.id}: {', '.join(game_bot_levels(game.id))})"
    return None


def run(args: argparse.Namespace) -> int:
    """Run the arena for a protocol game (``args.game`` and ``args.variant`` already settled)."""
    options = tuple(dict.fromkeys(word.lower() for word in (args.options or "").replace(",", " ").split()))
    problem = check(args, options)
    if problem is not None:
        print(f"panjpar arena: {problem}", file=sys.stderr)
        return EXIT_USAGE
    tasks = tasks_for(args, options)
    try:
        results, signum = play_tasks(tasks, args.jobs, play_deal)
    except RunFailed as error:
        print(f"panjpar arena: {error}", file=sys.stderr)
        return EXIT_FAILED
    results.sort(key=lambda r: (r.deal_index, r.a_seat))
    summary = summarise(tasks[0], results, len(tasks), signum is not None)
    print(json.dumps(summary) if args.json else human(summary), flush=True)
    if signum is not None:
        print(f"panjpar arena: interrupted after {len(results)} of {len(tasks)} games", file=sys.stderr, flush=True)
        return 128 + signum
    return EXIT_OK
