"""Shared by the packaging tests: build/build.py loaded as a module (build/ is scripts, not a package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "panjpar" / "records" / "seed000.panjpar"


def load_build_script() -> ModuleType:
    """``build/build.py`` as the module ``panjpar_build`` (loaded once)."""
    if "panjpar_build" in sys.modules:
        return sys.modules["panjpar_build"]
    spec = importlib.util.spec_from_file_location("panjpar_build", ROOT / "build" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["panjpar_build"] = module
    spec.loader.exec_module(module)
    return module


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment for running the game as a stranger: a throw-away home, dummy SDL drivers, no XDG folders
    of ours (so that every default folder falls under ``home``)."""
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PANJPAR_"))}
    env.update(
        HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    env.update(extra)
    return env


def files_under(folder: Path) -> list[str]:
    """Every file (not folder) under ``folder``, relative, sorted."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir())
