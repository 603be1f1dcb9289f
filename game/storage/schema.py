"""The database schema as an ordered list of migrations; ``PRAGMA user_version`` counts those applied.

Never edit a migration that has shipped: append a new one. :func:`migrate` applies the missing ones in one
transaction, so a database is always at a version some release wrote.
"""

from __future__ import annotations

import sqlite3

#: Migration ``i`` (0-based) takes a database from version ``i`` to version ``i + 1``.
MIGRATIONS: tuple[str, ...] = (
    # 1: matches, games (the record kept current), settings.
    """
    CREATE TABLE matches (
        id        INTEGER PRIMARY KEY,
        started   TEXT NOT NULL,
        finished  TEXT,
        variant   TEXT NOT NULL,
        players   INTEGER NOT NULL,
        seats     TEXT NOT NULL
    );
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        match_id    INTEGER REFERENCES matches(id) ON DELETE SET NULL,
        started     TEXT NOT NULL,
        finished    TEXT,
        variant     TEXT NOT NULL,
        players     INTEGER NOT NULL,
        seats       TEXT NOT NULL,
        human_seat  INTEGER,
        difficulty  TEXT,
        result      TEXT NOT NULL DEFAULT '*',
        record      TEXT NOT NULL
    );
    CREATE TABLE settings (
        key    TEXT PRIMARY KEY,
        value  TEXT NOT NULL
    );
    """,
    # 2: the dealer (Resume rebuilds the controller with it), the action count (cheap listings), and indexes
    # for Resume and the statistics.
    """
    ALTER TABLE games ADD COLUMN dealer INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN actions INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_unfinished ON games(finished, id);
    CREATE INDEX games_match ON games(match_id);
    """,
    # 3: the game (an id of the games' registry, game/engine/registry.py) each match and game is of. Every row
    # written before is Panjpar, the only game there was. No index: nothing selects by it (the statistics read
    # every finished game once and group them in Python).
    """
    ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'panjpar';
    ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'panjpar';
    """,
    # 4: the games played on the game protocol (the Ganjifa games): a match's options (``betting``...), which its
    # next games after a Resume are played with, and a finished game's figures per seat as its rules report them
    # (JSON ``{"chips": [...]}``), which the statistics and a resumed series' totals read without replaying every
    # record. Empty and NULL for every row written before, and for Panjpar, which has neither.
    """
    ALTER TABLE matches ADD COLUMN options TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN figures TEXT;
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)


class NewerSchema(Exception):
    """The database was written by a newer Panjpar (its ``user_version`` is above :data:`SCHEMA_VERSION`)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"schema version {version}, this Panjpar knows up to {SCHEMA_VERSION}")
        self.version = version


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the database up to ``target`` in one write transaction; returns the version it had before.

    The transaction is also the write probe of :meth:`Store.open`: it takes the write lock, so a busy or a
    read-only database shows up here. ``conn`` must be in autocommit mode (``isolation_level=None``).
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise NewerSchema(version)
        for index in range(version, target):
            for statement in _statements(MIGRATIONS[index]):
                conn.execute(statement)
        if version < target:
            conn.execute(f"PRAGMA user_version = {int(target)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return version


def _statements(script: str) -> list[str]:
    """Split a migration into statements (``executescript`` would commit the open transaction)."""
    return [s.strip() for s in script.split(";") if s.strip()]
