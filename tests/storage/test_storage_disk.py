"""A full disk at start-up is a disk fault, not damage: the database stays where it is, is opened read-only
with everything in it (its -wal too), the player is told games are not being saved, and the store becomes
writable again once there is room. Run on a real, small tmpfs (needs root and ``mount``: tests/disk_helpers.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from disk_helpers import fill, killed_copy, small_disk
from storage_helpers import play_games

from game.storage import ReadOnlyReason, ReadOnlyStore, Store
from game.storage.store import DB_NAME


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """An 8 MB tmpfs mounted for the test."""
    with small_disk(tmp_path / "disk") as mounted:
        yield mounted


@pytest.mark.parametrize("left", ["closed", "killed", "killed-without-shm"])
def test_a_full_disk_keeps_the_database_and_reads_it(disk: Path, left: str) -> None:
    folder = disk / "data"
    if left == "closed":
        with Store.open(folder) as store:
            play_games(store, 3)
            store.save_setting("sound", False)
    else:  # the games are in the -wal, which a full disk must not lose or hide
        killed_copy(folder)
        assert Path(folder / f"{DB_NAME}-wal").stat().st_size > 0
        if left == "killed-without-shm":  # no -shm, and no room to make one: read through a copy elsewhere
            Path(folder / f"{DB_NAME}-shm").unlink()
    before = {p.name: p.read_bytes() for p in folder.iterdir() if p.name != f"{DB_NAME}-shm"}
    filler = fill(disk)
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
    filler = fill(disk)
    with Store.open(folder) as store:
        assert store.path is None and store.readonly_reason is ReadOnlyReason.DISK_FULL
        assert "is full" in store.problems[0] and "will not be kept" in store.problems[0]
        assert store.statistics().overall.games == 0
        filler.unlink()
        assert store.try_reopen_writable() and store.path == folder / DB_NAME
        play_games(store, 1)
    with Store.open(folder) as store:
        assert store.statistics().overall.games == 1
