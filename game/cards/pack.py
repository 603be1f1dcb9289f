"""A pack of cards described as data: its suits, its ranks, and how a card is a small int.

A card of a pack is an ``int`` index: ``first_index + rank_position * len(suits) + suit_position``, rank-major,
so that cards sort by rank first and a set of cards is an ``int`` with bit ``i`` set for card ``i``
(:meth:`Pack.mask_of`, :meth:`Pack.cards_of`, :func:`count`, :func:`iter_bits`). A pack cut from a larger one
(:meth:`Pack.from_rank`) keeps the larger pack's indices, so both share one encoding and one bit layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

#: How many characters of an unreadable text a :class:`CardError` quotes.
TEXT_EXCERPT_CHARS = 50

#: Every pack made in this process, by id (ids are unique, so a pack pickles as its id).
_PACKS_MADE: dict[str, Pack] = {}


class CardError(ValueError):
    """Raised for text that is not a card of the pack, or a card index outside it."""


def quoted_excerpt(text: str, limit: int = TEXT_EXCERPT_CHARS) -> str:
    """``text`` quoted for a message, cut to ``limit`` characters with ``…`` (control characters escaped)."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


@dataclass(frozen=True, slots=True)
class SuitSpec:
    """One suit: its ``code`` in card texts, its ``name``, its ``colour`` name, and an optional one-character
    ``glyph`` (``♠``) that is read as the code too. ``mughal_reversed``: under the ``mughal`` option its number
    cards rank the other way round (Ganjifa)."""

    code: str
    name: str
    colour: str
    glyph: str = ""
    mughal_reversed: bool = False


