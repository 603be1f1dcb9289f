"""Complete games per second through the rules' fast path, one process: the bots' engine.

    python bench/playouts.py                      # this checkout only
    python bench/playouts.py --before 9cf21d4     # also a commit of this repository, in the same run
    python bench/playouts.py --seconds 1 --rounds 5 --json
    python bench/playouts.py --game ekrang            # another game: bench/game_playouts.py

Each figure plays games from fresh shuffled deals (the deal and the ``State`` are part of the time) for about
``--seconds`` of processor time in a fresh Python process whose import path is the checkout measured; the
figures are per second of that process's own processor time (``time.process_time``), so that the other work of a
shared machine slows them less than it would wall-clock figures:

- ``random``: ``game.panjpar.playout.play_random`` (``game.core`` before issue 11), the random policy of the
  benchmark and of random bots' playouts
  (panjpar-52 with 2 players, panjpar-36 with 2, 3 and 4);
- ``heuristic``: ``game.bots.heuristics.playout``, the policy of the hard bot's simulations (panjpar-52, 2 players);
- ``push/pop``: the random policy through the checked-free ``push_attack``/``push_defence`` (history and undo
  kept), then every move taken back with ``pop``, as a search does (panjpar-52, 2 players).

``--before`` unpacks that commit with ``git archive`` into a temporary folder and measures it in a process of its
own; each figure is measured alternately in the two processes (before, this checkout, then the other way round in
the next round) so that both see nearly the same load of a shared machine, and the best round of each is reported
(the least disturbed one), with the ratio this/before.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import game_playouts
from idle import unpack

ROOT = Path(__file__).resolve().parent.parent

#: Run in a fresh process whose import path is the checkout measured; prints one JSON object of figures.
CHILD = """
import importlib, json, os, random, sys, time
from game.bots.heuristics import playout
# Panjpar's rules are game.panjpar since issue 11 moved them; older commits have them as game.core. Asked of the
# folder measured (the working directory), not of the import system, which may know the other checkout's names.
rules_package = "game.panjpar" if os.path.isdir(os.path.join("game", "panjpar")) else "game.core"
play_random, random_attack, random_defence = (
    getattr(importlib.import_module(rules_package + ".playout"), name)
    for name in ("play_random", "random_attack", "random_defence")
)
# The fast position is position.py since issue 21 named it so; older commits have it as rules.py.
position = "position" if os.path.isfile(os.path.join(*rules_package.split("."), "position.py")) else "rules"
State = importlib.import_module(rules_package + "." + position).State
variants = importlib.import_module(rules_package + ".variants")
PANJPAR_36, PANJPAR_52, shuffled_deal = variants.PANJPAR_36, variants.PANJPAR_52, variants.shuffled_deal

def push_pop(state, rng):
    moves = 0
    while state.result is None:
        if state.attack:
            state.push_defence(random_defence(state, rng))
        else:
            state.push_attack(random_attack(state, rng))
        moves += 1
    for _ in range(moves):
        state.pop()
    return moves

def heuristic(state, rng):
    moves = playout(state)  # the number of moves since it plays forward only, None before
    return len(state.history) if moves is None else moves

def measure(play, variant, players, seconds):
    rng = random.Random(1)
    games = actions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for _ in range(50):
            deal = shuffled_deal(variant, players, rng, dealer=rng.randrange(players), first=0)
            actions += play(State(deal), rng)
            games += 1
    elapsed = time.process_time() - start
    per_action = elapsed / actions * 1e6
    return {"games_per_s": games / elapsed, "us_per_action": per_action, "actions_per_game": actions / games}

cases = {
    "random panjpar-52 2p": (play_random, PANJPAR_52, 2),
    "random panjpar-36 2p": (play_random, PANJPAR_36, 2),
    "random panjpar-36 3p": (play_random, PANJPAR_36, 3),
    "random panjpar-36 4p": (play_random, PANJPAR_36, 4),
    "heuristic panjpar-52 2p": (heuristic, PANJPAR_52, 2),
    "push/pop panjpar-52 2p": (push_pop, PANJPAR_52, 2),
}
print(json.dumps(list(cases)), flush=True)
for line in sys.stdin:  # one request a line: the case's name, a tab, the seconds
    name, seconds = line.rstrip("\\n").split("\\t")
    play, variant, players = cases[name]
    print(json.dumps(measure(play, variant, players, float(seconds))), flush=True)
"""


class Child:
    """A process that measures the checkout at ``source`` on request (imported once, then one case at a time)."""

    def __init__(self, source: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(source)}
        self.process = subprocess.Popen(
            [sys.executable, "-c", CHILD], cwd=source, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.cases: list[str] = json.loads(self.readline())

    def readline(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the measuring process failed (exit code {self.process.wait()})")
        return line

    def measure(self, case: str, seconds: float) -> dict[str, float]:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{case}\t{seconds}\n")
        self.process.stdin.flush()
        figures: dict[str, float] = json.loads(self.readline())
        return figures

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def best_of(rounds: list[dict[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    """Each figure's best round (the most games per second)."""
    return {name: max((r[name] for r in rounds), key=lambda f: f["games_per_s"]) for name in rounds[0]}


def main() -> int:
    if "--game" in sys.argv and sys.argv[sys.argv.index("--game") + 1 :][:1] != ["panjpar"]:
        return game_playouts.main(sys.argv[1:])  # a game on the protocol: bench/game_playouts.py
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="COMMIT", help="also measure this commit (git archive of it)")
    parser.add_argument("--seconds", type=float, default=0.5, help="seconds per figure and round (0.5)")
    parser.add_argument("--rounds", type=int, default=8, help="rounds per checkout; the best is kept (8)")
    parser.add_argument("--case", action="append", help="only the figures whose name holds this text (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--game", choices=["panjpar"], help="panjpar (these figures) or another game's id")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        sources = {"this checkout": ROOT}
        if args.before:
            sources = {f"before ({args.before})": unpack(args.before, Path(scratch)), **sources}
        children = {name: Child(source) for name, source in sources.items()}
        try:
            rounds: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in sources}
            for index in range(max(1, args.rounds)):
                for name in rounds:
                    rounds[name].append({})
                # Case by case, the checkouts one after the other (the first one alternating), so that both
                # see nearly the same load of a shared machine.
                for case in children["this checkout"].cases:
                    if args.case and not any(part in case for part in args.case):
                        continue
                    names = list(children) if index % 2 == 0 else list(reversed(children))
                    for name in names:
                        rounds[name][-1][case] = children[name].measure(case, args.seconds)
        finally:
            for child in children.values():
                child.close()
    results = {name: best_of(figures) for name, figures in rounds.items()}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    names = list(results)
    print(f"complete games per processor second, best of {args.rounds} rounds of {args.seconds:g} s each:")
    for case in results[names[-1]]:
        print(f"  {case}")
        for name in names:
            f = results[name][case]
            ratio = ""
            if name != names[0]:
                ratio = f"  x{f['games_per_s'] / results[names[0]][case]['games_per_s']:.2f}"
            print(
                f"    {name:22} {f['games_per_s']:8.0f} games/s  {f['us_per_action']:6.2f} µs/action"
                f"  {f['actions_per_game']:5.1f} actions/game{ratio}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
