"""Card art drawn by code: faces, backs, suit symbols, highlights, shadows and the table felt.

Everything is drawn at the size asked for (shapes supersampled then smooth-scaled down, text rendered at the
final size), so cards are crisp from 50 to 250 px wide; every result is cached, so a frame is mostly blits.
Nothing here is copied from elsewhere: suits, pips, court figures and the tile-work back are geometry below.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.ui.text import TextRenderer, default_renderer

RANKS: tuple[int, ...] = tuple(range(2, 15))  # 11=J, 12=Q, 13=K, 14=A
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANK_LABELS: dict[int, str] = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Most images a CardArt keeps (about four full decks with their parts) before it starts afresh.
MAX_CACHED = 2000

#: Card height / width.
ASPECT = 1.4

CARD_WHITE: RGB = (253, 252, 248)
CARD_EDGE: RGB = (128, 128, 140)
INK_BLACK: RGB = (24, 24, 32)
INK_RED: RGB = (200, 24, 44)
INK_BLUE: RGB = (22, 86, 196)
INK_GREEN: RGB = (16, 128, 56)
GOLD: RGB = (212, 166, 58)
GOLD_DARK: RGB = (150, 108, 30)
LAPIS: RGB = (30, 56, 140)
LAPIS_DEEP: RGB = (16, 28, 84)
TURQUOISE: RGB = (48, 178, 180)
CRIMSON: RGB = (150, 24, 40)
SKIN: RGB = (232, 190, 150)
SKIN_SHADE: RGB = (196, 146, 108)

TWO_COLOUR: dict[str, RGB] = {"S": INK_BLACK, "H": INK_RED, "D": INK_RED, "C": INK_BLACK}
FOUR_COLOUR: dict[str, RGB] = {"S": INK_BLACK, "H": INK_RED, "D": INK_BLUE, "C": INK_GREEN}

#: Robe colours of the court figures per suit: (robe, stripe, trim).
COURT_SCHEME: dict[str, tuple[RGB, RGB, RGB]] = {
    "S": (LAPIS, (70, 110, 200), GOLD),
    "H": (CRIMSON, (214, 70, 70), GOLD),
    "D": ((206, 112, 28), (236, 176, 60), CRIMSON),
    "C": ((28, 110, 70), (70, 160, 100), GOLD),
}


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide."""
    return round(width * ASPECT)


def _check_card(rank: int, suit: str) -> None:
    if rank not in RANK_LABELS:
        raise ValueError(f"bad rank {rank!r}")
    if suit not in SUITS:
        raise ValueError(f"bad suit {suit!r}")


def _supersample(width: int) -> int:
    """Supersampling factor for shape drawing: finer for small cards, where edges matter most."""
    return 4 if width <= 130 else 3


def _transparent(size: tuple[int, int], rgb: RGB = (0, 0, 0)) -> pygame.Surface:
    # Fill with the ink colour at alpha 0 so smooth-scaled edges fade in alpha only, without dark fringes.
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*rgb, 0))
    return surface


def _down(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (max(1, size[0]), max(1, size[1])))


# ---------------------------------------------------------------------------------------------------------
# Geometry helpers
# ---------------------------------------------------------------------------------------------------------
def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
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


def _star(cx: float, cy: float, outer: float, inner: float, points: int, phase: float = 0.0) -> list[Point]:
    out: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = phase + math.pi * i / points
        out.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return out


