"""A real small disk for the full-disk tests of tests/storage and tests/ui: a tmpfs mounted for one test and
filled to the last byte, and a copy of the game killed with its games still in the -wal."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[1])
#: A copy of the game that plays three games, stores a setting and dies without closing the database.
KILLED = (
    "import os, sys; sys.path.insert(0, sys.argv[2]); from storage_helpers import play_games;"
    "from game.storage import Store; s = Store.open(sys.argv[1]); play_games(s, 3);"
    "s.save_setting(sys.argv[3], {'sound': False, 'four_colour': True}[sys.argv[3]]); os._exit(0)"
)


@contextlib.contextmanager
def small_disk(where: Path, size: str = "8m") -> Iterator[Path]:
    """A tmpfs of ``size`` mounted at ``where`` while the block runs (the test is skipped without root)."""
    if os.geteuid() != 0 or not shutil.which("mount"):
        pytest.skip("needs root and mount")
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()!r}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(disk: Path) -> Path:
    """Fill the disk to the last byte; returns the filler file."""
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as out:
        for size in (65536, 4096, 512, 64, 1):
            with contextlib.suppress(OSError):
                while True:
                    out.write(bytes(size))
    with pytest.raises(OSError):
        (disk / "one-more").write_bytes(bytes(4096))
    return filler


def killed_copy(folder: Path, setting: str = "sound") -> None:
    """Three games and ``setting`` changed by a copy of the game that then dies without closing anything."""
    env = {**os.environ, "PYTHONPATH": ROOT}
    tests = str(Path(__file__).resolve().parent)
    subprocess.run([sys.executable, "-c", KILLED, str(folder), tests, setting], env=env, check=True)
