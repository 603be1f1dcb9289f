"""The first-game coach: a small panel at the table that explains a situation the first time it arises.

A game's presenter says which tips fit the position it shows (:class:`Coaching`, in game/ui/presenter.py) and
where a panel may go without hiding the cards the player needs; :class:`Coach` shows the first of them the player
has never seen, stores it at once in the settings (``coach_seen``) so that it never comes again, even after a
crash, and is silent once the
player turns it off (``coach``; the Settings screen turns it on again and forgets what was shown). The panel never
holds up the game: the events and the bots go on underneath, and only a click on its own buttons or its keys
(G: got it, O: turn the coach off) is taken from the table.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.devaids import log_intents
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown
from game.ui.settings import Settings
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, PANEL, Button, Mirror, panel

#: The keys of the panel's two buttons.
GOT_IT_KEY = pygame.K_g
OFF_KEY = pygame.K_o
#: The smallest text the panel shrinks to in a small window.
SMALLEST_TEXT = 10


@dataclass(frozen=True, slots=True)
class Tip:
    """One explanation: ``key`` is remembered once shown (game/storage/settings.py lists the keys)."""

    key: str
    title: str
    text: str


@dataclass(frozen=True, slots=True)
class CoachPlace:
    """Where the panel may go: inside ``area``, against its top edge or (``from_top`` false) its bottom edge."""

    area: pygame.Rect
    from_top: bool = False


def seen_tips(settings: Settings) -> frozenset[str]:
    return frozenset(key for key in settings.coach_seen.split(",") if key)


def restart_coach(settings: Settings, on: bool) -> None:
    """Turn the coach on (every tip shown again from the start) or off."""
    settings.coach = on
    if on:
        settings.coach_seen = ""


class Coach:
    """Which tip shows now, for ``settings`` (``save`` stores them, as soon as a tip shows)."""

    def __init__(self, settings: Settings, save: Callable[[], None]) -> None:
        self.settings = settings
        self.save = save
        self.tip: Tip | None = None
        self.place: CoachPlace | None = None

    def offer(self, tips: Sequence[Tip], place: CoachPlace) -> None:
        """The tips that fit the position shown now, best first: the one showing goes once its situation has
        passed, and the first tip never shown comes up (and counts as seen) if none shows."""
        keys = {tip.key for tip in tips}
        if self.tip is not None and self.tip.key not in keys:
            self.tip = None
        self.place = place
        if self.tip is not None or not self.settings.coach:
            return
        seen = seen_tips(self.settings)
        fresh = next((tip for tip in tips if tip.key not in seen), None)
        if fresh is not None:
            self.tip = fresh
            self.settings.coach_seen = ",".join(sorted(seen | {fresh.key}))
            self.save()  # stored now: a crash (or kill -9) never shows it again
            if log_intents():  # the tests that drive a real window read it
                print(f"coach {fresh.key}", file=sys.stderr, flush=True)

    def got_it(self) -> None:
        self.tip = None

    def turn_off(self) -> None:
        self.tip = None
        restart_coach(self.settings, False)
        self.save()

    def close(self) -> None:
        """The table closes: store anything a refused write left waiting (the saves write only what changed, and
        tell a disk that refuses the write once: game/ui/saving.py)."""
        self.save()

    # ----- the panel -----------------------------------------------------------------------------------------
    def panel_layout(self, text: TextRenderer, unit: int) -> PanelLayout | None:
        """Where the panel showing now and its parts lie (``None``: no tip shows)."""
        if self.tip is None or self.place is None:
            return None
        return lay_out_panel(self.tip, self.place, text, unit)

    def handle(self, action: Action, text: TextRenderer, unit: int) -> bool:
        """Whether ``action`` was the panel's (a click on its buttons or its keys); nothing else is taken."""
        shown = self.panel_layout(text, unit)
        if shown is None:
            return False
        if isinstance(action, KeyPress) and action.key in (GOT_IT_KEY, OFF_KEY):
            if action.key == GOT_IT_KEY:
                self.got_it()
            else:
                self.turn_off()
            return True
        if isinstance(action, PointerDown):
            if shown.got_it.collidepoint(action.pos):
                self.got_it()
                return True
            if shown.off.collidepoint(action.pos):
                self.turn_off()
                return True
            return shown.rect.collidepoint(action.pos)  # a click on the panel itself does nothing underneath
        return False

    def draw(self, surface: pygame.Surface, text: TextRenderer, unit: int, pointer: tuple[int, int] | None) -> None:
        shown = self.panel_layout(text, unit)
        if shown is None:
            return
        surface.blit(panel(shown.rect.size, PANEL, 248, max(6, unit // 2), border=2), shown.rect)
        for line, rect, bold in shown.lines:
            surface.blit(text.render(line, shown.size, GOLD if bold else INK, bold=bold), rect)
        Button(shown.got_it, got_it_label()).draw(surface, text, pointer)
        Button(shown.off, off_label(), primary=False).draw(surface, text, pointer)


@dataclass(frozen=True, slots=True)
class PanelLayout:
    """The panel's rectangle, its text lines (text, place, bold), their size, and its two buttons."""

    rect: pygame.Rect
    lines: tuple[tuple[str, pygame.Rect, bool], ...]
    size: int
    got_it: pygame.Rect
    off: pygame.Rect


def got_it_label() -> str:
    return _("Got it (G)")


def off_label() -> str:
    return _("Turn the coach off (O)")


def _button_widths(text: TextRenderer, inner: int, gap: int, button_h: int) -> tuple[int, int] | None:
    """The widths of Got it and Turn off side by side in ``inner``, each in proportion to its label (a long
    translation gets the room it needs); ``None`` when the labels do not fit side by side even at the smallest."""
    for label_size in (max(12, round(button_h * 0.42)), SMALLEST_TEXT):
        wants = [text.measure(label(), label_size, bold=True)[0] + 16 for label in (got_it_label, off_label)]
        if sum(wants) <= inner - gap:
            got_it = round((inner - gap) * wants[0] / sum(wants))
            return got_it, inner - gap - got_it
    return None


def lay_out_panel(tip: Tip, place: CoachPlace, text: TextRenderer, unit: int) -> PanelLayout:
    """The panel of ``tip`` inside ``place``: as wide as the area lets (at most 36 units), its text shrunk until
    the title, the text and the buttons fit the area's height; the buttons side by side, or one over the other
    when their labels are too long for that."""
    area = place.area
    width = min(area.w, unit * 36)
    pad = max(4, unit // 2)
    gap = pad
    size = max(SMALLEST_TEXT, round(unit * 0.85))
    while True:
        title = text.wrap(tip.title, size, width - 2 * pad, bold=True)
        body = text.wrap(tip.text, size, width - 2 * pad)
        line_h = text.measure("Ag", size)[1]
        button_h = max(round(size * 1.9), 18)
        widths = _button_widths(text, width - 2 * pad, gap, button_h)
        buttons_h = button_h if widths is not None else 2 * button_h + gap
        height = pad * 3 + line_h * (len(title) + len(body)) + buttons_h
        if height <= area.h or size <= SMALLEST_TEXT:
            break
        size -= 1
    rect = pygame.Rect(0, 0, width, min(height, area.h))
    rect.centerx = area.centerx
    if place.from_top:
        rect.top = area.top
    else:
        rect.bottom = area.bottom
    lines: list[tuple[str, pygame.Rect, bool]] = []
    flip = Mirror(rect, text.rtl)  # right to left: the lines right-aligned, Got it at the right
    y = rect.y + pad
    for words, bold in [(line, True) for line in title] + [(line, False) for line in body]:
        w, h = text.measure(words, size, bold=bold)
        lines.append((words, flip.rect(pygame.Rect(rect.x + pad, y, w, h)), bold))
        y += line_h
    if widths is not None:
        got_it = pygame.Rect(rect.x + pad, rect.bottom - pad - button_h, widths[0], button_h)
        off = pygame.Rect(got_it.right + gap, got_it.y, widths[1], button_h)
    else:
        off = pygame.Rect(rect.x + pad, rect.bottom - pad - button_h, width - 2 * pad, button_h)
        got_it = off.move(0, -button_h - gap)
    return PanelLayout(rect, tuple(lines), size, flip.rect(got_it), flip.rect(off))