@dataclass(frozen=True, slots=True)
class RankSpec:
    """One rank: its ``code`` in card texts, its ``name``, its ``value`` (which card is higher, without options),
    its ``points`` where a game adds cards up (``None`` when the pack's games never do), whether it is a face
    card, and other spellings read as the code (``T`` for ``10``)."""

    code: str
    name: str
    value: int
    points: int | None = None
    face: bool = False
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pack:
    """A pack: ``suits`` in their canonical order, ``ranks`` lowest first, cards indexed from ``first_index``.

    Card texts are the rank's code then the suit's code (``10H``, ``RSu``); reading ignores letter case and
    surrounding spaces, writing is canonical.
    """

    id: str
    name: str
    suits: tuple[SuitSpec, ...]
    ranks: tuple[RankSpec, ...]
    first_index: int = 0
    _by_text: dict[str, int] = field(init=False, repr=False, compare=False)
    _texts: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_text: dict[str, int] = {}
        for card in self.cards():
            rank, suit = self.rank_of(card), self.suit_of(card)
            for rank_text in (rank.code, *rank.aliases):
                for suit_text in (suit.code, suit.glyph) if suit.glyph else (suit.code,):
                    key = (rank_text + suit_text).upper()
                    if by_text.setdefault(key, card) != card:
                        raise ValueError(f"pack {self.id}: the text {key!r} names two cards")
        object.__setattr__(self, "_by_text", by_text)
        object.__setattr__(self, "_texts", tuple(self.rank_of(c).code + self.suit_of(c).code for c in self.cards()))
        if _PACKS_MADE.setdefault(self.id, self) != self:
            raise ValueError(f"two different packs have the id {self.id!r}")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        """Pickle as a reference by id (a bot's view crosses to its process without the pack's tables)."""
        return pack_by_id, (self.id,)

    # The encoding --------------------------------------------------------------------------------------------

    @property
    def size(self) -> int:
        """The number of cards."""
        return len(self.suits) * len(self.ranks)

    @property
    def end_index(self) -> int:
        """One past the highest card index."""
        return self.first_index + self.size

    def cards(self) -> range:
        """Every card's index, lowest rank first, suits in canonical order within a rank."""
        return range(self.first_index, self.end_index)

    def card(self, rank_position: int, suit_position: int) -> int:
        """The card of the rank at ``rank_position`` in :attr:`ranks` and the suit at ``suit_position``."""
        if not (0 <= rank_position < len(self.ranks) and 0 <= suit_position < len(self.suits)):
            raise CardError(f"{self.name} has no card at rank {rank_position} and suit {suit_position}")
        return self.first_index + rank_position * len(self.suits) + suit_position

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and self.first_index <= card < self.end_index

    def suit_position(self, card: int) -> int:
        """The position of ``card``'s suit in :attr:`suits`."""
        return (card - self.first_index) % len(self.suits)

    def rank_position(self, card: int) -> int:
        """The position of ``card``'s rank in :attr:`ranks` (0 is the lowest rank)."""
        return (card - self.first_index) // len(self.suits)

    def suit_of(self, card: int) -> SuitSpec:
        """The suit of ``card``."""
        return self.suits[self.suit_position(card)]

    def rank_of(self, card: int) -> RankSpec:
        """The rank of ``card``."""
        return self.ranks[self.rank_position(card)]

    def from_rank(self, code: str, pack_id: str, name: str) -> Pack:
        """The smaller pack of this pack's ranks from ``code`` up, keeping this pack's card indices."""
        position = next((i for i, rank in enumerate(self.ranks) if rank.code == code), None)
        if position is None:
            raise ValueError(f"pack {self.id} has no rank {code!r}")
        return Pack(pack_id, name, self.suits, self.ranks[position:], self.first_index + position * len(self.suits))

    # Text ----------------------------------------------------------------------------------------------------

    def to_text(self, card: int) -> str:
        """The canonical text of ``card`` (``10H``, ``RSu``)."""
        if card not in self:
            raise CardError(f"{self.name} has no card number {card}")
        return self._texts[card - self.first_index]

    def from_text(self, text: str) -> int:
        """The card that ``text`` names, in any letter case; raises :class:`CardError` (``bad card: '…'``)."""
        card = self._by_text.get(text.strip().upper())
        if card is None:
            raise CardError(f"bad card: {quoted_excerpt(text)}")
        return card

    def format(self, cards: Iterable[int]) -> str:
        """Cards as canonical texts separated by single spaces."""
        return " ".join(self.to_text(c) for c in cards)

    def parse(self, text: str) -> list[int]:
        """Cards separated by white space."""
        return [self.from_text(word) for word in text.split()]

    # Values, points, order -----------------------------------------------------------------------------------

    def value(self, card: int, mughal: bool = False) -> int:
        """Which card is higher: its rank's value; under ``mughal`` a number card of a reversed suit counts the
        other way round (in a pack of numbers 1..10, ``11 - n``)."""
        rank = self.rank_of(card)
        if mughal and not rank.face and self.suit_of(card).mughal_reversed:
            numbers = [r.value for r in self.ranks if not r.face]
            return min(numbers) + max(numbers) - rank.value
        return rank.value

    def values(self, mughal: bool = False) -> tuple[int, ...]:
        """:meth:`value` of every card, by ``card - first_index`` (a table for fast paths)."""
        return tuple(self.value(c, mughal) for c in self.cards())

    def points(self, card: int, faces_count: bool = True) -> int:
        """The points ``card`` adds to a total: its rank's points, or 0 for a face card when ``faces_count`` is
        false (komi). Never depends on ``mughal``."""
        rank = self.rank_of(card)
        if rank.points is None:
            raise ValueError(f"the cards of {self.name} have no points")
        return rank.points if faces_count or not rank.face else 0

    def suit_major_key(self, card: int) -> tuple[int, int]:
        """Sort key: by suit in canonical order, then rank lowest first (a hand grouped by suit)."""
        return self.suit_position(card), self.rank_position(card)

    def rank_major_key(self, card: int) -> int:
        """Sort key: by rank lowest first, then suit in canonical order (the index itself)."""
        return card

    def value_key(self, mughal: bool = False) -> _ValueKey:
        """Sort key: by :meth:`value` (with or without ``mughal``), then suit in canonical order."""
        return _ValueKey(self, mughal)

    # Sets of cards as bits -----------------------------------------------------------------------------------

    @property
    def full_mask(self) -> int:
        """The bit-set of every card of the pack."""
        return ((1 << self.size) - 1) << self.first_index

    def mask_of(self, cards: Iterable[int]) -> int:
        """The bit-set of ``cards``; raises :class:`CardError` for an index outside the pack."""
        mask = 0
        for card in cards:
            if card not in self:
                raise CardError(f"{self.name} has no card number {card}")
            mask |= 1 << card
        return mask

    def cards_of(self, mask: int) -> Iterator[int]:
        """The cards of bit-set ``mask``, lowest index first (bits outside the pack are refused)."""
        if mask & ~self.full_mask:
            raise CardError(f"the set holds cards that are not in {self.name}")
        return iter_bits(mask)


@dataclass(frozen=True, slots=True)
class _ValueKey:
    """A picklable sort key by value then suit (see :meth:`Pack.value_key`)."""

    pack: Pack
    mughal: bool

    def __call__(self, card: int) -> tuple[int, int]:
        return self.pack.value(card, self.mughal), self.pack.suit_position(card)


def pack_by_id(pack_id: str) -> Pack:
    """The pack of id ``pack_id`` made in this process (importing :mod:`game.cards` makes the built-in ones)."""
    try:
        return _PACKS_MADE[pack_id]
    except KeyError:
        raise ValueError(f"no pack has the id {pack_id!r}") from None


def count(mask: int) -> int:
    """How many cards bit-set ``mask`` holds."""
    return mask.bit_count()


def iter_bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first (no pack check: for fast paths)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
