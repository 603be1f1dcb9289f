"""The toy game's entry in each of the parlour's tables, as a shipped game writes them: its registry entry (what
game/engine/registry.py would hold), its bot level (a line of game/bots/table.py's ``BOTS``) and its screens (a line
of game/ui/games.py's ``GAME_UIS``). conftest.py adds the three for a test; launch.py for a whole program."""

from __future__ import annotations

from game.bots.table import BuiltinBot
from game.engine.lazy import Lazy
from game.engine.registry import CHIP_MATCHES, GameInfo, Level, VariantInfo
from game.ui.gameui import GameUI
from toygame.bot import ToyBot

TOY = GameInfo(
    id="toy",
    name="Toy",
    variants=(
        VariantInfo(
            "toy",
            (2, 3, 4, 5, 6),
            "Toy",
            "One card each: stay or fold, the highest card takes the pot.",
            Lazy("toygame.record", "VARIANT"),
        ),
    ),
    levels=(Level("random", "Random", at_table=False), Level("easy", "Easy")),
    rulebook=Lazy("toygame.rulebook", "TOY_RULES"),
    default_players=3,
    match_rounds=CHIP_MATCHES,
)
#: ``BOTS[("toy", "easy")]``: the bot and its thinking time per decision.
EASY = BuiltinBot(ToyBot, 0.05)
#: ``GAME_UIS["toy"]``: the screens, loaded when the window first asks for them.
SCREENS: Lazy[GameUI] = Lazy("toygame.gameui", "GAME_UI")
