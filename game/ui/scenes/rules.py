"""How to play: each game's rules page (its GameUI's, game/ui/games.py), a tab per game, split into pages that fit.

Opened on a game (the table's own, or the last game played from the main menu); the tabs or the keys 1 to 5 show
another game's page, Previous and Next (or Left and Right, Page Up and Page Down) turn the pages, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import registry
from game.panjpar.cards import CARDS
from game.ui.games import GAME_UIS, rules_page
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import game_name
from game.ui.rules.flow import Bullet, CardSpot, Item, Metrics, TextLine, paginate
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror, screen_panel
from game.ui.widgets import GOLD, INK_DIM, Button

PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP)
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN)


def games_with_rules() -> list[str]:
    """The registry's games that have a rules page, in the registry's order."""
    return [game for game in registry.GAMES if game in GAME_UIS]


class RulesScene(Scene):
    """The rules of ``game`` (by default the last game played, else the first), a page at a time."""

    def __init__(self, ctx: Context, game: str | None = None) -> None:
        super().__init__(ctx)
        self.games = games_with_rules()
        if game is None:
            last = registry.game_of_variant(ctx.settings.variant)
            game = last.id if last is not None else None
        self.game = game if game in self.games else self.games[0]
        self.page = 0
        self._pages: dict[tuple[str, tuple[int, int]], list[list[Item]]] = {}
        self.buttons = ButtonGroup()
        self._layout()
        self.buttons.focus = self._back_index()

    # ----- where things go ---------------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        rect = pygame.Rect(0, 0, round(w * 0.86), round(h * 0.9))
        rect.center = (w // 2, h // 2)
        return rect

    def tab_rects(self) -> list[pygame.Rect]:
        box, u = self.box(), self.ctx.layout.unit
        gap = u // 2
        width = min(u * 9, (box.w - 4 * u - gap * (len(self.games) - 1)) // len(self.games))
        total = width * len(self.games) + gap * (len(self.games) - 1)
        x0, y = box.centerx - total // 2, box.y + round(u * 3.6)
        flip = mirror(self.ctx, box)  # right to left: the first game's tab at the right
        return [
            flip.rect(pygame.Rect(x0 + i * (width + gap), y, width, round(u * 1.9))) for i in range(len(self.games))
        ]

    def footer(self) -> pygame.Rect:
        box, u = self.box(), self.ctx.layout.unit
        return pygame.Rect(box.x + 2 * u, box.bottom - u - round(u * 2.4), box.w - 4 * u, round(u * 2.4))

    def content(self) -> pygame.Rect:
        """Where the page's pictures and paragraphs go: between the tabs and the buttons."""
        u = self.ctx.layout.unit
        top = self.tab_rects()[0].bottom + round(u * 0.8)
        bottom = self.footer().top - round(u * 0.6)
        return pygame.Rect(self.box().x + 2 * u, top, self.box().w - 4 * u, bottom - top)

    def pages(self, game: str | None = None) -> list[list[Item]]:
        """The screen pages of ``game``'s rules (the shown game's by default) at the window's size."""
        game = game or self.game
        key = (game, self.ctx.size)
        found = self._pages.get(key)
        if found is None:
            layout = self.ctx.layout
            metrics = Metrics(layout.unit, layout.card_w)
            found = self._pages[key] = paginate(rules_page(game), self.content(), metrics, self.ctx.text)
        return found

    def _layout(self) -> None:
        u = self.ctx.layout.unit
        items: list[tuple[Button, Callable[[], None]]] = []
        for game, rect in zip(self.games, self.tab_rects(), strict=True):
            items.append((Button(rect, game_name(game), primary=game == self.game), lambda g=game: self.show(g)))  # type: ignore[misc]
        footer = self.footer()
        count = len(self.pages())
        if count > 1:
            flip = mirror(self.ctx, footer)  # right to left: Previous at the right, Next at the left
            previous = flip.rect(pygame.Rect(footer.x, footer.y, u * 9, footer.h))
            following = flip.rect(pygame.Rect(footer.right - u * 9, footer.y, u * 9, footer.h))
            items.append((Button(previous, _("Previous"), False, self.page > 0), self.previous_page))
            items.append((Button(following, _("Next"), False, self.page < count - 1), self.next_page))
        back = pygame.Rect(0, 0, u * 10, footer.h)
        back.center = footer.center
        items.append((Button(back, _("Back")), self.back))
        self.buttons.set(items)

    def _back_index(self) -> int:
        return len(self.buttons.items) - 1

    # ----- what the player does ----------------------------------------------------------------------------
    def show(self, game: str) -> None:
        """Show ``game``'s rules from their first page."""
        if game in self.games:
            self.game, self.page = game, 0
            self._layout()
            self.buttons.focus = self._back_index()

    def next_page(self) -> None:
        self.page = min(self.page + 1, len(self.pages()) - 1)

    def previous_page(self) -> None:
        self.page = max(self.page - 1, 0)

    def back(self) -> None:
        self.ctx.pop(self)

    def resized(self) -> None:
        self._pages.clear()
        self.page = min(self.page, len(self.pages()) - 1)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress):
            key = action.key
            if self.ctx.text.rtl and key in (pygame.K_LEFT, pygame.K_RIGHT):  # towards the mirrored Next, Previous
                key = pygame.K_RIGHT if key == pygame.K_LEFT else pygame.K_LEFT
            if key == pygame.K_ESCAPE:
                self.back()
                return
            if key in PREVIOUS_KEYS:
                self.previous_page()
                return
            if key in NEXT_KEYS:
                self.next_page()
                return
            if pygame.K_1 <= key < pygame.K_1 + len(self.games):
                self.show(self.games[key - pygame.K_1])
                return
        self.buttons.handle(action)
        self._layout()

    # ----- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        box, u = self.box(), self.ctx.layout.unit
        text, art = self.ctx.text, self.ctx.art
        screen_panel(surface, self.ctx, box, _("How to play"), 228)
        pages = self.pages()
        self.page = min(self.page, len(pages) - 1)
        self._layout()
        flip = mirror(self.ctx, self.content())  # right to left: the page laid out as its mirror image
        items = pages[self.page]
        if flip.on:  # a mirrored fan's cards drawn from its left end, so that each card's index stays in sight
            items = [i for i in items if not isinstance(i, CardSpot)] + [
                i for i in items[::-1] if isinstance(i, CardSpot)
            ]
        for item in items:
            spot = flip.rect(item.rect).topleft
            if isinstance(item, TextLine):
                surface.blit(text.render(item.text, item.size, item.colour, bold=item.bold), spot)
            elif isinstance(item, CardSpot):
                surface.blit(self._card(item), spot)
            elif isinstance(item, Bullet):
                surface.blit(art.suit_symbol("D", item.rect.w, GOLD), spot)
        self.buttons.draw(surface, text, self.ctx.pointer)
        if len(pages) > 1:
            label = text.render(
                _("Page {n} of {m}").format(n=self.page + 1, m=len(pages)), round(u * 0.85), INK_DIM, bold=True
            )
            following = self.buttons.items[-2][0].rect
            flip = mirror(self.ctx, self.footer())
            surface.blit(label, flip.place(label, midright=(flip.rect(following).x - u, following.centery)))
        hint = text.render(
            _("1 to {n}: game · Left and Right: page · Esc back").format(n=len(self.games)), round(u * 0.75), INK_DIM
        )
        surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom + u // 3)))

    def _card(self, spot: CardSpot) -> pygame.Surface:
        if spot.pack == "french":
            card = CARDS[spot.card]
            return self.ctx.art.face(card.rank, card.suit.letter, spot.width)
        return self.ctx.art.round_face(spot.card, spot.width)
