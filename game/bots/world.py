"""Determinization: a full ``State`` consistent with what one seat sees.

A state cannot be rebuilt by replaying ``view.moves`` (the draws are hidden), so it is built directly: a
synthetic :class:`~game.panjpar.variants.Deal` gives the variant and trump, then the position's fields are set.
The unseen cards (``view.unseen()``) are shuffled into the other hands (after the cards known to be there,
``view.known``) and the stock, whose last card is the face-up trump card while it lies there.
"""

from __future__ import annotations

import random

from game.bots.base import open_attack
from game.panjpar.cards import Card
from game.panjpar.position import State
from game.panjpar.variants import Deal
from game.panjpar.view import SeatView


class InconsistentView(ValueError):
    """The view's counts do not add up (no deal is consistent with it)."""


def sample_state(view: SeatView, rng: random.Random | None) -> State:
    """A random deal of the unseen cards consistent with ``view`` (``rng=None``: unshuffled, sorted order)."""
    assert view.trump_card is not None
    unseen = sorted(view.unseen())
    if rng is not None:
        rng.shuffle(unseen)
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
