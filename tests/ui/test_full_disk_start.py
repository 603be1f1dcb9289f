"""The game started on a full disk (a real tmpfs filled to the last byte) after it was killed mid-game: the
saved games are not set aside as damaged; the player is told games are not being saved, and sees the stored
settings and statistics. Needs root and ``mount``."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from disk_helpers import fill, killed_copy, small_disk

from game.storage import ReadOnlyReason
from game.storage.store import DB_NAME
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.statistics import StatisticsScene

from .driver import Driver
from .test_full_disk_ui import Player
from .test_storage_ui import button, message_text


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk") as mounted:
        yield mounted


def test_a_full_disk_at_start_shows_the_saved_games_and_says_they_are_not_saved(
    disk: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = disk / "data"
    killed_copy(folder, "four_colour")
    before = sorted(p.name for p in folder.iterdir())
    fill(disk)
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(folder))
    d = Driver()
    d.pump()
    text = message_text(d.top)
    assert "is full" in text and "not being saved" in text and "damaged" not in text
    assert d.app.saves.store.readonly_reason is ReadOnlyReason.DISK_FULL
    assert d.app.ctx.settings.four_colour is True  # the stored setting, not the default
    d.click(button(d.top, "OK"))
    menu = d.top
    assert isinstance(menu, MenuScene) and menu.saved is None  # nothing to resume into: moves could not be saved
    d.click(button(menu, "Statistics"))
    stats = d.top
    assert isinstance(stats, StatisticsScene) and stats.rows()[0][1].games == 3
    d.app.close()
    assert sorted(p.name for p in folder.iterdir()) == before  # nothing set aside, nothing new


def test_games_played_after_starting_on_a_full_disk_are_saved_once_it_has_room(
    disk: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = disk / "data"
    killed_copy(folder, "sound")
    filler = fill(disk)
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(folder))
    d = Driver()
    player = Player(d)
    d.pump()
    d.click(button(d.top, "OK"))  # the opening message: the disk is full, games are not being saved
    d.click(d.button("New game"))
    d.click(d.button("Play"))  # Panjpar
    d.click(d.button("Start"))
    player.moves(5)
    assert len(player.messages) == 1 and "cannot be saved right now" in player.messages[0]  # once, not per move
    assert "is full" in player.messages[0]

    filler.unlink()
    player.play(lambda: len(player.messages) == 2)  # a later action or the timed retry reopens and catches up
    assert player.messages[1].splitlines()[-2].startswith("Saving works again; ")
    assert d.app.saves.store.writable
    (game,) = player.controllers
    player.moves(2)
    assert game.position is not None
    with sqlite3.connect(folder / DB_NAME) as conn:
        rows = conn.execute("SELECT actions, result FROM games ORDER BY id").fetchall()
    conn.close()
    assert len(rows) == 4 and rows[-1] == (len(game.position.history), "*")  # three old games and this one, whole
    d.app.close()
