"""The protocol state: the seed's examples (the key raja leads with her lowest key card, the others follow with
their highest and lowest, a void player plays another suit, the lead needs a face card, night), every refusal
with its words, either card order, and the seat's view."""

from __future__ import annotations

import pytest

from game.engine.protocol import CHANCE, TERMINAL, Refusal
from game.ganjifa.cards import parse_card
from game.ganjifa.hamrang.rulebook import HAMRANG_RULES

from .helpers import apply_all, new_state, play

ONLY_RAJA = tuple(f"{rank}Su {rank}Ba" for rank in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V"))


def refused(state: object, seat: int, cards: str) -> str:
    with pytest.raises(Refusal) as caught:
        state.apply(play(seat, cards))  # type: ignore[attr-defined]
    return caught.value.reason


def test_the_holder_of_the_surya_raja_leads_it_with_her_lowest_surya_card() -> None:
    state = new_state()
    assert state.current_player() == 0
    assert list(state.legal_actions()) == [play(1, "RSu 1Su")]


def test_the_dealer_does_not_change_who_leads() -> None:
    assert new_state(dealer=2).current_player() == 0


def test_by_night_the_chandra_raja_leads() -> None:
    state = new_state("RCh 5Ba", options="night")
    assert state.current_player() == 1
    assert sorted(state.legal_actions(), key=str) == [play(2, "RCh 1Ba"), play(2, "RCh 1Ph")]


def test_a_lone_surya_raja_goes_with_her_lowest_valued_card_of_another_suit() -> None:
    state = new_state(*ONLY_RAJA)
    # seat 1 holds RSu, 1Ba..VBa and all of Chandra: 1Ba and 1Ch are her lowest-valued cards.
    assert sorted(state.legal_actions(), key=str) == [play(1, "RSu 1Ba"), play(1, "RSu 1Ch")]
    assert refused(state, 1, "RSu 2Ba") == "2Ba is not her lowest-valued card outside Surya"


def test_the_first_lead_must_hold_the_raja_and_the_lowest_card() -> None:
    state = new_state()
    assert refused(state, 1, "VSu 1Su") == "the first lead is RSu and the lowest Surya card"
    assert refused(state, 1, "RSu 2Su") == "not the lowest Surya card in hand"
    assert refused(state, 1, "RSu") == "a play is two cards while she holds two or more"


def test_the_others_follow_with_their_highest_and_lowest_of_the_led_suit() -> None:
    state = new_state("5Su 5Ba", "9Su 9Ba", "7Su 7Ku")
    apply_all(state, "1: RSu 1Su")
    assert list(state.legal_actions()) == [play(2, "9Su 5Su")]
    assert refused(state, 2, "RBa 1Ba") == "must play Surya cards"
    assert refused(state, 2, "9Su 1Ba") == "must play two Surya cards"
    assert refused(state, 2, "7Su 5Su") == "card not in hand: 7Su"
    apply_all(state, "2: 5Su 9Su")
    assert state.observation(0).table == (play(1, "RSu 1Su"), play(2, "5Su 9Su"))


def test_a_player_without_the_led_suit_plays_two_cards_of_a_suit_of_her_choice() -> None:
    state = apply_all(new_state(), "1: RSu 1Su", "2: RBa 1Ba")
    assert sorted(map(str, state.legal_actions())) == ["3: RGh 1Gh", "3: RKu 1Ku"]
    assert refused(state, 3, "RKu 2Ku") == "not the lowest Kumancha card in hand"


def test_the_surya_raja_takes_the_first_trick_and_its_player_leads_the_next() -> None:
    state = apply_all(new_state(), "1: RSu 1Su", "2: RBa 1Ba", "3: RKu 1Ku", "4: RCg 1Cg")
    view = state.observation(2)
    assert view.tricks == (1, 0, 0, 0) and view.winners == (0,) and view.leads == (0,)
    assert state.current_player() == 0 and view.phase == "lead"


def test_the_lead_needs_a_face_card_in_its_suit() -> None:
    state = apply_all(new_state("VSu 5Ku"), "1: RSu 1Su", "2: RBa 1Ba", "3: VSu 1Gh", "4: RCg 1Cg")
    assert refused(state, 1, "10Su 2Su") == "no face card of that suit"
    assert sorted(map(str, state.legal_actions())) == ["1: RCh 1Ch"]


def test_free_plays_the_highest_with_any_other_card_of_the_suit() -> None:
    state = new_state(options="free")
    assert len(list(state.legal_actions())) == 11, "the raja with any of the other eleven Surya cards"
    apply_all(state, "1: RSu 7Su", "2: RBa 5Ba", "3: RKu 1Ku", "4: RCg 9Cg")
    assert refused(state, 1, "10Su 2Su") == "not the highest Surya card in hand"
    apply_all(state, "1: 3Su VSu")


def test_either_card_order_is_the_same_play() -> None:
    state = apply_all(new_state(), "1: 1Su RSu", "2: 1Ba RBa")
    assert state.observation(0).plays == (play(1, "1Su RSu"), play(2, "1Ba RBa"))


def test_turn_game_over_and_cards_refused() -> None:
    state = new_state()
    assert refused(state, 2, "RBa 1Ba") == "seat 2 is not to play"
    assert refused(state, 1, "RSu 1Su 2Su") == "a play is two cards while she holds two or more"
    assert refused(state, 1, "RSu RSu") == "the same card twice: RSu"
    while not state.is_terminal():
        state.apply(next(state.legal_actions()))
    assert state.current_player() == TERMINAL
    assert refused(state, 1, "RSu 1Su") == "game is over"


def test_a_game_ends_with_every_face_card_gone_or_one_seat_left_and_most_tricks_wins() -> None:
    state = new_state()
    while not state.is_terminal():
        state.apply(next(state.legal_actions()))
    assert state.position is not None
    hands = state.position.hands
    assert sum(1 for seat in range(4) if seat not in state.observation(0).out) < 2
    assert sum(state.returns()) == pytest.approx(1.0)
    best = max(state.position.tricks)
    assert all((r > 0) == (t == best) for r, t in zip(state.returns(), state.position.tricks, strict=True))
    assert any(hands)


def test_out_seats_keep_their_cards_face_down_the_view_shows_counts_only() -> None:
    state = new_state()
    while not state.observation(0).out:
        state.apply(next(state.legal_actions()))
    out = state.observation(1).out
    view = state.observation(1)
    for seat in out:
        if seat != 1:
            assert view.counts[seat] > 0
    assert all(parse_card("RSu") != card for card in view.hand)


def test_before_the_deal_chance_moves() -> None:
    state = HAMRANG_RULES.new_game("hamrang", 4)
    assert state.current_player() == CHANCE and list(state.legal_actions()) == []


def test_anything_but_a_deal_or_a_play_is_refused() -> None:
    state = new_state()
    with pytest.raises(Refusal, match="not a hamrang action"):
        state.apply("1: RSu 1Su")  # type: ignore[arg-type]
    assert len(state.history()) == 1, "nothing but the deal was played"
