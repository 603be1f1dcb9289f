"""A display that cannot be opened: the game says so and ends, instead of running unseen (SDL falls back to a
driver that shows nothing) while it holds the data folder, so that the next start is told another copy runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.app import unseen_display


def test_a_named_display_that_fell_back_to_no_window_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":987")
    for driver in ("offscreen", "dummy", ""):
        message = unseen_display(driver, asked="", smoke=False)
        assert message is not None and "':987' could not be opened" in message


def test_a_window_shown_or_a_driver_asked_for_is_not_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":0")
    assert unseen_display("x11", asked="", smoke=False) is None
    assert unseen_display("dummy", asked="dummy", smoke=False) is None  # the tests, a headless run on purpose
    assert unseen_display("offscreen", asked="", smoke=True) is None  # --smoke draws off screen anyway
    monkeypatch.delenv("DISPLAY")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert unseen_display("dummy", asked="", smoke=False) is None  # no display named: headless as before


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays")
def test_the_game_on_a_display_nobody_serves_exits_2_with_a_message_and_writes_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":987", SDL_AUDIODRIVER="dummy", PANJPAR_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "game"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr[-2000:]
    assert "the window cannot be shown: the display ':987' could not be opened" in done.stderr
    assert not (tmp_path / "data").exists()
