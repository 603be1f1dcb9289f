"""The round Ganjifa cards, drawn by code: each suit on its own ground with its symbol repeated as the pips are on
real cards, the vizier on his mount and the raja on his throne as simple figures, a rank index in a cream badge
(readable down to the smallest card; larger still with the large index, the pips then drawn smaller below it) with
the suit's emblem beside it (with the large index, whose badge takes that place, under it), a gold rim, a round back
in the colours of the theme's card back. Cards are ``int`` 0..95 (``rank * 8 + suit``, game/ganjifa/cards.py); every
image is drawn at its final diameter, supersampled, and cached by the caller."""

from __future__ import annotations

import math

import pygame

from game.ui.art.back import ROUND_BACKS, RoundBackLook
from game.ui.art.cache import ImageCache
from game.ui.art.ganjifa_symbols import LOOKS, SuitLook, draw_symbol
from game.ui.art.palette import CRIMSON, GOLD, GOLD_DARK, INK_BLACK, RGB, SKIN, SKIN_SHADE
from game.ui.art.shapes import Point, down, octagram, supersample, transparent
from game.ui.text import TextRenderer

RANK_LABELS = (*(str(n) for n in range(1, 11)), "V", "R")
BADGE: RGB = (250, 240, 214)
RIM: RGB = GOLD
EDGE: RGB = (70, 50, 20)

# Pip places for 1..10 inside the unit disc (x, y in -1..1), like the rows of real round cards.
_PIPS: dict[int, list[Point]] = {
    1: [(0, 0)],
    2: [(0, -0.5), (0, 0.5)],
    3: [(0, -0.55), (-0.5, 0.35), (0.5, 0.35)],
    4: [(-0.45, -0.45), (0.45, -0.45), (-0.45, 0.45), (0.45, 0.45)],
    5: [(-0.5, -0.5), (0.5, -0.5), (0, 0), (-0.5, 0.5), (0.5, 0.5)],
    6: [(-0.55, -0.45), (0, -0.45), (0.55, -0.45), (-0.55, 0.45), (0, 0.45), (0.55, 0.45)],
    7: [(0, 0), *[(0.68 * math.sin(a), -0.68 * math.cos(a)) for a in (i * math.pi / 3 for i in range(6))]],
    8: [(-0.6, -0.62), (0, -0.62), (0.6, -0.62), (-0.3, 0), (0.3, 0), (-0.6, 0.62), (0, 0.62), (0.6, 0.62)],
    9: [(x, y) for y in (-0.62, 0, 0.62) for x in (-0.62, 0, 0.62)],
    10: [(-0.5, -0.64), (0, -0.64), (0.5, -0.64), (-0.72, 0), (-0.24, 0), (0.24, 0), (0.72, 0), (-0.5, 0.64),
         (0, 0.64), (0.5, 0.64)],
}  # fmt: skip
#: The suit's emblem left of the rank badge (centre x, y and half-size, as shares of the diameter): inside the left
#: 0.6 and the top half that a card of a fanned hand shows behind the next card or the row in front.
EMBLEM = (0.235, 0.25, 0.078)
LARGE_EMBLEM = (0.2, 0.6, 0.085)
_PIP_SIZE = {1: 0.6, 2: 0.36, 3: 0.34, 4: 0.3, 5: 0.27, 6: 0.26, 7: 0.23, 8: 0.21, 9: 0.2, 10: 0.19}


