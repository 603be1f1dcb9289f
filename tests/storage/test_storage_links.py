"""Symbolic links planted in the data folder are never followed: the start-up write probe, export's temporary
file, the lock file and the database's own files. A linked database or companion is refused with a message,
and nothing it points to, nor the database, is changed or moved aside."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from storage_helpers import play_games

from game.storage import ReadOnlyReason, Store
from game.storage.store import DB_NAME

#: What an outside file holds before the test: it must still hold it after.
OUTSIDE = b"precious data outside the data folder\n" * 100


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    target = tmp_path / "outside" / "precious.txt"
    target.parent.mkdir()
    target.write_bytes(OUTSIDE)
    return target


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    with Store.open(folder) as store:
        play_games(store, 2)
    return folder


def _entries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_the_write_probe_does_not_follow_a_planted_link(tmp_path: Path, outside: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / f".panjpar-probe-{os.getpid()}").symlink_to(outside)  # the name the probe used to have
    with Store.open(folder) as store:
        assert outside.read_bytes() == OUTSIDE
        assert store.problems == [] and store.path == folder / DB_NAME
        play_games(store, 1)
    assert outside.read_bytes() == OUTSIDE


def test_export_does_not_write_through_a_planted_link(data: Path, outside: Path, tmp_path: Path) -> None:
    exports = tmp_path / "exports"
    exports.mkdir()
    target = exports / "game1.panjpar"
    planted = exports / f".{target.name}.{os.getpid()}.tmp"  # the old temporary file's name
    planted.symlink_to(outside)
    with Store.open(data) as store:
        written = store.export_game(1, target)
        assert written.read_text(encoding="utf-8") == store.record_text(1)
        # A link at the target itself is replaced by the file, not written through.
        linked = exports / "linked.panjpar"
        linked.symlink_to(outside)
        store.export_game(2, linked)
        assert not linked.is_symlink() and linked.read_text(encoding="utf-8") == store.record_text(2)
    assert outside.read_bytes() == OUTSIDE
    assert _entries(exports) == sorted([planted.name, target.name, linked.name])  # no temporary file left


def test_a_linked_database_is_refused_not_followed(tmp_path: Path, data: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (data / DB_NAME).rename(elsewhere / DB_NAME)
    before = (elsewhere / DB_NAME).read_bytes()
    (data / DB_NAME).symlink_to(elsewhere / DB_NAME)
    with Store.open(data) as store:
        assert store.path is None
        assert "symbolic link" in store.problems[0] and "nothing was opened, moved or changed" in store.problems[0]
        play_games(store, 1)  # the session goes on in memory
    assert (data / DB_NAME).is_symlink() and (elsewhere / DB_NAME).read_bytes() == before
    assert _entries(elsewhere) == [DB_NAME]  # no -wal or -shm was made beside the real file
    assert not list(data.glob(f"{DB_NAME}.*-*"))


def test_a_dangling_database_link_creates_nothing_outside(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    nowhere = tmp_path / "nowhere" / DB_NAME
    nowhere.parent.mkdir()
    (folder / DB_NAME).symlink_to(nowhere)
    with Store.open(folder) as store:
        assert store.path is None and "symbolic link" in store.problems[0]
    assert not nowhere.exists() and _entries(nowhere.parent) == []
    assert (folder / DB_NAME).is_symlink()


@pytest.mark.parametrize("companion", ["-wal", "-shm", "-journal"])
def test_a_linked_companion_does_not_set_a_healthy_database_aside(data: Path, outside: Path, companion: str) -> None:
    path = data / DB_NAME
    before = path.read_bytes()
    Path(f"{path}{companion}").symlink_to(outside)
    with Store.open(data) as store:
        assert store.path is None
        assert f"{DB_NAME}{companion} -> {outside}" in store.problems[0]
    assert path.read_bytes() == before and outside.read_bytes() == OUTSIDE
    assert not list(data.glob(f"{DB_NAME}.*-*"))  # nothing moved aside
    Path(f"{path}{companion}").unlink()
    with Store.open(data) as store:  # the link gone, the games are all there
        assert store.problems == [] and store.statistics().overall.games == 2


def test_a_linked_lock_file_is_not_followed(data: Path, outside: Path) -> None:
    (data / "panjpar.lock").unlink()
    (data / "panjpar.lock").symlink_to(outside)
    with Store.open(data) as store:
        assert store.readonly_reason is ReadOnlyReason.NOT_WRITABLE
        assert "lock file panjpar.lock is a symbolic link" in store.problems[0]
        assert store.statistics().overall.games == 2  # read where they are
        with pytest.raises(sqlite3.Error):
            store.save_setting("sound", False)
    assert outside.read_bytes() == OUTSIDE
