"""The bots of a saved game's seats, as the table that resumes it plays them: a built-in bot of its game, else the
game's easy bot with a message for the player."""

from __future__ import annotations

from game.bots.table import is_bot_name, level_or_default, quoted
from game.storage import SavedGame
from game.ui.i18n import _
from game.ui.names import bot_name
from game.ui.people import PERSON


def resume_bots(saved: SavedGame) -> tuple[dict[int, str], list[str]]:
    """Each seat's player (1, 2, ...: a bot's level, or :data:`PERSON` for a person at this computer) and the
    messages for the player. A spec from the database is only ever a built-in bot's level or a person: anything
    else (a file, a typo, missing) is told and played by the game's easy bot."""
    bots: dict[int, str] = {}
    messages: list[str] = []
    for seat in range(1, saved.players):
        spec = saved.seats.get(seat)
        if spec == PERSON or (spec is not None and is_bot_name(saved.game, spec)):
            bots[seat] = spec
            continue
        bots[seat] = level_or_default(saved.game, spec)
        name = bot_name(seat, saved.players)
        messages.append(
            _("The saved game names an unknown bot for {name} ({spec}). The easy bot plays there instead.").format(
                name=name, spec=quoted(spec if spec is not None else "")
            )
        )
    return bots, messages