class RoundFaces:
    """Draws the 96 faces and the back at any diameter; the images go into the shared :class:`ImageCache`."""

    def __init__(self, cache: ImageCache, text: TextRenderer) -> None:
        self._cache = cache
        self._text = text

    def face(self, card: int, diameter: int, large_index: bool = False) -> pygame.Surface:
        """The face of ``card`` (0..95), ``diameter`` x ``diameter``, transparent outside the disc;
        ``large_index``: with a much larger rank badge."""
        if not 0 <= card < 96:
            raise ValueError(f"no round card {card!r}")
        key = ("round", card, diameter, large_index)
        return self._cache.get(key, lambda: self._make_face(card, diameter, large_index))

    def back(self, diameter: int, style: str = "tilework") -> pygame.Surface:
        """The back in the colours of the card back ``style`` (one of theme.BACKS)."""
        return self._cache.get(("round-back", diameter, style), lambda: make_round_back(diameter, ROUND_BACKS[style]))

    def _make_face(self, card: int, diameter: int, large_index: bool) -> pygame.Surface:
        suit, rank = card & 7, card >> 3
        look = LOOKS[suit]
        k = supersample(diameter)
        big = diameter * k
        surface = transparent((big, big), EDGE)
        c = big / 2
        _disc(surface, c, look.ground)
        inner = c * 0.78
        # The large badge reaches further down: the pips and figures then sit lower and a little smaller.
        drop, scale = (0.32, 0.82) if large_index else (0.2, 1.0)
        if rank < 10:
            count = rank + 1
            size = _PIP_SIZE[count] * inner * scale
            for x, y in _PIPS[count]:
                px, py = x * inner * 0.84 * scale, y * inner * 0.62 * scale
                draw_symbol(surface, suit, c + px, c + drop * inner + py, size)
        else:
            draw_figure(surface, suit, rank == 11, c, c + inner * drop, inner * 0.8 * scale, look)
        # The suit beside the rank, where a fanned or a back-row card still shows it; with the large index (whose
        # badge takes that place) under the badge, in the part a card of a fanned row shows.
        x, y, half = LARGE_EMBLEM if large_index else EMBLEM
        draw_symbol(surface, suit, big * x, big * y, big * half)
        image = down(surface, (diameter, diameter))
        self._draw_index(image, RANK_LABELS[rank], diameter, large_index)
        return image

    def _draw_index(self, image: pygame.Surface, label: str, diameter: int, large: bool) -> None:
        """The rank in a cream badge at the top, 0.27 of the diameter high (readable at the smallest card
        size) or, ``large``, 0.4 high, condensed and moved left so it ends where the next card of a fanned hand
        may begin (layout.ROW_STEP of the diameter)."""
        height = max(9, round(diameter * (0.4 if large else 0.27)))
        text = self._text.render(label, height, INK_BLACK, bold=True)
        glyphs = text.subsurface(text.get_bounding_rect()).copy()
        if large and glyphs.get_width() > diameter * 0.36:  # "10": condensed rather than shrunk
            glyphs = pygame.transform.smoothscale(glyphs, (round(diameter * 0.36), glyphs.get_height()))
        badge_w = max(glyphs.get_width() + diameter * 0.12, diameter * 0.3)
        badge_h = glyphs.get_height() + diameter * 0.08
        badge = pygame.Rect(0, 0, round(badge_w), round(badge_h))
        if large:
            badge.center = (
                round(min(diameter / 2, diameter * 0.6 - badge_w / 2)),
                round(diameter * 0.08 + badge_h / 2),
            )
        else:
            badge.center = (diameter // 2, round(diameter * 0.05 + badge_h / 2))
        pygame.draw.rect(image, BADGE, badge, border_radius=round(badge_h / 2))
        pygame.draw.rect(image, EDGE, badge, max(1, round(diameter / 90)), border_radius=round(badge_h / 2))
        image.blit(glyphs, glyphs.get_rect(center=badge.center))


def _disc(surface: pygame.Surface, c: float, ground: RGB) -> None:
    """The card's disc: a dark edge, the gold rim, the suit's ground, and a fine inner line."""
    centre = (round(c), round(c))
    pygame.draw.circle(surface, EDGE, centre, round(c))
    pygame.draw.circle(surface, RIM, centre, round(c * 0.965))
    pygame.draw.circle(surface, ground, centre, round(c * 0.885))
    pygame.draw.circle(surface, GOLD_DARK, centre, round(c * 0.885), max(1, round(c * 0.012)))


def draw_figure(surface: pygame.Surface, suit: int, raja: bool, cx: float, cy: float, r: float, look: SuitLook) -> None:
    """The raja on his throne or the vizier on his mount, holding the suit's symbol."""
    robe = look.accent if look.accent != look.ground else GOLD
    if raja:
        # The throne: a high back under a canopy, and the seat.
        pygame.draw.rect(
            surface,
            GOLD_DARK,
            pygame.Rect(round(cx - r * 0.62), round(cy - r * 0.78), round(r * 1.24), round(r * 1.5)),
            border_radius=round(r * 0.2),
        )
        pygame.draw.rect(
            surface,
            CRIMSON,
            pygame.Rect(round(cx - r * 0.5), round(cy - r * 0.66), round(r * 1.0), round(r * 1.2)),
            border_radius=round(r * 0.16),
        )
        pygame.draw.polygon(
            surface,
            GOLD,
            [
                (round(cx - r * 0.8), round(cy - r * 0.72)),
                (round(cx), round(cy - r * 1.05)),
                (round(cx + r * 0.8), round(cy - r * 0.72)),
            ],
        )
        body_top = cy - r * 0.3
        _person(surface, cx, body_top, r * 0.55, robe, crown=True)
        pygame.draw.rect(
            surface,
            GOLD_DARK,
            pygame.Rect(round(cx - r * 0.7), round(cy + r * 0.45), round(r * 1.4), round(r * 0.22)),
            border_radius=round(r * 0.08),
        )
        draw_symbol(surface, suit, cx + r * 0.6, cy + r * 0.1, r * 0.34)
    else:
        # The mount: body, neck and head, four legs, a tail; the rider sits on its back.
        mount = (236, 228, 214) if look.ground[0] + look.ground[1] + look.ground[2] < 400 else (70, 48, 30)
        body = pygame.Rect(round(cx - r * 0.62), round(cy + r * 0.05), round(r * 1.15), round(r * 0.45))
        for dx in (-0.5, -0.3, 0.2, 0.4):
            pygame.draw.line(
                surface,
                mount,
                (round(cx + dx * r), round(cy + r * 0.35)),
                (round(cx + dx * r), round(cy + r * 0.85)),
                max(2, round(r * 0.09)),
            )
        pygame.draw.ellipse(surface, mount, body)
        pygame.draw.polygon(
            surface,
            mount,
            [
                (round(cx + r * 0.38), round(cy + r * 0.15)),
                (round(cx + r * 0.62), round(cy - r * 0.3)),
                (round(cx + r * 0.86), round(cy - r * 0.22)),
                (round(cx + r * 0.6), round(cy + r * 0.25)),
            ],
        )
        pygame.draw.line(
            surface,
            mount,
            (round(cx - r * 0.6), round(cy + r * 0.2)),
            (round(cx - r * 0.82), round(cy + r * 0.55)),
            max(2, round(r * 0.08)),
        )
        pygame.draw.rect(
            surface,
            CRIMSON,
            pygame.Rect(round(cx - r * 0.3), round(cy + r * 0.02), round(r * 0.55), round(r * 0.22)),
            border_radius=round(r * 0.05),
        )
        _person(surface, cx - r * 0.02, cy - r * 0.55, r * 0.45, robe, crown=False)
        draw_symbol(surface, suit, cx - r * 0.56, cy - r * 0.42, r * 0.32)


def _person(surface: pygame.Surface, cx: float, top: float, r: float, robe: RGB, crown: bool) -> None:
    """A seated figure: robe, head, and a crown or a turban."""
    pygame.draw.polygon(
        surface,
        robe,
        [
            (round(cx - r * 0.35), round(top + r * 0.35)),
            (round(cx + r * 0.35), round(top + r * 0.35)),
            (round(cx + r * 0.6), round(top + r * 1.45)),
            (round(cx - r * 0.6), round(top + r * 1.45)),
        ],
    )
    pygame.draw.polygon(
        surface,
        SKIN_SHADE,
        [
            (round(cx - r * 0.35), round(top + r * 0.35)),
            (round(cx + r * 0.35), round(top + r * 0.35)),
            (round(cx + r * 0.6), round(top + r * 1.45)),
            (round(cx - r * 0.6), round(top + r * 1.45)),
        ],
        max(1, round(r * 0.05)),
    )
    pygame.draw.circle(surface, SKIN, (round(cx), round(top + r * 0.05)), round(r * 0.3))
    if crown:
        pygame.draw.polygon(
            surface,
            GOLD,
            [
                (round(cx - r * 0.3), round(top - r * 0.12)),
                (round(cx - r * 0.34), round(top - r * 0.5)),
                (round(cx - r * 0.12), round(top - r * 0.3)),
                (round(cx), round(top - r * 0.58)),
                (round(cx + r * 0.12), round(top - r * 0.3)),
                (round(cx + r * 0.34), round(top - r * 0.5)),
                (round(cx + r * 0.3), round(top - r * 0.12)),
            ],
        )
    else:
        pygame.draw.ellipse(
            surface,
            (245, 245, 240),
            pygame.Rect(round(cx - r * 0.36), round(top - r * 0.42), round(r * 0.72), round(r * 0.4)),
        )


def make_round_back(diameter: int, look: RoundBackLook = ROUND_BACKS["tilework"]) -> pygame.Surface:
    """The back: a ground of the card back's colour (deep red by default) under a lattice, and a small medallion
    with an eight-pointed star. (Rings and a ring of dots, as it had, made a back look like a poker chip beside
    the chips of komi and nakashth: review 9.)"""
    k = supersample(diameter)
    big = diameter * k
    surface = transparent((big, big), EDGE)
    c = big / 2
    _disc(surface, c, look.ground)
    lattice = pygame.Surface((big, big), pygame.SRCALPHA)
    step, width = c * 0.24, max(1, round(c * 0.028))
    for i in range(-8, 9):  # both diagonals, through the middle and every step from it
        offset = c + i * step
        pygame.draw.line(lattice, look.rings[0], (offset - big, -1), (offset + big, big * 2 - 1), width)
        pygame.draw.line(lattice, look.rings[0], (offset + big, -1), (offset - big, big * 2 - 1), width)
        for j in range(-8, 9):  # a dot where the lines cross
            x, y = c + (i + j) * step / 2, c + (i - j) * step / 2
            if (x - c) ** 2 + (y - c) ** 2 < (c * 0.8) ** 2 and (i + j) % 2 == 0:
                pygame.draw.circle(lattice, look.dots, (round(x), round(y)), max(1, round(c * 0.028)))
    inside = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(inside, (255, 255, 255, 255), (round(c), round(c)), round(c * 0.86))
    lattice.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(lattice, (0, 0))
    pygame.draw.circle(surface, look.ground, (round(c), round(c)), round(c * 0.34))
    pygame.draw.circle(surface, look.rings[2], (round(c), round(c)), round(c * 0.34), max(1, round(c * 0.035)))
    pygame.draw.polygon(surface, look.star, [(round(x), round(y)) for x, y in octagram(c, c, c * 0.27)])
    pygame.draw.circle(surface, look.centre, (round(c), round(c)), round(c * 0.1))
    return down(surface, (diameter, diameter))
