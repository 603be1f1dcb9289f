"""Dialogs: the colour guess before a deal, the result of a game, and (at start) another copy running."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.core.events import GuessColour, Intent
from game.core.match import Match
from game.core.rules import Outcome
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, blit_centered, panel


class Table(Protocol):
    """What the dialogs use of the table under them (``game.ui.scenes.table.TableScene``)."""

    me: int
    players: int
    match: Match
    outcome: Outcome | None

    def submit(self, intent: Intent) -> str | None: ...

    def new_game(self) -> None: ...

    def seat_name(self, seat: int) -> str: ...

    def result_text(self) -> tuple[str, str]: ...


def another_copy_running(ctx: Context, reason: str) -> Scene:
    """At start, when another copy of the game owns the data folder: go on read-only (statistics, watching
    games; no Resume, games saved only once the other copy closes) or quit. ``reason``: the store's sentence
    saying where."""

    def quit_game() -> None:
        ctx.quit = True

    return ctx.make(
        "message",
        _("Panjpar is already running"),
        [
            reason,
            _(
                "You can open the saved games read-only: look at the statistics and watch games. Resume is not "
                "offered, and games played in this window are saved only once the other copy is closed."
            ),
        ],
        [(_("Open read-only"), None), (_("Quit"), quit_game)],
    )


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

    def __init__(self, ctx: Context, table: Table) -> None:
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


#: Height of a score-table row, in layout units.
ROW = 1.45


class GameOverScene(Scene):
    """The result of a game: who is the fool, the match score of every player, and the way on."""

    opaque = False

    def __init__(self, ctx: Context, table: Table) -> None:
        super().__init__(ctx)
        self.table = table
        self.buttons = ButtonGroup()
        self.buttons.focus = 0
        #: Seconds on screen (the autoplay demo leaves the result up a moment before playing again).
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def _texts(self, box: pygame.Rect, u: int) -> tuple[pygame.Surface, list[pygame.Surface]]:
        """The title and the detail lines, as drawn (the renderer caches them)."""
        title, detail = self.result_text()
        text = self.ctx.text
        head = text.render(title, round(u * 2.0), GOLD, bold=True)
        return head, text.render_lines(detail, round(u * 0.95), INK, round(box.w * 0.86))

    def _layout(self) -> pygame.Rect:
        players = self.table.players
        u = self.ctx.layout.unit
        box = dialog_rect(self.ctx, 0.48, 0.4)
        bw, bh = round(box.w * 0.4), round(u * 2.8)
        head, lines = self._texts(box, u)
        # As tall as what it holds: title, detail, the score table (a heading row and a row per player), buttons.
        content = u * 1.4 + head.get_height() + sum(line.get_height() for line in lines) + u // 2
        box.h = round(content + ROW * u * (players + 1) + u * 1.5 + bh + u * 1.5)
        box.centery = self.ctx.size[1] // 2
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
        self.ctx.replace_all(self.ctx.make("menu"))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        self.buttons.handle(action)

    def result_text(self) -> tuple[str, str]:
        """The title and the sentence: the game's own wording (its presenter's)."""
        return self.table.result_text()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 140)
        box = self._layout()
        u = self.ctx.layout.unit
        text = self.ctx.text
        surface.blit(panel(box.size, PANEL, 240, u, border=3), box)
        head, lines = self._texts(box, u)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + u)))
        y = box.y + u * 1.4 + head.get_height()
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self._score_table(surface, box, round(y + u // 2), u)
        self.buttons.draw(surface, text, self.ctx.pointer)

    def _score_table(self, surface: pygame.Surface, box: pygame.Rect, top: int, u: int) -> None:
        """The match so far: games won, lost (the fool) and drawn per player; this game's fool in gold."""
        text = self.ctx.text
        score = self.table.match.score
        outcome = self.table.outcome
        fool = outcome.loser if outcome is not None else None
        size = round(u * 0.95)
        row_h = round(u * ROW)
        labels = (_("Won"), _("Fool"), _("Drawn"))
        # The number columns from the right edge, each as wide as its heading: long (German) headings never meet.
        headings = [text.render(label, size, INK_DIM, bold=True) for label in labels]
        gap = u
        widths = [max(image.get_width(), u * 3) for image in headings]
        right = box.right - round(box.w * 0.08)
        centres: list[int] = []
        for width in reversed(widths):
            centres.insert(0, right - width // 2)
            right -= width + gap
        columns = [box.x + round(box.w * 0.1), *centres]
        heading = text.render(_("Match"), size, INK_DIM, bold=True)
        surface.blit(heading, heading.get_rect(midleft=(columns[0], top + row_h // 2)))
        for x, image in zip(columns[1:], headings, strict=True):
            surface.blit(image, image.get_rect(center=(x, top + row_h // 2)))
        for seat in range(self.table.players):
            y = top + row_h * (seat + 1)
            colour = GOLD if seat == fool else INK
            name = text.render(self.table.seat_name(seat), size, colour, bold=seat == fool)
            surface.blit(name, name.get_rect(midleft=(columns[0], y + row_h // 2)))
            values = (score.wins[seat], score.losses[seat], score.draws[seat])
            for x, value in zip(columns[1:], values, strict=True):
                image = text.render(str(value), size, colour, bold=seat == fool)
                surface.blit(image, image.get_rect(center=(x, y + row_h // 2)))
