"""The statements of seed 004's ekrang section, each as a test (the rules' details are in test_records.py)."""

from __future__ import annotations

import random

import pytest

from game.ganjifa.cards import CHANDRA, RAJA_RANK, SURYA, suit
from game.ganjifa.ekrang.deal import PUT_AWAY, deal_error, deal_hands
from game.ganjifa.ekrang.rulebook import EKRANG_RULES

from .helpers import FAST3, OPENING, random_game, record, replay


@pytest.mark.parametrize(("players", "each"), [(3, 32), (4, 24)])
def test_three_players_get_32_cards_and_four_players_24(players: int, each: int) -> None:
    for seed in range(20):
        hands = deal_hands(random.Random(seed), players, fast=False)
        assert [len(hand) for hand in hands] == [each] * players
        assert len({card for hand in hands for card in hand}) == 96, "the whole pack is dealt"


@pytest.mark.parametrize(("night", "key_suit"), [(False, SURYA), (True, CHANDRA)])
def test_the_holder_of_the_key_raja_begins_by_day_surya_by_night_chandra(night: bool, key_suit: int) -> None:
    options = frozenset({"night"}) if night else frozenset()
    for seed in range(10):
        state = EKRANG_RULES.new_game("ekrang", 3, 0, options)
        state.apply(state.sample_chance(random.Random(seed)))
        assert state.position is not None and state.deal is not None
        key = state.position.key
        assert suit(key) == key_suit and key >> 3 == RAJA_RANK
        assert key in state.deal.hands[state.current_player()]


def test_the_active_player_takes_the_opening_trick_then_a_higher_card_wins_at_once_and_skips_phase_two() -> None:
    state = replay(record(FAST3, [*OPENING, "1: 4Ch", "2: 9Ch"], options="fast"))
    assert state.tricks() == (1, 1, 0) and state.current_player() == 1


def test_the_fast_variation_plays_as_many_suits_as_players_never_without_surya_and_chandra() -> None:
    for players in (2, 3, 4):
        for seed in range(10):
            hands = deal_hands(random.Random(seed), players, fast=True)
            suits = {suit(card) for hand in hands for card in hand}
            assert len(suits) == players and {SURYA, CHANDRA} <= suits
            assert [len(hand) for hand in hands] == [12] * players
            assert deal_error(hands, players, fast=True) is None


def test_the_two_player_variation_keeps_four_suits_puts_14_of_48_away_and_deals_17_each() -> None:
    for seed in range(20):
        hands = deal_hands(random.Random(seed), 2, fast=False)
        cards = {card for hand in hands for card in hand}
        suits = {suit(card) for card in cards}
        assert [len(hand) for hand in hands] == [17, 17] and 48 - len(cards) == PUT_AWAY
        assert {SURYA, CHANDRA} <= suits and len(suits) <= 4
        assert deal_error(hands, 2, fast=False) is None


def test_teams_of_opposite_seats_add_their_tricks() -> None:
    state = random_game(4, frozenset({"teams"}), seed=3)
    tricks = state.tricks()
    first, second = tricks[0] + tricks[2], tricks[1] + tricks[3]
    returns = state.returns()
    assert returns[0] == returns[2] and returns[1] == returns[3]
    assert (returns[0] > returns[1]) == (first > second) and sum(returns) == 1.0
