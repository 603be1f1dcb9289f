"""The bot seats' factory the app hands the tables: the bots' modules (the search, the Ganjifa bots, the worker
processes of game/ui/botdriver.py) load when a table first asks for a bot, not when the window opens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.lazy import Lazy
from game.ui.botlike import BotLike

_SEAT_BOT: Lazy[Callable[[str, str, bool], BotLike]] = Lazy("game.ui.botdriver", "make_seat_bot")


@dataclass(frozen=True, slots=True)
class BotSeats:
    """Makes bot seats; ``in_process``: the bots think in this process at once (tests, ``--smoke``) rather than
    in worker processes."""

    in_process: bool = False

    def seat(self, game: str, spec: str) -> BotLike:
        """A bot seat of ``game`` at level ``spec`` (a built-in bot's level; anything else plays as the game's easy
        bot)."""
        return _SEAT_BOT.get()(game, spec, self.in_process)
