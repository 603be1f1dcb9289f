"""How a network seat begins: hosting a table of a set-up (the set-up screen's Host), or taking back the seat the
settings kept (the menu's Rejoin, after a crash or a restart). Each gives the waiting room, or a message saying
why not (a port nobody may have, a folder that cannot be written)."""

from __future__ import annotations

from game.net.messages import CreateTable
from game.ui.i18n import _
from game.ui.network.session import NetSession, SeatRecord
from game.ui.scenes.base import Context, Scene
from game.ui.tablesetup import TableSetup


def host_table(ctx: Context, setup: TableSetup, bots: str) -> Scene:
    """Host ``setup``'s table (its variant, seats and options), ``bots`` playing the seats no friend takes."""
    name = ctx.settings.player_name
    create = CreateTable(setup.variant.id, setup.players, tuple(sorted(setup.options)), bots, name=name)
    folder = ctx.saves.hosted_dir() if ctx.saves is not None else None
    try:
        session = NetSession.host(folder, create, grace=ctx.settings.net_grace)
    except OSError as error:
        return ctx.make("message", _("Could not host a table"), [str(error)])
    return ctx.make("net_lobby", session.connect())


def rejoin_table(ctx: Context) -> Scene:
    """Take back the network seat the settings kept (hosting its table again if this window hosted it)."""
    record = SeatRecord.parse(ctx.settings.net_seat)
    if record is None:
        return ctx.make("message", _("No table to rejoin"), [_("This window was not seated at a network table.")])
    folder = ctx.saves.hosted_dir() if ctx.saves is not None else None
    try:
        session = NetSession.rejoin(record, folder, grace=ctx.settings.net_grace, name=ctx.settings.player_name)
    except OSError as error:
        ctx.settings.net_seat = ""
        ctx.save_settings()
        return ctx.make("message", _("Could not host the table again"), [str(error)])
    return ctx.make("net_lobby", session.connect())
