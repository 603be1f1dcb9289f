"""The table of a saved game, whatever its game: Resume opens it at the last committed action."""

from __future__ import annotations

import random

from game.engine import registry
from game.storage import SavedGame
from game.ui.games import series_for
from game.ui.resumebots import resume_bots
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup


def resume_any(ctx: Context, saved: SavedGame) -> Scene:
    """The table of ``saved``, whatever its game, at its last committed action: a fresh series of its game (its
    GameUI's) goes on with the saved game, its match's totals and its dealer; the board shows at once the events
    the player's seat saw so far, played again from the start (so Panjpar's cards lie where they lay)."""
    if ctx.saves is None:
        raise ValueError("a saved game is resumed from the saved games")
    game = registry.game_of_variant(saved.variant)
    info = registry.variant_info(saved.variant)
    if game is None or info is None:
        raise ValueError(f"no game has the variant {saved.variant}")
    bots, messages = resume_bots(saved)
    ctx.saves.problems.extend(messages)
    # A match's length is the set-up's, remembered in the settings (the saved game does not hold it); the stake
    # makes only a match's first game (the next ones follow from the saved one).
    rounds = ctx.settings.rounds if ctx.settings.rounds in game.match_lengths(saved.players) else 0
    seats = tuple(bots[seat] for seat in range(1, saved.players))
    setup = TableSetup(info.variant, seats, saved.options, rounds=rounds)
    series = series_for(setup, random.Random(ctx.seed))
    controller = ctx.saves.resume_series(saved, series)
    try:
        return TableScene(ctx, setup, ctx.seed, match=series, controller=controller, shown=controller.events_so_far(0))
    finally:
        ctx.saves.resuming = None
