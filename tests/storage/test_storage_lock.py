"""One copy of the game owns the data folder: a second copy, in another process, gets it read-only, writes
nothing, and can take it over once the first copy has quit or been killed."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import half_played, play_games

from game.storage import ReadOnlyReason, ReadOnlyStore, Store
from game.storage.store import DB_NAME

_ROOT = str(Path(__file__).resolve().parents[2])
#: Another copy: opens the store, says whether it can write, and holds the folder until its input closes.
_HOLD = (
    "import sys; from game.storage import Store; s = Store.open(sys.argv[1]);"
    "print(s.writable, flush=True); sys.stdin.read(); s.close()"
)


@contextlib.contextmanager
def another_copy(directory: Path) -> Iterator[subprocess.Popen[str]]:
    """While the block runs, another process has the store of ``directory`` open."""
    env = {**os.environ, "PYTHONPATH": _ROOT}
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(directory)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        yield holder
    finally:
        if holder.poll() is None:
            assert holder.stdin is not None
            holder.stdin.close()
            holder.wait(30)


def test_a_second_copy_reads_the_games_but_writes_nothing(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_games(store, 2)
        half_played(store)
    before = (tmp_path / DB_NAME).read_bytes()
    with another_copy(tmp_path), Store.open(tmp_path) as second:
        assert not second.writable and second.readonly_reason is ReadOnlyReason.IN_USE
        assert "Another copy of Panjpar" in second.readonly_message
        assert second.problems == []  # the game tells the player in its own dialog
        assert second.statistics().overall.games == 2 and len(second.games(10)) == 3
        saved = second.unfinished()
        assert saved is not None
        with pytest.raises(ReadOnlyStore):
            second.abandon_game(saved.game_id)  # the first copy's live game is left alone
        with pytest.raises(ReadOnlyStore):
            play_games(second, 1)
        with pytest.raises(sqlite3.Error):
            second.conn.execute("DELETE FROM games")  # the connection itself is read-only too
        assert not second.try_reopen_writable()  # the first copy still has the folder
    assert (tmp_path / DB_NAME).read_bytes() == before
    with Store.open(tmp_path) as store:
        assert store.games(1)[0].result == "*"  # still unfinished, for the first copy to go on


def test_the_second_copy_takes_over_when_the_first_quits(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_games(store, 1)
    with another_copy(tmp_path) as first:
        second = Store.open(tmp_path)
        assert second.readonly_reason is ReadOnlyReason.IN_USE
        assert first.stdin is not None
        first.stdin.close()
        first.wait(30)
    try:
        assert second.try_reopen_writable()
        assert second.writable and second.readonly_reason is None
        play_games(second, 1)
        assert second.statistics().overall.games == 2
        third = Store.open(tmp_path)  # and now the second copy owns the folder
        assert third.readonly_reason is ReadOnlyReason.IN_USE
        third.close()
    finally:
        second.close()


def test_a_copy_killed_with_sigkill_leaves_the_folder_to_the_next_start(tmp_path: Path) -> None:
    with another_copy(tmp_path) as first:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
        with Store.open(tmp_path) as store:
            assert store.writable and store.problems == []
            play_games(store, 1)


def test_the_drill_refuses_to_play_into_a_folder_another_copy_owns(tmp_path: Path) -> None:
    with Store.open(tmp_path) as store:
        play_games(store, 1)
    command = [sys.executable, "-m", "game.storage.drill", "--data-dir", str(tmp_path), "--games", "3"]
    with another_copy(tmp_path):
        result = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 3, result.stderr
    assert "read-only Another copy of Panjpar" in result.stdout and "committed" not in result.stdout
    with Store.open(tmp_path) as store:
        assert len(store.games(10)) == 1
