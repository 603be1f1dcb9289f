"""Nakashth through ``replay``: the named pairs and totals of the seed, losing hands, shared and carried pots,
the JSON, and what is malformed (exit 2) or illegal (exit 1)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.envelope import read_envelope
from game.ganjifa.cards import CARDS, parse_card
from game.ganjifa.nakashth.hands import rank_name, strength
from game.ganjifa.nakashth.record import nakashth_record, read_nakashth
from game.ganjifa.nakashth.rulebook import NAKASHTH_RULES
from game.ganjifa.nakashth.state import NakashthState, settle

from ..helpers import record, replay_text


def hand(text: str) -> tuple[int, ...]:
    return tuple(parse_card(word) for word in text.split())


def nakashth(*hands: str, stake: int = 5, pot: int = 0, result: str = "", extra: str = "") -> str:
    lines = ['[Game "nakashth"]', f'[Players "{len(hands)}"]', f'[Stake "{stake}"]', f'[Pot "{pot}"]']
    lines += [f'[Hand{seat} "{cards}"]' for seat, cards in enumerate(hands, start=1)]
    if result:
        lines.append(f'[Result "{result}"]')
    return record(*lines) + extra


def test_the_seeds_order_pair_of_1s_rajas_viziers_10s_then_17_16_down() -> None:
    ranked = ["1Su 1Ch", "RSu RBa", "VPh VGh", "10Ku 10Cg", "VSu 6Ch", "10Su 6Ba", "2Su 1Ba"]
    strengths = [strength(hand(h)) for h in ranked]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == len(strengths)
    names = [rank_name(hand(h)) for h in ranked]
    assert names == ["pair of 1s", "pair of rajas", "pair of viziers", "pair of 10s", "17", "16", "3"]


@pytest.mark.parametrize("cards", ["10Su 8Ch", "10Su 9Ch", "10Su VCh", "VSu RCh", "9Su 9Ba", "RSu 10Ch", "RSu VCh"])
def test_totals_of_18_to_23_lose_unless_a_named_pair(cards: str) -> None:
    assert rank_name(hand(cards)) == "lose" and strength(hand(cards)) == 0


def test_the_best_hand_takes_the_pot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = nakashth("5Su 7Ch", "RSu RBa", "10Su 9Ba", stake=5, pot=3)
    done = replay_text(tmp_path, capsys, text)
    assert (done.code, done.out, done.err) == (0, "result: win 2\n", "")
    position = replay_text(tmp_path, capsys, text, as_json=True).position
    assert position["rank"] == {"1": "12", "2": "pair of rajas", "3": "lose"}
    assert position["payout"] == {"1": 0, "2": 18, "3": 0} and position["carry"] == 0


def test_equal_best_hands_share_and_an_odd_chip_stays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = nakashth("8Su 9Ch", "10Ba 7Ph", "2Su 3Ch", stake=5, result="split 1 2")
    position = replay_text(tmp_path, capsys, text, as_json=True).position
    assert position["result"] == "split 1 2" and position["payout"] == {"1": 7, "2": 7, "3": 0}
    assert position["carry"] == 1


def test_every_hand_losing_carries_the_whole_pot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = replay_text(tmp_path, capsys, nakashth("10Su 8Ch", "VBa 9Ph", stake=4, pot=2), as_json=True)
    assert done.position["result"] == "carry" and done.position["carry"] == 10


def test_a_wrong_result_is_illegal_and_case_and_spacing_do_not_matter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert replay_text(tmp_path, capsys, nakashth("1Su 1Ch", "2Su 3Ch", result="  WIN   1 ")).code == 0
    done = replay_text(tmp_path, capsys, nakashth("1Su 1Ch", "2Su 3Ch", result="win 2"))
    assert (done.code, done.error()) == (1, "7: illegal: result is win 1, record says win 2")


def test_an_action_is_illegal_since_nakashth_has_none(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = replay_text(tmp_path, capsys, nakashth("1Su 1Ch", "2Su 3Ch", extra="\n1: 1Su\n"))
    assert (done.code, done.error()) == (1, "8: illegal: nakashth has no actions: the cards decide")
    done = replay_text(tmp_path, capsys, nakashth("1Su 1Ch", "2Su 3Ch", extra="\n3: 1Su\n"))
    assert (done.code, done.error()) == (2, "8: malformed: no seat 3: the game has 2 players")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (nakashth("1Su 1Ch", "2Su 1Ch"), "6: malformed: card dealt twice: 1Ch"),
        (nakashth("1Su 1Ch", "2Su 3Xy"), "6: malformed: bad card: '3Xy'"),
        (nakashth("1Su 1Ch", "2Su"), "6: malformed: Hand2 must hold 2 cards, not 1"),
        (
            nakashth("1Su 1Ch", "2Su 3Ch", stake=0),
            "3: malformed: Stake must be a whole number from 1 to 1000000000, not '0'",
        ),
        (nakashth("1Su 1Ch").replace('"1"]', '"1"]', 1), "2: malformed: Players must be 2 to 6 for nakashth, not '1'"),
        (
            record('[Game "nakashth"]', '[Players "2"]', '[Hand1 "1Su 2Su"]', '[Hand2 "3Su 4Su"]'),
            "4: malformed: missing tag: Stake",
        ),
        (
            nakashth("1Su 1Ch", "2Su 3Ch").replace("[Hand2", '[Hand3 "4Su 5Su"]\n[Hand2'),
            "6: malformed: Hand3 but the game has 2 players",
        ),
    ],
)
def test_malformed_records_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str) -> None:
    done = replay_text(tmp_path, capsys, text)
    assert (done.code, done.error()) == (2, message)


def test_a_record_round_trips_exactly_with_its_free_tags() -> None:
    text = nakashth("1Su 1Ch", "2Su 3Ch", result="win 1").replace('"win 1"]\n', '"win 1"]\n[Event "Friday"]\n\n')
    state, free_tags = read_nakashth(read_envelope(text.replace("1Su 1Ch", "1su 1CH")))
    assert free_tags == (("Event", "Friday"),)
    assert nakashth_record(state, dict(free_tags)) == NAKASHTH_RULES.write_record(state, {"Event": "Friday"}) == text


@given(st.integers(2, 6), st.integers(1, 50), st.integers(0, 50), st.randoms(use_true_random=False))
def test_the_pot_is_shared_out_or_carried_and_no_chip_is_lost(
    players: int, stake: int, pot: int, rng: random.Random
) -> None:
    state = NakashthState(players, stake, pot)
    state.apply(state.sample_chance(rng))
    settled = state.settlement()
    assert settled is not None and state.is_terminal()
    assert sum(settled.payouts) + settled.carry == pot + stake * players
    assert settled.carry < len(settled.winners) or not settled.winners
    dealt = [card for h in state.hands or () for card in h]
    assert len(set(dealt)) == 2 * players and all(0 <= c < CARDS for c in dealt)
    assert settle(state.hands or (), stake, pot) == settled
