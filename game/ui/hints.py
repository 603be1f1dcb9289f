"""A table's hints: the strongest bot of the game asked for the player's move (off the render loop, in its own
worker, made at the first hint), its answer handed back only for the position it was asked about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import registry
from game.ui.botlike import BotLike


def hint_level(game: str) -> str | None:
    """The level whose move a hint shows: the strongest bot of ``game`` (``None``: it has none, nothing to choose)."""
    levels = registry.GAMES[game].levels
    return levels[-1].id if levels else None


class Hints:
    """The hint bot of one table (``factory`` makes a worker from a level) and the hints given in its game."""

    def __init__(self, game: str, factory: Callable[[str], BotLike]) -> None:
        self.level = hint_level(game)
        self._factory = factory
        self._bot: BotLike | None = None
        #: The view the bot is thinking about (``None``: not asked).
        self.asked: Any = None
        #: Hints shown in the current game.
        self.given = 0

    @property
    def available(self) -> bool:
        return self.level is not None

    @property
    def waiting(self) -> bool:
        return self.asked is not None

    def ask(self, view: Any, seed: int) -> None:
        if self.level is None or self.asked is not None:
            return
        if self._bot is None:
            self._bot = self._factory(self.level)
        self.asked = view
        self._bot.ask(view, seed)

    def poll(self, current: Any) -> Any | None:
        """The bot's move once it has answered, if the player's view is still ``current``, the one asked about
        (the player may have moved meanwhile: the hint is then for a position gone, and dropped)."""
        if self._bot is None or self.asked is None:
            return None
        answer = self._bot.poll()
        self._bot.take_notice()  # a hint bot that stopped answering gives the easy bot's move: nothing to say
        if answer is None:
            return None
        asked, self.asked = self.asked, None
        if current != asked:
            return None
        self.given += 1
        return answer

    def drop(self) -> None:
        """Forget a hint being thought of (the player moved, a new game)."""
        if self._bot is not None and self.asked is not None:
            self._bot.cancel()
        self.asked = None

    def new_game(self) -> None:
        self.drop()
        self.given = 0

    def close(self) -> None:
        if self._bot is not None:
            self._bot.close()
