"""Opening the data folder and its database: the folder's lock, disk faults told apart from damage, links
refused, damaged files moved aside and salvaged. :meth:`Store.open` calls :func:`open_database`; every case
and what the player is told is in docs/storage.md.

- **Another copy** holds the folder's lock: the database is opened read-only (``ReadOnlyReason.IN_USE``).
- **A disk fault** (full, read-only folder, file or file system, I/O error; seen by the write probe or by
  SQLite): the database stays where it is and is opened read-only (``file:...?mode=ro``, or ``immutable=1``
  when not even its ``-shm`` file can be made); games are not saved until :func:`reopen_writable` succeeds.
- **A symbolic link** as the database or one of its companions: refused, nothing followed or moved; the
  session runs in memory.
- **Damage** (not a database, a failed ``quick_check``, ``SQLITE_CORRUPT``) or a newer schema: the file moves
  aside (renamed, never deleted), a fresh database is made, and the readable rows of a damaged one are
  salvaged into it (game/storage/salvage.py).

The connections themselves, and SQLite's errors sorted into these cases, are in game/storage/connection.py.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.engine.lazy import Lazy
from game.storage.connection import (
    DB_NAME,
    BusyDatabase,
    DiskFault,
    ReadOnlyReason,
    UnusableDatabase,
    connect,
    connect_read_only,
    fault_of,
    memory_connection,
)
from game.storage.lock import LOCK_NAME, FolderLock, LockHeld
from game.storage.safefiles import (
    COMPANIONS,
    link_target,
    probe_directory,
    symbolic_links,
)
from game.storage.schema import NewerSchema

if TYPE_CHECKING:
    from game.storage.salvage import Salvaged

#: Salvaging a damaged database reads its records with the games' rules: loaded only when one is found.
_SALVAGE: Lazy[Callable[[Path, Path | None, sqlite3.Connection], Salvaged]] = Lazy("game.storage.salvage", "salvage")


def readonly_message(reason: ReadOnlyReason, folder: Path, detail: str = "") -> str:
    """One plain sentence on why the saved games in ``folder`` cannot be written."""
    why = f" ({detail})" if detail else ""
    if reason is ReadOnlyReason.IN_USE:
        return f"Another copy of Panjpar is using the saved games in {folder}."
    if reason is ReadOnlyReason.DISK_FULL:
        return f"The disk holding the saved games in {folder} is full{why}."
    if reason is ReadOnlyReason.DISK_ERROR:
        return f"The disk holding the saved games in {folder} reported an error{why}."
    return f"The saved games in {folder} cannot be written{why}."


class ReadOnlyStore(sqlite3.OperationalError):
    """A write to a store open read-only (:attr:`Store.writable` is false)."""


@dataclass
class Opened:
    """What :func:`open_database` made: the connection and what the store must know about it."""

    conn: sqlite3.Connection
    #: The database file in use; ``None`` in memory.
    path: Path | None
    #: Where the database lives (or would): what :func:`reopen_writable` tries; ``None``: never on disk.
    home: Path | None
    problems: list[str] = field(default_factory=list)
    readonly_reason: ReadOnlyReason | None = None
    readonly_detail: str = ""
    lock: FolderLock | None = None


def open_database(directory: Path, busy_timeout: float) -> Opened:
    """Open the database in ``directory``, whatever state it and its disk are in; never raises."""
    problems: list[str] = []
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        problems.append(
            f"Cannot write to the data folder {directory} ({error.strerror or error}); "
            "games and settings will not be kept this session."
        )
        return Opened(memory_connection(), None, None, problems)
    path = directory / DB_NAME
    links = symbolic_links(path)
    if links:
        names = ", ".join(f"{link.name} -> {link_target(link)}" for link in links)
        problems.append(
            f"In the data folder {directory}, {names} is a symbolic link. Panjpar does not follow links there, "
            "so nothing was opened, moved or changed; this session's games will not be kept. Put the real "
            "file in its place to use it."
        )
        return Opened(memory_connection(), None, None, problems)
    lock: FolderLock | None = None
    fault: DiskFault | None = None
    try:
        lock = FolderLock.acquire(directory)
    except LockHeld:
        fault = DiskFault(ReadOnlyReason.IN_USE, "")
    except OSError as error:
        fault = fault_of(error)
        if error.errno == errno.ELOOP:
            fault = DiskFault(ReadOnlyReason.NOT_WRITABLE, f"its lock file {LOCK_NAME} is a symbolic link")
    if fault is None:
        try:
            probe_directory(directory)
        except OSError as error:
            fault = fault_of(error)
    if fault is not None:
        return _read_only(path, fault, problems, lock, busy_timeout)
    return _writable(path, problems, lock, busy_timeout)


def _writable(path: Path, problems: list[str], lock: FolderLock | None, busy_timeout: float) -> Opened:
    """The database opened for writing; damage moves it aside (salvaged), a disk fault opens it read-only."""
    damaged: Path | None = None  # moved aside as damaged: salvage it into the fresh database
    moved = False
    for _attempt in range(2):
        # SQLite deletes the -wal and -shm files when it closes a database it could not read: hard links
        # keep them, so a damaged database moves aside with its companions.
        companions = _link_companions(path)
        try:
            conn = connect(path, busy_timeout)
        except DiskFault as fault:
            _unlink_all(companions.values())
            return _read_only(path, fault, problems, lock, busy_timeout)
        except NewerSchema as error:
            kind, message = "newer", f"The saved games were written by a newer Panjpar ({error})"
        except UnusableDatabase as error:
            kind, message = error.kind, f"The saved games file {path} {error}"
        except BusyDatabase as error:
            problems.append(
                f"The saved games in {path} are in use by another program (locked for more than "
                f"{busy_timeout:g} s: {error}); this session's games will not be kept. Nothing was changed."
            )
            _unlink_all(companions.values())
            return Opened(memory_connection(), None, None, problems, lock=lock)
        except sqlite3.Error as error:
            kind, message = "damaged", f"The saved games file {path} is damaged ({error})"
        else:
            _unlink_all(companions.values())
            if damaged is not None:
                problems[-1] += _salvaged(damaged, conn)
            elif moved:
                problems[-1] += "."
            return Opened(conn, path, path, problems, lock=lock)
        try:
            aside = move_aside(path, kind, companions)
        except OSError as error:
            _unlink_all(companions.values())
            problems.append(f"{message}. It could not be moved aside ({error}); games will not be kept.")
            return Opened(memory_connection(), None, None, problems, lock=lock)
        problems.append(f"{message}. It was kept as {aside.name}; starting a fresh database")
        damaged, moved = (aside if kind == "damaged" else None), True
    problems[-1] += ", which failed too; games will not be kept."  # pragma: no cover - a fresh file failed
    return Opened(memory_connection(), None, None, problems, lock=lock)  # pragma: no cover


def _salvaged(aside: Path, conn: sqlite3.Connection) -> str:
    """Salvage ``aside`` into ``conn``; the end of the damage message, saying what was recovered."""
    suffix = aside.name[len(DB_NAME) + 1 :]
    wal = aside.parent / f"{DB_NAME}-wal.{suffix}"
    try:
        found = _SALVAGE.get()(aside, wal if wal.exists() else None, conn)
    except (OSError, sqlite3.Error) as error:
        return f"; nothing could be recovered from it ({error})."
    if not (found.games or found.matches or found.settings):
        return "; nothing in it could be read, so nothing was recovered."
    return f"; {found.games} games and {found.settings} settings were recovered from it."


def _read_only(
    path: Path, fault: DiskFault, problems: list[str], lock: FolderLock | None, busy_timeout: float
) -> Opened:
    """The database left where it is and opened read-only (or, with none to read, an empty read-only store)."""
    reason = fault.reason
    why = readonly_message(reason, path.parent, fault.detail)
    # Another copy is told by the game in its own dialog (Store.readonly_reason); the others go to problems.
    tell = reason is not ReadOnlyReason.IN_USE
    if not os.path.lexists(path) or path.stat().st_size == 0:
        if tell:
            problems.append(f"{why} There are no saved games yet; this session's games will not be kept.")
        return Opened(memory_connection(read_only=True), None, path, problems, reason, fault.detail, lock)
    try:
        conn = connect_read_only(path, busy_timeout)
    except (NewerSchema, UnusableDatabase, sqlite3.Error) as error:
        problems.append(
            f"{why} The saved games file {path} could not be read either ({error}); it was left as it is, "
            "and this session's games will not be kept."
        )
        return Opened(memory_connection(read_only=True), None, path, problems, reason, fault.detail, lock)
    if tell:
        problems.append(
            f"{why} Your saved games were opened read-only and nothing in them was changed; games played now are "
            "not being saved yet: they are written as soon as saving works again."
        )
    return Opened(conn, path, path, problems, reason, fault.detail, lock)


def reopen_writable(home: Path, lock: FolderLock | None, busy_timeout: float) -> Opened | None:
    """Open ``home`` for writing again, if the folder's lock and the disk now allow it; ``None`` if not yet.
    Moves nothing and changes nothing when it fails."""
    directory = home.parent
    taken = None
    if lock is None or not lock.held:
        try:
            lock = taken = FolderLock.acquire(directory)
        except (LockHeld, OSError):
            return None
    try:
        probe_directory(directory)
        if symbolic_links(home):
            raise UnusableDatabase("link", "a symbolic link")
        conn = connect(home, busy_timeout)
    except (OSError, sqlite3.Error, UnusableDatabase, DiskFault, BusyDatabase, NewerSchema):
        if taken is not None:
            taken.release()
        return None
    return Opened(conn, home, home, lock=lock)


def _link_companions(path: Path) -> dict[str, Path]:
    """Hard links to the database's ``-wal``, ``-shm`` and ``-journal`` files, by suffix."""
    links = {}
    for extra in COMPANIONS:
        companion = Path(f"{path}{extra}")
        link = Path(f"{path}{extra}.opening-{os.getpid()}")
        try:
            if link.exists():
                link.unlink()
            os.link(companion, link)  # not a link: symbolic_links() refused those before
        except OSError:
            continue
        links[extra] = link
    return links


