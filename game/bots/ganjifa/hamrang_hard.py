"""hamrang's hard bot: perfect-information Monte Carlo over deals consistent with what its seat saw.

Each round of the search deals the hidden cards again within everything the seat saw
(:func:`~game.ganjifa.hamrang.worlds.sample_world`: voids, the two-card rule's limits, who is out, who leads),
then plays every legal play in that world and the game to its end by the search's policy with every hand in sight
(:mod:`~game.bots.ganjifa.hamrang_policy`: a trick taken only when it is sure and as cheaply as it can be, else
the least given, so that high cards are kept for later tricks; a few plays at random), the same random numbers for
every candidate, so that they are compared on equal luck. The play with the best mean score wins: its win share
(ties shared) and a little for each trick taken. With ``sum`` and ``free`` that is a search over the two-card
choices: which second card makes a sure sum now, and which to keep.

It stops at ``deadline`` (or after :attr:`HardHamrangBot.budget` seconds when the caller gives none), at
``cancel``, or after :attr:`HardHamrangBot.max_worlds` worlds; with ``samples`` set (:meth:`use_samples`) it deals
exactly that many worlds and ignores the clock, so that the same seed gives the same answer. A forced play is
answered at once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from game.bots.ganjifa.hamrang import choose
from game.bots.ganjifa.hamrang_policy import choose as policy
from game.bots.protocol import CancelLike, is_cancelled, time_left, without_thinking
from game.ganjifa.actions import Play
from game.ganjifa.hamrang.position import NO_CARD, Position, slots
from game.ganjifa.hamrang.state import HamrangView, win_shares
from game.ganjifa.hamrang.worlds import sample_world

#: How often a rollout's player makes any legal play rather than a sensible one.
ROLLOUT_NOISE = 0.1
#: Seconds per decision when the caller gives no deadline, and at the table (game/bots/table.py).
BUDGET = 0.25
#: What a trick is worth beside the win share, so that among equal chances more tricks are preferred.
TRICK_BONUS = 0.02


def score(tricks: list[int], seat: int) -> float:
    return win_shares(tricks)[seat] + TRICK_BONUS * tricks[seat]


class HardHamrangBot:
    """Perfect-information Monte Carlo (module docstring)."""

    name = "hard"

    def __init__(self, samples: int | None = None, budget: float = BUDGET, max_worlds: int = 400) -> None:
        #: How each candidate's world is played to its end (a bot file may measure another: bench/).
        self.rollout: Callable[[Position, random.Random], list[int]] = rollout
        self.samples = samples
        self.budget = budget
        self.max_worlds = max_worlds

    def use_samples(self, samples: int) -> bool:
        """Deal exactly ``samples`` worlds a decision and ignore the clock (:class:`~game.bots.protocol.
        FixedSamples`, ``panjpar arena --samples``)."""
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
                totals[index] += score(self.rollout(position, random.Random(luck)), view.seat)
            worlds += 1
        if not worlds:
            return None
        return [total / worlds for total in totals]


def rollout(position: Position, rng: random.Random) -> list[int]:
    """Play ``position`` to its end by the search's policy with every hand in sight
    (:func:`~game.bots.ganjifa.hamrang_policy.choose`: a trick taken only when sure and as cheaply as it can be,
    else the least given, high cards kept for later), or with probability :data:`ROLLOUT_NOISE` any legal play."""
    choose = rng.randrange
    noise = rng.random
    while not position.over:
        plays = position.legal()
        if len(plays) == 1:
            position.play(plays[0])
        elif noise() < ROLLOUT_NOISE:
            position.play(plays[choose(len(plays))])
        else:
            position.play(policy(position, plays))
    return position.tricks


def _core_play(position: Position, action: Play, slot_of: tuple[int, ...]) -> tuple[int, int]:
    play = position.interpret(tuple(slot_of[card] for card in action.cards))
    if play is None:
        raise ValueError(f"not a legal play in a world consistent with the view: {action}")
    return play if len(action.cards) == 2 else (play[0], NO_CARD)
