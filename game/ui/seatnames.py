"""The names of seats, bots and their levels, and signed chips, as every screen says them (a game's own screens
import these; game/ui/names.py adds the games' registry texts and re-exports them)."""

from __future__ import annotations

from game.engine import registry
from game.ui.i18n import _


def level_words() -> dict[str, str]:
    """The bot levels' names the games share, in English, to the player's language."""
    return {"Easy": _("Easy"), "Hard": _("Hard"), "Random": _("Random")}


def difficulty_name(spec: str) -> str:
    """A bot spec as the player reads it (``easy`` is "Easy"; an unknown spec is shown as it is)."""
    name = registry.difficulty_name(spec)
    return spec if name is None else level_words().get(name, name)


def bot_name(seat: int, players: int) -> str:
    """The bot in ``seat``: "Bot" at a table for two, else "Bot 1", "Bot 2", ... by seat."""
    return _("Bot") if players == 2 else _("Bot {n}").format(n=seat)


def seat_name(seat: int, players: int, me: int = 0) -> str:
    """A seat at the table: "You" for the player's, else the bot's name."""
    return _("You") if seat == me else bot_name(seat, players)


def object_name(seat: int, players: int, me: int = 0) -> str:
    """A seat as the object of a sentence ("attacking you", "against Bot 2")."""
    return _("you") if seat == me else bot_name(seat, players)


def signed(chips: float) -> str:
    """Chips won, net: ``+5``, ``−3`` (a true minus sign), ``0``."""
    value = round(chips)
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")
