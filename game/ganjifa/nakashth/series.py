"""Nakashth rounds in a row: each round everyone stakes the same; a pot that nobody won is carried to the next."""

from __future__ import annotations

import random

from game.ganjifa.nakashth.rulebook import NAKASHTH_RULES
from game.ganjifa.nakashth.state import NakashthState
from game.ganjifa.series import GanjifaSeries


class NakashthSeries(GanjifaSeries):
    """Rounds of ``stake`` chips each; :attr:`carry` is what the last round left in the pot."""

    def __init__(self, players: int, stake: int, rng: random.Random) -> None:
        self.stake = stake
        self.carry = 0
        super().__init__(NAKASHTH_RULES, "nakashth", players, frozenset(), rng, self._round)

    def _round(self, _dealer: int) -> NakashthState:
        return NakashthState(self.players, self.stake, self.carry)

    def finish(self, outcome: tuple[float, ...]) -> None:
        """Add the round up; what stayed in the pot goes into the next."""
        state = self.current.state if self.current is not None else None
        super().finish(outcome)
        settled = state.settlement() if isinstance(state, NakashthState) else None
        self.carry = settled.carry if settled is not None else 0
