"""Random games per second of a game on the protocol (``python bench/playouts.py --game ekrang``).

For each player count of the game (or ``--players``), without options and with every option the count allows
(or ``--options``), two figures per processor second (``time.process_time``) in this process:

- ``fast``: the rules' own fast path, ``rules.random_playout`` (what the bots' searches play);
- ``checked``: the protocol state, every action drawn by ``random_action`` and played by the checked ``apply``
  (what the arena and the table do), for comparison.

Each figure is the best of ``--rounds`` rounds of ``--seconds`` each (the least disturbed on a shared machine).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Iterator
from functools import partial

from game.engine import registry
from game.engine.protocol import FastPlayout, random_action


def setups(game: registry.GameInfo, players: int | None, options: str | None) -> Iterator[tuple[int, frozenset[str]]]:
    variant = game.variants[0]
    for count in [players] if players else variant.players:
        if options is not None:
            yield count, frozenset(options.replace(",", " ").split())
            continue
        yield count, frozenset()
        allowed = set()
        for option in game.options:
            try:
                game.rules.new_game(variant.id, count, 0, frozenset({option.id}))
            except ValueError:
                continue
            allowed.add(option.id)
        if allowed:
            yield count, frozenset(allowed)


def checked_game(game: registry.GameInfo, players: int, options: frozenset[str], rng: random.Random) -> int:
    state = game.rules.new_game(game.variants[0].id, players, rng.randrange(players), options)
    actions = 0
    while not state.is_terminal():
        state.apply(random_action(state, rng))
        actions += 1
    return actions


def rate(play: Callable[[random.Random], object], seconds: float) -> float:
    rng = random.Random(1)
    games = 0
    started = time.process_time()
    while (elapsed := time.process_time() - started) < seconds:
        play(rng)
        games += 1
    return games / elapsed


def measure(game_id: str, players: int | None, options: str | None, seconds: float, rounds: int) -> dict[str, float]:
    game = registry.GAMES[game_id]
    rules = game.rules
    figures: dict[str, float] = {}
    for count, chosen in setups(game, players, options):
        label = f"{count}p {' '.join(sorted(chosen)) or 'plain'}"
        if isinstance(rules, FastPlayout):
            fast = partial(rules.random_playout, count, chosen)
            figures[f"fast {label}"] = max(rate(fast, seconds) for _ in range(rounds))
        checked = partial(checked_game, game, count, chosen)
        figures[f"checked {label}"] = max(rate(checked, seconds) for _ in range(rounds))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=[g for g in registry.GAMES if g != registry.PANJPAR.id])
    parser.add_argument("--players", type=int)
    parser.add_argument("--options", help="space or comma separated (default: none, then every option)")
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.game, args.players, args.options, args.seconds, args.rounds)
    if args.json:
        print(json.dumps({args.game: figures}, indent=2))
    else:
        print(f"{args.game}: random games per processor second, best of {args.rounds} rounds of {args.seconds:g} s:")
        for name, games_per_s in figures.items():
            print(f"  {name:40} {games_per_s:10.0f} games/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