def _ellipse_points(cx: float, cy: float, rx: float, ry: float, steps: int = 40) -> list[Point]:
    return [
        (cx + rx * math.cos(2 * math.pi * i / steps), cy + ry * math.sin(2 * math.pi * i / steps)) for i in range(steps)
    ]


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
    left = _bezier(
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
            pts.extend(_bezier(a, c1, c2, b, 12)[:-1])
        return [pts], []
    # Clubs: three lobes, a filled centre and a flared stem.
    r = 0.215
    circles = [(0.5, 0.25, r), (0.265, 0.56, r), (0.735, 0.56, r)]
    centre = [(0.5, 0.36), (0.36, 0.56), (0.5, 0.66), (0.64, 0.56)]
    return [centre, _stem(0.58, 0.97, 0.035, 0.2)], circles


_SHAPES: dict[str, _Shape] = {s: _suit_shape(s) for s in SUITS}


def _draw_suit(
    target: pygame.Surface, suit: str, rect: pygame.Rect | tuple[float, float, float, float], colour: RGB
) -> None:
    """Draw suit ``suit`` filling ``rect`` (x, y, w, h) of ``target``, at the target's resolution."""
    x, y, w, h = (float(v) for v in rect)
    polys, circles = _SHAPES[suit]
    for poly in polys:
        pygame.draw.polygon(target, colour, [(x + px * w, y + py * h) for px, py in poly])
    for cx, cy, cr in circles:
        pygame.draw.circle(target, colour, (x + cx * w, y + cy * h), cr * min(w, h))


# ---------------------------------------------------------------------------------------------------------
# The table felt
# ---------------------------------------------------------------------------------------------------------
FELT: RGB = (34, 92, 74)
_CLOTH_CACHE: dict[tuple[int, int], pygame.Surface] = {}


def _noise_surface(size: int, seed: int, spread: int) -> pygame.Surface:
    """A grey noise tile around 128 (for a BLEND_RGB_ADD/SUB pair, see ``table_cloth``)."""
    levels = bytes(128 + b % (2 * spread + 1) - spread for b in range(256))
    grey = random.Random(seed).randbytes(size * size).translate(levels)
    data = bytearray(3 * size * size)
    for channel in range(3):  # whole-slice copies: no Python loop per pixel (this tile is on the first frame)
        data[channel::3] = grey
    return pygame.image.frombuffer(bytes(data), (size, size), "RGB").copy()


def _seamless_blotches(cells: int, size: int) -> pygame.Surface:
    """Low-frequency noise that tiles without seams: scale a 3x3 repeat of a small tile, keep the middle."""
    small = _noise_surface(cells, 7, 6)
    repeat = pygame.Surface((cells * 3, cells * 3))
    for ty in range(3):
        for tx in range(3):
            repeat.blit(small, (tx * cells, ty * cells))
    big = pygame.transform.smoothscale(repeat, (size * 3, size * 3))
    return big.subsurface((size, size, size, size)).copy()


def table_cloth(size: tuple[int, int]) -> pygame.Surface:
    """A calm green felt with a fine woven grain and a soft vignette, ``size`` pixels, cached per size."""
    w, h = max(1, size[0]), max(1, size[1])
    found = _CLOTH_CACHE.get((w, h))
    if found is not None:
        return found
    cloth = pygame.Surface((w, h))
    cloth.fill(FELT)

    # Texture: large soft blotches (low-frequency noise scaled up) plus fine grain, both tiled, added around
    # a mid-grey so they lighten and darken the felt by a few levels only.
    blotch = _seamless_blotches(16, 512)
    grain = _noise_surface(128, 11, 7)
    for tile, strength in ((blotch, 1), (grain, 1)):
        layer = pygame.Surface((w, h))
        tw, th = tile.get_size()
        for ty in range(0, h, th):
            for tx in range(0, w, tw):
                layer.blit(tile, (tx, ty))
        for _ in range(strength):
            plus = layer.copy()
            plus.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
            minus = pygame.Surface((w, h))
            minus.fill((128, 128, 128))
            minus.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
            cloth.blit(plus, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            cloth.blit(minus, (0, 0), special_flags=pygame.BLEND_RGB_SUB)

    # Vignette: computed small, scaled up, multiplied in (lighter centre, darker edges).
    vw, vh = 64, 40
    vig = pygame.Surface((vw, vh))
    for vy in range(vh):
        for vx in range(vw):
            dx = (vx + 0.5) / vw - 0.5
            dy = (vy + 0.5) / vh - 0.5
            d = math.sqrt(dx * dx * 1.1 + dy * dy * 1.6)
            level = 255 - int(min(1.0, max(0.0, (d - 0.18) / 0.62)) ** 1.6 * 105)
            vig.set_at((vx, vy), (level, level, level))
    cloth.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # A touch of light in the middle, so the play area reads as lit.
    glow = pygame.transform.smoothscale(vig, (w, h))
    glow.fill((236, 236, 236), special_flags=pygame.BLEND_RGB_SUB)
    cloth.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if len(_CLOTH_CACHE) > 8:
        _CLOTH_CACHE.clear()
    _CLOTH_CACHE[(w, h)] = cloth
    return cloth


# ---------------------------------------------------------------------------------------------------------
# Pip layouts (x in {0, .5, 1} across the pip columns, y 0..1 down the pip area)
# ---------------------------------------------------------------------------------------------------------
_L, _C, _R = 0.0, 0.5, 1.0
PIP_LAYOUTS: dict[int, list[Point]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)],
    9: [
        *[(_L, i / 3) for i in range(4)],
        *[(_R, i / 3) for i in range(4)],
        (_C, 0.5),
    ],
    10: [
        *[(_L, i / 3) for i in range(4)],
        *[(_R, i / 3) for i in range(4)],
        (_C, 1 / 6),
        (_C, 5 / 6),
    ],
}


