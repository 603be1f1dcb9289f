"""The one place that reads pygame events: each becomes a small :data:`Action` value.

:func:`translate` takes positions from the events, never from ``pygame.mouse.get_pos()``, so that posted events
work the same as real ones. What an action means at a game's table (an intent, a notice) is that game's
gestures' business (e.g. game/ui/panjpar/gestures.py); they answer with a :class:`GestureResult`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True, slots=True)
class PointerDown:
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True, slots=True)
class PointerMove:
    pos: tuple[int, int]


@dataclass(frozen=True, slots=True)
class PointerUp:
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True, slots=True)
class KeyPress:
    key: int


@dataclass(frozen=True, slots=True)
class TextTyped:
    """Text typed at the keyboard (after the keyboard layout and any input method): one or more characters."""

    text: str


@dataclass(frozen=True, slots=True)
class Wheel:
    """The mouse wheel turned ``steps`` notches: more than 0 away from the player (scroll up), less towards."""

    steps: int


@dataclass(frozen=True, slots=True)
class Resized:
    size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class QuitRequested:
    pass


@dataclass(frozen=True, slots=True)
class ToggleFullscreen:
    pass


Action = (
    PointerDown | PointerMove | PointerUp | KeyPress | TextTyped | Wheel | Resized | QuitRequested | ToggleFullscreen
)


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = getattr(event, "pos", (0, 0))
    return int(x), int(y)


def translate(event: pygame.event.Event) -> Action | None:
    """The action of one pygame event (``None``: nothing the game reacts to)."""
    kind = event.type
    if kind == pygame.QUIT:
        return QuitRequested()
    if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 3):
        return PointerDown(_pos(event), getattr(event, "button", 1))
    if kind == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) in (1, 3):
        return PointerUp(_pos(event), getattr(event, "button", 1))
    if kind == pygame.MOUSEMOTION:
        return PointerMove(_pos(event))
    if kind == pygame.KEYDOWN:
        if event.key == pygame.K_F11:
            return ToggleFullscreen()
        return KeyPress(event.key)
    if kind == pygame.TEXTINPUT:
        return TextTyped(str(getattr(event, "text", "")))
    if kind == pygame.MOUSEWHEEL:
        return Wheel(int(getattr(event, "y", 0)))
    if kind == pygame.VIDEORESIZE:
        return Resized((int(event.w), int(event.h)))
    return None


@dataclass
class GestureResult:
    """What one action meant at a table: an intent to submit, a notice to show, both or neither."""

    #: An action of the table's game (its own type).
    intent: Any | None = None
    notice: str | None = None
