"""The round Ganjifa pack as the four games use it: a card is an ``int`` 0..95 of :data:`PACK`, a set a bit-set.

A card's index is ``rank * 8 + suit`` (rank 0..11 for 1..10, vizier, raja; suit 0..7 in the canonical order
Surya, Chandra, Barat, Phul, Kumancha, Ghulam, Cheng, Shamsher), so ``card & 7`` is its suit and ``card >> 3`` its
rank. :class:`Values` holds the tables the rules and the bots compare with, one for each setting of ``mughal``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from game.cards import GANJIFA_96, CardError, iter_bits

PACK = GANJIFA_96
SUITS = 8
RANKS = 12
CARDS = 96
SURYA, CHANDRA = 0, 1
VIZIER_RANK, RAJA_RANK = 10, 11

#: The bit-set of each suit's twelve cards, by suit.
SUIT_MASKS: tuple[int, ...] = tuple(sum(1 << (rank * SUITS + suit) for rank in range(RANKS)) for suit in range(SUITS))
#: The bit-set of the 16 face cards (viziers and rajas).
FACE_MASK: int = sum(1 << card for card in range(VIZIER_RANK * SUITS, CARDS))
FULL_MASK: int = (1 << CARDS) - 1


def suit(card: int) -> int:
    """The suit of ``card`` (0..7)."""
    return card & 7


def rank(card: int) -> int:
    """The rank of ``card`` (0..11: 1..10, vizier, raja)."""
    return card >> 3


def is_face(card: int) -> bool:
    return card >= VIZIER_RANK * SUITS


def raja(suit_index: int) -> int:
    return RAJA_RANK * SUITS + suit_index


def pips(card: int) -> int:
    """The points of ``card`` where a game adds cards: the number, vizier 11, raja 12 (never with ``mughal``)."""
    return (card >> 3) + 1


def card_text(card: int) -> str:
    """``RSu``, ``10Ba``: canonical."""
    return PACK.to_text(card)


def cards_text(cards: Iterable[int]) -> str:
    return " ".join(PACK.to_text(card) for card in cards)


def parse_card(text: str) -> int:
    """The card ``text`` names in any letter case; raises :class:`~game.cards.CardError` (``bad card: '…'``)."""
    return PACK.from_text(text)


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def suits_in(mask: int) -> frozenset[int]:
    """The suits of which ``mask`` holds at least one card."""
    return frozenset(each for each in range(SUITS) if mask & SUIT_MASKS[each])


def cards_in(mask: int) -> Iterator[int]:
    """The cards of ``mask``, lowest index first."""
    return iter_bits(mask)


@dataclass(frozen=True, slots=True)
class Values:
    """Which card is higher, as tables: one instance for each setting of ``mughal`` (:func:`values`)."""

    mughal: bool
    #: The value of each card (1..12).
    value: tuple[int, ...]
    #: For each card, the bit-set of the cards of its suit with a strictly higher value.
    higher_in_suit: tuple[int, ...]
    #: For each card, the bit-set of the cards of its suit with a strictly lower value.
    lower_in_suit: tuple[int, ...]
    #: For each value 1..12, the bit-set of every card of that value (index 0 unused).
    of_value: tuple[int, ...]
    #: For each value 1..12, the bit-set of every card of a strictly lower value (any suit).
    below_value: tuple[int, ...]

    def highest(self, mask: int) -> int:
        """The highest-valued card of ``mask`` (of a single suit: the one; across suits: the lowest index of
        the equal ones). ``mask`` must not be empty."""
        for value in range(RANKS, 0, -1):
            hit = mask & self.of_value[value]
            if hit:
                return (hit & -hit).bit_length() - 1
        raise CardError("no card to choose from")

    def lowest(self, mask: int) -> int:
        """The lowest-valued card of ``mask`` (ties: the lowest index). ``mask`` must not be empty."""
        for value in range(1, RANKS + 1):
            hit = mask & self.of_value[value]
            if hit:
                return (hit & -hit).bit_length() - 1
        raise CardError("no card to choose from")

    def highest_cards(self, mask: int) -> int:
        """The bit-set of the cards of ``mask`` of its highest value (several under ``mughal``); 0 if empty."""
        for value in range(RANKS, 0, -1):
            hit = mask & self.of_value[value]
            if hit:
                return hit
        return 0

    def lowest_cards(self, mask: int) -> int:
        """The bit-set of the cards of ``mask`` of its lowest value; 0 if empty."""
        for value in range(1, RANKS + 1):
            hit = mask & self.of_value[value]
            if hit:
                return hit
        return 0


def _make_values(mughal: bool) -> Values:
    value = tuple(PACK.value(card, mughal) for card in range(CARDS))
    higher = tuple(
        sum(1 << other for other in range(CARDS) if suit(other) == suit(card) and value[other] > value[card])
        for card in range(CARDS)
    )
    lower = tuple(
        sum(1 << other for other in range(CARDS) if suit(other) == suit(card) and value[other] < value[card])
        for card in range(CARDS)
    )
    of_value = (0, *(sum(1 << card for card in range(CARDS) if value[card] == v) for v in range(1, RANKS + 1)))
    below = (0, *(sum(1 << card for card in range(CARDS) if value[card] < v) for v in range(1, RANKS + 1)))
    return Values(mughal, value, higher, lower, of_value, below)


_VALUES = (_make_values(False), _make_values(True))


def values(mughal: bool) -> Values:
    """The value tables with or without the ``mughal`` option."""
    return _VALUES[mughal]
