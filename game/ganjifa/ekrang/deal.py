"""ekrang's deal: which suits are in play, how many cards each seat gets, and the key card.

3 players share the whole pack (32 each), 4 players too (24 each). Two players play Surya, Chandra and two other
suits drawn at random (the seed's 48 cards), 14 of them put away unseen, 17 each. With ``fast``, as many suits as
players (Surya and Chandra always among them), all dealt, 12 each. A record's deal is checked by
:func:`deal_error`: for two players the fine point allows Surya, Chandra and at most four other suits.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from game.ganjifa.cards import CHANDRA, SUIT_MASKS, SURYA, Values, cards_in, mask_of, suit

#: The suits besides the two key suits, in canonical order.
OTHER_SUITS = tuple(range(2, 8))
#: Cards a two-player game puts away unseen (of 48).
PUT_AWAY = 14
#: The most suits other than Surya and Chandra a two-player record may hold (GANJIFA.md, fine points).
MAX_OTHER_SUITS_TWO = 4


def key_suit(night: bool) -> int:
    """Surya by day, Chandra by night."""
    return CHANDRA if night else SURYA


def hand_size(players: int, fast: bool) -> int:
    """The cards each seat is dealt."""
    if fast:
        return 12
    return {2: 17, 3: 32, 4: 24}[players]


def suit_count(players: int, fast: bool) -> int:
    """How many suits a game uses: as many as players with ``fast``, four for two players, else all eight."""
    if fast:
        return players
    return 4 if players == 2 else len(SUIT_MASKS)


def suits_in_play(rng: random.Random, players: int, fast: bool) -> tuple[int, ...]:
    """The suits a new game uses: Surya and Chandra always, the others drawn with ``rng``."""
    count = suit_count(players, fast)
    if count == len(SUIT_MASKS):
        return tuple(range(count))
    return (SURYA, CHANDRA, *sorted(rng.sample(OTHER_SUITS, count - 2)))


def sort_hand(cards: Iterable[int]) -> tuple[int, ...]:
    """A hand as dealt: by suit in canonical order, then by rank."""
    return tuple(sorted(cards, key=lambda card: (card & 7, card >> 3)))


def deal_hands(rng: random.Random, players: int, fast: bool) -> tuple[tuple[int, ...], ...]:
    """A shuffled deal for a new game: each seat's cards (the two-player game's 14 put away are not in it)."""
    suits = suits_in_play(rng, players, fast)
    cards = [card for s in suits for card in cards_in(SUIT_MASKS[s])]
    rng.shuffle(cards)
    size = hand_size(players, fast)
    return tuple(sort_hand(cards[seat * size : (seat + 1) * size]) for seat in range(players))


def deal_error(hands: Sequence[Sequence[int]], players: int, fast: bool) -> tuple[int, str] | None:
    """Why ``hands`` (distinct cards) is not a deal ekrang can make: ``(seat or -1, reason)``, or ``None``."""
    size = hand_size(players, fast)
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            return seat, f"Hand{seat + 1} must have {size} cards, not {len(hand)}"
    used = {suit(card) for hand in hands for card in hand}
    if fast:
        if SURYA not in used or CHANDRA not in used or len(used) != players:
            return -1, f"a fast deal is {players} whole suits, Surya and Chandra among them"
    elif players == 2:
        others = used - {SURYA, CHANDRA}
        if len(others) > MAX_OTHER_SUITS_TWO:
            return -1, f"a two-player deal is Surya, Chandra and at most four other suits, not {len(others)}"
        if SURYA not in used and CHANDRA not in used:
            return -1, "a two-player deal holds Surya or Chandra cards"
    return None


def key_card(dealt: int, night: bool, values: Values) -> int:
    """The key card: the highest dealt card of the key suit, else of the other of Surya and Chandra."""
    main = key_suit(night)
    for key in (main, CHANDRA if main == SURYA else SURYA):
        cards = dealt & SUIT_MASKS[key]
        if cards:
            return values.highest(cards)
    raise ValueError("no Surya or Chandra card was dealt")


def deal_mask(hands: Sequence[Sequence[int]]) -> int:
    return mask_of(card for hand in hands for card in hand)
