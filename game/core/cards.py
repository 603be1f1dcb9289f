"""Cards as small value types with a text round trip (``10H``, ``QS``), and the packs of each variant.

A :class:`Card` is an ``int`` (``(rank - 2) * 4 + suit``) so that the rules can use it in bit masks and tables
at full speed, while it still prints and parses as text. The 52 instances are created once; use
:func:`card` or :func:`parse_card` to get one.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum


class Suit(IntEnum):
    """The four French suits, in the order of their letters ``S H D C``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}  # fmt: skip
_RANK_BY_TEXT = {text: rank for rank, text in RANK_NAMES.items()} | {"T": 10}
_SUIT_BY_TEXT = {letter: Suit(i) for i, letter in enumerate(SUIT_LETTERS)} | {
    symbol: Suit(i) for i, symbol in enumerate(SUIT_SYMBOLS)
}


class CardError(ValueError):
    """Raised for text that is not a card."""


class Card(int):
    """One playing card; compares and hashes as its index ``(rank - 2) * 4 + suit``."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """2..14, where 11 = J, 12 = Q, 13 = K, 14 = A."""
        return (self >> 2) + 2

    @property
    def suit(self) -> Suit:
        return Suit(self & 3)

    def __str__(self) -> str:
        return RANK_NAMES[(self >> 2) + 2] + SUIT_LETTERS[self & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


#: Every card by index; ``CARDS[i]`` is the one ``Card`` object for index ``i``.
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))


def card(rank: int, suit: Suit | int) -> Card:
    """The card of ``rank`` (2..14) and ``suit``."""
    if not 2 <= rank <= 14 or not 0 <= suit <= 3:
        raise CardError(f"no card of rank {rank} and suit {suit}")
    return CARDS[(rank - 2) * 4 + suit]


def parse_card(text: str) -> Card:
    """Parse ``10H``, ``th``, ``Q♠``... (case-insensitive) into a card; raises :class:`CardError`."""
    cleaned = text.strip().upper()
    if len(cleaned) < 2:
        raise CardError(f"bad card: {text!r}")
    rank = _RANK_BY_TEXT.get(cleaned[:-1])
    suit = _SUIT_BY_TEXT.get(cleaned[-1])
    if rank is None or suit is None:
        raise CardError(f"bad card: {text!r}")
    return CARDS[(rank - 2) * 4 + suit]


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by white space."""
    return [parse_card(word) for word in text.split()]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as canonical text separated by single spaces."""
    return " ".join(str(c) for c in cards)


def beats(beater: Card, attack: Card, trump: Suit | int) -> bool:
    """Whether ``beater`` kills ``attack`` (rule 5): higher of the same suit, or a trump on a non-trump."""
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
BEATER_MASKS: tuple[tuple[int, ...], ...] = tuple(_beater_masks(t) for t in range(4))
