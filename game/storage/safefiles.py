"""Files in the data folder without following symbolic links: the write probe, whole-file writes, and which of
the database's files are links (those are refused, never followed: docs/storage.md).

Temporary files are created with :func:`tempfile.mkstemp` in the folder they belong to: an unpredictable name,
created exclusively (``O_CREAT | O_EXCL``, and ``O_NOFOLLOW`` where the platform has it), so a link planted
under a guessable name is never written through.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

#: The files SQLite keeps beside the database.
COMPANIONS = ("-wal", "-shm", "-journal")
#: What the write probe writes: enough to see a full disk, small enough to fit on an almost full one.
PROBE_BYTES = 4096
#: ``errno`` values that mean the disk (not the data) is the trouble: full, over quota, read-only.
DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


def probe_directory(directory: Path) -> None:
    """Raise ``OSError`` unless a file can be created and written in ``directory`` (the file is removed)."""
    fd, name = tempfile.mkstemp(prefix=".panjpar-probe-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as probe:
            probe.write(bytes(PROBE_BYTES))
            probe.flush()
            os.fsync(probe.fileno())
    finally:
        with contextlib.suppress(OSError):
            os.unlink(name)


def write_file_atomically(target: Path, text: str) -> Path:
    """Write ``text`` to ``target`` whole or not at all: a temporary file made exclusively beside it, then
    renamed over it. A symbolic link at ``target`` is replaced, never written through."""
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as temporary:
            temporary.write(text)
            temporary.flush()
            os.fsync(temporary.fileno())
        os.replace(name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    return target


def symbolic_links(database: Path) -> list[Path]:
    """The database file and companions (``-wal``, ``-shm``, ``-journal``) that are symbolic links, dangling
    ones included."""
    return [path for path in (database, *(Path(f"{database}{extra}") for extra in COMPANIONS)) if path.is_symlink()]


def link_target(path: Path) -> str:
    """Where the link ``path`` points, for a message."""
    try:
        return os.readlink(path)
    except OSError:
        return "?"
