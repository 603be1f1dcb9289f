"""``panjpar arena``: bots against each other without a screen, on duplicate deals (NOTATION.md).

Two players: each deal is played twice with the bots' seats swapped; the hands, the stock and the first
attacker's seat stay, so in both games the same bot-independent cards start the same way and only who holds
them changes. In ``panjpar-52`` the first attacker is drawn from the deal's seed (there is no colour guess
between bots) and, being a seat, goes with the swap like the hands.

Three or four players (``panjpar-36``): each deal is played once per seat, bot A in that seat and bot B in all
the others. Besides the usual fields the JSON then has ``players``, ``a_fool_rate`` (games A lost / games) and
``b_fool_rate`` (games a B seat lost / (games x B seats): the rate of one B seat, comparable with A's); a game
counts as an A win when A is not the fool, a B win when A is.

Exit codes: 0 done; 1 a bot made an illegal move or crashed; 2 a bad bot spec or bad arguments.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass

from game.bots.base import Bot
from game.bots.plugin import bot_factory
from game.bots.registry import BotSpecError
from game.core.controller import Controller
from game.core.variants import VARIANTS, Deal, Variant, shuffled_deal

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


@dataclass(frozen=True, slots=True)
class GameResult:
    deal_index: int
    a_seat: int
    loser: int | None
    a_times: list[float]
    b_times: list[float]


def make_deal(variant: Variant, players: int, seed: int, index: int) -> tuple[Deal, int]:
    """Deal ``index`` of the run ``seed``: the deal and its dealer (the first attacker from the same seed)."""
    rng = random.Random(seed * 1_000_003 + index)
    dealer = rng.randrange(players)
    first = rng.randrange(players) if variant.colour_guess else (dealer + 1) % players
    return shuffled_deal(variant, players, rng, dealer, first), dealer


_BOTS: dict[str, Bot] = {}


def _bot(spec: str) -> Bot:
    bot = _BOTS.get(spec)
    if bot is None:
        bot = _BOTS[spec] = bot_factory(spec)()
    return bot


def play_game(task: tuple[str, str, str, int, int, int, int]) -> GameResult:
    """Play deal ``index`` with bot A in ``a_seat`` and bot B in every other seat."""
    a_spec, b_spec, variant_id, players, seed, index, a_seat = task
    deal, dealer = make_deal(VARIANTS[variant_id], players, seed, index)
    bots = [_bot(a_spec) if s == a_seat else _bot(b_spec) for s in range(players)]
    controller = Controller(deal, dealer, None)
    controller.start()
    a_times: list[float] = []
    b_times: list[float] = []
    ply = 0
    while (seat := controller.to_move()) is not None:
        rng = random.Random((seed * 1_000_003 + index) * 4096 + a_seat * 1024 + ply)
        view = controller.view(seat)
        start = time.perf_counter()
        intent = bots[seat].step(view, rng)
        elapsed = (time.perf_counter() - start) * 1000.0
        (a_times if seat == a_seat else b_times).append(elapsed)
        rejection = controller.submit(intent)
        if rejection is not None:
            who = "A" if seat == a_seat else "B"
            raise RuntimeError(f"bot {who} ({bots[seat].name}) made an illegal move: {intent}: {rejection.reason}")
        ply += 1
    assert controller.state is not None and controller.state.result is not None
    return GameResult(index, a_seat, controller.state.result.loser, a_times, b_times)


def timing(ms: list[float]) -> dict[str, float]:
    if not ms:
        return {"mean": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"mean": round(sum(ms) / len(ms), 3), "p95": round(p95, 3), "max": round(ordered[-1], 3)}


def summarise(a: str, b: str, players: int, results: list[GameResult]) -> dict[str, object]:
    """The JSON summary; the 95% interval is over deals (each deal's games together), as duplicate play wants."""
    a_wins = b_wins = draws = 0
    per_deal: dict[int, list[float]] = {}
    a_times: list[float] = []
    b_times: list[float] = []
    for r in results:
        if r.loser is None:
            draws += 1
            score = 0.5
        elif r.loser == r.a_seat:
            b_wins += 1
            score = 0.0
        else:
            a_wins += 1
            score = 1.0
        per_deal.setdefault(r.deal_index, []).append(score)
        a_times += r.a_times
        b_times += r.b_times
    games = len(results)
    a_score = (a_wins + draws / 2) / games if games else 0.0
    deal_scores = [sum(s) / len(s) for s in per_deal.values()]
    n = len(deal_scores)
    if n > 1:
        mean = sum(deal_scores) / n
        var = sum((x - mean) ** 2 for x in deal_scores) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
    else:
        half = 0.5
    summary: dict[str, object] = {
        "games": games,
        "a": a,
        "b": b,
        "a_wins": a_wins,
        "b_wins": b_wins,
        "draws": draws,
        "a_score": round(a_score, 4),
        "a_score_ci95": [round(max(0.0, a_score - half), 4), round(min(1.0, a_score + half), 4)],
        "a_ms": timing(a_times),
        "b_ms": timing(b_times),
    }
    if players > 2:
        summary["players"] = players
        summary["a_fool_rate"] = round(b_wins / games, 4) if games else 0.0
        b_fools = sum(1 for r in results if r.loser is not None and r.loser != r.a_seat)
        summary["b_fool_rate"] = round(b_fools / (games * (players - 1)), 4) if games else 0.0
    return summary


def human(summary: dict[str, object], variant: str, players: int) -> str:
    a_ms, b_ms = summary["a_ms"], summary["b_ms"]
    assert isinstance(a_ms, dict) and isinstance(b_ms, dict)
    ci = summary["a_score_ci95"]
    assert isinstance(ci, list)
    lo, hi = ci
    lines = [
        f"{summary['a']} (A) vs {summary['b']} (B): {summary['games']} games of {variant}, {players} players,"
        " duplicate deals",
        f"  A wins {summary['a_wins']}, B wins {summary['b_wins']}, draws {summary['draws']}",
        f"  A score {summary['a_score']:.3f}  (95% CI {lo:.3f} .. {hi:.3f})",
    ]
    if players > 2:
        lines.append(f"  fool rate: A {summary['a_fool_rate']:.3f}, one B seat {summary['b_fool_rate']:.3f}")
    for who, ms in (("A", a_ms), ("B", b_ms)):
        lines.append(f"  {who} think ms: mean {ms['mean']:.1f}, p95 {ms['p95']:.1f}, max {ms['max']:.1f}")
    return "\n".join(lines)


def tasks_for(args: argparse.Namespace) -> list[tuple[str, str, str, int, int, int, int]]:
    players: int = args.players
    deals = max(1, math.ceil(args.games / players))
    return [
        (args.a, args.b, args.variant, players, args.seed, index, a_seat)
        for index in range(deals)
        for a_seat in range(players)
    ]


def run(args: argparse.Namespace) -> int:
    """Run the arena for the parsed ``panjpar arena`` arguments; returns the exit code."""
    variant = VARIANTS.get(args.variant)
    if variant is None or args.players not in variant.players:
        allowed = "/".join(map(str, variant.players)) if variant else "?"
        print(f"panjpar arena: {args.variant} is for {allowed} players, not {args.players}", file=sys.stderr)
        return EXIT_USAGE
    if args.games < 1 or args.jobs < 1:
        print("panjpar arena: --games and --jobs must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    for flag, spec in (("--a", args.a), ("--b", args.b)):
        try:
            bot_factory(spec)
        except BotSpecError as error:
            print(f"panjpar arena: bad bot {flag}: {error}", file=sys.stderr)
            return EXIT_USAGE
    tasks = tasks_for(args)
    try:
        if args.jobs == 1:
            results = [play_game(task) for task in tasks]
        else:
            with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
                results = list(pool.imap_unordered(play_game, tasks, chunksize=1))
    except Exception as error:
        print(f"panjpar arena: {error}", file=sys.stderr)
        return EXIT_FAILED
    results.sort(key=lambda r: (r.deal_index, r.a_seat))
    summary = summarise(args.a, args.b, args.players, results)
    if args.json:
        print(json.dumps(summary))
    else:
        print(human(summary, args.variant, args.players))
    return EXIT_OK
