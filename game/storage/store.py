"""The game's embedded SQLite database: games (each with its ``.panjpar`` record kept current), matches,
settings, and statistics derived from the games by queries.

:meth:`Store.open` never raises for a damaged database, a full or read-only disk, or another copy of the game
owning the data folder (game/storage/opening.py): it says so in :attr:`Store.problems` and
:attr:`Store.readonly_reason`. docs/storage.md lists every case.

Durability: WAL journal with ``synchronous=NORMAL``. A commit is then safe against the game crashing or being
killed at any moment (the WAL write is in the operating system before ``commit()`` returns), and never corrupts
the database; only a power cut or an OS crash may roll back the last few commits. ``synchronous=FULL`` adds an
fsync per action (bench/storage.py measures both) for a guarantee a card game does not need.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from game.core.controller import Controller
from game.core.match import Scoreboard
from game.core.record import IllegalRecord, MalformedRecord, Record, parse_record
from game.core.rules import Outcome
from game.core.variants import Variant
from game.storage import rows
from game.storage import settings as settings_schema
from game.storage.connection import DB_NAME, ReadOnlyReason, memory_connection
from game.storage.lock import FolderLock
from game.storage.opening import (
    ReadOnlyStore,
    move_aside,
    open_database,
    readonly_message,
    reopen_writable,
)
from game.storage.safefiles import write_file_atomically
from game.storage.schema import SCHEMA_VERSION

ENV_VAR = "PANJPAR_DATA_DIR"
HUMAN = "human"
#: The ``result`` of a game left unfinished when a new one began (not counted in the statistics).
ABANDONED = rows.ABANDONED
#: What the message about games with unusable rows says (it is given once a session).
UNUSABLE_ROWS = "Saved games with an unusable value in the database are left out of the statistics and lists"


def data_dir(path: str | os.PathLike[str] | None = None) -> Path:
    """Where the database lives: ``path`` (``--data-dir``), else ``$PANJPAR_DATA_DIR``, else the platform's
    user data directory (``platformdirs.user_data_dir("Panjpar")``)."""
    if path is not None and str(path):
        return Path(path).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("Panjpar", appauthor=False))


def now() -> str:
    """A UTC timestamp that sorts as text: ``2026-11-22T19:30:00.123456Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


@dataclass(frozen=True, slots=True)
class Tally:
    """Games, wins, losses and draws of one group of games, and its win streaks (in the order finished)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    current_streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        """Wins over games (0.0 with no games)."""
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class Statistics:
    """The human player's record, derived from the finished games that had a human seat.

    ``by_variant_difficulty`` is keyed by ``(variant id, difficulty)``; the difficulty of a game is its
    opponents' bot specs (``"easy"``, or ``"easy+hard"`` when they differ).
    """

    overall: Tally
    by_variant: dict[str, Tally]
    by_difficulty: dict[str, Tally]
    by_variant_difficulty: dict[tuple[str, str], Tally]


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One row of :meth:`Store.games`. Seats are 0-based; ``seats`` maps each to ``"human"`` or a bot spec."""

    id: int
    match_id: int | None
    started: str
    finished: str | None
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    difficulty: str | None
    result: str
    actions: int


@dataclass(slots=True)
class SavedGame:
    """An unfinished game, for Resume: :meth:`controller` rebuilds it at its last committed position."""

    game_id: int
    match_id: int | None
    variant: str
    players: int
    seats: dict[int, str]
    human_seat: int | None
    dealer: int
    record: Record
    record_text: str
    #: The match's score from its finished games (this one not included).
    score: Scoreboard
    started: str

    def controller(self) -> Controller:
        """A controller at the saved position (whose turn it is follows from the record)."""
        return Controller.from_record(self.record, self.dealer)


