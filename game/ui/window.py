"""The window and its loop: a scene stack fed with actions, updated by elapsed time, drawn bottom to top.

Quiet when idle: a frame is drawn only when something changed (an event, a screen opened or closed) or a screen
still moves (:attr:`Scene.animating`); otherwise the loop sleeps until the next event (game/ui/idlewait.py),
waking each second only while a failed save waits for its timed retry.
"""

from __future__ import annotations

import contextlib
import threading
import time
import warnings

import pygame

from game.resources import asset_path
from game.ui import devaids, i18n, warmup
from game.ui.art.cards import CardArt
from game.ui.botseats import BotSeats
from game.ui.idlewait import make_waiter
from game.ui.input import QuitRequested, Resized, ToggleFullscreen, translate
from game.ui.layout import DEFAULT_SIZE, MIN_SIZE, initial_window_size
from game.ui.saving import Saves
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.catalog import SCENES
from game.ui.settings import SettingsHooks
from game.ui.sounds import SoundBoard
from game.ui.text import TextRenderer

FPS = 60
#: While a failed save waits for its timed retry, the idle loop wakes at least this often (milliseconds).
RETRY_WAKE_MS = 1000
#: The longest step one frame may advance the animations (after a stall, cards jump rather than teleport).
MAX_DT = 0.1
#: Seconds after leaving the full screen in which a resize back to the full screen's size is taken for the window
#: system's late echo of it (X11 applies it to the window), and undone.
RESTORE_SECONDS = 2.0


