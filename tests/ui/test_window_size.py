"""The first window's size: as the player left it, else from the desktop (large screens open with a large table)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.layout import DEFAULT_SIZE, MIN_SIZE, initial_window_size
from game.ui.window import App


@pytest.mark.parametrize(
    ("desktop", "expected"),
    [
        ((1920, 1080), (1469, 918)),
        ((3840, 2160), (2938, 1836)),
        ((1600, 1000), (1280, 800)),
        ((2560, 1080), (1469, 918)),  # ultra-wide: the height decides
        ((1024, 600), (960, 600)),  # small screens get the smallest playable window
    ],
)
def test_first_window_is_sixteen_by_ten_within_the_desktop(desktop: tuple[int, int], expected: tuple[int, int]) -> None:
    size = initial_window_size(desktop)
    assert size == expected
    if desktop[0] >= MIN_SIZE[0] / 0.8 and desktop[1] >= MIN_SIZE[1] / 0.85:
        assert size[0] <= desktop[0] * 0.8 + 1 and size[1] <= desktop[1] * 0.85 + 1
    assert size[0] >= MIN_SIZE[0] and size[1] >= MIN_SIZE[1]


def test_unknown_desktop_gives_the_default_window() -> None:
    assert initial_window_size(None) == DEFAULT_SIZE
    assert initial_window_size((0, 0)) == DEFAULT_SIZE


def test_a_remembered_size_wins_while_it_fits_the_desktop() -> None:
    assert initial_window_size((1920, 1080), (1100, 700)) == (1100, 700)
    assert initial_window_size((1920, 1080), (2500, 1400)) == (1920, 1080)  # moved to a smaller screen
    assert initial_window_size(None, (1100, 700)) == (1100, 700)
    assert initial_window_size((1920, 1080), (0, 0)) == (1469, 918)  # nothing remembered yet
    assert initial_window_size((1920, 1080), (300, 200)) == (1469, 918)  # not a playable size


def test_the_game_reopens_at_the_size_it_was_left(tmp_path: Path) -> None:
    pygame.init()
    try:
        first = App(size=None, data_dir=str(tmp_path))
        desktop = pygame.display.get_desktop_sizes()[0]
        assert first.screen.get_size() == initial_window_size(desktop)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
        first.pump(0.02)
        first.close()
        again = App(size=None, data_dir=str(tmp_path))
        assert again.screen.get_size() == (1000, 640)
        again.close()
    finally:
        pygame.quit()
