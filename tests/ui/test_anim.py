"""Animation objects advanced by dt alone: easing, tweens, sprites, and the board following real events."""

from __future__ import annotations

import random

import pytest

from game.bots.protocol import uniform_action
from game.panjpar.actions import GuessColour
from game.panjpar.cards import CARDS
from game.panjpar.controller import Controller
from game.panjpar.events import Event
from game.panjpar.match import panjpar_match
from game.panjpar.variants import PANJPAR_52
from game.ui.anim import Sprite, Tween, ease_out_back, ease_out_cubic
from game.ui.layout import compute_layout
from game.ui.panjpar.board import Board, hand_order


@pytest.mark.parametrize("easing", [ease_out_cubic, ease_out_back])
def test_easings_start_at_0_and_end_at_1(easing: object) -> None:
    assert callable(easing)
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)


def test_tween_waits_for_its_delay_then_arrives_exactly() -> None:
    t = Tween((0, 0), (100, 50), duration=0.5, delay=0.2)
    t.update(0.1)
    assert t.position == (0, 0) and not t.started
    t.update(0.35)
    assert 0 < t.position[0] < 100 and not t.done
    t.update(1.0)
    assert t.done and t.position == (100, 50)


def test_sprite_reveals_its_face_when_its_move_starts_and_lands() -> None:
    s = Sprite(card=12, pos=(0.0, 0.0), face_up=False)
    s.reveal = True
    s.move_to((10, 10), 0.3, delay=0.1)
    s.update(0.05)
    assert not s.face_up and s.moving
    s.update(0.1)
    assert s.face_up
    s.update(1.0)
    assert not s.moving and s.pos == (10, 10)


def test_zero_duration_jumps_at_once() -> None:
    s = Sprite(card=None, pos=(0.0, 0.0))
    s.move_to((5, 6), 0.0)
    assert s.pos == (5, 6) and not s.moving


def test_hand_order_sorts_by_suit_with_trumps_last() -> None:
    from game.panjpar.cards import parse_cards

    hand = parse_cards("AH 2S 3H KD 9C")
    assert [str(c) for c in hand_order(hand, trump=1, sort="suit")] == ["2S", "9C", "KD", "3H", "AH"]
    assert hand_order(hand, trump=1, sort="dealt") == hand


def play_out(speed: float) -> tuple[Board, Controller, float]:
    """A whole random game shown on a board, advancing by dt; returns the seconds it took to show."""
    layout = compute_layout((1280, 800))
    board = Board(0, 2, layout, speed=speed)
    match = panjpar_match(PANJPAR_52, 2, random.Random(5))
    controller = match.next_game()
    queue: list[Event] = []
    controller.subscribe(queue.append, 0)
    controller.start()
    controller.submit(GuessColour(0, "red"))
    rng = random.Random(1)
    seconds = 0.0
    while True:
        while queue:
            board.apply(queue.pop(0))
            while board.busy:
                board.update(1 / 60)
                seconds += 1 / 60
            assert sorted(s.card or 0 for s in board.hands[0]) == sorted(controller.view(0).hand) or queue
        seat = controller.to_move()
        if seat is None:
            return board, controller, seconds
        assert controller.submit(uniform_action(controller.view(seat), rng)) is None


def test_board_follows_a_whole_game_and_every_card_comes_to_rest_in_its_zone() -> None:
    board, controller, seconds = play_out(1.0)
    view = controller.view(0)
    assert len(board.hands[1]) == view.hand_sizes[1]
    assert not board.table and board.stock_left == 0 and board.trump_sprite is None
    assert board.discard_base + len(board.discard) == len(view.discarded)
    for sprite, slot in zip(board.my_hand(), board.layout.hand_slots(len(board.hands[0])), strict=True):
        assert sprite.pos == (slot.x, slot.y) and sprite.face_up
    assert seconds > 5, "a game takes a while to watch"


def test_speed_off_shows_everything_at_once_and_fast_is_faster() -> None:
    _b, _c, off = play_out(0.0)
    _b, _c, fast = play_out(0.5)
    _b, _c, normal = play_out(1.0)
    assert off == 0.0
    assert fast < normal


def test_bot_moves_leave_a_pause_to_follow_them() -> None:
    from game.panjpar.events import Attacked

    layout = compute_layout((1280, 800))
    board = Board(0, 2, layout)
    board.hands[1] = [Sprite(None, (0.0, 0.0)) for _ in range(5)]
    board_card = CARDS[20]
    board.apply(Attacked(1, 0, (board_card,)))
    assert board.table[0][0].card == board_card and board.table[0][0].reveal
    t = 0.0
    while board.busy:
        board.update(0.01)
        t += 0.01
    assert t >= 0.7
