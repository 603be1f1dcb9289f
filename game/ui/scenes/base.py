"""What every screen offers the app, and the shared things a screen reaches through its context."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui.botlike import BotLike
from game.ui.botseats import BotSeats
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown
from game.ui.layout import Layout, compute_layout
from game.ui.settings import Settings, SettingsHooks
from game.ui.sounds import SoundBoard
from game.ui.text import TextRenderer
from game.ui.widgets import GOLD, INK, PANEL, Button, Mirror, panel

if TYPE_CHECKING:  # the types only: the menu is drawn before any game's rules or the storage's rows load
    from game.engine.controller import Controller
    from game.engine.series import C, GameSeries, SeatController, Series
    from game.storage import GameSummary, SavedGame, Statistics
    from game.ui.art.cards import CardArt


class Scene:
    """One screen. ``opaque`` screens hide the ones under them; overlays (dialogs) let them show through."""

    opaque = True
    #: Whether a table under this screen waits while it is up (its bots do not move, its cards stay, its result
    #: box does not come): every screen but the table's own result box and the dialogs its game plays through.
    pauses_game = True

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def handle(self, action: Action) -> None:
        """React to one input action (only the top scene receives them)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (every scene on the stack is updated; a table waits under a screen that
        :attr:`pauses_game`, see :meth:`Context.waits`)."""

    @property
    def animating(self) -> bool:
        """Whether the scene changes with time alone (cards moving, a toast fading, a bot to poll): while any
        scene says so the app draws frame after frame; otherwise it sleeps until the next event."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def resized(self) -> None:
        """The window changed size; ``ctx.layout`` is already the new one."""

    def closed(self) -> None:
        """The scene left the stack for good."""

    def pass_by(self, linger: float) -> None:
        """``PANJPAR_AUTOPLAY`` (demo, screenshots, the crash test): do what a player would do to pass this screen
        between games (a finished game's screen waits ``linger`` seconds first); most screens do nothing."""


class TableHook(Protocol):
    """A table's autosave: called with each game's controller before the table subscribes to it; told of the
    help the player had in the current game (hints, take-backs), which its record keeps."""

    def __call__(self, controller: SeatController) -> None: ...

    def note_help(self, hints: int, takebacks: int) -> None: ...

    @property
    def game_id(self) -> int | None:
        """The current game's row, once written."""
        ...


class SavedGames(Protocol):
    """What the screens use of the saved games (``game.ui.saving.Saves``), so that no screen imports it."""

    #: The game being resumed, of any game, until its table's autosave hook takes it.
    resuming: tuple[Controller[Any, Any, Any], SavedGame] | None
    #: Asks the open table for a game finished and saved whose end it has not shown yet: the statistics leave it out.
    unshown: Callable[[], int | None] | None

    @property
    def unrevealed(self) -> int | None: ...

    @property
    def writable(self) -> bool: ...

    @property
    def problems(self) -> list[str]: ...

    def unfinished_any(self) -> SavedGame | None: ...

    def resume_series(self, saved: SavedGame, series: GameSeries[C]) -> C: ...

    def series_hook(self, series: Series, players: int, bots: Mapping[int, str]) -> TableHook | None: ...

    def abandon(self, game_id: int) -> None: ...

    def statistics(self) -> Statistics | None: ...

    def games(self, limit: int = 200) -> list[GameSummary]: ...

    def record_text(self, game_id: int) -> str | None: ...

    def export(self, summary: GameSummary) -> Path: ...

    def hosted_dir(self) -> Path | None: ...


#: Makes a screen: called with the context, then the arguments that screen takes.
SceneFactory = Callable[..., Scene]


