"""New game, first step: which game. One row per game the window can play (game/ui/games.py), each with its name,
its line and its miniature card (the game's GameUI); choosing one opens its set-up. The last game played is
remembered (the settings' variant) and has the focus, so Enter, Enter starts it again."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import registry
from game.ui.games import game_ui, with_ui
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import game_name
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror, screen_panel
from game.ui.widgets import INK_DIM, Button, fit_text


class GameChooserScene(Scene):
    """The games as a column of buttons."""

    def __init__(self, ctx: Context, host: bool = False) -> None:
        super().__init__(ctx)
        #: The game chosen is hosted for friends (its set-up says Host).
        self.host = host
        self.games = with_ui()
        self.buttons = ButtonGroup()
        self._layout()
        last = registry.game_of_variant(ctx.settings.variant)
        ids = [game.id for game in self.games]
        self.buttons.focus = ids.index(last.id) if last is not None and last.id in ids else 0

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        rect = pygame.Rect(0, 0, round(min(w * 0.8, u * 50)), round(min(h * 0.9, u * (8 + 4.2 * len(self.games)))))
        rect.center = (w // 2, h // 2)
        return rect

    def rows(self) -> list[pygame.Rect]:
        box, u = self.box(), self.ctx.layout.unit
        return [
            pygame.Rect(box.x + u * 2, box.y + u * 4 + i * round(u * 4.2), box.w - u * 4, round(u * 3.6))
            for i in range(len(self.games))
        ]

    def blurb_room(self) -> int:
        """How wide a game's line may be: from beside its miniature to its Play button (the same in every row)."""
        row, u = self.rows()[0], self.ctx.layout.unit
        return row.right - u * 10 - (row.x + u + round((row.h - u // 2) * 1.05))

    def blurb_size(self) -> int:
        """The one text size of every game's line: the largest (up to the usual) at which the longest fits its
        room, so that the lines do not each shrink to a size of their own (a German reviewer saw four sizes)."""
        u, text, room = self.ctx.layout.unit, self.ctx.text, self.blurb_room()
        size = round(u * 0.85)
        blurbs = [game_ui(game.id).blurb() for game in self.games]
        while size > 9 and any(text.render(blurb, size, INK_DIM).get_width() > room for blurb in blurbs):
            size -= 1
        return size

    def _layout(self) -> None:
        box, u = self.box(), self.ctx.layout.unit
        items: list[tuple[Button, Callable[[], None]]] = []
        for game, row in zip(self.games, self.rows(), strict=True):
            button = mirror(self.ctx, row).rect(
                pygame.Rect(row.right - u * 9 - u // 2, row.y + round(u * 0.5), u * 9, round(u * 2.6))
            )
            items.append((Button(button, _("Play"), primary=False), lambda game=game: self.choose(game.id)))  # type: ignore[misc]
        back = pygame.Rect(0, 0, u * 10, round(u * 2.6))
        back.midbottom = (box.centerx, box.bottom - u)
        items.append((Button(back, _("Back"), primary=False), self.back))
        self.buttons.set(items)

    def choose(self, game_id: str) -> None:
        """Open the set-up of ``game_id``."""
        self.ctx.open("set_up", game_id, host=self.host)

    def pass_by(self, linger: float) -> None:
        self.choose_focused()

    def choose_focused(self) -> None:
        """Open the set-up of the focused game (the last one played when the screen opens)."""
        focus = self.buttons.focus if self.buttons.focus is not None and self.buttons.focus < len(self.games) else 0
        self.choose(self.games[focus].id)

    def back(self) -> None:
        self.ctx.pop(self)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        if isinstance(action, KeyPress) and pygame.K_1 <= action.key < pygame.K_1 + len(self.games):
            self.choose(self.games[action.key - pygame.K_1].id)
            return
        self._layout()
        self.buttons.handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, u = self.ctx, self.ctx.layout.unit
        box = self.box()
        screen_panel(surface, ctx, box, _("Host a table") if self.host else _("Choose a game"))
        self._layout()
        blurb_size = self.blurb_size()
        for index, (game, row) in enumerate(zip(self.games, self.rows(), strict=True)):
            focused = self.buttons.focus == index
            pygame.draw.rect(surface, (232, 186, 84) if focused else (60, 92, 76), row, 2, border_radius=u // 2)
            size = row.h - u // 2
            ui = game_ui(game.id)
            miniature = ui.miniature
            if isinstance(miniature, tuple):
                card = ctx.art.face(miniature[0], miniature[1], round(size / 1.4))
            else:
                card = ctx.art.round_face(miniature, size)
            flip = mirror(ctx, row)  # right to left: the card at the right, the text right-aligned beside it
            flip.blit(surface, card, midleft=(row.x + u // 2, row.centery))
            x = row.x + u + round(size * 1.05)
            name = ctx.text.render(f"{index + 1}. {game_name(game.id)}", round(u * 1.2), (246, 240, 222), bold=True)
            flip.blit(surface, name, topleft=(x, row.y + u // 3))
            blurb = fit_text(ctx.text, ui.blurb(), blurb_size, INK_DIM, self.blurb_room(), smallest=9)
            flip.blit(surface, blurb, topleft=(x, row.y + u // 3 + name.get_height()))
        self.buttons.draw(surface, ctx.text, ctx.pointer)
        hint = ctx.text.render(
            _("1 to {n}: choose · Arrows and Enter · Esc back").format(n=len(self.games)), round(u * 0.75), INK_DIM
        )
        surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom + u // 2)))
