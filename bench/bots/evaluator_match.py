"""Issue 25, third round: which playout policy is the better *evaluator*? Two 1-ply searchers with every card in
sight (each tries its candidate moves on the true position and keeps the one whose playout it wins, ties to the
first candidate) play duplicate panjpar-52 deals, each valuing positions by its own playout mode:

- ``old``: the beginner's policy for both seats (the hard bot's playouts until this round);
- ``v2``: ``game.bots.policy``'s for both seats;
- ``mixed``: v2 for the searching seat, the beginner's for the other;
- ``both``: the mean of ``mixed`` and ``v2`` (two models of the opponent); ``ensemble``: of ``old`` and ``v2``;
  ``three``: of ``mixed``, ``v2`` and ``old``; ``rev``: the beginner's for the searching seat, v2 for the other.

A plain policy (``heuristic``, ``v2`` of ``policy_match.py``) can be the opponent too:

    python bench/bots/evaluator_match.py --a mixed --b old --games 800 --seed 21
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from itertools import product
from typing import TypeVar

from policy_match import POLICIES, Attack, Defend, play, v2_attack, v2_defend

from game.bots.heuristics import VALUES, playout_two
from game.bots.policy import playout_v2
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.position import State, max_attack_size

Beats = tuple[tuple[Card, Card], ...]
T = TypeVar("T", tuple[Card, ...], Beats)


def attack_candidates(s: State) -> list[tuple[Card, ...]]:
    """Both policies' attacks, each pair with the lowest kicker, every single; at most 10."""
    hand = s.hands[s.attacker]
    ordered = sorted(hand, key=VALUES[s.trump].__getitem__)
    found: list[tuple[Card, ...]] = [POLICIES["heuristic"][0](s), v2_attack(s)]
    if max_attack_size(len(hand), len(s.hands[s.defender])) >= 3:
        by_rank: dict[int, list[Card]] = {}
        for c in ordered:
            by_rank.setdefault(c >> 2, []).append(c)
        for cards in by_rank.values():
            if len(cards) >= 2:
                kicker = next(c for c in ordered if c not in cards[:2])
                found.append((cards[0], cards[1], kicker))
    found += [(c,) for c in ordered]
    return _unique(found)[:10]


def defence_candidates(s: State) -> list[Beats]:
    """Both policies' defences, then each attack card taken or beaten by its cheapest same-suit card or trump."""
    trump = s.trump
    masks = BEATER_MASKS[trump]
    hand = sorted(s.hands[s.defender], key=VALUES[trump].__getitem__)
    options: list[list[Card | None]] = []
    for a in s.attack:
        same = next((b for b in hand if masks[a] >> b & 1 and b & 3 == a & 3), None)
        trumped = next((b for b in hand if masks[a] >> b & 1 and b & 3 == trump and b != same), None)
        options.append([None, *(b for b in (same, trumped) if b is not None)])
    found: list[Beats] = [POLICIES["heuristic"][1](s), v2_defend(s)]
    for choice in product(*options):
        beaters = [b for b in choice if b is not None]
        if len(set(beaters)) == len(beaters):
            found.append(tuple((a, b) for a, b in zip(s.attack, choice, strict=True) if b is not None))
    return _unique(found)[:12]


def _unique(moves: list[T]) -> list[T]:
    seen: set[frozenset[object]] = set()
    out = []
    for m in moves:
        if frozenset(m) not in seen:
            seen.add(frozenset(m))
            out.append(m)
    return out


def value(mode: str, state: State, me: int) -> float:
    if mode == "both":  # the mean of the two opponent models
        return (value("mixed", state.copy(), me) + value("v2", state, me)) / 2
    if mode == "three":  # mixed, v2 and the beginner's
        return (value("mixed", state.copy(), me) + value("v2", state.copy(), me) + value("old", state, me)) / 3
    if mode == "rev":  # the beginner's for the searching seat, v2 for the other
        loser = playout_v2(state, (me == 1, me == 0))
        return 0.5 if loser is None else 0.0 if loser == me else 1.0
    if mode == "ensemble":  # the mean of the beginner's playout and v2's
        return (value("old", state.copy(), me) + value("v2", state, me)) / 2
    loser = (
        playout_two(state)[0]
        if mode == "old"
        else playout_v2(state)
        if mode == "v2"
        else playout_v2(state, (me == 0, me == 1))
    )
    return 0.5 if loser is None else 0.0 if loser == me else 1.0


def searcher(mode: str) -> tuple[Attack, Defend]:
    def attack(s: State) -> tuple[Card, ...]:
        def score(cards: tuple[Card, ...]) -> float:
            t = s.copy()
            t.advance_attack(cards)
            return value(mode, t, s.attacker)

        return max(attack_candidates(s), key=score)

    def defend(s: State) -> Beats:
        def score(beats: Beats) -> float:
            t = s.copy()
            t.advance_defence(beats)
            return value(mode, t, s.defender)

        return max(defence_candidates(s), key=score)

    return attack, defend


def player(name: str) -> tuple[Attack, Defend]:
    return searcher(name) if name in ("old", "v2", "mixed", "both", "ensemble", "three", "rev") else POLICIES[name]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", default="old")
    ap.add_argument("--games", type=int, default=800)
    ap.add_argument("--seed", type=int, default=21)
    args = ap.parse_args()
    a, b = player(args.a), player(args.b)
    scores = []
    for i in range(args.games // 2):
        pair = 0.0
        for seats, me in (((a, b), 0), ((b, a), 1)):
            loser = play(args.seed * 1_000_003 + i, seats)
            pair += 0.5 if loser is None else 0.0 if loser == me else 1.0
        scores.append(pair / 2)
    n = len(scores)
    mean = sum(scores) / n
    half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) / math.sqrt(n)
    out = {"a": args.a, "b": args.b, "games": 2 * n, "seed": args.seed, "score": round(mean, 4)}
    out |= {"low": round(mean - half, 4), "high": round(mean + half, 4)}
    json.dump(out, sys.stdout)
    print()


if __name__ == "__main__":
    main()
