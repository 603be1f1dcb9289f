"""The faces of the French pack (2 to 10, jack, queen, king, ace of four suits): pips, corner indices, the
ornate ace of spades and the court panels, each drawn at the size asked for and cached.

The large-index face (for small screens and weak eyes) has one index, in the top-left corner (the part of a card
that shows in a fanned hand), with rank and suit about twice the usual size; the pips, ace or court panel move
right of it and shrink to fit."""

from __future__ import annotations

import math

import pygame

from game.ui.art.cache import ImageCache
from game.ui.art.court import draw_figure
from game.ui.art.palette import (
    CARD_EDGE,
    CARD_WHITE,
    GOLD,
    GOLD_DARK,
    INK_BLACK,
    INK_BLUE,
    INK_GREEN,
    INK_RED,
    LAPIS,
    LAPIS_DEEP,
    RGB,
)
from game.ui.art.shapes import Point, card_height, down, radius, star, supersample, transparent
from game.ui.art.suits import SUITS, draw_suit
from game.ui.rankletters import rank_letter
from game.ui.text import TextRenderer

RANKS: tuple[int, ...] = tuple(range(2, 15))  # 11=J, 12=Q, 13=K, 14=A
RANK_LABELS: dict[int, str] = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}

#: The large index: its column's width and its distance from the card's edge, in card widths, and how far down
#: it may reach (the trump card shows 0.62 of a width above the stock lying across it).
LARGE_COLUMN = 0.34
LARGE_MARGIN = 0.035
LARGE_INDEX_DEPTH = 0.6

TWO_COLOUR: dict[str, RGB] = {"S": INK_BLACK, "H": INK_RED, "D": INK_RED, "C": INK_BLACK}
FOUR_COLOUR: dict[str, RGB] = {"S": INK_BLACK, "H": INK_RED, "D": INK_BLUE, "C": INK_GREEN}


def check_card(rank: int, suit: str) -> None:
    if rank not in RANK_LABELS:
        raise ValueError(f"bad rank {rank!r}")
    if suit not in SUITS:
        raise ValueError(f"bad suit {suit!r}")


# Pip layouts: x in {0, .5, 1} across the pip columns, y 0..1 down the pip area.
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


