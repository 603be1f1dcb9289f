"""A card as the table writes it in sentences: rank and suit symbol (``10♥``)."""

from __future__ import annotations

from game.panjpar.cards import SUIT_SYMBOLS, Card
from game.ui.rankletters import rank_letter


def card_name(card: Card) -> str:
    """``10♥``, ``Q♠`` (German: ``D♠``): the rank as the player's language writes it on a card."""
    return rank_letter(card.rank) + SUIT_SYMBOLS[card & 3]
