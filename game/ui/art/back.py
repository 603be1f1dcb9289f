"""The card back: a field of star-and-cross tile-work in a red frame studded with gold, a medallion at its centre."""

from __future__ import annotations

import math

import pygame

from game.ui.art.palette import CARD_EDGE, CARD_WHITE, CRIMSON, GOLD, LAPIS, LAPIS_DEEP, TURQUOISE
from game.ui.art.shapes import card_height, down, octagram, radius, star, supersample, transparent


def make_back(width: int) -> pygame.Surface:
    """The card back: eight-pointed-star tile-work in lapis, turquoise and gold, framed in deep red."""
    h = card_height(width)
    ss = supersample(width)
    W, H = width * ss, h * ss
    big = transparent((W, H), CARD_EDGE)
    r = round(radius(width) * ss)
    pygame.draw.rect(big, CARD_EDGE, big.get_rect(), border_radius=r)
    edge = max(1, round(ss * max(1.0, width / 110)))
    pygame.draw.rect(big, CARD_WHITE, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=r - edge)

    # Deep red frame with a gold rule, then the field of tile-work.
    margin = round(W * 0.055)
    frame = pygame.Rect(margin, margin, W - 2 * margin, H - 2 * margin)
    pygame.draw.rect(big, CRIMSON, frame, border_radius=round(r * 0.6))
    band = round(W * 0.045)
    field_rect = frame.inflate(-2 * band, -2 * band)
    field = pygame.Surface(field_rect.size)
    field.fill(LAPIS_DEEP)
    _tilework(field, W / 4.2)
    big.blit(field, field_rect)
    gold_w = max(1, round(ss * width / 100))
    pygame.draw.rect(big, GOLD, field_rect.inflate(gold_w * 2, gold_w * 2), gold_w)
    pygame.draw.rect(big, GOLD, frame, gold_w, border_radius=round(r * 0.6))
    # Small gold studs along the red frame.
    mid_band = band / 2
    n = 7
    for i in range(n):
        x = frame.left + band + (frame.width - 2 * band) * (i + 0.5) / n
        for y in (frame.top + mid_band, frame.bottom - mid_band):
            pygame.draw.polygon(big, GOLD, star(x, y, band * 0.3, band * 0.14, 4))
    m = round(n * 1.4)
    for i in range(m):
        y = frame.top + band + (frame.height - 2 * band) * (i + 0.5) / m
        for x in (frame.left + mid_band, frame.right - mid_band):
            pygame.draw.polygon(big, GOLD, star(x, y, band * 0.3, band * 0.14, 4))

    # Central medallion: a large crimson eight-pointed star on a gold rosette.
    cx, cy = W / 2, H / 2
    R = W * 0.2
    pygame.draw.circle(big, LAPIS_DEEP, (cx, cy), R * 1.22)
    pygame.draw.polygon(big, GOLD, star(cx, cy, R * 1.15, R * 0.86, 16))
    pygame.draw.polygon(big, CRIMSON, octagram(cx, cy, R))
    pygame.draw.polygon(big, GOLD, octagram(cx, cy, R), max(1, gold_w))
    pygame.draw.polygon(big, TURQUOISE, octagram(cx, cy, R * 0.55))
    pygame.draw.polygon(big, GOLD, octagram(cx, cy, R * 0.55), max(1, gold_w))
    pygame.draw.circle(big, GOLD, (cx, cy), R * 0.16)
    return down(big, (width, h))


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
                # The cross between four stars: a lapis cross with a gold rim and a small gold diamond.
                arm = star_r * 0.3
                pygame.draw.polygon(field, GOLD, star(x, y, arm * 0.9, arm * 0.35, 4))