class FrenchFaces:
    """Draws the French faces into ``cache`` (its pieces too: the blank card, indices, pips)."""

    def __init__(self, cache: ImageCache, text: TextRenderer, four_colour: bool = False) -> None:
        self._cache = cache
        self._text = text
        #: Four-colour deck (spades black, hearts red, diamonds blue, clubs green) for colour-blind players.
        self.four_colour = four_colour

    def face(self, rank: int, suit: str, width: int, large_index: bool = False) -> pygame.Surface:
        """The face of a card, ``width`` x ``card_height(width)``, transparent outside its rounded corners;
        ``large_index``: the large-index face."""
        check_card(rank, suit)
        if large_index:
            key = ("face-large", rank, suit, width, rank_letter(rank))  # the letter: the language's (German B, D)
            return self._cache.get(key, lambda: self._make_large_face(rank, suit, width))
        return self._cache.get(
            ("face", rank, suit, width, rank_letter(rank)), lambda: self._make_face(rank, suit, width)
        )

    def suit_symbol(self, suit: str, size: int, colour: RGB | None = None) -> pygame.Surface:
        """The suit symbol alone, ``size`` x ``size``, in the suit's colour (or ``colour``)."""
        if suit not in SUITS:
            raise ValueError(f"bad suit {suit!r}")
        ink = colour if colour is not None else self.suit_colour(suit)
        return self._cache.get(("suit", suit, size, ink), lambda: self._make_suit(suit, size, ink))

    def suit_colour(self, suit: str) -> RGB:
        """Ink colour of ``suit`` in the current colour scheme."""
        return (FOUR_COLOUR if self.four_colour else TWO_COLOUR)[suit]

    def _blank(self, width: int) -> pygame.Surface:
        """The white rounded card with its thin border (cached; copy before drawing)."""

        def make() -> pygame.Surface:
            h = card_height(width)
            ss = supersample(width)
            big = transparent((width * ss, h * ss), CARD_EDGE)
            r = round(radius(width) * ss)
            edge = max(1, round(ss * max(1.0, width / 110)))
            pygame.draw.rect(big, CARD_EDGE, big.get_rect(), border_radius=r)
            pygame.draw.rect(big, CARD_WHITE, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=r - edge)
            return down(big, (width, h))

        return self._cache.get(("blank", width), make)

    def _make_suit(self, suit: str, size: int, colour: RGB) -> pygame.Surface:
        ss = 4 if size < 80 else 2
        big = transparent((size * ss, size * ss), colour)
        draw_suit(big, suit, (0, 0, size * ss, size * ss), colour)
        return down(big, (size, size))

    def _pip(self, suit: str, size: int, upside_down: bool) -> pygame.Surface:
        pip = self.suit_symbol(suit, size)
        if not upside_down:
            return pip
        return self._cache.get(
            ("pipflip", suit, size, self.suit_colour(suit)), lambda: pygame.transform.flip(pip, True, True)
        )

    def _index(self, rank: int, suit: str, width: int) -> pygame.Surface:
        """The corner index: rank over suit, large, on a transparent surface."""

        def make() -> pygame.Surface:
            colour = self.suit_colour(suit)
            label = rank_letter(rank)
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
            surface = transparent((col_w, gh + gap + pip_size), colour)
            surface.blit(glyphs, ((col_w - gw) // 2, 0))
            surface.blit(self.suit_symbol(suit, pip_size), ((col_w - pip_size) // 2, gh + gap))
            return surface

        return self._cache.get(("index", rank, suit, width, rank_letter(rank)), make)

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

    # -- the large-index face -----------------------------------------------------------------------------
    def _large_index(self, rank: int, suit: str, width: int) -> pygame.Surface:
        """The large corner index: the rank about 0.32 of the card's width high over a suit 0.2 wide, together
        within :data:`LARGE_INDEX_DEPTH` of the top (so it shows on the trump card above the stock across it)."""

        def make() -> pygame.Surface:
            colour = self.suit_colour(suit)
            col_w = round(width * LARGE_COLUMN)
            text = self._text.render(rank_letter(rank), max(10, round(width * 0.42)), colour, bold=True)
            glyphs = text.subsurface(text.get_bounding_rect()).copy()
            gw, gh = glyphs.get_size()
            cap = round(width * 0.35)
            if gh > cap:  # a J or Q reaching below the line: as high as the digits
                gw, gh = max(1, round(gw * cap / gh)), cap
                glyphs = pygame.transform.smoothscale(glyphs, (gw, gh))
            if gw > col_w:  # "10": condense horizontally rather than shrink
                glyphs = pygame.transform.smoothscale(glyphs, (col_w, gh))
                gw = col_w
            pip_size = max(8, round(width * 0.2))
            gap = max(1, round(width * 0.015))
            surface = transparent((col_w, gh + gap + pip_size), colour)
            surface.blit(glyphs, ((col_w - gw) // 2, 0))
            surface.blit(self.suit_symbol(suit, pip_size), ((col_w - pip_size) // 2, gh + gap))
            return surface

        return self._cache.get(("index-large", rank, suit, width, rank_letter(rank)), make)

    def _make_large_face(self, rank: int, suit: str, width: int) -> pygame.Surface:
        h = card_height(width)
        card = self._blank(width).copy()
        # The picture takes the right part of the card, beside the index column.
        left = round(width * (LARGE_MARGIN + LARGE_COLUMN + 0.04))
        area = pygame.Rect(left, round(width * 0.06), width - left - round(width * 0.05), h - round(width * 0.12))
        if rank <= 10:
            self._draw_pips(card, rank, suit, width, area)
        elif rank == 14:
            self._draw_ace(card, suit, width, area)
        else:
            panel = self._court_panel(rank, suit, width, area.w)
            card.blit(panel, panel.get_rect(center=area.center))
        margin = round(width * LARGE_MARGIN)
        card.blit(self._large_index(rank, suit, width), (margin, margin))
        return card

    def _draw_pips(
        self, card: pygame.Surface, rank: int, suit: str, width: int, area: pygame.Rect | None = None
    ) -> None:
        """The pips of a number card across the card (or, narrower and smaller, across ``area``)."""
        h = card_height(width)
        size = max(6, round(width * (0.19 if rank <= 3 else 0.16)))
        x0, x1 = width * 0.335, width * 0.665
        y0, y1 = width * 0.21, h - width * 0.21
        if rank <= 3:
            y0, y1 = width * 0.24, h - width * 0.24
        if area is not None:
            size = max(5, round(width * (0.15 if rank <= 3 else 0.13)))
            x0, x1 = area.x + size * 0.7, area.right - size * 0.7
            y0, y1 = area.y + size * 0.7, area.bottom - size * 0.7
        for px, py in PIP_LAYOUTS[rank]:
            cx = x0 + (x1 - x0) * px
            cy = y0 + (y1 - y0) * py
            pip = self._pip(suit, size, upside_down=py > 0.5)
            card.blit(pip, (round(cx - size / 2), round(cy - size / 2)))

    def _draw_ace(self, card: pygame.Surface, suit: str, width: int, area: pygame.Rect | None = None) -> None:
        """The ace's one large pip (the ornate rosette for spades) in the middle of the card or of ``area``."""
        h = card_height(width)
        if area is not None:
            size = min(area.w, round(width * (0.42 if suit != "S" else 0.5)))
            image = self.suit_symbol(suit, size) if suit != "S" else self._rosette(width, size)
            card.blit(image, image.get_rect(center=area.center))
            return
        if suit != "S":
            size = round(width * 0.42)
            card.blit(self.suit_symbol(suit, size), ((width - size) // 2, (h - size) // 2))
            return
        d = round(width * 0.7)
        top = round(h / 2 - d / 2 - width * 0.04)
        card.blit(self._rosette(width, d), ((width - d) // 2, top))
        if width >= 70:
            name = self._text.render("PANJPAR", max(6, round(width * 0.075)), LAPIS_DEEP, bold=True)
            card.blit(name, ((width - name.get_width()) // 2, top + d + round(width * 0.03)))

    def _rosette(self, width: int, d: int) -> pygame.Surface:
        """The ornate ace of spades' rosette, ``d`` across on a card ``width`` wide."""
        colour = self.suit_colour("S")
        # The ornate ace of spades: a rosette of a sixteen-pointed gold star behind a lapis ring, the spade
        # with a small white eight-pointed star inside, and the game's name beneath.
        ss = supersample(width)
        big = transparent((d * ss, d * ss), GOLD)
        c = d * ss / 2
        pygame.draw.polygon(big, GOLD, star(c, c, c * 0.98, c * 0.8, 16))
        pygame.draw.polygon(big, GOLD_DARK, star(c, c, c * 0.98, c * 0.8, 16), max(1, ss))
        pygame.draw.circle(big, LAPIS, (c, c), c * 0.82)
        pygame.draw.circle(big, GOLD, (c, c), c * 0.82, max(1, round(ss * 1.2)))
        pygame.draw.circle(big, CARD_WHITE, (c, c), c * 0.74)
        for i in range(16):
            a = 2 * math.pi * i / 16
            pygame.draw.circle(big, GOLD, (c + c * 0.78 * math.sin(a), c - c * 0.78 * math.cos(a)), c * 0.025)
        s = c * 1.1
        draw_suit(big, "S", (c - s / 2, c - s / 2 - c * 0.02, s, s), colour)
        pygame.draw.polygon(big, CARD_WHITE, star(c, c - c * 0.05, c * 0.14, c * 0.065, 8))
        pygame.draw.polygon(big, GOLD, star(c, c - c * 0.05, c * 0.1, c * 0.046, 8))
        return down(big, (d, d))

    # -- court cards ---------------------------------------------------------------------------------------
    def _court_panel(self, rank: int, suit: str, width: int, panel_w: int | None = None) -> pygame.Surface:
        """The court figure's panel, 0.58 of the card wide (or ``panel_w``), mirrored about its middle."""
        h = card_height(width)
        pw = round(width * 0.58) if panel_w is None else panel_w
        ph = h - 2 * round(width * 0.065)
        ss = supersample(width)
        big = pygame.Surface((pw * ss, ph * ss), pygame.SRCALPHA)
        big.fill((*CARD_WHITE, 0))
        half = pygame.Surface((pw * ss, ph * ss // 2 + ss), pygame.SRCALPHA)
        half.fill((250, 244, 226, 255))
        draw_figure(half, rank, suit, self.suit_colour(suit))
        big.blit(half, (0, 0))
        big.blit(pygame.transform.flip(half, True, True), (0, ph * ss - half.get_height()))
        # Divider across the middle, then the frame.
        mid = ph * ss / 2
        line = max(1, round(ss * width / 110))
        pygame.draw.line(big, GOLD_DARK, (0, mid), (pw * ss, mid), line)
        rect = big.get_rect()
        pygame.draw.rect(big, GOLD, rect, max(1, round(line * 2.2)), border_radius=round(ss * width * 0.03))
        pygame.draw.rect(big, INK_BLACK, rect, line, border_radius=round(ss * width * 0.03))
        return down(big, (pw, ph))
