"""komi's arithmetic on plain ints: a hand's score, one player against the dealer, the round's nets.

A score is 0..9 (the last digit of the sum of the number cards' pips, face cards 0) or :data:`KOMI` (three
face cards), which is above every digit, so scores compare as ints. Payments are whole chips.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from game.ganjifa.cards import CARDS, is_face, pips
from game.ganjifa.komi.actions import DOUBLE, FOLD, BetWord

#: The score of three face cards: it beats every digit and ties another Komi.
KOMI: Final = 10
#: The table limit: a stake is 1 to this many chips.
TABLE_LIMIT: Final = 10
HAND_SIZE: Final = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 6

#: Each card's points in komi: the pips of a number card, 0 for a vizier or a raja.
KOMI_POINTS: tuple[int, ...] = tuple(0 if is_face(card) else pips(card) for card in range(CARDS))


def score(hand: Sequence[int]) -> int:
    """The score of a three-card hand: 0..9, or :data:`KOMI` for three face cards."""
    if all(is_face(card) for card in hand):
        return KOMI
    return sum(KOMI_POINTS[card] for card in hand) % 10


def score_text(value: int) -> str | int:
    """A score as records and ``--json`` show it: the digit, or ``"komi"``."""
    return "komi" if value == KOMI else value


def fold_cost(stake: int) -> int:
    """What a fold pays the dealer: half the stake, rounded up."""
    return (stake + 1) // 2


def player_net(stake: int, bet: BetWord | None, own: int, dealer: int) -> int:
    """One player's net against the dealer (the dealer's is its negation): ``bet`` is ``None`` without betting."""
    if bet == FOLD:
        return -fold_cost(stake)
    at_risk = 2 * stake if bet == DOUBLE else stake
    if own > dealer:
        return at_risk
    if own < dealer:
        return -at_risk
    return 0


def nets(
    dealer: int, stakes: Sequence[int | None], bets: Sequence[BetWord | None], scores: Sequence[int]
) -> tuple[int, ...]:
    """Every seat's net chips, the dealer's included (they add up to 0); ``stakes[dealer]`` is ``None``."""
    result = [0] * len(scores)
    for seat, stake in enumerate(stakes):
        if seat == dealer or stake is None:
            continue
        net = player_net(stake, bets[seat], scores[seat], scores[dealer])
        result[seat] = net
        result[dealer] -= net
    return tuple(result)


def random_playout(rng: random.Random, players: int, dealer: int, betting: bool) -> tuple[int, ...]:
    """One random round through the fast path (random stakes, deal and bets): every seat's net chips."""
    cards = rng.sample(range(CARDS), HAND_SIZE * players)
    scores = [score(cards[HAND_SIZE * seat : HAND_SIZE * seat + HAND_SIZE]) for seat in range(players)]
    stakes: list[int | None] = [None if seat == dealer else rng.randint(1, TABLE_LIMIT) for seat in range(players)]
    choices: tuple[BetWord, ...] = ("keep", "double", "fold")
    bets: list[BetWord | None] = [
        rng.choice(choices) if betting and seat != dealer else None for seat in range(players)
    ]
    return nets(dealer, stakes, bets, scores)
