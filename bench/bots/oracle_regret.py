"""How far Panjpar bots' attacks fall short of an exact judge near the stock's end: a screen in minutes, where an
arena match that tells a few hundredths apart takes hours (issue 25, eighth round).

    python bench/bots/oracle_regret.py --bot bench/bots/own_samples.py:Expert \\
        --bot bench/bots/variants.py:ExpertLeafBoth --games 12 --stock 4 6 --seeds 2

Positions: every attack decision of 2-player Panjpar 52 games between two fixed-search hard bots (deals of
``--first-deal`` on) while the stock holds ``--stock LO HI`` cards. Each bot answers each position ``--seeds`` times
with different random seeds; the rows of the same bot on two seeds give the noise floor (how often it disagrees
with itself). The judge values every attack any bot chose there on ``--worlds`` deals of the unseen cards (dealt
from the seat's view as the bots deal them) by the exact solver from the move on, the deal's stock order included,
at most ``--nodes`` positions a move; a deal where any of the moves runs out is dropped, so all are valued on the
same deals. The judge sees each deal whole, as the bots' exact stages do (it is a strong player, not the truth).

Prints per bot: the positions judged, the mean regret (the judge's share of its best move minus its share of the
bot's, 0 to 1), how often the bot chose a judged-best move, how often its seeds disagreed, processor seconds.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass, replace

from game.bots.endgame import EndgameSolver, Unsolved
from game.bots.plugin import bot_factory
from game.bots.search import HARD, SearchBot
from game.bots.world import sample_state
from game.panjpar.actions import AttackIntent
from game.panjpar.cards import Card
from game.panjpar.controller import Controller
from game.panjpar.variants import PANJPAR_52, shuffled_deal
from game.panjpar.view import SeatView


@dataclass
class Row:
    """One bot's figures over the positions judged."""

    regret: float = 0.0
    best: int = 0
    disagreed: int = 0
    seconds: float = 0.0


def positions(first_deal: int, games: int, low: int, high: int) -> list[SeatView]:
    """The attack decisions of fixed-search hard bots' games while the stock holds ``low`` to ``high`` cards."""
    hard = SearchBot(replace(HARD, fixed_samples=True))
    found: list[SeatView] = []
    for deal in range(first_deal, first_deal + games):
        rng = random.Random(deal)
        dealer = rng.randrange(2)
        deal_cards = shuffled_deal(PANJPAR_52, 2, rng, dealer, 1 - dealer)
        controller = Controller(deal_cards, dealer, 0 if PANJPAR_52.colour_guess else None)
        controller.start()
        while (seat := controller.to_move()) is not None:
            view = controller.view(seat)
            if view.phase == "attack" and low <= view.stock_count() <= high:
                found.append(view)
            refusal = controller.submit(hard.step(view, rng))
            assert refusal is None, refusal
    return found


def judged(view: SeatView, moves: list[tuple[Card, ...]], worlds: int, nodes: int) -> dict[tuple[Card, ...], float]:
    """Each move's share (win 1, draw 0.5) on the deals where the solver finished every move; empty if none."""
    rng = random.Random(0)
    totals = dict.fromkeys(moves, 0.0)
    kept = 0
    for _ in range(worlds):
        world = sample_state(view, rng)
        solver = EndgameSolver(view.seat, nodes)
        values: list[float] = []
        try:
            for move in moves:
                world.push_attack(move)
                solver.nodes = 0
                try:
                    values.append((solver.value(world) + 1) / 2)
                finally:
                    world.pop()
        except Unsolved:
            continue
        kept += 1
        for move, value in zip(moves, values, strict=True):
            totals[move] += value
    return {move: total / kept for move, total in totals.items()} if kept else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", action="append", required=True, help="a bot file spec, path.py:Class (repeat)")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--stock", type=int, nargs=2, default=(4, 6), metavar=("LO", "HI"))
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=48)
    parser.add_argument("--nodes", type=int, default=30_000)
    args = parser.parse_args()
    makers = {spec: bot_factory("panjpar", spec) for spec in args.bot}
    views = positions(args.first_deal, args.games, *args.stock)
    rows = {spec: Row() for spec in args.bot}
    judged_count = 0
    for k, view in enumerate(views):
        picks: dict[str, list[tuple[Card, ...]]] = {spec: [] for spec in makers}
        for spec, make in makers.items():
            for seed in range(args.seeds):
                start = time.process_time()
                action = make().step(view, random.Random(k * 1000 + seed))
                rows[spec].seconds += time.process_time() - start
                assert isinstance(action, AttackIntent)
                picks[spec].append(tuple(sorted(action.cards)))
        moves = sorted({pick for chosen in picks.values() for pick in chosen})
        shares = judged(view, moves, args.worlds, args.nodes) if len(moves) > 1 else dict.fromkeys(moves, 0.0)
        if not shares:
            continue
        judged_count += 1
        top = max(shares.values())
        for spec, row in rows.items():
            mine = picks[spec]
            row.regret += sum(top - shares[pick] for pick in mine) / len(mine)
            row.best += sum(shares[pick] == top for pick in mine)
            row.disagreed += len(set(mine)) > 1
    print(f"{len(views)} attack positions at a stock of {args.stock[0]}-{args.stock[1]}, {judged_count} judged")
    print("| bot | regret (mean, 0-1) | judged-best picks | seeds disagree | processor s |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for spec, row in rows.items():
        picks = judged_count * args.seeds
        print(
            f"| `{spec}` | {row.regret / max(judged_count, 1):.4f} | {row.best}/{picks} | "
            f"{row.disagreed}/{judged_count} | {row.seconds:.1f} |"
        )


if __name__ == "__main__":
    main()
