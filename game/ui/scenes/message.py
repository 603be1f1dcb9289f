"""A message box over whatever is on screen: problems with the saved games, a bad record file, where an
export went, and yes/no questions (abandon the unfinished game?)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror
from game.ui.text import clip
from game.ui.widgets import GOLD, INK, INK_DIM, PANEL, Button, panel

Choice = tuple[str, Callable[[], None] | None]


class MessageScene(Scene):
    """A title, a few paragraphs and buttons. Each button closes the box, then runs its callback.

    With no ``choices`` there is one OK button; Enter presses the focused button (the first), Escape the
    last one (OK, or the "no" of a question).
    """

    opaque = False

    def __init__(
        self, ctx: Context, title: str, paragraphs: Sequence[str], choices: Sequence[Choice] | None = None
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.paragraphs = [p for p in paragraphs if p]
        self.choices: list[Choice] = list(choices) if choices else [(_("OK"), None)]
        self.buttons = ButtonGroup()
        self.buttons.focus = 0

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        width = round(min(w * 0.7, u * 46))
        body = self.body(width)
        lines = sum(line.get_height() for paragraph in body for line in paragraph)
        height = round(u * 8.5) + lines + u * max(0, len(body) - 1) // 2
        rect = pygame.Rect(0, 0, width, min(max(height, round(h * 0.3)), round(h * 0.9)))
        rect.center = (w // 2, h // 2)
        return rect

    def body(self, width: int) -> list[list[pygame.Surface]]:
        """The lines of each paragraph shown in a box ``width`` wide: as many as the tallest box can hold.

        A paragraph may quote a file or the database, so each is clipped to the characters those lines can
        show (:meth:`TextRenderer.capacity`) before it is wrapped: a huge text costs no more than a short one.
        """
        u = self.ctx.layout.unit
        text = self.ctx.text
        size = round(u * 0.9)
        inner = round(width - u * 3)
        room = max(1, (round(self.ctx.size[1] * 0.9) - round(u * 8.5)) // text.line_height(size))
        out: list[list[pygame.Surface]] = []
        for paragraph in self.paragraphs:
            if room <= 0:
                break
            lines = text.render_lines(clip(paragraph, text.capacity(size, inner, room)), size, INK, inner)[:room]
            room -= len(lines)
            out.append(lines)
        return out

    def _layout(self) -> pygame.Rect:
        box = self.box()
        u = self.ctx.layout.unit
        n = len(self.choices)
        bh = round(u * 2.4)
        bw = min(round(u * 12), (box.w - u * (n + 1)) // n)
        total = n * bw + (n - 1) * u
        x = box.centerx - total // 2
        items = []
        for i, (label, _callback) in enumerate(self.choices):
            rect = pygame.Rect(x + i * (bw + u), box.bottom - round(u * (1.9 if n > 1 else 1.0)) - bh, bw, bh)
            items.append((Button(mirror(self.ctx, box).rect(rect), label, primary=i == 0), self._chooser(i)))
        self.buttons.set(items)
        return box

    def _chooser(self, index: int) -> Callable[[], None]:
        def choose() -> None:
            self.choose(index)

        return choose

    def pass_by(self, linger: float) -> None:
        self.choose(0)

    def choose(self, index: int) -> None:
        """Close the box and run the callback of choice ``index``."""
        self.ctx.pop(self)
        callback = self.choices[index][1]
        if callback is not None:
            callback()

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.choose(len(self.choices) - 1)
            return
        if isinstance(action, KeyPress) and action.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(self.buttons.focus or 0)
            return
        self.buttons.handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(panel(surface.get_size(), (0, 0, 0), 130, 0), (0, 0))
        box = self._layout()
        u = self.ctx.layout.unit
        text = self.ctx.text
        surface.blit(panel(box.size, PANEL, 242, u, border=3), box)
        title = text.render(self.title, round(u * 1.5), GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + u)))
        y = box.y + u * 3.6
        limit = box.bottom - u * 4
        flip = mirror(self.ctx, box)  # right to left: the lines right-aligned
        for lines in self.body(box.w):
            for line in lines:
                if y + line.get_height() > limit:
                    break
                flip.blit(surface, line, topleft=(box.x + round(u * 1.5), round(y)))
                y += line.get_height()
            y += u // 2
        self.buttons.draw(surface, text, self.ctx.pointer)
        if len(self.choices) > 1:
            hint = text.render(_("Enter: yes · Esc: no"), round(u * 0.7), INK_DIM)
            surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - u // 2)))


def storage_problems(ctx: Context, problems: Sequence[str]) -> MessageScene:
    """The dialog that tells the player what went wrong with the saved games (and that play goes on)."""
    return MessageScene(
        ctx,
        _("About your saved games"),
        [*problems, _("Nothing was deleted. You can go on playing.")],
    )


def confirm(ctx: Context, title: str, question: str, yes: str, on_yes: Callable[[], None]) -> MessageScene:
    """A yes/no question: ``on_yes`` runs only if the player says yes."""
    return MessageScene(ctx, title, [question], [(yes, on_yes), (_("Cancel"), None)])
