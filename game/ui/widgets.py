"""Small HUD widgets: colours, rounded panels, buttons and toasts. Text goes through the shared renderer."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.text import TextRenderer

RGB = tuple[int, int, int]

INK: RGB = (246, 240, 222)
INK_DIM: RGB = (196, 208, 190)
GOLD: RGB = (232, 186, 84)
GOLD_DEEP: RGB = (176, 128, 40)
PANEL: RGB = (10, 34, 26)
BUTTON: RGB = (176, 58, 46)
BUTTON_HOVER: RGB = (204, 78, 60)
BUTTON_QUIET: RGB = (28, 66, 52)
BUTTON_QUIET_HOVER: RGB = (40, 88, 70)
DISABLED: RGB = (70, 84, 78)
SELECT: RGB = (255, 214, 90)
HINT: RGB = (120, 220, 255)
TARGET: RGB = (110, 240, 140)
FOCUS: RGB = (255, 255, 255)

_PANELS: dict[tuple[int, int, RGB, int, int, int], pygame.Surface] = {}


def panel(size: tuple[int, int], colour: RGB, alpha: int = 200, radius: int = 12, border: int = 0) -> pygame.Surface:
    """A rounded translucent panel (cached per size and colour)."""
    key = (size[0], size[1], colour, alpha, radius, border)
    found = _PANELS.get(key)
    if found is None:
        if len(_PANELS) > 256:
            _PANELS.clear()
        found = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        rect = found.get_rect()
        pygame.draw.rect(found, (*colour, alpha), rect, border_radius=radius)
        if border:
            pygame.draw.rect(found, (*GOLD_DEEP, min(255, alpha + 40)), rect, border, border_radius=radius)
        _PANELS[key] = found
    return found


def fit_text(
    text: TextRenderer, message: str, size: int, colour: RGB, max_w: int, bold: bool = False, smallest: int = 9
) -> pygame.Surface:
    """``message`` rendered at ``size``, or smaller (down to ``smallest``) so that it is at most ``max_w`` wide."""
    label = text.render(message, size, colour, bold=bold)
    while label.get_width() > max_w and size > smallest:
        size -= 1
        label = text.render(message, size, colour, bold=bold)
    return label


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    rect = image.get_rect(center=center)
    surface.blit(image, rect)
    return rect


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    primary: bool = True
    enabled: bool = True
    focused: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, text: TextRenderer, hover_pos: tuple[int, int] | None) -> None:
        hover = hover_pos is not None and self.hit(hover_pos)
        if not self.enabled:
            colour = DISABLED
        elif self.primary:
            colour = BUTTON_HOVER if hover or self.focused else BUTTON
        else:
            colour = BUTTON_QUIET_HOVER if hover or self.focused else BUTTON_QUIET
        radius = self.rect.h // 3
        shadow = panel(self.rect.size, (0, 0, 0), 90, radius)
        surface.blit(shadow, self.rect.move(0, max(2, self.rect.h // 14)))
        surface.blit(panel(self.rect.size, colour, 250, radius), self.rect)
        if self.focused:  # the keyboard's place: a white ring around the button (hovering only lightens it)
            ring = max(2, self.rect.h // 14)
            pygame.draw.rect(surface, FOCUS, self.rect.inflate(ring * 3, ring * 3), ring, border_radius=radius + ring)
        size = max(12, round(self.rect.h * 0.42))
        ink = INK if self.enabled else INK_DIM
        label = fit_text(text, self.label, size, ink, self.rect.w - 12, bold=True, smallest=10)
        blit_centered(surface, label, self.rect.center)


class Toast:
    """A short message over the table that fades after a few seconds."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0

    def show(self, message: str, seconds: float = 2.4) -> None:
        self.message, self.left = message, seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.message)

    def draw(self, surface: pygame.Surface, text: TextRenderer, rect: pygame.Rect, unit: int) -> None:
        if not self.visible:
            return
        alpha = int(255 * min(1.0, self.left / 0.4))
        label = text.render(self.message, round(unit * 1.0), INK, bold=True)
        box = label.get_rect().inflate(unit * 2, unit)
        box.center = rect.center
        plate = panel(box.size, (40, 12, 10), 225, box.h // 2, border=2)
        plate.set_alpha(alpha)
        surface.blit(plate, box)
        label.set_alpha(alpha)
        blit_centered(surface, label, box.center)
        label.set_alpha(None)
        plate.set_alpha(None)
