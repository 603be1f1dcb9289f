"""The game's embedded SQLite database as one object: :class:`Store` is the open :class:`~game.storage.db.Database`
(connection, read-only state, transactions, settings) with the games (game/storage/games.py) and the statistics
(game/storage/stats.py) as its methods. docs/storage.md describes the whole API.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import game.storage.games as games_table
import game.storage.stategames as state_games
import game.storage.stats as stats
from game.engine.lazy import Lazy
from game.storage.connection import DB_NAME, ReadOnlyReason
from game.storage.db import UNUSABLE_ROWS, Database, data_dir
from game.storage.games import ABANDONED, HUMAN, GameSummary, SavedGame
from game.storage.opening import ReadOnlyStore
from game.storage.stategames import SavedState
from game.storage.stats import Statistics, Tally

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engine.protocol import GameRules, GameState
    from game.engine.totals import Totals
    from game.panjpar.match import Scoreboard
    from game.panjpar.record import Record
    from game.panjpar.rules import Outcome
    from game.panjpar.variants import Variant

#: Reading an unfinished Panjpar game replays its record (game/storage/resume_panjpar.py): Panjpar's rules load
#: only then.
_UNFINISHED_PANJPAR: Lazy[Callable[[Database, tuple[Any, ...]], SavedGame | None]] = Lazy(
    "game.storage.resume_panjpar", "unfinished_panjpar"
)
_MATCH_SCORE: Lazy[Callable[[Database, int, int], Scoreboard]] = Lazy("game.storage.resume_panjpar", "match_score")


class Store(Database):
    """The open database with its games and statistics. Build it with :meth:`open` (never raises for a damaged
    database, a full or read-only disk, another copy) or :meth:`memory`. Not thread-safe: use it from the game's
    thread."""

    # ----- matches and games (game/storage/games.py) ------------------------------------------------
    def begin_match(
        self, variant: Variant | str, players: int, seats: Mapping[int, str], options: Iterable[str] = ()
    ) -> int:
        """A new match; returns its id. ``seats`` maps each 0-based seat to ``"human"`` or a bot spec; ``options``
        the words its games are played with (``betting``)."""
        return games_table.begin_match(self, variant, players, seats, options)

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
        """The latest unfinished game when it is Panjpar's, for Resume, or ``None`` (an unusable one is closed,
        with a message; another game's is left for :meth:`unfinished`)."""
        saved = self.unfinished()
        return saved if isinstance(saved, SavedGame) else None

    def unfinished(self) -> SavedGame | SavedState | None:
        """The latest unfinished game of any game, for Resume (``.game`` says which), or ``None``: Panjpar's as
        a :class:`SavedGame`, a protocol game's (the Ganjifa games) as a :class:`SavedState` (an unusable one is
        closed, with a message)."""
        row = games_table.latest_unfinished(self)
        if row is None:
            return None
        if games_table.of_protocol_game(row):
            return state_games.unfinished_state(self, row)
        return _UNFINISHED_PANJPAR.get()(self, row)

    # ----- games of the protocol (game/storage/stategames.py) ----------------------------------------
    def begin_state_game(
        self,
        match_id: int | None,
        variant: str,
        seats: Mapping[int, str],
        state: GameState[Any, Any],
        record_text: str,
        dealer: int = 0,
    ) -> int:
        """A new game of a protocol game (the Ganjifa games), its record written by its rules from ``state``
        (finished at once when ``state`` is over); returns its id."""
        return state_games.begin_state_game(self, match_id, variant, seats, state, record_text, dealer)

    def record_state(self, game_id: int, rules: GameRules, state: GameState[Any, Any], record_text: str) -> None:
        """Keep a protocol game's row current (record, actions, result; figures once over) in one transaction."""
        state_games.record_state(self, game_id, rules, state, record_text)

    def match_totals(self, match_id: int, game: str, players: int) -> Totals:
        """A protocol game's match so far: its finished games, returns and figures per seat."""
        return state_games.match_totals(self, match_id, game, players)

    def match_score(self, match_id: int, players: int) -> Scoreboard:
        """The match's score, derived from its finished games."""
        return _MATCH_SCORE.get()(self, match_id, players)

    def record_text(self, game_id: int) -> str:
        """The game's record (``.panjpar``, ``.ganjifa``) as last committed (``KeyError`` for an unknown id)."""
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
    "SavedState",
    "Statistics",
    "Store",
    "Tally",
    "data_dir",
]
