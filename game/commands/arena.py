"""``panjpar arena``: bots against each other without a screen, on duplicate deals (NOTATION.md).

Two players: each deal is played twice with the bots' seats swapped; the hands, the stock and the first
attacker's seat stay, so in both games the same bot-independent cards start the same way and only who holds
them changes. In ``panjpar-52`` the first attacker is drawn from the deal's seed (there is no colour guess
between bots) and, being a seat, goes with the swap like the hands.

Three or four players (``panjpar-36``): each deal is played once per seat, bot A in that seat and bot B in all
the others. Besides the usual fields the JSON then has ``players``, ``a_fool_rate`` (games A lost / games) and
``b_fool_rate`` (games a B seat lost / (games x B seats): the rate of one B seat, comparable with A's); a game
counts as an A win when A is not the fool, a B win when A is.

Every game gets new bot instances, one per seat: nothing a bot remembers carries over to another game or seat.
A bot from a file (``path/to/bot.py:ClassName``) is loaded here only (:mod:`game.bots.plugin`), once per process.

``--samples N`` makes every searching bot (``hard``) use exactly N determinizations per decision and ignore the
clock, so that the figures do not depend on the machine's load: the same seed gives the same games. Progress goes
to standard error (after the first game, then every few seconds); SIGINT or SIGTERM ends the run with the summary
of the games finished so far, marked ``"interrupted": true``.

Exit codes: 0 done; 1 a bot made an illegal move or crashed; 2 a bad bot spec or bad arguments; 128 + the signal
(130 SIGINT, 143 SIGTERM) when interrupted, after printing the partial summary.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from dataclasses import dataclass
from typing import NamedTuple

from game.bots.base import Bot
from game.bots.plugin import BotFactory, bot_factory
from game.bots.registry import BotSpecError
from game.bots.search import fix_samples
from game.commands import game_arena
from game.commands.runs import EXIT_FAILED, EXIT_OK, EXIT_USAGE, RunFailed, play_tasks, timing
from game.engine import registry
from game.panjpar.controller import Controller
from game.panjpar.variants import VARIANTS, Deal, Variant, shuffled_deal


@dataclass(frozen=True, slots=True)
class GameResult:
    deal_index: int
    a_seat: int
    loser: int | None
    a_times: list[float]
    b_times: list[float]
    #: A hash of the game's actions: two runs played the same game when their digests agree.
    digest: str = ""


def make_deal(variant: Variant, players: int, seed: int, index: int) -> tuple[Deal, int]:
    """Deal ``index`` of the run ``seed``: the deal and its dealer (the first attacker from the same seed)."""
    rng = random.Random(seed * 1_000_003 + index)
    dealer = rng.randrange(players)
    first = rng.randrange(players) if variant.colour_guess else (dealer + 1) % players
    return shuffled_deal(variant, players, rng, dealer, first), dealer


class GameTask(NamedTuple):
    """One game of a run: bot A in ``a_seat`` and bot B in the others, on deal ``index`` of the run ``seed``."""

    a: str
    b: str
    variant: str
    players: int
    seed: int
    deal_index: int
    a_seat: int
    #: Determinizations per decision of a searching bot, without a clock (``--samples``); ``None``: the clock.
    samples: int | None = None


#: Each spec's factory, loaded once per process (a file bot's module runs once; its class makes the instances).
_FACTORIES: dict[str, BotFactory] = {}


def new_bot(spec: str, samples: int | None = None) -> Bot:
    """A new instance of the bot ``spec`` (searching exactly ``samples`` deals per decision when given)."""
    factory = _FACTORIES.get(spec)
    if factory is None:
        factory = _FACTORIES[spec] = bot_factory(spec)
    bot = factory()
    if samples is not None:
        fix_samples(bot, samples)
    return bot


def play_game(task: tuple[str, str, str, int, int, int, int] | GameTask) -> GameResult:
    """Play deal ``index`` with bot A in ``a_seat`` and bot B in every other seat, each seat its own new bot."""
    a_spec, b_spec, variant_id, players, seed, index, a_seat, samples = GameTask(*task)
    info = registry.variant_info(variant_id)
    if info is None:
        raise ValueError(f"no game has the variant {variant_id!r}")
    deal, dealer = make_deal(VARIANTS[info.id], players, seed, index)
    bots = [new_bot(a_spec if s == a_seat else b_spec, samples) for s in range(players)]
    controller = Controller(deal, dealer, None)
    controller.start()
    a_times: list[float] = []
    b_times: list[float] = []
    ply = 0
    while (seat := controller.to_move()) is not None:
        # The same stream in both games of a deal, whoever sits where: with the same bot on both sides the
        # two games are one game, and luck (the easy bot's slips) is shared as the deal is.
        rng = random.Random((seed * 1_000_003 + index) * 4096 + ply)
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
    assert controller.position is not None and controller.position.result is not None
    moves = controller.record().to_text().split("\n\n", 1)[1]
    digest = hashlib.sha256(moves.encode()).hexdigest()[:16]
    return GameResult(index, a_seat, controller.position.result.loser, a_times, b_times, digest)


def summarise(
    a: str,
    b: str,
    players: int,
    results: list[GameResult],
    *,
    samples: int | None = None,
    planned: int | None = None,
    interrupted: bool = False,
) -> dict[str, object]:
    """The JSON summary; the 95% interval is over deals (each deal's games together), as duplicate play wants.
    ``planned``: the games the run was to play (``games`` counts the finished ones). ``digest``: a hash of every
    finished game's actions, in deal order: two runs played the same games when it agrees (``--samples``)."""
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
        "digest": hashlib.sha256(" ".join(r.digest for r in results).encode()).hexdigest()[:16],
        "samples": samples,
        "games_planned": games if planned is None else planned,
        "interrupted": interrupted,
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
    if summary["samples"] is not None:
        lines.append(f"  search: {summary['samples']} samples per decision, no clock")
    if summary["interrupted"]:
        lines.append(f"  INTERRUPTED: {summary['games']} of {summary['games_planned']} games played")
    return "\n".join(lines)


def tasks_for(args: argparse.Namespace) -> list[GameTask]:
    players: int = args.players
    deals = max(1, math.ceil(args.games / players))
    samples: int | None = getattr(args, "samples", None)
    return [
        GameTask(args.a, args.b, args.variant, players, args.seed, index, a_seat, samples)
        for index in range(deals)
        for a_seat in range(players)
    ]


def choose_variant(args: argparse.Namespace) -> str | None:
    """Settle ``--game`` and ``--variant`` through the registry (each defaults from the other); what is wrong."""
    game_id, variant_id = getattr(args, "game", None), getattr(args, "variant", None)
    game = registry.game_info(game_id) if game_id is not None else None
    if game_id is not None and game is None:
        return f"no game {game_id!r} (known: {', '.join(registry.GAMES)})"
    if variant_id is None:
        args.variant = (game or registry.default_game()).variants[0].id
    elif game is not None and registry.game_of_variant(variant_id) is not game:
        return f"{variant_id} is not a variant of {game.id} ({', '.join(v.id for v in game.variants)})"
    owner = registry.game_of_variant(args.variant)
    args.game = owner.id if owner is not None else game_id
    return None


def _check_arguments(args: argparse.Namespace) -> str | None:
    """What is wrong with the arguments, or ``None``."""
    problem = choose_variant(args)
    if problem is not None:
        return problem
    variant = registry.variant_info(args.variant)
    if variant is None or args.players not in variant.players:
        allowed = "/".join(map(str, variant.players)) if variant else "?"
        return f"{args.variant} is for {allowed} players, not {args.players}"
    if args.games < 1 or args.jobs < 1:
        return "--games and --jobs must be at least 1"
    samples = getattr(args, "samples", None)
    if samples is not None and samples < 1:
        return "--samples must be at least 1"
    for flag, spec in (("--a", args.a), ("--b", args.b)):
        try:
            new_bot(spec)
        except BotSpecError as error:
            return f"bad bot {flag}: {error}"
    return None


def run(args: argparse.Namespace) -> int:
    """Run the arena for the parsed ``panjpar arena`` arguments; returns the exit code."""
    problem = choose_variant(args)
    if problem is None and registry.GAMES[args.game].id != registry.PANJPAR.id:
        return game_arena.run(args)
    problem = problem or _check_arguments(args)
    if problem is not None:
        print(f"panjpar arena: {problem}", file=sys.stderr)
        return EXIT_USAGE
    samples: int | None = getattr(args, "samples", None)
    if samples is not None:
        for flag, spec in (("--a", args.a), ("--b", args.b)):
            if not fix_samples(new_bot(spec), samples):
                note = f"{flag} {spec} does not search; --samples leaves it as it is"
                print(f"panjpar arena: note: {note}", file=sys.stderr)
    tasks = tasks_for(args)
    try:
        results, signum = play_tasks(tasks, args.jobs, play_game)
    except RunFailed as error:
        print(f"panjpar arena: {error}", file=sys.stderr)
        return EXIT_FAILED
    results.sort(key=lambda r: (r.deal_index, r.a_seat))
    summary = summarise(
        args.a, args.b, args.players, results, samples=samples, planned=len(tasks), interrupted=signum is not None
    )
    if args.json:
        print(json.dumps(summary), flush=True)
    else:
        print(human(summary, args.variant, args.players), flush=True)
    if signum is not None:
        print(f"panjpar arena: interrupted after {len(results)} of {len(tasks)} games", file=sys.stderr, flush=True)
        return 128 + signum
    return EXIT_OK
