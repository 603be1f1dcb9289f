"""The eight suit symbols of the round Ganjifa pack, drawn with plain shapes: the sun-coin of Surya, the moon-coin of
Chandra, the bill of exchange of Barat, the crown of Phul, the bale of merchandise of Kumancha, the slave of
Ghulam, the harp of Cheng and the sword of Shamsher. Each draws into a square (``cx``, ``cy``, half-size ``r``)
of a supersampled surface."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.art.palette import RGB
from game.ui.art.shapes import Point, star


@dataclass(frozen=True, slots=True)
class SuitLook:
    """A suit's colours: the card's ground, the symbol's ink, its outline, and an accent."""

    ground: RGB
    ink: RGB
    line: RGB
    accent: RGB


#: By suit position (Su Ch Ba Ph Ku Gh Cg Sh): the colours the pack is known by (green, black, blue, brown,
#: yellow, purple, orange, red).
LOOKS: tuple[SuitLook, ...] = (
    SuitLook((30, 112, 62), (236, 194, 72), (120, 84, 18), (255, 232, 150)),
    SuitLook((28, 28, 34), (206, 210, 222), (110, 114, 128), (245, 246, 250)),
    SuitLook((28, 70, 150), (246, 236, 206), (120, 96, 60), (196, 40, 40)),
    SuitLook((112, 70, 38), (232, 186, 64), (110, 70, 14), (196, 40, 48)),
    SuitLook((226, 186, 50), (96, 52, 20), (60, 30, 8), (170, 40, 30)),
    SuitLook((96, 48, 124), (244, 226, 196), (120, 90, 60), (232, 186, 64)),
    SuitLook((218, 112, 30), (72, 36, 14), (40, 18, 6), (250, 222, 150)),
    SuitLook((168, 30, 36), (214, 220, 230), (90, 96, 110), (236, 190, 70)),
)


def _poly(surface: pygame.Surface, colour: RGB, points: list[Point], width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in points], width)


