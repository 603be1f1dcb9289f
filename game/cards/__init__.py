"""Packs of cards as data (:class:`Pack`): the French packs of Panjpar and the round Ganjifa pack.

A card is a small ``int`` index into its pack and a set of cards an ``int`` bit-set. This package imports nothing
else from ``game``, so every layer may use it.
"""

from game.cards.french import FRENCH_36, FRENCH_52
from game.cards.ganjifa import GANJIFA_96
from game.cards.pack import CardError, Pack, RankSpec, SuitSpec, count, iter_bits

#: Every pack by id.
PACKS: dict[str, Pack] = {p.id: p for p in (FRENCH_52, FRENCH_36, GANJIFA_96)}

__all__ = [
    "FRENCH_36",
    "FRENCH_52",
    "GANJIFA_96",
    "PACKS",
    "CardError",
    "Pack",
    "RankSpec",
    "SuitSpec",
    "count",
    "iter_bits",
]
