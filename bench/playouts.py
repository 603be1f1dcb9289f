"""Complete random games per second through the rules' fast path, one process, both variants.

Run: ``python bench/playouts.py [--seconds S]``. Prints games/s and microseconds per action.
"""

from __future__ import annotations

import argparse
import random
import time

from game.panjpar.playout import play_random
from game.panjpar.rules import State
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, Variant, shuffled_deal


def measure(variant: Variant, players: int, seconds: float, seed: int = 1) -> tuple[float, float, float]:
    """Play random games for about ``seconds``; return (games/s, µs per action, actions per game)."""
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            deal = shuffled_deal(variant, players, rng, dealer=rng.randrange(players), first=0)
            actions += play_random(State(deal), rng)
            games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, elapsed / actions * 1e6, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    for variant, players in ((PANJPAR_52, 2), (PANJPAR_36, 2), (PANJPAR_36, 3), (PANJPAR_36, 4)):
        games, micros, per_game = measure(variant, players, args.seconds)
        print(f"{variant.id} {players}p: {games:8.0f} games/s  {micros:6.2f} µs/action  {per_game:5.1f} actions/game")


if __name__ == "__main__":
    main()
