"""The game window: start-up, the render loop and the scene stack.

``run`` is what ``panjpar`` (game/cli.py) calls. Each frame: pygame events become actions (game/ui/input.py)
for the top scene, every scene advances by the elapsed time, and the visible scenes draw bottom to top.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

DEFAULT_SIZE = (1280, 800)
FPS = 60


def _prepare_environment(smoke: bool) -> None:
    """Environment SDL reads at start-up: set before pygame is imported."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Measured under Xvfb (docs in the report): without the software-OpenGL probe the window appears sooner
    # and the process is ~100 MB smaller; the frame is drawn with blits, so no acceleration is lost.
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if smoke or headless:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        if smoke:
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def run(record: str | None = None, data_dir: str | None = None, smoke: bool = False) -> int:
    """Open the window and play until the player quits; ``smoke``: draw a few frames of a game and exit 0."""
    multiprocessing.freeze_support()
    _prepare_environment(smoke)
    import pygame

    from game.ui.window import App

    pygame.init()
    try:
        app = App(smoke=smoke, data_dir=data_dir, record=record)
        return app.smoke_test() if smoke else app.loop()
    finally:
        pygame.quit()


def main() -> None:  # pragma: no cover - convenience for `python -m game.ui.app`
    start = time.monotonic()
    code = run()
    del start
    sys.exit(code)
