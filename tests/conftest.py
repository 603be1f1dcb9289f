"""Shared test set-up: pygame (when anything loads it) runs headless, without a screen or a sound card."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
