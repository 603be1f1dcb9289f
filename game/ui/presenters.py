"""Each game's presenter at the table, by game id (the games themselves are listed in game/engine/registry.py)."""

from __future__ import annotations

from game.engine import registry
from game.ui.panjpar.presenter import PanjparPresenter
from game.ui.presenter import PresenterFactory, Presenters

PRESENTERS: Presenters = {registry.PANJPAR.id: PanjparPresenter}


def presenter_for(variant_id: str) -> PresenterFactory:
    """The presenter factory of the game that has ``variant_id``."""
    game = registry.game_of_variant(variant_id)
    if game is None or game.id not in PRESENTERS:
        raise ValueError(f"no table for variant {variant_id}")
    return PRESENTERS[game.id]
