"""Every screen by name: the one module that names the screens, so that no screen imports another.

A screen opens another with ``ctx.open("statistics")`` or ``ctx.make("table", setup, seed)`` (the arguments
after the context are the factory's); the app puts :data:`SCENES` in its context. Each screen is named by its
module (:class:`~game.engine.lazy.Lazy`) and imported the first time it opens: the window shows the menu without
loading the tables, the games' rules or the bots (the app loads the rest once the first frame is up).
"""

from __future__ import annotations

from game.engine.lazy import Lazy
from game.ui.scenes.base import Context, Scene, SceneFactory


class Named:
    """A screen's factory named by module and attribute, imported when the screen first opens."""

    def __init__(self, factory: Lazy[SceneFactory]) -> None:
        self.factory = factory

    def __call__(self, ctx: Context, *args: object, **kwargs: object) -> Scene:
        return self.factory.get()(ctx, *args, **kwargs)


#: The network's screens are left out of the warm-up (``warm=False``): they load when Play with friends is first
#: opened, so a window that never plays over the network never loads websockets and zeroconf.
SCENES: dict[str, Named] = {
    "menu": Named(Lazy("game.ui.scenes.menu", "MenuScene")),
    "choose_game": Named(Lazy("game.ui.scenes.per_game", "open_chooser")),
    "set_up": Named(Lazy("game.ui.scenes.setup", "SetUpScene")),
    "rules": Named(Lazy("game.ui.scenes.rules", "RulesScene")),
    "settings": Named(Lazy("game.ui.scenes.settings_scene", "SettingsScene")),
    "statistics": Named(Lazy("game.ui.scenes.statistics", "StatisticsScene")),
    "table": Named(Lazy("game.ui.scenes.table", "TableScene")),
    "resumed_table": Named(Lazy("game.ui.scenes.resume_table", "resume_any")),
    "handover": Named(Lazy("game.ui.scenes.handover", "HandoverScene")),
    "join_table": Named(Lazy("game.ui.network.join", "JoinScene", warm=False)),
    "host_table": Named(Lazy("game.ui.network.starting", "host_table", warm=False)),
    "rejoin_table": Named(Lazy("game.ui.network.starting", "rejoin_table", warm=False)),
    "net_lobby": Named(Lazy("game.ui.network.lobby", "LobbyScene", warm=False)),
    "net_table": Named(Lazy("game.ui.network.table", "NetTableScene", warm=False)),
    "battle_log": Named(Lazy("game.ui.scenes.battle_log", "BattleLogScene")),
    "guess": Named(Lazy("game.ui.panjpar.guess", "GuessScene")),
    "game_over": Named(Lazy("game.ui.scenes.dialogs", "GameOverScene")),
    "another_copy_running": Named(Lazy("game.ui.scenes.dialogs", "another_copy_running")),
    "message": Named(Lazy("game.ui.scenes.message", "MessageScene")),
    "confirm": Named(Lazy("game.ui.scenes.message", "confirm")),
    "storage_problems": Named(Lazy("game.ui.scenes.message", "storage_problems")),
    "record_text": Named(Lazy("game.ui.scenes.per_game", "open_record_text")),
    "record_file": Named(Lazy("game.ui.scenes.per_game", "open_record_file")),
}
