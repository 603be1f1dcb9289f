"""Card sizes and the geometry every piece of art shares: supersampled drawing, Bezier curves and stars."""

from __future__ import annotations

import math

import pygame

from game.ui.art.palette import RGB

Point = tuple[float, float]

#: Card height / width.
ASPECT = 1.4


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide."""
    return round(width * ASPECT)


def radius(width: int) -> float:
    """The corner radius of a card ``width`` pixels wide."""
    return max(3.0, width * 0.075)


def supersample(width: int) -> int:
    """Supersampling factor for shape drawing: finer for small cards, where edges matter most."""
    return 4 if width <= 130 else 3


def transparent(size: tuple[int, int], rgb: RGB = (0, 0, 0)) -> pygame.Surface:
    # Fill with the ink colour at alpha 0 so smooth-scaled edges fade in alpha only, without dark fringes.
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*rgb, 0))
    return surface


def down(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (max(1, size[0]), max(1, size[1])))


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    out: list[Point] = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def star(cx: float, cy: float, outer: float, inner: float, points: int, phase: float = 0.0) -> list[Point]:
    out: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = phase + math.pi * i / points
        out.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return out


def octagram(cx: float, cy: float, r: float) -> list[Point]:
    """An eight-pointed star of two overlapping squares (the Khatam), outer radius ``r``."""
    inner = r * math.cos(math.pi / 4) / math.cos(math.pi / 8)
    return star(cx, cy, r, inner, 8)