def sun_coin(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    _poly(s, look.ink, star(cx, cy, r, r * 0.72, 12))
    pygame.draw.circle(s, look.line, (round(cx), round(cy)), round(r * 0.62))
    pygame.draw.circle(s, look.ink, (round(cx), round(cy)), round(r * 0.54))
    pygame.draw.circle(s, look.accent, (round(cx), round(cy)), round(r * 0.22))


def moon_coin(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    pygame.draw.circle(s, look.line, (round(cx), round(cy)), round(r * 0.92))
    pygame.draw.circle(s, look.ink, (round(cx), round(cy)), round(r * 0.84))
    pygame.draw.circle(s, look.line, (round(cx - r * 0.12), round(cy)), round(r * 0.56))
    pygame.draw.circle(s, look.ink, (round(cx + r * 0.06), round(cy - r * 0.06)), round(r * 0.5))


def bill(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    w, h = r * 1.5, r * 1.15
    body = pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h))
    pygame.draw.rect(s, look.ink, body, border_radius=round(r * 0.1))
    pygame.draw.rect(s, look.line, body, max(1, round(r * 0.08)), border_radius=round(r * 0.1))
    for i in range(3):  # the lines of writing
        y = cy - h * 0.25 + i * h * 0.2
        pygame.draw.line(
            s, look.line, (round(cx - w * 0.32), round(y)), (round(cx + w * 0.3), round(y)), max(1, round(r * 0.06))
        )
    pygame.draw.circle(s, look.accent, (round(cx + w * 0.22), round(cy + h * 0.28)), round(r * 0.18))


def crown(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    base, top = cy + r * 0.55, cy - r * 0.7
    points: list[Point] = [(cx - r * 0.9, base), (cx - r * 0.95, top + r * 0.35), (cx - r * 0.45, cy - r * 0.05)]
    points += [(cx, top), (cx + r * 0.45, cy - r * 0.05), (cx + r * 0.95, top + r * 0.35), (cx + r * 0.9, base)]
    _poly(s, look.ink, points)
    _poly(s, look.line, points, max(1, round(r * 0.07)))
    band = pygame.Rect(round(cx - r * 0.92), round(base - r * 0.05), round(r * 1.84), round(r * 0.3))
    pygame.draw.rect(s, look.line, band, border_radius=round(r * 0.08))
    for dx in (-0.95, 0.0, 0.95):
        pygame.draw.circle(s, look.accent, (round(cx + dx * r), round(top + (0.35 if dx else 0) * r)), round(r * 0.14))


def bale(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    body = pygame.Rect(round(cx - r * 0.8), round(cy - r * 0.6), round(r * 1.6), round(r * 1.3))
    pygame.draw.rect(s, look.ink, body, border_radius=round(r * 0.35))
    width = max(1, round(r * 0.1))
    pygame.draw.line(s, look.accent, (round(cx), body.top), (round(cx), body.bottom), width)
    pygame.draw.line(s, look.accent, (body.left, round(cy + r * 0.05)), (body.right, round(cy + r * 0.05)), width)
    _poly(s, look.ink, [(cx - r * 0.3, body.top + r * 0.1), (cx, cy - r * 0.95), (cx + r * 0.3, body.top + r * 0.1)])


def slave(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    pygame.draw.circle(s, look.ink, (round(cx), round(cy - r * 0.58)), round(r * 0.28))
    _poly(
        s,
        look.ink,
        [
            (cx - r * 0.3, cy - r * 0.25),
            (cx + r * 0.3, cy - r * 0.25),
            (cx + r * 0.62, cy + r * 0.9),
            (cx - r * 0.62, cy + r * 0.9),
        ],
    )
    pygame.draw.line(
        s,
        look.line,
        (round(cx - r * 0.5), round(cy + r * 0.2)),
        (round(cx + r * 0.5), round(cy + r * 0.2)),
        max(1, round(r * 0.12)),
    )
    pygame.draw.circle(s, look.line, (round(cx), round(cy - r * 0.58)), round(r * 0.28), max(1, round(r * 0.06)))


def harp(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    width = max(2, round(r * 0.11))
    top, foot, neck = (cx - r * 0.55, cy - r * 0.85), (cx - r * 0.55, cy + r * 0.85), (cx + r * 0.7, cy - r * 0.45)
    curve = [
        (neck[0] - (neck[0] - foot[0]) * t, neck[1] + (foot[1] - neck[1]) * t + math.sin(t * math.pi) * r * 0.35)
        for t in (i / 12 for i in range(13))
    ]
    pygame.draw.line(s, look.ink, (round(top[0]), round(top[1])), (round(foot[0]), round(foot[1])), width)
    pygame.draw.line(s, look.ink, (round(top[0]), round(top[1])), (round(neck[0]), round(neck[1])), width)
    pygame.draw.lines(s, look.ink, False, [(round(x), round(y)) for x, y in curve], width)
    for i in range(1, 5):  # strings from the pillar to the sound box
        t = i / 5
        x0 = top[0]
        y0 = top[1] + (foot[1] - top[1]) * t * 0.9
        x1, y1 = curve[round(t * 12)]
        pygame.draw.line(s, look.line, (round(x0), round(y0)), (round(x1), round(y1)), max(1, width // 3))


def sword(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    blade = [(cx - r * 0.12, cy + r * 0.45)]
    blade += [
        (cx - r * 0.12 + r * 0.6 * math.sin(t * 1.3), cy + r * 0.45 - r * 1.35 * t)
        for t in (i / 10 for i in range(1, 11))
    ]
    blade += [
        (cx + r * 0.12 + r * 0.75 * math.sin(t * 1.3), cy + r * 0.45 - r * 1.3 * t)
        for t in (i / 10 for i in range(10, -1, -1))
    ]
    _poly(s, look.ink, blade)
    _poly(s, look.line, blade, max(1, round(r * 0.05)))
    guard = pygame.Rect(round(cx - r * 0.45), round(cy + r * 0.42), round(r * 0.95), round(r * 0.16))
    pygame.draw.rect(s, look.accent, guard, border_radius=round(r * 0.08))
    pygame.draw.line(
        s, look.accent, (round(cx), round(cy + r * 0.55)), (round(cx), round(cy + r * 0.9)), max(2, round(r * 0.16))
    )
    pygame.draw.circle(s, look.accent, (round(cx), round(cy + r * 0.93)), round(r * 0.12))


#: The symbol of each suit, by suit position.
SYMBOLS: tuple[Callable[[pygame.Surface, float, float, float, SuitLook], None], ...] = (
    sun_coin,
    moon_coin,
    bill,
    crown,
    bale,
    slave,
    harp,
    sword,
)


def draw_symbol(surface: pygame.Surface, suit: int, cx: float, cy: float, r: float) -> None:
    """The symbol of suit ``suit`` (0..7) centred at ``cx``, ``cy`` within half-size ``r``."""
    SYMBOLS[suit](surface, cx, cy, r, LOOKS[suit])