@dataclass
class Context:
    """What screens share: drawing helpers, settings, the scene stack and the bot seats."""

    size: tuple[int, int]
    text: TextRenderer
    art: CardArt
    sounds: SoundBoard
    settings: Settings
    hooks: SettingsHooks
    #: The bot seats of every game: ``(game id, level)`` to a bot seat.
    bots: Callable[[str, str], BotLike] = field(default=BotSeats(in_process=True).seat)
    stack: list[Scene] = field(default_factory=list)
    pointer: tuple[int, int] | None = None
    quit: bool = False
    seed: int | None = None
    #: Set by the app: switch between window and full screen.
    set_fullscreen: Callable[[bool], None] = lambda _on: None
    #: The saved games, settings and statistics (game/ui/saving.py); ``None`` only in tests that leave it out.
    saves: SavedGames | None = None
    #: Every screen by name (game/ui/scenes/catalog.py): screens open each other through :meth:`make` and
    #: :meth:`open`, never by importing one another.
    scenes: Mapping[str, SceneFactory] = field(default_factory=dict)

    @property
    def layout(self) -> Layout:
        return compute_layout(self.size)

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)

    def waits(self, scene: Scene) -> bool:
        """Whether ``scene`` waits: a screen over it pauses the game (the menu, the statistics, a question; review
        11 saw a round play on, and its result box come, over the statistics)."""
        if scene not in self.stack:
            return False
        return any(above.pauses_game for above in self.stack[self.stack.index(scene) + 1 :])

    def make(self, name: str, *args: object, **kwargs: object) -> Scene:
        """A new screen of the catalog by ``name``, made with ``args`` (not shown yet)."""
        return self.scenes[name](self, *args, **kwargs)

    def open(self, name: str, *args: object, **kwargs: object) -> Scene:
        """Make the screen ``name`` and show it on top."""
        scene = self.make(name, *args, **kwargs)
        self.push(scene)
        return scene

    def pop(self, scene: Scene | None = None) -> None:
        target = scene if scene is not None else self.stack[-1]
        if target in self.stack:
            self.stack.remove(target)
            target.closed()

    def replace_all(self, scene: Scene) -> None:
        for old in list(self.stack):
            self.pop(old)
        self.stack.append(scene)

    def save_settings(self) -> None:
        self.hooks.save(self.settings)


class ButtonGroup:
    """Buttons with their actions, usable by pointer and keyboard (arrows or Tab to move, Enter to press)."""

    def __init__(self) -> None:
        self.items: list[tuple[Button, Callable[[], None]]] = []
        self.focus: int | None = None
        #: Whether the buttons were last drawn right to left (mirrored): Left and Right then swap meanings.
        self.rtl = False

    def set(self, items: list[tuple[Button, Callable[[], None]]]) -> None:
        self.items = items
        if self.focus is not None:
            self.focus = min(self.focus, len(items) - 1) if items else None

    def handle(self, action: Action) -> bool:
        """React to ``action``; whether it was used."""
        if isinstance(action, PointerDown):
            for button, callback in self.items:
                if button.hit(action.pos):
                    callback()
                    return True
            return False
        if isinstance(action, KeyPress) and self.items:
            n = len(self.items)
            onward, backward = (pygame.K_LEFT, pygame.K_RIGHT) if self.rtl else (pygame.K_RIGHT, pygame.K_LEFT)
            if action.key in (pygame.K_DOWN, pygame.K_TAB, onward):
                self.focus = 0 if self.focus is None else (self.focus + 1) % n
                return True
            if action.key in (pygame.K_UP, backward):
                self.focus = n - 1 if self.focus is None else (self.focus - 1) % n
                return True
            if action.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
                self.items[self.focus][1]()
                return True
        return False

    def pointed(self, pointer: tuple[int, int] | None, count: int) -> int | None:
        """Which of the first ``count`` buttons is under ``pointer``, else which of them has the focus."""
        for i, (button, _callback) in enumerate(self.items[:count]):
            if pointer is not None and button.rect.collidepoint(pointer):
                return i
        return self.focus if self.focus is not None and self.focus < count else None

    def draw(self, surface: pygame.Surface, text: TextRenderer, pointer: tuple[int, int] | None) -> None:
        self.rtl = text.rtl
        for i, (button, _callback) in enumerate(self.items):
            button.focused = i == self.focus
            button.draw(surface, text, pointer)


