"""The search's second playout policy (issue 25, third round): the beginner's policy of :mod:`game.bots.heuristics`
with three changes tuned by duplicate 2-player games of policy against policy (``bench/bots/policy_match.py``):

- the attacker throws pairs (with the lowest other card as kicker) up to value 24 while the stock lasts, not 12:
  any plain pair and trump pairs up to the jack, rather than single low cards;
- the defender spends a trump on a plain card only when the trump is at most a 9 or the stock holds at most 6
  cards (never just because the attack card is high);
- while the stock lasts, a defender that cannot beat every attack card takes them all, but for beaters of value
  at most 10 (plain cards up to the 10): it keeps its good cards rather than spend them on a battle it loses.

Cards are valued as in :mod:`game.bots.heuristics` (rank, plus 13 for a trump). :func:`playout_v2` is the fast
2-player playout (the loop of :func:`~game.bots.heuristics.playout_two`), this policy or the beginner's for each
seat; :func:`two_player_score` scores a deal for the search by a playout mode. A better policy head to head is
not a better evaluation (``bench/bots/evaluator_match.py``): hard and expert use ``both``, the mean of two
playouts in which the searching seat plays this policy and the other the beginner's, then this one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.bots.heuristics import (
    CHEAP_MASKS,
    NEGATED_VALUES,
    SUIT_MASKS,
    VALUES,
    attack_of_hand,
    defence_of_mask,
    playout_two,
)
from game.panjpar.cards import BEATER_MASKS, CARDS, Card
from game.panjpar.handmasks import LOW_PAIRS, ODD_BITS, TWO_OR_MORE, mask_of
from game.panjpar.position import State
from game.panjpar.variants import HAND_SIZE

#: While the stock lasts, pairs and kickers of value at most this are thrown (the beginner's: 12).
CHEAP = 24
#: A plain card is trumped only with a trump of rank at most this, or with the stock at most ``TRUMP_STOCK``.
TRUMP_RANK = 9
TRUMP_STOCK = 6
#: A defence that cannot beat every card while the stock lasts keeps only beaters of value at most this.
PARTIAL = 10

Beats = tuple[tuple[Card, Card], ...]

#: ``CHEAP_MASKS_V2[trump][stock empty]``: every card cheap enough to attack with in pairs.
CHEAP_MASKS_V2: tuple[tuple[int, int], ...] = tuple(
    (mask_of(c for c in range(len(CARDS)) if v[c] <= CHEAP), mask_of(range(len(CARDS)))) for v in VALUES
)


def attack_v2(
    hand: Sequence[Card], hand_mask: int, defender_size: int, trump: int, stock_left: int
) -> tuple[Card, ...]:
    """The attack: two cheap pairs and a kicker, or one and a kicker, when the sizes allow; else the lowest card."""
    values = VALUES[trump]
    size = len(hand)
    limit = 5 if size >= 5 and defender_size >= 5 else 3 if size >= 3 and defender_size >= 3 else 1
    if limit < 3:
        return (min(hand, key=values.__getitem__),)
    cheap_cards = hand_mask & CHEAP_MASKS_V2[trump][stock_left == 0]
    counts = cheap_cards - ((cheap_cards >> 1) & ODD_BITS)
    if not ((counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)) & TWO_OR_MORE:
        return (min(hand, key=values.__getitem__),)
    ordered = sorted(hand, key=values.__getitem__)
    cheap = 27 if stock_left == 0 else CHEAP
    seen: dict[int, Card] = {}
    pairs: list[tuple[Card, Card]] = []
    for c in ordered:
        if values[c] > cheap:
            break
        first = seen.pop(c >> 2, None)
        if first is None:
            seen[c >> 2] = c
        else:
            pairs.append((first, c))
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


def defence_v2(hand_mask: int, attack: Sequence[Card], trump: int, stock_left: int) -> Beats:
    """The defence: each attack card (highest first) beaten by its cheapest beater when worth it; while the stock
    lasts, only the cheap beaters of a defence that cannot beat every card."""
    masks = BEATER_MASKS[trump]
    free = hand_mask
    beats: list[tuple[Card, Card]] = []
    for a in sorted(attack, key=NEGATED_VALUES[trump].__getitem__) if len(attack) > 1 else attack:
        options = masks[a] & free
        if not options:
            continue
        cheapest = options & SUIT_MASKS[a & 3] or options
        b = (cheapest & -cheapest).bit_length() - 1
        if b & 3 != trump or a & 3 == trump or stock_left <= TRUMP_STOCK or (b >> 2) + 2 <= TRUMP_RANK:
            free ^= 1 << b
            beats.append((a, CARDS[b]))
    if len(beats) < len(attack) and stock_left > 0:
        values = VALUES[trump]
        return tuple(pair for pair in beats if values[pair[1]] <= PARTIAL)
    return tuple(beats)


def playout_v2(state: State, v2_seats: tuple[bool, bool] = (True, True), limit: int = 400) -> int | None:
    """Play a 2-player ``state`` to the end with this policy for the seats of ``v2_seats`` and the beginner's
    (:func:`~game.bots.heuristics.playout_two`'s) for the others; the loser, or ``None`` (a draw, or no end within
    ``limit`` moves). ``state`` is left part-played (throw it away)."""
    result = state.result
    if result is not None:
        return result.loser
    trump = state.trump
    values = VALUES[trump]
    beater_masks = BEATER_MASKS[trump]
    negated = NEGATED_VALUES[trump].__getitem__
    cheap_masks = CHEAP_MASKS_V2[trump]
    old_cheap_masks = CHEAP_MASKS[trump]
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
    a_v2 = v2_seats[a]
    moves = 0
    while moves < limit:
        stock_left = end - pos
        if not attack:
            moves += 1
            # attack_v2 or attack_of_hand, inline where it answers the lowest card
            size = len(ahand)
            dsize = len(dhand)
            if size < 3 or dsize < 3:
                attack = (min(ahand, key=values.__getitem__),)
            else:
                cheap_cards = amask & (cheap_masks if a_v2 else old_cheap_masks)[stock_left == 0]
                counts = cheap_cards - ((cheap_cards >> 1) & ODD_BITS)
                if not ((counts & LOW_PAIRS) + ((counts >> 2) & LOW_PAIRS)) & TWO_OR_MORE:
                    attack = (min(ahand, key=values.__getitem__),)
                else:
                    attack = (attack_v2 if a_v2 else attack_of_hand)(ahand, amask, dsize, trump, stock_left)
            for c in attack:
                ahand.remove(c)
                amask ^= 1 << c
            if moves >= limit:
                break
        moves += 1
        # defence_v2 or defence_of_mask, inline (the beginner's also trumps any attack card from the jack up)
        d_v2 = v2_seats[d]
        free = dmask
        beats: list[tuple[Card, Card]] = []
        for x in sorted(attack, key=negated) if len(attack) > 1 else attack:
            options = beater_masks[x] & free
            if not options:
                continue
            cheapest = options & SUIT_MASKS[x & 3] or options
            b = (cheapest & -cheapest).bit_length() - 1
            if (
                b & 3 != trump
                or x & 3 == trump
                or stock_left <= TRUMP_STOCK
                or b >> 2 <= TRUMP_RANK - 2
                or (not d_v2 and x >> 2 >= 9)
            ):
                free ^= 1 << b
                beats.append((x, CARDS[b]))
        if d_v2 and stock_left > 0 and len(beats) < len(attack):
            beats = [pair for pair in beats if values[pair[1]] <= PARTIAL]
        all_beaten = len(beats) == len(attack)
        for pair in beats:
            dhand.remove(pair[1])
            dmask ^= 1 << pair[1]
        if not all_beaten:
            killed = [x for x, _ in beats]
            for c in attack:
                if c not in killed:
                    dhand.append(c)
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
                return None
            return d if not ahand else a
        if all_beaten:
            a, d = d, a
            ahand, dhand = dhand, ahand
            amask, dmask = dmask, amask
            a_v2 = v2_seats[a]
    return None


Attacker = Callable[[int], tuple[Card, ...]]
Defender = Callable[[int, int], Beats]


def _play_by(state: State, attack: Attacker, defend: Defender, limit: int) -> int | None:
    """Play ``state`` to the end move by move: ``attack(seat)`` the attacker's cards, ``defend(seat, stock_left)``
    the defender's beats; the loser, or ``None`` past ``limit`` moves."""
    for _ in range(limit):
        result = state.result
        if result is not None:
            return result.loser
        if state.attack:
            state.advance_defence(defend(state.defender, len(state.stock) - state.stock_pos))
        else:
            state.advance_attack(attack(state.attacker))
    return None


