"""The table's log: what happened, in sentences, oldest first, as each game's presenter words its events.

The table hands every event it shows (and those of a resumed game) to :meth:`BattleLog.add_events` with its
presenter's ``log_lines``; the log screen (game/ui/scenes/battle_log.py) draws the lines. Nothing here draws.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

#: What a line is: the start of a game, the start of one of its parts (a battle, a trick, the deal, the
#: showdown), or a step within it.
LineKind = Literal["game", "group", "detail"]

#: The most lines the log keeps; older ones are dropped.
MAX_LINES = 1000


@dataclass(frozen=True, slots=True)
class LogLine:
    """One sentence of the log and what it starts (``kind``)."""

    text: str
    kind: LineKind = "detail"


class BattleLog:
    """The table's lines so far. ``version`` changes whenever they change, so a panel lays them out anew."""

    def __init__(self, limit: int = MAX_LINES) -> None:
        self.limit = limit
        self.lines: list[LogLine] = []
        self.version = 0
        #: Where the game in play begins in :attr:`lines`.
        self.game_start = 0

    def add(self, lines: Iterable[LogLine]) -> None:
        new = list(lines)
        if not new:
            return
        self.lines.extend(new)
        dropped = max(0, len(self.lines) - self.limit)
        del self.lines[:dropped]
        self.game_start = max(0, self.game_start - dropped)
        self.version += 1

    def begin_game(self) -> None:
        """A new game starts at the table: its lines follow."""
        self.game_start = len(self.lines)

    def restart_game(self) -> None:
        """Forget the lines of the game in play (it is told again from its start: a move was taken back)."""
        del self.lines[self.game_start :]
        self.version += 1

    def add_events(self, events: Iterable[Any], words: Callable[[Any], Sequence[LogLine]]) -> None:
        """The lines ``words`` (a presenter's ``log_lines``) says for each of ``events``, in order."""
        self.add(line for event in events for line in words(event))

    @property
    def texts(self) -> list[str]:
        return [line.text for line in self.lines]
