"""Once an ekrang or hamrang game is over every seat sees the cards still held in every hand (nothing is hidden
then); before, no view holds another seat's cards."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.protocol import CHANCE, random_action


@pytest.mark.parametrize(("game", "players"), [("ekrang", 3), ("ekrang", 4), ("hamrang", 4)])
def test_the_cards_left_are_shown_to_every_seat_only_once_the_game_is_over(game: str, players: int) -> None:
    rules = registry.GAMES[game].rules
    held_at_end = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = rules.new_game(game, players)
        while not state.is_terminal():
            if state.current_player() != CHANCE:
                assert all(not state.observation(seat).left for seat in range(players)), "hidden while playing"
            state.apply(random_action(state, rng) if state.current_player() != CHANCE else state.sample_chance(rng))
        views = [state.observation(seat) for seat in range(players)]
        for view in views:
            assert view.left == views[0].left, "every seat sees the same cards"
            assert sorted(view.left[view.seat]) == sorted(view.hand), "its own hand among them"
            assert [len(cards) for cards in view.left] == list(view.counts)
        played = {card for view in views[:1] for entry in view.plays for card in getattr(entry, "play", entry).cards}
        assert not played & {card for cards in views[0].left for card in cards}, "no card both played and held"
        held_at_end += sum(views[0].counts)
    assert held_at_end > 0, "some game ended with cards held"
