"""komi: random rounds per second, through the fast path and through the checked game state (one process).

    python bench/komi_speed.py --seconds 2

``fast``: :func:`game.ganjifa.komi.rules.random_playout` (random stakes, deal and bets on plain ints);
``state``: a whole round through ``KomiState.apply`` with the uniform random policy (``random_action``).
Both with 4 players and ``betting``; figures per second of this process's own processor time.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

from game.engine.protocol import random_action
from game.ganjifa.komi.rulebook import KOMI_RULES
from game.ganjifa.komi.rules import random_playout


def rate(play: Callable[[random.Random], object], seconds: float) -> float:
    rng = random.Random(1)
    rounds = 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds:
        for _ in range(200):
            play(rng)
        rounds += 200
    return rounds / spent


def state_round(rng: random.Random) -> object:
    state = KOMI_RULES.new_game("komi", 4, rng.randrange(4), frozenset({"betting"}))
    while not state.is_terminal():
        state.apply(random_action(state, rng))
    return state.returns()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    figures = {
        "fast": round(rate(lambda rng: random_playout(rng, 4, rng.randrange(4), True), args.seconds)),
        "state": round(rate(state_round, args.seconds)),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
