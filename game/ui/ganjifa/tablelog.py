"""What each event of a Ganjifa table adds to its log: the game's heading, the action in words, then what the
game's adapter adds (a showdown, the tricks taken, the winners)."""

from __future__ import annotations

from typing import Any

from game.ganjifa.actions import Deal
from game.ui.ganjifa.model import Adapter, AdapterHost
from game.ui.i18n import _
from game.ui.log import LogLine
from game.ui.seatnames import Seats


def event_lines(
    event: Any, before: Any, seats: Seats, adapter: Adapter[Any], host: AdapterHost, number: int
) -> tuple[LogLine, ...]:
    """What one event of the table (an action and the player's view after it) adds to the log; ``before``: the
    view before it (``None``: the game's first event, which heads the log's part of game ``number``)."""
    view = event.view
    lines: list[LogLine] = []
    if before is None:
        lines.append(LogLine(adapter.heading(number), "game"))
    action = event.action
    if isinstance(action, Deal):
        lines.append(LogLine(_("The deal"), "group"))
    elif action is not None:
        words = adapter.action_words(action, seats)
        lines.append(LogLine(words, "group" if adapter.opens_group(action, before) else "detail"))
    if view is not None:
        lines += adapter.log_lines(view, before, seats, host, event.returns)
    return tuple(lines)
