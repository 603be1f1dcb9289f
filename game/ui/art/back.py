"""The card backs, one per theme (game/ui/art/theme.py), each a framed field of pattern with a medallion:

- ``tilework``: star-and-cross tile-work in lapis, turquoise and gold, in a red frame studded with gold;
- ``trellis``: a gold trellis on emerald with a crimson flower at each crossing, in a dark green frame;
- ``sunburst``: saffron and amber rays from a dark medallion, in a brown frame dotted with cream.

:data:`ROUND_BACKS` gives the round Ganjifa back of each the same colours, so the theme holds at every table.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

import pygame

from game.ui.art.palette import (
    AMBER,
    CARD_EDGE,
    CARD_WHITE,
    CREAM,
    CRIMSON,
    EARTH,
    EMERALD,
    EMERALD_DEEP,
    GOLD,
    GOLD_DARK,
    LAPIS,
    LAPIS_DEEP,
    RGB,
    SAFFRON,
    TURQUOISE,
)
from game.ui.art.shapes import card_height, down, octagram, radius, star, supersample, transparent


class RoundBackLook(NamedTuple):
    """The colours of a round back: its ground, its three rings (outer to inner), the star, the star's centre
    and the ring of dots."""

    ground: RGB
    rings: tuple[RGB, RGB, RGB]
    star: RGB
    centre: RGB
    dots: RGB


ROUND_BACKS: dict[str, RoundBackLook] = {
    "tilework": RoundBackLook(CRIMSON, (GOLD_DARK, (120, 16, 30), GOLD), GOLD, CRIMSON, GOLD),
    "trellis": RoundBackLook(EMERALD, (GOLD_DARK, EMERALD_DEEP, GOLD), GOLD, CRIMSON, CREAM),
    "sunburst": RoundBackLook(SAFFRON, (EARTH, AMBER, EARTH), EARTH, CREAM, EARTH),
}


def make_back(width: int, style: str = "tilework") -> pygame.Surface:
    """The card back of ``style`` (one of theme.BACKS), ``width`` x ``card_height(width)``."""
    h = card_height(width)
    ss = supersample(width)
    W, H = width * ss, h * ss
    big = transparent((W, H), CARD_EDGE)
    r = round(radius(width) * ss)
    pygame.draw.rect(big, CARD_EDGE, big.get_rect(), border_radius=r)
    edge = max(1, round(ss * max(1.0, width / 110)))
    pygame.draw.rect(big, CARD_WHITE, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=r - edge)
    _STYLES[style](big, r, max(1, round(ss * width / 100)))
    return down(big, (width, h))


def _framed(big: pygame.Surface, r: int, frame_colour: RGB, field_colour: RGB) -> tuple[pygame.Rect, pygame.Rect]:
    """The frame (a band of ``frame_colour``) and the field inside it, filled; returns both rectangles."""
    W = big.get_width()
    margin = round(W * 0.055)
    frame = pygame.Rect(margin, margin, W - 2 * margin, big.get_height() - 2 * margin)
    pygame.draw.rect(big, frame_colour, frame, border_radius=round(r * 0.6))
    band = round(W * 0.045)
    field = frame.inflate(-2 * band, -2 * band)
    pygame.draw.rect(big, field_colour, field)
    return frame, field


def _rules(big: pygame.Surface, frame: pygame.Rect, field: pygame.Rect, r: int, line: int, colour: RGB) -> None:
    """The fine rules around the field and the frame."""
    pygame.draw.rect(big, colour, field.inflate(line * 2, line * 2), line)
    pygame.draw.rect(big, colour, frame, line, border_radius=round(r * 0.6))


def _studs(big: pygame.Surface, frame: pygame.Rect, draw: Callable[[float, float, float], object]) -> None:
    """Something small drawn along the middle of the frame's band (``draw(x, y, band)``), 7 across."""
    band = round(big.get_width() * 0.045)
    mid = band / 2
    n = 7
    for i in range(n):
        x = frame.left + band + (frame.width - 2 * band) * (i + 0.5) / n
        for y in (frame.top + mid, frame.bottom - mid):
            draw(x, y, band)
    m = round(n * 1.4)
    for i in range(m):
        y = frame.top + band + (frame.height - 2 * band) * (i + 0.5) / m
        for x in (frame.left + mid, frame.right - mid):
            draw(x, y, band)


# -- tilework (the default) ------------------------------------------------------------------------------------
def _tilework_back(big: pygame.Surface, r: int, line: int) -> None:
    frame, field_rect = _framed(big, r, CRIMSON, LAPIS_DEEP)
    field = big.subsurface(field_rect)
    _tilework(field, big.get_width() / 4.2)
    _rules(big, frame, field_rect, r, line, GOLD)
    _studs(big, frame, lambda x, y, band: pygame.draw.polygon(big, GOLD, star(x, y, band * 0.3, band * 0.14, 4)))

    # Central medallion: a large crimson eight-pointed star on a gold rosette.
    cx, cy = big.get_width() / 2, big.get_height() / 2
    R = big.get_width() * 0.2
    pygame.draw.circle(big, LAPIS_DEEP, (cx, cy), R * 1.22)
    pygame.draw.polygon(big, GOLD, star(cx, cy, R * 1.15, R * 0.86, 16))
    pygame.draw.polygon(big, CRIMSON, octagram(cx, cy, R))
    pygame.draw.polygon(big, GOLD, octagram(cx, cy, R), line)
    pygame.draw.polygon(big, TURQUOISE, octagram(cx, cy, R * 0.55))
    pygame.draw.polygon(big, GOLD, octagram(cx, cy, R * 0.55), line)
    pygame.draw.circle(big, GOLD, (cx, cy), R * 0.16)


