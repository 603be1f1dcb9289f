"""The one replay viewer of every game: a record on its game's table, every hand face up, stepped forwards and
backwards with the four step buttons and the keys (game/ui/records.py), the move counter under them.

What the table looks like is the game's (its :class:`ReplayTable`, made by the ``open_record`` of its GameUI once
the record is read and checked), as a live table's looks are its presenter's; this scene owns what every viewer
does alike: which action is shown, the next one animated and any other at once, the title, the controls.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui.i18n import _
from game.ui.records import StepperScene
from game.ui.scenes.base import ButtonGroup, Context
from game.ui.text import clip

#: The most characters of the record's title (a file's name can be 255 bytes: the top bar shows the start).
TITLE_CHARS = 40


class ReplayTable(Protocol):
    """A game's table in the replay viewer: one record, shown at any of its positions. Position 0 is the deal."""

    @property
    def last(self) -> int:
        """The last position (the number of steps after the deal)."""
        ...

    @property
    def settled(self) -> bool:
        """Nothing moves on the board and nothing waits to be shown."""
        ...

    def show(self, index: int, animate: bool) -> None:
        """Show position ``index``: the board glides to it when ``animate`` (the next position), else at once."""

    def update(self, dt: float) -> None:
        """Advance the board's animation by ``dt`` seconds."""

    def resized(self) -> None:
        """Lay the board out again for the window's new size."""

    def sentence(self, index: int) -> str:
        """What the step to position ``index`` did, in words."""
        ...

    def result_text(self) -> str:
        """How the game ended (or that the record stops short), shown at the last position."""
        ...

    def step_row(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the four step buttons go, side by side, and where Back goes."""
        ...

    def draw(self, surface: pygame.Surface, title: str, sentence: str, result: str) -> None:
        """The table at the position shown, with the viewer's ``title``, the step's ``sentence`` and ``result``."""

    def draw_counter(self, surface: pygame.Surface, steps: list[pygame.Rect], counter: str, keys: str) -> None:
        """The move ``counter`` and the ``keys`` line beside or under the step buttons ``steps`` (no steps: both
        where the buttons would be)."""


class ReplayScene(StepperScene):
    """A record on its game's ``table``; ``index`` is the position shown."""

    def __init__(self, ctx: Context, table: ReplayTable, title: str) -> None:
        super().__init__(ctx)
        self.table = table
        self.title = clip(title, TITLE_CHARS)
        self.buttons = ButtonGroup()
        self.index = 0
        table.show(0, animate=ctx.settings.speed_factor > 0)  # the deal is dealt, as at the table

    @property
    def last(self) -> int:
        return self.table.last

    @property
    def settled(self) -> bool:
        return self.table.settled

    def go(self, index: int) -> None:
        """Show the position ``index``: the next one animated, any other at once."""
        index = max(0, min(self.last, index))
        animate = index == self.index + 1 and self.settled and self.ctx.settings.speed_factor > 0
        self.index = index
        self.table.show(index, animate)

    @property
    def sentence(self) -> str:
        """The step shown, in words."""
        return self.table.sentence(self.index)

    def result_text(self) -> str:
        """At the last position, how the game ended; nothing before."""
        return self.table.result_text() if self.index >= self.last else ""

    def step_row(self) -> tuple[pygame.Rect, pygame.Rect]:
        return self.table.step_row()

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def resized(self) -> None:
        self.table.resized()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface, _("Replay: {title}").format(title=self.title), self.sentence, self.result_text())
        self._layout_buttons()
        self.buttons.draw(surface, self.ctx.text, self.ctx.pointer)
        if self.last == 0:  # the deal decided it (a nakashth round), or nothing was played: no step buttons, and why
            self.table.draw_counter(surface, [], _("No moves to step through."), _("Esc back"))
            return
        steps = [button.rect for button, _callback in self.buttons.items[:4]]
        counter = _("Move {n} of {total}").format(n=self.index, total=self.last)
        self.table.draw_counter(surface, steps, counter, _("← → step · Home End · Esc back"))
