"""The random policy of the playout benchmark, on the fast path (also a baseline for the bots' playouts).

The attacker picks uniformly among the legal attack sizes, then a uniformly random legal attack of that size;
the defender beats each attack card with probability 1/2, with a uniformly random legal card not yet used.
"""

from __future__ import annotations

import random

from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.rules import State, pairs_in


def attack_sizes(hand: list[Card], limit: int) -> list[int]:
    """The attack sizes (1, 3, 5) that ``hand`` can make when at most ``limit`` cards may be thrown."""
    sizes = [1]
    if limit >= 3:
        pairs = pairs_in(hand)
        if pairs >= 1:
            sizes.append(3)
            if limit >= 5 and pairs >= 2:
                sizes.append(5)
    return sizes


def random_attack(state: State, rng: random.Random) -> tuple[Card, ...]:
    """A uniformly random legal attack of a uniformly chosen legal size (rejection sampling)."""
    hand = state.hands[state.attacker]
    n = len(hand)
    limit = min(n, len(state.hands[state.defender]))
    sizes = attack_sizes(hand, limit)
    random_float = rng.random
    size = sizes[int(random_float() * len(sizes))]
    if size == 1:
        return (hand[int(random_float() * n)],)
    need = 1 if size == 3 else 2
    pool = list(hand)
    while True:
        # A partial Fisher-Yates shuffle: the first ``size`` cards are a uniform random subset.
        for i in range(size):
            j = i + int(random_float() * (n - i))
            pool[i], pool[j] = pool[j], pool[i]
        cards = pool[:size]
        if pairs_in(cards) >= need:
            return tuple(cards)


def random_defence(state: State, rng: random.Random) -> list[tuple[Card, Card]]:
    """Each attack card beaten with probability 1/2 by a uniformly random legal card not yet used."""
    masks = BEATER_MASKS[state.trump]
    hand = state.hands[state.defender]
    used: list[Card] = []
    beats = []
    for attack_card in state.attack:
        if rng.random() < 0.5:
            mask = masks[attack_card]
            options = [c for c in hand if mask >> c & 1 and c not in used]
            if options:
                beater = options[int(rng.random() * len(options))]
                used.append(beater)
                beats.append((attack_card, beater))
    return beats


def play_random(state: State, rng: random.Random) -> int:
    """Play the game out with the random policy; returns the number of moves played."""
    moves = 0
    while state.result is None:
        if state.attack:
            state.push_defence(random_defence(state, rng))
        else:
            state.push_attack(random_attack(state, rng))
        moves += 1
    return moves
