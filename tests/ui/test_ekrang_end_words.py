"""Ekrang ends when fewer than two seats hold cards: the result box says why a seat still holds some."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine import registry
from game.engine.protocol import CHANCE, random_action
from game.ganjifa.ekrang.state import EkrangView
from game.ui.ganjifa.ekrang import EkrangAdapter


@dataclass
class Host:
    view: Any
    outcome: Any
    me: int = 0
    player: int | None = 0
    players: int = 3

    def seat_name(self, seat: int) -> str:
        return "You" if seat == 0 else f"Bot {seat}"


def ended_games(count: int) -> list[tuple[EkrangView, tuple[float, ...]]]:
    """Random three-player ekrang games to their end: the player's view and the returns."""
    rules = registry.GAMES["ekrang"].rules
    ends = []
    for seed in range(count):
        rng = random.Random(seed)
        state = rules.new_game("ekrang", 3)
        while not state.is_terminal():
            state.apply(state.sample_chance(rng) if state.current_player() == CHANCE else random_action(state, rng))
        ends.append((state.observation(0), state.returns()))
    return ends


def test_a_seat_left_holding_cards_is_told_why_they_count_for_nothing() -> None:
    adapter = EkrangAdapter()
    told = 0
    for view, returns in ended_games(40):
        _title, sentence = adapter.result_text(Host(view, returns))
        holders = [seat for seat, count in enumerate(view.counts) if count]
        if len(holders) == 1:
            seat = holders[0]
            who = "You still hold" if seat == 0 else f"Bot {seat} still holds"
            assert f"{who} {view.counts[seat]} card" in sentence and "for nothing" in sentence
            told += 1
        else:
            assert "still hold" not in sentence
    assert told, "some of the forty games ended with a seat holding cards"
