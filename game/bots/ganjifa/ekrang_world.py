"""Deals of the cards hidden from an ekrang seat, consistent with its view, and a position to search in each.

The pool of hidden cards is every card of the suits in play that the seat has not seen (its own hand and every
play). With two players or ``fast`` the suits in play are hidden too: the suits seen are in play, and suits
drawn at random from the rest complete them. The hands are then dealt with the constraints every play revealed
(:func:`game.ganjifa.ekrang.inference.forbidden_cards`); the two-player game's put-away cards take the rest.
"""

from __future__ import annotations

import random

from game.ganjifa.cards import CHANDRA, SUIT_MASKS, SURYA, mask_of, suits_in, values
from game.ganjifa.ekrang.deal import suit_count
from game.ganjifa.ekrang.inference import NoConsistentDeal, deal_hidden, forbidden_cards
from game.ganjifa.ekrang.position import OPENING, PHASE_NAMES, Position
from game.ganjifa.ekrang.state import EkrangView


def suits_in_play(view: EkrangView, seen: int, rng: random.Random) -> list[int]:
    """The suits of a world: all eight with 3 or 4 players, else those seen plus random ones to complete them."""
    wanted = suit_count(view.players, view.fast)
    if wanted == len(SUIT_MASKS):
        return list(range(wanted))
    used = {SURYA, CHANDRA} | suits_in(seen)
    rest = [s for s in range(8) if s not in used]
    rng.shuffle(rest)
    return sorted(used) + rest[: max(0, wanted - len(used))]


def sample_hands(view: EkrangView, rng: random.Random, constrained: bool = True) -> list[int]:
    """Every seat's hand now (bit-sets) in one world consistent with ``view``; the seat's own hand as it is."""
    seen = view.seen()
    suits = suits_in_play(view, seen, rng)
    others = [seat for seat in range(view.players) if seat != view.seat]
    room = [view.counts[seat] for seat in others]
    forbidden = [0] * view.players
    nobody = 0
    if constrained:
        forbidden, nobody = forbidden_cards(view.players, view.plays, view.night, values(view.mughal))
    universe = sum(SUIT_MASKS[s] for s in suits)
    extra = [s for s in range(8) if s not in suits]
    while (universe & ~seen).bit_count() < sum(room) and extra:
        universe |= SUIT_MASKS[extra.pop()]
    pool = universe & ~seen
    put_away = pool.bit_count() - sum(room)
    hidden = deal_hidden(rng, pool, room, [forbidden[seat] | nobody for seat in others], put_away)
    hands = [0] * view.players
    hands[view.seat] = mask_of(view.hand)
    for index, seat in enumerate(others):
        hands[seat] = hidden[index]
    return hands


def world(view: EkrangView, rng: random.Random) -> Position:
    """A position consistent with ``view`` (constraints dropped if they cannot all be met)."""
    try:
        hands = sample_hands(view, rng)
    except NoConsistentDeal:
        hands = sample_hands(view, rng, constrained=False)
    phase = PHASE_NAMES.index(view.phase)
    key = view.key
    if phase == OPENING:
        key = view.legal_actions()[0].cards[0]
    return Position.resume(
        hands,
        values(view.mughal),
        key,
        view.number,
        phase,
        view.to_move,
        view.active,
        view.suit,
        view.high,
        view.winner,
        view.tricks,
        [(play.seat, play.cards) for play in view.table],
    )
