"""Connections to the database file: for writing (checked and migrated), read-only (``mode=ro``, a copy read
into memory, or ``immutable=1``), in memory; and SQLite's errors sorted into disk faults, another program's
lock, and damage. game/storage/opening.py decides what to do with each.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import tempfile
from enum import Enum
from pathlib import Path

from game.storage.safefiles import DISK_FULL_ERRNOS
from game.storage.schema import SCHEMA_VERSION, NewerSchema, migrate

DB_NAME = "panjpar.db"

# SQLite primary result codes (https://sqlite.org/rescode.html).
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 3, 5, 6, 8, 10, 11, 13, 14, 26


class ReadOnlyReason(Enum):
    """Why a store on disk is open read-only (:attr:`Store.readonly_reason`)."""

    #: Another copy of the game owns the data folder (its lock is held).
    IN_USE = "in use"
    #: The disk is full (or over quota).
    DISK_FULL = "disk full"
    #: The folder, the database file or the whole file system cannot be written.
    NOT_WRITABLE = "not writable"
    #: The disk reported an input/output error while writing.
    DISK_ERROR = "disk error"


class UnusableDatabase(Exception):
    """A database file that opened but cannot be used: ``kind`` says how (``damaged``)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class DiskFault(Exception):
    """SQLite could not write for a reason of the disk, not of the data."""

    def __init__(self, reason: ReadOnlyReason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def memory_connection(read_only: bool = False) -> sqlite3.Connection:
    """A fresh database in memory (``read_only``: it refuses writes, like a read-only file)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn)
    if read_only:
        conn.execute("PRAGMA query_only = ON")
    return conn


class BusyDatabase(Exception):
    """Another program holds SQLite's own lock on the file beyond the busy timeout."""


def connect(path: Path, busy_timeout: float) -> sqlite3.Connection:
    """Open, check and migrate the database file for writing; raises what is wrong with it: ``DiskFault``,
    ``BusyDatabase``, ``UnusableDatabase``, ``NewerSchema`` or the ``sqlite3.Error`` of damage."""
    if path.exists() and not os.access(path, os.W_OK):
        raise DiskFault(ReadOnlyReason.NOT_WRITABLE, "the database file is read-only")
    try:
        conn = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
    except sqlite3.Error as error:
        raise classified(error, path) from error
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise DiskFault(ReadOnlyReason.NOT_WRITABLE, f"the journal mode stays {mode}")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        check(conn)
        migrate(conn)
        return conn
    except sqlite3.Error as error:
        conn.close()
        raise classified(error, path) from error
    except BaseException:
        conn.close()
        raise


def connect_read_only(path: Path, busy_timeout: float) -> sqlite3.Connection:
    """Open the database read-only and check it; raises the damage found.

    ``mode=ro`` first. When SQLite cannot make the ``-shm`` file it needs for that (a full disk, a read-only
    folder), the database and its ``-wal`` are read through a copy in the system's temporary folder into
    memory; with no room there either, ``immutable=1`` reads the database file alone (without its ``-wal``).
    A database of an older schema is then read through a copy in memory migrated there (:func:`migrated_copy`),
    so that today's queries find today's columns; the file itself is left as it is.
    """
    uri = path.absolute().as_uri()
    last: sqlite3.Error = sqlite3.OperationalError("unable to open database file")
    for how in ("mode=ro", "copy", "immutable=1"):
        try:
            conn = snapshot(path) if how == "copy" else sqlite3.connect(f"{uri}?{how}", uri=True, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            if isinstance(error, sqlite3.Error) and error_code(error) in (_NOTADB, _CORRUPT):
                raise
            last = error if isinstance(error, sqlite3.Error) else sqlite3.OperationalError(str(error))
            continue
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            conn.execute("PRAGMA query_only = ON")
            check(conn)
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise NewerSchema(version)
            return conn if version == SCHEMA_VERSION else migrated_copy(conn)
        except sqlite3.Error as error:
            conn.close()
            if error_code(error) in (_NOTADB, _CORRUPT):
                raise
            last = error
        except BaseException:
            conn.close()
            raise
    raise last


def migrated_copy(conn: sqlite3.Connection) -> sqlite3.Connection:
    """The database of ``conn`` (read-only, an older schema) copied into memory and migrated there, read-only
    again; ``conn`` is closed. Rows another copy writes to the file later are not seen (the file is migrated
    itself once it can be written: :meth:`Store.try_reopen_writable`)."""
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        conn.backup(memory)
        migrate(memory)
        memory.execute("PRAGMA query_only = ON")
    except BaseException:
        memory.close()
        raise
    finally:
        conn.close()
    return memory


def snapshot(path: Path) -> sqlite3.Connection:
    """The database and its ``-wal`` copied to a temporary folder elsewhere, read into memory."""
    with tempfile.TemporaryDirectory(prefix="panjpar-read-only-") as folder:
        copy = Path(folder) / DB_NAME
        shutil.copyfile(path, copy)
        wal = Path(f"{path}-wal")
        if wal.exists():
            shutil.copyfile(wal, Path(f"{copy}-wal"))
        source = sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True, isolation_level=None)
        memory = sqlite3.connect(":memory:", isolation_level=None)
        try:
            source.backup(memory)
        except BaseException:
            memory.close()
            raise
        finally:
            source.close()
    return memory


def check(conn: sqlite3.Connection) -> None:
    check = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
    if check != ["ok"]:
        raise UnusableDatabase("damaged", "is damaged (integrity check: " + "; ".join(check[:3]) + ")")


def classified(error: sqlite3.Error, path: Path) -> Exception:
    """A disk fault or a busy lock as its own exception; anything else (damage) as it is."""
    code = error_code(error)
    if code in (_BUSY, _LOCKED):
        return BusyDatabase(str(error))
    if code == _FULL:
        return DiskFault(ReadOnlyReason.DISK_FULL, str(error))
    if code == _IOERR:
        return DiskFault(ReadOnlyReason.DISK_ERROR, str(error))
    if code in (_READONLY, _PERM) or (code == _CANTOPEN and path.exists()):
        return DiskFault(ReadOnlyReason.NOT_WRITABLE, str(error))
    return error


def fault_of(error: OSError) -> DiskFault:
    detail = error.strerror or str(error)
    if error.errno in DISK_FULL_ERRNOS:
        return DiskFault(ReadOnlyReason.DISK_FULL, detail)
    if error.errno == errno.EIO:
        return DiskFault(ReadOnlyReason.DISK_ERROR, detail)
    return DiskFault(ReadOnlyReason.NOT_WRITABLE, detail)


def error_code(error: sqlite3.Error) -> int:
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return _BUSY
    if "readonly" in text or "read-only" in text:
        return _READONLY
    return _CORRUPT
