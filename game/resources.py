"""Where the game's bundled assets live, from a source checkout and from a frozen build alike."""

from __future__ import annotations

from pathlib import Path

import game

#: ``assets/`` sits beside the ``game`` package: in the repository, and in a PyInstaller bundle.
ASSETS_DIR = Path(game.__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of a bundled asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return ASSETS_DIR.joinpath(*parts)
