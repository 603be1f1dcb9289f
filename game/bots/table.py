"""The built-in bots of every game, keyed by game and level: ``make_bot("ekrang", "hard")``, and nothing else.

This is the one table of bots: the table's seats, the hints, a resumed game's seats, the worker processes and the
arena all make their built-in bots here. A level of a game is offered by the registry (game/engine/registry.py,
which the screens and the settings read without loading a bot); ``tests/bots/test_table.py`` holds the two in
step. ``random`` plays every game. A spec that comes from the database, a record or a setting goes through here,
so it can only ever name one of these bots: it never loads code (a bot file is :mod:`game.bots.plugin`, which
the ``arena`` command line alone uses).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.bots.ganjifa.ekrang import EkrangEasyBot
from game.bots.ganjifa.ekrang_hard import EkrangHardBot
from game.bots.ganjifa.hamrang import EasyHamrangBot
from game.bots.ganjifa.hamrang_hard import BUDGET as HAMRANG_BUDGET
from game.bots.ganjifa.hamrang_hard import HardHamrangBot
from game.bots.ganjifa.komi import EasyKomiBot, HardKomiBot
from game.bots.protocol import Bot, RandomBot
from game.bots.search import EASY, EXPERT, HARD, easy_bot, expert_bot, hard_bot
from game.engine import registry

#: Any game's bot: it answers that game's observations with that game's actions.
AnyBot = Bot[Any, Any]

#: The level every game has: a uniformly random legal action.
RANDOM = "random"


class BotSpecError(ValueError):
    """A bot spec that names no bot of the game; the message says what is wrong and what is accepted."""


@dataclass(frozen=True, slots=True)
class BuiltinBot:
    """One built-in bot: what makes a new instance, and its thinking time per decision at the table."""

    make: Callable[[], AnyBot]
    #: Seconds per decision (the worker's deadline adds its grace to it).
    budget: float


#: ``(game id, level)`` to its bot; ``random`` (:data:`RANDOM`) plays every game and is not listed.
BOTS: dict[tuple[str, str], BuiltinBot] = {
    ("panjpar", "easy"): BuiltinBot(easy_bot, EASY.budget),
    ("panjpar", "hard"): BuiltinBot(hard_bot, HARD.budget),
    ("panjpar", "expert"): BuiltinBot(expert_bot, EXPERT.budget),
    ("komi", "easy"): BuiltinBot(EasyKomiBot, 0.2),
    ("komi", "hard"): BuiltinBot(HardKomiBot, 1.0),
    ("ekrang", "easy"): BuiltinBot(EkrangEasyBot, 0.2),
    ("ekrang", "hard"): BuiltinBot(EkrangHardBot, 1.0),
    ("hamrang", "easy"): BuiltinBot(EasyHamrangBot, 0.2),
    # What it has always used at the table (its own default, before the worker passed the table's budget on).
    ("hamrang", "hard"): BuiltinBot(HardHamrangBot, HAMRANG_BUDGET),
}
_RANDOM = BuiltinBot(RandomBot, 0.0)
#: How much of an unknown spec a message quotes: a database row may hold megabytes.
QUOTE_LIMIT = 40


def quoted(spec: object, limit: int = QUOTE_LIMIT) -> str:
    """``spec`` as a message shows it: quoted, and cut to ``limit`` characters."""
    text = spec if isinstance(spec, str) else repr(spec)
    return repr(text[:limit]) + ("…" if len(text) > limit else "")


def bot_levels(game: str) -> tuple[str, ...]:
    """The levels with a bot for ``game``, ``random`` first."""
    return (RANDOM, *(level for each, level in BOTS if each == game))


def builtin(game: str, spec: object) -> BuiltinBot | None:
    """The built-in bot ``spec`` of ``game`` (exactly a level's name: no spaces, no paths), or ``None``."""
    if not isinstance(spec, str):
        return None
    if spec == RANDOM:
        return _RANDOM
    return BOTS.get((game, spec))


def is_bot_name(game: str, spec: object) -> bool:
    """Whether ``spec`` names a built-in bot of ``game``."""
    return builtin(game, spec) is not None


def _named(game: str, spec: str) -> BuiltinBot:
    """The built-in bot ``spec`` of ``game``; raises :class:`BotSpecError` for anything else."""
    found = builtin(game, spec)
    if found is None:
        raise BotSpecError(f"unknown bot {quoted(spec)} for {game}: use {', '.join(bot_levels(game))}")
    return found


def make_bot(game: str, spec: str) -> AnyBot:
    """A new instance of the built-in bot ``spec`` of ``game``; raises :class:`BotSpecError` for anything else."""
    return _named(game, spec).make()


def think_budget(game: str, spec: str) -> float:
    """Seconds per decision of the built-in bot ``spec`` of ``game`` (raises :class:`BotSpecError` as above)."""
    return _named(game, spec).budget


def level_or_default(game: str, spec: object) -> str:
    """``spec`` if it names a bot of ``game``, else the game's default level (its easy bot), else ``random``: a
    spec read from a saved game or a setting never loads a file and never stops a table."""
    if isinstance(spec, str) and is_bot_name(game, spec):
        return spec
    info = registry.game_info(game)
    default = info.default_level if info is not None else RANDOM
    return default if is_bot_name(game, default) else RANDOM
