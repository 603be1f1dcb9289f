"""The first window's size follows the desktop: large screens open with a large table, small ones fit."""

from __future__ import annotations

import pytest

from game.ui.layout import DEFAULT_SIZE, MIN_SIZE, initial_window_size


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
