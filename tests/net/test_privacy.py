"""Nobody is sent what they may not see: for every registered game, two deals that differ only in the cards hidden
from a seat give that seat byte-identical messages, action by action, while the seats whose cards changed see it."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from game.engine import registry
from game.engine.protocol import CHANCE, GameState
from game.net.table import NetTable
from game.storage.games import rules_of

from .helpers import captured_table, every_table, play_randomly, replayed


def streams(variant: str, players: int, first: Any, state: GameState[Any, Any]) -> list[list[str]]:
    """Every seat's messages of ``state``'s game, its actions played again through a network table."""
    table, sent = captured_table(variant, players, 0)
    controller, actions = replayed(first, copy.deepcopy(state))
    table.begin(controller)
    for action in actions:
        table.play(getattr(action, "seat", CHANCE), action)
    return sent


def cut_in_play(table: NetTable, rng: random.Random) -> GameState[Any, Any]:
    """The table's game taken back to a random position where a seat is to move (its end if there is none)."""
    assert table.controller is not None
    state = copy.deepcopy(table.controller.state)
    history = state.history()
    open_positions = []
    for _ in history:
        state.pop()
        if state.current_player() >= 0:
            open_positions.append(len(state.history()))
    cut: GameState[Any, Any] = copy.deepcopy(table.controller.state)
    if open_positions:
        length = rng.choice(open_positions)
        while len(cut.history()) > length:
            cut.pop()
    return cut


def checked_privacy(game: str, variant: str, players: int, options: tuple[str, ...]) -> int:
    """Check each seat's bytes for two deals alike but for the cards hidden from it, in three random games; how
    many times the two deals differed (the seats whose cards changed being sent other bytes)."""
    rules = rules_of(game)
    told_apart = 0
    for seed in range(3):
        rng = random.Random(seed)
        table, _sent = captured_table(variant, players, seed, options)
        table.start(0)
        play_randomly(table, rng)
        assert table.controller is not None
        state = cut_in_play(table, rng)
        first = table.controller
        for seat in range(players):
            # two deals of the rules' own making (a hand in the rules' order), alike but for the cards hidden
            one = rules.resample_hidden(copy.deepcopy(state), seat, random.Random(seed * 31 + seat))
            two = rules.resample_hidden(copy.deepcopy(state), seat, random.Random(seed * 37 + seat + 1))
            before = streams(variant, players, first, one)
            after = streams(variant, players, first, two)
            assert before[seat] == after[seat], f"seat {seat} can tell the deals apart"
            if one.history() != two.history():
                assert any(before[s] != after[s] for s in range(players) if s != seat)
                told_apart += 1
    return told_apart


@pytest.mark.parametrize(("game", "variant", "players", "options"), list(every_table()))
def test_a_seat_is_sent_the_same_bytes_whatever_the_cards_hidden_from_it(
    game: str, variant: str, players: int, options: tuple[str, ...]
) -> None:
    checked_privacy(game, variant, players, options)


@pytest.mark.parametrize("game", list(registry.GAMES))
def test_the_privacy_check_can_fail_for_every_game_that_hides_cards_at_a_decision(game: str) -> None:
    """Where a seat decides with cards hidden from it, two such deals differ and the other seats see it: the
    byte-identity above is not vacuous (nakashth has no decision after its deal)."""
    tables = [entry for entry in every_table() if entry[0] == game]
    assert any(checked_privacy(*entry) > 0 for entry in tables) == rules_of(game).type.decisions
