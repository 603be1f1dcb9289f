"""A one-line text field: what the player types (``TextTyped``), Backspace to erase, drawn as a box with its label
above; the field with the keyboard focus shows a caret. Used where a player types an address or a table code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui.text import TextRenderer
from game.ui.widgets import FOCUS, GOLD, INK, INK_DIM, PANEL, panel


def printable(text: str) -> bool:
    return text.isprintable()


@dataclass
class TextField:
    """``label`` over a box holding ``value``: at most ``limit`` characters, each one ``accepts``; ``upper`` turns
    letters to capitals (a table code), ``secret`` shows dots (a password)."""

    label: str
    value: str = ""
    limit: int = 64
    accepts: Callable[[str], bool] = field(default=printable)
    upper: bool = False
    secret: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def type(self, typed: str) -> None:
        """Add what was typed, leaving out what the field does not take and what would pass its limit."""
        for char in typed.upper() if self.upper else typed:
            if len(self.value) < self.limit and self.accepts(char):
                self.value += char

    def erase(self) -> None:
        self.value = self.value[:-1]

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, text: TextRenderer, unit: int, focused: bool) -> None:
        size = round(unit * 1.05)
        label = text.render(self.label, round(unit * 0.85), INK_DIM, bold=True)
        if text.rtl:  # the label over the box's right end; what is typed (an address, a code) reads left to right
            surface.blit(label, label.get_rect(bottomright=(self.rect.right - unit // 4, self.rect.y - unit // 6)))
        else:
            surface.blit(label, label.get_rect(bottomleft=(self.rect.x + unit // 4, self.rect.y - unit // 6)))
        surface.blit(panel(self.rect.size, PANEL, 245, unit // 3), self.rect)
        pygame.draw.rect(surface, FOCUS if focused else GOLD, self.rect, 2, border_radius=unit // 3)
        shown = "\u2022" * len(self.value) if self.secret else self.value
        image = text.render(shown or " ", size, INK)
        room = self.rect.w - unit
        # A value wider than the box shows its end, where the typing is.
        area = pygame.Rect(max(0, image.get_width() - room), 0, room, image.get_height())
        place = image.get_rect(midleft=(self.rect.x + unit // 2, self.rect.centery))
        surface.blit(image, place, area)
        if focused:
            x = place.x + min(image.get_width(), room) + 2 if self.value else place.x
            pygame.draw.line(surface, INK, (x, self.rect.y + unit // 2), (x, self.rect.bottom - unit // 2), 2)
