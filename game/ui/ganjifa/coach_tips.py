"""The first-game coach at the Ganjifa tables: hamrang's two-card play explained at the player's first turn, and
where the coach's panel goes on the round table (the corner above and left of the middle, clear of every seat)."""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.ganjifa.hamrang.state import HamrangView
from game.ui.coach import CoachPlace, Tip
from game.ui.ganjifa.layout import RoundLayout
from game.ui.i18n import _


def hamrang_tip(free: bool) -> Tip:
    """hamrang's two-card play (GANJIFA rules: the highest and the lowest of a suit; option ``free``: the highest
    and any other)."""
    if free:
        text = _(
            "Each play is two cards of one suit: your highest of it and any other. With a single card of the suit, "
            "add your lowest card of another suit. Click one card, then the other, or drag them."
        )
    else:
        text = _(
            "Each play is two cards of one suit: your highest and your lowest of it. With a single card of the suit, "
            "add your lowest card of another suit. Click one card, then the other, or drag them."
        )
    return Tip("hamrang_pair", _("Two cards a play"), text)


def ganjifa_tips(view: Any, me: int) -> list[Tip]:
    """The tips for the player's view (``me`` to play): hamrang's two-card play."""
    if isinstance(view, HamrangView) and view.turn == me:
        return [hamrang_tip("free" in view.options)]
    return []


def ganjifa_coach_place(layout: RoundLayout) -> CoachPlace:
    """Above and left of the middle of the table, below the top bar: no seat, hand or played card lies there."""
    m = max(4, layout.unit // 2)
    top = layout.top_bar.bottom + m
    area = Rect(m, top, layout.centre.left - 2 * m, layout.centre.top - m - top)
    return CoachPlace(area, from_top=True)
