"""``random``: a uniformly random legal intent (the baseline of every strength table)."""

from __future__ import annotations

import random

from game.bots.base import CancelLike, check_turn, guess, view_defences
from game.core.events import AttackIntent, Defend, Intent
from game.core.view import SeatView


class RandomBot:
    """Uniform over the legal attacks, or over the legal defences (take included)."""

    name = "random"

    def step(
        self,
        view: SeatView,
        rng: random.Random,
        deadline: float | None = None,
        cancel: CancelLike | None = None,
    ) -> Intent:
        check_turn(view)
        if view.phase == "guess":
            return guess(view, rng)
        if view.phase == "attack":
            attacks = list(view.legal_attacks())
            return AttackIntent(view.seat, attacks[rng.randrange(len(attacks))].cards)
        defences = list(view_defences(view))
        return Defend(view.seat, defences[rng.randrange(len(defences))])
