"""Issue 25, third round: playout policies against each other with every card in sight (as inside the search's
deals), on duplicate panjpar-52 deals (each deal twice, seats swapped). Cheap: thousands of games a minute.

    python bench/bots/policy_match.py --a smart --b heuristic --games 4000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable

from game.bots.heuristics import attack_of_hand, defence_of_mask
from game.bots.policy import attack_v2, defence_v2
from game.panjpar.cards import Card
from game.panjpar.position import State
from game.panjpar.variants import PANJPAR_52, shuffled_deal

Attack = Callable[[State], tuple[Card, ...]]
Defend = Callable[[State], tuple[tuple[Card, Card], ...]]


def old_attack(s: State) -> tuple[Card, ...]:
    a, d = s.attacker, s.defender
    return attack_of_hand(s.hands[a], s.hand_masks[a], len(s.hands[d]), s.trump, s.stock_count)


def old_defend(s: State) -> tuple[tuple[Card, Card], ...]:
    return defence_of_mask(s.hand_masks[s.defender], s.attack, s.trump, s.stock_count)


def v2_attack(s: State) -> tuple[Card, ...]:
    a, d = s.attacker, s.defender
    return attack_v2(s.hands[a], s.hand_masks[a], len(s.hands[d]), s.trump, s.stock_count)


def v2_defend(s: State) -> tuple[tuple[Card, Card], ...]:
    return defence_v2(s.hand_masks[s.defender], s.attack, s.trump, s.stock_count)


POLICIES: dict[str, tuple[Attack, Defend]] = {"heuristic": (old_attack, old_defend), "v2": (v2_attack, v2_defend)}


def play(deal_seed: int, seats: tuple[tuple[Attack, Defend], tuple[Attack, Defend]]) -> int | None:
    rng = random.Random(deal_seed)
    state = State(shuffled_deal(PANJPAR_52, 2, rng, 0, rng.randrange(2)))
    for _ in range(400):
        if state.result is not None:
            return state.result.loser
        if state.attack:
            state.advance_defence(seats[state.defender][1](state))
        else:
            state.advance_attack(seats[state.attacker][0](state))
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", default="heuristic")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    a, b = POLICIES[args.a], POLICIES[args.b]
    scores = []
    t0 = time.process_time()
    for i in range(args.games // 2):
        pair = 0.0
        for seats, me in (((a, b), 0), ((b, a), 1)):
            loser = play(args.seed * 1_000_003 + i, seats)
            pair += 0.5 if loser is None else 0.0 if loser == me else 1.0
        scores.append(pair / 2)
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    out = {
        "a": args.a,
        "b": args.b,
        "games": 2 * n,
        "seed": args.seed,
        "score": round(mean, 4),
        "low": round(mean - half, 4),
        "high": round(mean + half, 4),
        "cpu_s": round(time.process_time() - t0, 1),
    }
    json.dump(out, sys.stdout)
    print()


if __name__ == "__main__":
    main()