@dataclass
class Store:
    """The open database. Build it with :meth:`open`. Not thread-safe: use it from the game's thread."""

    conn: sqlite3.Connection
    #: The database file, or ``None`` when the store is in memory (nothing will be kept).
    path: Path | None
    #: Messages for the player about damage found and what was done; the UI shows them once.
    problems: list[str] = field(default_factory=list)

    #: Why the store is read-only (another copy, a full or read-only disk); ``None``: it is writable.
    readonly_reason: ReadOnlyReason | None = None
    #: The system's words for :attr:`readonly_reason` (``"No space left on device"``...), may be empty.
    readonly_detail: str = ""
    #: Where the database lives (or would): what :meth:`try_reopen_writable` opens; ``None``: never on disk.
    home: Path | None = None
    #: The data folder's lock, held while the store is open (``None``: another copy has it, or in memory).
    lock: FolderLock | None = None
    busy_timeout: float = 5.0

    # ----- opening (game/storage/opening.py) -------------------------------------------------------
    @classmethod
    def open(cls, data_dir_path: str | os.PathLike[str] | None = None, *, busy_timeout: float = 5.0) -> Store:
        """Open (creating or migrating as needed) the database in :func:`data_dir` ``(data_dir_path)``.

        Never raises for a damaged, locked, read-only or newer database, a full disk or an unwritable
        directory: see :attr:`problems`, :attr:`writable` and :attr:`readonly_reason` (``IN_USE``: another
        copy of the game owns the folder). ``busy_timeout``: how long to wait for SQLite's own lock.
        """
        opened = open_database(data_dir(data_dir_path), busy_timeout)
        return cls(
            opened.conn,
            opened.path,
            opened.problems,
            readonly_reason=opened.readonly_reason,
            readonly_detail=opened.readonly_detail,
            home=opened.home,
            lock=opened.lock,
            busy_timeout=busy_timeout,
        )

    @classmethod
    def memory(cls) -> Store:
        """A store kept in memory only (``--smoke``, tests): nothing is written to disk."""
        return cls(memory_connection(), None, [])

    @property
    def writable(self) -> bool:
        """Whether games and settings are being saved (false: open read-only, see :attr:`readonly_reason`)."""
        return self.readonly_reason is None

    @property
    def readonly_message(self) -> str:
        """Why the store is read-only, in one sentence for the player ("" when it is writable)."""
        if self.readonly_reason is None or self.home is None:
            return ""
        return readonly_message(self.readonly_reason, self.home.parent, self.readonly_detail)

    def read_only_words(self) -> str:
        """The words of a write refused by a read-only store: that it is read-only, and why."""
        words = {
            ReadOnlyReason.IN_USE: "another copy of Panjpar is using them",
            ReadOnlyReason.DISK_FULL: "the disk is full",
            ReadOnlyReason.DISK_ERROR: "the disk reported an error",
        }
        reason = self.readonly_reason
        why = words.get(reason, "they cannot be written") if reason is not None else "they cannot be written"
        return f"the saved games are open read-only: {why}"

    def try_reopen_writable(self) -> bool:
        """Upgrade a read-only store to writable once the disk has room again, the folder can be written or the
        other copy has quit; returns whether the store is writable now. Changes nothing when it cannot: call
        it again later. Rows written to the read-only store's memory are not carried over (the caller saves
        what it kept)."""
        if self.readonly_reason is None:
            return True
        if self.home is None:
            return False
        opened = reopen_writable(self.home, self.lock, self.busy_timeout)
        if opened is None:
            return False
        self.conn.close()
        self.conn, self.path, self.lock = opened.conn, opened.path, opened.lock
        self.readonly_reason, self.readonly_detail = None, ""
        return True

    def close(self) -> None:
        self.conn.close()
        if self.lock is not None:
            self.lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # ----- settings ---------------------------------------------------------------------------------
    def load_settings(self) -> dict[str, object]:
        """Every known setting (defaults filled in). A stored value of the wrong type falls back to its
        default and adds a message to :attr:`problems`."""
        keys = tuple(settings_schema.SCHEMA)
        stored = self.conn.execute(
            f"SELECT key, {rows.bounded('value', settings_schema.TEXT_LIMIT)} FROM settings"
            f" WHERE typeof(key) = 'text' AND key IN ({', '.join('?' * len(keys))})",
            keys,
        ).fetchall()
        values, problems = settings_schema.decode(stored)
        self.problems += problems
        return values

    def save_setting(self, key: str, value: object) -> None:
        """Store one setting; raises :class:`~game.storage.settings.SettingError` for an unknown key or a
        value the schema does not allow."""
        text = settings_schema.encode(key, value)
        with self._transaction():
            self.conn.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, text))

    def save_settings(self, values: Mapping[str, object]) -> None:
        """Store several settings in one transaction (all or none); raises
        :class:`~game.storage.settings.SettingError` before writing anything if one is not allowed."""
        rows = [(key, settings_schema.encode(key, value)) for key, value in values.items()]
        with self._transaction():
            self.conn.executemany("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", rows)

    # ----- matches and games ------------------------------------------------------------------------
    def begin_match(self, variant: Variant | str, players: int, seats: Mapping[int, str]) -> int:
        """A new match; returns its id. ``seats`` maps each 0-based seat to ``"human"`` or a bot spec."""
        with self._transaction():
            cursor = self.conn.execute(
                "INSERT INTO matches (started, variant, players, seats) VALUES (?, ?, ?, ?)",
                (now(), _variant_id(variant), players, _seats_json(seats)),
            )
        return int(cursor.lastrowid or 0)

    def finish_match(self, match_id: int) -> None:
        with self._transaction():
            self.conn.execute("UPDATE matches SET finished = ? WHERE id = ? AND finished IS NULL", (now(), match_id))

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
        humans = [seat for seat, spec in seats.items() if spec == HUMAN]
        bots = sorted({spec for spec in seats.values() if spec != HUMAN})
        stamp = now()
        with self._transaction():
            cursor = self.conn.execute(
                "INSERT INTO games (match_id, started, variant, players, seats, human_seat, difficulty, dealer,"
                " result, actions, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    stamp,
                    _variant_id(variant),
                    players,
                    _seats_json(seats),
                    humans[0] if humans else None,
                    "+".join(bots) if bots else None,
                    dealer,
                    record.result,
                    len(record.actions),
                    record.to_text(),
                ),
            )
        return int(cursor.lastrowid or 0)

    def record_action(self, game_id: int, record_text: str, actions: int, result: str = "*") -> None:
        """Keep the game's record current: one transaction, committed before returning (the hot path).

        ``result`` other than ``"*"`` also finishes the game, in the same transaction. A finished (or
        abandoned) game is never changed again.
        """
        finished = None if result == "*" else now()
        with self._transaction():
            self.conn.execute(
                "UPDATE games SET record = ?, actions = ?, result = ?, finished = ? WHERE id = ? AND finished IS NULL",
                (record_text, actions, result, finished, game_id),
            )

    def finish_game(self, game_id: int, outcome: Outcome) -> None:
        """Mark the game finished with ``outcome`` (a no-op if it already is)."""
        with self._transaction():
            self.conn.execute(
                "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL",
                (now(), str(outcome), game_id),
            )

    def abandon_game(self, game_id: int) -> None:
        """The player chose not to resume: the game is closed and left out of the statistics."""
        with self._transaction():
            self.conn.execute(
                "UPDATE games SET finished = ?, result = ? WHERE id = ? AND finished IS NULL",
                (now(), ABANDONED, game_id),
            )

    def unfinished_game(self) -> SavedGame | None:
        """The latest unfinished game, for Resume, or ``None``. A game whose row has an unusable value, whose
        record no longer parses or replays, or whose row disagrees with its record (variant, players) is
        closed as abandoned (with a message; its text is kept) rather than offered."""
        row = self.conn.execute(
            f"SELECT id, match_id, {_short('variant')}, players, {_SEATS}, human_seat, dealer, record,"
            f" {_short('started')} FROM games WHERE finished IS NULL ORDER BY id DESC LIMIT 1"
        ).fetchone()
        if row is None:
            return None
        game_id = int(row[0])
        try:
            match_id = rows.optional_row_id(row[1], "the match")
            variant, players = rows.variant(row[2]), rows.players(row[3])
            seats = rows.seats(row[4], players)
            human_seat = rows.optional_seat(row[5], players, "the player's seat")
            dealer = rows.seat(row[6], players, "the dealer")
            started = rows.text(row[8], rows.NAME_LIMIT, "the start time")
            if not isinstance(row[7], str):
                raise rows.Unusable(f"its record is {rows.sqlite_type(row[7])}, not text")
            record = parse_record(row[7])
            state = record.replay()
            if (record.deal.variant.id, record.deal.players) != (variant, players):
                raise rows.Unusable(
                    f"its row says {variant} for {players} players, its record "
                    f"{record.deal.variant.id} for {record.deal.players}"
                )
        except (rows.Unusable, MalformedRecord, IllegalRecord) as error:
            self.problems.append(f"The unfinished game {game_id} could not be restored ({error}); it was closed.")
            self.abandon_game(game_id)
            return None
        if state.result is not None:
            self.finish_game(game_id, state.result)
            return None
        score = self.match_score(match_id, players) if match_id is not None else Scoreboard(players)
        return SavedGame(game_id, match_id, variant, players, seats, human_seat, dealer, record, row[7], score, started)

    def match_score(self, match_id: int, players: int) -> Scoreboard:
        """The match's score, derived from its finished games (a result that is not one of a ``players``-player
        game is left out, with a message)."""
        score = Scoreboard(players)
        unusable: list[tuple[int, str]] = []
        for game_id, result in self.conn.execute(
            f"SELECT id, {_short('result')} FROM games WHERE match_id = ? AND finished IS NOT NULL ORDER BY id",
            (match_id,),
        ):
            try:
                outcome = rows.outcome(rows.result(result, players))
            except rows.Unusable as error:
                unusable.append((game_id, str(error)))
                continue
            if outcome is not None:
                score.add(outcome)
        self._tell_unusable(unusable)
        return score

    def record_text(self, game_id: int) -> str:
        """The game's ``.panjpar`` record as last committed; raises ``KeyError`` for an unknown id and
        :class:`~game.storage.rows.UnusableRecord` (an ``sqlite3.DatabaseError``) for a record that is not text."""
        row = self.conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return rows.record_text(row[0], game_id)

    def export_game(self, game_id: int, path: str | os.PathLike[str]) -> Path:
        """Write the game's record to ``path`` (a ``.panjpar`` file, written whole or not at all, through a
        temporary file made exclusively beside it: a link planted there is never written through)."""
        return write_file_atomically(Path(path), self.record_text(game_id))

    def games(self, limit: int = 50) -> list[GameSummary]:
        """The latest ``limit`` games, newest first; a row with an unusable value is left out (with a message)."""
        found: list[GameSummary] = []
        unusable: list[tuple[int, str]] = []
        for row in self.conn.execute(
            f"SELECT id, match_id, {_short('started')}, {_short('finished')}, {_short('variant')}, players, {_SEATS},"
            f" human_seat, {_DIFFICULTY}, {_short('result')}, actions FROM games ORDER BY id DESC"
        ):
            if len(found) >= limit:
                break
            try:
                found.append(_summary(row))
            except rows.Unusable as error:
                unusable.append((row[0], str(error)))
        self._tell_unusable(unusable)
        return found

    # ----- statistics -------------------------------------------------------------------------------
    def statistics(self) -> Statistics:
        """The human player's statistics, derived from the games table (there are no stored counters). A
        game whose row has an unusable value (a result that is not one of its player count, a seat out of
        range...) is left out, with a message."""
        overall: list[str] = []
        by_variant: dict[str, list[str]] = {}
        by_difficulty: dict[str, list[str]] = {}
        by_both: dict[tuple[str, str], list[str]] = {}
        unusable: list[tuple[int, str]] = []
        for game_id, variant_id, difficulty_text, human_seat, result, players in self.conn.execute(
            f"SELECT id, {_short('variant')}, {_DIFFICULTY}, human_seat, {_short('result')}, players FROM games"
            " WHERE finished IS NOT NULL AND human_seat IS NOT NULL AND result NOT IN ('*', ?)"
            " ORDER BY finished, id",
            (ABANDONED,),
        ):
            try:
                count = rows.players(players)
                variant = rows.variant(variant_id)
                difficulty = rows.optional_text(difficulty_text, rows.DIFFICULTY_LIMIT, "the difficulty") or ""
                human = rows.seat(human_seat, count, "the player's seat")
                outcome = rows.outcome(rows.result(result, count))
            except rows.Unusable as error:
                unusable.append((game_id, str(error)))
                continue
            if outcome is None:
                continue
            mark = "d" if outcome.loser is None else "l" if outcome.loser == human else "w"
            overall.append(mark)
            by_variant.setdefault(variant, []).append(mark)
            by_difficulty.setdefault(difficulty, []).append(mark)
            by_both.setdefault((variant, difficulty), []).append(mark)
        self._tell_unusable(unusable)
        return Statistics(
            _tally(overall),
            {key: _tally(marks) for key, marks in by_variant.items()},
            {key: _tally(marks) for key, marks in by_difficulty.items()},
            {key: _tally(marks) for key, marks in by_both.items()},
        )

    def _tell_unusable(self, unusable: list[tuple[int, str]]) -> None:
        """One message the first time saved games with unusable rows are found (not one per row or call)."""
        if not unusable or any(UNUSABLE_ROWS in problem for problem in self.problems):
            return
        game_id, reason = unusable[0]
        self.problems.append(f"{UNUSABLE_ROWS} ({len(unusable)} found; game {game_id}: {reason}).")

    # ----- internals --------------------------------------------------------------------------------
    def _transaction(self) -> _Transaction:
        if self.readonly_reason is not None:
            raise ReadOnlyStore(self.read_only_words())
        return _Transaction(self.conn)


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on error): one write, serialised with other copies."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        if kind is None:
            self.conn.execute("COMMIT")
        elif self.conn.in_transaction:
            self.conn.execute("ROLLBACK")


