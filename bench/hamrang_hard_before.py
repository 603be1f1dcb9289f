"""hamrang's hard bot as it was before issue 25 (commit a9de51a), kept as a bot file to measure the new one against:
``panjpar arena --game hamrang --players 4 --options "sum free" --a bench/hamrang_hard_before.py:HardBefore ...``.

Perfect-information Monte Carlo over deals consistent with what its seat saw.

Each round of the search deals the hidden cards again within everything the seat saw
(:func:`~game.ganjifa.hamrang.worlds.sample_world`: voids, the two-card rule's limits, who is out, who leads),
then plays every legal play in that world and the game to its end with random plays through the fast position
(the same random numbers for every candidate, so that they are compared on equal luck). The play with the best
mean score wins: its win share (ties shared) and a little for each trick taken.

It stops at ``deadline`` (or after :attr:`HardBefore.budget` seconds when the caller gives none), at
``cancel``, or after :attr:`HardBefore.max_worlds` worlds; with ``samples`` set it deals exactly that many
worlds and ignores the clock, so that the same seed gives the same answer. A forced play is answered at once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.bots.ganjifa.hamrang import choose
from game.bots.protocol import CancelLike, is_cancelled, time_left, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.hamrang.position import FACE_SLOTS, NO_CARD, SUIT_SLOTS, Position, slots
from game.ganjifa.hamrang.state import HamrangView, win_shares
from game.ganjifa.hamrang.worlds import sample_world

#: How often a rollout's player makes any legal play rather than a sensible one.
ROLLOUT_NOISE = 0.1
#: For each slot, the slots of its suit above it.
SUIT_ABOVE: tuple[int, ...] = tuple(SUIT_SLOTS[slot // 12] & ~((2 << slot) - 1) for slot in range(96))
#: What a trick is worth beside the win share, so that among equal chances more tricks are preferred.
TRICK_BONUS = 0.02


def score(tricks: list[int], seat: int) -> float:
    return win_shares(tricks)[seat] + TRICK_BONUS * tricks[seat]


class HardBefore:
    """Perfect-information Monte Carlo (module docstring)."""

    name = "hard-before"

    def __init__(self, samples: int | None = None, budget: float = 0.25, max_worlds: int = 400) -> None:
        self.samples = samples
        self.budget = budget
        self.max_worlds = max_worlds

    def use_samples(self, samples: int) -> bool:
        """Deal exactly ``samples`` worlds a decision, without a clock (``panjpar arena --samples``)."""
        self.samples = samples
        return True

    def step(
        self,
        observation: HamrangView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Play:
        found: tuple[Sequence[Play], Play | None] = without_thinking(observation, rng)
        actions, chosen = found
        if chosen is not None:
            return chosen
        means = self.evaluate(observation, actions, rng, deadline, cancel)
        if means is None:
            return choose(observation, actions, rng)
        best = max(means)
        return actions[means.index(best)]

    def evaluate(
        self,
        view: HamrangView,
        actions: Sequence[Play],
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> list[float] | None:
        """The mean score of each action over the worlds searched, or ``None`` if no world was found."""
        fixed = self.samples is not None
        rounds = self.samples if self.samples is not None else self.max_worlds
        stop = deadline if deadline is not None else time.monotonic() + self.budget
        slot_of = slots("mughal" in view.options).slot_of
        totals = [0.0] * len(actions)
        plays: list[tuple[int, int]] | None = None
        worlds = 0
        for _ in range(rounds):
            if is_cancelled(cancel) or (not fixed and not time_left(stop, None)):
                break
            world = sample_world(view, rng, tries=20)
            if world is None:
                continue
            if plays is None:
                plays = [_core_play(world.position, action, slot_of) for action in actions]
            luck = rng.getrandbits(32)
            for index, play in enumerate(plays):
                position = world.position.copy()
                position.play(play)
                totals[index] += score(rollout(position, random.Random(luck)), view.seat)
            worlds += 1
        if not worlds:
            return None
        return [total / worlds for total in totals]


def rollout(position: Position, rng: random.Random) -> list[int]:
    """Play ``position`` to its end as a sensible player would with every hand in sight: lead a suit whose
    highest card no other seat can beat (any face-card suit if none), and when void throw a suit without a face
    card; otherwise, or with probability :data:`ROLLOUT_NOISE`, any legal play."""
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


def _core_play(position: Position, action: Play, slot_of: tuple[int, ...]) -> tuple[int, int]:
    play = position.interpret(tuple(slot_of[card] for card in action.cards))
    if play is None:
        raise ValueError(f"not a legal play in a world consistent with the view: {action}")
    return play if len(action.cards) == 2 else (play[0], NO_CARD)
