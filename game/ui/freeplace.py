"""Where a message may lie over a table without hiding a card: the free rectangle nearest a point, found once per
layout from the rectangles the cards, plates and buttons may take (every game's layout names its own)."""

from __future__ import annotations

from collections.abc import Sequence

from pygame import Rect


def free_place(
    bounds: Rect,
    size: tuple[int, int],
    keep_clear: Sequence[Rect],
    prefer: tuple[int, int],
    step: int,
    least_width: int,
) -> Rect:
    """The rectangle of ``size`` inside ``bounds`` that meets nothing in ``keep_clear``, its centre nearest
    ``prefer``; narrower (by a fifth at a time, down to ``least_width``) when no place is wide enough. None free
    at all: the rectangle of ``size`` centred on ``prefer`` (kept inside ``bounds``)."""
    w, h = size
    step = max(1, step)
    clear = list(keep_clear)
    while True:
        best: Rect | None = None
        best_distance = 0
        for y in _positions(bounds.top, bounds.bottom - h, prefer[1] - h // 2, step):
            for x in _positions(bounds.left, bounds.right - w, prefer[0] - w // 2, step):
                place = Rect(x, y, w, h)
                distance = (place.centerx - prefer[0]) ** 2 + (place.centery - prefer[1]) ** 2
                if (best is None or distance < best_distance) and place.collidelist(clear) < 0:
                    best, best_distance = place, distance
        if best is not None:
            return best
        if w * 4 // 5 < least_width:
            break
        w = w * 4 // 5
    fallback = Rect(0, 0, *size)
    fallback.center = prefer
    return fallback.clamp(bounds)


def least_hidden_place(
    bounds: Rect, size: tuple[int, int], keep_clear: Sequence[Rect], prefer: tuple[int, int], step: int
) -> Rect:
    """Where no place is free: the rectangle of ``size`` inside ``bounds`` that covers the least of ``keep_clear``
    (the area hidden, summed), nearest ``prefer`` among equals."""
    w, h = size
    step = max(1, step)
    best = Rect(0, 0, w, h)
    best.center = prefer
    best = best.clamp(bounds)
    best_key: tuple[int, int] | None = None
    for y in _positions(bounds.top, bounds.bottom - h, prefer[1] - h // 2, step):
        for x in _positions(bounds.left, bounds.right - w, prefer[0] - w // 2, step):
            place = Rect(x, y, w, h)
            hidden = 0
            for rect in keep_clear:
                overlap = place.clip(rect)
                hidden += overlap.w * overlap.h
            key = (hidden, (place.centerx - prefer[0]) ** 2 + (place.centery - prefer[1]) ** 2)
            if best_key is None or key < best_key:
                best, best_key = place, key
    return best


def _positions(low: int, high: int, wanted: int, step: int) -> list[int]:
    """Every ``step`` from ``low`` to ``high``, with ``wanted`` (kept in range) among them."""
    if high < low:
        return []
    return sorted({*range(low, high + 1, step), high, min(max(wanted, low), high)})
