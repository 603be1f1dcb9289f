"""The letters of the French court cards and the ace in the player's language, as the card faces' indices and the
table's sentences write them: English J, Q, K, A; German B (Bube), D (Dame), K (König), A (Ass)."""

from __future__ import annotations

from game.ui.i18n import _


def rank_letter(rank: int) -> str:
    """The index of a French rank (2..14) as the player's language writes it on a card."""
    if rank == 11:
        # Translators: the index letter of the jack (German: B for Bube).
        return _("J")
    if rank == 12:
        # Translators: the index letter of the queen (German: D for Dame).
        return _("Q")
    if rank == 13:
        # Translators: the index letter of the king.
        return _("K")
    if rank == 14:
        # Translators: the index letter of the ace.
        return _("A")
    return str(rank)
