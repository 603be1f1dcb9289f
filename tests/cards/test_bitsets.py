"""Sets of cards as int bit-sets over every pack (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import PACKS, CardError, Pack, count, iter_bits

ALL_PACKS = tuple(PACKS.values())


@st.composite
def pack_and_cards(draw: st.DrawFn) -> tuple[Pack, list[int]]:
    pack = draw(st.sampled_from(ALL_PACKS))
    return pack, draw(st.lists(st.sampled_from(pack.cards())))


@given(pack_and_cards())
def test_a_set_holds_each_card_once_in_index_order(drawn: tuple[Pack, list[int]]) -> None:
    pack, cards = drawn
    mask = pack.mask_of(cards)
    assert list(pack.cards_of(mask)) == sorted(set(cards))
    assert list(iter_bits(mask)) == sorted(set(cards))
    assert count(mask) == len(set(cards))
    assert all(mask >> c & 1 for c in cards)
    assert mask & ~pack.full_mask == 0


@given(pack_and_cards(), st.data())
def test_set_operations_are_bit_operations(drawn: tuple[Pack, list[int]], data: st.DataObject) -> None:
    pack, first = drawn
    second = data.draw(st.lists(st.sampled_from(pack.cards())))
    a, b = pack.mask_of(first), pack.mask_of(second)
    assert set(pack.cards_of(a | b)) == set(first) | set(second)
    assert set(pack.cards_of(a & b)) == set(first) & set(second)
    assert set(pack.cards_of(a & ~b)) == set(first) - set(second)
    assert count(pack.full_mask ^ a) == pack.size - count(a)


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_the_full_set_is_every_card(pack: Pack) -> None:
    assert list(pack.cards_of(pack.full_mask)) == list(pack.cards())
    assert count(pack.full_mask) == pack.size
    assert list(pack.cards_of(0)) == []


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_cards_outside_the_pack_are_refused(pack: Pack) -> None:
    with pytest.raises(CardError):
        pack.mask_of([pack.end_index])
    with pytest.raises(CardError):
        list(pack.cards_of(1 << pack.end_index))
