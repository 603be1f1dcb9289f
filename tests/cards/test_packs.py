"""The packs as data: text round trips, refusals, the French encoding of the rules, Ganjifa values and points."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import FRENCH_36, FRENCH_52, GANJIFA_96, PACKS, CardError, Pack, RankSpec, SuitSpec
from game.panjpar import cards as core_cards
from game.panjpar.variants import PANJPAR_36, PANJPAR_52

ALL_PACKS = tuple(PACKS.values())


def test_pack_sizes_and_suit_order() -> None:
    assert (FRENCH_52.size, FRENCH_36.size, GANJIFA_96.size) == (52, 36, 96)
    assert [s.code for s in FRENCH_52.suits] == ["S", "H", "D", "C"]
    assert [s.code for s in GANJIFA_96.suits] == ["Su", "Ch", "Ba", "Ph", "Ku", "Gh", "Cg", "Sh"]
    assert [s.colour for s in GANJIFA_96.suits] == [
        "green", "black", "blue", "brown", "yellow", "purple", "orange", "red",
    ]  # fmt: skip
    assert [r.code for r in GANJIFA_96.ranks] == [*map(str, range(1, 11)), "V", "R"]


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_every_card_round_trips_through_its_text(pack: Pack) -> None:
    texts = [pack.to_text(c) for c in pack.cards()]
    assert len(set(texts)) == pack.size
    assert [pack.from_text(t) for t in texts] == list(pack.cards())
    assert pack.parse(pack.format(pack.cards())) == list(pack.cards())


@given(st.data())
def test_text_round_trip_in_any_case_and_spacing(data: st.DataObject) -> None:
    pack = data.draw(st.sampled_from(ALL_PACKS))
    card = data.draw(st.sampled_from(pack.cards()))
    text = pack.to_text(card)
    mixed = "".join(ch.upper() if data.draw(st.booleans()) else ch.lower() for ch in text)
    padded = data.draw(st.sampled_from(["", " ", "\t"])) + mixed + data.draw(st.sampled_from(["", " ", "\n"]))
    assert pack.from_text(padded) == card
    assert pack.to_text(pack.from_text(padded)) == text  # output is canonical whatever the input's case


def test_ganjifa_texts_as_written_in_the_rules() -> None:
    g = GANJIFA_96
    assert g.to_text(g.card(11, 0)) == "RSu"
    assert g.to_text(g.card(10, 1)) == "VCh"
    assert g.to_text(g.card(9, 2)) == "10Ba"
    assert g.to_text(g.card(0, 7)) == "1Sh"
    assert g.from_text("rsu") == g.from_text("RSU") == g.from_text("RSu") == g.card(11, 0)
    assert g.from_text("10ba") == g.card(9, 2)
    assert g.from_text("vcg") == g.card(10, 6)


def test_french_alternative_spellings_are_read_and_written_canonically() -> None:
    assert FRENCH_52.from_text("th") == FRENCH_52.from_text("10H")
    assert FRENCH_52.from_text("Q♠") == FRENCH_52.from_text("qs")
    assert FRENCH_52.to_text(FRENCH_52.from_text("t♦")) == "10D"


@pytest.mark.parametrize(
    ("pack", "text"),
    [
        (GANJIFA_96, "11Su"),  # no rank 11
        (GANJIFA_96, "0Ba"),
        (GANJIFA_96, "RXx"),  # no such suit
        (GANJIFA_96, "R"),
        (GANJIFA_96, "Su"),
        (GANJIFA_96, "10H"),  # a French card
        (GANJIFA_96, "TBa"),  # T is the French ten only
        (GANJIFA_96, "R Su"),
        (FRENCH_52, "RSu"),  # a Ganjifa card
        (FRENCH_52, "1H"),
        (FRENCH_52, "10"),
        (FRENCH_52, ""),
        (FRENCH_52, "   "),
        (FRENCH_36, "5H"),  # in the 52-card pack, not the 36
        (FRENCH_52, "10HH"),
    ],
)
def test_malformed_text_is_refused_with_the_text_quoted(pack: Pack, text: str) -> None:
    with pytest.raises(CardError) as refusal:
        pack.from_text(text)
    assert str(refusal.value) == f"bad card: {text!r}"
    assert isinstance(refusal.value, ValueError)


def test_a_long_bad_text_is_quoted_as_a_short_excerpt() -> None:
    with pytest.raises(CardError) as refusal:
        GANJIFA_96.from_text("R" * 10_000)
    message = str(refusal.value)
    assert message == "bad card: '" + "R" * 50 + "…'"


def test_control_characters_are_escaped_in_the_message() -> None:
    with pytest.raises(CardError) as refusal:
        FRENCH_52.from_text("\x1b[2J")
    assert str(refusal.value) == "bad card: '\\x1b[2J'"


@pytest.mark.parametrize("pack", ALL_PACKS, ids=lambda p: p.id)
def test_a_card_outside_the_pack_has_no_text(pack: Pack) -> None:
    for outside in (pack.first_index - 1, pack.end_index):
        with pytest.raises(CardError, match="has no card number"):
            pack.to_text(outside)


def test_french_encoding_is_the_rules_encoding_for_every_card() -> None:
    for index in range(52):
        core = core_cards.CARDS[index]
        assert FRENCH_52.to_text(index) == str(core)
        assert FRENCH_52.from_text(str(core)) == core == index
        assert FRENCH_52.rank_of(index).value == core.rank
        assert FRENCH_52.suit_position(index) == core.suit
        assert index == (core.rank - 2) * 4 + core.suit  # the encoding of every saved record
    assert [str(c) for c in PANJPAR_36.pack] == [FRENCH_36.to_text(c) for c in FRENCH_36.cards()]
    assert list(PANJPAR_36.pack) == list(FRENCH_36.cards()) == list(range(16, 52))
    assert list(PANJPAR_52.pack) == list(FRENCH_52.cards())


def test_core_suits_and_names_come_from_the_pack() -> None:
    assert [s.name for s in core_cards.Suit] == [s.name.upper() for s in FRENCH_52.suits]
    assert [s.is_red for s in core_cards.Suit] == [False, True, True, False]
    assert core_cards.SUIT_LETTERS == "SHDC"
    assert core_cards.SUIT_SYMBOLS == "♠♥♦♣"
    assert core_cards.RANK_NAMES[10] == "10"
    assert core_cards.RANK_NAMES[14] == "A"
    assert core_cards.card(10, core_cards.Suit.HEARTS) == FRENCH_52.from_text("10H")
    with pytest.raises(CardError):
        core_cards.card(15, 0)


def _value(text: str, mughal: bool) -> int:
    return GANJIFA_96.value(GANJIFA_96.from_text(text), mughal)


def test_ganjifa_values_without_and_with_mughal() -> None:
    assert _value("RSu", False) == _value("RSu", True) == 12
    assert _value("VPh", False) == _value("VPh", True) == 11
    assert (_value("1Ph", False), _value("10Ph", False)) == (1, 10)
    assert (_value("1Ph", True), _value("10Ph", True)) == (10, 1)  # 1Ph beats 10Ph only with mughal
    assert _value("1Ph", True) == _value("10Ba", True) == 10  # the rules' example of a tie across suits
    for suit in ("Ph", "Gh", "Sh", "Ch"):
        assert [_value(f"{n}{suit}", True) for n in range(1, 11)] == list(range(10, 0, -1))
    for suit in ("Su", "Ba", "Ku", "Cg"):
        assert [_value(f"{n}{suit}", True) for n in range(1, 11)] == list(range(1, 11))


def test_ganjifa_points_never_depend_on_mughal() -> None:
    g = GANJIFA_96
    assert [g.points(g.from_text(f"{n}Ph")) for n in range(1, 11)] == list(range(1, 11))
    assert (g.points(g.from_text("VSh")), g.points(g.from_text("RSh"))) == (11, 12)
    assert (g.points(g.from_text("VSh"), faces_count=False), g.points(g.from_text("RSh"), faces_count=False)) == (0, 0)
    assert g.points(g.from_text("7Gh"), faces_count=False) == 7
    assert sum(g.points(c) for c in g.cards()) == 8 * (55 + 11 + 12)


def test_value_tables_and_value_order() -> None:
    g = GANJIFA_96
    assert g.values(True) == tuple(g.value(c, True) for c in g.cards())
    assert g.values() != g.values(True)
    hand = g.parse("1Ph 10Ph RSu 5Ba")
    assert g.format(sorted(hand, key=g.value_key())) == "1Ph 5Ba 10Ph RSu"
    assert g.format(sorted(hand, key=g.value_key(mughal=True))) == "10Ph 5Ba 1Ph RSu"
    assert g.format(sorted(hand, key=g.suit_major_key)) == "RSu 5Ba 1Ph 10Ph"
    assert g.format(sorted(hand, key=g.rank_major_key)) == "1Ph 5Ba 10Ph RSu"
    assert pickle.loads(pickle.dumps(g.value_key(True)))(g.from_text("1Ph")) == (10, 3)


def test_french_cards_have_no_points() -> None:
    with pytest.raises(ValueError, match="have no points"):
        FRENCH_52.points(0)


def test_packs_pickle_as_the_same_object() -> None:
    for pack in ALL_PACKS:
        assert pickle.loads(pickle.dumps(pack)) is pack


def test_a_pack_whose_texts_are_ambiguous_is_refused() -> None:
    suits = (SuitSpec("A", "a", "red"), SuitSpec("1A", "b", "red"))
    ranks = (RankSpec("1", "one", 1), RankSpec("11", "eleven", 11))
    with pytest.raises(ValueError, match="names two cards"):
        Pack("test-ambiguous", "an ambiguous pack", suits, ranks)


def test_two_packs_with_one_id_are_refused() -> None:
    with pytest.raises(ValueError, match="two different packs"):
        Pack(GANJIFA_96.id, "another", FRENCH_52.suits, FRENCH_52.ranks)
