"""Every damage case of docs/storage.md: a message, the original kept, no crash, the game goes on."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import locked_by_another_program, play_games

from game.storage import ReadOnlyReason, Store
from game.storage.store import DB_NAME


def _saved_db(directory: Path, games: int = 2) -> Path:
    with Store.open(directory) as store:
        play_games(store, games)
    return directory / DB_NAME


def _aside(directory: Path, kind: str) -> list[Path]:
    return sorted(directory.glob(f"{DB_NAME}.{kind}-*"))


def _works(store: Store) -> None:
    """The store takes a game and its settings."""
    before = store.statistics().overall.games
    play_games(store, 1)
    store.save_setting("sound", False)
    assert store.load_settings()["sound"] is False
    assert store.statistics().overall.games == before + 1


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: b"this is not a database at all" * 100, id="garbage"),
        pytest.param(lambda data: data[:50], id="truncated-header"),
        pytest.param(lambda data: data[: len(data) // 2 + 100], id="truncated-half"),
        pytest.param(lambda data: data[:100] + bytes(4096) + data[4196:], id="zeroed-page"),
        pytest.param(lambda data: data[:4096] + bytes(b ^ 0x5A for b in data[4096:8192]) + data[8192:], id="flipped"),
    ],
)
def test_corrupt_or_truncated_database_is_moved_aside(tmp_path: Path, damage: object) -> None:
    path = _saved_db(tmp_path, games=30)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    damaged = damage(path.read_bytes())  # type: ignore[operator]
    path.write_bytes(damaged)
    with Store.open(tmp_path) as store:
        assert len(store.problems) == 1 and "damaged" in store.problems[0], store.problems
        (aside,) = _aside(tmp_path, "damaged")
        assert aside.read_bytes() == damaged  # kept as it was
        assert aside.name in store.problems[0]
        assert store.path == path and store.writable
        # Whatever could be read was salvaged into the fresh database, and the message says how much.
        recovered = len(store.games(100))
        assert f"{recovered} games" in store.problems[0] if recovered else "nothing" in store.problems[0]
        _works(store)


def test_half_truncated_database_salvages_every_readable_game(tmp_path: Path) -> None:
    """Every game whose final record is still whole in the damaged file comes back, exactly as it was."""
    path = _saved_db(tmp_path, games=30)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        original = {row[0]: row for row in conn.execute("SELECT * FROM games")}
    conn.close()
    data = path.read_bytes()
    damaged = data[: len(data) // 2 + 100]
    path.write_bytes(damaged)
    readable = sorted(game_id for game_id, row in original.items() if row[10].encode() in damaged)
    assert readable  # the test needs some games in the half that is left
    with Store.open(tmp_path) as store:
        salvaged = {row[0]: row for row in store.conn.execute("SELECT * FROM games")}
        assert sorted(salvaged) == readable
        assert all(salvaged[game_id][1:] == original[game_id][1:] for game_id in readable)
        assert f"{len(readable)} games" in store.problems[0] and "recovered" in store.problems[0]
        assert store.statistics().overall.games == len(readable)
    (aside,) = _aside(tmp_path, "damaged")
    assert aside.read_bytes() == damaged  # salvage reads a copy: the damaged file is kept as it was


def test_wal_and_shm_files_move_with_the_database(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    path.write_bytes(b"garbage" * 1000)
    Path(f"{path}-wal").write_bytes(b"wal")
    Path(f"{path}-shm").write_bytes(b"shm")
    with Store.open(tmp_path) as store:
        assert store.problems
    names = sorted(p.name for p in tmp_path.iterdir())
    suffix = _aside(tmp_path, "damaged")[0].name.split(".db.", 1)[1]
    for extra in ("", "-wal", "-shm"):
        assert f"{DB_NAME}{extra}.{suffix}" in names
    assert Path(f"{path}-wal.{suffix}").read_bytes() == b"wal"


def test_empty_file_is_just_a_new_database(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).write_bytes(b"")
    with Store.open(tmp_path) as store:
        assert store.problems == []
        _works(store)


def test_newer_schema_is_moved_aside(tmp_path: Path) -> None:
    path = _saved_db(tmp_path)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    with Store.open(tmp_path) as store:
        assert len(store.problems) == 1 and "newer" in store.problems[0] and "99" in store.problems[0]
        (aside,) = _aside(tmp_path, "newer")
        check = sqlite3.connect(aside)
        assert check.execute("SELECT count(*) FROM games").fetchone()[0] == 2
        check.close()
        _works(store)


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """The database with another process holding an exclusive lock on it."""
    path = _saved_db(tmp_path)
    with locked_by_another_program(path):
        yield path


def test_locked_database_goes_on_in_memory(locked: Path) -> None:
    before = locked.read_bytes()
    with Store.open(locked.parent, busy_timeout=0.3) as store:
        assert store.path is None
        assert len(store.problems) == 1 and "in use" in store.problems[0]
        _works(store)
    assert locked.read_bytes() == before and not _aside(locked.parent, "damaged")


def _run_as_nobody(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", code, *args]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60, check=False)


def _world(path: Path) -> None:
    """Let user ``nobody`` reach ``path`` (the test's temporary folders belong to the test's user)."""
    for parent in [path, *path.parents]:
        if parent == Path(parent.anchor):
            break
        parent.chmod(parent.stat().st_mode | 0o755)


#: Open the store as another user and print what it shows: where, whether writable and why, the problems, the
#: statistics and settings it reads, and whether a write is refused.
_OPEN = """
import sqlite3, sys
from game.storage import ReadOnlyReason, Store
s = Store.open(sys.argv[1])
print(s.path)
print(s.writable, s.readonly_reason.name if s.readonly_reason else None)
print(" | ".join(s.problems))
print(s.statistics().overall.games, s.load_settings()["sound"], len(s.games(10)))
try:
    s.save_setting("sound", True)
    print("written")
