"""Nakashth's rounds in a row: each next round follows from the last, at its stake and into the pot it carried,
whether the match was played through or resumed from storage."""

from __future__ import annotations

import random

import pytest

from game.ganjifa.controller import GanjifaController
from game.ganjifa.nakashth.rulebook import NAKASHTH_RULES
from game.ganjifa.nakashth.series import carry, nakashth_series
from game.ganjifa.nakashth.state import NakashthState
from game.ganjifa.series import ganjifa_series


def round_leaving_a_pot(players: int, stake: int, pot: int) -> NakashthState:
    """A dealt round that left chips in the pot (every hand lost, or an odd remainder), found by dealing."""
    for seed in range(5000):
        state = NakashthState(players, stake, pot)
        state.apply(state.sample_chance(random.Random(seed)))
        settled = state.settlement()
        if settled is not None and settled.carry:
            return state
    pytest.fail("no deal left chips in the pot")


def test_a_resumed_round_is_followed_at_its_stake_with_the_pot_it_carried() -> None:
    finished = round_leaving_a_pot(3, 5, 2)
    settled = finished.settlement()
    assert settled is not None and settled.carry > 0
    # As a resumed match makes its series: the rules' default first round, the stored round as the current one.
    series = ganjifa_series(NAKASHTH_RULES, "nakashth", 3, frozenset(), random.Random(1))
    series.current = GanjifaController(finished, random.Random(2))
    series.finish(finished.returns())
    following = series.next_game().state
    assert isinstance(following, NakashthState) and (following.stake, following.pot) == (5, settled.carry)


def test_a_played_series_carries_the_pot_and_keeps_its_stake() -> None:
    series = nakashth_series(4, 3, random.Random(7))
    for _round in range(30):
        controller = series.next_game()
        state = controller.state
        assert isinstance(state, NakashthState) and state.stake == 3 and state.pot == carry(series)
        controller.start()
        series.finish(state.returns())
