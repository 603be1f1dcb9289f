"""Hands as bit-sets of the French pack's card indices, for the rules' fast path and the bots' playouts.

A hand's mask has bit ``c`` set for each card ``c`` it holds. With the pack's encoding ``(rank - 2) * 4 + suit``
each rank is one 4-bit nibble of the mask, so counting the pairs of a hand is a few integer operations (SWAR:
the nibbles' bit counts, halved) instead of a loop over its cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from game.panjpar.cards import CARDS, Card

_RANKS = 13
ODD_BITS = int("5" * _RANKS, 16)  # 0101 in each nibble
LOW_PAIRS = int("3" * _RANKS, 16)  # 0011 in each nibble
LOW_THREE = int("7" * _RANKS, 16)  # 0111 in each nibble
TWOS = int("2" * _RANKS, 16)  # 0010 in each nibble
TWO_OR_MORE = int("6" * _RANKS, 16)  # 0110 in each nibble: a count (0..4) of 2 or more has one of these bits


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
    counts = mask - ((mask >> 1) & ODD_BITS)
    counts = (counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)
    return (counts >> 1) & LOW_THREE


def has_pair(mask: int) -> bool:
    """Whether ``mask`` holds two cards of one rank (a three-card attack is possible)."""
    return pair_nibbles(mask) != 0


def has_two_pairs(mask: int) -> bool:
    """Whether ``mask`` holds two disjoint pairs (a five-card attack is possible): two ranks paired, or four of one."""
    nibbles = pair_nibbles(mask)
    return bool(nibbles & (nibbles - 1) or nibbles & TWOS)


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


# ----- uniform random multi-card attacks, without rejection ---------------------------------------------------------
#: ``_CHOICES[k][j]``: every way to choose ``j`` of ``k`` positions (k, j <= 4), as index tuples.
_CHOICES = tuple(tuple(tuple(combinations(range(k), j)) for j in range(5)) for k in range(5))


def paired_ranks(mask: int) -> list[tuple[int, int]]:
    """``(rank index, count)`` of each rank that ``mask`` holds at least twice, lowest rank first."""
    counts = mask - ((mask >> 1) & ODD_BITS)
    counts = (counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)
    paired = (counts >> 1) & LOW_THREE
    found = []
    while paired:
        shift = ((paired & -paired).bit_length() - 1) & ~3  # the lowest paired rank's nibble
        found.append((shift >> 2, counts >> shift & 15))
        paired &= ~(15 << shift)
    return found


def _of_rank(mask: int, rank: int) -> list[Card]:
    """The cards of ``rank`` (index) in ``mask``, lowest suit first."""
    base = rank << 2
    return [CARDS[base + s] for s in range(4) if mask >> (base + s) & 1]


def _pick(cards: list[Card], j: int, index: int) -> list[Card]:
    """The ``index``-th way to choose ``j`` of ``cards`` (at most four)."""
    return [cards[i] for i in _CHOICES[len(cards)][j][index]]


def _without(mask: int, *ranks: int) -> list[Card]:
    """The cards of ``mask`` not of these ranks, lowest first."""
    for rank in ranks:
        mask &= ~(15 << (rank << 2))
    return cards_in(mask)


def _choose(k: int, j: int) -> int:
    return len(_CHOICES[k][j])


def attack_count(mask: int, size: int) -> int:
    """How many legal attacks of ``size`` (3 or 5) the hand ``mask`` holds (as sets of cards)."""
    n = mask.bit_count()
    paired = paired_ranks(mask)
    total = 0
    if size == 3:
        for _, k in paired:
            total += _choose(k, 2) * (n - k) + _choose(k, 3)
        return total
    for i, (_, kr) in enumerate(paired):
        total += _choose(kr, 4) * (n - kr)
        for j, (_, ks) in enumerate(paired):
            if j != i:
                total += _choose(kr, 3) * _choose(ks, 2)
            if j > i:
                total += _choose(kr, 2) * _choose(ks, 2) * (n - kr - ks)
    return total


def nth_attack(mask: int, size: int, index: int) -> list[Card]:
    """The legal attack of ``size`` (3 or 5) number ``index`` (``0 <= index < attack_count(mask, size)``) of the
    hand ``mask``: each set of cards has exactly one number, so a uniform number gives a uniform attack.

    Three cards: two (or three) of one rank and a kicker of another. Five cards: four of a rank and a kicker,
    three of a rank and two of another, or two and two of two ranks and a kicker of a third."""
    n = mask.bit_count()
    paired = paired_ranks(mask)
    if size == 3:
        for r, k in paired:
            with_kicker = _choose(k, 2) * (n - k)
            if index < with_kicker:
                pair, kicker = divmod(index, n - k)
                return [*_pick(_of_rank(mask, r), 2, pair), _without(mask, r)[kicker]]
            index -= with_kicker
            if index < _choose(k, 3):
                return _pick(_of_rank(mask, r), 3, index)
            index -= _choose(k, 3)
        raise IndexError("no such attack")
    for i, (r, kr) in enumerate(paired):
        fours = _choose(kr, 4) * (n - kr)
        if index < fours:
            return [*_of_rank(mask, r), _without(mask, r)[index]]
        index -= fours
        for j, (s, ks) in enumerate(paired):
            if j != i:
                full = _choose(kr, 3) * _choose(ks, 2)
                if index < full:
                    three, two = divmod(index, _choose(ks, 2))
                    return [*_pick(_of_rank(mask, r), 3, three), *_pick(_of_rank(mask, s), 2, two)]
                index -= full
            if j > i:
                kickers = n - kr - ks
                both = _choose(kr, 2) * _choose(ks, 2) * kickers
                if index < both:
                    pairs, kicker = divmod(index, kickers)
                    first, second = divmod(pairs, _choose(ks, 2))
                    return [
                        *_pick(_of_rank(mask, r), 2, first),
                        *_pick(_of_rank(mask, s), 2, second),
                        _without(mask, r, s)[kicker],
                    ]
                index -= both
    raise IndexError("no such attack")
