"""The hard bot's rollout policy for ekrang: quick greedy play on the fast path's per-suit value masks.

In a rollout every hand is known (one sampled world), so each seat plays as a sensible player would with the
cards in view: it leads a suit nobody can beat (its longest such), else its lowest top card; beats with its
lowest higher card; follows with its lowest card of the suit; throws its lowest-valued card; in phase 2 takes
with its highest card of the suit when that beats, else throws. ``epsilon`` of the plays are random legal ones,
so that the rollouts of one world differ. The rules are those of :func:`game.ganjifa.ekrang.playout.play_rounds`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ganjifa.ekrang.playout import BITS, POP, Log, random_card


def _lowest_valued(hand: list[int]) -> tuple[int, int]:
    """The suit and bit of the lowest-valued card of ``hand`` (the first suit on ties)."""
    best_suit, best_bit = -1, 12
    for s in range(8):
        mask = hand[s]
        if mask:
            bit = (mask & -mask).bit_length() - 1
            if bit < best_bit:
                best_suit, best_bit = s, bit
    return best_suit, best_bit


def greedy_rounds(
    hands: list[list[int]],
    counts: list[int],
    tricks: list[int],
    active: int,
    rand: Callable[[], float],
    epsilon: float = 0.1,
    card_at: tuple[tuple[int, ...], ...] | None = None,
    log: Log | None = None,
) -> None:
    """Play greedy rounds from the start of one (``active`` leads) to the end; ``tricks`` grows in place."""
    players = len(hands)
    holders = sum(1 for count in counts if count)
    # Every card still held, by suit: cards are unique, so ``union[s] ^ hand[s]`` is the others' cards of ``s``.
    union = [0] * 8
    for hand in hands:
        for s in range(8):
            union[s] |= hand[s]
    while holders >= 2:
        while not counts[active]:
            active = active + 1 if active + 1 < players else 0
        hand = hands[active]
        held = [s for s in range(8) if hand[s]]
        if rand() < epsilon:
            suit = held[int(rand() * len(held))]
        else:
            suit, best = -1, (-1, 0)
            for s in held:
                top = hand[s].bit_length()
                score = (0, -top) if (union[s] ^ hand[s]) >> top else (1, POP[hand[s]])
                if score > best or suit < 0:
                    suit, best = s, score
        high = hand[suit].bit_length() - 1
        hand[suit] ^= 1 << high
        union[suit] ^= 1 << high
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
            if higher:
                if rand() < epsilon:
                    bit = high + 1 + BITS[higher][int(rand() * POP[higher])]
                else:
                    bit = high + (higher & -higher).bit_length()
                chosen, beaten = suit, True
            elif mask:
                chosen, bit = suit, (mask & -mask).bit_length() - 1
            elif rand() < epsilon:
                chosen, bit = random_card(hand, counts[seat], rand)
            else:
                chosen, bit = _lowest_valued(hand)
            hand[chosen] ^= 1 << bit
            union[chosen] ^= 1 << bit
            counts[seat] -= 1
            if not counts[seat]:
                holders -= 1
            if log is not None and card_at is not None:
                log.append((seat, (card_at[chosen][bit],)))
            if beaten:
                break
        if beaten:
            tricks[seat] += 1
            active = seat
            continue
        tricks[active] += 1
        if not counts[active] or holders < 2:
            continue
        hand = hands[active]
        mask = hand[suit]
        if mask:
            low = (mask & -mask).bit_length() - 1
        else:
            suit, low = _lowest_valued(hand)
        hand[suit] ^= 1 << low
        union[suit] ^= 1 << low
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
            mask = hand[suit]
            if rand() < epsilon:
                chosen, bit = random_card(hand, counts[seat], rand)
            elif mask >> (high + 1):
                chosen, bit = suit, mask.bit_length() - 1
            else:
                chosen, bit = _lowest_valued(hand)
            hand[chosen] ^= 1 << bit
            union[chosen] ^= 1 << bit
            counts[seat] -= 1
            if not counts[seat]:
                holders -= 1
            if log is not None and card_at is not None:
                log.append((seat, (card_at[chosen][bit],)))
            if chosen == suit and bit > high:
                high, winner = bit, seat
        tricks[winner] += 1
        active = winner
