"""Setting up a new match of Panjpar: the variant, how many play, and each bot's difficulty; then the table.

The variants, their player counts and the bot difficulties offered are the games' registry's
(game/engine/registry.py): ``panjpar-52`` is for two players only; ``panjpar-36`` for two, three or four
(RULES.md, variants). The choice is remembered in the settings, so the next "New game" offers it again and
Enter starts it at once.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import registry
from game.panjpar.variants import Variant
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import bot_name, difficulty_name, pack_name, variant_note
from game.ui.scenes.base import ButtonGroup, Context, Scene, row_labels, screen_panel, set_up_buttons
from game.ui.settings import Settings
from game.ui.tablesetup import TableSetup
from game.ui.widgets import INK_DIM

#: The digit keys that choose a player count directly (those the registry offers).
DIGIT_KEYS = {pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6}


def table_variants() -> tuple[Variant, ...]:
    """The variants this screen offers, in the registry's order: those Panjpar's rules play (a Panjpar
    :class:`Variant`; the other games have the set-up built from the registry, game/ui/scenes/ganjifa_setup.py)."""
    return tuple(v.variant for v in registry.variants() if isinstance(v.variant, Variant))


def table_player_counts() -> tuple[int, ...]:
    """The player counts of :func:`table_variants`, fewest first."""
    return tuple(sorted({n for variant in table_variants() for n in variant.players}))


def remembered_setup(settings: Settings) -> TableSetup:
    """The choice remembered in the settings (an unknown variant falls back to the default one, a player count the
    variant does not allow to its fewest players)."""
    variant = next((v for v in table_variants() if v.id == settings.variant), table_variants()[0])
    players = settings.players if settings.players in variant.players else min(variant.players)
    return TableSetup(variant, tuple(settings.seat_difficulties()[: players - 1]))


class NewGameScene(Scene):
    """Rows of choices (each a button that cycles its value), then Start; mouse or keyboard."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        remembered = remembered_setup(ctx.settings)
        self.variant = remembered.variant
        self.players = remembered.players
        self.levels = ctx.settings.seat_difficulties()
        self.buttons = ButtonGroup()
        self._layout()
        self.buttons.focus = len(self.buttons.items) - 2  # Start: Enter plays the remembered choice

    # ----- the choice --------------------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, str, Callable[[], None]]]:
        pack = pack_name(self.variant.id)
        rows: list[tuple[str, str, Callable[[], None]]] = [
            (_("Players"), _("{n} players").format(n=self.players), self.next_players),
            (_("Pack"), pack, self.next_variant),
        ]
        for seat in range(1, self.players):
            level = difficulty_name(self.levels[seat - 1])
            rows.append((bot_name(seat, self.players), level, lambda seat=seat: self.next_level(seat)))  # type: ignore[misc]
        return rows

    def next_players(self) -> None:
        counts = table_player_counts()
        self.set_players(
            counts[(counts.index(self.players) + 1) % len(counts)] if self.players in counts else counts[0]
        )

    def set_players(self, players: int) -> None:
        """A player count the variant does not allow takes the first variant that does (three or four players
        take the 36-card pack: the 52-card game is a duel)."""
        self.players = players
        if players not in self.variant.players:
            self.variant = next(v for v in table_variants() if players in v.players)

    def next_variant(self) -> None:
        """The next pack; one that does not allow the player count brings the table back to its fewest players."""
        offered = table_variants()
        ids = [v.id for v in offered]
        index = ids.index(self.variant.id) + 1 if self.variant.id in ids else 0
        self.variant = offered[index % len(ids)]
        if self.players not in self.variant.players:
            self.players = min(self.variant.players)

    def next_level(self, seat: int) -> None:
        levels = registry.table_difficulties()
        current = self.levels[seat - 1]
        self.levels[seat - 1] = levels[(levels.index(current) + 1) % len(levels)] if current in levels else levels[0]

    def note(self) -> str:
        return variant_note(self.variant.id)

    def pass_by(self, linger: float) -> None:
        self.start()

    def start(self) -> None:
        """Remember the choice and open the table."""
        s = self.ctx.settings
        s.variant, s.players = self.variant.id, self.players
        s.set_seat_difficulties(self.levels)
        self.ctx.save_settings()
        setup = TableSetup(self.variant, tuple(self.levels[: self.players - 1]))
        self.ctx.replace_all(self.ctx.make("table", setup, self.ctx.seed))

    def back(self) -> None:
        self.ctx.pop(self)

    # ----- screen ------------------------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        w, h = self.ctx.size
        u = self.ctx.layout.unit
        rect = pygame.Rect(0, 0, round(min(w * 0.7, u * 44)), round(min(h * 0.86, u * 31)))
        rect.center = (w // 2, h // 2)
        return rect

    def _layout(self) -> None:
        self.buttons.set(set_up_buttons(self.ctx, self.box(), self.rows(), self.start, self.back))

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        focus_label, count = self._focused_label(), len(self.buttons.items)
        digits = {key: n for key, n in DIGIT_KEYS.items() if n in table_player_counts()}
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        if isinstance(action, KeyPress) and action.key in digits:
            self.set_players(digits[action.key])
        elif not self.buttons.handle(action):
            return
        self._layout()
        if len(self.buttons.items) != count:
            self._keep_focus(focus_label)

    def _focused_label(self) -> str | None:
        f = self.buttons.focus
        return None if f is None or f >= len(self.buttons.items) else self.buttons.items[f][0].label

    def _keep_focus(self, before: str | None) -> None:
        """Rows come and go with the number of players: keep the focus on Start and Back where they moved."""
        labels = [button.label for button, _cb in self.buttons.items]
        if before in (_("Start"), _("Back")) and before in labels:
            self.buttons.focus = labels.index(before)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        u = self.ctx.layout.unit
        text = self.ctx.text
        screen_panel(surface, self.ctx, box, _("New game"))
        self._layout()
        rows = self.rows()
        row_labels(surface, self.ctx, box, (label for label, _value, _cb in rows), self.buttons)
        last = self.buttons.items[len(rows) - 1][0].rect
        y = last.bottom + u
        for line in text.render_lines(self.note(), round(u * 0.85), INK_DIM, box.w - u * 4):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.buttons.draw(surface, text, self.ctx.pointer)
        hint = text.render(_("Arrows and Enter to choose · 2, 3, 4: players · Esc back"), round(u * 0.75), INK_DIM)
        surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom + u // 2)))
