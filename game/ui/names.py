"""The names the screens give players and bots, in one place so that every screen says them alike."""

from __future__ import annotations

from game.ui.i18n import _


def difficulty_name(spec: str) -> str:
    """A bot spec as the player reads it (``easy`` is "Easy"; an unknown spec is shown as it is)."""
    return {"easy": _("Easy"), "hard": _("Hard"), "random": _("Random")}.get(spec, spec)


def pack_name(variant: str) -> str:
    """A variant by its pack ("52 cards"); an unknown variant's id is shown as it is."""
    return {"panjpar-52": _("52 cards"), "panjpar-36": _("36 cards")}.get(variant, variant)


def bot_name(seat: int, players: int) -> str:
    """The bot in ``seat``: "Bot" at a table for two, else "Bot 1", "Bot 2", ... by seat."""
    return _("Bot") if players == 2 else _("Bot {n}").format(n=seat)


def seat_name(seat: int, players: int, me: int = 0) -> str:
    """A seat at the table: "You" for the player's, else the bot's name."""
    return _("You") if seat == me else bot_name(seat, players)


def object_name(seat: int, players: int, me: int = 0) -> str:
    """A seat as the object of a sentence ("attacking you", "against Bot 2")."""
    return _("you") if seat == me else bot_name(seat, players)
