"""One copy of the game owns the data folder at a time: an operating-system lock on ``panjpar.lock`` in it.

The lock (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows) is held for as long as the store is open.
The operating system releases it when the process ends in any way, ``kill -9`` included, so a restarted game
always gets it back. The lock file is opened without following a symbolic link, and its descriptor is not
inherited by child processes (the bot workers).
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

LOCK_NAME = "panjpar.lock"

#: ``os.open`` flags that refuse a symbolic link as the last part of the path (0 where there is no such flag).
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)

if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class LockHeld(Exception):
    """Another copy of the game holds the data folder's lock."""


class FolderLock:
    """The held lock of one data folder; :meth:`release` (or the process ending) lets it go."""

    def __init__(self, fd: int, path: Path) -> None:
        self.fd = fd
        self.path = path

    @classmethod
    def acquire(cls, directory: Path) -> FolderLock:
        """Take the lock of ``directory``. Raises :class:`LockHeld` when another copy has it, ``OSError`` when
        the lock file cannot be opened (``errno.ELOOP``: it is a symbolic link; a read-only folder...)."""
        path = directory / LOCK_NAME
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | NOFOLLOW, 0o644)
        except OSError as refused:
            if refused.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise
            # A read-only folder or disk with the lock file already there: a read-only descriptor holds the lock.
            try:
                fd = os.open(path, os.O_RDONLY | NOFOLLOW)
            except FileNotFoundError:
                raise refused from None
        if not _try_lock(fd):
            os.close(fd)
            raise LockHeld(str(path))
        return cls(fd, path)

    def release(self) -> None:
        """Let the lock go (closing the descriptor also does on every platform)."""
        if self.fd < 0:
            return
        try:
            _unlock(self.fd)
        except OSError:
            pass
        finally:
            os.close(self.fd)
            self.fd = -1

    @property
    def held(self) -> bool:
        return self.fd >= 0
