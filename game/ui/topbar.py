"""The buttons at the right of every table's top bar: Menu, and left of it the table's tools (Hint, Undo)."""

from __future__ import annotations

from collections.abc import Sequence

from pygame import Rect

#: A tool button's width, as a share of the Menu button's.
TOOL_WIDTH = 0.75


#: The most a tool button widens for a long word (German "Letzter Stich"), as a share of the Menu button's width.
MOST_WIDTH = 1.6


def tool_rects(menu: Rect, count: int, needs: Sequence[int] = ()) -> list[Rect]:
    """``count`` tool buttons right to left from the Menu button: the first is next to it. ``needs``: each one's
    label's width in pixels, so that a long word widens its button (up to :data:`MOST_WIDTH`) rather than being
    shrunk to a tiny size."""
    gap = max(4, menu.h // 4)
    base, most = round(menu.w * TOOL_WIDTH), round(menu.w * MOST_WIDTH)
    rects = []
    right = menu.x - gap
    for index in range(count):
        need = needs[index] + menu.h // 2 if index < len(needs) else 0
        width = min(most, max(base, need))
        rects.append(Rect(right - width, menu.y, width, menu.h))
        right -= width + gap
    return rects


def tools_left(menu: Rect, count: int, needs: Sequence[int] = ()) -> int:
    """Where the leftmost of ``count`` tool buttons begins (the Menu button's left edge with none)."""
    rects = tool_rects(menu, count, needs)
    return rects[-1].x if rects else menu.x


def label_size(menu: Rect) -> int:
    """The font size of a top-bar button's label (as :class:`~game.ui.widgets.Button` draws it)."""
    return max(12, round(menu.h * 0.42))
