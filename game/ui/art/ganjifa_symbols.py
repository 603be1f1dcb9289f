"""The eight suit symbols of the round Ganjifa pack, drawn with plain shapes whose outlines differ as much as their
colours (a player who cannot tell the grounds apart reads the shape): the sun of Surya, the crescent moon of
Chandra, the bill of exchange of Barat, the crown of Phul, the bale of merchandise of Kumancha, the slave of Ghulam,
the harp of Cheng and the sword of Shamsher. Each draws into a square (``cx``, ``cy``, half-size ``r``) of a
supersampled surface, inside a rim that sets it off from its ground."""

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


def _at(x: float, y: float) -> tuple[int, int]:
    return round(x), round(y)


def sun_coin(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A spiked sun: twelve long rays round a coin."""
    _poly(s, look.ink, star(cx, cy, r, r * 0.55, 12))
    pygame.draw.circle(s, look.line, _at(cx, cy), round(r * 0.5))
    pygame.draw.circle(s, look.ink, _at(cx, cy), round(r * 0.42))
    pygame.draw.circle(s, look.accent, _at(cx, cy), round(r * 0.18))


def moon_coin(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A crescent moon, open to the upper right (the bite is cut out of the disc, so the outline is a crescent)."""
    pygame.draw.circle(s, look.ink, _at(cx, cy), round(r * 0.92))
    pygame.draw.circle(s, (0, 0, 0, 0), _at(cx + r * 0.42, cy - r * 0.3), round(r * 0.72))
    pygame.draw.circle(s, look.accent, _at(cx + r * 0.52, cy - r * 0.42), round(r * 0.13))


def bill(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A bill of exchange: a sheet with a folded corner, lines of writing and a seal."""
    w, h = r * 1.24, r * 1.8
    left, top = cx - w / 2, cy - h / 2
    fold = r * 0.5
    sheet = [(left, top), (left + w - fold, top), (left + w, top + fold), (left + w, top + h), (left, top + h)]
    _poly(s, look.ink, sheet)
    _poly(s, look.line, sheet, max(1, round(r * 0.09)))
    _poly(s, look.line, [(left + w - fold, top), (left + w - fold, top + fold), (left + w, top + fold)])
    for i in range(3):  # the lines of writing
        y = top + h * (0.4 + i * 0.17)
        pygame.draw.line(s, look.line, _at(left + w * 0.16, y), _at(left + w * 0.84, y), max(1, round(r * 0.08)))
    pygame.draw.circle(s, look.accent, _at(left + w * 0.28, top + h * 0.2), round(r * 0.16))


def crown(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    base, top = cy + r * 0.55, cy - r * 0.7
    points: list[Point] = [(cx - r * 0.9, base), (cx - r * 0.95, top + r * 0.35), (cx - r * 0.45, cy - r * 0.05)]
    points += [(cx, top), (cx + r * 0.45, cy - r * 0.05), (cx + r * 0.95, top + r * 0.35), (cx + r * 0.9, base)]
    _poly(s, look.ink, points)
    _poly(s, look.line, points, max(1, round(r * 0.07)))
    band = pygame.Rect(round(cx - r * 0.92), round(base - r * 0.05), round(r * 1.84), round(r * 0.3))
    pygame.draw.rect(s, look.line, band, border_radius=round(r * 0.08))
    for dx in (-0.95, 0.0, 0.95):
        pygame.draw.circle(s, look.accent, _at(cx + dx * r, top + (0.35 if dx else 0) * r), round(r * 0.16))


def bale(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A bale of merchandise: a round sack tied at the neck, its two ears up, a cord round its belly."""
    body = pygame.Rect(round(cx - r * 0.85), round(cy - r * 0.5), round(r * 1.7), round(r * 1.4))
    pygame.draw.ellipse(s, look.ink, body)
    _poly(s, look.ink, [(cx - r * 0.2, cy - r * 0.3), (cx - r * 0.6, cy - r * 0.95), (cx, cy - r * 0.62)])
    _poly(s, look.ink, [(cx + r * 0.2, cy - r * 0.3), (cx + r * 0.6, cy - r * 0.95), (cx, cy - r * 0.62)])
    pygame.draw.circle(s, look.accent, _at(cx, cy - r * 0.55), round(r * 0.15))
    width = max(1, round(r * 0.11))
    pygame.draw.line(s, look.accent, _at(cx - r * 0.82, cy + r * 0.2), _at(cx + r * 0.82, cy + r * 0.2), width)


def slave(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A servant: a round head over a broad robe, a sash across it."""
    pygame.draw.circle(s, look.ink, _at(cx, cy - r * 0.55), round(r * 0.34))
    _poly(
        s,
        look.ink,
        [
            (cx - r * 0.34, cy - r * 0.2),
            (cx + r * 0.34, cy - r * 0.2),
            (cx + r * 0.7, cy + r * 0.92),
            (cx - r * 0.7, cy + r * 0.92),
        ],
    )
    pygame.draw.line(
        s, look.line, _at(cx - r * 0.52, cy + r * 0.3), _at(cx + r * 0.52, cy + r * 0.3), max(1, round(r * 0.14))
    )
    pygame.draw.circle(s, look.line, _at(cx, cy - r * 0.55), round(r * 0.34), max(1, round(r * 0.08)))


def harp(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A harp: a heavy triangular frame, its sound box curved, strings across."""
    width = max(2, round(r * 0.22))
    top, foot, neck = (cx - r * 0.55, cy - r * 0.85), (cx - r * 0.55, cy + r * 0.85), (cx + r * 0.75, cy - r * 0.5)
    curve = [
        (neck[0] - (neck[0] - foot[0]) * t, neck[1] + (foot[1] - neck[1]) * t + math.sin(t * math.pi) * r * 0.3)
        for t in (i / 12 for i in range(13))
    ]
    for i in range(1, 5):  # strings from the pillar to the sound box
        t = i / 5
        y0 = top[1] + (foot[1] - top[1]) * t * 0.9
        pygame.draw.line(s, look.line, _at(top[0], y0), _at(*curve[round(t * 12)]), max(1, round(r * 0.07)))
    for a, b in ((top, foot), (top, neck)):
        pygame.draw.line(s, look.ink, _at(*a), _at(*b), width)
    pygame.draw.lines(s, look.ink, False, [_at(x, y) for x, y in curve], width)
    for x, y in (top, foot, neck):
        pygame.draw.circle(s, look.ink, _at(x, y), width // 2 + 1)


def sword(s: pygame.Surface, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """A curved sword (shamsher), point up: a broad blade, a wide guard, the grip and a round pommel."""
    blade = [(cx - r * 0.2, cy + r * 0.4)]
    blade += [
        (cx - r * 0.2 + r * 0.55 * math.sin(t * 1.3), cy + r * 0.4 - r * 1.3 * t)
        for t in (i / 10 for i in range(1, 11))
    ]
    blade += [
        (cx + r * 0.2 + r * 0.7 * math.sin(t * 1.3) * (1 - 0.1 * t), cy + r * 0.4 - r * 1.15 * t)
        for t in (i / 10 for i in range(10, -1, -1))
    ]
    _poly(s, look.ink, blade)
    _poly(s, look.line, blade, max(1, round(r * 0.06)))
    guard = pygame.Rect(round(cx - r * 0.62), round(cy + r * 0.36), round(r * 1.24), round(r * 0.2))
    pygame.draw.rect(s, look.accent, guard, border_radius=round(r * 0.1))
    pygame.draw.line(s, look.accent, _at(cx, cy + r * 0.5), _at(cx, cy + r * 0.84), max(2, round(r * 0.2)))
    pygame.draw.circle(s, look.accent, _at(cx, cy + r * 0.88), round(r * 0.15))


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
    """The symbol of suit ``suit`` (0..7) centred at ``cx``, ``cy`` within half-size ``r``, inside a rim of
    :func:`halo` colour that sets its outline off from any ground (its shape reads where its colour does not)."""
    look = LOOKS[suit]
    rim = max(1, round(r * 0.09))
    side = math.ceil(r * 2.2) + 2 * rim
    own = pygame.Surface((side, side), pygame.SRCALPHA)
    SYMBOLS[suit](own, side / 2, side / 2, r, look)
    grown = pygame.mask.from_surface(own, 100).convolve(_disc_mask(rim))
    outline = grown.to_surface(setcolor=(*halo(look), 255), unsetcolor=(0, 0, 0, 0))
    x, y = round(cx - side / 2), round(cy - side / 2)
    surface.blit(outline, (x - rim, y - rim))
    surface.blit(own, (x, y))


def halo(look: SuitLook) -> RGB:
    """The rim round a symbol: cream round an ink darker than its ground, a deep brown round a lighter one (not
    black: the rank in its badge stays the only black on a card)."""
    return (250, 240, 214) if _luma(look.ink) < _luma(look.ground) else (80, 56, 28)


def _luma(rgb: RGB) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _disc_mask(rim: int) -> pygame.mask.Mask:
    disc = pygame.Surface((2 * rim + 1, 2 * rim + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (rim, rim), rim)
    return pygame.mask.from_surface(disc)
