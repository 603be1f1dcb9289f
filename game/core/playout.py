"""The random policy of the playout benchmark, on the fast path (also a baseline for the bots' playouts).

The attacker picks uniformly among the legal attack sizes, then a uniformly random legal attack of that size;
the defender beats each attack card with probability 1/2, with a uniformly random legal card not yet used.
The policy reads the hands' bit-sets (``State.hand_masks``) to know which sizes and beaters exist before it
draws, and :func:`play_random` plays on the forward-only path (``State.advance_*``).
"""

from __future__ import annotations

import random

from game.core.cards import BEATER_MASKS, Card
from game.core.handmasks import pair_nibbles
from game.core.rules import State

#: The nibbles of ``pair_nibbles`` that say "two of this rank" (four of a kind: two disjoint pairs).
_TWOS = int("2" * 13, 16)


def attack_sizes(hand_mask: int, limit: int) -> list[int]:
    """The attack sizes (1, 3, 5) that the hand ``hand_mask`` can make when at most ``limit`` cards may be thrown."""
    if limit < 3:
        return [1]
    pairs = pair_nibbles(hand_mask)
    if not pairs:
        return [1]
    if limit >= 5 and (pairs & (pairs - 1) or pairs & _TWOS):
        return [1, 3, 5]
    return [1, 3]


def random_attack(state: State, rng: random.Random) -> tuple[Card, ...]:
    """A uniformly random legal attack of a uniformly chosen legal size (rejection sampling)."""
    a = state.attacker
    hand = state.hands[a]
    n = len(hand)
    limit = min(n, len(state.hands[state.defender]))
    sizes = attack_sizes(state.hand_masks[a], limit)
    random_float = rng.random
    size = sizes[int(random_float() * len(sizes))]
    if size == 1:
        return (hand[int(random_float() * n)],)
    pool = hand[:]
    while True:
        # A partial Fisher-Yates shuffle: the first ``size`` cards are a uniform random subset.
        for i in range(size):
            j = i + int(random_float() * (n - i))
            pool[i], pool[j] = pool[j], pool[i]
        if size == 3:
            x, y, z = pool[0] >> 2, pool[1] >> 2, pool[2] >> 2
            if x in (y, z) or y == z:
                return (pool[0], pool[1], pool[2])
        else:
            cards = pool[:5]
            mask = 0
            for c in cards:
                mask |= 1 << c
            pairs = pair_nibbles(mask)
            if pairs & (pairs - 1) or pairs & _TWOS:
                return tuple(cards)


def random_defence(state: State, rng: random.Random) -> list[tuple[Card, Card]]:
    """Each attack card beaten with probability 1/2 by a uniformly random legal card not yet used."""
    masks = BEATER_MASKS[state.trump]
    d = state.defender
    hand = state.hands[d]
    free = state.hand_masks[d]
    beats = []
    random_float = rng.random
    for attack_card in state.attack:
        if random_float() < 0.5:
            mask = masks[attack_card] & free
            if mask:
                # The beaters in the hand's order (the order the cards were acquired in).
                options = [c for c in hand if mask >> c & 1]
                beater = options[int(random_float() * len(options))]
                free ^= 1 << beater
                beats.append((attack_card, beater))
    return beats


def play_random(state: State, rng: random.Random) -> int:
    """Play the game out with the random policy on the forward-only path (no history, no undo); returns the
    number of moves played."""
    moves = 0
    advance_attack = state.advance_attack
    advance_defence = state.advance_defence
    while state.result is None:
        if state.attack:
            advance_defence(random_defence(state, rng))
        else:
            advance_attack(random_attack(state, rng))
        moves += 1
    return moves
