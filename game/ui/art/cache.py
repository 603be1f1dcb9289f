"""The cache of drawn images: every picture is drawn once per key (what it shows, its size, its colours)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

#: Most images a cache keeps (about four full decks with their parts) before it starts afresh.
MAX_CACHED = 2000


class ImageCache:
    """Images by key, each made on first use; all surfaces returned are shared: blit them, do not draw on them."""

    def __init__(self) -> None:
        self._images: dict[tuple[object, ...], pygame.Surface] = {}

    def clear(self) -> None:
        """Drop every image (e.g. the colours changed, or old window sizes are not needed)."""
        self._images.clear()

    def get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The image for ``key``, made by ``make`` the first time (converted for fast blits once a window
        is open)."""
        found = self._images.get(key)
        if found is not None:
            return found
        if len(self._images) >= MAX_CACHED:  # e.g. many window sizes during a resize drag: start afresh
            self._images.clear()
        surface = make()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        self._images[key] = surface
        return surface
