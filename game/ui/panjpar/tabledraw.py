"""Drawing the table: felt, stock and trump, discard heap, the card sprites with highlights, and the HUD.

Everything drawn is a cached surface (card images from the art module, text from the renderer, piles and
panels cached here), so a frame is blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.panjpar.cards import Card
from game.ui.anim import Sprite
from game.ui.art.cards import CardArt
from game.ui.art.effects import shadow_offset
from game.ui.art.theme import Theme
from game.ui.i18n import _, ngettext
from game.ui.layout import Layout
from game.ui.panjpar.board import Board
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, blit_centered, blit_line_start, fit_lines, fit_text, panel

#: The ring and tag colour of the attacker and of the defender.
ATTACK_COLOUR = (214, 86, 60)
DEFEND_COLOUR = (84, 150, 226)
ROLE_COLOURS: dict[str, tuple[int, int, int]] = {"attack": ATTACK_COLOUR, "defend": DEFEND_COLOUR}


#: The keyboard's focus on a card: a deep blue glow (white is lost on a white card) and a rise out of its row, as a
#: share of the card's height.
CARD_FOCUS: tuple[int, int, int] = (25, 95, 235)
FOCUS_RISE = 0.07


@dataclass(frozen=True)
class SeatPlate:
    """What one seat's name plate shows. ``role``: ``"attack"``, ``"defend"`` or ``""``."""

    name: str
    detail: str
    role: str = ""
    dealer: bool = False
    out: bool = False
    #: This seat is to move (and the table waits for it).
    active: bool = False
    thinking: bool = False


def battle_role(seat: int, attacker: int | None, defender: int | None) -> str:
    """A seat's part in the battle, as :class:`SeatPlate` shows it: ``"attack"``, ``"defend"`` or ``""``."""
    if seat == attacker:
        return "attack"
    return "defend" if seat == defender else ""


_RINGS: dict[tuple[int, int, tuple[int, int, int], int, int], pygame.Surface] = {}


def _ring(size: tuple[int, int], colour: tuple[int, int, int], width: int, radius: int) -> pygame.Surface:
    """A rounded outline (cached)."""
    key = (size[0], size[1], colour, width, radius)
    found = _RINGS.get(key)
    if found is None:
        if len(_RINGS) > 128:
            _RINGS.clear()
        found = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(found, (*colour, 255), found.get_rect(), width, border_radius=radius)
        _RINGS[key] = found
    return found


def suit_name(suit: int) -> str:
    """The suit's name in the player's language."""
    return (_("Spades"), _("Hearts"), _("Diamonds"), _("Clubs"))[suit]


def card_count(cards: int) -> str:
    """How many cards a seat holds, as its plate says it ("1 card", "5 cards")."""
    return ngettext("{n} card", "{n} cards", cards).format(n=cards)


def prewarm_cards(art: CardArt, pack: Iterable[Card], width: int) -> None:
    """Make the card images a table of ``pack`` draws at ``width`` now (every face, the back upright and
    crosswise, the shadow), so that no frame in play pays for drawing a new card."""
    for c in pack:
        art.face(c.rank, c.suit.letter, width)
    art.back(width)
    art.back_rotated(width)
    art.shadow(width)


_PILES: dict[tuple[int, int, int, int, Theme], pygame.Surface] = {}


def card_image(art: CardArt, sprite: Sprite, width: int) -> pygame.Surface:
    if sprite.card is not None and sprite.face_up:
        card = Card(sprite.card)
        return art.face(card.rank, card.suit.letter, width)
    return art.back(width)


def pile(art: CardArt, width: int, cards: int, step: float) -> pygame.Surface:
    """A face-down pile of ``cards`` (a visible layer per few cards), drawn from its top card's corner.

    The pile rises up and to the left by ``step`` pixels per card (the discard heap).
    """
    return _layered(art.back, width, cards, step, 0, art.theme)


def crosswise_pile(art: CardArt, width: int, cards: int, step: float) -> pygame.Surface:
    """The stock: ``cards`` face-down cards turned 90 degrees, its top card at the surface's top-left corner.

    The pile's thickness (a layer per few cards, ``step`` pixels per card) shows below and to the right of the
    top card, so it visibly thins as the stock is drawn; the number of cards is never written (rule 11).
    """
    return _layered(art.back_rotated, width, cards, step, 90, art.theme)


