"""The French packs of Panjpar: 52 cards (2 to ace) and 36 cards (6 to ace), suits ``S H D C``.

The encoding is the one the rules and every saved record use: card = ``(rank - 2) * 4 + suit``, with the suits
in the order spades, hearts, diamonds, clubs; the 36-card pack keeps the 52-card pack's numbers (its lowest card,
6 of spades, is 16). A rank's value is its number, 11 = jack up to 14 = ace.
"""

from __future__ import annotations

from game.cards.pack import Pack, RankSpec, SuitSpec

FRENCH_SUITS = (
    SuitSpec("S", "spades", "black", "♠"),
    SuitSpec("H", "hearts", "red", "♥"),
    SuitSpec("D", "diamonds", "red", "♦"),
    SuitSpec("C", "clubs", "black", "♣"),
)

_NUMBER_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
FRENCH_RANKS = (
    *(RankSpec(str(n), _NUMBER_NAMES[n - 2], n, aliases=("T",) if n == 10 else ()) for n in range(2, 11)),
    RankSpec("J", "jack", 11, face=True),
    RankSpec("Q", "queen", 12, face=True),
    RankSpec("K", "king", 13, face=True),
    RankSpec("A", "ace", 14),
)

FRENCH_52 = Pack("french-52", "the 52-card French pack", FRENCH_SUITS, FRENCH_RANKS)
FRENCH_36 = FRENCH_52.from_rank("6", "french-36", "the 36-card French pack")
