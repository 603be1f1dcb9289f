"""Where the first-game coach's panel goes on the round table (the corner above and left of the middle, clear of
every seat); a game's tips are its adapter's (hamrang's two-card play: game/ui/ganjifa/hamrang.py)."""

from __future__ import annotations

from game.ui.coach import CoachPlace
from game.ui.ganjifa.layout import RoundLayout


def ganjifa_coach_place(layout: RoundLayout) -> CoachPlace:
    """Above and left of the middle of the table, below the top bar: no seat, hand or played card lies there."""
    return CoachPlace(layout.coach, from_top=True)
