"""A sensible beginner's policy on plain card lists: the easy bot's play and the hard bot's playouts.

Cards are valued ``rank`` (2..14), plus 13 for a trump. The attacker sheds low cards and low pairs (three or five
cards at once when it can), keeping trumps and aces while the stock lasts; the defender beats each attack card
with its cheapest beater, but spends a trump on a non-trump only when the attack card is high, the trump is low
or the stock is nearly gone.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.rules import State, max_attack_size

TRUMP_BONUS = 13


# These functions run inside the hard bot's playouts, so they keep the French pack's encoding inline
# (game.cards.french: rank = (c >> 2) + 2, suit = c & 3) instead of calling the pack's helpers.
def value(c: int, trump: int) -> int:
    """How much a card is worth keeping: its rank, plus 13 for a trump."""
    return (c >> 2) + 2 + (TRUMP_BONUS if c & 3 == trump else 0)


def heuristic_attack(hand: Sequence[Card], defender_size: int, trump: int, stock_left: int) -> tuple[Card, ...]:
    """The beginner's attack: the cheapest pair(s) with the cheapest kicker when cheap enough, else the lowest card."""
    limit = max_attack_size(len(hand), defender_size)
    ordered = sorted(hand, key=lambda c: (c >> 2) + 2 + (TRUMP_BONUS if c & 3 == trump else 0))
    if limit < 3:
        return (ordered[0],)
    cheap = 27 if stock_left == 0 else 12
    seen: dict[int, Card] = {}
    pairs: list[tuple[Card, Card]] = []
    for c in ordered:
        if value(c, trump) > cheap:
            break
        rank = c >> 2
        first = seen.pop(rank, None)
        if first is None:
            seen[rank] = c
        else:
            pairs.append((first, c))
    if not pairs:
        return (ordered[0],)
    if limit >= 5 and len(pairs) >= 2:
        used = {*pairs[0], *pairs[1]}
        kicker = next(c for c in ordered if c not in used)
        if value(kicker, trump) <= cheap:
            return (*pairs[0], *pairs[1], kicker)
    used = set(pairs[0])
    kicker = next(c for c in ordered if c not in used)
    if value(kicker, trump) <= cheap:
        return (*pairs[0], kicker)
    return (ordered[0],)


def trump_worth_it(attack_card: int, beater: int, trump: int, stock_left: int) -> bool:
    """Whether to spend trump ``beater`` on ``attack_card`` (always yes on a trump: it is the cheapest one)."""
    if attack_card & 3 == trump:
        return True
    return stock_left <= 6 or (beater >> 2) + 2 <= 9 or (attack_card >> 2) + 2 >= 11


def heuristic_defence(
    hand: Sequence[Card], attack: Sequence[Card], trump: int, stock_left: int
) -> tuple[tuple[Card, Card], ...]:
    """The beginner's defence: each attack card (highest first) beaten by the cheapest beater worth spending."""
    masks = BEATER_MASKS[trump]
    ordered = sorted(hand, key=lambda c: (c >> 2) + 2 + (TRUMP_BONUS if c & 3 == trump else 0))
    used = 0
    beats: list[tuple[Card, Card]] = []
    for a in sorted(attack, key=lambda c: -value(c, trump)):
        mask = masks[a]
        for b in ordered:
            if mask >> b & 1 and not used >> b & 1:
                if b & 3 != trump or trump_worth_it(a, b, trump, stock_left):
                    used |= 1 << b
                    beats.append((a, b))
                break
    return tuple(beats)


def playout(state: State, limit: int = 400) -> None:
    """Play ``state`` to the end with the heuristic policy for every seat (on the fast path)."""
    trump = state.trump
    hands = state.hands
    while state.result is None and limit > 0:
        limit -= 1
        stock_left = len(state.stock) - state.stock_pos
        if state.attack:
            state.push_defence(heuristic_defence(hands[state.defender], state.attack, trump, stock_left))
        else:
            state.push_attack(heuristic_attack(hands[state.attacker], len(hands[state.defender]), trump, stock_left))
