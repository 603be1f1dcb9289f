"""Determinization: a full ``State`` consistent with what one seat sees.

A state cannot be rebuilt by replaying ``view.moves`` (the draws are hidden), so it is built directly: a
synthetic :class:`~game.panjpar.variants.Deal` gives the variant and trump, then the position's fields are set.
The unseen cards (``view.unseen()``) are shuffled into the other hands (after the cards known to be there,
``view.known``) and the stock, whose last card is the face-up trump card while it lies there. Given the
:class:`~game.bots.inference.Exclusion` s of the seats' past defences, a hand gets none of the cards its seat was
seen not to hold (at most as many as it drew since): the shuffle is drawn again, a few times at most.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.bots.base import open_attack
from game.bots.inference import Exclusion
from game.panjpar.cards import Card
from game.panjpar.position import State
from game.panjpar.variants import Deal
from game.panjpar.view import SeatView


class InconsistentView(ValueError):
    """The view's counts do not add up (no deal is consistent with it)."""


#: How many shuffles a deal with exclusions tries before it deals the unseen cards with no regard to them.
TRIES = 8


def sample_state(
    view: SeatView, rng: random.Random | None, excluded: Sequence[Exclusion] = (), tries: int = TRIES
) -> State:
    """A random deal of the unseen cards consistent with ``view`` (``rng=None``: unshuffled, sorted order), and
    with the ``excluded`` cards kept out of their seats' hands when a few shuffles can do it."""
    assert view.trump_card is not None
    unseen = sorted(view.unseen())
    if rng is not None:
        rng.shuffle(unseen)
        if excluded:
            for _ in range(tries):
                dealt = _deal_excluding(view, unseen, excluded)
                if dealt is not None:
                    unseen = dealt
                    break
                rng.shuffle(unseen)
    return _state(view, unseen)


def _deal_excluding(view: SeatView, shuffled: list[Card], excluded: Sequence[Exclusion]) -> list[Card] | None:
    """``shuffled`` reordered so that dealt in seat order it keeps every exclusion, or ``None``: each seat, the
    one with the fewest cards to spare first, takes the first cards of the rest that it is not known to lack; a
    seat that drew since may hold as many of them as it drew."""
    seats = [seat for seat in range(view.players) if seat != view.seat]
    need = {seat: view.hand_sizes[seat] - len(view.known[seat]) for seat in seats}
    never = dict.fromkeys(seats, 0)
    for e in excluded:
        if e.drawn == 0:
            never[e.seat] |= e.cards
    spare = {seat: sum(1 for c in shuffled if not never[seat] >> c & 1) - need[seat] for seat in seats}
    pool = shuffled
    hands: dict[int, list[Card]] = {}
    for seat in sorted(seats, key=spare.__getitem__):
        hand = [c for c in pool if not never[seat] >> c & 1][: need[seat]]
        if len(hand) < need[seat]:
            return None
        mask = 0
        for c in hand:
            mask |= 1 << c
        if any((mask & e.cards).bit_count() > e.drawn for e in excluded if e.seat == seat and e.drawn):
            return None
        hands[seat] = hand
        taken = set(hand)
        pool = [c for c in pool if c not in taken]
    return [c for seat in seats for c in hands[seat]] + pool


def _state(view: SeatView, unseen: list[Card]) -> State:
    """The state with the unseen cards dealt in order: each other seat's hand, then the stock."""
    assert view.trump_card is not None
    hands: list[list[Card]] = []
    pos = 0
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        known = sorted(view.known[seat])
        need = view.hand_sizes[seat] - len(known)
        if need < 0 or pos + need > len(unseen):
            raise InconsistentView(f"seat {seat + 1}: {view.hand_sizes[seat]} cards, {len(known)} known")
        hands.append(known + unseen[pos : pos + need])
        pos += need
    stock = unseen[pos:]
    if not view.trump_in_stock and stock:
        raise InconsistentView(f"{len(stock)} unseen cards left over with the stock empty")
    attack = open_attack(view)
    state = State(Deal(view.variant, tuple(tuple(h) for h in hands), view.trump_card, tuple(stock), view.attacker))
    state.stock = (*stock, view.trump_card) if view.trump_in_stock else ()
    state.stock_pos = 0
    state.attacker = view.attacker
    state.defender = view.defender
    state.out = list(view.out)
    state.discard = sorted(view.discarded)
    for attack_card, beater in view.table:
        if beater is not None:
            state.discard += (attack_card, beater)
    state.attack = attack
    return state
