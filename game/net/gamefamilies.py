"""The network table's makers of each game's series (game/net/games.py names them): what the window's game screens
do for a table, without the window (the colour guess is seat 0's, nakashth's stake one chip). Every series is the
engine's one ``GameSeries``, so a saved game resumes the same way in all of them."""

from __future__ import annotations

import random
from typing import Any

from game.engine.controller import Controller
from game.engine.registry import game_of_variant
from game.engine.series import GameSeries
from game.ganjifa.nakashth.series import nakashth_series
from game.ganjifa.series import ganjifa_series
from game.panjpar.match import panjpar_match
from game.panjpar.variants import VARIANTS
from game.storage import SavedGame

#: Any game's controller (the engine's).
AnyController = Controller[Any, Any, Any]
AnySeries = GameSeries[Any]


class _Resumable:
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> AnySeries:
        raise NotImplementedError

    def resumed(self, saved: SavedGame, rng: random.Random) -> tuple[AnySeries, AnyController]:
        """A fresh series of ``saved``'s game going on with it: its totals, its dealer, its controller."""
        series = self.series(saved.variant, saved.players, saved.options, rng)
        return series, series.resume(saved.state, saved.totals, saved.dealer)


class PanjparTables(_Resumable):
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> AnySeries:
        return panjpar_match(VARIANTS[variant], players, rng, guesser=0)


class GanjifaTables(_Resumable):
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> AnySeries:
        game = game_of_variant(variant)
        if game is None:
            raise KeyError(variant)
        return ganjifa_series(game.rules, variant, players, options, rng)


class NakashthTables(_Resumable):
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> AnySeries:
        return nakashth_series(players, 1, rng)


PANJPAR = PanjparTables()
GANJIFA = GanjifaTables()
NAKASHTH = NakashthTables()
