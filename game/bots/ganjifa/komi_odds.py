"""Exact odds of komi for the hard bot: a hand against every dealer hand still possible, counted by score class.

A card's class is what it adds to a score: the last digit of its pips for a number card (0..9), or a face card.
Three cards score by their classes alone, so the dealer's hands from the unseen cards are counted as multisets of
classes (286 of them), each weighted by the ways to draw it, instead of enumerating every three-card hand
(129,766 from 93 cards). Every figure is exact (integers and :class:`~fractions.Fraction`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import comb

from game.ganjifa.cards import CARDS, is_face
from game.ganjifa.komi.actions import BETS, DOUBLE, FOLD, KEEP, BetWord
from game.ganjifa.komi.scoring import HAND_SIZE, KOMI, KOMI_POINTS, TABLE_LIMIT, fold_cost

#: The class of a face card; number cards are 0..9.
FACE_CLASS = 10
CLASSES = 11
#: Each card's class.
CARD_CLASS: tuple[int, ...] = tuple(FACE_CLASS if is_face(card) else KOMI_POINTS[card] % 10 for card in range(CARDS))
#: Every multiset of three classes, as sorted triples.
TRIPLES: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(range(CLASSES), HAND_SIZE))


def class_score(triple: Sequence[int]) -> int:
    """The score of three cards of these classes: 0..9, or :data:`~game.ganjifa.komi.scoring.KOMI`."""
    if all(c == FACE_CLASS for c in triple):
        return KOMI
    return sum(c for c in triple if c != FACE_CLASS) % 10


TRIPLE_SCORES: tuple[int, ...] = tuple(class_score(triple) for triple in TRIPLES)


def class_counts(excluded: Iterable[int]) -> tuple[int, ...]:
    """How many cards of each class the pack holds without the ``excluded`` cards."""
    counts = [0] * CLASSES
    for card in range(CARDS):
        counts[CARD_CLASS[card]] += 1
    for card in excluded:
        counts[CARD_CLASS[card]] -= 1
    return tuple(counts)


def ways(triple: Sequence[int], counts: Sequence[int]) -> int:
    """The number of three-card hands of the classes ``triple`` drawn from cards counted by ``counts``."""
    result = 1
    for cls in set(triple):
        result *= comb(counts[cls], triple.count(cls))
    return result


@cache
def score_distribution(counts: tuple[int, ...]) -> tuple[int, ...]:
    """For each score 0..9 and Komi (index 10), the number of three-card hands from the cards ``counts`` holds."""
    dist = [0] * (KOMI + 1)
    for triple, value in zip(TRIPLES, TRIPLE_SCORES, strict=True):
        dist[value] += ways(triple, counts)
    return tuple(dist)


@dataclass(frozen=True, slots=True)
class Odds:
    """A hand against the dealer: how many dealer hands it beats, loses to, and in all."""

    wins: int
    losses: int
    hands: int

    @property
    def edge(self) -> Fraction:
        """Chips won per chip at risk, on average: P(win) - P(lose)."""
        return Fraction(self.wins - self.losses, self.hands)


def odds_of(own_score: int, counts: tuple[int, ...]) -> Odds:
    """A hand scoring ``own_score`` against every dealer hand from the cards ``counts`` holds."""
    dist = score_distribution(counts)
    wins = sum(dist[:own_score])
    losses = sum(dist[own_score + 1 :])
    return Odds(wins, losses, sum(dist))


def hand_odds(hand: Sequence[int]) -> Odds:
    """Three cards against every dealer hand of three of the other 93 cards."""
    return odds_of(class_score(sorted(CARD_CLASS[card] for card in hand)), class_counts(hand))


def bet_values(stake: int, odds: Odds) -> dict[BetWord, Fraction]:
    """The expected chips of each bet with ``stake`` at risk: keep, double (twice the stake) and fold."""
    edge = odds.edge
    return {KEEP: stake * edge, DOUBLE: 2 * stake * edge, FOLD: Fraction(-fold_cost(stake))}


def best_bet(stake: int, odds: Odds) -> tuple[BetWord, Fraction]:
    """The bet of the highest expected value (ties: keep before double before fold) and that value."""
    values = bet_values(stake, odds)
    word = max(BETS, key=lambda bet: (values[bet], -BETS.index(bet)))
    return word, values[word]


@cache
def stake_values(betting: bool) -> tuple[Fraction, ...]:
    """For each stake 1..10, the expected chips of a round for a player who bets by :func:`best_bet` (keeps
    without ``betting``), before she sees a card: over every hand she may be dealt and every dealer hand."""
    full = class_counts(())
    totals = [Fraction(0)] * TABLE_LIMIT
    for own, own_score in zip(TRIPLES, TRIPLE_SCORES, strict=True):
        weight = ways(own, full)
        if not weight:
            continue
        rest = list(full)
        for cls in own:
            rest[cls] -= 1
        odds = odds_of(own_score, tuple(rest))
        for stake in range(1, TABLE_LIMIT + 1):
            value = best_bet(stake, odds)[1] if betting else stake * odds.edge
            totals[stake - 1] += weight * value
    hands = comb(CARDS, HAND_SIZE)
    return tuple(total / hands for total in totals)


def best_stake(betting: bool) -> int:
    """The stake of the highest expected value (ties: the smallest, the least at risk)."""
    values = stake_values(betting)
    return max(range(1, TABLE_LIMIT + 1), key=lambda stake: (values[stake - 1], -stake))
