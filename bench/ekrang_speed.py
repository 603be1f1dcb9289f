"""ekrang by hand: random games per second through the fast path, and a small duplicate-deal match of two bots.

    python bench/ekrang_speed.py speed [--seconds S]
    python bench/ekrang_speed.py match --a hard --b easy --players 3 --deals N [--jobs J] [--seed S]

``match`` plays every deal once for each seat bot A can take (the others are B), so every bot sits in every seat
on every deal; it prints A's win share (ties shared) with a 95% interval over the deals, the mean tricks, and
A's think time per decision with a choice (mean and p95).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.table import make_bot
from game.ganjifa.actions import Deal
from game.ganjifa.ekrang.playout import random_playout
from game.ganjifa.ekrang.rulebook import EKRANG_RULES

SETUPS = [(2, ()), (2, ("fast",)), (3, ()), (3, ("fast",)), (3, ("mughal", "night")), (4, ()), (4, ("teams",))]


def speed(seconds: float) -> None:
    for players, options in SETUPS:
        rng = random.Random(1)
        games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            random_playout(rng, players, options)
            games += 1
        rate = games / (time.perf_counter() - start)
        print(f"{players} players {' '.join(options) or '(plain)':14} {rate:8.0f} random games/s")


def play_deal(args: tuple[str, str, int, int, tuple[str, ...]]) -> tuple[list[float], list[float], list[float]]:
    """One deal played with A in each seat in turn: A's shares, A's tricks, A's think times."""
    level_a, level_b, players, seed, options = args
    deal = EKRANG_RULES.new_game("ekrang", players, 0, frozenset(options)).sample_chance(random.Random(seed))
    assert isinstance(deal, Deal)
    shares, tricks, times = [], [], []
    for seat_a in range(players):
        state = EKRANG_RULES.new_game("ekrang", players, 0, frozenset(options))
        state.apply(deal)
        bots = [make_bot("ekrang", level_a if seat == seat_a else level_b) for seat in range(players)]
        rng = random.Random(seed * 10 + seat_a)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.observation(seat)
            began = time.perf_counter()
            action = bots[seat].step(view, rng)
            if seat == seat_a and len(view.legal_actions()) > 1:
                times.append(time.perf_counter() - began)
            state.apply(action)
        shares.append(state.returns()[seat_a])
        tricks.append(float(state.tricks()[seat_a]))
    return shares, tricks, times


def match(level_a: str, level_b: str, players: int, deals: int, jobs: int, seed: int, options: tuple[str, ...]) -> None:
    tasks = [(level_a, level_b, players, seed + deal, options) for deal in range(deals)]
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(play_deal, tasks))
    per_deal = [statistics.fmean(shares) for shares, _, _ in results]
    share = statistics.fmean(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
    times = sorted(t for _, _, ts in results for t in ts)
    tricks = statistics.fmean(t for _, ts, _ in results for t in ts)
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    print(
        f"{level_a} vs {level_b}, {players} players, {deals} deals x {players} seats = {deals * players} games: "
        f"A's win share {share:.3f} (95% interval {share - half:.3f}..{share + half:.3f}; fair {1 / players:.3f}), "
        f"A's mean tricks {tricks:.2f}; A's think time mean {1000 * statistics.fmean(times or [0]):.0f} ms, "
        f"p95 {1000 * p95:.0f} ms over {len(times)} decisions"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=("speed", "match"))
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="easy")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="")
    args = parser.parse_args()
    if args.what == "speed":
        speed(args.seconds)
    else:
        match(args.a, args.b, args.players, args.deals, args.jobs, args.seed, tuple(args.options.split()))


if __name__ == "__main__":
    main()
