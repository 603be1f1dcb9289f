"""Development aids read from the environment, for screenshots, demos and the crash test; all in one place.

- ``PANJPAR_WINDOW_SIZE=WxH``: the window's size (else the remembered or desktop-fitted one);
- ``PANJPAR_SEED``, ``PANJPAR_LANGUAGE``, ``PANJPAR_SPEED``: a fixed deal seed, language and animation speed;
- ``PANJPAR_AUTOPLAY=<seconds>``: the game plays the player's seat (and passes the screens between games) by itself
  for that long; ``PANJPAR_AUTOPLAY_RESULT=<seconds>``: how long it leaves a game's result up;
- ``PANJPAR_LOG_INTENTS=1``: intents, commits and resumes are printed, for the tests that watch a real process;
- ``PANJPAR_TABLE_LOG=<file>``: a Ganjifa table appends what it shows, once settled, as one JSON line a change (the
  player's view, where each of her cards and buttons is on screen, where to drop a card), so that a test driving a
  real window with xdotool knows where to press without reading pixels (game/ui/ganjifa/devstate.py).

A value that cannot be read is taken as unset: a typo never stops the game.
"""

from __future__ import annotations

import contextlib
import json
import os
from typing import Any


def env_float(name: str) -> float:
    """The number in ``name``, or 0 when it is unset or not a number."""
    try:
        return float(os.environ.get(name, "0") or 0)
    except ValueError:
        return 0.0


def autoplay_seconds() -> float:
    return env_float("PANJPAR_AUTOPLAY")


def autoplay_result_seconds() -> float:
    return env_float("PANJPAR_AUTOPLAY_RESULT")


def log_intents() -> bool:
    return bool(os.environ.get("PANJPAR_LOG_INTENTS"))


def window_size() -> tuple[int, int] | None:
    """``PANJPAR_WINDOW_SIZE=WxH``, if set and readable."""
    text = os.environ.get("PANJPAR_WINDOW_SIZE", "")
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return None
    return w, h


class StateLog:
    """``PANJPAR_TABLE_LOG``'s file: each state written is appended as one JSON line, unless it is the same as
    the line before. A file that cannot be written is given up silently: a dev aid never stops the game."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._last = ""

    def write(self, state: dict[str, Any]) -> None:
        line = json.dumps(state, sort_keys=True, default=str)
        if line == self._last:
            return
        self._last = line
        with contextlib.suppress(OSError), open(self.path, "a", encoding="utf-8") as sink:
            sink.write(line + "\n")


def table_log() -> StateLog | None:
    """The table's state log, when ``PANJPAR_TABLE_LOG`` names a file."""
    path = os.environ.get("PANJPAR_TABLE_LOG", "")
    return StateLog(path) if path else None