def screen_panel(surface: pygame.Surface, ctx: Context, box: pygame.Rect, title: str, alpha: int = 225) -> None:
    """The background of a screen of its own (settings, rules, new game, statistics): the table cloth, the
    bordered panel ``box`` and ``title`` at its top."""
    u = ctx.layout.unit
    surface.blit(ctx.art.cloth(ctx.size), (0, 0))
    surface.blit(panel(box.size, PANEL, alpha, u, border=3), box)
    heading = ctx.text.render(title, round(u * 2), GOLD, bold=True)
    surface.blit(heading, heading.get_rect(midtop=(box.centerx, box.y + u)))


def centred_panel(ctx: Context, width: tuple[float, float], height: tuple[float, float]) -> pygame.Rect:
    """A screen's panel in the middle of the window: each side the smaller of a share of the window and a number of
    layout units (``width=(0.8, 44)``: 80% of the window's width, or 44 units if less)."""
    w, h = ctx.size
    u = ctx.layout.unit
    rect = pygame.Rect(0, 0, round(min(w * width[0], u * width[1])), round(min(h * height[0], u * height[1])))
    rect.center = (w // 2, h // 2)
    return rect


def mirror(ctx: Context, box: pygame.Rect) -> Mirror:
    """Mirroring inside ``box``, on when the interface language is right to left: screens lay out left to right
    and pass rectangles and text anchors through it."""
    return Mirror(box, ctx.text.rtl)


Row = tuple[str, str, Callable[[], None]]


def fixed() -> None:
    """A set-up row with nothing to choose (one player count, an option not for this many): shown, not a button
    to press."""


def set_up_buttons(
    ctx: Context,
    box: pygame.Rect,
    rows: Iterable[Row],
    start: Callable[[], None],
    back: Callable[[], None],
    step_units: float = 2.9,
    start_label: str | None = None,
) -> list[tuple[Button, Callable[[], None]]]:
    """A set-up screen's buttons: each row's value beside its label, ``step_units`` apart, then Start and Back at
    the bottom (right to left: the buttons left of the labels, Start right of Back)."""
    u = ctx.layout.unit
    flip = mirror(ctx, box)
    step = round(u * step_units)
    items: list[tuple[Button, Callable[[], None]]] = []
    for i, (_label, value, callback) in enumerate(rows):
        rect = flip.rect(pygame.Rect(box.centerx + u, box.y + u * 5 + i * step, box.w // 2 - u * 3, round(u * 2.3)))
        items.append((Button(rect, value, primary=False, enabled=callback is not fixed), callback))
    start_rect = pygame.Rect(0, 0, u * 10, round(u * 2.6))
    back_rect = pygame.Rect(0, 0, u * 10, round(u * 2.6))
    start_rect.bottomright = (box.centerx - u // 2, box.bottom - u)
    back_rect.bottomleft = (box.centerx + u // 2, box.bottom - u)
    items.append((Button(flip.rect(start_rect), start_label or _("Start")), start))
    items.append((Button(flip.rect(back_rect), _("Back"), primary=False), back))
    return items


def row_labels(
    surface: pygame.Surface, ctx: Context, box: pygame.Rect, labels: Iterable[str], buttons: ButtonGroup
) -> None:
    """The name of each row of choices, aligned towards the middle beside the row's button (the first buttons
    of ``buttons``, in the same order): left of the middle, or right of it in a right-to-left language (where
    the screen places the buttons through :func:`mirror`)."""
    u = ctx.layout.unit
    flip = mirror(ctx, box)
    for label, (button, _callback) in zip(labels, buttons.items, strict=False):
        name = ctx.text.render(label, round(u * 1.05), INK, bold=True)
        flip.blit(surface, name, midright=(box.centerx - u, button.rect.centery))


def ask_to_leave_match(ctx: Context, leave: Callable[[], None]) -> None:
    """ "Leave the table?" where leaving ends a match with rounds still to come; ``leave`` on yes."""
    said = _("The match under way ends here; what was finished stays in the statistics.")
    ctx.open("confirm", _("Leave the table?"), said, _("Main menu"), leave)
