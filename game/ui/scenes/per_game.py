"""The screens that depend on which games the window shows (game/ui/games.py): the game chooser and the record
viewers, each game's from its GameUI. The catalog opens them by name, so these load only when
needed."""

from __future__ import annotations

from game.ui import records
from game.ui.games import GAME_UIS
from game.ui.scenes import chooser
from game.ui.scenes.base import Context, Scene


def viewers() -> dict[str, records.RecordOpener]:
    """Each game's replay viewer, by the registry's game id: a record is opened by the game its ``Game`` tag names."""
    return {game: ui.get().open_record for game, ui in GAME_UIS.items()}


def open_chooser(ctx: Context, host: bool = False) -> Scene:
    """New game's first step: the games that have a table (``host``: the table is hosted for friends)."""
    return chooser.GameChooserScene(ctx, host)


def open_record_text(ctx: Context, text: str, source: str, title: str, me: int | None = None) -> Scene:
    """The replay viewer of the game a record's text holds, or a message saying what is wrong with it."""
    return records.open_record_text(ctx, viewers(), text, source, title, me)


def open_record_file(ctx: Context, path: str) -> Scene:
    """The replay viewer of the record file ``path``, or a message saying why it cannot be shown."""
    return records.open_record_file(ctx, viewers(), path)