def _unlink_all(paths: Iterable[Path]) -> None:
    for path in paths:
        with contextlib.suppress(OSError):
            path.unlink()


def move_aside(path: Path, kind: str = "damaged", links: Mapping[str, Path] | None = None) -> Path:
    """Rename ``path`` (and its ``-wal``, ``-shm`` and ``-journal`` files) to ``<name>.<kind>-<timestamp>``;
    returns the new path of the database file. Never deletes anything. ``links``: hard links to companions
    made before opening (:func:`_link_companions`), used for the companions SQLite removed."""
    links = dict(links or {})
    stamp = time.strftime("%Y%m%d-%H%M%S")
    suffix = f"{kind}-{stamp}"
    number = 1
    while any(os.path.lexists(f"{path}{extra}.{suffix}") for extra in ("", *COMPANIONS)):
        number += 1
        suffix = f"{kind}-{stamp}-{number}"
    target = Path(f"{path}.{suffix}")
    os.rename(path, target)
    for extra in COMPANIONS:
        companion = Path(f"{path}{extra}")
        link = links.pop(extra, None)
        if companion.exists():
            os.rename(companion, Path(f"{path}{extra}.{suffix}"))
            if link is not None:
                _unlink_all([link])
        elif link is not None:
            os.rename(link, Path(f"{path}{extra}.{suffix}"))
    return target
