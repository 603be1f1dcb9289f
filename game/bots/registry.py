"""``make_bot(spec)``: a bot by name (``random``, ``easy``, ``hard``) or from a file (``path/to/bot.py:ClassName``)."""

from __future__ import annotations

import importlib.util
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.bots.base import Bot


class BotSpecError(ValueError):
    """A bot spec that names no bot; the message says what is wrong and what is accepted."""


def _random() -> Bot:
    from game.bots.random_bot import RandomBot

    return RandomBot()


def _easy() -> Bot:
    from game.bots.search import EASY, SearchBot

    return SearchBot(EASY)


def _hard() -> Bot:
    from game.bots.search import HARD, SearchBot

    return SearchBot(HARD)


BUILTIN: dict[str, Callable[[], Bot]] = {"random": _random, "easy": _easy, "hard": _hard}


def make_bot(spec: str) -> Bot:
    """The bot named by ``spec``; raises :class:`BotSpecError` with a clear message for a bad spec."""
    spec = spec.strip()
    if spec in BUILTIN:
        return BUILTIN[spec]()
    if ":" not in spec:
        raise BotSpecError(f"unknown bot {spec!r}: use {', '.join(BUILTIN)} or path/to/file.py:ClassName")
    path_text, _, class_name = spec.rpartition(":")
    path = Path(path_text)
    if not class_name.isidentifier():
        raise BotSpecError(f"bad bot spec {spec!r}: {class_name!r} is not a class name")
    if not path.is_file():
        raise BotSpecError(f"bad bot spec {spec!r}: no such file {path_text!r}")
    module_name = f"panjpar_bot_{abs(hash(str(path.resolve())))}"
    loader_spec = importlib.util.spec_from_file_location(module_name, path)
    if loader_spec is None or loader_spec.loader is None:
        raise BotSpecError(f"bad bot spec {spec!r}: {path_text!r} is not a Python file")
    module = importlib.util.module_from_spec(loader_spec)
    sys.modules[module_name] = module
    try:
        loader_spec.loader.exec_module(module)
    except Exception as error:  # a broken bot file must not crash the caller
        del sys.modules[module_name]
        raise BotSpecError(f"bad bot spec {spec!r}: loading {path_text!r} failed: {error!r}") from error
    cls: Any = getattr(module, class_name, None)
    if cls is None or not inspect.isclass(cls):
        raise BotSpecError(f"bad bot spec {spec!r}: {path_text!r} defines no class {class_name!r}")
    try:
        bot: Any = cls()
    except Exception as error:
        raise BotSpecError(f"bad bot spec {spec!r}: {class_name}() failed: {error!r}") from error
    if not isinstance(getattr(bot, "name", None), str) or not callable(getattr(bot, "step", None)):
        raise BotSpecError(
            f"bad bot spec {spec!r}: {class_name} does not follow the Bot protocol "
            "(needs a str attribute 'name' and a method step(view, rng, deadline=None, cancel=None))"
        )
    params = inspect.signature(bot.step).parameters
    if len(params) < 2 and not any(p.kind == p.VAR_POSITIONAL for p in params.values()):
        raise BotSpecError(f"bad bot spec {spec!r}: {class_name}.step must take (view, rng, deadline, cancel)")
    checked: Bot = bot
    return checked
