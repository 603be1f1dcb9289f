"""Saved games, matches, settings and statistics in an embedded SQLite database (docs/storage.md).

The whole API::

    store = Store.open(data_dir)            # never raises for a damaged database; see store.problems
    store.writable / store.readonly_reason  # read-only: another copy owns the folder, a full or read-only disk
    store.try_reopen_writable()             # True once it can write again
    store.load_settings() / store.save_setting(key, value)
    match_id = store.begin_match(variant, players, seats, options)
    saver = Autosaver(store, controller, variant, seats, match_id, dealer)   # FIRST, then the table, then start()
    saved = store.unfinished()              # Resume, any game: .game, .state, .totals, .seats, .dealer
    Autosaver(store, controller, saved.variant, saved.seats, saved.match_id, saved.dealer, saved.game_id)
    store.abandon_game(game_id)             # the player declined Resume
    store.statistics(); store.games(limit); store.export_game(game_id, path)
"""

from typing import TYPE_CHECKING

from game.engine.lazy import Lazy
from game.storage.settings import SCHEMA as SETTINGS_SCHEMA
from game.storage.settings import SettingError
from game.storage.store import (
    ABANDONED,
    HUMAN,
    GameSummary,
    ReadOnlyReason,
    ReadOnlyStore,
    SavedGame,
    Statistics,
    Store,
    Tally,
    data_dir,
)

if TYPE_CHECKING:
    from game.storage.autosave import Autosaver

__all__ = [
    "ABANDONED",
    "HUMAN",
    "SETTINGS_SCHEMA",
    "Autosaver",
    "GameSummary",
    "ReadOnlyReason",
    "ReadOnlyStore",
    "SavedGame",
    "SettingError",
    "Statistics",
    "Store",
    "Tally",
    "data_dir",
]


#: The autosaver, imported when first asked for: it reads the games' rules, which the window does not load to show
#: the menu.
_AUTOSAVERS: dict[str, Lazy[type]] = {"Autosaver": Lazy("game.storage.autosave", "Autosaver")}


def __getattr__(name: str) -> object:
    if name in _AUTOSAVERS:
        return _AUTOSAVERS[name].get()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
