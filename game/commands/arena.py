"""``panjpar arena``: bots against each other without a screen, on duplicate deals, for every game (NOTATION.md).

Each deal (its dealer and its shuffle, drawn from the run's seed and the deal's number) is played once per seat,
bot A in that seat and bot B in every other: every bot sits in every seat on every deal, and only who holds the
cards changes; with two players that is each deal twice with the seats swapped. Chance draws from its own
stream, so the bots' choices never change the deal, and every seat's decisions on one deal draw from one stream,
so luck (a slip, Panjpar's colour guess) goes with the deal too. What the run reports:
:mod:`game.commands.arena_summary`.

Every game gets new bot instances, one per seat: nothing a bot remembers carries over to another game or seat.
A bot is a built-in level of the game or a bot file (``path/to/bot.py:ClassName``), loaded here only
(:mod:`game.bots.plugin`), once per process.

``--samples N`` makes every searching bot (:class:`~game.bots.protocol.FixedSamples`: Panjpar's ``hard``) search
exactly N samples per decision and ignore the clock, so that the figures do not depend on the machine's load: the
same seed gives the same games. Progress goes to standard error (after the first game, then every few seconds);
SIGINT or SIGTERM ends the run with the summary of the games finished so far, marked ``"interrupted": true``.

Exit codes: 0 done; 1 a bot made an illegal move or crashed; 2 a bad bot spec or bad arguments; 128 + the signal
(130 SIGINT, 143 SIGTERM) when interrupted, after printing the partial summary and the ``--first-deal`` that plays
the rest (the same command with it plays the deals not all finished, on the same deals as the whole run would).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections import Counter
from typing import NamedTuple

from game.bots.plugin import BotFactory, bot_factory
from game.bots.protocol import FixedSamples
from game.bots.table import AnyBot, BotSpecError
from game.commands.arena_summary import DealResult, RunInfo, human, summarise
from game.commands.runs import EXIT_FAILED, EXIT_OK, EXIT_USAGE, RunFailed, play_tasks
from game.engine import registry
from game.engine.protocol import CHANCE, Refusal, SeatFigures, outcome

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
    #: Samples per decision of a searching bot, without a clock (``--samples``); ``None``: the clock.
    samples: int | None = None


#: Each ``(game, spec)``'s factory, loaded once per process (a file bot's module runs once).
_FACTORIES: dict[tuple[str, str], BotFactory] = {}


def new_bot(game: str, spec: str, samples: int | None = None) -> AnyBot:
    """A new instance of the bot ``spec`` of ``game`` (searching exactly ``samples`` per decision when given)."""
    factory = _FACTORIES.get((game, spec))
    if factory is None:
        factory = _FACTORIES[(game, spec)] = bot_factory(game, spec)
    bot = factory()
    if samples is not None and isinstance(bot, FixedSamples):
        bot.use_samples(samples)
    return bot


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
    bots = [new_bot(task.game, task.a if seat == task.a_seat else task.b, task.samples) for seat in range(task.players)]
    a_times: list[float] = []
    b_times: list[float] = []
    for ply in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(chance))
            continue
        # The same stream in every game of a deal, whoever sits where: luck goes with the deal.
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
    ended = outcome(rules, state)
    return DealResult(
        task.deal_index,
        task.a_seat,
        tuple(state.returns()),
        {name: tuple(values) for name, values in figures.items()},
        tuple(a_times),
        tuple(b_times),
        digest,
        ended.termination if ended is not None else "",
    )


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
    if owner is None:
        return f"no game has the variant {args.variant!r}"
    args.game = owner.id
    return None


def parse_options(text: str | None) -> tuple[str, ...]:
    """``--options``: words separated by spaces or commas, in lower case, each once."""
    return tuple(dict.fromkeys(word.lower() for word in (text or "").replace(",", " ").split()))


def _counts(players: tuple[int, ...]) -> str:
    """Player counts as a message says them: ``2 to 6`` when they run on, else ``2/5``."""
    if len(players) > 2 and players == tuple(range(players[0], players[-1] + 1)):
        return f"{players[0]} to {players[-1]}"
    return "/".join(map(str, players)) or "?"


def check(args: argparse.Namespace, options: tuple[str, ...]) -> str | None:
    """What is wrong with the arguments (``--game`` and ``--variant`` settled), or ``None``."""
    game = registry.GAMES[args.game]
    variant = registry.variant_info(args.variant)
    if variant is None or args.players not in variant.players:
        return f"{args.variant} is for {_counts(variant.players if variant else ())} players, not {args.players}"
    if args.games < 1 or args.jobs < 1:
        return "--games and --jobs must be at least 1"
    deals = _deals(args)
    if not 0 <= _first_deal(args) < deals:
        return f"--first-deal must be from 0 to {deals - 1}: --games {args.games} is {deals} deals"
    samples = getattr(args, "samples", None)
    if samples is not None and samples < 1:
        return "--samples must be at least 1"
    if options:  # the variant's rules say which options it has
        try:
            game.rules.new_game(args.variant, args.players, 0, frozenset(options))
        except ValueError as error:
            return str(error)
    for flag, spec in (("--a", args.a), ("--b", args.b)):
        try:
            new_bot(game.id, spec)
        except BotSpecError as error:
            return f"bad bot {flag}: {error}"
    return None


def _check_arguments(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line's arguments, or ``None`` (``--game`` and ``--variant`` settled)."""
    return choose_variant(args) or check(args, parse_options(getattr(args, "options", "")))