class CardArt:
    """Renders and caches card images; a frame should be mostly blits.

    All surfaces returned are shared cache entries: blit them, do not draw on them.
    """

    def __init__(self, four_colour: bool = False, text: TextRenderer | None = None) -> None:
        self._four_colour = four_colour
        self._text = text if text is not None else default_renderer()
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self.hits = 0
        self.misses = 0

    # -- settings ------------------------------------------------------------------------------------------
    @property
    def four_colour(self) -> bool:
        """Four-colour deck (spades black, hearts red, diamonds blue, clubs green) for colour-blind players."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._four_colour:
            self._four_colour = value
            self._cache.clear()

    def suit_colour(self, suit: str) -> RGB:
        """Ink colour of ``suit`` in the current colour scheme."""
        return (FOUR_COLOUR if self._four_colour else TWO_COLOUR)[suit]

    def clear(self) -> None:
        """Drop every cached image (e.g. after the window is resized and old sizes are not needed)."""
        self._cache.clear()

    def _cached(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._cache.get(key)
        if found is not None:
            self.hits += 1
            return found
        self.misses += 1
        if len(self._cache) >= MAX_CACHED:  # e.g. many window sizes during a resize drag: start afresh
            self._cache.clear()
        surface = make()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        self._cache[key] = surface
        return surface

    # -- public images -------------------------------------------------------------------------------------
    def face(self, rank: int, suit: str, width: int) -> pygame.Surface:
        """The face of a card, ``width`` x ``card_height(width)``, transparent outside its rounded corners."""
        _check_card(rank, suit)
        return self._cached(("face", rank, suit, width), lambda: self._make_face(rank, suit, width))

    def back(self, width: int) -> pygame.Surface:
        """The card back: eight-pointed-star tile-work in lapis, turquoise and gold, framed in deep red."""
        return self._cached(("back", width), lambda: self._make_back(width))

    def face_rotated(self, rank: int, suit: str, width: int) -> pygame.Surface:
        """The face turned 90 degrees (e.g. the trump card lying crosswise under the stock)."""
        return self._cached(
            ("face90", rank, suit, width), lambda: pygame.transform.rotate(self.face(rank, suit, width), 90)
        )

    def back_rotated(self, width: int) -> pygame.Surface:
        """The back turned 90 degrees."""
        return self._cached(("back90", width), lambda: pygame.transform.rotate(self.back(width), 90))

    def suit_symbol(self, suit: str, size: int, colour: RGB | None = None) -> pygame.Surface:
        """The suit symbol alone, ``size`` x ``size``, in the suit's colour (or ``colour``)."""
        if suit not in SUITS:
            raise ValueError(f"bad suit {suit!r}")
        ink = colour if colour is not None else self.suit_colour(suit)
        return self._cached(("suit", suit, size, ink), lambda: self._make_suit(suit, size, ink))

    def highlight(self, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """A glowing rounded outline the size of a card, to blit over it (selection, legal target)."""
        return self._cached(("hl", width, tuple(colour)), lambda: self._make_highlight(width, colour))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow; blit it at ``card_pos + shadow_offset(width)`` before the card."""
        return self._cached(("shadow", width), lambda: self._make_shadow(width))

    def _make_shadow(self, width: int) -> pygame.Surface:
        return _make_shadow_surface(width)

    def _make_highlight(self, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
        return _make_highlight_surface(width, colour)

    # -- drawing: common parts -----------------------------------------------------------------------------
    @staticmethod
    def _radius(width: int) -> float:
        return max(3.0, width * 0.075)

    def _blank(self, width: int) -> pygame.Surface:
        """The white rounded card with its thin border (cached; copy before drawing)."""

        def make() -> pygame.Surface:
            h = card_height(width)
            ss = _supersample(width)
            big = _transparent((width * ss, h * ss), CARD_EDGE)
            r = round(self._radius(width) * ss)
            edge = max(1, round(ss * max(1.0, width / 110)))
            pygame.draw.rect(big, CARD_EDGE, big.get_rect(), border_radius=r)
            pygame.draw.rect(big, CARD_WHITE, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=r - edge)
            return _down(big, (width, h))

        return self._cached(("blank", width), make)

    def _make_suit(self, suit: str, size: int, colour: RGB) -> pygame.Surface:
        ss = 4 if size < 80 else 2
        big = _transparent((size * ss, size * ss), colour)
        _draw_suit(big, suit, (0, 0, size * ss, size * ss), colour)
        return _down(big, (size, size))

    def _pip(self, suit: str, size: int, upside_down: bool) -> pygame.Surface:
        pip = self.suit_symbol(suit, size)
        if not upside_down:
            return pip
        return self._cached(
            ("pipflip", suit, size, self.suit_colour(suit)), lambda: pygame.transform.flip(pip, True, True)
        )

    def _index(self, rank: int, suit: str, width: int) -> pygame.Surface:
        """The corner index: rank over suit, large, on a transparent surface."""

        def make() -> pygame.Surface:
            colour = self.suit_colour(suit)
            label = RANK_LABELS[rank]
            # Small cards (a fanned hand) are read by their index alone: make it relatively larger there.
            boost = 1.0 + 0.15 * min(1.0, max(0.0, (110 - width) / 50))
            col_w = max(8, round(width * 0.18 * boost))
            text = self._text.render(label, max(8, round(width * 0.235 * boost)), colour, bold=True)
            glyphs = text.subsurface(text.get_bounding_rect()).copy()
            gw, gh = glyphs.get_size()
            if gw > col_w:  # "10": condense horizontally rather than shrink
                glyphs = pygame.transform.smoothscale(glyphs, (col_w, gh))
                gw = col_w
            pip_size = max(6, round(width * 0.145 * boost))
            gap = max(1, round(width * 0.025))
            surface = _transparent((col_w, gh + gap + pip_size), colour)
            surface.blit(glyphs, ((col_w - gw) // 2, 0))
            surface.blit(self.suit_symbol(suit, pip_size), ((col_w - pip_size) // 2, gh + gap))
            return surface

        return self._cached(("index", rank, suit, width), make)

    def _index_pos(self, width: int) -> tuple[int, int]:
        return round(width * 0.025), round(width * 0.06)

    def _make_face(self, rank: int, suit: str, width: int) -> pygame.Surface:
        h = card_height(width)
        card = self._blank(width).copy()
        if rank <= 10:
            self._draw_pips(card, rank, suit, width)
        elif rank == 14:
            self._draw_ace(card, suit, width)
        else:
            panel = self._court_panel(rank, suit, width)
            card.blit(panel, ((width - panel.get_width()) // 2, (h - panel.get_height()) // 2))
        index = self._index(rank, suit, width)
        ix, iy = self._index_pos(width)
        card.blit(index, (ix, iy))
        flipped = pygame.transform.flip(index, True, True)
        card.blit(flipped, (width - ix - flipped.get_width(), h - iy - flipped.get_height()))
        return card

    def _draw_pips(self, card: pygame.Surface, rank: int, suit: str, width: int) -> None:
        h = card_height(width)
        size = max(6, round(width * (0.19 if rank <= 3 else 0.16)))
        x0, x1 = width * 0.335, width * 0.665
        y0, y1 = width * 0.21, h - width * 0.21
        if rank <= 3:
            y0, y1 = width * 0.24, h - width * 0.24
        for px, py in PIP_LAYOUTS[rank]:
            cx = x0 + (x1 - x0) * px
            cy = y0 + (y1 - y0) * py
            pip = self._pip(suit, size, upside_down=py > 0.5)
            card.blit(pip, (round(cx - size / 2), round(cy - size / 2)))

    def _draw_ace(self, card: pygame.Surface, suit: str, width: int) -> None:
        h = card_height(width)
        colour = self.suit_colour(suit)
        if suit != "S":
            size = round(width * 0.42)
            card.blit(self.suit_symbol(suit, size), ((width - size) // 2, (h - size) // 2))
            return
        # The ornate ace of spades: a rosette of a sixteen-pointed gold star behind a lapis ring, the spade
        # with a small white eight-pointed star inside, and the game's name beneath.
        ss = _supersample(width)
        d = round(width * 0.7)
        big = _transparent((d * ss, d * ss), GOLD)
        c = d * ss / 2
        pygame.draw.polygon(big, GOLD, _star(c, c, c * 0.98, c * 0.8, 16))
        pygame.draw.polygon(big, GOLD_DARK, _star(c, c, c * 0.98, c * 0.8, 16), max(1, ss))
        pygame.draw.circle(big, LAPIS, (c, c), c * 0.82)
        pygame.draw.circle(big, GOLD, (c, c), c * 0.82, max(1, round(ss * 1.2)))
        pygame.draw.circle(big, CARD_WHITE, (c, c), c * 0.74)
        for i in range(16):
            a = 2 * math.pi * i / 16
            pygame.draw.circle(big, GOLD, (c + c * 0.78 * math.sin(a), c - c * 0.78 * math.cos(a)), c * 0.025)
        s = c * 1.1
        _draw_suit(big, "S", (c - s / 2, c - s / 2 - c * 0.02, s, s), colour)
        pygame.draw.polygon(big, CARD_WHITE, _star(c, c - c * 0.05, c * 0.14, c * 0.065, 8))
        pygame.draw.polygon(big, GOLD, _star(c, c - c * 0.05, c * 0.1, c * 0.046, 8))
        rosette = _down(big, (d, d))
        top = round(h / 2 - d / 2 - width * 0.04)
        card.blit(rosette, ((width - d) // 2, top))
        if width >= 70:
            name = self._text.render("PANJPAR", max(6, round(width * 0.075)), LAPIS_DEEP, bold=True)
            card.blit(name, ((width - name.get_width()) // 2, top + d + round(width * 0.03)))

    # -- court cards ---------------------------------------------------------------------------------------
    def _court_panel(self, rank: int, suit: str, width: int) -> pygame.Surface:
        h = card_height(width)
        pw = round(width * 0.58)
        ph = h - 2 * round(width * 0.065)
        ss = _supersample(width)
        big = pygame.Surface((pw * ss, ph * ss), pygame.SRCALPHA)
        big.fill((*CARD_WHITE, 0))
        half = pygame.Surface((pw * ss, ph * ss // 2 + ss), pygame.SRCALPHA)
        half.fill((250, 244, 226, 255))
        self._draw_figure(half, rank, suit, ss)
        big.blit(half, (0, 0))
        big.blit(pygame.transform.flip(half, True, True), (0, ph * ss - half.get_height()))
        # Divider across the middle, then the frame.
        mid = ph * ss / 2
        line = max(1, round(ss * width / 110))
        pygame.draw.line(big, GOLD_DARK, (0, mid), (pw * ss, mid), line)
        rect = big.get_rect()
        pygame.draw.rect(big, GOLD, rect, max(1, round(line * 2.2)), border_radius=round(ss * width * 0.03))
        pygame.draw.rect(big, INK_BLACK, rect, line, border_radius=round(ss * width * 0.03))
        return _down(big, (pw, ph))

    def _draw_figure(self, surf: pygame.Surface, rank: int, suit: str, ss: int) -> None:
        """Draw the top half of a court card: a stylised Afghan figure, cut at the card's centre line."""
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
        arch += _bezier((0.1, 0.42), (0.1, 0.2), (0.4, 0.12), (0.5, 0.04), 14)
        arch += _bezier((0.5, 0.04), (0.6, 0.12), (0.9, 0.2), (0.9, 0.42), 14)
        arch += [(0.9, 1.0)]
        poly(arch, (222, 232, 240) if suit in "SC" else (246, 226, 206), outline=False)
        pygame.draw.lines(surf, GOLD, False, [P(x, y) for x, y in arch], max(1, lw * 2))

        # Suit emblem in the upper corner of the panel.
        e = 0.16
        _draw_suit(surf, suit, (0.03 * w, 0.03 * h, e * w, e * w), self.suit_colour(suit))

        # Robe: a striped chapan over the shoulders, open at the neck.
        shoulders = [(0.06, 1.02), (0.1, 0.78)]
        shoulders += _bezier((0.1, 0.78), (0.12, 0.66), (0.26, 0.62), (0.36, 0.6), 8)
        shoulders += _bezier((0.64, 0.6), (0.74, 0.62), (0.88, 0.66), (0.9, 0.78), 8)
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
            veil += _bezier((0.26, 0.45), (0.26, 0.2), (0.74, 0.2), (0.74, 0.45), 16)
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
            beard += _bezier((0.37, head_y + 0.02), (0.36, 0.62), (0.46, 0.68), (0.5, 0.69), 10)
            beard += _bezier((0.5, 0.69), (0.54, 0.68), (0.64, 0.62), (0.63, head_y + 0.02), 10)
            beard += [(0.58, head_y + 0.08), (0.42, head_y + 0.08)]
            poly(beard, (60, 44, 36))
            pygame.draw.ellipse(surf, (235, 200, 170), pygame.Rect(P(0.46, head_y + 0.085), (0.08 * w, 0.03 * h)))
            self._turban(surf, P, poly, circle, head_y, robe, trim)
            self._sword(poly, circle)
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
            self._tulip(poly, circle)
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
            self._spear(poly, circle)

    @staticmethod
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
        top += _bezier((0.33, head_y - 0.06), (0.28, head_y - 0.3), (0.72, head_y - 0.3), (0.67, head_y - 0.06), 16)
        poly(top, (244, 240, 230))
        # Wraps of the turban: curved bands.
        for k in range(3):
            y = head_y - 0.09 - k * 0.06
            band = _bezier((0.34 + k * 0.02, y), (0.42, y - 0.05), (0.58, y - 0.05), (0.66 - k * 0.02, y), 10)
            pygame.draw.lines(surf, robe, False, [P(x, yy) for x, yy in band], max(1, round(surf.get_width() * 0.02)))
        # Jewel and plume.
        plume = [(0.5, head_y - 0.16), (0.47, head_y - 0.3), (0.5, head_y - 0.38), (0.53, head_y - 0.3)]
        poly(plume, (236, 236, 240))
        circle(0.5, head_y - 0.15, 0.035, trim)
        circle(0.5, head_y - 0.15, 0.018, CRIMSON if trim != CRIMSON else TURQUOISE, outline=False)

    @staticmethod
    def _sword(poly: Callable[..., None], circle: Callable[..., None]) -> None:
        poly([(0.14, 0.96), (0.14, 0.3), (0.16, 0.24), (0.18, 0.3), (0.18, 0.96)], (214, 220, 228))
        poly([(0.09, 0.92), (0.23, 0.92), (0.23, 0.95), (0.09, 0.95)], GOLD)
        circle(0.16, 0.99, 0.025, GOLD)

    @staticmethod
    def _tulip(poly: Callable[..., None], circle: Callable[..., None]) -> None:
        poly([(0.83, 0.95), (0.84, 0.5), (0.86, 0.5), (0.85, 0.95)], (40, 120, 60))
        poly([(0.84, 0.7), (0.76, 0.6), (0.8, 0.58), (0.85, 0.66)], (60, 150, 80))
        cup = [(0.78, 0.38), (0.81, 0.45), (0.85, 0.35), (0.89, 0.45), (0.92, 0.38)]
        cup += _bezier((0.92, 0.38), (0.93, 0.5), (0.88, 0.53), (0.85, 0.53), 8)
        cup += _bezier((0.85, 0.53), (0.82, 0.53), (0.77, 0.5), (0.78, 0.38), 8)
        poly(cup, (214, 40, 56))

    @staticmethod
    def _spear(poly: Callable[..., None], circle: Callable[..., None]) -> None:
        poly([(0.835, 1.0), (0.835, 0.3), (0.855, 0.3), (0.855, 1.0)], (130, 90, 50))
        poly([(0.845, 0.14), (0.88, 0.26), (0.845, 0.32), (0.81, 0.26)], (214, 220, 228))
        circle(0.845, 0.33, 0.018, GOLD)

    # -- the back ------------------------------------------------------------------------------------------
    def _make_back(self, width: int) -> pygame.Surface:
        h = card_height(width)
        ss = _supersample(width)
        W, H = width * ss, h * ss
        big = _transparent((W, H), CARD_EDGE)
        r = round(self._radius(width) * ss)
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
        self._tilework(field, W / 4.2)
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
                pygame.draw.polygon(big, GOLD, _star(x, y, band * 0.3, band * 0.14, 4))
        m = round(n * 1.4)
        for i in range(m):
            y = frame.top + band + (frame.height - 2 * band) * (i + 0.5) / m
            for x in (frame.left + mid_band, frame.right - mid_band):
                pygame.draw.polygon(big, GOLD, _star(x, y, band * 0.3, band * 0.14, 4))

        # Central medallion: a large crimson eight-pointed star on a gold rosette.
        cx, cy = W / 2, H / 2
        R = W * 0.2
        pygame.draw.circle(big, LAPIS_DEEP, (cx, cy), R * 1.22)
        pygame.draw.polygon(big, GOLD, _star(cx, cy, R * 1.15, R * 0.86, 16))
        pygame.draw.polygon(big, CRIMSON, octagram(cx, cy, R))
        pygame.draw.polygon(big, GOLD, octagram(cx, cy, R), max(1, gold_w))
        pygame.draw.polygon(big, TURQUOISE, octagram(cx, cy, R * 0.55))
        pygame.draw.polygon(big, GOLD, octagram(cx, cy, R * 0.55), max(1, gold_w))
        pygame.draw.circle(big, GOLD, (cx, cy), R * 0.16)
        return _down(big, (width, h))

    @staticmethod
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
                    pygame.draw.polygon(field, GOLD, _star(x, y, arm * 0.9, arm * 0.35, 4))


def octagram(cx: float, cy: float, r: float) -> list[Point]:
    """An eight-pointed star of two overlapping squares (the Khatam), outer radius ``r``."""
    inner = r * math.cos(math.pi / 4) / math.cos(math.pi / 8)
    return _star(cx, cy, r, inner, 8)


def shadow_offset(width: int) -> tuple[int, int]:
    """Where to blit ``CardArt.shadow(width)`` relative to the card's top-left corner."""
    pad = _shadow_pad(width)
    drop = max(1, round(width * 0.025))
    return (-pad + drop // 2, -pad + drop)


def _shadow_pad(width: int) -> int:
    return max(3, round(width * 0.07))


def _make_shadow_surface(width: int) -> pygame.Surface:
    h = card_height(width)
    pad = _shadow_pad(width)
    surf = pygame.Surface((width + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, (0, 0, 0, 110), pygame.Rect(pad, pad, width, h), border_radius=round(CardArt._radius(width)))
    return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


def _make_highlight_surface(width: int, colour: Sequence[int]) -> pygame.Surface:
    h = card_height(width)
    ss = 2
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    big = _transparent((width * ss, h * ss), rgb)
    r = round(CardArt._radius(width) * ss)
    glow = max(2, round(width * 0.06)) * ss
    for i in range(glow):
        alpha = int(235 * (1 - i / glow) ** 2)
        pygame.draw.rect(big, (*rgb, alpha), big.get_rect().inflate(-2 * i, -2 * i), ss, border_radius=max(0, r - i))
    # A faint tint over the whole card.
    tint = _transparent((width * ss, h * ss), rgb)
    pygame.draw.rect(tint, (*rgb, 28), tint.get_rect().inflate(-2 * glow, -2 * glow), border_radius=max(0, r - glow))
    big.blit(tint, (0, 0))
    return _down(big, (width, h))
