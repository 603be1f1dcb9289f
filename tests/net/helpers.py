"""Shared by the network tests: every registered game's variants and seat counts, random games played through a
:class:`NetTable` with each seat's messages captured as sent, and a server on loopback."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from game.engine import registry
from game.engine.controller import Controller
from game.engine.protocol import GameState
from game.net.table import NetTable, checked_spec
from game.net.wiretypes import wire_types

#: The longest game a test plays (actions), so that no loop can run away.
MAX_ACTIONS = 400


def every_table() -> Iterator[tuple[str, str, int, tuple[str, ...]]]:
    """(game, variant, players, options) of every registered game: each variant with its fewest and most seats,
    without options and with each option it allows alone."""
    for info in registry.GAMES.values():
        for variant in info.variants:
            for players in sorted({variant.players[0], variant.players[-1]}):
                yield info.id, variant.id, players, ()
                for option in info.options:
                    try:
                        info.rules.new_game(variant.id, players, 0, frozenset({option.id}))
                    except ValueError:
                        continue
                    yield info.id, variant.id, players, (option.id,)


def captured_table(
    variant: str, players: int, seed: int, options: tuple[str, ...] = ()
) -> tuple[NetTable, list[list[str]]]:
    """A table with every seat taken and each seat's sent messages captured, not started."""
    spec = checked_spec("TEST01", variant, players, options, "", "")
    table = NetTable(spec, None, wire_types(), random.Random(seed))
    sent: list[list[str]] = [[] for _ in range(players)]
    for seat in range(players):
        joined = table.join("", "")
        assert isinstance(joined, tuple) and joined[0] == seat
        table.connect(seat, sent[seat].append)
    return table, sent


def play_randomly(table: NetTable, rng: random.Random, limit: int = MAX_ACTIONS) -> list[Any]:
    """Each seat to move plays a random legal action through the table until the game ends (at most ``limit``
    actions); the actions played."""
    played: list[Any] = []
    while not table.over and len(played) < limit:
        seat = table.to_move()
        assert seat is not None
        actions = list(table.view(seat).legal_actions())
        action = actions[rng.randrange(len(actions))]
        assert table.submit(seat, len(played) + 1, action) is None
        played.append(action)
    return played


AnyController = Controller[Any, Any, Any]


def replayed(first: AnyController, state: GameState[Any, Any]) -> tuple[AnyController, list[Any]]:
    """A controller at ``state``'s start with ``first``'s narrator and no chance policy, and ``state``'s actions
    (chance's included) to submit in order."""
    actions = list(state.history())
    for _ in actions:
        state.pop()
    return Controller(state, first.narrator, None), actions
