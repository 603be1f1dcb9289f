"""The buttons at the right of every table's top bar: Menu, and left of it the table's tools (Hint, Undo)."""

from __future__ import annotations

from pygame import Rect

#: A tool button's width, as a share of the Menu button's.
TOOL_WIDTH = 0.75


def tool_rects(menu: Rect, count: int) -> list[Rect]:
    """``count`` tool buttons right to left from the Menu button: the first is next to it."""
    gap = max(4, menu.h // 4)
    width = round(menu.w * TOOL_WIDTH)
    rects = []
    right = menu.x - gap
    for _ in range(count):
        rects.append(Rect(right - width, menu.y, width, menu.h))
        right -= width + gap
    return rects


def tools_left(menu: Rect, count: int) -> int:
    """Where the leftmost of ``count`` tool buttons begins (the Menu button's left edge with none)."""
    rects = tool_rects(menu, count)
    return rects[-1].x if rects else menu.x
