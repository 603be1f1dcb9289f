"""How a network table makes and resumes each game's series without the window: one line per game family, named
as data (like ``game.ui.games.GAME_UIS``) and loaded on first use; shared code reads :func:`table_game` only."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.engine.controller import Controller
from game.engine.lazy import Lazy
from game.engine.series import Series
from game.storage import SavedGame

AnyController = Controller[Any, Any, Any]


class TableGame(Protocol):
    """A game as a network table plays it: a new series, or one resumed at a saved game."""

    def series(self, variant: str, players: int, options: frozenset[str], rng: random.Random) -> Series: ...

    def resumed(self, saved: SavedGame, rng: random.Random) -> tuple[Series, AnyController]:
        """The series of ``saved``'s match and the controller of ``saved`` at its last committed action."""
        ...


#: Each game id to its :class:`TableGame` (game/net/panjpar_games.py, game/net/ganjifa_games.py).
TABLE_GAMES: dict[str, Lazy[TableGame]] = {
    "panjpar": Lazy("game.net.gamefamilies", "PANJPAR"),
    "nakashth": Lazy("game.net.gamefamilies", "NAKASHTH"),
    "komi": Lazy("game.net.gamefamilies", "GANJIFA"),
    "ekrang": Lazy("game.net.gamefamilies", "GANJIFA"),
    "hamrang": Lazy("game.net.gamefamilies", "GANJIFA"),
}


def table_game(game: str) -> TableGame:
    """The network table's maker of ``game``; raises ``KeyError`` for a game it cannot host."""
    return TABLE_GAMES[game].get()
