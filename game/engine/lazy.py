"""A value named by its module and attribute, imported the first time it is asked for.

The registry declares every game with one of these for its rules, so that listing the games (the menu, the
set-up screens, the storage's checks) never loads a game's rules: a game's modules load when it is played.

Every such import goes through :func:`import_module`, one thread at a time: the window's warm-up imports in a
thread of its own while the player clicks, and two threads importing a package whose ``__init__`` imports its own
modules (``game.bots``) can each get the other's half-made module (Python's import locks break the deadlock so).
"""

from __future__ import annotations

import importlib
import threading
from types import ModuleType
from typing import Any, ClassVar, Generic, TypeVar, cast

T = TypeVar("T")

#: Held while a lazy name's module is imported (re-entrant: an import may ask for another lazy name).
IMPORTING = threading.RLock()


def import_module(name: str) -> ModuleType:
    """``importlib.import_module``, while no other thread imports through here."""
    with IMPORTING:
        return importlib.import_module(name)


class Lazy(Generic[T]):
    """``module.attribute``, imported by :meth:`get` on first use and kept."""

    __slots__ = ("_loaded", "_value", "attribute", "module", "warm")

    #: Every name made so far, in order (the window's warm-up imports their modules: game/ui/warmup.py).
    made: ClassVar[list[Lazy[Any]]] = []

    def __init__(self, module: str, attribute: str, warm: bool = True) -> None:
        self.module = module
        self.attribute = attribute
        #: Whether the window's warm-up loads it; ``False`` for what few players open and costs much (the
        #: network's screens, which bring the WebSocket and multicast DNS libraries: about 15 MB).
        self.warm = warm
        self._value: T | None = None
        self._loaded = False
        Lazy.made.append(self)

    @classmethod
    def of(cls, value: T) -> Lazy[T]:
        """A value already at hand (a test's toy game), given where a name is expected."""
        lazy: Lazy[T] = cls(type(value).__module__, type(value).__qualname__)
        lazy._value, lazy._loaded = value, True
        return lazy

    @property
    def loaded(self) -> bool:
        return self._loaded

    def get(self) -> T:
        if not self._loaded:
            self._value = cast(T, getattr(import_module(self.module), self.attribute))
            self._loaded = True
        return cast(T, self._value)

    def __repr__(self) -> str:
        return f"Lazy({self.module}.{self.attribute})"
