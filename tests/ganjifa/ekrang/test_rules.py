"""The fast position's rules on hand-set positions: seats without cards, the end checks, the opening and the
covers in corners a whole deal rarely reaches, the win shares, and undo."""

from __future__ import annotations

from game.ganjifa.cards import card_text, cards_in, mask_of, values
from game.ganjifa.ekrang.position import COVER, LEAD, LOW, OPENING, OVER, Position, win_shares

from .helpers import cards

VALUES = values(False)


def position(*hands: str, phase: int = LEAD, active: int = 0, tricks: tuple[int, ...] = ()) -> Position:
    """A position with these hands (seat 1 first), ``active`` to move in ``phase``."""
    masks = [mask_of(cards(hand)) for hand in hands]
    state = Position([*masks[:-1], masks[-1] | 1 << cards("RSu")[0]], night=False, values=VALUES)
    state.hands = masks
    state.phase, state.turn, state.active = phase, active, active
    state.tricks = list(tricks or (0,) * len(hands))
    return state


def play(state: Position, *texts: str) -> None:
    """Check each play with the rules' refusal, then play it."""
    for text in texts:
        assert state.refusal(cards(text)) is None, f"{text}: {state.refusal(cards(text))}"
        state.play(cards(text))


def hand(state: Position, seat: int) -> str:
    return " ".join(card_text(card) for card in cards_in(state.hands[seat]))


def test_an_active_player_without_cards_hands_the_lead_to_the_next_seat_holding_cards() -> None:
    state = position("5Ba", "3Ba 1Su", "2Ba 9Su")
    play(state, "5Ba", "3Ba", "2Ba")
    assert state.tricks == [1, 0, 0], "nobody beat: the leader takes phase 1"
    assert (state.phase, state.turn, state.active) == (LEAD, 1, 1), "no cards for phase 2: seat 2 leads"
    play(state, "1Su", "9Su")
    assert state.tricks == [1, 0, 1] and state.phase == OVER, "9Su beats at once; then nobody holds cards"


def test_the_game_ends_before_phase_two_when_fewer_than_two_seats_hold_cards() -> None:
    state = position("5Ba 1Su", "3Ba", "2Ba")
    play(state, "5Ba", "3Ba", "2Ba")
    assert state.phase == OVER and state.tricks == [1, 0, 0]
    assert hand(state, 0) == "1Su", "cards still held count for nothing"
    assert state.legal() == []


def test_seats_without_cards_are_skipped_and_a_phase_is_finished_by_the_seats_holding_cards() -> None:
    state = position("5Ba 1Su", "", "2Ba 3Su VSu")
    play(state, "5Ba")
    assert state.turn == 2, "seat 2 holds no cards: seat 3 follows"
    play(state, "2Ba")
    assert (state.phase, state.turn) == (LOW, 0)
    assert state.legal() == [cards("1Su")], "no Barat card left: her lowest-valued card"
    play(state, "1Su", "3Su")
    assert state.tricks == [1, 0, 1] and (state.phase, state.turn) == (OVER, -1)


def test_the_round_starts_only_with_two_seats_holding_cards() -> None:
    state = position("5Ba 6Ba", "9Ba", "")
    play(state, "6Ba", "9Ba")
    assert state.tricks == [0, 1, 0] and state.phase == OVER, "only seat 1 still holds cards"


def test_phase_two_highest_card_of_the_phase_suit_takes_and_its_player_leads() -> None:
    state = position("5Ba 9Ba 1Su", "3Ba 2Su", "2Ba 8Ba 1Ch", phase=LEAD)
    play(state, "9Ba", "3Ba", "8Ba")
    assert state.tricks == [1, 0, 0] and state.phase == LOW
    assert state.refusal(cards("1Su"))[1] == "not the lowest Barat card in hand"  # type: ignore[index]
    play(state, "5Ba", "2Su", "2Ba")
    assert state.tricks == [2, 0, 0], "2Ba is of the suit but lower"


def test_an_opener_without_another_number_card_lays_one_of_her_highest_other_cards() -> None:
    state = Position([mask_of(cards("RSu VSu RCh")), mask_of(cards("1Su 2Su 3Su"))], night=False, values=VALUES)
    assert state.phase == OPENING and state.turn == 0
    assert state.legal() == [cards("RSu RCh")]
    refusal = state.refusal(cards("RSu VSu"))
    assert refusal is not None and refusal[1] == "not a highest-valued card in hand: VSu"


def test_a_cover_is_any_card_when_she_holds_none_lower() -> None:
    state = Position([mask_of(cards("RSu 10Ba 1Su")), mask_of(cards("RCh RBa 1Ch"))], night=False, values=VALUES)
    play(state, "RSu 10Ba")
    assert state.phase == COVER
    assert sorted(state.legal()) == sorted([cards("1Ch RCh"), cards("1Ch RBa")]), "RSu: only 1Ch is lower"
    state = Position([mask_of(cards("RSu 10Ba 1Su")), mask_of(cards("RCh RBa RKu"))], night=False, values=VALUES)
    play(state, "RSu 10Ba")
    assert len(state.legal()) == 6, "nothing below RSu then nothing below 10Ba: any two cards in either order"


def test_the_night_key_is_the_chandra_raja() -> None:
    state = Position([mask_of(cards("RSu 10Ba")), mask_of(cards("RCh 1Ch"))], night=True, values=VALUES)
    assert state.turn == 1 and card_text(state.key) == "RCh"


def test_win_shares_split_ties_and_add_partners() -> None:
    assert win_shares([3, 5, 1], teams=False) == (0.0, 1.0, 0.0)
    assert win_shares([4, 4, 1], teams=False) == (0.5, 0.5, 0.0)
    assert win_shares([3, 2, 1, 4], teams=False) == (0.0, 0.0, 0.0, 1.0)
    assert win_shares([3, 2, 1, 4], teams=True) == (0.0, 0.5, 0.0, 0.5), "2 + 4 = 6 beats 3 + 1 = 4"
    assert win_shares([3, 2, 2, 3], teams=True) == (0.25,) * 4


def test_undo_restores_every_field() -> None:
    state = position("5Ba 9Ba 1Su", "3Ba 2Su", "2Ba 8Ba 1Ch")
    fields = ("hands", "tricks", "phase", "turn", "active", "suit", "high", "winner", "table")

    def snapshot() -> tuple[object, ...]:
        return tuple(repr(getattr(state, name)) for name in fields)

    before = [snapshot()]
    for text in ("9Ba", "3Ba", "8Ba", "5Ba", "2Su"):
        play(state, text)
        before.append(snapshot())
    for expected in reversed(before[:-1]):
        state.undo()
        assert snapshot() == expected
