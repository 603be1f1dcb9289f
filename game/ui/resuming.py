"""Whether a table can go on with a saved game, and its bots: for Panjpar's :class:`SavedGame` and for a Ganjifa
game's :class:`SavedState` alike (game/ui/saving.py re-exports both functions)."""

from __future__ import annotations

from game.bots.registry import DEFAULT_BOT, is_bot_name, quoted
from game.panjpar.variants import VARIANTS
from game.storage import SavedGame, SavedState
from game.ui.i18n import _
from game.ui.names import bot_name


def resumable(saved: SavedGame | SavedState) -> bool:
    """Whether this table can go on with ``saved``: the player in seat 0, a known variant, and a row that agrees
    with its record (a Ganjifa game's state is checked against its row when read). The bot seats' specs do not
    matter: :func:`resume_bots` replaces unknown ones."""
    if isinstance(saved, SavedState):
        return saved.human_seat == 0 and saved.state.players == saved.players and 0 <= saved.dealer < saved.players
    variant = VARIANTS.get(saved.variant)
    deal = saved.record.deal
    return (
        saved.human_seat == 0
        and variant is not None
        and saved.players in variant.players
        and deal.players == saved.players
        and deal.variant.id == saved.variant
        and 0 <= saved.dealer < saved.players
    )


def resume_bots(saved: SavedGame | SavedState) -> tuple[dict[int, str], list[str]]:
    """Each bot seat's bot (1, 2, ...) and the messages for the player. A spec from the database is only ever a
    built-in bot's name: anything else (a file, a typo, missing) is told and played by the easy bot."""
    bots: dict[int, str] = {}
    messages: list[str] = []
    for seat in range(1, saved.players):
        spec = saved.seats.get(seat)
        if is_bot_name(spec):
            assert spec is not None
            bots[seat] = spec
            continue
        bots[seat] = DEFAULT_BOT
        name = bot_name(seat, saved.players)
        messages.append(
            _("The saved game names an unknown bot for {name} ({spec}). The easy bot plays there instead.").format(
                name=name, spec=quoted(spec if spec is not None else "")
            )
        )
    return bots, messages
