"""The network table's makers of Panjpar's matches and the Ganjifa series (game/net/games.py names them): what the
window's game screens do for a table, without the window (the colour guess is seat 0's)."""

from __future__ import annotations

import random
from typing import Any

from game.engine.controller import Controller
from game.engine.registry import variant_info
from game.ganjifa.controller import GanjifaController
from game.ganjifa.nakashth.series import NakashthSeries
from game.ganjifa.series import GanjifaSeries
from game.panjpar.controller import Controller as PanjparController
from game.panjpar.match import Match, Scoreboard
from game.panjpar.record import parse_record
from game.panjpar.variants import VARIANTS
from game.storage import SavedGame
from game.storage.games import rules_of

#: Any game's controller (the engine's).
AnyController = Controller[Any, Any, Any]


class PanjparTables:
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> Match:
        return Match(VARIANTS[variant], players, rng, guesser=0)

    def resumed(self, saved: SavedGame, rng: random.Random) -> tuple[Match, AnyController]:
        match = Match(VARIANTS[saved.variant], saved.players, rng, guesser=0)
        totals = saved.totals
        match.score = Scoreboard(saved.players, list(totals.wins), list(totals.losses), list(totals.draws))
        match.dealer = saved.dealer
        return match, PanjparController.from_record(parse_record(saved.record_text), saved.dealer)


class GanjifaTables:
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> GanjifaSeries:
        info = variant_info(variant)
        if info is None:
            raise KeyError(variant)
        return GanjifaSeries(rules_of(_game_of(variant)), variant, players, options, rng)

    def resumed(self, saved: SavedGame, rng: random.Random) -> tuple[GanjifaSeries, AnyController]:
        series = self.series(saved.variant, saved.players, saved.options, rng)
        return _resumed(series, saved, rng)


class NakashthTables(GanjifaTables):
    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> GanjifaSeries:
        return NakashthSeries(players, 1, rng)


def _resumed(series: GanjifaSeries, saved: SavedGame, rng: random.Random) -> tuple[GanjifaSeries, AnyController]:
    series.totals = saved.totals
    series.dealer = saved.dealer
    series.current = GanjifaController(saved.state, random.Random(rng.getrandbits(64)))
    return series, series.current


def _game_of(variant: str) -> str:
    from game.engine.registry import game_of_variant

    game = game_of_variant(variant)
    if game is None:
        raise KeyError(variant)
    return game.id


PANJPAR = PanjparTables()
GANJIFA = GanjifaTables()
NAKASHTH = NakashthTables()
