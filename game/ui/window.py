"""The window and its loop: a scene stack fed with actions, updated by elapsed time, drawn bottom to top."""

from __future__ import annotations

import contextlib
import random
import warnings

import pygame

from game.core.events import GuessColour
from game.resources import asset_path
from game.ui import i18n
from game.ui.botdriver import make_worker
from game.ui.cardart import CardArt
from game.ui.input import QuitRequested, Resized, ToggleFullscreen, translate
from game.ui.layout import MIN_SIZE
from game.ui.scenes.base import Context, Scene
from game.ui.scenes.menu import MenuScene
from game.ui.settings import SettingsHooks
from game.ui.sounds import SoundBoard
from game.ui.text import TextRenderer

DEFAULT_SIZE = (1280, 800)
FPS = 60
#: The longest step one frame may advance the animations (after a stall, cards jump rather than teleport).
MAX_DT = 0.1


class App:
    def __init__(
        self,
        smoke: bool = False,
        data_dir: str | None = None,
        record: str | None = None,
        size: tuple[int, int] = DEFAULT_SIZE,
        hooks: SettingsHooks | None = None,
        in_process_bot: bool = False,
    ) -> None:
        self.smoke = smoke
        self.data_dir = data_dir
        self.record = record
        self.hooks = hooks or SettingsHooks()
        settings = self.hooks.load()
        i18n.set_language(settings.language)
        self.windowed_size = size
        self.screen = self._open(size, settings.fullscreen and not smoke)
        pygame.display.set_caption("Panjpar")
        with contextlib.suppress(pygame.error, FileNotFoundError):
            pygame.display.set_icon(pygame.image.load(asset_path("icon", "panjpar.png")))
        text = TextRenderer()
        text.set_language(settings.language)
        self.ctx = Context(
            size=self.screen.get_size(),
            text=text,
            art=CardArt(settings.four_colour, text),
            sounds=SoundBoard(settings.sound and not smoke),
            settings=settings,
            hooks=self.hooks,
            bot_factory=lambda spec: make_worker(spec, in_process=in_process_bot or smoke),
        )
        self.ctx.set_fullscreen = self.set_fullscreen
        self.ctx.push(MenuScene(self.ctx))
        self.clock = pygame.time.Clock()
        self.frame_times: list[float] = []

    # ----- the window ------------------------------------------------------------------------------------
    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode((max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])), pygame.RESIZABLE)
            with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        return screen

    def set_fullscreen(self, on: bool) -> None:
        if on:
            self.windowed_size = self.screen.get_size()
        self.screen = self._open(self.windowed_size, on)
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        self.ctx.size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        for scene in self.ctx.stack:
            scene.resized()

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

    def step(self, dt: float) -> None:
        """Advance every scene by ``dt`` seconds and draw the visible ones."""
        for scene in list(self.ctx.stack):
            scene.update(min(dt, MAX_DT))
        self.draw()

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

    def pump(self, dt: float) -> None:
        """Handle the queued events and run one frame (the tests call it with a fixed ``dt``)."""
        for event in pygame.event.get():
            self.dispatch(event)
        start = pygame.time.get_ticks()
        self.step(dt)
        pygame.display.flip()
        self.frame_times.append(pygame.time.get_ticks() - start)

    def loop(self) -> int:
        while not self.ctx.quit:
            dt = self.clock.tick(FPS) / 1000.0
            self.pump(dt)
        for scene in list(self.ctx.stack):
            self.ctx.pop(scene)
        return 0

    def top(self) -> Scene | None:
        return self.ctx.stack[-1] if self.ctx.stack else None

    def smoke_test(self, frames: int = 90) -> int:
        """Start a game, let both sides play a few moves, draw every frame, write nothing, exit 0."""
        from game.ui.scenes.table import TableScene

        table = TableScene(self.ctx, "random", seed=random.randrange(1 << 30))
        self.ctx.replace_all(table)
        for _ in range(frames):
            if table.controller.awaiting_guess and table.idle:
                for scene in list(self.ctx.stack[1:]):
                    self.ctx.pop(scene)
                table.submit(GuessColour(table.me, "red"))
            self.pump(1 / 30)
        self.ctx.replace_all(MenuScene(self.ctx))
        self.pump(1 / 30)
        table.closed()
        return 0
