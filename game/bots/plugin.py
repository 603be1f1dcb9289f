"""Bots loaded from a Python file: ``path/to/bot.py:ClassName``, for the ``arena`` command line only, for any game.

A bot file's class follows :class:`~game.bots.protocol.Bot`: ``step(observation, rng, deadline=None,
cancel=None)`` returns one of ``observation.legal_actions()`` (docs/bots.md shows a whole one).
Loading a file runs its code, so nothing that reads a spec from the database, a record or a setting may call
this module (the table's bots go through :func:`game.bots.table.make_bot`, names only);
``tests/bots/test_plugin_boundary.py`` checks that only ``game/commands/arena.py`` imports it.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.bots.table import AnyBot, BotSpecError, bot_levels, builtin
from game.bots.table import quoted as _quoted

BotFactory = Callable[[], AnyBot]
#: A spec typed on the command line is quoted in full unless it is absurdly long.
QUOTE_LIMIT = 300


def quoted(text: str) -> str:
    """A spec as the arena's messages quote it."""
    return _quoted(text, QUOTE_LIMIT)


def bot_factory(game: str, spec: str) -> BotFactory:
    """What makes a new bot of ``game`` for ``spec``: a built-in level, or a class in a file (its module is loaded
    once here; each call of the result is a new instance). Raises :class:`BotSpecError` with a clear message."""
    spec = spec.strip()
    found = builtin(game, spec)
    if found is not None:
        return found.make
    if ":" not in spec:
        levels = ", ".join(bot_levels(game))
        raise BotSpecError(f"unknown bot {quoted(spec)} for {game}: use {levels} or path/to/file.py:ClassName")
    path_text, _, class_name = spec.rpartition(":")
    path = Path(path_text)
    if not class_name.isidentifier():
        raise BotSpecError(f"bad bot spec {quoted(spec)}: {quoted(class_name)} is not a class name")
    if not path.is_file():
        raise BotSpecError(f"bad bot spec {quoted(spec)}: no such file {quoted(path_text)}")
    cls = _load_class(spec, path, class_name)
    _check(spec, cls, class_name)
    factory: BotFactory = cls
    return factory


def _load_class(spec: str, path: Path, class_name: str) -> Any:
    module_name = f"panjpar_bot_{abs(hash(str(path.resolve())))}"
    loader_spec = importlib.util.spec_from_file_location(module_name, path)
    if loader_spec is None or loader_spec.loader is None:
        raise BotSpecError(f"bad bot spec {quoted(spec)}: {quoted(str(path))} is not a Python file")
    module = importlib.util.module_from_spec(loader_spec)
    sys.modules[module_name] = module
    try:
        loader_spec.loader.exec_module(module)
    except Exception as error:  # a broken bot file must not crash the caller
        del sys.modules[module_name]
        raise BotSpecError(f"bad bot spec {quoted(spec)}: loading {quoted(str(path))} failed: {error!r}") from error
    cls: Any = getattr(module, class_name, None)
    if cls is None or not inspect.isclass(cls):
        raise BotSpecError(f"bad bot spec {quoted(spec)}: {quoted(str(path))} defines no class {class_name!r}")
    return cls


def _check(spec: str, cls: Any, class_name: str) -> None:
    """Make one instance and check that it follows the :class:`~game.bots.protocol.Bot` protocol."""
    try:
        bot: Any = cls()
    except Exception as error:
        raise BotSpecError(f"bad bot spec {quoted(spec)}: {class_name}() failed: {error!r}") from error
    if not isinstance(getattr(bot, "name", None), str) or not callable(getattr(bot, "step", None)):
        raise BotSpecError(
            f"bad bot spec {quoted(spec)}: {class_name} does not follow the Bot protocol "
            "(needs a str attribute 'name' and a method step(observation, rng, deadline=None, cancel=None))"
        )
    params = inspect.signature(bot.step).parameters
    if len(params) < 2 and not any(p.kind == p.VAR_POSITIONAL for p in params.values()):
        raise BotSpecError(
            f"bad bot spec {quoted(spec)}: {class_name}.step must take (observation, rng, deadline, cancel)"
        )
