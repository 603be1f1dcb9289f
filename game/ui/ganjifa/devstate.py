"""What a Ganjifa table tells a test that drives the real window (``PANJPAR_TABLE_LOG``, game/ui/devaids.py): the
player's view as data, whether she may act, where on screen each of her cards can be grabbed (a point the table's
own hit test gives to that card), where each choice button is, and where a card is dropped to play it. The
presenter writes it once its board is settled, so the points are where the cards rest."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from game.ganjifa.actions import Play
from game.ganjifa.cards import card_text
from game.ui.ganjifa.board import RoundBoard
from game.ui.ganjifa.layout import RoundLayout
from game.ui.ganjifa.model import Choice
from game.ui.presenter import TableHost
from game.ui.widgets import Button

Point = tuple[int, int]
#: Where on a card (shares of its radius, from its centre) a press is tried, the centre first: a card partly
#: under the row in front of it is grabbed by its top.
GRAB_TRIES = ((0.0, 0.0), (0.0, -0.55), (0.0, -0.8), (-0.5, -0.5), (0.5, -0.5))


def grab_point(board: RoundBoard, card: int, card_at: Callable[[Point], int | None]) -> Point | None:
    """A point where a press picks ``card`` of the player's hand, or ``None`` if none of the tries does."""
    sprite = board.sprites.get(("card", card))
    if sprite is None:
        return None
    x, y = sprite.position()
    r = sprite.size / 2
    for dx, dy in GRAB_TRIES:
        point = (round(x + r + dx * r), round(y + r + dy * r))
        if card_at(point) == card:
            return point
    return None


def _action_text(action: Any) -> Any:
    return [card_text(c) for c in action.cards] if isinstance(action, Play) else str(action)


def table_state(
    host: TableHost,
    view: Any,
    board: RoundBoard,
    layout: RoundLayout,
    mine: bool,
    choices: Sequence[tuple[Button, Choice]],
    card_at: Callable[[Point], int | None],
    selected: Sequence[int],
) -> dict[str, Any]:
    """The table as one JSON-ready dict (see the module's docstring)."""
    state = getattr(host.controller, "state", None)
    shown = board.model.hands[host.me] if board.model is not None and board.model.hands else ()
    hand = [card for card in shown if card is not None]
    playable = board.model.playable if board.model is not None else frozenset()
    legal = list(view.legal_actions()) if mine and view is not None else []
    return {
        "game": getattr(host.match, "variant", ""),
        "actions": len(state.history()) if state is not None else getattr(host.controller, "step", None),
        "over": host.outcome is not None,
        "to_move": host.controller.to_move(),
        "mine": mine,
        "view": dataclasses.asdict(view) if dataclasses.is_dataclass(view) and not isinstance(view, type) else None,
        "legal": [_action_text(action) for action in legal],
        "selected": [card_text(card) for card in selected],
        "hand": [
            {"card": card_text(card), "grab": grab_point(board, card, card_at), "playable": card in playable}
            for card in hand
        ],
        "choices": [
            {"label": choice.label, "action": str(choice.action), "at": button.rect.center}
            for button, choice in choices
            if button.enabled  # a greyed button (the board still moving) cannot be pressed yet
        ],
        "drop": layout.centre.center,
    }
