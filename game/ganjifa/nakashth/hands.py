"""What a two-card nakashth hand is worth: a named pair, a point total from 3 to 17, or a losing hand."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

from game.ganjifa.cards import CARDS, pips, rank

#: The named pairs by rank (0 = the 1s, 11 = the rajas), best first, with the strength they rank at.
NAMED_PAIRS: dict[int, tuple[str, int]] = {
    0: ("pair of 1s", 104),
    11: ("pair of rajas", 103),
    10: ("pair of viziers", 102),
    9: ("pair of 10s", 101),
}
#: The highest total that does not lose.
BEST_TOTAL = 17
LOSING = 0


def total(hand: tuple[int, ...]) -> int:
    """The hand's points: the pips of its two cards."""
    return sum(pips(card) for card in hand)


def strength(hand: tuple[int, ...]) -> int:
    """A comparable strength: the named pairs 101..104, a total its number (3..17), a losing hand 0."""
    first, second = hand
    if rank(first) == rank(second) and rank(first) in NAMED_PAIRS:
        return NAMED_PAIRS[rank(first)][1]
    points = total(hand)
    return points if points <= BEST_TOTAL else LOSING


def rank_name(hand: tuple[int, ...]) -> str:
    """``pair of 1s`` .. ``pair of 10s``, the total as text (``17``), or ``lose``."""
    first, second = hand
    if rank(first) == rank(second) and rank(first) in NAMED_PAIRS:
        return NAMED_PAIRS[rank(first)][0]
    value = strength(hand)
    return str(value) if value != LOSING else "lose"


@cache
def beaten_share(hand: tuple[int, ...]) -> Fraction:
    """The share of the two-card hands of the other cards of the pack that ``hand`` beats outright (a tie does
    not count): how good a hand is, in one figure a new player can read."""
    own = strength(hand)
    rest = [card for card in range(CARDS) if card not in hand]
    beaten = sum(1 for pair in combinations(rest, 2) if strength(pair) < own)
    return Fraction(beaten, comb(len(rest), 2))
