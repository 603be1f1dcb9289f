"""The exact 2-player solver's speed (``game.bots.endgame``), the work of the bots' endgame, leaves and late stage:

    python bench/solver_speed.py                    # this checkout only
    python bench/solver_speed.py --before 34eaae8   # also a commit of this repository, in the same run

Positions: 2-player Panjpar 52 games from shuffled deals, played by the beginner's heuristic until the stock holds
0 to 5 cards (every card located, the stock's order known, as in one deal of the late stage); each is solved
with at most ``--nodes`` positions. Each checkout is measured in a fresh process of its own, the two alternating
round by round so that both see nearly the same load of a shared machine; the figures are processor seconds
(``time.process_time``) of the best round, with the positions counted (the same in both when the search's order
is) and the solves that ran out of nodes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from idle import unpack

ROOT = Path(__file__).resolve().parent.parent

#: Run in a fresh process whose import path is the checkout measured; prints one JSON object a round.
CHILD = """
import json, random, sys, time
from game.bots.endgame import EndgameSolver, Unsolved
from game.bots.heuristics import attack_of_hand, defence_of_mask
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_52, shuffled_deal

def position(rng, stock):
    while True:
        state = State(shuffled_deal(PANJPAR_52, 2, rng, dealer=rng.randrange(2), first=0))
        while state.result is None:
            left = len(state.stock) - state.stock_pos
            if left <= stock:
                return state if left == stock else None
            if state.attack:
                mask = state.hand_masks[state.defender]
                state.advance_defence(defence_of_mask(mask, state.attack, state.trump, left))
            else:
                hand = state.hands[state.attacker]
                size = len(state.hands[state.defender])
                state.advance_attack(attack_of_hand(hand, state.hand_masks[state.attacker], size, state.trump, left))

rng = random.Random(1)
count, nodes = (int(a) for a in sys.argv[1:3])
positions = []
while len(positions) < count:
    found = position(rng, len(positions) % 6)
    if found is not None:
        found._undo = []  # played forward only: solved from here
        found.history = []
        positions.append(found)
for line in sys.stdin:
    start = time.process_time()
    searched = unsolved = 0
    for state in positions:
        solver = EndgameSolver(state.attacker, nodes)
        try:
            solver.value(state)
        except Unsolved:
            unsolved += 1
        searched += min(solver.nodes, nodes)
    print(json.dumps({"seconds": time.process_time() - start, "nodes": searched, "unsolved": unsolved}), flush=True)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="COMMIT", help="also measure this commit (git archive of it)")
    parser.add_argument("--positions", type=int, default=60, help="positions solved each round (60)")
    parser.add_argument("--nodes", type=int, default=20_000, help="node budget of each solve (20,000)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per checkout; the best is kept (3)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        sources = {"this checkout": ROOT}
        if args.before:
            sources = {f"before ({args.before})": unpack(args.before, Path(scratch)), **sources}
        children = {
            name: subprocess.Popen(
                [sys.executable, "-c", CHILD, str(args.positions), str(args.nodes)],
                cwd=source,
                env={**os.environ, "PYTHONPATH": str(source)},
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, source in sources.items()
        }
        rounds: dict[str, list[dict[str, float]]] = {name: [] for name in children}
        try:
            for index in range(max(1, args.rounds)):
                names = list(children) if index % 2 == 0 else list(reversed(children))
                for name in names:
                    child = children[name]
                    assert child.stdin is not None and child.stdout is not None
                    child.stdin.write("go\n")
                    child.stdin.flush()
                    line = child.stdout.readline()
                    if not line:
                        raise SystemExit(f"the measuring process failed (exit code {child.wait()})")
                    rounds[name].append(json.loads(line))
        finally:
            for child in children.values():
                assert child.stdin is not None
                child.stdin.close()
                child.wait()
    best = {name: min(figures, key=lambda f: f["seconds"]) for name, figures in rounds.items()}
    if args.json:
        print(json.dumps(best, indent=2))
        return 0
    print(f"{args.positions} positions (stock 0-5), at most {args.nodes:,} nodes each; best of {args.rounds} rounds:")
    first = next(iter(best.values()))
    for name, f in best.items():
        ratio = f"  x{first['seconds'] / f['seconds']:.2f} as fast" if f is not first else ""
        print(
            f"  {name:22} {f['seconds']:7.2f} processor s  {f['nodes']:>9,.0f} nodes"
            f"  {f['nodes'] / f['seconds']:>8,.0f} nodes/s  {f['unsolved']:.0f} ran out{ratio}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
