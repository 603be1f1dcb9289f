"""A full disk at start-up is a disk fault, not damage: the database stays where it is, is opened read-only
with everything in it (its -wal too), the player is told games are not being saved, and the store becomes
writable again once there is room. Run on a real, small tmpfs (needs root and ``mount``)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import play_games

from game.storage import ReadOnlyReason, ReadOnlyStore, Store
from game.storage.store import DB_NAME

_ROOT = str(Path(__file__).resolve().parents[2])
#: A copy of the game that plays games and dies without closing the database (its -wal holds the games).
_KILLED = (
    "import os, sys; sys.path.insert(0, sys.argv[2]); from storage_helpers import play_games;"
    "from game.storage import Store; s = Store.open(sys.argv[1]); play_games(s, 3);"
    "s.save_setting('sound', False); os._exit(0)"
)


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """An 8 MB tmpfs mounted for the test."""
    if os.geteuid() != 0 or not shutil.which("mount"):
        pytest.skip("needs root and mount")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()!r}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def _fill(disk: Path) -> Path:
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


@pytest.mark.parametrize("left", ["closed", "killed"])
def test_a_full_disk_keeps_the_database_and_reads_it(disk: Path, left: str) -> None:
    folder = disk / "data"
    if left == "closed":
        with Store.open(folder) as store:
            play_games(store, 3)
            store.save_setting("sound", False)
    else:  # the games are in the -wal, which a full disk must not lose or hide
        env = {**os.environ, "PYTHONPATH": _ROOT}
        subprocess.run(
            [sys.executable, "-c", _KILLED, str(folder), str(Path(__file__).parents[1])], env=env, check=True
        )
        assert Path(folder / f"{DB_NAME}-wal").stat().st_size > 0
    before = {p.name: p.read_bytes() for p in folder.iterdir() if p.name != f"{DB_NAME}-shm"}
    filler = _fill(disk)
    with Store.open(folder) as store:
        assert store.path == folder / DB_NAME and not store.writable
        assert store.readonly_reason is ReadOnlyReason.DISK_FULL
        assert len(store.problems) == 1, store.problems
        assert "is full" in store.problems[0] and "games played now are not being saved" in store.problems[0]
        assert store.statistics().overall.games == 3 and len(store.games(10)) == 3
        assert store.load_settings()["sound"] is False
        with pytest.raises(ReadOnlyStore):
            play_games(store, 1)
        assert not store.try_reopen_writable()  # still full
        assert not list(folder.glob(f"{DB_NAME}.*-*"))  # nothing set aside as damaged
        for name, data in before.items():
            assert (folder / name).read_bytes() == data, name
        filler.unlink()  # room again
        assert store.try_reopen_writable()
        assert store.writable and store.readonly_reason is None
        play_games(store, 1, seed=9)
        assert store.statistics().overall.games == 4
    with Store.open(folder) as store:
        assert store.writable and store.problems == [] and store.statistics().overall.games == 4


def test_a_full_disk_with_no_database_yet_says_nothing_is_saved(disk: Path) -> None:
    folder = disk / "data"
    folder.mkdir()
    filler = _fill(disk)
    with Store.open(folder) as store:
        assert store.path is None and store.readonly_reason is ReadOnlyReason.DISK_FULL
        assert "is full" in store.problems[0] and "will not be kept" in store.problems[0]
        assert store.statistics().overall.games == 0
        filler.unlink()
        assert store.try_reopen_writable() and store.path == folder / DB_NAME
        play_games(store, 1)
    with Store.open(folder) as store:
        assert store.statistics().overall.games == 1
