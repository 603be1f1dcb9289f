"""The beginner's heuristic, rewritten for speed on tables and bit-sets, answers exactly as the plain code it
replaced (hypothesis): the hard bot's playouts, and so its choices, are unchanged."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.heuristics import heuristic_attack, heuristic_defence, playout, playout_two, trump_worth_it, value
from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.position import State, max_attack_size
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, shuffled_deal

CARDS_52 = PANJPAR_52.pack
SETTINGS = settings(max_examples=400, deadline=None)


def reference_attack(hand: Sequence[Card], defender_size: int, trump: int, stock_left: int) -> tuple[Card, ...]:
    limit = max_attack_size(len(hand), defender_size)
    ordered = sorted(hand, key=lambda c: value(c, trump))
    if limit < 3:
        return (ordered[0],)
    cheap = 27 if stock_left == 0 else 12
    seen: dict[int, Card] = {}
    pairs: list[tuple[Card, Card]] = []
    for c in ordered:
        if value(c, trump) > cheap:
            break
        first = seen.pop(c >> 2, None)
        if first is None:
            seen[c >> 2] = c
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


def reference_defence(
    hand: Sequence[Card], attack: Sequence[Card], trump: int, stock_left: int
) -> tuple[tuple[Card, Card], ...]:
    masks = BEATER_MASKS[trump]
    ordered = sorted(hand, key=lambda c: value(c, trump))
    used = 0
    beats: list[tuple[Card, Card]] = []
    for a in sorted(attack, key=lambda c: -value(c, trump)):
        for b in ordered:
            if masks[a] >> b & 1 and not used >> b & 1:
                if b & 3 != trump or trump_worth_it(a, b, trump, stock_left):
                    used |= 1 << b
                    beats.append((a, b))
                break
    return tuple(beats)


@st.composite
def deals(draw: Any) -> tuple[list[Card], list[Card], int, int, int]:
    """A hand (in acquisition order), attack cards not in it, a trump suit, a defender size and a stock count."""
    cards = draw(st.permutations(CARDS_52))
    size = draw(st.integers(1, 18))
    attack = draw(st.integers(1, 5))
    return (
        cards[:size],
        cards[size : size + attack],
        draw(st.integers(0, 3)),
        draw(st.integers(0, 12)),
        draw(st.sampled_from([0, 1, 5, 6, 7, 30])),
    )


@SETTINGS
@given(deals())
def test_attack_and_defence_are_the_reference_answers(deal: tuple[list[Card], list[Card], int, int, int]) -> None:
    hand, attack, trump, defender_size, stock_left = deal
    assert heuristic_attack(hand, defender_size, trump, stock_left) == reference_attack(
        hand, defender_size, trump, stock_left
    )
    assert heuristic_defence(hand, attack, trump, stock_left) == reference_defence(hand, attack, trump, stock_left)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(PANJPAR_52, 2), (PANJPAR_36, 3)]), st.integers(0, 2**32 - 1))
def test_playout_plays_the_reference_game(game: Any, seed: int) -> None:
    (variant, players) = game
    rng = random.Random(seed)
    state = State(shuffled_deal(variant, players, rng, rng.randrange(players), 0))
    reference = state.copy()
    playout(state)
    while reference.result is None and len(reference.history) < 400:
        stock_left = reference.stock_count
        if reference.attack:
            hand = reference.hands[reference.defender]
            reference.push_defence(reference_defence(hand, reference.attack, reference.trump, stock_left))
        else:
            hand = reference.hands[reference.attacker]
            defender_size = len(reference.hands[reference.defender])
            reference.push_attack(reference_attack(hand, defender_size, reference.trump, stock_left))
    assert state.result == reference.result
    assert state.hands == reference.hands and state.discard == reference.discard


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([PANJPAR_52, PANJPAR_36]), st.integers(0, 2**32 - 1), st.integers(0, 40))
def test_two_seat_playout_plays_the_same_game(variant: Any, seed: int, moves: int) -> None:
    """The 2-player fast path ends as :func:`playout` does (the same loser, holding the same cards), from a fresh
    deal or from any position reached by random legal moves (an attack on the table or not, stock or none)."""
    rng = random.Random(seed)
    state = State(shuffled_deal(variant, 2, rng, rng.randrange(2), 0))
    for _ in range(moves):
        if state.result is not None:
            break
        state.push(rng.choice(list(state.legal_moves())))
    reference = state.copy()
    playout(reference)
    result = reference.result
    loser = None if result is None else result.loser
    assert playout_two(state.copy()) == (loser, 0 if loser is None else len(reference.hands[loser]))
