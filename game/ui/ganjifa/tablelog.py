"""What each event of a Ganjifa table adds to its log: the game's heading, the action in words, the tricks taken,
the game's own showdown (its adapter's) and the winners."""

from __future__ import annotations

from typing import Any

from game.ganjifa.actions import Deal, Play
from game.ui.ganjifa.model import Adapter, AdapterHost
from game.ui.ganjifa.replaywords import Seats, tricks_taken, winners
from game.ui.i18n import _
from game.ui.log import LogLine


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
        leads = isinstance(action, Play) and not getattr(before, "table", ())
        lines.append(LogLine(adapter.action_words(action, seats), "group" if leads else "detail"))
    if view is None:
        return tuple(lines)
    lines += tricks_taken(view, before, seats)
    lines += adapter.log_lines(view, before, seats, host)
    if event.returns is not None and hasattr(view, "tricks"):
        lines.append(LogLine(winners(event.returns, seats), "group"))
    return tuple(lines)
