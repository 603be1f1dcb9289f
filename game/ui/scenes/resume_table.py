"""The table of a saved game, whatever its game: Resume opens it at the last committed action."""

from __future__ import annotations

import random
from dataclasses import replace

from game.engine import registry
from game.panjpar.controller import Controller
from game.panjpar.game import PanjparState
from game.panjpar.match import Match, Scoreboard
from game.panjpar.record import parse_record
from game.panjpar.variants import VARIANTS
from game.storage import HUMAN, SavedGame
from game.ui.restore import events_by_action
from game.ui.resumebots import resume_bots
from game.ui.scenes.base import Context
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup


def resume_any(ctx: Context, saved: SavedGame) -> TableScene:
    """The table of ``saved``, whatever its game, at its last committed action."""
    if isinstance(saved.state, PanjparState):
        return resume_table(ctx, saved)
    if ctx.saves is None:
        raise ValueError("a saved game is resumed from the saved games")
    info = registry.variant_info(saved.variant)
    if info is None:
        raise ValueError(f"no game has the variant {saved.variant}")
    bots, messages = resume_bots(saved)
    ctx.saves.problems.extend(messages)
    stake = getattr(saved.state, "stake", 1)
    # A match's length is the set-up's, remembered in the settings (the saved game does not hold it).
    game = registry.game_of_variant(saved.variant)
    rounds = ctx.settings.rounds if game is not None and ctx.settings.rounds in game.match_rounds else 0
    seats = tuple(bots[seat] for seat in range(1, saved.players))
    setup = TableSetup(info.variant, seats, saved.options, stake, rounds)
    series = ctx.saves.resume_series(saved, random.Random(ctx.seed))
    # The position shows at once when the table first asks the player's view: its events only fill the log.
    table = TableScene(ctx, setup, ctx.seed, match=series, controller=series.current)
    if series.current is not None:
        table.log.add_events(series.current.events_so_far(table.me), table.presenter.log_lines)
    return table


def resume_table(ctx: Context, saved: SavedGame) -> TableScene:
    """The table at ``saved``'s exact position: the board shows what the player saw, the match score and whose
    turn it is come from the store, and the autosaver goes on with the same game (its bots as played now)."""
    variant = VARIANTS[saved.variant]
    bots, messages = resume_bots(saved)
    saved = replace(saved, seats={0: HUMAN, **bots})
    setup = TableSetup(variant, tuple(bots[seat] for seat in range(1, saved.players)))
    record = parse_record(saved.record_text)  # read by the storage already: its Panjpar rules accepted it
    controller = Controller.from_record(record, saved.dealer)
    seed = ctx.seed
    match = Match(variant, saved.players, random.Random(seed), guesser=0)
    totals = saved.totals
    match.score = Scoreboard(saved.players, list(totals.wins), list(totals.losses), list(totals.draws))
    match.dealer = saved.dealer
    shown = [event for step in events_by_action(record, saved.dealer, 0) for event in step]
    if ctx.saves is not None:
        ctx.saves.problems.extend(messages)
        ctx.saves.resuming = (controller, saved)
    try:
        return TableScene(ctx, setup, seed, match=match, controller=controller, shown=shown)
    finally:
        if ctx.saves is not None:
            ctx.saves.resuming = None
