"""The database connection under :class:`~game.storage.store.Store`: opening it (game/storage/opening.py), the
read-only state, write transactions, settings, and the one message about unusable rows.

:meth:`Database.open` never raises for a damaged database, a full or read-only disk, or another copy of the game
owning the data folder: it says so in :attr:`Database.problems` and :attr:`Database.readonly_reason`.
docs/storage.md lists every case.

Durability: WAL journal with ``synchronous=NORMAL``. A commit is then safe against the game crashing or being
killed at any moment (the WAL write is in the operating system before ``commit()`` returns), and never corrupts
the database; only a power cut or an OS crash may roll back the last few commits. ``synchronous=FULL`` adds an
fsync per action (bench/storage.py measures both) for a guarantee a card game does not need.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Self

import platformdirs

import game.storage.rows as rows
import game.storage.settings as settings_schema
from game.storage.connection import ReadOnlyReason, memory_connection
from game.storage.lock import FolderLock
from game.storage.opening import ReadOnlyStore, open_database, readonly_message, reopen_writable

ENV_VAR = "PANJPAR_DATA_DIR"
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


@dataclass
class Database:
    """The open database connection and its state. Build it with :meth:`open`. Not thread-safe: use it from the
    game's thread."""

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
    def open(cls, data_dir_path: str | os.PathLike[str] | None = None, *, busy_timeout: float = 5.0) -> Self:
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
    def memory(cls) -> Self:
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

    def __enter__(self) -> Self:
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
        with self.transaction():
            self.conn.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, text))

    def save_settings(self, values: Mapping[str, object]) -> None:
        """Store several settings in one transaction (all or none); raises
        :class:`~game.storage.settings.SettingError` before writing anything if one is not allowed."""
        pairs = [(key, settings_schema.encode(key, value)) for key, value in values.items()]
        with self.transaction():
            self.conn.executemany("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", pairs)

    # ----- unusable rows ---------------------------------------------------------------------------
    def tell_unusable(self, unusable: list[tuple[int, str]]) -> None:
        """One message the first time saved games with unusable rows are found (not one per row or call)."""
        if not unusable or any(UNUSABLE_ROWS in problem for problem in self.problems):
            return
        game_id, reason = unusable[0]
        self.problems.append(f"{UNUSABLE_ROWS} ({len(unusable)} found; game {game_id}: {reason}).")

    # ----- writing ---------------------------------------------------------------------------------
    def transaction(self) -> _Transaction:
        """A write transaction; raises :class:`ReadOnlyStore` when the store is read-only."""
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
