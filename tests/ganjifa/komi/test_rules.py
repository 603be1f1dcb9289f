"""komi's arithmetic: a hand's score (the seed's example), Komi, and one player's settlement with the dealer."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ganjifa.cards import parse_card
from game.ganjifa.komi.scoring import KOMI, TABLE_LIMIT, fold_cost, nets, player_net, random_playout, score


def hand(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


def test_the_seeds_example_five_seven_and_a_vizier_scores_two() -> None:
    assert score(hand("5Su 7Ba VSh")) == 2


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("1Su 2Ch 3Ba", 6),
        ("9Su 9Ch 9Ba", 7),  # 27: the last digit
        ("10Su 10Ch 10Ba", 0),  # 30
        ("10Su VCh RBa", 0),  # a ten and two faces: 10 -> 0, not Komi
        ("5Su RCh VBa", 5),
        ("3Ph 3Sh 4Gh", 0),
    ],
)
def test_a_score_is_the_last_digit_of_the_number_cards(cards: str, expected: int) -> None:
    assert score(hand(cards)) == expected


def test_three_face_cards_are_komi() -> None:
    assert score(hand("VSu RCh VBa")) == KOMI


def test_lower_pays_her_stake_higher_is_paid_equal_keeps() -> None:
    assert player_net(5, None, own=3, dealer=7) == -5
    assert player_net(5, None, own=8, dealer=7) == 5
    assert player_net(5, None, own=7, dealer=7) == 0
    assert player_net(5, None, own=KOMI, dealer=KOMI) == 0
    assert player_net(5, None, own=KOMI, dealer=9) == 5


def test_a_double_settles_at_twice_the_stake_and_a_fold_pays_half_rounded_up() -> None:
    assert player_net(5, "double", own=9, dealer=1) == 10
    assert player_net(5, "double", own=1, dealer=9) == -10
    assert player_net(5, "double", own=4, dealer=4) == 0
    assert player_net(5, "keep", own=1, dealer=9) == -5
    assert [fold_cost(stake) for stake in (1, 2, 5, 10)] == [1, 1, 3, 5]
    assert player_net(5, "fold", own=9, dealer=0) == -3, "a fold pays whatever the cards"


def test_the_dealer_takes_the_opposite_of_every_player() -> None:
    result = nets(0, (None, 5, 10, 5), (None, None, None, None), (2, KOMI, 9, 2))
    assert result == (-15, 5, 10, 0)
    assert sum(result) == 0


@given(st.integers(2, 6), st.integers(0, 5), st.booleans(), st.integers(0, 2**32 - 1))
def test_a_fast_random_playout_settles_a_zero_sum_round(players: int, dealer: int, betting: bool, seed: int) -> None:
    result = random_playout(random.Random(seed), players, dealer % players, betting)
    assert len(result) == players and sum(result) == 0
    assert all(abs(net) <= 2 * TABLE_LIMIT for seat, net in enumerate(result) if seat != dealer % players)
