"""Every game's screens, by the registry's game id: the one line a game adds to be played in the window.

Each line names the game's :class:`~game.ui.gameui.GameUI`, loaded the first time it is asked for, so that the
menu's first frame loads no game's table, presenter or rules (tests/ui/test_warmup.py)."""

from __future__ import annotations

import random
from typing import Any

from game.engine import registry
from game.engine.lazy import Lazy
from game.engine.series import GameSeries
from game.ui.gameui import GameUI
from game.ui.presenter import PresenterFactory
from game.ui.rules.page import RulesPage
from game.ui.tablesetup import TableSetup

GAME_UIS: dict[str, Lazy[GameUI]] = {
    "panjpar": Lazy("game.ui.panjpar.gameui", "GAME_UI"),
    "nakashth": Lazy("game.ui.ganjifa.nakashth", "GAME_UI"),
    "komi": Lazy("game.ui.ganjifa.komi", "GAME_UI"),
    "ekrang": Lazy("game.ui.ganjifa.ekrang", "GAME_UI"),
    "hamrang": Lazy("game.ui.ganjifa.hamrang", "GAME_UI"),
}


def with_ui() -> list[registry.GameInfo]:
    """The registry's games the window can play, in the registry's order."""
    return [game for game in registry.GAMES.values() if game.id in GAME_UIS]


def game_ui(game_id: str) -> GameUI:
    """The screens of ``game_id``; raises ``ValueError`` for a game the window cannot show."""
    found = GAME_UIS.get(game_id)
    if found is None:
        raise ValueError(f"no table for the game {game_id!r}")
    return found.get()


def ui_of_variant(variant_id: str) -> GameUI:
    """The screens of the game that has ``variant_id``; raises ``ValueError`` when no game with a table has it."""
    game = registry.game_of_variant(variant_id)
    if game is None or game.id not in GAME_UIS:
        raise ValueError(f"no table for variant {variant_id}")
    return game_ui(game.id)


def presenter_for(variant_id: str) -> PresenterFactory:
    """The presenter factory of the game that has ``variant_id``."""
    return ui_of_variant(variant_id).presenter


def series_for(setup: TableSetup, rng: random.Random) -> GameSeries[Any]:
    """The series of games ``setup`` plays at a table (its game's registry entry makes it)."""
    return registry.new_series(setup.variant.id, setup.players, setup.options, rng, setup.stake)


def rules_page(game_id: str) -> RulesPage:
    """The rules page of ``game_id``, in the player's language."""
    return game_ui(game_id).rules_page()
