"""Shared test set-up: pygame (when anything loads it) runs headless, without a screen or a sound card; the
translation catalogs are compiled when missing or older than their sources; tests that need a real X server get a
private Xvfb."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine.lazy import Lazy

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _compile_catalogs() -> None:
    """Compile the ``.po`` catalogs whose ``.mo`` is stale, as ``make`` does, so a test never reads an old one."""
    spec = importlib.util.spec_from_file_location("catalogs", Path(__file__).parent.parent / "build" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    catalogs.compile_stale()


_compile_catalogs()


@pytest.fixture
def import_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder on the import path; afterwards its modules and the test's lazy names are forgotten (a window's
    warm-up later in the session would import every name made)."""
    sys.path.insert(0, str(tmp_path))
    made = list(Lazy.made)
    yield tmp_path
    sys.path.remove(str(tmp_path))
    for name, module in list(sys.modules.items()):
        if str(getattr(module, "__file__", None) or "").startswith(str(tmp_path)):
            del sys.modules[name]
    Lazy.made[:] = made


@pytest.fixture(scope="module")
def x_display() -> Iterator[str]:
    """A private Xvfb server (``:N``); the tests that need it are skipped when Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb not installed (apt-get install xvfb)")
    from ui.xwindow import start_xvfb

    server, display = start_xvfb("1600x1000x24")
    yield display
    server.terminate()
    server.wait(10)
