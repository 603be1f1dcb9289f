"""The names of seats, bots and their levels, and signed chips, as every screen says them (a game's own screens
import these; game/ui/names.py adds the games' registry texts and re-exports them); a record's seats named as at
the table (You, the bots by the record's ``Bots`` tag with their levels), for the replay viewers."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from game.engine import registry
from game.engine.tags import parse_bots
from game.ui.i18n import _


def level_words() -> dict[str, str]:
    """The bot levels' names the games share, in English, to the player's language (a game whose bots have a level
    of another name adds it here: the presenters show it)."""
    return {"Easy": _("Easy"), "Hard": _("Hard"), "Expert": _("Expert"), "Random": _("Random")}


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


def join_names(names: list[str]) -> str:
    """Names in a sentence: ``Bot 1``, ``You and Bot 1``, ``Bot 1, Bot 2 and Bot 3``."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {second}").format(first=", ".join(names[:-1]), second=names[-1])


def signed(chips: float) -> str:
    """Chips won, net: ``+5``, ``−3`` (a true minus sign), ``0``; ``+∞`` for a sum past what a float holds (a
    hostile database's chips, each finite, can add up to it)."""
    if not math.isfinite(chips):
        return "?" if math.isnan(chips) else ("+∞" if chips > 0 else "−∞")
    value = round(chips)
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")


@dataclass(frozen=True)
class Seats:
    """The seats of a record as the viewer names them. ``me``: the player's seat (``None``: the record names no
    player, and every seat is called by its number); ``levels``: each bot seat's level, by the ``Bots`` tag;
    ``show_levels``: whether a plate names it (not in a game with no levels to choose, such as nakashth, whose
    table names none either)."""

    players: int
    me: int | None
    levels: Mapping[int, str]
    show_levels: bool = True

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom of the table: the player's, else the first."""
        return self.me if self.me is not None else 0

    def name(self, seat: int) -> str:
        """As in a sentence and at the table: ``You``, ``Bot 2``, or ``Seat 3`` for a seat the record does not name."""
        if seat == self.me:
            return _("You")
        if seat in self.levels:  # numbered from the player's left, as at the table; by seat when nobody is "you"
            return bot_name((seat - self.me) % self.players if self.me is not None else seat + 1, self.players)
        return _("Seat {n}").format(n=seat + 1)

    def plate_name(self, seat: int) -> str:
        """On the seat's plate: the name, with a bot's level (``Bot 2 · Easy``)."""
        level = self.levels.get(seat) if self.show_levels else None
        return self.name(seat) + (f" · {difficulty_name(level)}" if level is not None else "")


def record_seats(tags: Mapping[str, tuple[str, int]], players: int, me: int | None) -> Seats:
    """The seats of a record with ``tags``: the bots its ``Bots`` tag names (read as ``panjpar replay`` reads it);
    the player is ``me`` when the caller knows her seat (the statistics), else the one seat no bot holds."""
    return bot_seats(parse_bots(tags["Bots"][0], players) if "Bots" in tags else {}, players, me)


def bot_seats(levels: Mapping[int, str], players: int, me: int | None) -> Seats:
    """The seats of a record whose ``Bots`` tag gives ``levels``, the player's seat ``me`` as for
    :func:`record_seats` (a Panjpar record's tag is read by its own parser)."""
    if me is None or not 0 <= me < players:
        humans = [seat for seat in range(players) if seat not in levels]
        me = humans[0] if levels and len(humans) == 1 else None
    return Seats(players, me, {seat: level for seat, level in levels.items() if seat != me})
