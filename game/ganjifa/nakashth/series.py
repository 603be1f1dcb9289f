"""Nakashth rounds in a row: each round everyone stakes the same; a pot that nobody won is carried to the next."""

from __future__ import annotations

import random

from game.engine.protocol import GameRules
from game.ganjifa.nakashth.rulebook import NAKASHTH_RULES
from game.ganjifa.nakashth.state import NakashthState
from game.ganjifa.series import GanjifaSeries, ganjifa_series


def nakashth_series(players: int, stake: int, rng: random.Random) -> GanjifaSeries:
    """Rounds of ``stake`` chips each: the first into an empty pot, each next one as the rules make it from the
    last (:meth:`NakashthRules.following_game`: the same stake, the pot carried), so a resumed match goes on so."""
    return ganjifa_series(
        NAKASHTH_RULES, "nakashth", players, frozenset(), rng, lambda _dealer: NakashthState(players, stake)
    )


def nakashth_table_series(
    _rules: GameRules, _variant: str, players: int, _options: frozenset[str], rng: random.Random, stake: int = 1
) -> GanjifaSeries:
    """The registry's maker of nakashth's series: rounds at the set-up's ``stake``."""
    return nakashth_series(players, stake, rng)


def carry(series: GanjifaSeries) -> int:
    """What the last finished round left in the pot (0 before any; a round not yet dealt holds it)."""
    state = series.current.state if series.current is not None else None
    if not isinstance(state, NakashthState):
        return 0
    settled = state.settlement()
    return settled.carry if settled is not None else state.pot
