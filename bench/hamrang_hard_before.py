"""hamrang's hard bot as it was before issue 25 (commit a9de51a), kept as a bot file to measure the new one against:
``panjpar arena --game hamrang --players 4 --options "sum free" --a bench/hamrang_hard_before.py:HardBefore ...``.

The search is today's (:class:`~game.bots.ganjifa.hamrang_hard.HardHamrangBot`); only its rollouts are the old
ones: random plays through the fast position, made a little sensible (lead a suit whose highest card no other seat
can beat, and when void throw a suit without a face card), any legal play with probability ``ROLLOUT_NOISE``.
"""

from __future__ import annotations

import random

from game.bots.ganjifa.hamrang_hard import ROLLOUT_NOISE, HardHamrangBot
from game.ganjifa.hamrang.position import FACE_SLOTS, SUIT_SLOTS, Position

#: For each slot, the slots of its suit above it.
SUIT_ABOVE: tuple[int, ...] = tuple(SUIT_SLOTS[slot // 12] & ~((2 << slot) - 1) for slot in range(96))


class HardBefore(HardHamrangBot):
    """Today's search with the old rollouts."""

    name = "hard-before"

    def __init__(self, samples: int | None = None, budget: float = 0.25, max_worlds: int = 400) -> None:
        super().__init__(samples, budget, max_worlds)
        self.rollout = rollout


def rollout(position: Position, rng: random.Random) -> list[int]:
    """Play ``position`` to its end as a sensible player would with every hand in sight (the module docstring)."""
    choose = rng.randrange
    hands = position.hands
    while not position.over:
        plays = position.legal()
        if len(plays) > 1 and rng.random() >= ROLLOUT_NOISE:
            plays = _sensible(position, plays, hands) or plays
        position.play(plays[choose(len(plays))] if len(plays) > 1 else plays[0])
    return position.tricks


def _sensible(position: Position, plays: list[tuple[int, int]], hands: list[int]) -> list[tuple[int, int]]:
    seat = position.turn
    if position.led < 0:
        others = 0
        for other in range(4):
            if other != seat and not position.out >> other & 1:
                others |= hands[other]
        return [play for play in plays if not others >> play[0] & SUIT_ABOVE[play[0]]]
    if hands[seat] & SUIT_SLOTS[position.led]:
        return plays
    return [play for play in plays if not hands[seat] & FACE_SLOTS & SUIT_SLOTS[play[0] // 12]]
