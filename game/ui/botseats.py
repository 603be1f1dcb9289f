"""The bot seats' factory the app hands the tables: the bots' modules (the search, the Ganjifa bots, the worker
processes of game/ui/botdriver.py) load when a table first asks for a bot, not when the window opens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.lazy import Lazy
from game.ui.botlike import BotLike

_PANJPAR_SEAT: Lazy[Callable[[str, bool], BotLike]] = Lazy("game.ui.botdriver", "make_worker")
_GAME_SEAT: Lazy[Callable[[str, str, bool], BotLike]] = Lazy("game.ui.botdriver", "make_game_worker")


@dataclass(frozen=True, slots=True)
class BotSeats:
    """Makes bot seats; ``in_process``: the bots think in this process at once (tests, ``--smoke``) rather than
    in worker processes."""

    in_process: bool = False

    def panjpar(self, spec: str) -> BotLike:
        """A Panjpar bot seat for ``spec`` (a built-in bot's name; anything else plays as the easy bot)."""
        return _PANJPAR_SEAT.get()(spec, self.in_process)

    def game(self, game: str, spec: str) -> BotLike:
        """A bot seat of ``game`` (a game on the protocol) at level ``spec`` (its easy bot when it lacks it)."""
        return _GAME_SEAT.get()(game, spec, self.in_process)
