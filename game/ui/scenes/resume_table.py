"""The table of a saved game, whatever its game: Resume opens it at the last committed action."""

from __future__ import annotations

import random

from game.engine import registry
from game.storage import SavedGame
from game.ui.games import game_ui
from game.ui.resumebots import resume_bots
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup


def resume_any(ctx: Context, saved: SavedGame) -> Scene:
    """The table of ``saved``, whatever its game, at its last committed action: the game's own resume screen when
    its GameUI names one (Panjpar rebuilds its board from the record's events), else the shared one."""
    game = registry.game_of_variant(saved.variant)
    own = game_ui(game.id).resume if game is not None else None
    if own is not None:
        return own(ctx, saved)
    if ctx.saves is None:
        raise ValueError("a saved game is resumed from the saved games")
    info = registry.variant_info(saved.variant)
    if info is None:
        raise ValueError(f"no game has the variant {saved.variant}")
    bots, messages = resume_bots(saved)
    ctx.saves.problems.extend(messages)
    stake = getattr(saved.state, "stake", 1)
    # A match's length is the set-up's, remembered in the settings (the saved game does not hold it).
    rounds = ctx.settings.rounds if game is not None and ctx.settings.rounds in game.match_rounds else 0
    seats = tuple(bots[seat] for seat in range(1, saved.players))
    setup = TableSetup(info.variant, seats, saved.options, stake, rounds)
    series = ctx.saves.resume_series(saved, random.Random(ctx.seed))
    # The position shows at once when the table first asks the player's view: its events only fill the log.
    table = TableScene(ctx, setup, ctx.seed, match=series, controller=series.current)
    if series.current is not None:
        table.log.add_events(series.current.events_so_far(table.me), table.presenter.log_lines)
    return table
