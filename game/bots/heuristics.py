"""A sensible beginner's policy on plain card lists: the easy bot's play and the hard bot's playouts.

Cards are valued ``rank`` (2..14), plus 13 for a trump. The attacker sheds low cards and low pairs (three or five
cards at once when it can), keeping trumps and aces while the stock lasts; the defender beats each attack card
with its cheapest beater, but spends a trump on a non-trump only when the attack card is high, the trump is low
or the stock is nearly gone.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.panjpar.cards import BEATER_MASKS, CARDS, Card
from game.panjpar.handmasks import LOW_PAIRS, ODD_BITS, TWO_OR_MORE, mask_of
from game.panjpar.position import State
from game.panjpar.variants import HAND_SIZE

TRUMP_BONUS = 13


# These functions run inside the hard bot's playouts, so they keep the French pack's encoding inline
# (game.cards.french: rank = (c >> 2) + 2, suit = c & 3) instead of calling the pack's helpers.
def value(c: int, trump: int) -> int:
    """How much a card is worth keeping: its rank, plus 13 for a trump."""
    return (c >> 2) + 2 + (TRUMP_BONUS if c & 3 == trump else 0)


#: ``VALUES[trump][c]`` is ``value(c, trump)``; ``NEGATED_VALUES`` its negation (sort keys without a lambda).
VALUES: tuple[tuple[int, ...], ...] = tuple(tuple(value(c, t) for c in range(len(CARDS))) for t in range(4))
NEGATED_VALUES: tuple[tuple[int, ...], ...] = tuple(tuple(-v for v in values) for values in VALUES)
#: ``SUIT_MASKS[s]``: every card of suit ``s``.
SUIT_MASKS: tuple[int, ...] = tuple(mask_of(c for c in range(len(CARDS)) if c & 3 == s) for s in range(4))


#: ``CHEAP_MASKS[trump][stock empty]``: every card cheap enough to attack with in pairs (value <= 12, or <= 27
#: once the stock is empty).
CHEAP_MASKS: tuple[tuple[int, int], ...] = tuple(
    (mask_of(c for c in range(len(CARDS)) if v[c] <= 12), mask_of(c for c in range(len(CARDS)) if v[c] <= 27))
    for v in VALUES
)


def heuristic_attack(hand: Sequence[Card], defender_size: int, trump: int, stock_left: int) -> tuple[Card, ...]:
    """The beginner's attack: the cheapest pair(s) with the cheapest kicker when cheap enough, else the lowest card."""
    return attack_of_hand(hand, mask_of(hand), defender_size, trump, stock_left)


def attack_of_hand(
    hand: Sequence[Card], hand_mask: int, defender_size: int, trump: int, stock_left: int
) -> tuple[Card, ...]:
    """:func:`heuristic_attack` with the hand's bit-set at hand: without a cheap pair, the answer is the lowest
    card, found without sorting. Equal values (one rank, two plain suits) keep the hand's order, as a stable
    sort would, so the answer is the same."""
    values = VALUES[trump]
    size = len(hand)
    limit = 5 if size >= 5 and defender_size >= 5 else 3 if size >= 3 and defender_size >= 3 else 1
    if limit < 3:
        return (min(hand, key=values.__getitem__),)
    # handmasks.has_pair inline (a call costs as much as the test): any rank twice among the cheap cards?
    cheap_cards = hand_mask & CHEAP_MASKS[trump][stock_left == 0]
    counts = cheap_cards - ((cheap_cards >> 1) & ODD_BITS)
    if not ((counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)) & TWO_OR_MORE:
        return (min(hand, key=values.__getitem__),)
    ordered = sorted(hand, key=values.__getitem__)
    cheap = 27 if stock_left == 0 else 12
    seen: dict[int, Card] = {}
    pairs: list[tuple[Card, Card]] = []
    for c in ordered:
        if values[c] > cheap:
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
        if values[kicker] <= cheap:
            return (*pairs[0], *pairs[1], kicker)
    used = set(pairs[0])
    kicker = next(c for c in ordered if c not in used)
    if values[kicker] <= cheap:
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
    return defence_of_mask(mask_of(hand), attack, trump, stock_left)


def defence_of_mask(
    hand_mask: int, attack: Sequence[Card], trump: int, stock_left: int
) -> tuple[tuple[Card, Card], ...]:
    """:func:`heuristic_defence` of the hand given as a bit-set.

    The cheapest beater of a card is unique: a higher card of its own suit is worth less than any trump, and
    within one suit the lowest card is the cheapest, so it is the lowest bit of the same-suit beaters, else of
    the trumps. So the hand's order does not matter and the hand need not be sorted."""
    masks = BEATER_MASKS[trump]
    free = hand_mask
    beats: list[tuple[Card, Card]] = []
    for a in sorted(attack, key=NEGATED_VALUES[trump].__getitem__) if len(attack) > 1 else attack:
        options = masks[a] & free
        if not options:
            continue
        cheapest = options & SUIT_MASKS[a & 3] or options  # same suit first (all trumps when a is a trump)
        b = (cheapest & -cheapest).bit_length() - 1
        if b & 3 != trump or trump_worth_it(a, b, trump, stock_left):
            free ^= 1 << b
            beats.append((a, CARDS[b]))
    return tuple(beats)


