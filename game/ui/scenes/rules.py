"""A readable summary of the rules, with the three attack patterns drawn with the card art."""

from __future__ import annotations

import pygame

from game.panjpar.cards import Card, card
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, screen_panel
from game.ui.widgets import GOLD, INK, Button

#: The three attack patterns of rule 4, as example hands.
PATTERNS: tuple[tuple[Card, ...], ...] = (
    (card(9, 3),),
    (card(7, 1), card(7, 0), card(9, 2)),
    (card(13, 0), card(13, 2), card(4, 1), card(4, 3), card(7, 0)),
)


def rules_text() -> list[str]:
    return [
        _("Each player holds five cards; the next card is turned up for trumps and the rest lie on it as the stock."),
        _(
            "The attacker throws 1, 3 or 5 cards: one card, three with a pair, or five with two pairs — never more "
            "than the defender holds."
        ),
        _(
            "The defender may kill any attack card with a higher card of its suit, or with any trump (a trump only by "
            "a higher trump), and picks up the cards not killed."
        ),
        _(
            "Killed cards go to the discard heap. If every card was killed, the defender attacks next; otherwise the "
            "attacker attacks again."
        ),
        _("After each battle both draw back up to five while the stock lasts; the trump card is drawn last."),
        _("Once the stock is empty, the first to run out of cards wins. The one left holding cards is the fool."),
    ]


class RulesScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = ButtonGroup()
        self.buttons.focus = 0

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        rect = pygame.Rect(0, 0, round(w * 0.86), round(h * 0.9))
        rect.center = (w // 2, h // 2)
        return rect

    def _layout(self) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        back = pygame.Rect(0, 0, u * 10, round(u * 2.4))
        back.midbottom = (box.centerx, box.bottom - u)
        self.buttons.set([(Button(back, _("Back")), self.back)])

    def back(self) -> None:
        self.ctx.pop(self)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        self.buttons.handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        text, art = self.ctx.text, self.ctx.art
        screen_panel(surface, self.ctx, box, _("How to play"), 228)

        cw = max(40, round(self.ctx.layout.card_w * 0.62)) // 2 * 2
        captions = (_("1 card: any card"), _("3 cards: a pair and one more"), _("5 cards: two pairs and one more"))
        top = box.y + u * 4
        col_w = box.w // 3
        for i, (cards, caption) in enumerate(zip(PATTERNS, captions, strict=True)):
            cx = box.x + col_w * i + col_w // 2
            step = round(cw * 0.55)
            x0 = cx - (step * (len(cards) - 1) + cw) // 2
            for k, c in enumerate(cards):
                surface.blit(art.face(c.rank, c.suit.letter, cw), (x0 + k * step, top))
            label = text.render(caption, round(u * 0.95), GOLD, bold=True)
            surface.blit(label, label.get_rect(midtop=(cx, top + round(cw * 1.4) + u // 2)))

        y = top + round(cw * 1.4) + u * 2.6
        size = round(u * 0.95)
        width = box.w - u * 6
        for paragraph in rules_text():
            lines = text.render_lines(paragraph, size, INK, width)
            bullet = art.suit_symbol("D", round(size * 0.8), GOLD)
            surface.blit(bullet, (box.x + u * 2, round(y) + size // 4))
            for line in lines:
                surface.blit(line, (box.x + u * 3.5, round(y)))
                y += line.get_height()
            y += u * 0.45
        self.buttons.draw(surface, text, self.ctx.pointer)
