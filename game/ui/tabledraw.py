"""Drawing the table: felt, stock and trump, discard heap, the card sprites with highlights, and the HUD.

Everything drawn is a cached surface (card images from the art module, text from the renderer, piles and
panels cached here), so a frame is blits.
"""

from __future__ import annotations

import math

import pygame

from game.core.cards import Card
from game.ui.anim import Sprite
from game.ui.board import Board
from game.ui.cardart import CardArt, shadow_offset, table_cloth
from game.ui.i18n import _
from game.ui.layout import Layout
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, blit_centered, panel


def suit_name(suit: int) -> str:
    """The suit's name in the player's language."""
    return (_("Spades"), _("Hearts"), _("Diamonds"), _("Clubs"))[suit]


_PILES: dict[tuple[int, int, int], pygame.Surface] = {}


def card_image(art: CardArt, sprite: Sprite, width: int) -> pygame.Surface:
    if sprite.card is not None and sprite.face_up:
        card = Card(sprite.card)
        if sprite.crosswise:
            return art.face_rotated(card.rank, card.suit.letter, width)
        return art.face(card.rank, card.suit.letter, width)
    return art.back_rotated(width) if sprite.crosswise else art.back(width)


def pile(art: CardArt, width: int, cards: int, step: float) -> pygame.Surface:
    """A face-down pile of ``cards`` (a visible layer per few cards), drawn from its top card's corner.

    The pile rises up and to the left by ``step`` pixels per card, as :meth:`Layout.stock_slot` places its top.
    """
    layers = 0 if cards <= 0 else 1 + (cards - 1) // 3
    lift = round(cards * step)
    key = (width, cards, round(step * 100))
    found = _PILES.get(key)
    if found is not None:
        return found
    back = art.back(width)
    surf = pygame.Surface((back.get_width() + lift // 2 + 1, back.get_height() + lift + 1), pygame.SRCALPHA)
    for i in range(layers):
        f = (layers - 1 - i) / max(1, layers - 1)
        surf.blit(back, (round(f * lift / 2), round(f * lift)))
    if len(_PILES) > 200:
        _PILES.clear()
    _PILES[key] = surf
    return surf


class TableDrawer:
    """Draws a :class:`Board` and its HUD for the current layout."""

    def __init__(self, art: CardArt, text: TextRenderer) -> None:
        self.art = art
        self.text = text

    def felt(self, surface: pygame.Surface, layout: Layout) -> None:
        surface.blit(table_cloth(layout.size), (0, 0))

    def zones(self, surface: pygame.Surface, board: Board, layout: Layout) -> None:
        """The fixed things under the cards: the stock over the trump card, the discard heap, empty slots."""
        cw = layout.card_w
        if board.trump_sprite is not None:
            pos = (round(board.trump_sprite.pos[0]), round(board.trump_sprite.pos[1]))
            surface.blit(card_image(self.art, board.trump_sprite, cw), pos)
        else:
            self._outline(surface, layout.trump, layout)
        if board.stock_left > 0:
            top = layout.stock_slot(board.stock_left)
            image = pile(self.art, cw, board.stock_left, layout.stock_step)
            surface.blit(self.art.shadow(cw), _add(layout.stock.topleft, shadow_offset(cw)))
            surface.blit(image, (top.x, top.y))
        if board.discard_base > 0:
            image = pile(self.art, cw, board.discard_base, layout.stock_step)
            lift = image.get_height() - layout.card_h - 1
            surface.blit(image, layout.discard.move(-lift // 2, -lift))
        elif not board.discard:
            self._outline(surface, layout.discard.inflate(-8, -6), layout)

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, layout: Layout) -> None:
        outline = panel(rect.size, (0, 0, 0), 40, round(layout.card_w * 0.08))
        surface.blit(outline, rect)

    def sprites(
        self, surface: pygame.Surface, board: Board, layout: Layout, glow: dict[int, tuple[int, int, int]]
    ) -> None:
        """Every card sprite, bottom to top; ``glow`` maps a card to its highlight colour."""
        cw = layout.card_w
        shadow = self.art.shadow(cw)
        base = shadow_offset(cw)
        for sprite in board.draw_order():
            pos = (round(sprite.pos[0]), round(sprite.pos[1]))
            lifted = sprite.moving or sprite in board.held
            lift = layout.card_w // 14 if lifted else 0
            surface.blit(shadow, (pos[0] + base[0] + lift, pos[1] + base[1] + lift * 2))
            surface.blit(card_image(self.art, sprite, cw), pos)
            colour = glow.get(sprite.card) if sprite.card is not None and sprite.face_up else None
            if colour is not None:
                surface.blit(self.art.highlight(cw, colour), pos)

    # ----- HUD ---------------------------------------------------------------------------------------------
    def top_bar(self, surface: pygame.Surface, layout: Layout, score: str, trump: int | None) -> None:
        bar = layout.top_bar
        surface.blit(panel(bar.size, PANEL, 215, 0), bar)
        pygame.draw.line(surface, (120, 92, 36), bar.bottomleft, bar.bottomright, 2)
        u = layout.unit
        label = self.text.render(score, round(u * 0.95), INK, bold=True)
        surface.blit(label, label.get_rect(midleft=(layout.score.x, bar.centery)))
        if trump is not None:
            letter = "SHDC"[trump]
            title = self.text.render(_("Trumps"), round(u * 0.85), INK_DIM)
            name = self.text.render(suit_name(trump), round(u * 0.95), GOLD, bold=True)
            symbol_size = round(bar.h * 0.7)
            badge = self.art.suit_symbol(letter, symbol_size)
            disc = panel((symbol_size + 8, symbol_size + 8), (250, 246, 236), 255, (symbol_size + 8) // 2)
            total = title.get_width() + disc.get_width() + name.get_width() + u
            x = bar.centerx - total // 2
            surface.blit(title, title.get_rect(midleft=(x, bar.centery)))
            x += title.get_width() + u // 2
            drect = surface.blit(disc, disc.get_rect(midleft=(x, bar.centery)))
            blit_centered(surface, badge, drect.center)
            x += disc.get_width() + u // 2
            surface.blit(name, name.get_rect(midleft=(x, bar.centery)))

    def plate(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        layout: Layout,
        name: str,
        cards: int,
        active: bool,
        thinking: bool,
        clock: float,
    ) -> None:
        u = layout.unit
        surface.blit(panel(rect.size, PANEL, 215, u // 2, border=3 if active else 0), rect)
        title = self.text.render(name, round(u * 1.0), GOLD if active else INK, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + u // 2)))
        count = _("1 card") if cards == 1 else _("{n} cards").format(n=cards)
        line = self.text.render(count, round(u * 0.9), INK)
        surface.blit(line, line.get_rect(midtop=(rect.centerx, rect.y + u // 2 + round(u * 1.4))))
        if thinking:
            y = rect.bottom - round(u * 0.9)
            for i in range(3):
                phase = (clock * 2.2 - i * 0.25) % 1.0
                alpha = 90 + int(165 * max(0.0, math.sin(phase * math.pi)))
                dot = panel((u // 2, u // 2), GOLD, alpha, u // 4)
                surface.blit(dot, dot.get_rect(center=(rect.centerx + (i - 1) * u, y)))

    def banner(self, surface: pygame.Surface, layout: Layout, message: str, mine: bool) -> None:
        if not message:
            return
        u = layout.unit
        label = self.text.render(message, round(u * 1.05), (30, 22, 8) if mine else INK, bold=True)
        box = label.get_rect().inflate(u * 2, round(u * 0.7))
        box.center = layout.banner.center
        colour = GOLD if mine else (22, 52, 74)
        surface.blit(panel(box.size, colour, 235, box.h // 2), box)
        blit_centered(surface, label, box.center)


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return a[0] + b[0], a[1] + b[1]
