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


#: Anchors of ``pygame.Rect`` and their mirror images (the others, such as ``center`` or ``midtop``, only move).
_MIRRORED_ANCHORS = {
    "left": "right",
    "topleft": "topright",
    "midleft": "midright",
    "bottomleft": "bottomright",
}
_MIRRORED_ANCHORS |= {mirrored: anchor for anchor, mirrored in _MIRRORED_ANCHORS.items()}


class Mirror:
    """Horizontal mirroring inside ``box`` for a right-to-left language (``on``): what a screen lays out left to
    right comes out right to left (rows' labels and buttons, table columns, Previous/Next), text anchored at its
    left is anchored at its right. With ``on`` false every method gives back what it was given."""

    def __init__(self, box: pygame.Rect, on: bool) -> None:
        self.box, self.on = box, on

    def x(self, x: int) -> int:
        """The mirror image of the vertical line at ``x``."""
        return self.box.left + self.box.right - x if self.on else x

    def rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The mirror image of ``rect`` (same size and height)."""
        if not self.on:
            return rect
        return pygame.Rect(self.x(rect.right), rect.y, rect.w, rect.h)

    def place(self, image: pygame.Surface, **anchor: tuple[int, int] | int) -> pygame.Rect:
        """Where ``image`` goes when placed by one rect anchor (``midleft=(x, y)``, ``topleft=...``), mirrored."""
        ((name, where),) = anchor.items()
        if self.on:
            name = _MIRRORED_ANCHORS.get(name, name)
            if isinstance(where, tuple):
                where = (self.x(where[0]), where[1])
            elif name in ("left", "right", "centerx"):
                where = self.x(where)
        return image.get_rect(**{name: where})

    def blit(self, surface: pygame.Surface, image: pygame.Surface, **anchor: tuple[int, int] | int) -> pygame.Rect:
        """Draw ``image`` placed as :meth:`place` says; the rectangle drawn."""
        rect = self.place(image, **anchor)
        surface.blit(image, rect)
        return rect


def blit_line_start(
    surface: pygame.Surface, text: TextRenderer, image: pygame.Surface, left: int, right: int, centery: int
) -> pygame.Rect:
    """Draw a line of text at the start of the span ``left``..``right``: its left end at ``left``, or its right
    end at ``right`` when the language is right to left (the top bars' score lines)."""
    rect = image.get_rect(midright=(right, centery)) if text.rtl else image.get_rect(midleft=(left, centery))
    surface.blit(image, rect)
    return rect


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

    def clear(self) -> None:
        """Gone at once (what it said is stale)."""
        self.left = 0.0

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.message)

    def draw(self, surface: pygame.Surface, text: TextRenderer, rect: pygame.Rect, unit: int) -> None:
        """The message in a plate inside ``rect`` (which the layout keeps clear of the cards), fading out over its
        last 0.4 s: on one line, else on two in smaller type, else cut short."""
        if not self.visible:
            return
        alpha = int(255 * min(1.0, self.left / 0.4))
        pad = max(2, unit // 3)  # room inside the rim (review 13: four lines touched it)
        lines = fit_lines(text, self.message, unit, INK, rect.w - unit * 2, rect.h - 2 * pad)
        width = max(line.get_width() for line in lines)
        # Shaped script can stand taller than its size.
        tall = sum(line.get_height() for line in lines) + unit // 3 + (2 * pad if len(lines) > 1 else 0)
        box = pygame.Rect(0, 0, min(rect.w, width + unit * 2), max(rect.h, tall))
        box.center = rect.center
        plate = panel(box.size, (40, 12, 10), 225, min(box.h // 2, unit), border=2)
        plate.set_alpha(alpha)
        surface.blit(plate, box)
        y = box.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            line.set_alpha(alpha)
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            line.set_alpha(None)
            y += line.get_height()
        plate.set_alpha(None)


def fit_lines(
    text: TextRenderer, message: str, size: int, colour: RGB, width: int, height: int, bold: bool = True
) -> list[pygame.Surface]:
    """``message`` as it best fits ``width`` x ``height``: one line at ``size`` (or down to 85% of it), else two to
    four lines of smaller type (down to 65%) as the height allows, else one line cut short with an ellipsis."""
    for points in range(size, round(size * 0.85) - 1, -1):
        line = text.render(message, points, colour, bold=bold)
        if line.get_width() <= width:
            return [line]
    for points in range(round(size * 0.85), max(9, round(size * 0.65)) - 1, -1):
        words = text.wrap(message, points, width, bold=bold)
        if len(words) <= 4 and len(words) * text.line_height(points, bold=bold) <= height:
            return [text.render(line, points, colour, bold=bold) for line in words]
    points = max(9, round(size * 0.8))
    return [text.render(text.cut_to_width(message, points, width, bold=bold), points, colour, bold=bold)]
