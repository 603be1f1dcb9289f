"""Salvage: copy every readable row of a damaged database into the fresh one (the idea of SQLite's ``.recover``,
which a frozen app has no ``sqlite3`` shell for).

Each table is read in rowid order until the first error, then in reverse order until the first error, then row
by row (``WHERE rowid = ?``) across the gap between the two; every row that reads (a game: whose record still
parses) is inserted into the fresh database. The damaged file is read through a copy (or, when there is no room
for one, opened ``immutable``), so it stays byte for byte as it was.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from game.engine import registry
from game.engine.envelope import IllegalRecord, MalformedRecord, read_envelope

#: The tables salvaged, parents first (a game refers to its match).
TABLES = ("matches", "games", "settings")
#: At most this many single-row reads per table across a damaged region.
MAX_PROBES = 200_000
#: With no readable end of the table, probing stops after this many missing rowids in a row.
MAX_MISSES = 10_000


@dataclass(frozen=True, slots=True)
class Salvaged:
    """How many rows of each table were recovered."""

    matches: int = 0
    games: int = 0
    settings: int = 0


def salvage(damaged: Path, wal: Path | None, fresh: sqlite3.Connection) -> Salvaged:
    """Copy the readable rows of ``damaged`` (its write-ahead log ``wal``, if kept) into ``fresh``; never
    raises for what the damaged file holds."""
    with tempfile.TemporaryDirectory(prefix=".panjpar-salvage-", dir=damaged.parent) as folder:
        copy = Path(folder) / "salvage.db"
        try:
            shutil.copyfile(damaged, copy)
            if wal is not None:
                shutil.copyfile(wal, Path(f"{copy}-wal"))
            uri = f"{copy.absolute().as_uri()}?mode=ro"
        except OSError:
            uri = f"{damaged.absolute().as_uri()}?immutable=1"
        try:
            source = sqlite3.connect(uri, uri=True, isolation_level=None)
        except sqlite3.Error:
            return Salvaged()
        # A schema that refers to pages past the end is read anyway (as SQLite's .recover does).
        with contextlib.suppress(sqlite3.Error):
            source.execute("PRAGMA writable_schema = ON")
        # Text that is not UTF-8 (a damaged page) is read with replacement characters rather than refused.
        source.text_factory = lambda data: data.decode("utf-8", "replace")
        try:
            return _copy_rows(source, fresh)
        finally:
            source.close()


def _copy_rows(source: sqlite3.Connection, fresh: sqlite3.Connection) -> Salvaged:
    counts: dict[str, int] = {}
    matches: set[int] = set()
    fresh.execute("BEGIN IMMEDIATE")
    try:
        for table in TABLES:
            columns = _columns(fresh, table)
            readable = _columns(source, table)
            if readable:
                columns = [name for name in columns if name in readable]
            rows = _readable_rows(source, table, columns)
            if table == "games" and "record" in columns:
                text_at = columns.index("record")
                rows = {rowid: row for rowid, row in rows.items() if _whole_record(row[text_at])}
            if table == "games" and "match_id" in columns:
                at = columns.index("match_id")
                rows = {rowid: _unlinked(row, at, matches) for rowid, row in rows.items()}
            placeholders = ", ".join("?" for _ in range(len(columns) + 1))
            insert = f"INSERT OR IGNORE INTO {table} (rowid, {', '.join(columns)}) VALUES ({placeholders})"
            added = 0
            for rowid, row in sorted(rows.items()):
                try:
                    added += fresh.execute(insert, (rowid, *row)).rowcount
                except sqlite3.Error:
                    continue
                if table == "matches":
                    matches.add(rowid)
            counts[table] = added
        fresh.execute("COMMIT")
    except BaseException:
        fresh.execute("ROLLBACK")
        raise
    return Salvaged(counts.get("matches", 0), counts.get("games", 0), counts.get("settings", 0))


def _whole_record(text: object) -> bool:
    """Whether a game's record read whole: a page past the end of a truncated file reads as zeros, which
    leaves a record that no longer parses. The record is read by its own game's rules; one they refuse as
    illegal is whole text all the same, and kept (its game closes it with a message if it is ever resumed)."""
    if not isinstance(text, str) or "\x00" in text:
        return False
    try:
        envelope = read_envelope(text)
        info = registry.game_info(envelope.game)
        if info is None:
            return False
        info.rules.read_record(envelope)
    except MalformedRecord:
        return False
    except IllegalRecord:
        return True
    return True


def _unlinked(row: tuple[object, ...], at: int, matches: set[int]) -> tuple[object, ...]:
    """A game row whose match was not recovered loses its link (the game itself is kept)."""
    if row[at] is None or row[at] in matches:
        return row
    return (*row[:at], None, *row[at + 1 :])


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    try:
        return [str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")]
    except sqlite3.Error:
        return []


def _readable_rows(source: sqlite3.Connection, table: str, columns: list[str]) -> dict[int, tuple[object, ...]]:
    """Every row of ``table`` that can be read, by rowid."""
    select = f"SELECT rowid, {', '.join(columns)} FROM {table}"
    rows: dict[int, tuple[object, ...]] = {}
    first_error = _scan(source, f"{select} ORDER BY rowid", rows)
    if not first_error:
        return rows
    low = max(rows, default=0)
    before = len(rows)
    _scan(source, f"{select} ORDER BY rowid DESC", rows)
    high = min((rowid for rowid in rows if rowid > low), default=None) if len(rows) > before else None
    misses = 0
    rowid = low
    for _ in range(MAX_PROBES):
        rowid += 1
        if (high is not None and rowid >= high) or (high is None and misses >= MAX_MISSES):
            break
        try:
            row = source.execute(f"{select} WHERE rowid = ?", (rowid,)).fetchone()
        except sqlite3.Error:
            row = None
        if row is None:
            misses += 1
            continue
        misses = 0
        rows[int(row[0])] = tuple(row[1:])
    return rows


def _scan(source: sqlite3.Connection, query: str, rows: dict[int, tuple[object, ...]]) -> bool:
    """Read ``query`` into ``rows`` until it ends (``False``) or fails (``True``)."""
    try:
        for row in source.execute(query):
            rows[int(row[0])] = tuple(row[1:])
    except sqlite3.Error:
        return True
    except (ValueError, TypeError):  # a rowid that is not an integer: the page is garbage
        return True
    return False


__all__ = ["Salvaged", "salvage"]