def _tilework(field: pygame.Surface, cell: float) -> None:
    """Eight-pointed stars and crosses (the classic star-and-cross girih), centred on the field."""
    w, h = field.get_size()
    outline = max(1, round(cell / 30))
    star_r = cell * 0.5
    nx = math.ceil(w / cell / 2) + 1
    ny = math.ceil(h / cell / 2) + 1
    cx0, cy0 = w / 2, h / 2
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            x, y = cx0 + i * cell, cy0 + j * cell
            if (i + j) % 2 == 0:
                pts = octagram(x, y, star_r)
                pygame.draw.polygon(field, TURQUOISE, pts)
                pygame.draw.polygon(field, GOLD, pts, outline)
                pygame.draw.polygon(field, LAPIS, octagram(x, y, star_r * 0.42))
                pygame.draw.circle(field, GOLD, (x, y), star_r * 0.12)
            else:
                # The cross between four stars: a small gold four-pointed star.
                arm = star_r * 0.3
                pygame.draw.polygon(field, GOLD, star(x, y, arm * 0.9, arm * 0.35, 4))


# -- trellis ---------------------------------------------------------------------------------------------------
def _trellis_back(big: pygame.Surface, r: int, line: int) -> None:
    frame, field_rect = _framed(big, r, EMERALD_DEEP, EMERALD)
    field = big.subsurface(field_rect)
    w, h = field.get_size()
    cell = big.get_width() / 4.6
    bar = max(1, round(cell / 16))
    cx0, cy0 = w / 2, h / 2
    n = math.ceil(max(w, h) / cell) + 2
    for k in range(-2 * n, 2 * n + 1):  # the two families of diagonals, crossing on a diamond grid
        x = cx0 + k * cell
        pygame.draw.line(field, GOLD_DARK, (x - h, cy0 - h), (x + h, cy0 + h), bar)
        pygame.draw.line(field, GOLD_DARK, (x + h, cy0 - h), (x - h, cy0 + h), bar)
    for j in range(-n, n + 1):
        for i in range(-n, n + 1):
            x, y = cx0 + i * cell, cy0 + j * cell
            # A crimson flower where the bars cross; a cream seed in the middle of each diamond.
            pygame.draw.polygon(field, CRIMSON, star(x, y, cell * 0.2, cell * 0.08, 4))
            pygame.draw.circle(field, GOLD, (x, y), cell * 0.05)
            pygame.draw.circle(field, CREAM, (x + cell / 2, y + cell / 2), cell * 0.06)
    _rules(big, frame, field_rect, r, line, GOLD)
    _studs(big, frame, lambda x, y, band: pygame.draw.circle(big, GOLD, (x, y), band * 0.16))

    # Central medallion: a cream oval with a gold rim, an emerald star and a crimson heart.
    cx, cy = big.get_width() / 2, big.get_height() / 2
    R = big.get_width() * 0.2
    oval = pygame.Rect(0, 0, round(R * 2.3), round(R * 3.0))
    oval.center = (round(cx), round(cy))
    pygame.draw.ellipse(big, GOLD, oval)
    pygame.draw.ellipse(big, CREAM, oval.inflate(-4 * line, -4 * line))
    pygame.draw.polygon(big, EMERALD, octagram(cx, cy, R * 0.85))
    pygame.draw.polygon(big, GOLD, octagram(cx, cy, R * 0.85), line)
    pygame.draw.circle(big, CRIMSON, (cx, cy), R * 0.3)
    pygame.draw.circle(big, GOLD, (cx, cy), R * 0.3, line)


# -- sunburst --------------------------------------------------------------------------------------------------
def _sunburst_back(big: pygame.Surface, r: int, line: int) -> None:
    frame, field_rect = _framed(big, r, EARTH, SAFFRON)
    field = big.subsurface(field_rect)
    w, h = field.get_size()
    cx0, cy0 = w / 2, h / 2
    reach = math.hypot(w, h)
    rays = 32
    for i in range(0, rays, 2):  # every other wedge in amber: rays from the middle
        a0, a1 = 2 * math.pi * i / rays, 2 * math.pi * (i + 1) / rays
        points = [(cx0, cy0), (cx0 + reach * math.sin(a0), cy0 - reach * math.cos(a0))]
        points.append((cx0 + reach * math.sin(a1), cy0 - reach * math.cos(a1)))
        pygame.draw.polygon(field, AMBER, points)
    for ring in (0.62, 0.9):  # two fine earth rings across the rays
        pygame.draw.circle(field, EARTH, (cx0, cy0), w * ring, line)
    _rules(big, frame, field_rect, r, line, GOLD)
    _studs(big, frame, lambda x, y, band: pygame.draw.circle(big, CREAM, (x, y), band * 0.18))

    # Central medallion: an earth disc, a gold ring, a cream twelve-pointed star with a crimson heart.
    cx, cy = big.get_width() / 2, big.get_height() / 2
    R = big.get_width() * 0.2
    pygame.draw.circle(big, EARTH, (cx, cy), R * 1.15)
    pygame.draw.circle(big, GOLD, (cx, cy), R * 1.0, line * 2)
    pygame.draw.polygon(big, CREAM, star(cx, cy, R * 0.88, R * 0.5, 12))
    pygame.draw.circle(big, CRIMSON, (cx, cy), R * 0.3)
    pygame.draw.circle(big, GOLD, (cx, cy), R * 0.3, line)


_STYLES: dict[str, Callable[[pygame.Surface, int, int], None]] = {
    "tilework": _tilework_back,
    "trellis": _trellis_back,
    "sunburst": _sunburst_back,
}
