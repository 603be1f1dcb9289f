"""A card as the table writes it in sentences: rank and suit symbol (``10♥``)."""

from __future__ import annotations

from game.panjpar.cards import RANK_NAMES, SUIT_SYMBOLS, Card


def card_name(card: Card) -> str:
    return RANK_NAMES[card.rank] + SUIT_SYMBOLS[card & 3]
