"""The rules' fast path against plain references (hypothesis): the hands' bit-sets always equal the hands, push
and pop restore the exact position bit-sets included, the forward-only path reaches the same positions as push,
the legal moves and the random defence are those of the straightforward code they replaced, and the random attack
draws every legal attack alike."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.handmasks import (
    attack_count,
    attacks_in,
    cards_in,
    has_pair,
    has_two_pairs,
    mask_of,
    nth_attack,
    pairs_in,
)
from game.panjpar.moves import Attack, Defence
from game.panjpar.playout import play_random, random_attack, random_defence
from game.panjpar.position import State, attack_pattern_ok
from game.panjpar.variants import PANJPAR_52, Deal

from .helpers import VARIANT_PLAYERS, cards, new_game

GAMES = st.tuples(st.sampled_from(VARIANT_PLAYERS), st.integers(0, 2**32 - 1))
SETTINGS = settings(max_examples=100, deadline=None)
HANDS = st.lists(st.sampled_from(PANJPAR_52.pack), unique=True, max_size=20)


def position(state: State) -> tuple[Any, ...]:
    """Everything a move changes but the history."""
    return (
        [list(h) for h in state.hands],
        list(state.hand_masks),
        state.stock_pos,
        list(state.discard),
        state.attacker,
        state.defender,
        state.attack,
        list(state.out),
        state.result,
        list(state.last_draws),
    )


def masks_agree(state: State) -> bool:
    return state.hand_masks == [mask_of(h) for h in state.hands]


# ----- the references: the code before the bit-sets -------------------------------------------------------------
def reference_attacks(hand: list[Card], limit: int) -> list[tuple[Card, ...]]:
    ordered = sorted(hand)
    found: list[tuple[Card, ...]] = [(c,) for c in ordered]
    for size in (3, 5):
        if size <= limit:
            found += [combo for combo in combinations(ordered, size) if attack_pattern_ok(combo)]
    return found


def reference_random_defence(state: State, rng: random.Random) -> list[tuple[Card, Card]]:
    masks = BEATER_MASKS[state.trump]
    hand = state.hands[state.defender]
    used: list[Card] = []
    beats = []
    for attack_card in state.attack:
        if rng.random() < 0.5:
            options = [c for c in hand if masks[attack_card] >> c & 1 and c not in used]
            if options:
                beater = options[int(rng.random() * len(options))]
                used.append(beater)
                beats.append((attack_card, beater))
    return beats


# ----- the properties -------------------------------------------------------------------------------------------
@SETTINGS
@given(GAMES)
def test_bit_sets_follow_the_hands_through_push_pop_and_copy(game: Any) -> None:
    state, rng = new_game(game)
    assert masks_agree(state)
    while state.result is None:
        before = position(state)
        move = Defence(tuple(random_defence(state, rng))) if state.attack else Attack(random_attack(state, rng))
        state.push(move)
        after = position(state)
        assert masks_agree(state)
        copied = state.copy()
        assert position(copied) == after
        assert state.pop() == move
        assert position(state) == before and masks_agree(state)
        assert position(copied) == after  # the copy does not share the hands or their bit-sets
        state.push(move)
        assert position(state) == after


@SETTINGS
@given(GAMES)
def test_a_whole_game_pushed_pops_back_to_the_deal(game: Any) -> None:
    state, rng = new_game(game)
    start = position(state)
    positions = []
    while state.result is None:
        positions.append(position(state))
        if state.attack:
            state.push_defence(random_defence(state, rng))
        else:
            state.push_attack(random_attack(state, rng))
    while positions:
        state.pop()
        assert position(state) == positions.pop()
    assert position(state) == start and state.history == []


@SETTINGS
@given(GAMES)
def test_the_forward_only_path_reaches_the_same_positions_as_push(game: Any) -> None:
    pushed, rng = new_game(game)
    advanced = pushed.copy()
    while pushed.result is None:
        if pushed.attack:
            beats = random_defence(pushed, rng)
            pushed.push_defence(beats)
            advanced.advance_defence(beats)
        else:
            cards = random_attack(pushed, rng)
            pushed.push_attack(cards)
            advanced.advance_attack(cards)
        assert position(advanced) == position(pushed)
    assert advanced.history == []


@SETTINGS
@given(GAMES)
def test_random_defences_are_those_of_the_reference_policy_and_attacks_are_legal(game: Any) -> None:
    state, rng = new_game(game)
    reference_rng = random.Random()
    while state.result is None:
        if state.attack:
            reference_rng.setstate(rng.getstate())
            beats = random_defence(state, rng)
            assert beats == reference_random_defence(state, reference_rng)
            state.push_defence(beats)
        else:
            cards = random_attack(state, rng)
            assert set(cards) in [set(m.cards) for m in state.legal_attacks()]
            state.push_attack(cards)


@settings(max_examples=300, deadline=None)
@given(HANDS, st.sampled_from([3, 5]))
def test_each_legal_attack_has_exactly_one_number(hand: list[Card], size: int) -> None:
    mask = mask_of(hand)
    legal = {frozenset(cards) for cards in attacks_in(sorted(hand), size) if len(cards) == size}
    numbered = [frozenset(nth_attack(mask, size, i)) for i in range(attack_count(mask, size))]
    assert len(numbered) == len(legal) and set(numbered) == legal


def test_a_large_hand_draws_every_attack_and_order_about_equally_often() -> None:
    """Twelve cards with two pairs: the attacks are drawn by number (no retries); each of the 20 threes with a
    pair comes about 1/40 of the time (the defender holds four cards: sizes 1 and 3, equally likely), each in
    every order."""
    hand = list(cards("2S 2H 5D 5C 7S 8H 9D 10C JS QH KD AC"))
    state = State(Deal(PANJPAR_52, (tuple(hand), tuple(cards("3S 3H 3D 3C"))), cards("6S")[0], (), 0))
    rng = random.Random(11)
    draws = 40_000
    threes: Counter[frozenset[Card]] = Counter()
    orders: Counter[tuple[Card, ...]] = Counter()
    for _ in range(draws):
        attack = random_attack(state, rng)
        if len(attack) == 3:
            threes[frozenset(attack)] += 1
            orders[attack] += 1
    assert len(threes) == 20 and len(orders) == 20 * 6
    expected = draws / 2 / 20
    assert all(abs(n - expected) < 0.15 * expected for n in threes.values())
    assert all(abs(n - expected / 6) < 0.3 * expected / 6 for n in orders.values())


@SETTINGS
@given(GAMES)
def test_play_random_ends_where_the_policy_pushed_move_by_move_ends(game: Any) -> None:
    state, rng = new_game(game)
    pushed = state.copy()
    pushed_rng = random.Random()
    pushed_rng.setstate(rng.getstate())
    moves = play_random(state, rng)
    while pushed.result is None:
        if pushed.attack:
            pushed.push_defence(random_defence(pushed, pushed_rng))
        else:
            pushed.push_attack(random_attack(pushed, pushed_rng))
    assert moves == len(pushed.history)
    assert position(state) == position(pushed)


@SETTINGS
@given(GAMES)
def test_legal_moves_are_those_of_the_plain_enumeration(game: Any) -> None:
    state, rng = new_game(game)
    while state.result is None:
        if state.attack:
            for a in state.attack:
                hand = state.hands[state.defender]
                assert state.beaters(a) == sorted(c for c in hand if BEATER_MASKS[state.trump][a] >> c & 1)
            state.push_defence(random_defence(state, rng))
        else:
            expected = reference_attacks(state.hands[state.attacker], state.max_attack())
            assert [m.cards for m in state.legal_attacks()] == expected
            state.push_attack(random_attack(state, rng))


@settings(max_examples=300, deadline=None)
@given(HANDS, st.sampled_from([1, 3, 5]))
def test_hand_helpers_agree_with_counting(hand: list[Card], limit: int) -> None:
    mask = mask_of(hand)
    assert cards_in(mask) == sorted(hand)
    assert has_pair(mask) == (pairs_in(hand) >= 1)
    assert has_two_pairs(mask) == (pairs_in(hand) >= 2)
    assert list(attacks_in(sorted(hand), limit)) == reference_attacks(hand, limit)
