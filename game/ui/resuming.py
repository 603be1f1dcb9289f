"""Whether a table can go on with a saved game: for Panjpar's :class:`SavedGame` and for a Ganjifa game's
:class:`SavedState` alike (their bots: game/ui/resumebots.py)."""

from __future__ import annotations

from game.engine import registry
from game.storage import SavedGame, SavedState


def resumable(saved: SavedGame | SavedState) -> bool:
    """Whether this table can go on with ``saved``: the player in seat 0, a known variant, and a row that agrees
    with its record (a Ganjifa game's state is checked against its row when read). The bot seats' specs do not
    matter: resumebots.resume_bots replaces unknown ones."""
    if isinstance(saved, SavedState):
        return saved.human_seat == 0 and saved.state.players == saved.players and 0 <= saved.dealer < saved.players
    variant = registry.variant_info(saved.variant)
    deal = saved.record.deal
    return (
        saved.human_seat == 0
        and variant is not None
        and saved.players in variant.players
        and deal.players == saved.players
        and deal.variant.id == saved.variant
        and 0 <= saved.dealer < saved.players
    )
