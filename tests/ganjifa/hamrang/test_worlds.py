"""Worlds consistent with a seat's view: each replays to the same view, and keeps what the plays revealed (a
void, the two-card rule's limits, who is out, who holds the key raja)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.protocol import random_action
from game.ganjifa.actions import Deal
from game.ganjifa.cards import parse_card
from game.ganjifa.hamrang.position import FACE_SLOTS
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES
from game.ganjifa.hamrang.state import HamrangState
from game.ganjifa.hamrang.worlds import limits_of, sample_world

from .helpers import apply_all, new_state


def twin_of(state: HamrangState, deal: tuple[tuple[int, ...], ...]) -> HamrangState:
    twin = HamrangState(state.options, state.dealer)
    twin.apply(Deal(deal))
    for action in state.history()[1:]:
        twin.apply(action)
    return twin


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    options=st.sets(st.sampled_from(["mughal", "sum", "free", "noelim", "night"])),
    seat=st.integers(0, 3),
)
def test_a_world_replays_to_the_same_view(seed: int, options: set[str], seat: int) -> None:
    rng = random.Random(seed)
    state = HAMRANG_RULES.new_game("hamrang", 4, 0, frozenset(options))
    for _ in range(rng.randrange(1, 70)):
        if state.is_terminal():
            break
        state.apply(random_action(state, rng))
    view = state.observation(seat)
    world = sample_world(view, rng, tries=300)
    assert world is not None
    assert world.deal[seat] == tuple(sorted(state.dealt()[seat]))
    assert twin_of(state, world.deal).observation(seat) == view


def test_a_seat_that_showed_a_void_gets_none_of_that_suit() -> None:
    state = apply_all(new_state(), "1: RSu 1Su", "2: RBa 1Ba")
    rng = random.Random(1)
    for _ in range(20):
        world = sample_world(state.observation(0), rng)
        assert world is not None
        assert not any(card & 7 == 0 for card in world.deal[1]), "seat 2 played no Surya: she holds none"


def test_the_highest_and_lowest_bound_what_else_she_holds_of_the_suit() -> None:
    state = apply_all(new_state("5Su 5Ba", "9Su 9Ba"), "1: RSu 1Su", "2: 9Su 5Su")
    rng = random.Random(2)
    for _ in range(20):
        world = sample_world(state.observation(0), rng)
        assert world is not None
        surya = [card >> 3 for card in world.deal[1] if card & 7 == 0]
        assert all(4 <= rank <= 8 for rank in surya), "between 5Su and 9Su only"


def test_before_any_play_the_leader_holds_the_key_raja() -> None:
    state = new_state("RSu 7Ku")
    view = state.observation(0)
    world = sample_world(view, random.Random(3))
    assert world is not None and 88 in world.deal[2]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), options=st.sets(st.sampled_from(["mughal", "sum", "free", "noelim", "night"])))
def test_the_true_hands_always_lie_within_the_limits(seed: int, options: set[str]) -> None:
    rng = random.Random(seed)
    state = HAMRANG_RULES.new_game("hamrang", 4, 0, frozenset(options))
    state.apply(random_action(state, rng))
    while not state.is_terminal():
        state.apply(random_action(state, rng))
        assert state.position is not None
        for seat in range(4):
            limits = limits_of(state.observation(seat), state.slots)
            for other in range(4):
                hand = state.position.hands[other]
                if other != seat:
                    assert not hand & ~limits.allowed[other]
                    assert hand & FACE_SLOTS or not limits.need_face[other]


def test_a_void_pair_that_fits_two_suits_keeps_one_reading_whole() -> None:
    # Seat 2, void in Surya, plays 5Ku 1Ba: either her lone Kumancha with her lowest card (then no more
    # Kumancha), or her lone Barat with her lowest other card (then no more Barat and nothing below a 5).
    state = apply_all(new_state("5Ku 2Ba"), "1: RSu 1Su", "2: 5Ku 1Ba")
    assert [seat for seat, _, _ in limits_of(state.observation(0), state.slots).either] == [1]
    rng = random.Random(4)
    for _ in range(30):
        world = sample_world(state.observation(0), rng)
        assert world is not None
        hidden = [card for card in world.deal[1] if card not in (parse_card("5Ku"), parse_card("1Ba"))]
        no_kumancha = not any(card & 7 == 4 for card in hidden)
        no_barat_nor_low = not any(card & 7 == 2 or card >> 3 < 4 for card in hidden)
        assert no_kumancha or no_barat_nor_low
