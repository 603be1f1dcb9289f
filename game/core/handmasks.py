"""Hands as bit-sets of the French pack's card indices, for the rules' fast path and the bots' playouts.

A hand's mask has bit ``c`` set for each card ``c`` it holds. With the pack's encoding ``(rank - 2) * 4 + suit``
each rank is one 4-bit nibble of the mask, so counting the pairs of a hand is a few integer operations (SWAR:
the nibbles' bit counts, halved) instead of a loop over its cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from game.core.cards import CARDS, Card

_RANKS = 13
_ODD_BITS = int("5" * _RANKS, 16)  # 0101 in each nibble
_LOW_PAIRS = int("3" * _RANKS, 16)  # 0011 in each nibble
_LOW_THREE = int("7" * _RANKS, 16)  # 0111 in each nibble
_TWOS = int("2" * _RANKS, 16)  # 0010 in each nibble


def mask_of(cards: Iterable[int]) -> int:
    """The bit-set of ``cards``."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_in(mask: int) -> list[Card]:
    """The cards of ``mask``, lowest first."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return cards


def pair_nibbles(mask: int) -> int:
    """Per rank (nibble), how many disjoint pairs of that rank ``mask`` holds (0, 1 or 2)."""
    counts = mask - ((mask >> 1) & _ODD_BITS)
    counts = (counts & _LOW_PAIRS) + ((counts >> 2) & _LOW_PAIRS)
    return (counts >> 1) & _LOW_THREE


def has_pair(mask: int) -> bool:
    """Whether ``mask`` holds two cards of one rank (a three-card attack is possible)."""
    return pair_nibbles(mask) != 0


def has_two_pairs(mask: int) -> bool:
    """Whether ``mask`` holds two disjoint pairs (a five-card attack is possible): two ranks paired, or four of one."""
    nibbles = pair_nibbles(mask)
    return bool(nibbles & (nibbles - 1) or nibbles & _TWOS)


def pairs_in(cards: Iterable[Card]) -> int:
    """The number of disjoint pairs among the cards' ranks: sum over ranks of count // 2."""
    unpaired = 0
    pairs = 0
    for c in cards:
        bit = 1 << (c >> 2)
        if unpaired & bit:
            pairs += 1
        unpaired ^= bit
    return pairs


def attacks_in(hand: Sequence[Card], limit: int) -> Iterator[tuple[Card, ...]]:
    """Every legal attack of ``hand`` (sorted, lowest first) of at most ``limit`` cards, in the order of
    ``itertools.combinations``: singles, then threes with a pair, then fives with two disjoint pairs."""
    for c in hand:
        yield (c,)
    if limit < 3:
        return
    mask = mask_of(hand)
    if not has_pair(mask):
        return
    # In a sorted hand the cards of one rank are neighbours: a sorted three (i < j < k) holds a pair exactly
    # when i and j or j and k share a rank.
    ranks = [c >> 2 for c in hand]
    n = len(hand)
    for i in range(n - 2):
        ri = ranks[i]
        for j in range(i + 1, n - 1):
            rj = ranks[j]
            if ri == rj:
                for k in range(j + 1, n):
                    yield (hand[i], hand[j], hand[k])
            else:
                k = j + 1
                while k < n and ranks[k] == rj:
                    yield (hand[i], hand[j], hand[k])
                    k += 1
    if limit < 5 or not has_two_pairs(mask):
        return
    for combo in combinations(hand, 5):
        if pairs_in(combo) >= 2:
            yield combo
