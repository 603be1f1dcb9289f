"""What a two-card nakashth hand is worth: a named pair, a point total from 3 to 17, or a losing hand."""

from __future__ import annotations

from game.ganjifa.cards import pips, rank

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
