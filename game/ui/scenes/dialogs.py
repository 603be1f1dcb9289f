"""Dialogs over the table: the colour guess before a deal, and the result of a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.events import GuessColour
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, blit_centered, panel

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


def dim(surface: pygame.Surface, alpha: int = 120) -> None:
    surface.blit(panel(surface.get_size(), (0, 0, 0), alpha, 0), (0, 0))


def dialog_rect(ctx: Context, w_share: float, h_share: float) -> pygame.Rect:
    w, h = ctx.size
    rect = pygame.Rect(0, 0, round(w * w_share), round(h * h_share))
    rect.center = (w // 2, h // 2)
    return rect


class GuessScene(Scene):
    """Red or black? The guess decides who attacks first (rule 2)."""

    opaque = False

    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx)
        self.table = table
        self.buttons = ButtonGroup()

    def _layout(self) -> pygame.Rect:
        box = dialog_rect(self.ctx, 0.46, 0.42)
        u = self.ctx.layout.unit
        bw, bh = round(box.w * 0.36), round(u * 3)
        red = pygame.Rect(0, 0, bw, bh)
        black = pygame.Rect(0, 0, bw, bh)
        red.midbottom = (box.centerx - bw // 2 - u, box.bottom - u * 2)
        black.midbottom = (box.centerx + bw // 2 + u, box.bottom - u * 2)
        self.buttons.set(
            [
                (Button(red, _("Red")), lambda: self.choose("red")),
                (Button(black, _("Black"), primary=False), lambda: self.choose("black")),
            ]
        )
        return box

    def choose(self, colour: str) -> None:
        self.ctx.pop(self)
        self.table.submit(GuessColour(self.table.me, "red" if colour == "red" else "black"))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress) and action.key == pygame.K_r:
            self.choose("red")
        elif isinstance(action, KeyPress) and action.key == pygame.K_b:
            self.choose("black")
        else:
            self.buttons.handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 110)
        box = self._layout()
        u = self.ctx.layout.unit
        text = self.ctx.text
        surface.blit(panel(box.size, PANEL, 235, u, border=3), box)
        title = text.render(_("Red or black?"), round(u * 1.8), GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + u * 1.2)))
        lines = text.render_lines(
            _("Guess the colour of the trump suit. Right: you attack first. Wrong: the bot does."),
            round(u * 0.95),
            INK,
            round(box.w * 0.86),
        )
        y = box.y + u * 4
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        art = self.ctx.art
        size = round(u * 1.8)
        for (button, _cb), suits in zip(self.buttons.items, ("HD", "SC"), strict=True):
            for k, suit in enumerate(suits):
                symbol = art.suit_symbol(suit, size, (236, 64, 72) if suit in "HD" else (250, 246, 236))
                centre = (button.rect.centerx + (k * 2 - 1) * size * 0.7, button.rect.y - size * 0.9)
                blit_centered(surface, symbol, (round(centre[0]), round(centre[1])))
        self.buttons.draw(surface, text, self.ctx.pointer)
        hint = text.render(_("Keys: R red, B black"), round(u * 0.75), INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - u // 2)))


class GameOverScene(Scene):
    """The result of a game, the match score, and the way on: play again or leave."""

    opaque = False

    def __init__(self, ctx: Context, table: TableScene) -> None:
        super().__init__(ctx)
        self.table = table
        self.buttons = ButtonGroup()
        self.buttons.focus = 0

    def _layout(self) -> pygame.Rect:
        box = dialog_rect(self.ctx, 0.44, 0.46)
        u = self.ctx.layout.unit
        bw, bh = round(box.w * 0.4), round(u * 2.8)
        again = pygame.Rect(0, 0, bw, bh)
        menu = pygame.Rect(0, 0, bw, bh)
        again.midbottom = (box.centerx - bw // 2 - u // 2, box.bottom - u * 1.5)
        menu.midbottom = (box.centerx + bw // 2 + u // 2, box.bottom - u * 1.5)
        self.buttons.set(
            [
                (Button(again, _("Play again")), self.play_again),
                (Button(menu, _("Main menu"), primary=False), self.main_menu),
            ]
        )
        return box

    def play_again(self) -> None:
        self.ctx.pop(self)
        self.table.new_game()

    def main_menu(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.ctx.replace_all(MenuScene(self.ctx))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        self.buttons.handle(action)

    def result_text(self) -> tuple[str, str]:
        outcome = self.table.outcome
        if outcome is None or outcome.loser is None:
            return _("A draw"), _("You both ran out of cards in the same battle.")
        if outcome.loser == self.table.me:
            return _("You lost"), _("The bot got rid of its cards first: you are the fool this time.")
        return _("You won!"), _("You got rid of all your cards. The bot is the fool.")

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        box = self._layout()
        u = self.ctx.layout.unit
        text = self.ctx.text
        surface.blit(panel(box.size, PANEL, 240, u, border=3), box)
        title, detail = self.result_text()
        head = text.render(title, round(u * 2.2), GOLD, bold=True)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + u * 1.2)))
        y = box.y + u * 4.4
        for line in text.render_lines(detail, round(u * 0.95), INK, round(box.w * 0.86)):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        score = self.table.match.score
        me, bot = self.table.me, self.table.bot_seat
        summary = _("Match: you {won} · bot {lost} · draws {drawn}").format(
            won=score.wins[me], lost=score.wins[bot], drawn=score.draws[me]
        )
        label = text.render(summary, round(u * 1.1), INK, bold=True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, y + u)))
        self.buttons.draw(surface, text, self.ctx.pointer)
