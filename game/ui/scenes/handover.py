"""The screen between two people's turns at one computer: it hides the table entirely, names the person to pass the
computer to, and shows the table again from that person's seat once they press Ready (Enter, Space or a click)."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, centred_panel, screen_panel
from game.ui.widgets import INK, Button


class SeatTaker(Protocol):
    """The table a person sits down at."""

    def take_seat(self, seat: int) -> None: ...


class HandoverScene(Scene):
    """'Seat 2 to play': the table is not drawn while this screen is up (it is opaque)."""

    def __init__(self, ctx: Context, table: SeatTaker, seat: int) -> None:
        super().__init__(ctx)
        self.table = table
        self.seat = seat
        self.buttons = ButtonGroup()
        self.buttons.focus = 0

    def box(self) -> pygame.Rect:
        return centred_panel(self.ctx, (0.7, 40), (0.6, 18))

    def _layout(self) -> None:
        box, u = self.box(), self.ctx.layout.unit
        ready = pygame.Rect(0, 0, u * 12, round(u * 2.8))
        ready.midbottom = (box.centerx, box.bottom - u * 2)
        self.buttons.set([(Button(ready, _("Ready")), self.ready)])

    def ready(self) -> None:
        """The person is at the screen: the table shows the game from their seat."""
        self.ctx.pop(self)
        self.table.take_seat(self.seat)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove | PointerDown):
            self.ctx.pointer = action.pos
        self._layout()
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if isinstance(action, KeyPress) and action.key in keys:
            self.ready()
            return
        self.buttons.handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        box, u = self.box(), self.ctx.layout.unit
        n = self.seat + 1
        screen_panel(surface, self.ctx, box, _("Seat {n} to play").format(n=n))
        words = _("Pass the computer to the player at seat {n}. The cards stay hidden until they press Ready.")
        words = words.format(n=n)
        y = box.y + u * 5
        for line in self.ctx.text.render_lines(words, round(u * 1.0), INK, box.w - u * 4):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self._layout()
        self.buttons.draw(surface, self.ctx.text, self.ctx.pointer)
