"""``random``: a uniformly random legal action (the baseline of every strength table).

The parlour's one random policy, :func:`uniform_action`: the table's stand-in for a failing bot uses it too.
"""

from __future__ import annotations

import random

from game.bots.base import CancelLike, check_turn
from game.panjpar.actions import Action
from game.panjpar.view import SeatView


def uniform_action(view: SeatView, rng: random.Random) -> Action:
    """A uniformly random legal action of ``view.seat`` (a guess, an attack, a kill or the take)."""
    actions = list(view.legal_actions())
    return actions[rng.randrange(len(actions))]


class RandomBot:
    """Uniform over the seat's legal actions."""

    name = "random"

    def step(
        self,
        view: SeatView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Action:
        check_turn(view)
        return uniform_action(view, rng)
