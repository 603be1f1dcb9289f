"""ekrang's fastest path: whole games on per-suit value masks, random or greedy, for the benchmark and the hard bot.

Here a hand is eight small ints, one per suit, bit ``v - 1`` set for the card of value ``v`` (1..12), so that
"a higher card of the suit", "her highest" and "her lowest" are shifts and ``bit_length``. :func:`play_rounds`
plays legal cards from the start of a round to the end of the game, uniformly at random or (the hard bot's
rollouts) as a sensible player with every hand in view, with a share of random plays; :func:`random_playout`
deals, opens and covers first. Both can log every play as ``(seat, cards)``, which the tests replay through the
checked rules (:mod:`game.ganjifa.ekrang.state`) to show the two paths agree.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection

from game.ganjifa.cards import CARDS, SUIT_MASKS, values
from game.ganjifa.ekrang.deal import deal_hands, key_card

#: For each 12-bit mask, how many bits it has and which (lowest first).
POP: tuple[int, ...] = tuple(bin(mask).count("1") for mask in range(4096))
BITS: tuple[tuple[int, ...], ...] = tuple(tuple(b for b in range(12) if mask >> b & 1) for mask in range(4096))
#: Per ``mughal``: the card at value bit ``b`` of suit ``s`` (``CARD_AT[m][s][b]``), and each card's value bit.
CARD_AT: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(sorted(range(s, CARDS, 8), key=lambda c: values(m).value[c])) for s in range(8)) for m in (False, True)
)
VALUE_BIT: tuple[tuple[int, ...], ...] = tuple(
    tuple(values(m).value[c] - 1 for c in range(CARDS)) for m in (False, True)
)
#: Number cards are values 1..10: bits 0..9.
NUMBER_BITS = 0x3FF

Log = list[tuple[int, tuple[int, ...]]]


def value_masks(hand: int, mughal: bool) -> list[int]:
    """A bit-set hand as eight per-suit value masks."""
    bit_of = VALUE_BIT[mughal]
    masks = [0] * 8
    for s in range(8):
        cards = hand & SUIT_MASKS[s]
        while cards:
            low = cards & -cards
            masks[s] |= 1 << bit_of[low.bit_length() - 1]
            cards ^= low
    return masks


def random_card(masks: list[int], total: int, rand: Callable[[], float]) -> tuple[int, int]:
    """A uniformly random ``(suit, bit)`` of the ``total`` cards in ``masks``."""
    r = int(rand() * total)
    for s in range(8):
        count = POP[masks[s]]
        if r < count:
            return s, BITS[masks[s]][r]
        r -= count
    raise ValueError("no card to pick")


def lowest_valued(hand: list[int], rand: Callable[[], float]) -> tuple[int, int]:
    """The suit and bit of a lowest-valued card of ``hand`` (ties drawn with ``rand``)."""
    suit, low = -1, 12
    for s in range(8):
        if hand[s]:
            bit = (hand[s] & -hand[s]).bit_length() - 1
            if bit < low or (bit == low and rand() < 0.5):
                low, suit = bit, s
    return suit, low


def _greedy_lead(hands: list[list[int]], hand: list[int], held: list[int]) -> int:
    """The suit a sensible player leads when every hand is in view: its longest suit nobody can beat, else the
    suit of its lowest top card."""
    suit, best = -1, (-1, 0)
    for s in held:
        others = 0
        for other in hands:
            if other is not hand:
                others |= other[s]
        top = hand[s].bit_length()
        score = (0, -top) if others >> top else (1, POP[hand[s]])
        if score > best or suit < 0:
            suit, best = s, score
    return suit


def play_rounds(
    hands: list[list[int]],
    counts: list[int],
    tricks: list[int],
    active: int,
    rand: Callable[[], float],
    card_at: tuple[tuple[int, ...], ...] | None = None,
    log: Log | None = None,
    epsilon: float = 1.0,
) -> None:
    """Play rounds from the start of one (``active`` leads) to the end; ``tricks`` grows in place.

    ``hands`` are value masks per seat and suit, ``counts`` the cards per seat; with ``log`` (and ``card_at``,
    the table of :data:`CARD_AT` for the game's ``mughal``) every play is appended as ``(seat, (card,))``.
    ``epsilon`` is the share of a seat's free choices played at random; the others are a sensible player's with
    every hand in view (the hard bot's rollouts, :mod:`game.bots.ganjifa.ekrang_hard`): lead a suit nobody can
    beat, else the lowest top card; beat with the lowest higher card; follow low; throw the lowest-valued card;
    in phase 2 take with the highest card of the suit when that beats. At 1 (the default: the benchmark's and the
    contract's random games) every choice is uniformly random and no extra draw is made.
    """
    greedy = epsilon < 1.0
    players = len(hands)
    holders = sum(1 for count in counts if count)
    while holders >= 2:
        while not counts[active]:
            active = active + 1 if active + 1 < players else 0
        # Phase 1: the highest card of a suit she holds.
        hand = hands[active]
        held = [s for s in range(8) if hand[s]]
        random_choice = not greedy or rand() < epsilon
        suit = held[int(rand() * len(held))] if random_choice else _greedy_lead(hands, hand, held)
        high = hand[suit].bit_length() - 1
        hand[suit] ^= 1 << high
        counts[active] -= 1
        if not counts[active]:
            holders -= 1
        if log is not None and card_at is not None:
            log.append((active, (card_at[suit][high],)))
        seat, beaten = active, False
        for _ in range(players - 1):
            seat = seat + 1 if seat + 1 < players else 0
            if not counts[seat]:
                continue
            hand = hands[seat]
            mask = hand[suit]
            higher = mask >> (high + 1)
            random_choice = True if not greedy else rand() < epsilon
            if higher:
                if random_choice:
                    bit = high + 1 + BITS[higher][int(rand() * POP[higher])]
                else:
                    bit = high + (higher & -higher).bit_length()
                chosen_suit, beaten = suit, True
            elif mask:
                chosen_suit = suit
                bit = BITS[mask][int(rand() * POP[mask])] if random_choice else (mask & -mask).bit_length() - 1
            elif random_choice:
                chosen_suit, bit = random_card(hand, counts[seat], rand)
            else:
                chosen_suit, bit = lowest_valued(hand, rand)
            hand[chosen_suit] ^= 1 << bit
            counts[seat] -= 1
            if not counts[seat]:
                holders -= 1
            if log is not None and card_at is not None:
                log.append((seat, (card_at[chosen_suit][bit],)))
            if beaten:
                break
        if beaten:
            tricks[seat] += 1
            active = seat
            continue
        tricks[active] += 1
        if not counts[active] or holders < 2:
            continue
        # Phase 2: her lowest card of the suit, else a lowest-valued card of any suit.
        hand = hands[active]
        mask = hand[suit]
        if mask:
            low = (mask & -mask).bit_length() - 1
        else:  # lowest_valued, inline: this is the benchmark's path
            low = 12
            for s in range(8):
                if hand[s]:
                    bit = (hand[s] & -hand[s]).bit_length() - 1
                    if bit < low or (bit == low and rand() < 0.5):
                        low, suit = bit, s
        hand[suit] ^= 1 << low
        counts[active] -= 1
        if not counts[active]:
            holders -= 1
        if log is not None and card_at is not None:
            log.append((active, (card_at[suit][low],)))
        high, winner, seat = low, active, active
        for _ in range(players - 1):
            seat = seat + 1 if seat + 1 < players else 0
            if not counts[seat]:
                continue
            hand = hands[seat]
            if not greedy or rand() < epsilon:
                chosen_suit, bit = random_card(hand, counts[seat], rand)
            elif hand[suit] >> (high + 1):
                chosen_suit, bit = suit, hand[suit].bit_length() - 1
            else:
                chosen_suit, bit = lowest_valued(hand, rand)
            hand[chosen_suit] ^= 1 << bit
            counts[seat] -= 1
            if not counts[seat]:
                holders -= 1
            if log is not None and card_at is not None:
                log.append((seat, (card_at[chosen_suit][bit],)))
            if chosen_suit == suit and bit > high:
                high, winner = bit, seat
        tricks[winner] += 1
        active = winner


def random_playout(
    rng: random.Random, players: int, options: Collection[str] = (), log: Log | None = None
) -> tuple[int, ...]:
    """A whole random game (deal, opening, covers, rounds) with ``options``; returns the tricks per seat."""
    mughal, night = "mughal" in options, "night" in options
    deal = deal_hands(rng, players, "fast" in options)
    masks = [sum(1 << card for card in hand) for hand in deal]
    key = key_card(sum(masks), night, values(mughal))
    hands = [value_masks(mask, mughal) for mask in masks]
    counts = [len(hand) for hand in deal]
    card_at = CARD_AT[mughal]
    rand = rng.random
    active = next(seat for seat, mask in enumerate(masks) if mask >> key & 1)
    key_suit, key_bit = key & 7, VALUE_BIT[mughal][key]
    hand = hands[active]
    hand[key_suit] ^= 1 << key_bit
    numbers = [mask & NUMBER_BITS for mask in hand]
    if not any(numbers):
        numbers = list(hand)
    top = max(mask.bit_length() for mask in numbers) - 1
    tops = [s for s in range(8) if numbers[s] >> top & 1]
    number_suit = tops[int(rand() * len(tops))]
    hand[number_suit] ^= 1 << top
    counts[active] -= 2
    if log is not None:
        log.append((active, (key, card_at[number_suit][top])))
    seat = active
    for _ in range(players - 1):
        seat = seat + 1 if seat + 1 < players else 0
        hand = hands[seat]
        covers = []
        for bound in (key_bit, top):
            lower = [mask & ((1 << bound) - 1) for mask in hand]
            total = sum(POP[mask] for mask in lower)
            cover_suit, bit = random_card(lower, total, rand) if total else random_card(hand, counts[seat], rand)
            hand[cover_suit] ^= 1 << bit
            counts[seat] -= 1
            covers.append(card_at[cover_suit][bit])
        if log is not None:
            log.append((seat, tuple(covers)))
    tricks = [0] * players
    tricks[active] = 1
    play_rounds(hands, counts, tricks, active, rand, card_at, log)
    return tuple(tricks)