def _layered(
    back_of: Callable[[int], pygame.Surface], width: int, cards: int, step: float, angle: int, theme: Theme
) -> pygame.Surface:
    """``cards`` backs (``back_of(width)``), a layer per three cards, ``step`` pixels of thickness per card,
    the top one at the top-left corner (cached per ``angle`` and ``theme`` of the back)."""
    key = (width, cards, round(step * 100), angle, theme)
    found = _PILES.get(key)
    if found is not None:
        return found
    layers = 0 if cards <= 0 else 1 + (cards - 1) // 3
    lift = round(cards * step)
    back = back_of(width)
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
        self._rotated_shadows: dict[int, pygame.Surface] = {}

    def felt(self, surface: pygame.Surface, layout: Layout) -> None:
        surface.blit(self.art.cloth(layout.size), (0, 0))

    def zones(self, surface: pygame.Surface, board: Board, layout: Layout) -> None:
        """The fixed things under the cards: the stock across the trump card, the discard heap, empty places.

        The trump card lies face up and upright; the stock lies crosswise over its lower part, so the trump's
        corner index stays readable (rule 1). Once the stock is gone the trump card is drawn last, then it too
        leaves the table.
        """
        cw = layout.card_w
        trump = board.trump_sprite
        if trump is not None and not trump.moving:
            surface.blit(self.art.shadow(cw), _add(layout.trump.topleft, shadow_offset(cw)))
            surface.blit(card_image(self.art, trump, cw), layout.trump)
        elif trump is None and board.stock_left <= 0:
            self._outline(surface, layout.trump, layout)
        if board.stock_left > 0:
            image = crosswise_pile(self.art, cw, board.stock_left, layout.stock_step)
            shadow = self._shadow_rotated(cw)
            surface.blit(shadow, _add(layout.stock.topleft, shadow_offset(cw)))
            surface.blit(image, layout.stock.topleft)
        if board.discard_base > 0:
            image = pile(self.art, cw, board.discard_base, layout.stock_step)
            lift = image.get_height() - layout.card_h - 1
            surface.blit(image, layout.discard.move(-lift // 2, -lift))
        elif not board.discard:
            self._outline(surface, layout.discard.inflate(-8, -6), layout)

    def _shadow_rotated(self, width: int) -> pygame.Surface:
        """The card shadow turned 90 degrees, made once per card width."""
        found = self._rotated_shadows.get(width)
        if found is None:
            found = pygame.transform.rotate(self.art.shadow(width), 90)
            self._rotated_shadows = {width: found}
        return found

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
            colour = glow.get(sprite.card) if sprite.card is not None and sprite.face_up else None
            # The keyboard's card stands a little out of its row, as well as glowing.
            rise = round(layout.card_h * FOCUS_RISE) if colour == CARD_FOCUS else 0
            pos = (round(sprite.pos[0]), round(sprite.pos[1]) - rise)
            lifted = sprite.moving or sprite in board.held
            lift = layout.card_w // 14 if lifted else 0
            surface.blit(shadow, (pos[0] + base[0] + lift, pos[1] + base[1] + lift * 2))
            surface.blit(card_image(self.art, sprite, cw), pos)
            if colour is not None:
                surface.blit(self.art.highlight(cw, colour), pos)

    # ----- HUD ---------------------------------------------------------------------------------------------
    def top_bar(
        self,
        surface: pygame.Surface,
        layout: Layout,
        score: str,
        trump: int | None,
        battle: tuple[str, str] | None = None,
        right: int | None = None,
    ) -> None:
        """The bar along the top: the match score at the left, the trump suit in the middle, and right of it
        ``battle``, who attacks whom ("Bot 1 → Bot 2", in the plates' attack and defence colours), up to
        ``right`` (the table's buttons; the Menu button's edge by default)."""
        bar = layout.top_bar
        surface.blit(panel(bar.size, PANEL, 215, 0), bar)
        pygame.draw.line(surface, (120, 92, 36), bar.bottomleft, bar.bottomright, 2)
        u = layout.unit
        trump_left = trump_right = bar.centerx
        if trump is not None:
            letter = "SHDC"[trump]
            title = self.text.render(_("Trumps"), round(u * 0.85), INK_DIM)
            name = self.text.render(suit_name(trump), round(u * 0.95), GOLD, bold=True)
            symbol_size = round(bar.h * 0.7)
            badge = self.art.suit_symbol(letter, symbol_size)
            disc = panel((symbol_size + 8, symbol_size + 8), (250, 246, 236), 255, (symbol_size + 8) // 2)
            total = title.get_width() + disc.get_width() + name.get_width() + u
            x = trump_left = bar.centerx - total // 2
            if self.text.rtl:  # read from the right: "Trumps", the suit's disc, its name
                title, name = name, title
            surface.blit(title, title.get_rect(midleft=(x, bar.centery)))
            x += title.get_width() + u // 2
            drect = surface.blit(disc, disc.get_rect(midleft=(x, bar.centery)))
            blit_centered(surface, badge, drect.center)
            x += disc.get_width() + u // 2
            surface.blit(name, name.get_rect(midleft=(x, bar.centery)))
            trump_right = x + name.get_width()
        end = layout.menu_button.x if right is None else right
        # The score left of the trump, the wider side (the table's buttons take the right), in any language: right
        # to left, the buttons' longer words left the score too little room between them and the trump. A score
        # too long for one line takes two.
        left, right_end = layout.score.x, trump_left - u
        lines = fit_lines(self.text, score, round(u * 0.95), INK, right_end - left, bar.h)
        y = bar.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            blit_line_start(surface, self.text, line, left, right_end, y + line.get_height() // 2)
            y += line.get_height()
        if battle is not None:
            self._battle_arrow(surface, battle, trump_right + u, end - u, bar.centery, u)

    def _battle_arrow(
        self, surface: pygame.Surface, battle: tuple[str, str], left: int, right: int, y: int, u: int
    ) -> None:
        size = round(u * 0.95)
        smallest = max(9, round(u * 0.7))  # smaller still is unreadable: the plates' tags say it then
        while True:
            parts = [
                self.text.render(battle[0], size, ATTACK_COLOUR, bold=True),
                self.text.render("←" if self.text.rtl else "→", size, INK, bold=True),
                self.text.render(battle[1], size, DEFEND_COLOUR, bold=True),
            ]
            if self.text.rtl:  # read from the right: the attacker at the right, the arrow pointing left
                parts.reverse()
            total = sum(p.get_width() for p in parts) + u
            if total <= right - left or size <= smallest:
                break
            size -= 1
        if total > right - left:
            return
        x = (left + right) // 2 - total // 2
        for part in parts:
            surface.blit(part, part.get_rect(midleft=(x, y)))
            x += part.get_width() + u // 2

    def seat_plate(
        self, surface: pygame.Surface, rect: pygame.Rect, layout: Layout, seat: SeatPlate, clock: float
    ) -> None:
        """A seat's name plate: name, difficulty and cards, its part in the battle, the dealer, or out."""
        u = layout.unit
        pad = max(4, u // 3)
        inner = rect.w - 2 * pad
        ring = INK_DIM if seat.out else ROLE_COLOURS.get(seat.role, GOLD if seat.active else None)
        surface.blit(panel(rect.size, PANEL, 120 if seat.out else 215, u // 2), rect)
        if ring is not None:
            surface.blit(_ring(rect.size, ring, 3 if seat.role or seat.active else 2, u // 2), rect)
        ink = INK_DIM if seat.out else INK
        title = fit_text(
            self.text, seat.name, round(u * 1.0), GOLD if seat.active and not seat.out else ink, inner, bold=True
        )
        y = rect.y + pad
        surface.blit(title, title.get_rect(midtop=(rect.centerx, y)))
        y += title.get_height()
        line = fit_text(self.text, seat.detail, round(u * 0.82), ink, inner)
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        tags: list[tuple[str, tuple[int, int, int], bool]] = []
        if seat.out:
            tags.append((_("out"), (96, 104, 100), True))
        elif seat.role:
            tags.append((_("attacks") if seat.role == "attack" else _("defends"), ROLE_COLOURS[seat.role], True))
        if seat.dealer:
            tags.append((_("dealer"), GOLD, False))
        self._tags(surface, tags, rect, rect.bottom - pad, u, inner)
        if seat.thinking:
            y = rect.y + pad + title.get_height() // 2
            for i in range(3):
                phase = (clock * 2.2 - i * 0.25) % 1.0
                alpha = 90 + int(165 * max(0.0, math.sin(phase * math.pi)))
                dot = panel((u // 3, u // 3), GOLD, alpha, u // 6)
                surface.blit(dot, dot.get_rect(center=(rect.right - pad - u // 4 - (2 - i) * (u // 2), y)))

    def _tags(
        self,
        surface: pygame.Surface,
        tags: list[tuple[str, tuple[int, int, int], bool]],
        rect: pygame.Rect,
        bottom: int,
        u: int,
        max_w: int,
    ) -> None:
        """Small pills in a row, centred, their bottom at ``bottom``; filled pills for the role, outlined else."""
        if not tags:
            return
        size = round(u * 0.72)
        while True:
            labels = [
                self.text.render(t, size, (255, 255, 255) if filled else GOLD, bold=True) for t, _c, filled in tags
            ]
            widths = [label.get_width() + u // 2 + 2 for label in labels]
            total = sum(widths) + (len(tags) - 1) * (u // 4)
            if total <= max_w or size <= 9:
                break
            size -= 1
        x = rect.centerx - total // 2
        h = max(label.get_height() for label in labels) + 2
        for (_text, colour, filled), label, width in zip(tags, labels, widths, strict=True):
            box = pygame.Rect(x, bottom - h, width, h)
            if filled:
                surface.blit(panel(box.size, colour, 235, h // 2), box)
            else:
                surface.blit(_ring(box.size, colour, 2, h // 2), box)
            blit_centered(surface, label, box.center)
            x += width + u // 4

    def banner(self, surface: pygame.Surface, layout: Layout, message: str, mine: bool) -> None:
        if not message:
            return
        u = layout.unit
        ink = (30, 22, 8) if mine else INK
        label = fit_text(self.text, message, round(u * 1.05), ink, layout.banner.w - u * 2, bold=True)
        box = label.get_rect().inflate(u * 2, round(u * 0.7))
        box.center = layout.banner.center
        colour = GOLD if mine else (22, 52, 74)
        surface.blit(panel(box.size, colour, 235, box.h // 2), box)
        blit_centered(surface, label, box.center)


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return a[0] + b[0], a[1] + b[1]
