"""A saved Panjpar game's table at its exact position: the board shows what the player saw, rebuilt from the
record's events (game/ui/panjpar/restore.py); opened by the screens' catalog as ``resumed_panjpar_table``."""

from __future__ import annotations

import random
from dataclasses import replace

from game.panjpar.controller import Controller
from game.panjpar.match import panjpar_match
from game.panjpar.record import parse_record
from game.panjpar.variants import VARIANTS
from game.storage import HUMAN, SavedGame
from game.ui.panjpar.restore import events_by_action
from game.ui.resumebots import resume_bots
from game.ui.scenes.base import Context
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup


def resume_panjpar(ctx: Context, saved: SavedGame) -> TableScene:
    """The table at ``saved``'s exact position: the board shows what the player saw, the match score and whose
    turn it is come from the store, and the autosaver goes on with the same game (its bots as played now)."""
    variant = VARIANTS[saved.variant]
    bots, messages = resume_bots(saved)
    saved = replace(saved, seats={0: HUMAN, **bots})
    setup = TableSetup(variant, tuple(bots[seat] for seat in range(1, saved.players)))
    record = parse_record(saved.record_text)  # read by the storage already: its Panjpar rules accepted it
    controller = Controller.from_record(record, saved.dealer)
    seed = ctx.seed
    match = panjpar_match(variant, saved.players, random.Random(seed), guesser=0)
    match.totals = saved.totals
    match.dealer = saved.dealer
    match.current = controller  # the game the table goes on with
    shown = [event for step in events_by_action(record, saved.dealer, 0) for event in step]
    if ctx.saves is not None:
        ctx.saves.problems.extend(messages)
        ctx.saves.resuming = (controller, saved)
    try:
        return TableScene(ctx, setup, seed, match=match, controller=controller, shown=shown)
    finally:
        if ctx.saves is not None:
            ctx.saves.resuming = None
