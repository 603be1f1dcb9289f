"""The screens that depend on which games have a table or a replay viewer: the game chooser and the record
viewers, by the registry's game id. The catalog opens them by name, so these maps load only when needed."""

from __future__ import annotations

from game.engine import registry
from game.ui import records
from game.ui.ganjifa import replay as ganjifa_replay
from game.ui.presenters import PRESENTERS
from game.ui.scenes import chooser, replay_viewer
from game.ui.scenes.base import Context, Scene

#: Each game's replay viewer, by the registry's game id: a record is opened by the game its ``Game`` tag names.
VIEWERS: dict[str, records.RecordOpener] = {
    registry.PANJPAR.id: replay_viewer.open_panjpar_text,
    **dict.fromkeys(ganjifa_replay.ADAPTERS, ganjifa_replay.open_ganjifa_record),
}


def open_chooser(ctx: Context) -> Scene:
    """New game's first step: the games that have a table."""
    return chooser.GameChooserScene(ctx, frozenset(PRESENTERS))


def open_record_text(ctx: Context, text: str, source: str, title: str, me: int | None = None) -> Scene:
    """The replay viewer of the game a record's text holds, or a message saying what is wrong with it."""
    return records.open_record_text(ctx, VIEWERS, text, source, title, me)


def open_record_file(ctx: Context, path: str) -> Scene:
    """The replay viewer of the record file ``path``, or a message saying why it cannot be shown."""
    return records.open_record_file(ctx, VIEWERS, path)
