"""Settings: language, hand order, animation speed, sound, four-colour deck, the theme (card back, table cloth,
large index) with a preview of it, full screen, take-back, the first-game coach, and at the round-pack tables the
pause after a trick, forced moves by key or by themselves, and the hand by suit or by value. Under the preview, what
the row under the pointer (or in focus) does."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import i18n
from game.ui.art.effects import shadow_offset
from game.ui.art.shapes import card_height
from game.ui.art.theme import BACKS, CLOTHS
from game.ui.coach import restart_coach
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.scenes.base import ButtonGroup, Context, Scene, mirror, row_labels, screen_panel
from game.ui.settings import SPEEDS, TRICK_PAUSES
from game.ui.widgets import GOLD_DEEP, INK, INK_DIM, Button, blit_centered

#: The cards of the preview: the back, two faces of the French pack as a hand shows them (overlapped, so the
#: corner index is what shows), the round back and two round faces (the raja of swords, the ten of harps).
PREVIEW_FACES = ((10, "H"), (12, "C"))
PREVIEW_ROUND = (11 * 8 + 7, 9 * 8 + 6)
#: Layout units under the preview for the pointed row's note (four lines at the note's size).
NOTE_UNITS = 5


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
        back_names = {"tilework": _("Tile-work"), "trellis": _("Trellis"), "sunburst": _("Sunburst")}
        cloth_names = {"green": _("Green"), "blue": _("Deep blue"), "wine": _("Wine red")}
        pause_names = {"off": _("Off"), "short": _("Short"), "click": _("Until I click")}
        forced_names = {"key": _("With Enter"), "auto": _("Automatically")}
        next_names = {"auto": _("By itself"), "click": _("When I click")}
        return [
            (_("Language"), i18n.LANGUAGES.get(s.language, s.language), self.next_language),
            (_("Sort my hand"), _("By suit, trumps last") if s.sort == "suit" else _("As dealt"), self.next_sort),
            (_("Animation speed"), speed_names[s.speed], self.next_speed),
            (_("Sound"), on_off[s.sound], self.toggle_sound),
            (_("Four-colour deck"), on_off[s.four_colour], self.toggle_four_colour),
            (_("Card back"), back_names[s.card_back], self.next_back),
            (_("Table cloth"), cloth_names[s.cloth], self.next_cloth),
            (_("Large index"), on_off[s.large_index], self.toggle_large_index),
            (_("Full screen"), on_off[s.fullscreen], self.toggle_fullscreen),
            (_("Take back moves"), on_off[s.take_back], self.toggle_take_back),
            (_("First-game coach"), on_off[s.coach], self.toggle_coach),
            (_("Pause after a trick"), pause_names[s.trick_pause], self.next_trick_pause),
            (_("Play forced moves"), forced_names[s.forced_moves], self.toggle_forced_moves),
            (
                _("Sort the round cards"),
                _("By value") if s.round_sort == "value" else _("By suit"),
                self.toggle_round_sort,
            ),
            (_("Next luck round"), next_names[s.next_round], self.toggle_next_round),
        ]

    def row_notes(self) -> list[str]:
        """What each row does, in the order of :meth:`rows` (review 13: the rows had no word of explanation)."""
        return [
            _("The language of every screen; Dari reads right to left."),
            _("Panjpar: your hand sorted by suit with the trumps at the end, or left as it was dealt."),
            _("How fast the cards move; Off puts them in place at once."),
            _("The sounds of dealing, playing, taking and chips."),
            _("Panjpar's cards: diamonds blue and clubs green, so that no two suits share a colour."),
            _("The pattern on the back of every card."),
            _("The colour of the table."),
            _("Bigger ranks and suits in the cards' corners, easier to read."),
            _("The whole screen or a window (F11 switches too)."),
            _("U or Z takes back your last move against the bots; a game where you did is marked in the statistics."),
            _("Tips during your first games; turned on again, it shows every tip from the start."),
            _("Ekrang and hamrang: how long a finished trick stays on the table."),
            _("When you have only one move: it plays itself, or waits for Enter."),
            _("Your round cards by suit, or by value across the suits."),
            _("Nakashth and komi: the next round is dealt after 5 seconds, or when you click."),
        ]

    def pointed_note(self) -> str:
        """The note of the row under the pointer, else of the row in focus ("" on Back)."""
        notes = self.row_notes()
        row = self.buttons.pointed(self.ctx.pointer, len(notes))
        return notes[row] if row is not None else ""

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

    def next_back(self) -> None:
        s = self.ctx.settings
        s.card_back = _cycle(BACKS, s.card_back)
        self._theme_changed()

    def next_cloth(self) -> None:
        s = self.ctx.settings
        s.cloth = _cycle(CLOTHS, s.cloth)
        self._theme_changed()

    def toggle_large_index(self) -> None:
        s = self.ctx.settings
        s.large_index = not s.large_index
        self._theme_changed()

    def _theme_changed(self) -> None:
        """Every screen draws with the art's theme: the preview, the tables, the menu, the replays."""
        self.ctx.art.theme = self.ctx.settings.theme
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

    def next_trick_pause(self) -> None:
        s = self.ctx.settings
        s.trick_pause = TRICK_PAUSES[(TRICK_PAUSES.index(s.trick_pause) + 1) % len(TRICK_PAUSES)]
        self.ctx.save_settings()

    def toggle_forced_moves(self) -> None:
        s = self.ctx.settings
        s.forced_moves = "auto" if s.forced_moves == "key" else "key"
        self.ctx.save_settings()

    def toggle_round_sort(self) -> None:
        s = self.ctx.settings
        s.round_sort = "suit" if s.round_sort == "value" else "value"
        self.ctx.save_settings()

    def toggle_next_round(self) -> None:
        s = self.ctx.settings
        s.next_round = "click" if s.next_round == "auto" else "auto"
        self.ctx.save_settings()

    def toggle_coach(self) -> None:
        """The coach off, or on again showing every tip from the start (game/ui/coach.py)."""
        restart_coach(self.ctx.settings, not self.ctx.settings.coach)
        self.ctx.save_settings()

    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        rect = pygame.Rect(0, 0, round(min(w * 0.9, self.ctx.layout.unit * 64)), round(h * 0.84))
        rect.center = (w // 2, h // 2)
        return rect

    def rows_box(self) -> pygame.Rect:
        """The left part of the box (the right part right to left), where the rows of choices are (their names
        aligned at its middle)."""
        box = self.box()
        return mirror(self.ctx, box).rect(pygame.Rect(box.x, box.y, round(box.w * 0.66), box.h))

    def preview_box(self) -> pygame.Rect:
        """The other part of the box: a window onto the chosen cloth with the chosen back and faces on it."""
        box = self.box()
        u = self.ctx.layout.unit
        split = box.x + round(box.w * 0.66)
        height = box.h - u * (9 + NOTE_UNITS)
        return mirror(self.ctx, box).rect(pygame.Rect(split, box.y + u * 5, box.right - split - u, height))

    def note_box(self) -> pygame.Rect:
        """Under the preview: where the pointed row's note is written."""
        preview = self.preview_box()
        u = self.ctx.layout.unit
        return pygame.Rect(preview.x, preview.bottom + u // 2, preview.w, u * NOTE_UNITS - u // 2)

    def _layout(self) -> None:
        box, rows_box = self.box(), self.rows_box()
        u = self.ctx.layout.unit
        flip = mirror(self.ctx, rows_box)  # right to left: the buttons left of the labels
        rows = self.rows()
        gap = (box.h - u * 9) / len(rows)
        bh = round(min(u * 2.3, gap - u * 0.35))
        items: list[tuple[Button, Callable[[], None]]] = []
        for i, (_label, value, callback) in enumerate(rows):
            rect = pygame.Rect(rows_box.centerx + u, round(box.y + u * 5 + i * gap), rows_box.w // 2 - u * 2, bh)
            rect = flip.rect(rect)
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
        row_labels(surface, self.ctx, self.rows_box(), (label for label, _value, _cb in self.rows()), self.buttons)
        self.buttons.draw(surface, self.ctx.text, self.ctx.pointer)
        self.draw_preview(surface)
        area = self.note_box()
        u = self.ctx.layout.unit
        y = area.y
        for line in self.ctx.text.render_lines(self.pointed_note(), round(u * 0.8), INK, area.w):
            surface.blit(line, line.get_rect(midtop=(area.centerx, y)))
            y += line.get_height()

    def preview_places(self) -> dict[str, pygame.Rect]:
        """Where the preview puts each of its cards: ``back``, ``face0``, ``face1``, ``round_back``, ``round0``,
        ``round1`` (the cards sized to fit the preview box)."""
        area = self.preview_box()
        u = self.ctx.layout.unit
        inner = area.inflate(-2 * u, -2 * u)
        inner.y += u  # the word "Preview" at the top
        inner.h -= u
        cw = max(40, min(round(inner.w / 2.6), round(inner.h * 0.55 / 1.4)))
        ch = card_height(cw)
        d = max(30, min(round(inner.w / 3.4), inner.h - ch - 2 * u))
        top = inner.y + (inner.h - ch - 2 * u - d) // 2  # the two rows together in the middle
        step = round(cw * 0.42)  # as a fanned hand overlaps its cards
        x = inner.centerx - (cw + u + cw + step) // 2
        places = {"back": pygame.Rect(x, top, cw, ch)}
        for i in range(len(PREVIEW_FACES)):
            places[f"face{i}"] = pygame.Rect(x + cw + u + i * step, top, cw, ch)
        gap = (inner.w - 3 * d) // 4
        for i, name in enumerate(("round_back", "round0", "round1")):
            places[name] = pygame.Rect(inner.x + gap + i * (d + gap), top + ch + 2 * u, d, d)
        return places

    def draw_preview(self, surface: pygame.Surface) -> None:
        """The chosen cloth in the preview box, the chosen back and faces on it (drawn from the art's cache, so
        each choice shows at once and costs a drawing only the first time)."""
        area = self.preview_box()
        u = self.ctx.layout.unit
        art = self.ctx.art
        cloth = art.cloth(self.ctx.size)
        surface.blit(cloth, area, area)
        pygame.draw.rect(surface, GOLD_DEEP, area, 2, border_radius=u // 2)
        label = self.ctx.text.render(_("Preview"), round(u * 0.8), INK_DIM)
        blit_centered(surface, label, (area.centerx, area.y + u))
        places = self.preview_places()
        cw = places["back"].w
        offset = shadow_offset(cw)
        for name in ("back", *(f"face{i}" for i in range(len(PREVIEW_FACES)))):
            place = places[name]
            surface.blit(art.shadow(cw), place.move(offset))
            if name == "back":
                surface.blit(art.back(cw), place)
            else:
                rank, suit = PREVIEW_FACES[int(name[-1])]
                surface.blit(art.face(rank, suit, cw), place)
        surface.blit(art.round_back(places["round_back"].w), places["round_back"])
        for i, card in enumerate(PREVIEW_ROUND):
            place = places[f"round{i}"]
            surface.blit(art.round_face(card, place.w), place)
