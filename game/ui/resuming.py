"""Whether a table can go on with a saved game, whatever its game (its bots: game/ui/resumebots.py)."""

from __future__ import annotations

from game.engine import registry
from game.storage import SavedGame


def resumable(saved: SavedGame) -> bool:
    """Whether this table can go on with ``saved``: the player in seat 0, a known variant for its player count,
    and a row that agrees with its record (the storage checks the record's game, variant and players against its
    row when it reads it). The bot seats' specs do not matter: resumebots.resume_bots replaces unknown ones."""
    variant = registry.variant_info(saved.variant)
    return (
        saved.human_seat == 0
        and variant is not None
        and saved.players in variant.players
        and saved.state.players == saved.players
        and 0 <= saved.dealer < saved.players
    )
