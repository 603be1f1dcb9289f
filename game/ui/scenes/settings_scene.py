"""Settings: language, hand order, animation speed, sound, four-colour deck, full screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import i18n
from game.ui.coach import restart_coach
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror, row_labels, screen_panel
from game.ui.settings import SPEEDS
from game.ui.widgets import Button


def _cycle(values: tuple[str, ...], current: str) -> str:
    return values[(values.index(current) + 1) % len(values)] if current in values else values[0]


class SettingsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = ButtonGroup()
        self.buttons.focus = 0

    def rows(self) -> list[tuple[str, str, Callable[[], None]]]:
        s = self.ctx.settings
        on_off = {True: _("On"), False: _("Off")}
        speed_names = {"off": _("Off"), "fast": _("Fast"), "normal": _("Normal"), "slow": _("Slow")}
        return [
            (_("Language"), i18n.LANGUAGES.get(s.language, s.language), self.next_language),
            (_("Sort my hand"), _("By suit, trumps last") if s.sort == "suit" else _("As dealt"), self.next_sort),
            (_("Animation speed"), speed_names[s.speed], self.next_speed),
            (_("Sound"), on_off[s.sound], self.toggle_sound),
            (_("Four-colour deck"), on_off[s.four_colour], self.toggle_four_colour),
            (_("Full screen"), on_off[s.fullscreen], self.toggle_fullscreen),
            (_("Take back moves"), on_off[s.take_back], self.toggle_take_back),
            (_("First-game coach"), on_off[s.coach], self.toggle_coach),
        ]

    def next_language(self) -> None:
        s = self.ctx.settings
        s.language = _cycle(tuple(i18n.LANGUAGES), s.language)
        problem = i18n.set_language(s.language)
        if problem is not None and self.ctx.saves is not None:  # shown by the app at the next frame
            self.ctx.saves.problems.append(problem)
        self.ctx.text.set_language(s.language)
        self.ctx.save_settings()

    def next_sort(self) -> None:
        s = self.ctx.settings
        s.sort = "dealt" if s.sort == "suit" else "suit"
        self.ctx.save_settings()

    def next_speed(self) -> None:
        s = self.ctx.settings
        s.speed = SPEEDS[(SPEEDS.index(s.speed) + 1) % len(SPEEDS)]
        self.ctx.save_settings()

    def toggle_sound(self) -> None:
        s = self.ctx.settings
        s.sound = not s.sound
        self.ctx.sounds.enabled = s.sound
        self.ctx.save_settings()

    def toggle_four_colour(self) -> None:
        s = self.ctx.settings
        s.four_colour = not s.four_colour
        self.ctx.art.four_colour = s.four_colour
        self.ctx.save_settings()

    def toggle_fullscreen(self) -> None:
        s = self.ctx.settings
        s.fullscreen = not s.fullscreen
        self.ctx.set_fullscreen(s.fullscreen)
        self.ctx.save_settings()

    def toggle_take_back(self) -> None:
        s = self.ctx.settings
        s.take_back = not s.take_back
        self.ctx.save_settings()

    def toggle_coach(self) -> None:
        """The coach off, or on again showing every tip from the start (game/ui/coach.py)."""
        restart_coach(self.ctx.settings, not self.ctx.settings.coach)
        self.ctx.save_settings()

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        rect = pygame.Rect(0, 0, round(min(w * 0.7, self.ctx.layout.unit * 44)), round(h * 0.8))
        rect.center = (w // 2, h // 2)
        return rect

    def _layout(self) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        flip = mirror(self.ctx, box)  # right to left: the buttons left of the labels
        rows = self.rows()
        bh = round(u * 2.3)
        gap = round((box.h - u * 9 - bh) / len(rows))
        items: list[tuple[Button, Callable[[], None]]] = []
        for i, (_label, value, callback) in enumerate(rows):
            rect = flip.rect(pygame.Rect(box.centerx + u, box.y + u * 5 + i * gap, box.w // 2 - u * 3, bh))
            items.append((Button(rect, value, primary=False), callback))
        back = pygame.Rect(0, 0, u * 10, round(u * 2.5))
        back.midbottom = (box.centerx, box.bottom - u)
        items.append((Button(back, _("Back")), self.back))
        self.buttons.set(items)

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
        screen_panel(surface, self.ctx, box, _("Settings"))
        self._layout()
        row_labels(surface, self.ctx, box, (label for label, _value, _cb in self.rows()), self.buttons)
        self.buttons.draw(surface, self.ctx.text, self.ctx.pointer)
