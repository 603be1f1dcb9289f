"""The built-in bots by name: ``make_bot("random" | "easy" | "hard")``, and nothing else.

A bot spec that comes from the database, a record or a setting goes through here, so it can only ever name one of
these three: it never loads code. Loading a bot from a file (``path/to/bot.py:ClassName``) is
:mod:`game.bots.plugin`, which the ``arena`` command line alone uses.
"""

from __future__ import annotations

from collections.abc import Callable

from game.bots.base import Bot
from game.bots.random_bot import RandomBot
from game.bots.search import EASY, HARD, SearchBot
from game.engine import registry


class BotSpecError(ValueError):
    """A bot spec that names no bot; the message says what is wrong and what is accepted."""


#: The bot that plays each difficulty the games' registry offers (game/engine/registry.py); a test keeps the two
#: in step.
BUILTIN: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": lambda: SearchBot(EASY),
    "hard": lambda: SearchBot(HARD),
}
#: The bot that plays a seat whose saved spec names no built-in bot, and that takes over a failing bot's seat.
DEFAULT_BOT = registry.default_difficulty()
#: Each built-in bot's own thinking time per decision, in seconds (``random`` answers at once).
THINK_BUDGET: dict[str, float] = {"random": 0.0, "easy": EASY.budget, "hard": HARD.budget}
#: How much of an unknown spec a message quotes: a database row may hold megabytes.
QUOTE_LIMIT = 40


def is_bot_name(spec: object) -> bool:
    """Whether ``spec`` is the name of a built-in bot (exactly: no spaces, no paths)."""
    return isinstance(spec, str) and spec in BUILTIN


def quoted(spec: object, limit: int = QUOTE_LIMIT) -> str:
    """``spec`` as a message shows it: quoted, and cut to ``limit`` characters."""
    text = spec if isinstance(spec, str) else repr(spec)
    return repr(text[:limit]) + ("…" if len(text) > limit else "")


def make_bot(name: str) -> Bot:
    """A new instance of the built-in bot ``name``; raises :class:`BotSpecError` for anything else."""
    if not is_bot_name(name):
        raise BotSpecError(f"unknown bot {quoted(name)}: use {', '.join(BUILTIN)}")
    return BUILTIN[name]()
