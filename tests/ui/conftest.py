"""Headless pygame for the UI tests: set the dummy drivers before anything imports pygame."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every UI test keeps its saved games and settings in its own folder, never the user's."""
    folder = tmp_path / "panjpar-data"
    monkeypatch.setenv("PANJPAR_DATA_DIR", str(folder))
    return folder
