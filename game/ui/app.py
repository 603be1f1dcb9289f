"""The game window: start-up, the render loop and the scene stack.

``run`` is what ``panjpar`` (game/cli.py) calls. Each frame: pygame events become actions (game/ui/input.py)
for the top scene, every scene advances by the elapsed time, and the visible scenes draw bottom to top.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from typing import TYPE_CHECKING

from game.ui import devaids, i18n

if TYPE_CHECKING:
    from game.ui.window import App

FPS = 60


def _prepare_environment(smoke: bool) -> None:
    """Environment SDL reads at start-up: set before pygame is imported."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Measured under Xvfb (docs in the report): without the software-OpenGL probe the window appears sooner
    # and the process is ~100 MB smaller; the frame is drawn with blits, so no acceleration is lost.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    # Windows: draw at the screen's real pixels instead of being bitmap-scaled (blurry) on a high-DPI monitor;
    # the layout already scales everything with the window (game/ui/layout.py).
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if smoke or headless:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        if smoke:
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def unseen_display(driver: str, asked: str, smoke: bool) -> str | None:
    """Why the window could not be shown, when a display was named but SDL fell back to a driver that shows
    nothing (the display refused the connection): the game would run unseen, holding the data folder, and the
    next start would be told another copy is running. None when the window can be seen, or none was wanted."""
    display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if smoke or asked or not display or driver not in ("", "offscreen", "dummy"):
        return None
    return (
        f"panjpar: the window cannot be shown: the display {display!r} could not be opened "
        f"(SDL video driver: {driver or 'none'}). Check DISPLAY, or start the game on a desktop."
    )


def run(record: str | None = None, data_dir: str | None = None, smoke: bool = False) -> int:
    """Open the window and play until the player quits; ``smoke``: draw a few frames of a game and exit 0."""
    multiprocessing.freeze_support()
    driver_asked = os.environ.get("SDL_VIDEODRIVER", "")
    _prepare_environment(smoke)
    # pygame (and the window, which imports it) only now: SDL reads the environment set above when it loads.
    import pygame

    from game.ui.window import App

    pygame.init()
    unseen = unseen_display(pygame.display.get_driver() if pygame.display.get_init() else "", driver_asked, smoke)
    if unseen is not None:
        print(unseen, file=sys.stderr, flush=True)
        pygame.quit()
        return 2
    app: App | None = None
    try:
        app = App(smoke=smoke, data_dir=data_dir, record=record, size=devaids.window_size())
        _apply_env(app)
        if smoke:
            from game.ui.smoke import smoke_test  # a table and its rules: loaded only for the smoke run

            return smoke_test(app)
        return app.loop()
    except Exception as error:  # an error nobody foresaw: a report and a message, not a vanishing window
        from game.ui import crash

        return crash.handle(error, app, data_dir, smoke)
    finally:
        pygame.quit()


def _apply_env(app: App) -> None:
    """Development aids: a fixed seed, language and speed (``PANJPAR_SEED``, ``_LANGUAGE``, ``_SPEED``)."""
    seed = os.environ.get("PANJPAR_SEED", "")
    if seed.isdigit():
        app.ctx.seed = int(seed)
    language = os.environ.get("PANJPAR_LANGUAGE", "")
    if language in i18n.LANGUAGES:
        app.ctx.settings.language = language
        i18n.set_language(language)
        app.ctx.text.set_language(language)
    speed = os.environ.get("PANJPAR_SPEED", "")
    if speed in ("off", "fast", "normal", "slow"):
        app.ctx.settings.speed = speed  # type: ignore[assignment]
