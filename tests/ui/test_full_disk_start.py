"""The game started on a full disk (a real tmpfs filled to the last byte) after it was killed mid-game: the
saved games are not set aside as damaged; the player is told games are not being saved, and sees the stored
settings and statistics. Needs root and ``mount``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from disk_helpers import fill, killed_copy, small_disk

from game.storage import ReadOnlyReason
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.statistics import StatisticsScene

from .driver import Driver
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