def _variant_id(variant: Variant | str) -> str:
    return variant if isinstance(variant, str) else variant.id


def _seats_json(seats: Mapping[int, str]) -> str:
    return json.dumps({str(seat): spec for seat, spec in sorted(seats.items())})


# Row columns read cut to just over their limit (rows.bounded): a huge value is never read whole.
_SEATS = rows.bounded("seats", rows.SEATS_LIMIT)
_DIFFICULTY = rows.bounded("difficulty", rows.DIFFICULTY_LIMIT)


def _short(column: str) -> str:
    """SQL reading a short text column (a name, a timestamp, a result) cut to just over its limit."""
    return rows.bounded(column, rows.NAME_LIMIT)


def _summary(row: tuple[object, ...]) -> GameSummary:
    """A :class:`GameSummary` from a row of :meth:`Store.games`; raises :class:`rows.Unusable`."""
    game_id, match_id, started, finished, variant, players, seats, human_seat, difficulty, result, actions = row
    count = rows.players(players)
    return GameSummary(
        id=rows.row_id(game_id, "the game"),
        match_id=rows.optional_row_id(match_id, "the match"),
        started=rows.text(started, rows.NAME_LIMIT, "the start time"),
        finished=rows.optional_text(finished, rows.NAME_LIMIT, "the finish time"),
        variant=rows.variant(variant),
        players=count,
        seats=rows.seats(seats, count),
        human_seat=rows.optional_seat(human_seat, count, "the player's seat"),
        difficulty=rows.optional_text(difficulty, rows.DIFFICULTY_LIMIT, "the difficulty"),
        result=rows.result(result, count),
        actions=rows.integer(actions, 0, rows.ACTIONS_LIMIT, "the action count"),
    )


def _tally(marks: list[str]) -> Tally:
    best = run = 0
    for mark in marks:
        run = run + 1 if mark == "w" else 0
        best = max(best, run)
    return Tally(len(marks), marks.count("w"), marks.count("l"), marks.count("d"), run, best)


__all__ = [
    "ABANDONED",
    "DB_NAME",
    "ENV_VAR",
    "HUMAN",
    "SCHEMA_VERSION",
    "GameSummary",
    "ReadOnlyReason",
    "ReadOnlyStore",
    "SavedGame",
    "Statistics",
    "Store",
    "Tally",
    "data_dir",
    "move_aside",
]
