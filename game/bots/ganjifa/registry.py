"""The bots of each game on the protocol by difficulty: ``make_game_bot("ekrang", "hard")``.

Each game's bot module adds its line to :data:`GAME_BOTS`; ``random`` plays every game. A spec from a setting or
a record goes through here, so it can only ever name one of these: it never loads code.
"""

from __future__ import annotations

from collections.abc import Callable

from game.bots.ganjifa.base import GameBot, UniformBot
from game.bots.ganjifa.ekrang import EkrangEasyBot
from game.bots.ganjifa.ekrang_hard import EkrangHardBot
from game.bots.ganjifa.hamrang import EasyHamrangBot
from game.bots.ganjifa.hamrang_hard import HardHamrangBot
from game.bots.ganjifa.komi import EasyKomiBot, HardKomiBot

#: ``(game id, difficulty)`` to a factory of new bot instances.
GAME_BOTS: dict[tuple[str, str], Callable[[], GameBot]] = {
    ("komi", "easy"): EasyKomiBot,
    ("komi", "hard"): HardKomiBot,
    ("ekrang", "easy"): EkrangEasyBot,
    ("ekrang", "hard"): EkrangHardBot,
    ("hamrang", "easy"): EasyHamrangBot,
    ("hamrang", "hard"): HardHamrangBot,
}


class GameBotError(ValueError):
    """A difficulty that no bot of the game plays."""


def game_bot_levels(game_id: str) -> tuple[str, ...]:
    """The difficulties with a bot for ``game_id``, ``random`` first."""
    return ("random", *(level for game, level in GAME_BOTS if game == game_id))


def make_game_bot(game_id: str, level: str) -> GameBot:
    """A new bot of ``level`` for ``game_id``; raises :class:`GameBotError` for one the game lacks."""
    if level == "random":
        return UniformBot()
    factory = GAME_BOTS.get((game_id, level))
    if factory is None:
        known = ", ".join(game_bot_levels(game_id))
        raise GameBotError(f"no {level!r} bot plays {game_id} (bots: {known})")
    return factory()
