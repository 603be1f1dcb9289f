"""The engine's one controller plays chance for every game: a shuffle drawn from a stream or a deal given before,
at the start and whenever an action makes chance due again (komi deals after the stakes)."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.controller import Controller, preset, sampled
from game.engine.protocol import CHANCE, random_action
from game.ganjifa.controller import NARRATOR, ActionTaken


@pytest.mark.parametrize("game_id", ["nakashth", "komi", "ekrang", "hamrang"])
def test_chance_drawn_from_a_stream_is_played_whenever_it_is_due(game_id: str) -> None:
    info = registry.GAMES[game_id]
    variant = info.variants[0]
    options = frozenset({"betting"}) if game_id == "komi" else frozenset()
    rng = random.Random(3)
    controller = Controller(info.rules.new_game(variant.id, variant.players[-1], 0, options), NARRATOR, sampled(rng))
    seen: list[ActionTaken] = []
    controller.subscribe(seen.append, None)
    controller.start()
    while not controller.over:
        assert controller.state.current_player() != CHANCE  # chance never waits for the table
        assert controller.submit(random_action(controller.state, rng)) is None
    dealt = [event for event in seen if event.seat is None]
    assert len(dealt) == 1  # the deal was played once and told (komi: after the stakes)


def test_without_a_policy_chance_waits_for_the_caller() -> None:
    rules = registry.GAMES["ekrang"].rules
    controller = Controller(rules.new_game("ekrang", 3), NARRATOR)
    controller.start()
    assert controller.state.current_player() == CHANCE
    assert controller.submit(controller.state.sample_chance(random.Random(1))) is None
    assert controller.state.current_player() != CHANCE


def test_a_preset_outcome_is_played_once_and_a_missing_one_is_said() -> None:
    rules = registry.GAMES["ekrang"].rules
    deal = rules.new_game("ekrang", 2).sample_chance(random.Random(5))
    controller = Controller(rules.new_game("ekrang", 2), NARRATOR, preset(deal))
    controller.start()
    assert controller.state.history() == (deal,)
    with pytest.raises(RuntimeError, match="no outcome was given"):
        preset()(controller.state)
