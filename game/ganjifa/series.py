"""The games of a Ganjifa table in a row, on the one series of every game (:class:`~game.engine.series.GameSeries`):
each game's state from the rules (the first from ``first``, by default the rules' ``new_game`` with the table's
options; each next one following the last where the rules say how, :class:`~game.engine.protocol.FollowingGames`),
played by a :class:`GanjifaController` that draws chance from its own stream."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.engine.protocol import FollowingGames, GameRules, GameState
from game.engine.series import GameMaker, GameSeries
from game.engine.totals import Totals as Totals
from game.ganjifa.controller import GanjifaController

#: A Ganjifa table's games in a row.
GanjifaSeries = GameSeries[GanjifaController]


def ganjifa_games(
    rules: GameRules,
    variant: str,
    players: int,
    options: frozenset[str],
    first: Callable[[int], GameState[Any, Any]] | None = None,
) -> GameMaker[GanjifaController]:
    """How a Ganjifa table makes each game: ``first(dealer)`` (by default the rules' ``new_game``), then each
    one after a finished game as the rules make it from that one when they say how."""

    def make(dealer: int, previous: GameState[Any, Any] | None, rng: random.Random) -> GanjifaController:
        if previous is not None and isinstance(rules, FollowingGames):
            state = rules.following_game(previous, dealer)
        elif first is not None:
            state = first(dealer)
        else:
            state = rules.new_game(variant, players, dealer, options)
        return ganjifa_controller(state, rng)

    return make


def ganjifa_series(
    rules: GameRules,
    variant: str,
    players: int,
    options: frozenset[str],
    rng: random.Random,
    first: Callable[[int], GameState[Any, Any]] | None = None,
) -> GanjifaSeries:
    """A table's games of one Ganjifa game (the first dealer drawn from ``rng``, the deal moving on)."""
    games = ganjifa_games(rules, variant, players, options, first)
    return GameSeries(rules, variant, players, options, rng, games, ganjifa_controller)


def rules_series(
    rules: GameRules, variant: str, players: int, options: frozenset[str], rng: random.Random, _stake: int = 1
) -> GanjifaSeries:
    """The series of any game on the protocol whose registry entry names no maker of its own (the Ganjifa games,
    the toy): each game as its rules' ``new_game`` makes it, played through the generic narrator."""
    return ganjifa_series(rules, variant, players, options, rng)


def ganjifa_controller(state: GameState[Any, Any], rng: random.Random) -> GanjifaController:
    """The controller of a Ganjifa game going on from ``state``, chance drawn from a stream of ``rng``'s."""
    return GanjifaController(state, random.Random(rng.getrandbits(64)))