def playout(state: State, limit: int = 400) -> int:
    """Play ``state`` to the end (at most ``limit`` moves) with the heuristic policy for every seat, on the
    forward-only path (the moves are neither in ``state.history`` nor taken back by ``pop``); returns the number
    of moves played."""
    moves = 0
    trump = state.trump
    hands = state.hands
    masks = state.hand_masks
    stock = state.stock
    advance_attack = state.advance_attack
    advance_defence = state.advance_defence
    while state.result is None and moves < limit:
        moves += 1
        stock_left = len(stock) - state.stock_pos
        attack = state.attack
        if attack:
            advance_defence(defence_of_mask(masks[state.defender], attack, trump, stock_left))
        else:
            a = state.attacker
            advance_attack(attack_of_hand(hands[a], masks[a], len(hands[state.defender]), trump, stock_left))
    return moves


def playout_two(state: State, limit: int = 400) -> tuple[int | None, int]:
    """:func:`playout` of a 2-player ``state`` on plain local variables: the same game (the same moves in the same
    order, so the same result), about twice as fast, but ``state`` is left part-played (throw it away).

    Returns the loser (``None``: a draw, or no end within ``limit`` moves) and how many cards the loser held at
    the end (0 for a draw)."""
    result = state.result
    if result is not None:
        return result.loser, len(state.hands[result.loser]) if result.loser is not None else 0
    trump = state.trump
    values = VALUES[trump]
    beater_masks = BEATER_MASKS[trump]
    suit_masks = SUIT_MASKS
    negated = NEGATED_VALUES[trump].__getitem__
    cheap_masks = CHEAP_MASKS[trump]
    stock = state.stock
    end = len(stock)
    pos = state.stock_pos
    a = state.attacker
    d = state.defender
    ahand = state.hands[a]
    dhand = state.hands[d]
    amask = state.hand_masks[a]
    dmask = state.hand_masks[d]
    attack = state.attack
    moves = 0
    while moves < limit:
        stock_left = end - pos
        if not attack:
            moves += 1
            # attack_of_hand, inline where it answers the lowest card
            size = len(ahand)
            dsize = len(dhand)
            limit_size = 5 if size >= 5 and dsize >= 5 else 3 if size >= 3 and dsize >= 3 else 1
            if limit_size < 3:
                attack = (min(ahand, key=values.__getitem__),)
            else:
                cheap_cards = amask & cheap_masks[stock_left == 0]
                counts = cheap_cards - ((cheap_cards >> 1) & ODD_BITS)
                if not ((counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)) & TWO_OR_MORE:
                    attack = (min(ahand, key=values.__getitem__),)
                else:
                    attack = attack_of_hand(ahand, amask, dsize, trump, stock_left)
            for c in attack:
                ahand.remove(c)
                amask ^= 1 << c
            if moves >= limit:
                break
        moves += 1
        # defence_of_mask, inline
        free = dmask
        beats: list[tuple[Card, Card]] = []
        for x in sorted(attack, key=negated) if len(attack) > 1 else attack:
            options = beater_masks[x] & free
            if not options:
                continue
            cheapest = options & suit_masks[x & 3] or options
            b = (cheapest & -cheapest).bit_length() - 1
            # trump_worth_it, inline
            if b & 3 != trump or x & 3 == trump or stock_left <= 6 or b >> 2 <= 7 or x >> 2 >= 9:
                free ^= 1 << b
                beats.append((x, CARDS[b]))
        # advance_defence for two seats: the beaten pairs leave, the rest is picked up
        all_beaten = len(beats) == len(attack)
        for pair in beats:
            dhand.remove(pair[1])
        dmask = free
        if not all_beaten:
            if beats:
                killed = [x for x, _ in beats]
                for c in attack:
                    if c not in killed:
                        dhand.append(c)
                        dmask |= 1 << c
            else:
                dhand.extend(attack)
                for c in attack:
                    dmask |= 1 << c
        attack = ()
        if pos < end:
            need = HAND_SIZE - len(ahand)
            if need > 0:
                drawn = stock[pos : pos + need]
                ahand.extend(drawn)
                for c in drawn:
                    amask |= 1 << c
                pos += len(drawn)
            need = HAND_SIZE - len(dhand)
            if need > 0 and pos < end:
                drawn = stock[pos : pos + need]
                dhand.extend(drawn)
                for c in drawn:
                    dmask |= 1 << c
                pos += len(drawn)
        if pos >= end and (not ahand or not dhand):
            if not ahand and not dhand:
                return None, 0
            return (d, len(dhand)) if ahand == [] else (a, len(ahand))
        if all_beaten:
            a, d = d, a
            ahand, dhand = dhand, ahand
            amask, dmask = dmask, amask
    return None, 0