class App:
    def __init__(
        self,
        smoke: bool = False,
        data_dir: str | None = None,
        record: str | None = None,
        size: tuple[int, int] | None = DEFAULT_SIZE,
        hooks: SettingsHooks | None = None,
        in_process_bot: bool = False,
    ) -> None:
        self.smoke = smoke
        self.data_dir = data_dir
        self.record = record
        # --smoke writes nothing: its store lives in memory.
        self.saves = Saves.open(data_dir, memory=smoke, log=devaids.log_intents())
        self.hooks = hooks or SettingsHooks(self.saves.load_settings, self.saves.save_settings)
        settings = self.hooks.load()
        language_problem = i18n.set_language(settings.language)
        if language_problem is not None:
            self.saves.problems.append(language_problem)
        if size is None:  # the size the player left the window at, else one fitted to the desktop
            size = initial_window_size(_desktop(), (settings.window_width, settings.window_height))
        self.windowed_size = size
        #: The full screen's size, and until when (``time.monotonic``) a resize to it, after leaving the full
        #: screen, is the window system's stale echo of it rather than the player's doing.
        self.full_size: tuple[int, int] | None = None
        self.restore_until = 0.0
        self.screen = self._open(size, settings.fullscreen and not smoke)
        if settings.fullscreen and not smoke:  # as set_fullscreen does: leaving it later must not keep its size
            self.full_size = self.screen.get_size()
        pygame.display.set_caption("Panjpar")
        with contextlib.suppress(pygame.error, FileNotFoundError):
            pygame.display.set_icon(pygame.image.load(asset_path("icon", "panjpar.png")))
        text = TextRenderer()
        text.set_language(settings.language)
        bots = BotSeats(in_process=in_process_bot or smoke)
        self.ctx = Context(
            size=self.screen.get_size(),
            text=text,
            art=CardArt(settings.four_colour, text, settings.theme),
            sounds=SoundBoard(settings.sound and not smoke),
            settings=settings,
            hooks=self.hooks,
            bots=bots.seat,
            saves=self.saves,
            scenes=SCENES,
        )
        self.ctx.set_fullscreen = self.set_fullscreen
        self.ctx.open("menu")
        if record is not None:
            self.ctx.open("record_file", record)
        self.show_problems()
        if self.saves.in_use:  # another copy owns the data folder: read-only or quit, asked over everything
            self.ctx.open("another_copy_running", self.saves.store.readonly_message)
        self.clock = pygame.time.Clock()
        self.frame_times: list[float] = []
        #: Frames drawn so far (an idle app draws none; the tests count them).
        self.draws = 0
        #: Something changed since the last frame drawn (an event, a resize): the next pump draws.
        self.dirty = True
        #: The scene stack as last drawn: a screen opened or closed without an event also redraws.
        self._shown: list[Scene] = []
        self._wait = make_waiter()
        #: ``PANJPAR_AUTOPLAY`` set: the screens between games pass by themselves (:meth:`_autoplay_screens`).
        self.autoplay = devaids.autoplay_seconds() > 0
        #: Seconds the autoplay leaves a game's result up before playing again (screenshots of it: 0 by default).
        self.autoplay_result = devaids.autoplay_result_seconds()

    # ----- the window ------------------------------------------------------------------------------------
    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            with warnings.catch_warnings():  # leaving the full screen, X11 resizes the window itself: expected
                warnings.filterwarnings("ignore", ".*forcibly resized by the OS", RuntimeWarning)
                screen = pygame.display.set_mode(
                    (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])), pygame.RESIZABLE
                )
            with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        return screen

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.windowed_size = self.screen.get_size()
        self.screen = self._open(self.windowed_size, on)
        if on:
            self.full_size = self.screen.get_size()
        else:
            self.restore_until = time.monotonic() + RESTORE_SECONDS
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        echo = size == self.full_size and size != self.windowed_size and time.monotonic() < self.restore_until
        if echo and not self.ctx.settings.fullscreen:
            # Leaving the full screen, X11 may still report (and apply) the full screen's size: the window goes
            # back to the size the player had before, as she expects of F11.
            self.screen = self._open(self.windowed_size, False)
            size = self.screen.get_size()
        self.ctx.size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        if not self.ctx.settings.fullscreen:
            self.windowed_size = self.ctx.size
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        for scene in self.ctx.stack:
            scene.resized()
        self.dirty = True

    # ----- one frame -------------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        action = translate(event)
        if action is None:
            return
        if isinstance(action, QuitRequested):
            self.ctx.quit = True
        elif isinstance(action, Resized):
            self._resized(action.size)
        elif isinstance(action, ToggleFullscreen):
            self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
            self.set_fullscreen(self.ctx.settings.fullscreen)
            self.ctx.save_settings()
        elif self.ctx.stack:
            self.ctx.stack[-1].handle(action)

    def advance(self, dt: float) -> None:
        """Advance every scene by ``dt`` seconds."""
        for scene in list(self.ctx.stack):
            scene.update(min(dt, MAX_DT))

    def step(self, dt: float) -> None:
        """Advance every scene by ``dt`` seconds and draw the visible ones."""
        self.advance(dt)
        self.draw()

    @property
    def animating(self) -> bool:
        """Whether time alone changes what is shown: a screen still moves, or the autoplay plays."""
        return self.autoplay or any(scene.animating for scene in self.ctx.stack)

    def draw(self) -> None:
        stack = self.ctx.stack
        first = 0
        for i in range(len(stack) - 1, -1, -1):
            if stack[i].opaque:
                first = i
                break
        if not stack or not stack[first].opaque:
            self.screen.fill((12, 40, 30))
        for scene in stack[first:]:
            scene.draw(self.screen)

    def show_problems(self) -> None:
        """Tell the player about new problems with the saved games (damage found, a failed save) in a dialog."""
        fresh = self.saves.new_problems()
        if not fresh:
            return
        if self.saves.log:
            for problem in fresh:
                print(f"problem {problem}", flush=True)
        self.ctx.open("storage_problems", fresh)

    def _autoplay_screens(self) -> None:
        """``PANJPAR_AUTOPLAY`` (demo, screenshots, the crash test): pass the screens between games by itself:
        the main menu resumes the unfinished game or starts a new one, a finished game is played again, a
        message box is closed."""
        top = self.top()
        if top is not None:
            top.pass_by(self.autoplay_result)

    def pump(self, dt: float) -> None:
        """Handle the queued events, advance every scene by ``dt`` (the tests call it with a fixed ``dt``), and
        draw a frame if anything changed or moves."""
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
        if events:  # any input, a resize, an expose or a focus change: draw at once
            self.dirty = True
        if self.autoplay:
            self._autoplay_screens()
        self.saves.retry()
        self.show_problems()
        moving = self.animating  # a move that ends in this update still gets its last frame drawn
        self.advance(dt)
        if not (self.dirty or moving or self.animating or self.ctx.stack != self._shown):
            return
        start = pygame.time.get_ticks()
        self.draw()
        pygame.display.flip()
        self.frame_times.append(pygame.time.get_ticks() - start)
        self.draws += 1
        self.dirty = False
        self._shown = list(self.ctx.stack)

    def wait_for_events(self) -> bool:
        """Sleep until an event is queued, or at most a second while a failed save waits for its timed retry;
        whether an event came."""
        return self._wait(RETRY_WAKE_MS if self.saves.retry_pending else -1)

    def loop(self) -> int:
        warm_up: threading.Thread | None = None
        while not self.ctx.quit:
            if not (self.dirty or self.animating):
                self.wait_for_events()
            dt = self.clock.tick(FPS) / 1000.0
            self.pump(dt)
            if warm_up is None and self.draws:  # the first frame is up: load the tables behind it
                warm_up = warmup.start()
        self.close()
        return 0

    def close(self) -> None:
        """Close every scene (bots stop), remember the window's size, and close the store."""
        for scene in list(self.ctx.stack):
            self.ctx.pop(scene)
        settings = self.ctx.settings
        if not self.smoke and (settings.window_width, settings.window_height) != self.windowed_size:
            settings.window_width, settings.window_height = self.windowed_size
            self.ctx.save_settings()
        self.saves.close()

    def top(self) -> Scene | None:
        return self.ctx.stack[-1] if self.ctx.stack else None


def _desktop() -> tuple[int, int] | None:
    """The first desktop's size, if the video driver knows it."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return sizes[0] if sizes else None
