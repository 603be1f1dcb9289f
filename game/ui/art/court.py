"""The court cards' figures (jack, queen, king): stylised Afghan figures in a pointed arch."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

import pygame

from game.ui.art.palette import CRIMSON, GOLD, INK_BLACK, LAPIS, RGB, SKIN, SKIN_SHADE, TURQUOISE
from game.ui.art.shapes import Point, bezier
from game.ui.art.suits import draw_suit

#: Robe colours of the court figures per suit: (robe, stripe, trim).
COURT_SCHEME: dict[str, tuple[RGB, RGB, RGB]] = {
    "S": (LAPIS, (70, 110, 200), GOLD),
    "H": (CRIMSON, (214, 70, 70), GOLD),
    "D": ((206, 112, 28), (236, 176, 60), CRIMSON),
    "C": ((28, 110, 70), (70, 160, 100), GOLD),
}


def draw_figure(surf: pygame.Surface, rank: int, suit: str, emblem: RGB) -> None:
    """Draw the top half of a court card: a stylised Afghan figure, cut at the card's centre line; the suit
    emblem in ``emblem``."""
    w, h = surf.get_size()
    robe, stripe, trim = COURT_SCHEME[suit]
    ink = INK_BLACK
    lw = max(1, round(w / 110))

    def P(x: float, y: float) -> Point:
        return (x * w, y * h)

    def poly(points: Iterable[Point], colour: RGB, outline: bool = True) -> None:
        pts = [P(x, y) for x, y in points]
        pygame.draw.polygon(surf, colour, pts)
        if outline:
            pygame.draw.polygon(surf, ink, pts, lw)

    def circle(x: float, y: float, r: float, colour: RGB, outline: bool = True) -> None:
        pygame.draw.circle(surf, colour, P(x, y), r * w)
        if outline:
            pygame.draw.circle(surf, ink, P(x, y), r * w, lw)

    # A pointed arch (mihrab) behind the figure.
    arch = [(0.1, 1.0), (0.1, 0.42)]
    arch += bezier((0.1, 0.42), (0.1, 0.2), (0.4, 0.12), (0.5, 0.04), 14)
    arch += bezier((0.5, 0.04), (0.6, 0.12), (0.9, 0.2), (0.9, 0.42), 14)
    arch += [(0.9, 1.0)]
    poly(arch, (222, 232, 240) if suit in "SC" else (246, 226, 206), outline=False)
    pygame.draw.lines(surf, GOLD, False, [P(x, y) for x, y in arch], max(1, lw * 2))

    # Suit emblem in the upper corner of the panel.
    e = 0.16
    draw_suit(surf, suit, (0.03 * w, 0.03 * h, e * w, e * w), emblem)

    # Robe: a striped chapan over the shoulders, open at the neck.
    shoulders = [(0.06, 1.02), (0.1, 0.78)]
    shoulders += bezier((0.1, 0.78), (0.12, 0.66), (0.26, 0.62), (0.36, 0.6), 8)
    shoulders += bezier((0.64, 0.6), (0.74, 0.62), (0.88, 0.66), (0.9, 0.78), 8)
    shoulders += [(0.94, 1.02)]
    poly(shoulders, robe)
    for i in range(1, 9):
        t = i / 9
        if abs(t - 0.5) < 0.12:
            continue
        top_x = 0.2 + 0.6 * t
        bot_x = 0.06 + 0.88 * t
        top_y = 0.66 + abs(t - 0.5) * 0.18
        pygame.draw.line(surf, stripe, P(top_x, top_y), P(bot_x, 1.0), max(1, round(w * 0.018)))
    pygame.draw.polygon(surf, ink, [P(x, y) for x, y in shoulders], lw)
    # Shirt in the V of the robe, with gold trim.
    poly([(0.38, 0.61), (0.62, 0.61), (0.5, 1.02)], (246, 242, 232))
    pygame.draw.line(surf, trim, P(0.38, 0.61), P(0.5, 1.0), max(1, lw * 3))
    pygame.draw.line(surf, trim, P(0.62, 0.61), P(0.5, 1.0), max(1, lw * 3))
    for j in range(3):
        circle(0.5, 0.72 + j * 0.08, 0.014, trim)

    # Neck and head.
    poly([(0.45, 0.5), (0.55, 0.5), (0.56, 0.62), (0.44, 0.62)], SKIN_SHADE)
    head_y = 0.43
    if rank == 12:  # the queen's veil falls behind the head onto the shoulders
        veil = [(0.25, 0.82), (0.26, 0.45)]
        veil += bezier((0.26, 0.45), (0.26, 0.2), (0.74, 0.2), (0.74, 0.45), 16)
        veil += [(0.75, 0.82), (0.64, 0.72), (0.36, 0.72)]
        poly(veil, stripe)
    pygame.draw.ellipse(surf, SKIN, pygame.Rect(P(0.37, head_y - 0.12), (0.26 * w, 0.25 * h)))
    pygame.draw.ellipse(surf, ink, pygame.Rect(P(0.37, head_y - 0.12), (0.26 * w, 0.25 * h)), lw)
    # Face: eyes, brows, nose.
    for ex in (0.45, 0.55):
        circle(ex, head_y, 0.012, ink, outline=False)
        pygame.draw.line(surf, ink, P(ex - 0.03, head_y - 0.03), P(ex + 0.03, head_y - 0.035), lw * 2)
    pygame.draw.lines(
        surf,
        SKIN_SHADE,
        False,
        [P(0.5, head_y + 0.0), P(0.49, head_y + 0.05), P(0.51, head_y + 0.055)],
        lw * 2,
    )

    if rank == 13:  # king: full beard, turban with jewel and plume, a sword
        beard = [(0.37, head_y + 0.02)]
        beard += bezier((0.37, head_y + 0.02), (0.36, 0.62), (0.46, 0.68), (0.5, 0.69), 10)
        beard += bezier((0.5, 0.69), (0.54, 0.68), (0.64, 0.62), (0.63, head_y + 0.02), 10)
        beard += [(0.58, head_y + 0.08), (0.42, head_y + 0.08)]
        poly(beard, (60, 44, 36))
        pygame.draw.ellipse(surf, (235, 200, 170), pygame.Rect(P(0.46, head_y + 0.085), (0.08 * w, 0.03 * h)))
        _turban(surf, P, poly, circle, head_y, robe, trim)
        _sword(poly, circle)
    elif rank == 12:  # queen: tiara, earrings, a tulip
        poly([(0.46, head_y + 0.08), (0.54, head_y + 0.08), (0.5, head_y + 0.095)], CRIMSON, outline=False)
        tiara = [(0.36, head_y - 0.1), (0.4, head_y - 0.2), (0.45, head_y - 0.14), (0.5, head_y - 0.25)]
        tiara += [(0.55, head_y - 0.14), (0.6, head_y - 0.2), (0.64, head_y - 0.1)]
        poly(tiara, GOLD)
        circle(0.5, head_y - 0.15, 0.022, TURQUOISE)
        circle(0.41, head_y - 0.13, 0.014, CRIMSON)
        circle(0.59, head_y - 0.13, 0.014, CRIMSON)
        circle(0.37, head_y + 0.05, 0.016, GOLD)
        circle(0.63, head_y + 0.05, 0.016, GOLD)
        _tulip(poly, circle)
    else:  # jack: karakul cap, moustache, a spear
        pygame.draw.lines(
            surf,
            (60, 44, 36),
            False,
            [P(0.44, head_y + 0.085), P(0.5, head_y + 0.07), P(0.56, head_y + 0.085)],
            lw * 3,
        )
        cap = [(0.36, head_y - 0.08), (0.38, head_y - 0.22), (0.62, head_y - 0.22), (0.64, head_y - 0.08)]
        poly(cap, (70, 62, 58))
        rng = random.Random(rank * 7 + ord(suit))
        for _ in range(22):
            cx = 0.39 + rng.random() * 0.22
            cy = head_y - 0.2 + rng.random() * 0.11
            pygame.draw.circle(surf, (110, 100, 92), P(cx, cy), w * 0.012, max(1, lw))
        pygame.draw.line(surf, trim, P(0.36, head_y - 0.085), P(0.64, head_y - 0.085), max(1, lw * 3))
        _spear(poly, circle)


def _turban(
    surf: pygame.Surface,
    P: Callable[[float, float], Point],
    poly: Callable[..., None],
    circle: Callable[..., None],
    head_y: float,
    robe: RGB,
    trim: RGB,
) -> None:
    top = [(0.33, head_y - 0.06)]
    top += bezier((0.33, head_y - 0.06), (0.28, head_y - 0.3), (0.72, head_y - 0.3), (0.67, head_y - 0.06), 16)
    poly(top, (244, 240, 230))
    # Wraps of the turban: curved bands.
    for k in range(3):
        y = head_y - 0.09 - k * 0.06
        band = bezier((0.34 + k * 0.02, y), (0.42, y - 0.05), (0.58, y - 0.05), (0.66 - k * 0.02, y), 10)
        pygame.draw.lines(surf, robe, False, [P(x, yy) for x, yy in band], max(1, round(surf.get_width() * 0.02)))
    # Jewel and plume.
    plume = [(0.5, head_y - 0.16), (0.47, head_y - 0.3), (0.5, head_y - 0.38), (0.53, head_y - 0.3)]
    poly(plume, (236, 236, 240))
    circle(0.5, head_y - 0.15, 0.035, trim)
    circle(0.5, head_y - 0.15, 0.018, CRIMSON if trim != CRIMSON else TURQUOISE, outline=False)


def _sword(poly: Callable[..., None], circle: Callable[..., None]) -> None:
    poly([(0.14, 0.96), (0.14, 0.3), (0.16, 0.24), (0.18, 0.3), (0.18, 0.96)], (214, 220, 228))
    poly([(0.09, 0.92), (0.23, 0.92), (0.23, 0.95), (0.09, 0.95)], GOLD)
    circle(0.16, 0.99, 0.025, GOLD)


def _tulip(poly: Callable[..., None], circle: Callable[..., None]) -> None:
    poly([(0.83, 0.95), (0.84, 0.5), (0.86, 0.5), (0.85, 0.95)], (40, 120, 60))
    poly([(0.84, 0.7), (0.76, 0.6), (0.8, 0.58), (0.85, 0.66)], (60, 150, 80))
    cup = [(0.78, 0.38), (0.81, 0.45), (0.85, 0.35), (0.89, 0.45), (0.92, 0.38)]
    cup += bezier((0.92, 0.38), (0.93, 0.5), (0.88, 0.53), (0.85, 0.53), 8)
    cup += bezier((0.85, 0.53), (0.82, 0.53), (0.77, 0.5), (0.78, 0.38), 8)
    poly(cup, (214, 40, 56))


def _spear(poly: Callable[..., None], circle: Callable[..., None]) -> None:
    poly([(0.835, 1.0), (0.835, 0.3), (0.855, 0.3), (0.855, 1.0)], (130, 90, 50))
    poly([(0.845, 0.14), (0.88, 0.26), (0.845, 0.32), (0.81, 0.26)], (214, 220, 228))
    circle(0.845, 0.33, 0.018, GOLD)