def playout_mixed(state: State, me: int, limit: int = 400) -> int | None:
    """Play a 2-player ``state`` to the end with this policy for seat ``me`` and the beginner's for the other (a
    model of an opponent who plays like it), as the policies' answers one move at a time would (a slow reference
    of :func:`playout_v2`'s mixed seats, for the tests); the loser, or ``None``."""
    trump, hands, masks = state.trump, state.hands, state.hand_masks

    def attack(a: int) -> tuple[Card, ...]:
        d = 1 - a
        chosen = attack_v2 if a == me else attack_of_hand
        return tuple(chosen(hands[a], masks[a], len(hands[d]), trump, len(state.stock) - state.stock_pos))

    def defend(d: int, stock_left: int) -> Beats:
        return (defence_v2 if d == me else defence_of_mask)(masks[d], state.attack, trump, stock_left)

    return _play_by(state, attack, defend, limit)


def playout_noisy(state: State, rng: random.Random, slip: float, limit: int = 400) -> int | None:
    """The beginner's playout with slips for both seats: at rate ``slip`` an attacker throws a random single card
    and a defender takes everything; the loser, or ``None``. ``state`` is played on (throw it away)."""
    trump, hands, masks = state.trump, state.hands, state.hand_masks

    def attack(a: int) -> tuple[Card, ...]:
        if rng.random() < slip:
            return (rng.choice(hands[a]),)
        return tuple(attack_of_hand(hands[a], masks[a], len(hands[1 - a]), trump, len(state.stock) - state.stock_pos))

    def defend(d: int, stock_left: int) -> Beats:
        slipped = rng.random() < slip
        return () if slipped else defence_of_mask(masks[d], state.attack, trump, stock_left)

    return _play_by(state, attack, defend, limit)


def two_player_score(state: State, me: int, mode: str, rng: random.Random) -> float:
    """Seat ``me``'s playout score (win 1, draw 0.5, loss 0) of a 2-player ``state`` by the playout ``mode``:
    ``v2``, ``mixed`` (v2 for ``me``, the beginner's for the other), ``both`` (the mean of ``mixed`` and ``v2``),
    ``noisy`` (the beginner's with slips) or ``ensemble`` (the mean of the beginner's and v2's)."""
    if mode == "v2":
        loser = playout_v2(state)
    elif mode == "mixed":
        loser = playout_v2(state, (me == 0, me == 1))
    elif mode == "both":  # two models of the opponent: one who plays like the beginner, one like v2
        first = playout_v2(state.copy(), (me == 0, me == 1))
        return (_score(first, me) + _score(playout_v2(state), me)) / 2
    elif mode == "noisy":
        loser = playout_noisy(state, rng, 0.1)
    else:
        first = playout_two(state.copy())[0]
        second = playout_v2(state)
        return (_score(first, me) + _score(second, me)) / 2
    return _score(loser, me)


def _score(loser: int | None, me: int) -> float:
    return 0.5 if loser is None else 0.0 if loser == me else 1.0