def _deals(args: argparse.Namespace) -> int:
    """The deals of the whole run: ``--games`` over the seats, rounded up."""
    games: int = args.games
    players: int = args.players
    return max(1, math.ceil(games / players))


def _first_deal(args: argparse.Namespace) -> int:
    """``--first-deal`` (0 when the caller's namespace has none)."""
    first: int = getattr(args, "first_deal", 0)
    return first


def tasks_for(args: argparse.Namespace, options: tuple[str, ...]) -> list[DealTask]:
    """The games to play: every seat of deals ``--first-deal`` up to the run's last."""
    samples: int | None = getattr(args, "samples", None)
    return [
        DealTask(args.a, args.b, args.game, args.variant, args.players, options, args.seed, index, seat, samples)
        for index in range(_first_deal(args), _deals(args))
        for seat in range(args.players)
    ]


def first_unfinished(results: list[DealResult], players: int, first: int) -> int:
    """The first deal from ``first`` on with a seat not played: every deal before it is finished."""
    seats = Counter(result.deal_index for result in results)
    deal = first
    while seats[deal] == players:
        deal += 1
    return deal


def _note_bots_that_do_not_search(args: argparse.Namespace, samples: int) -> None:
    for flag, spec in (("--a", args.a), ("--b", args.b)):
        bot = new_bot(args.game, spec)
        if not (isinstance(bot, FixedSamples) and bot.use_samples(samples)):
            print(f"panjpar arena: note: {flag} {spec} does not search; --samples leaves it as it is", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    """Run the arena for the parsed ``panjpar arena`` arguments; returns the exit code."""
    options = parse_options(getattr(args, "options", ""))
    problem = _check_arguments(args)
    if problem is not None:
        print(f"panjpar arena: {problem}", file=sys.stderr)
        return EXIT_USAGE
    samples: int | None = getattr(args, "samples", None)
    if samples is not None:
        _note_bots_that_do_not_search(args, samples)
    tasks = tasks_for(args, options)
    try:
        results, signum = play_tasks(tasks, args.jobs, play_deal)
    except RunFailed as error:
        print(f"panjpar arena: {error}", file=sys.stderr)
        return EXIT_FAILED
    results.sort(key=lambda r: (r.deal_index, r.a_seat))
    constant_sum = registry.GAMES[args.game].rules.type.utility == "constant_sum"
    first = _first_deal(args)
    info = RunInfo(args.a, args.b, args.game, args.variant, args.players, options, constant_sum, samples, first)
    summary = summarise(info, results, len(tasks), signum is not None)
    print(json.dumps(summary) if args.json else human(summary), flush=True)
    if signum is not None:
        print(f"panjpar arena: interrupted after {len(results)} of {len(tasks)} games", file=sys.stderr, flush=True)
        rest = first_unfinished(results, args.players, first)
        if rest < _deals(args):
            print(f"panjpar arena: to play the rest, run again with --first-deal {rest}", file=sys.stderr, flush=True)
        else:  # the signal came after the last game: there is no rest to play
            print("panjpar arena: every deal was played; the summary is the whole run's", file=sys.stderr, flush=True)
        return 128 + signum
    return EXIT_OK
