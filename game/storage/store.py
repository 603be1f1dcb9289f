"""The game's embedded SQLite database as one object: :class:`Store` is the open :class:`~game.storage.db.Database`
(connection, read-only state, transactions, settings) with the games (game/storage/games.py), the unfinished game
(game/storage/saved.py) and the statistics (game/storage/stats.py) as its methods. docs/storage.md describes the
whole API.
"""

from __future__ import annotations

import game.storage.games as games_table
import game.storage.saved as saved_games
import game.storage.stats as stats
from game.storage.connection import DB_NAME, ReadOnlyReason
from game.storage.db import UNUSABLE_ROWS, Database, data_dir
from game.storage.games import ABANDONED, HUMAN, GameSummary
from game.storage.opening import ReadOnlyStore
from game.storage.saved import SavedGame
from game.storage.stats import Statistics, Tally


class Store(Database):
    """The open database with its games and statistics. Build it with :meth:`open` (never raises for a damaged
    database, a full or read-only disk, another copy) or :meth:`memory`. Not thread-safe: use it from the game's
    thread."""

    # The games (game/storage/games.py), the unfinished game (game/storage/saved.py) and the statistics
    # (game/storage/stats.py) are functions of the open database: here they are its methods.
    begin_match = games_table.begin_match
    begin_game = games_table.begin_game
    record_game = games_table.record_game
    abandon_game = games_table.abandon_game
    give_up_game = games_table.give_up_game
    record_text = games_table.record_text
    export_game = games_table.export_game
    games = games_table.games
    match_totals = saved_games.match_totals
    statistics = stats.statistics

    def unfinished(self, game_id: int | None = None) -> SavedGame | None:
        """The latest unfinished game, of any game, for Resume (``.game`` says which), or the unfinished game
        ``game_id``; ``None`` when there is none (an unusable one is closed, with a message; one whose record is
        over is finished)."""
        row = games_table.latest_unfinished(self, game_id)
        return None if row is None else saved_games.unfinished(self, row)


__all__ = [
    "ABANDONED",
    "DB_NAME",
    "HUMAN",
    "UNUSABLE_ROWS",
    "GameSummary",
    "ReadOnlyReason",
    "ReadOnlyStore",
    "SavedGame",
    "Statistics",
    "Store",
    "Tally",
    "data_dir",
]
