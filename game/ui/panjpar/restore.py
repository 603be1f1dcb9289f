"""Panjpar's positions from records, for the board: the events a seat would have seen, action by action.

A resumed game (:meth:`Controller.from_record` emits nothing) and the replay viewer both need the board at a
position part-way through a game. The board only moves in response to events, so the record is played again
through a fresh controller and the events are kept, grouped by action; :func:`show_instantly` then applies
them with animation off. Records are short (a few dozen actions), so this is cheap.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.panjpar.controller import Controller
from game.panjpar.events import Event, TurnChanged
from game.panjpar.game import move_actions
from game.panjpar.record import IllegalRecord, Record
from game.ui.panjpar.board import Board


def events_by_action(record: Record, dealer: int = 0, seat: int | None = None) -> list[list[Event]]:
    """``[deal events, events of action 1, ...]`` as ``seat`` sees them (``None``: every card, face up).

    Raises :class:`IllegalRecord` (with the action's line when known) at the first action the rules refuse.
    """
    controller = Controller(record.deal, dealer)
    steps: list[list[Event]] = [[]]
    controller.subscribe(lambda event: steps[-1].append(event), seat)
    controller.start()
    for index, (who, move) in enumerate(record.actions):
        steps.append([])
        rejection = controller.submit_all(move_actions(controller.state, who, move))
        if rejection is not None:
            line = record.lines[index] if index < len(record.lines) else 0
            raise IllegalRecord(rejection.reason, line)
    return steps


def show_instantly(board: Board, events: Sequence[Event]) -> None:
    """Apply ``events`` to ``board`` with animation off: every card lands at once, no pause remains."""
    speed = board.speed
    board.speed = 0.0
    try:
        for event in events:
            if isinstance(event, TurnChanged):
                continue
            board.apply(event)
            board.update(0.0)
        board.relayout(0.0)
        board.pause.start(0.0)
        board.update(0.0)
        board.sounds.clear()
    finally:
        board.speed = speed
