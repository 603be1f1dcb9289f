"""``python -m toygame.launch [ARGS]`` (tests/ on the import path): the real program (``game.cli.main``) with the
toy game registered, by the same one line in each table as a shipped game's. The lines run at import, so the bot
worker processes, which the ``spawn`` start method makes by importing this module again as their main module,
know the toy too."""

from __future__ import annotations

import sys

from game.bots.table import BOTS
from game.engine import registry
from game.ui.games import GAME_UIS
from toygame.entry import EASY, SCREENS, TOY

registry.GAMES[TOY.id] = TOY
BOTS[(TOY.id, "easy")] = EASY
GAME_UIS[TOY.id] = SCREENS

if __name__ == "__main__":
    from game.cli import main

    sys.exit(main())
