"""What the screenshot scripts share: saving a frame as a small PNG (256 colours when ImageMagick is there, which
keeps a 1280x800 table near 0.4 MB instead of 1.1 MB; the interface's flat colours survive it)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pygame


def save(surface: pygame.Surface, path: Path) -> None:
    """Write ``surface`` to ``path`` as a PNG, reduced to a 256-colour palette if ``convert`` is installed."""
    pygame.image.save(surface, str(path))
    if shutil.which("convert") is not None:
        subprocess.run(["convert", str(path), "-colors", "256", f"PNG8:{path}"], check=True)
