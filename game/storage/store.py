"""The game's embedded SQLite database as one object: :class:`Store` is the open :class:`~game.storage.db.Database`
(connection, read-only state, transactions, settings) with the games (game/storage/games.py) and the statistics
(game/storage/stats.py) as its methods. docs/storage.md describes the whole API.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import game.storage.games as games_table
import game.storage.stats as stats
from game.panjpar.match import Scoreboard
from game.panjpar.record import Record
from game.panjpar.rules import Outcome
from game.panjpar.variants import Variant
from game.storage.connection import DB_NAME, ReadOnlyReason
from game.storage.db import UNUSABLE_ROWS, Database, data_dir
from game.storage.games import ABANDONED, HUMAN, GameSummary, SavedGame
from game.storage.opening import ReadOnlyStore
from game.storage.stats import Statistics, Tally


class Store(Database):
    """The open database with its games and statistics. Build it with :meth:`open` (never raises for a damaged
    database, a full or read-only disk, another copy) or :meth:`memory`. Not thread-safe: use it from the game's
    thread."""

    # ----- matches and games (game/storage/games.py) ------------------------------------------------
    def begin_match(self, variant: Variant | str, players: int, seats: Mapping[int, str]) -> int:
        """A new match; returns its id. ``seats`` maps each 0-based seat to ``"human"`` or a bot spec."""
        return games_table.begin_match(self, variant, players, seats)

    def begin_game(
        self,
        match_id: int | None,
        variant: Variant | str,
        players: int,
        seats: Mapping[int, str],
        record: Record,
        dealer: int = 0,
    ) -> int:
        """A new game (its deal in ``record``); returns its id. ``dealer``: the 0-based seat that dealt.

        An unfinished game the player chose not to resume should be closed first with :meth:`abandon_game`.
        """
        return games_table.begin_game(self, match_id, variant, players, seats, record, dealer)

    def record_action(self, game_id: int, record_text: str, actions: int, result: str = "*") -> None:
        """Keep the game's record current in one committed transaction (the hot path); a ``result`` other than
        ``"*"`` also finishes the game. A finished (or abandoned) game is never changed again."""
        games_table.record_action(self, game_id, record_text, actions, result)

    def finish_game(self, game_id: int, outcome: Outcome) -> None:
        """Mark the game finished with ``outcome`` (a no-op if it already is)."""
        games_table.finish_game(self, game_id, outcome)

    def abandon_game(self, game_id: int) -> None:
        """The player chose not to resume: the game is closed and left out of the statistics."""
        games_table.abandon_game(self, game_id)

    def unfinished_game(self) -> SavedGame | None:
        """The latest unfinished game, for Resume, or ``None`` (an unusable one is closed, with a message)."""
        return games_table.unfinished_game(self)

    def match_score(self, match_id: int, players: int) -> Scoreboard:
        """The match's score, derived from its finished games."""
        return games_table.match_score(self, match_id, players)

    def record_text(self, game_id: int) -> str:
        """The game's ``.panjpar`` record as last committed (``KeyError`` for an unknown id)."""
        return games_table.record_text(self, game_id)

    def export_game(self, game_id: int, path: str | os.PathLike[str]) -> Path:
        """Write the game's record to ``path``, whole or not at all."""
        return games_table.export_game(self, game_id, path)

    def games(self, limit: int = 50) -> list[GameSummary]:
        """The latest ``limit`` games, newest first (a row with an unusable value is left out, with a message)."""
        return games_table.games(self, limit)

    # ----- statistics (game/storage/stats.py) -------------------------------------------------------
    def statistics(self) -> Statistics:
        """The human player's statistics, derived from the games table."""
        return stats.statistics(self)


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
