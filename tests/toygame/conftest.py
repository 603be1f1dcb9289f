"""The toy game registered for a test: one line in each of the three tables a shipped game writes one line in."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.bots.table import BOTS
from game.engine import registry
from game.ui.games import GAME_UIS
from toygame.entry import EASY, SCREENS, TOY

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.GAMES, TOY.id, TOY)  # game/engine/registry.py: GAMES
    monkeypatch.setitem(BOTS, (TOY.id, "easy"), EASY)  # game/bots/table.py: BOTS
    monkeypatch.setitem(GAME_UIS, TOY.id, SCREENS)  # game/ui/games.py: GAME_UIS


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The saved games and settings of a test in its own folder, never the user's."""
    folder = tmp_path / "panjpar-data"
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(folder))
    return folder
