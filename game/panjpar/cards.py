"""Panjpar's cards: the 52-card French pack of :mod:`game.cards` as small value types with a text round trip
(``10H``, ``QS``), and the beater tables of the rules.

A :class:`Card` is an ``int``, the pack's index ``(rank - 2) * 4 + suit`` (``game.cards.french``), so that the rules
can use it in bit masks and tables at full speed, while it still prints and parses as text. The 52 instances are
created once; use :func:`card` or :func:`parse_card` to get one. Names, letters and texts come from the pack.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from game.cards import FRENCH_52, CardError

__all__ = [
    "BEATER_MASKS",
    "CARDS",
    "RANK_NAMES",
    "SUIT_LETTERS",
    "SUIT_SYMBOLS",
    "Card",
    "CardError",
    "Suit",
    "beats",
    "card",
    "format_cards",
    "parse_card",
    "parse_cards",
]


class Suit(IntEnum):
    """The four French suits, in the pack's order ``S H D C`` (a test checks the names against the pack)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def is_red(self) -> bool:
        return FRENCH_52.suits[self].colour == "red"


SUIT_LETTERS = "".join(s.code for s in FRENCH_52.suits)
SUIT_SYMBOLS = "".join(s.glyph for s in FRENCH_52.suits)
#: Rank number (2..14) to its text (``10``, ``J``... ``A``).
RANK_NAMES = {r.value: r.code for r in FRENCH_52.ranks}
#: The canonical text of each card by index.
_TEXTS = tuple(FRENCH_52.to_text(i) for i in FRENCH_52.cards())


class Card(int):
    """One playing card; compares and hashes as its index ``(rank - 2) * 4 + suit``."""

    __slots__ = ()

    # The pack's encoding inline, for speed: rank = (card >> 2) + 2, suit = card & 3.
    @property
    def rank(self) -> int:
        """2..14, where 11 = J, 12 = Q, 13 = K, 14 = A."""
        return (self >> 2) + 2

    @property
    def suit(self) -> Suit:
        return Suit(self & 3)

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


#: Every card by index; ``CARDS[i]`` is the one ``Card`` object for index ``i``.
CARDS: tuple[Card, ...] = tuple(Card(i) for i in FRENCH_52.cards())


def card(rank: int, suit: Suit | int) -> Card:
    """The card of ``rank`` (2..14) and ``suit``."""
    if rank not in RANK_NAMES or not 0 <= suit < len(SUIT_LETTERS):
        raise CardError(f"no card of rank {rank} and suit {suit}")
    return CARDS[FRENCH_52.card(rank - 2, suit)]


def parse_card(text: str) -> Card:
    """Parse ``10H``, ``th``, ``Q♠``... (case-insensitive) into a card; raises :class:`CardError`."""
    return CARDS[FRENCH_52.from_text(text)]


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by white space."""
    return [parse_card(word) for word in text.split()]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as canonical text separated by single spaces."""
    return " ".join(_TEXTS[c] for c in cards)


def beats(beater: Card, attack: Card, trump: Suit | int) -> bool:
    """Whether ``beater`` kills ``attack`` (rule 5): higher of the same suit, or a trump on a non-trump."""
    # The pack's encoding inline: suit = card & 3; within a suit the higher index is the higher rank.
    if (beater & 3) == (attack & 3):
        return beater > attack
    return (beater & 3) == trump


def _beater_masks(trump: int) -> tuple[int, ...]:
    masks = []
    for attack in CARDS:
        mask = 0
        for beater in CARDS:
            if beats(beater, attack, trump):
                mask |= 1 << beater
        masks.append(mask)
    return tuple(masks)


#: ``BEATER_MASKS[trump][attack]`` is the bit mask of every card that beats ``attack``.
BEATER_MASKS: tuple[tuple[int, ...], ...] = tuple(_beater_masks(t) for t in range(len(SUIT_LETTERS)))
