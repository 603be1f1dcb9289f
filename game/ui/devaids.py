"""Development aids read from the environment, for screenshots, demos and the crash test; all in one place.

- ``PANJPAR_WINDOW_SIZE=WxH``: the window's size (else the remembered or desktop-fitted one);
- ``PANJPAR_SEED``, ``PANJPAR_LANGUAGE``, ``PANJPAR_SPEED``: a fixed deal seed, language and animation speed;
- ``PANJPAR_AUTOPLAY=<seconds>``: the game plays the player's seat (and passes the screens between games) by itself
  for that long; ``PANJPAR_AUTOPLAY_RESULT=<seconds>``: how long it leaves a game's result up;
- ``PANJPAR_LOG_INTENTS=1``: intents, commits and resumes are printed, for the tests that watch a real process.

A value that cannot be read is taken as unset: a typo never stops the game.
"""

from __future__ import annotations

import os


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
