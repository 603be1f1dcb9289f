"""The round Ganjifa pack: 96 cards, 8 suits of 12 ranks (1 to 10, vizier, raja).

Texts are the rank then the suit code: ``RSu`` (raja of Surya), ``VCh``, ``10Ba``, ``1Sh``; read in any letter case.
Value: a number card its number, vizier 11, raja 12; with the ``mughal`` option the number cards of Phul, Ghulam,
Shamsher and Chandra count ``11 - n`` (1 high, 10 low). Points: the pips, vizier 11, raja 12, or 0 for the two
face cards where a game says so (komi); points never depend on ``mughal``.
"""

from __future__ import annotations

from game.cards.pack import Pack, RankSpec, SuitSpec

GANJIFA_SUITS = (
    SuitSpec("Su", "Surya", "green"),
    SuitSpec("Ch", "Chandra", "black", mughal_reversed=True),
    SuitSpec("Ba", "Barat", "blue"),
    SuitSpec("Ph", "Phul", "brown", mughal_reversed=True),
    SuitSpec("Ku", "Kumancha", "yellow"),
    SuitSpec("Gh", "Ghulam", "purple", mughal_reversed=True),
    SuitSpec("Cg", "Cheng", "orange"),
    SuitSpec("Sh", "Shamsher", "red", mughal_reversed=True),
)

GANJIFA_RANKS = (
    *(RankSpec(str(n), str(n), n, points=n) for n in range(1, 11)),
    RankSpec("V", "vizier", 11, points=11, face=True),
    RankSpec("R", "raja", 12, points=12, face=True),
)

GANJIFA_96 = Pack("ganjifa-96", "the round Ganjifa pack", GANJIFA_SUITS, GANJIFA_RANKS)
