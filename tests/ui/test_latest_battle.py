"""The latest battle stays readable on Panjpar's board (issue 12 item 1, rule 11): once a battle is over its beaten
pairs stay face up where they were fought, each killing card over the card it killed, until the next attack
begins and sweeps them face down to the discard heap. The board alone, fed a known record's events, by ``dt``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.panjpar.cards import parse_card
from game.panjpar.events import Event, GameOver, TurnChanged
from game.panjpar.record import parse_record
from game.ui.anim import Sprite
from game.ui.layout import compute_layout
from game.ui.panjpar.board import Board
from game.ui.panjpar.restore import events_by_action

RECORDS = Path(__file__).resolve().parents[1] / "panjpar" / "records"


def settle(board: Board) -> float:
    """Advance the board until nothing moves; the seconds it took."""
    seconds = 0.0
    while board.busy:
        board.update(1 / 60)
        seconds += 1 / 60
        assert seconds < 30, "the board never settled"
    return seconds


def show(board: Board, events: Sequence[Event]) -> None:
    for event in events:
        if not isinstance(event, TurnChanged):
            board.apply(event)
            settle(board)


def card(text: str) -> int:
    return int(parse_card(text))


def cards(sprites: list[Sprite]) -> list[int | None]:
    return [sprite.card for sprite in sprites]


def test_the_beaten_pairs_stay_face_up_until_the_next_attack_sweeps_them_to_the_heap() -> None:
    # seed000: you attack 5D 5C KC; the bot kills 5C with 7C and picks up the rest; you attack 9H 9C 3S.
    steps = events_by_action(parse_record((RECORDS / "seed000.panjpar").read_text(encoding="utf-8")), 0, 0)
    layout = compute_layout((1280, 800))
    board = Board(0, 2, layout)
    for step in steps[:3]:
        show(board, step)
    assert board.table == [] and len(board.beaten) == 1
    attack, kill = board.beaten[0]
    assert (attack.card, kill.card) == (card("5C"), card("7C"))
    assert attack.face_up and kill.face_up, "the latest battle may be looked at"
    slot = layout.battle_slots(1)[0]
    kill_slot = layout.kill_slot(slot)
    assert attack.pos == (slot.x, slot.y) and kill.pos == (kill_slot.x, kill_slot.y)
    order = board.draw_order()
    assert order.index(kill) > order.index(attack), "the killing card lies over the killed one"
    assert board.discard == [] and board.discard_base == 0, "nothing is on the heap yet"
    assert card("5D") in cards(board.hands[1]) and card("KC") in cards(board.hands[1]), "the rest was picked up"

    board.apply(steps[3][0])  # the next attack begins
    assert board.beaten == [] and cards(board.discard) == [card("5C"), card("7C")]
    assert [a.card for a, _kill in board.table] == [card("9H"), card("9C"), card("3S")]
    settle(board)
    for i, sprite in enumerate(board.discard):
        place = layout.discard_slot(i)
        assert not sprite.face_up and sprite.pos == (place.x, place.y), "swept face down to the heap"


def test_a_battle_killed_to_the_last_card_stays_whole_until_the_bots_attack() -> None:
    steps = events_by_action(parse_record((RECORDS / "seed000.panjpar").read_text(encoding="utf-8")), 0, 0)
    board = Board(0, 2, compute_layout((1920, 1080)))
    for step in steps[:5]:  # the bot kills 3S with 4S, 9C with KC and 9H with 5D
        show(board, step)
    assert [(a.card, k.card) for a, k in board.beaten] == [
        (card("9H"), card("5D")),
        (card("9C"), card("KC")),
        (card("3S"), card("4S")),
    ]
    assert all(a.face_up and k.face_up for a, k in board.beaten)
    heap = len(board.discard) + board.discard_base
    show(board, steps[5])  # the bot attacks with 6S
    assert board.beaten == [] and len(board.discard) + board.discard_base == heap + 6


def test_the_end_of_the_game_sweeps_its_last_battle_to_the_heap() -> None:
    record = parse_record((RECORDS / "p36_2p.panjpar").read_text(encoding="utf-8"))
    steps = events_by_action(record, 0, 0)
    board = Board(0, 2, compute_layout((1280, 800)))
    for step in steps[:-1]:
        show(board, step)
    last = [event for event in steps[-1] if not isinstance(event, GameOver)]
    show(board, last)  # the last battle: 6H killed with 7H
    assert [(a.card, k.card) for a, k in board.beaten] == [(card("6H"), card("7H"))]
    show(board, [event for event in steps[-1] if isinstance(event, GameOver)])
    assert board.beaten == [] and len(board.discard) + board.discard_base == len(record.replay().discard)
