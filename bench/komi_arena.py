"""komi: two bots' mean chips per round with 95% intervals, on duplicate deals (a stand-in for the lead's arena).

    python bench/komi_arena.py --players 4 --betting --a hard --b easy --deals 1000 --jobs 2

Each deal (a dealer and the 96 cards' shuffle, both from the run's seed and the deal's index) is played once per
seat: bot A in that seat, bot B in every other. The bots stake before the cards are dealt, so the shuffle is drawn
from its own generator and every seating of a deal gets the same hands. A's figure is its net chips per round; B's
is the mean net of one B seat per round. Rounds of one deal share their cards, so the intervals treat each deal
as one sample: the mean over its rounds (A), or over its rounds and B seats (B), and their difference A - B.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics

from game.bots.ganjifa.registry import make_game_bot
from game.engine.protocol import CHANCE
from game.ganjifa.komi.rulebook import KOMI_RULES


def play_deal(task: tuple[str, str, int, bool, int, int]) -> tuple[float, float]:
    """Deal ``index`` played once per seat: A's mean net per round, and one B seat's."""
    a, b, players, betting, seed, index = task
    options = frozenset({"betting"}) if betting else frozenset()
    dealer = random.Random(seed * 1_000_003 + index).randrange(players)
    a_nets: list[float] = []
    b_nets: list[float] = []
    for a_seat in range(players):
        state = KOMI_RULES.new_game("komi", players, dealer, options)
        bots = [make_game_bot("komi", a if seat == a_seat else b) for seat in range(players)]
        shuffle = random.Random(seed * 1_000_003 + index + 1)
        choices = random.Random(seed * 7_919 + index * 31 + a_seat)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(state.sample_chance(shuffle))
            else:
                state.apply(bots[seat].step(state.observation(seat), choices))
        returns = state.returns()
        a_nets.append(returns[a_seat])
        b_nets += [net for seat, net in enumerate(returns) if seat != a_seat]
    return statistics.fmean(a_nets), statistics.fmean(b_nets)


def interval(samples: list[float]) -> dict[str, float]:
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return {"mean": round(mean, 3), "low": round(mean - half, 3), "high": round(mean + half, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--betting", action="store_true")
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="easy")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    tasks = [(args.a, args.b, args.players, args.betting, args.seed, index) for index in range(args.deals)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(play_deal, tasks, chunksize=50)
    a_means = [a for a, _ in results]
    b_means = [b for _, b in results]
    summary = {
        "game": "komi",
        "players": args.players,
        "betting": args.betting,
        "deals": args.deals,
        "rounds": args.deals * args.players,
        "a": args.a,
        "b": args.b,
        "a_chips_per_round": interval(a_means),
        "b_chips_per_round": interval(b_means),
        "a_minus_b": interval([a - b for a, b in results]),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
