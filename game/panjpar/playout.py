"""The random policy of the playout benchmark, on the fast path (also a baseline for the bots' playouts).

The attacker picks uniformly among the legal attack sizes, then a uniformly random legal attack of that size;
the defender beats each attack card with probability 1/2, with a uniformly random legal card not yet used.
The policy reads the hands' bit-sets (``State.hand_masks``) to know which sizes and beaters exist before it
draws and to draw a multi-card attack by its number, and :func:`play_random` plays on the forward-only path
(``State.advance_*``).
"""

from __future__ import annotations

import random

from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.handmasks import (
    LOW_PAIRS,
    LOW_THREE,
    ODD_BITS,
    TWOS,
    attack_count,
    has_pair,
    has_two_pairs,
    mask_of,
    nth_attack,
)
from game.panjpar.position import State

#: The attack sizes a hand can make: singles only, singles and threes, or all three sizes.
_SIZES = ((1,), (1, 3), (1, 3, 5))


def attack_sizes(hand_mask: int, limit: int) -> tuple[int, ...]:
    """The attack sizes (1, 3, 5) that the hand ``hand_mask`` can make when at most ``limit`` cards may be thrown."""
    if limit < 3 or not has_pair(hand_mask):
        return _SIZES[0]
    return _SIZES[2] if limit >= 5 and has_two_pairs(hand_mask) else _SIZES[1]


#: From these hand sizes on, a three- or five-card attack is drawn by its number, below by retries.
DRAW_BY_NUMBER_FROM = {3: 8, 5: 7}


def random_attack(state: State, rng: random.Random) -> tuple[Card, ...]:
    """A uniformly random legal attack of a uniformly chosen legal size, in a uniformly random order.

    A small hand draws random cards until they hold the pairs (a partial shuffle; about three tries). A larger
    hand would need dozens of tries, so it draws the attack by its number among all the attacks of that size
    (``handmasks.nth_attack``) and shuffles it: both ways give every legal attack the same chance."""
    a = state.attacker
    hand = state.hands[a]
    n = len(hand)
    random_float = rng.random
    limit = min(n, len(state.hands[state.defender]))
    if limit < 3:  # the common case first: singles only, no bit-set needed
        return (hand[int(random_float() * n)],)
    mask = state.hand_masks[a]
    # attack_sizes, inline (this is the hot path of every playout): the pairs per rank from the bit-set.
    pairs = mask - ((mask >> 1) & ODD_BITS)
    pairs = (((pairs & LOW_PAIRS) + ((pairs >> 2) & LOW_PAIRS)) >> 1) & LOW_THREE
    if not pairs:
        return (hand[int(random_float() * n)],)
    sizes = _SIZES[2] if limit >= 5 and (pairs & (pairs - 1) or pairs & TWOS) else _SIZES[1]
    size = sizes[int(random_float() * len(sizes))]
    if size == 1:
        return (hand[int(random_float() * n)],)
    if n >= DRAW_BY_NUMBER_FROM[size]:
        cards = nth_attack(mask, size, int(random_float() * attack_count(mask, size)))
        for i in range(size - 1):
            j = i + int(random_float() * (size - i))
            cards[i], cards[j] = cards[j], cards[i]
        return tuple(cards)
    pool = hand[:]
    while True:
        # A partial Fisher-Yates shuffle: the first ``size`` cards are a uniform random subset, in random order.
        for i in range(size):
            j = i + int(random_float() * (n - i))
            pool[i], pool[j] = pool[j], pool[i]
        if size == 3:
            x, y, z = pool[0] >> 2, pool[1] >> 2, pool[2] >> 2
            if x in (y, z) or y == z:
                return (pool[0], pool[1], pool[2])
        else:
            cards = pool[:5]
            if has_two_pairs(mask_of(cards)):
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
