"""The classes allowed on the wire, found from the registry: every frozen dataclass defined in the packages of
each game's rules (``game.panjpar``; ``game.ganjifa.komi`` and the shared ``game.ganjifa``), and the network's own
messages. A game added to the registry travels without a line here; no game id is compared."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from functools import cache

from game.engine import registry
from game.net import messages
from game.net.codec import WireTypes


def game_packages() -> tuple[str, ...]:
    """Each registered game's rules' packages below ``game`` (``game.ganjifa.komi``, ``game.ganjifa``)."""
    found: dict[str, None] = {}
    for info in registry.GAMES.values():
        parts = info.rulebook.module.split(".")[:-1]
        while len(parts) > 1:
            found[".".join(parts)] = None
            parts.pop()
    return tuple(found)


def _modules(package: str) -> Iterator[object]:
    root = importlib.import_module(package)
    yield root
    for module in pkgutil.iter_modules(getattr(root, "__path__", []), package + "."):
        if not module.ispkg:
            yield importlib.import_module(module.name)


def frozen_dataclasses(module: object) -> Iterator[type]:
    """The frozen dataclasses defined in ``module`` (not those it imports)."""
    for _name, value in inspect.getmembers(module, inspect.isclass):
        params = getattr(value, "__dataclass_params__", None)
        own = value.__module__ == getattr(module, "__name__", None)
        if own and dataclasses.is_dataclass(value) and params is not None and params.frozen:
            yield value


@cache
def wire_types() -> WireTypes:
    """Every class that may travel: the games' values and the messages (built once)."""
    classes = [cls for package in game_packages() for module in _modules(package) for cls in frozen_dataclasses(module)]
    return WireTypes([*classes, *frozen_dataclasses(messages)])
