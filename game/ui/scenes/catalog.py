"""Every screen by name: the one module that imports the screens, so that no screen imports another.

A screen opens another with ``ctx.open("statistics")`` or ``ctx.make("table", setup, seed)`` (the arguments
after the context are the factory's); the app puts :data:`SCENES` in its context.
"""

from __future__ import annotations

from game.engine import registry
from game.ui import records
from game.ui.ganjifa import replay as ganjifa_replay
from game.ui.panjpar import guess
from game.ui.presenters import PRESENTERS
from game.ui.scenes import (
    battle_log,
    chooser,
    dialogs,
    ganjifa_setup,
    menu,
    message,
    newgame,
    replay_viewer,
    resume_table,
    rules,
    settings_scene,
    statistics,
    table,
)
from game.ui.scenes.base import SceneFactory

#: Each game's replay viewer, by the registry's game id: a record is opened by the game its ``Game`` tag names.
VIEWERS: dict[str, records.RecordOpener] = {
    registry.PANJPAR.id: replay_viewer.open_panjpar_text,
    **dict.fromkeys(ganjifa_replay.ADAPTERS, ganjifa_replay.open_ganjifa_record),
}

SCENES: dict[str, SceneFactory] = {
    "menu": menu.MenuScene,
    "choose_game": lambda ctx: chooser.GameChooserScene(ctx, frozenset(PRESENTERS)),
    "new_game": newgame.NewGameScene,
    "game_setup": ganjifa_setup.GanjifaSetupScene,
    "rules": rules.RulesScene,
    "settings": settings_scene.SettingsScene,
    "statistics": statistics.StatisticsScene,
    "table": table.TableScene,
    "resumed_table": resume_table.resume_any,
    "battle_log": battle_log.BattleLogScene,
    "guess": guess.GuessScene,
    "game_over": dialogs.GameOverScene,
    "another_copy_running": dialogs.another_copy_running,
    "message": message.MessageScene,
    "confirm": message.confirm,
    "storage_problems": message.storage_problems,
    "record_text": lambda ctx, *args: records.open_record_text(ctx, VIEWERS, *args),
    "record_file": lambda ctx, path: records.open_record_file(ctx, VIEWERS, path),
}
