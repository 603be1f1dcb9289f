"""The four French suits as shapes in a unit box, drawn at any size."""

from __future__ import annotations

import itertools
import math

import pygame

from game.ui.art.palette import RGB
from game.ui.art.shapes import Point, bezier

SUITS: tuple[str, ...] = ("S", "H", "D", "C")

# Suit shapes in a unit box (0..1, y down), as filled polygons and circles (cx, cy, r).
_Shape = tuple[list[list[Point]], list[tuple[float, float, float]]]


def _heart_outline(top: float, bottom: float) -> list[Point]:
    """A heart (point down) filling x 0..1, y top..bottom."""
    pts: list[Point] = []
    steps = 72
    raw = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    min_y = min(p[1] for p in raw)
    max_y = max(p[1] for p in raw)
    for x, y in raw:
        pts.append((0.5 + x / 32.0, top + (y - min_y) / (max_y - min_y) * (bottom - top)))
    return pts


def _stem(top_y: float, bottom_y: float, half_top: float, half_bottom: float) -> list[Point]:
    left = bezier(
        (0.5 - half_top, top_y),
        (0.5 - half_top, top_y + (bottom_y - top_y) * 0.55),
        (0.5 - half_bottom * 0.35, bottom_y),
        (0.5 - half_bottom, bottom_y),
        10,
    )
    right = [(1.0 - x, y) for x, y in reversed(left)]
    return [*left, *right]


def _suit_shape(suit: str) -> _Shape:
    if suit == "H":
        return [_heart_outline(0.08, 0.95)], []
    if suit == "S":
        body = [(x, 1.0 - y) for x, y in _heart_outline(0.2, 0.98)]  # a heart turned point up: y 0.02..0.8
        return [body, _stem(0.6, 0.98, 0.035, 0.2)], []
    if suit == "D":
        top, right, bottom, left = (0.5, 0.02), (0.9, 0.5), (0.5, 0.98), (0.1, 0.5)
        pull = 0.1
        pts: list[Point] = []
        corners = [top, right, bottom, left, top]
        for a, b in itertools.pairwise(corners):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            cx, cy = mx + (0.5 - mx) * pull * 2, my + (0.5 - my) * pull * 2
            c1 = (a[0] + (cx - a[0]) * 0.66, a[1] + (cy - a[1]) * 0.66)
            c2 = (b[0] + (cx - b[0]) * 0.66, b[1] + (cy - b[1]) * 0.66)
            pts.extend(bezier(a, c1, c2, b, 12)[:-1])
        return [pts], []
    # Clubs: three lobes, a filled centre and a flared stem.
    r = 0.215
    circles = [(0.5, 0.25, r), (0.265, 0.56, r), (0.735, 0.56, r)]
    centre = [(0.5, 0.36), (0.36, 0.56), (0.5, 0.66), (0.64, 0.56)]
    return [centre, _stem(0.58, 0.97, 0.035, 0.2)], circles


_SHAPES: dict[str, _Shape] = {s: _suit_shape(s) for s in SUITS}


def draw_suit(
    target: pygame.Surface, suit: str, rect: pygame.Rect | tuple[float, float, float, float], colour: RGB
) -> None:
    """Draw suit ``suit`` filling ``rect`` (x, y, w, h) of ``target``, at the target's resolution."""
    x, y, w, h = (float(v) for v in rect)
    polys, circles = _SHAPES[suit]
    for poly in polys:
        pygame.draw.polygon(target, colour, [(x + px * w, y + py * h) for px, py in poly])
    for cx, cy, cr in circles:
        pygame.draw.circle(target, colour, (x + cx * w, y + cy * h), cr * min(w, h))
