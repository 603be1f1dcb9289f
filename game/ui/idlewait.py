"""Sleep until the next window event, truly: the idle loop's wait (game/ui/window.py).

``pygame.event.wait`` (pygame-ce 2.5) polls the queue every millisecond, about 3% of a core under X11 while
nothing happens. SDL's own ``SDL_WaitEventTimeout``, called with no event to fill, blocks on the window system's
connection instead and leaves the event queued for ``pygame.event.get``. It is reached through ctypes in the SDL
library pygame has loaded; where that library cannot be found, pygame's polling wait is the fallback.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

#: Waits at most that many milliseconds (negative: for ever) for an event; whether one came.
Waiter = Callable[[int], bool]


def _loaded_sdl() -> ctypes.CDLL | None:
    """The SDL2 library this process has loaded for pygame, if it can be found."""
    candidates: list[str] = []
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                candidates += {line.split()[-1] for line in maps if "/libSDL2-2" in line or "/libSDL2.so" in line}
        except OSError:
            pass
    package = Path(pygame.__file__).parent
    candidates += [str(package / "SDL2.dll"), str(package / ".dylibs" / "libSDL2-2.0.0.dylib")]
    # Never a system SDL found by name: a second, uninitialised copy would return at once, and the loop would spin.
    for path in candidates:
        if not Path(path).is_file():
            continue
        try:
            library = ctypes.CDLL(path)
            library.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            library.SDL_WaitEventTimeout.restype = ctypes.c_int
        except (OSError, AttributeError):
            continue
        return library
    return None


def _pygame_wait(timeout_ms: int) -> bool:
    event = pygame.event.wait(max(timeout_ms, 0))
    if event.type == pygame.NOEVENT:
        return False
    pygame.event.post(event)  # the queue was empty, so it goes back first in line
    return True


def make_waiter() -> Waiter:
    """The best wait this system offers (call after ``pygame.init``)."""
    library = _loaded_sdl()
    if library is None:
        return _pygame_wait

    def wait(timeout_ms: int) -> bool:
        return bool(library.SDL_WaitEventTimeout(None, timeout_ms))

    return wait
