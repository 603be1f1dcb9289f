"""Why hamrang refuses a play: one :class:`~game.engine.protocol.Refusal` per rule, worded as the rules page.

:func:`refusal` is asked only once :meth:`Position.interpret <game.ganjifa.hamrang.position.Position.interpret>` has
found the cards are no legal play; it names the rule the play breaks for the suit the player most likely meant.
"""

from __future__ import annotations

from game.engine.protocol import Refusal
from game.ganjifa.cards import PACK, card_text
from game.ganjifa.hamrang.position import SUIT_BITS, SUIT_SLOTS, Position, Slots, lowest_valued

SUIT_NAMES: tuple[str, ...] = tuple(spec.name for spec in PACK.suits)


def refusal(position: Position, seat: int, cards: tuple[int, ...], table: Slots) -> Refusal:
    """Why ``cards`` (slots, each in ``seat``'s hand, distinct) are not a legal play of ``seat`` now."""
    hand = position.hands[seat]
    if len(cards) == 1 and hand.bit_count() > 1:
        return Refusal("two_cards", "a play is two cards while she holds two or more", {"seat": seat + 1}, 1)
    suits = [slot // 12 for slot in cards]
    if position.led < 0:
        if position.first_trick:
            raja = 12 * position.key + 11
            if raja not in cards:
                card = card_text(table.card_of[raja])
                name = SUIT_NAMES[position.key]
                return Refusal("first_lead", f"the first lead is {card} and the lowest {name} card", {"card": card})
            return _suit_refusal(hand, cards, position.key, position.free, table)
        allowed = position.lead_suits(seat)
        meant = [s for s in suits if s in allowed]
        if not meant:
            return Refusal("no_face", "no face card of that suit", {"suit": SUIT_NAMES[suits[0]]}, 2)
        return _suit_refusal(hand, cards, meant[0], position.free, table)
    led = position.led
    if hand & SUIT_SLOTS[led]:
        if led not in suits:
            return Refusal("must_follow", f"must play {SUIT_NAMES[led]} cards", {"suit": SUIT_NAMES[led]}, 1)
        return _suit_refusal(hand, cards, led, position.free, table)
    return _suit_refusal(hand, cards, suits[0], position.free, table)


def _suit_refusal(hand: int, cards: tuple[int, ...], suit: int, free: bool, table: Slots) -> Refusal:
    """Why ``cards`` are not a two-card play of ``suit`` from ``hand``."""
    name = SUIT_NAMES[suit]
    field = (hand >> (12 * suit)) & SUIT_BITS
    of_suit = [slot for slot in cards if slot // 12 == suit]
    if field.bit_count() >= 2:
        if len(of_suit) < 2:
            return Refusal("two_of_suit", f"must play two {name} cards", {"suit": name}, 1)
        base = 12 * suit
        if max(of_suit) != base + field.bit_length() - 1:
            return Refusal("not_highest", f"not the highest {name} card in hand", {"suit": name}, 1)
        if not free and min(of_suit) != base + (field & -field).bit_length() - 1:
            return Refusal("not_lowest", f"not the lowest {name} card in hand", {"suit": name}, 1)
    elif len(cards) == 2 and len(of_suit) == 1:
        other = cards[0] if cards[1] in of_suit else cards[1]
        if not lowest_valued(hand & ~SUIT_SLOTS[suit]) >> other & 1:
            card = card_text(table.card_of[other])
            return Refusal(
                "not_lowest_other", f"{card} is not her lowest-valued card outside {name}", {"card": card}, 1
            )
    return Refusal("not_a_play", f"not a two-card play of {name}", {"suit": name}, 1)
