"""Panjpar's colour guess before a deal (rule 2): a dialog over the table, opened by the presenter by name."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.panjpar.actions import Action as Intent
from game.panjpar.actions import GuessColour
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror
from game.ui.scenes.dialogs import dialog_rect, dim
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, blit_centered, panel


class Guesser(Protocol):
    """What the guess uses of the table under it: the player's seat, and the way to submit the guess."""

    me: int

    def submit(self, intent: Intent) -> str | None: ...


class GuessScene(Scene):
    """Red or black? The guess decides who attacks first (rule 2)."""

    opaque = False
    pauses_game = False  # part of the game: the deal under it goes on

    def __init__(self, ctx: Context, table: Guesser, opponent: str | None = None) -> None:
        super().__init__(ctx)
        self.table = table
        #: The person the guess is against (pass and play, a network table); ``None``: the bot.
        self.opponent = opponent
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
                (Button(mirror(self.ctx, box).rect(red), _("Red")), lambda: self.choose("red")),
                (Button(mirror(self.ctx, box).rect(black), _("Black"), primary=False), lambda: self.choose("black")),
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
        words = (
            _("Guess the colour of the trump suit. Right: you attack first. Wrong: {name} does.").format(
                name=self.opponent
            )
            if self.opponent is not None
            else _("Guess the colour of the trump suit. Right: you attack first. Wrong: the bot does.")
        )
        lines = text.render_lines(
            words,
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