except sqlite3.Error as error:
    print("refused", type(error).__name__)
s.close()
"""


def _saved_with_setting(directory: Path) -> Path:
    """Two finished games and the sound turned off, then closed (no -wal or -shm file left)."""
    path = _saved_db(directory)
    with Store.open(directory) as store:
        store.save_setting("sound", False)
    assert sorted(p.name for p in directory.iterdir()) == [DB_NAME, "panjpar.lock"]
    return path


@pytest.mark.skipif(os.geteuid() == 0 and not shutil.which("setpriv"), reason="needs a non-root user")
def test_read_only_database_file_is_read_where_it_is(tmp_path: Path) -> None:
    """A read-only file is a disk fault, not damage: it stays in place, is read, and writes are refused."""
    directory = tmp_path / "data"
    path = _saved_with_setting(directory)
    before = path.read_bytes()
    _world(directory)
    directory.chmod(0o777)
    path.chmod(0o444)
    result = _run_as_nobody(_OPEN, str(directory))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:2] == [str(path), "False NOT_WRITABLE"], lines
    assert "read-only" in lines[2] and "not being saved" in lines[2], lines
    assert lines[3] == "2 False 2" and lines[4] == "refused ReadOnlyStore", lines
    assert path.read_bytes() == before and not list(directory.glob(f"{DB_NAME}.*-*"))


@pytest.mark.skipif(os.geteuid() == 0 and not shutil.which("setpriv"), reason="needs a non-root user")
@pytest.mark.parametrize("lock_file", [True, False], ids=["lock-file", "older-folder-without-lock-file"])
def test_unwritable_folder_shows_the_saved_games_read_only(tmp_path: Path, lock_file: bool) -> None:
    """A read-only data folder: the statistics and settings are the database's (not empty and default)."""
    directory = tmp_path / "data"
    path = _saved_with_setting(directory)
    if not lock_file:
        (directory / "panjpar.lock").unlink()
    before = path.read_bytes()
    _world(directory)
    directory.chmod(0o555)
    path.chmod(0o444)
    result = _run_as_nobody(_OPEN, str(directory))
    directory.chmod(0o755)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:2] == [str(path), "False NOT_WRITABLE"], lines
    assert "cannot be written (Permission denied)" in lines[2] and "not being saved" in lines[2], lines
    assert lines[3] == "2 False 2" and lines[4] == "refused ReadOnlyStore", lines
    assert path.read_bytes() == before
    assert sorted(p.name for p in directory.iterdir()) == [DB_NAME, *["panjpar.lock"] * lock_file]  # none made


def test_data_folder_that_cannot_be_created_goes_on_in_memory(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    with Store.open(tmp_path / "file" / "data") as store:
        assert store.path is None and "Cannot write" in store.problems[0]
        _works(store)


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("chattr"), reason="needs root and chattr")
def test_immutable_database_is_read_where_it_is(tmp_path: Path) -> None:
    path = _saved_db(tmp_path)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    before = path.read_bytes()
    if subprocess.run(["chattr", "+i", str(path)], check=False, capture_output=True).returncode:
        pytest.skip("chattr +i is not supported here")
    try:
        with Store.open(tmp_path) as store:
            assert store.path == path and not store.writable
            assert store.readonly_reason is ReadOnlyReason.NOT_WRITABLE
            assert "opened read-only" in store.problems[0] and "not being saved" in store.problems[0]
            assert store.statistics().overall.games == 2 and len(store.games(10)) == 2
            with pytest.raises(sqlite3.Error):
                play_games(store, 1)
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
    assert path.read_bytes() == before and not list(tmp_path.glob(f"{DB_NAME}.*-*"))
