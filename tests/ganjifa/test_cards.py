"""The Ganjifa value tables: values with and without ``mughal``, higher/lower within a suit, highest/lowest."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ganjifa.cards import (
    CARDS,
    FACE_MASK,
    SUIT_MASKS,
    card_text,
    cards_in,
    is_face,
    mask_of,
    parse_card,
    pips,
    suit,
    suits_in,
    values,
)

MASKS = st.integers(min_value=1, max_value=(1 << CARDS) - 1)


def test_card_texts_round_trip_and_read_any_case() -> None:
    assert [card_text(c) for c in (0, 7, 72, 95)] == ["1Su", "1Sh", "10Su", "RSh"]
    assert parse_card("rsu") == parse_card("RSU") == 88
    assert all(parse_card(card_text(c)) == c for c in range(CARDS))


def test_values_follow_the_pack_and_mughal_reverses_four_suits() -> None:
    plain, mughal = values(False), values(True)
    one_phul, ten_phul, ten_barat = parse_card("1Ph"), parse_card("10Ph"), parse_card("10Ba")
    assert (plain.value[one_phul], plain.value[ten_phul]) == (1, 10)
    assert (mughal.value[one_phul], mughal.value[ten_phul]) == (10, 1)
    assert mughal.value[one_phul] == mughal.value[ten_barat] == 10
    assert mughal.value[parse_card("RCh")] == 12 and mughal.value[parse_card("VGh")] == 11
    assert [pips(parse_card(t)) for t in ("1Ph", "VSu", "RSh")] == [1, 11, 12]


def test_face_cards_and_suits() -> None:
    assert FACE_MASK.bit_count() == 16 and all(is_face(c) == bool(FACE_MASK >> c & 1) for c in range(CARDS))
    assert all(mask.bit_count() == 12 for mask in SUIT_MASKS)
    assert all(SUIT_MASKS[suit(c)] >> c & 1 for c in range(CARDS))


@given(MASKS)
def test_suits_in_names_the_suit_of_every_card_of_a_mask(mask: int) -> None:
    assert suits_in(mask) == {suit(card) for card in cards_in(mask)}
    assert suits_in(0) == frozenset()


@given(MASKS, st.booleans())
def test_highest_and_lowest_agree_with_the_values(mask: int, mughal: bool) -> None:
    table = values(mughal)
    cards = list(cards_in(mask))
    top = max(table.value[c] for c in cards)
    bottom = min(table.value[c] for c in cards)
    assert table.value[table.highest(mask)] == top and table.value[table.lowest(mask)] == bottom
    assert set(cards_in(table.highest_cards(mask))) == {c for c in cards if table.value[c] == top}
    assert set(cards_in(table.lowest_cards(mask))) == {c for c in cards if table.value[c] == bottom}


@given(st.integers(min_value=0, max_value=CARDS - 1), st.booleans())
def test_higher_and_lower_in_suit_are_the_cards_of_the_suit_above_and_below(card: int, mughal: bool) -> None:
    table = values(mughal)
    same_suit = [c for c in range(CARDS) if suit(c) == suit(card)]
    assert table.higher_in_suit[card] == mask_of(c for c in same_suit if table.value[c] > table.value[card])
    assert table.lower_in_suit[card] == mask_of(c for c in same_suit if table.value[c] < table.value[card])
    assert table.below_value[table.value[card]] == mask_of(
        c for c in range(CARDS) if table.value[c] < table.value[card]
    )
