"""The table's log on screen: a panel over the right of the table with what happened, newest at the bottom.

Opened by the table's Log button or the key L, over the table, which plays on beneath it (new lines appear as the
table shows their events). It scrolls by the wheel, the arrow keys, PageUp/PageDown and Home/End; Esc, L, the Log
button or a click outside the panel closes it. Each game starts with a heading, each battle (trick, deal,
showdown) with a brighter line; the rest is indented under it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove, Wheel
from game.ui.log import BattleLog, LineKind
from game.ui.presenter import TableFrame
from game.ui.scenes.base import Context, Scene
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, panel

#: Lines the wheel scrolls per notch.
WHEEL_LINES = 3
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_l)

#: A laid-out row of the log: its text, its kind, whether it is the first row of its line, and its top (pixels
#: from the top of the whole list).
Row = tuple[str, LineKind, bool, int]


class LogHost(Protocol):
    """What the log screen reads of the table under it."""

    log: BattleLog

    @property
    def layout(self) -> TableFrame: ...

    def tool_buttons(self) -> list[tuple[Button, Callable[[], None]]]: ...


class BattleLogScene(Scene):
    """The log of ``host``'s table. ``offset``: pixels scrolled up from the newest line (0: the newest shows)."""

    opaque = False

    def __init__(self, ctx: Context, host: LogHost) -> None:
        super().__init__(ctx)
        self.host = host
        self.offset = 0
        self._rows: list[Row] = []
        self._height = 0
        self._key: tuple[int, int, int] | None = None

    # ----- geometry ------------------------------------------------------------------------------------
    @property
    def unit(self) -> int:
        return self.host.layout.unit

    def box(self) -> pygame.Rect:
        """The panel: the right part of the table, from under the top bar's buttons to the bottom."""
        w, h = self.ctx.size
        u = self.unit
        top = self.host.layout.menu_button.bottom + u // 2
        width = min(w - 2 * u, max(round(u * 26), round(w * 0.4)))
        return pygame.Rect(w - u - width, top, width, h - top - u)

    def area(self) -> pygame.Rect:
        """Where the lines show, inside the panel under its title and above its footer."""
        box, u = self.box(), self.unit
        return pygame.Rect(box.x + u, box.y + round(u * 3), box.w - round(u * 2.4), box.h - round(u * 5.2))

    def size(self, kind: LineKind) -> int:
        return round(self.unit * (1.0 if kind == "game" else 0.85))

    def _gap(self, kind: LineKind) -> int:
        """Space above the first row of a line of ``kind``."""
        return {"game": self.unit, "group": self.unit // 2, "detail": 0}[kind]

    def _indent(self, kind: LineKind) -> int:
        return self.unit if kind == "detail" else 0

    def rows(self) -> tuple[list[Row], int]:
        """Every line wrapped to the panel's width, with the tops of its rows, and the whole list's height
        (laid out again only when lines were added or the window changed size)."""
        area = self.area()
        key = (self.host.log.version, area.w, self.unit)
        if key == self._key:
            return self._rows, self._height
        text = self.ctx.text
        rows: list[Row] = []
        y = 0
        for index, line in enumerate(self.host.log.lines):
            size, bold = self.size(line.kind), line.kind != "detail"
            y += self._gap(line.kind) if index else 0
            for k, part in enumerate(text.wrap(line.text, size, area.w - self._indent(line.kind), bold)):
                rows.append((part, line.kind, k == 0, y))
                y += text.line_height(size, bold)
        if self._key is not None and self.offset > 0:
            self.offset += max(0, y - self._height)  # scrolled up: what is shown stays put as lines come
        self._rows, self._height, self._key = rows, y, key
        self.offset = min(self.offset, self.max_offset)
        return rows, y

    @property
    def max_offset(self) -> int:
        return max(0, self._height - self.area().h)

    # ----- input ---------------------------------------------------------------------------------------
    def scroll(self, pixels: int) -> None:
        """Scroll up (``pixels`` > 0: towards older lines) or down, within the list."""
        self.rows()
        self.offset = max(0, min(self.max_offset, self.offset + pixels))

    def _line(self) -> int:
        return self.ctx.text.line_height(self.size("detail"))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove | PointerDown):
            self.ctx.pointer = action.pos
        if isinstance(action, Wheel):
            self.scroll(action.steps * WHEEL_LINES * self._line())
        elif isinstance(action, PointerDown) and not self.box().collidepoint(action.pos):
            self.close()  # the Log button, or anywhere off the panel
        elif isinstance(action, KeyPress):
            page = self.area().h - self._line()
            steps = {
                pygame.K_UP: self._line(),
                pygame.K_DOWN: -self._line(),
                pygame.K_PAGEUP: page,
                pygame.K_PAGEDOWN: -page,
                pygame.K_HOME: self._height,
                pygame.K_END: -self._height,
            }
            if action.key in CLOSE_KEYS:
                self.close()
            elif action.key in steps:
                self.scroll(steps[action.key])

    def close(self) -> None:
        self.ctx.pop(self)

    # ----- drawing -------------------------------------------------------------------------------------
    def visible(self) -> list[Row]:
        """The rows in the panel now, at least partly."""
        rows, height = self.rows()
        area = self.area()
        top = max(0, height - area.h) - self.offset
        return [row for row in rows if top - self.unit * 2 < row[3] < top + area.h]

    def draw(self, surface: pygame.Surface) -> None:
        box, area, u = self.box(), self.area(), self.unit
        text = self.ctx.text
        for button, _callback in self.host.tool_buttons():
            if button.label == _("Log"):  # the button that opened the log looks pressed while it shows
                button.focused = True
                button.draw(surface, text, self.ctx.pointer)
        surface.blit(panel(box.size, PANEL, 255, u, border=3), box)
        title = text.render(_("Game log"), round(u * 1.3), GOLD, bold=True)
        surface.blit(title, (box.x + u, box.y + round(u * 0.8)))
        rows, height = self.rows()
        if not rows:
            empty = text.render(_("Nothing has happened yet."), self.size("detail"), INK_DIM)
            surface.blit(empty, area.topleft)
        # The list's top sits at the area's bottom minus its height, moved down as it is scrolled up.
        top = area.bottom - height + self.offset if height > area.h else area.y
        clip = surface.get_clip()
        surface.set_clip(area)
        for part, kind, _first, y in self.visible():
            colour = GOLD if kind == "game" else (INK if kind == "group" else INK_DIM)
            label = text.render(part, self.size(kind), colour, bold=kind != "detail")
            surface.blit(label, (area.x + self._indent(kind), top + y))
        surface.set_clip(clip)
        if height > area.h:
            self._scrollbar(surface, area, height)
        keys = text.render(_("Wheel, ↑ ↓, PgUp PgDn: scroll · Esc: close"), round(u * 0.7), INK_DIM)
        surface.blit(keys, keys.get_rect(bottomleft=(box.x + u, box.bottom - round(u * 0.6))))

    def _scrollbar(self, surface: pygame.Surface, area: pygame.Rect, height: int) -> None:
        """A thin bar right of the lines: where the rows shown lie in the whole list."""
        u = self.unit
        track = pygame.Rect(area.right + u // 2, area.y, max(3, u // 4), area.h)
        surface.blit(panel(track.size, (0, 0, 0), 90, track.w // 2), track)
        thumb_h = max(u, round(track.h * area.h / height))
        shown_top = height - area.h - self.offset  # pixels of the list above the area
        y = track.y + round((track.h - thumb_h) * shown_top / max(1, height - area.h))
        surface.blit(panel((track.w, thumb_h), GOLD, 200, track.w // 2), (track.x, y))
