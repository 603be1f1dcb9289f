"""How good a nakashth hand is: the share of the other hands it beats."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ganjifa.cards import CARDS, parse_card
from game.ganjifa.nakashth.hands import beaten_share, strength


def hand(*texts: str) -> tuple[int, ...]:
    return tuple(parse_card(text) for text in texts)


def test_a_pair_of_1s_beats_every_hand_but_another_pair_of_1s() -> None:
    # 94 other cards make 4371 hands; the six other 1s make 15 pairs of 1s, which tie.
    assert beaten_share(hand("1Su", "1Ch")) == Fraction(4371 - 15, 4371)


def test_a_losing_hand_beats_nothing() -> None:
    assert beaten_share(hand("10Su", "9Ch")) == 0


def test_seventeen_beats_more_than_twelve() -> None:
    assert beaten_share(hand("VSu", "6Ch")) > beaten_share(hand("2Su", "10Ba")) > 0


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, CARDS - 1), min_size=4, max_size=4, unique=True))
def test_a_stronger_hand_never_beats_a_smaller_share_by_much(cards: list[int]) -> None:
    """Removing two cards from the pack moves a share by at most the hands they were in (187 of 4371)."""
    first, second = (cards[0], cards[1]), (cards[2], cards[3])
    if strength(first) > strength(second):
        assert beaten_share(first) >= beaten_share(second) - Fraction(2 * 93 + 1, 4371)
