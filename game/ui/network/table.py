"""The table of a network game: the same table as against bots (game/ui/scenes/table.py), its seat controller a
:class:`~game.ui.network.remote.RemoteGame` of the server's table, so that the scene cannot tell a remote seat
from a local one. This window shows only its own seat; the other seats are played at other computers or by the
server's bots, and the server keeps the games (the host's window, or ``panjpar serve``).

Each frame the client's messages are handed to the table (:meth:`NetTableScene.update`); a lost connection is
said in a line over the table while the client rejoins by itself, and a table that is gone for good closes with a
message.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import registry
from game.ui.i18n import _
from game.ui.network.remote import RemoteGame
from game.ui.network.session import NetSession, net_seat_name, refusal_words
from game.ui.people import Seating
from game.ui.scenes.base import Context
from game.ui.scenes.table import TableScene
from game.ui.tablesetup import TableSetup
from game.ui.widgets import INK, panel

#: The level the set-up records for the seats played elsewhere (never asked: this window runs no bot for them).
ELSEWHERE = "easy"


def network_setup(variant_id: str, players: int, options: tuple[str, ...]) -> TableSetup:
    """The table's set-up as the window knows it: the variant, the seats and the options (the bots' levels are
    the server's business)."""
    info = registry.variant_info(variant_id)
    if info is None:
        raise ValueError(f"the server plays {variant_id!r}, which this program does not know: update Panjpar")
    return TableSetup(info.variant, (ELSEWHERE,) * (players - 1), frozenset(options))


class NetTableScene(TableScene):
    """This window's seat at ``session``'s table."""

    def __init__(self, ctx: Context, session: NetSession) -> None:
        self.session = session
        self.client = client = session.client
        if client.seat is None:
            raise ValueError("a network table opens once its seat is given")
        setup = network_setup(client.variant, client.players, client.options)
        first = RemoteGame(client, max(client.game_number, 0))
        seating = Seating(client.seat, frozenset({client.seat}), {}, saved=False)
        super().__init__(ctx, setup, match=None, controller=first, seating=seating)
        client.subscribe_rewind(self._rewound)
        #: The table closed for good (a refusal no retry mends): said once.
        self.gone = False

    def new_game(self) -> None:
        """The table's next game (this player dealt it, or shows it now if another person did)."""
        current = self.controller
        number = current.number + 1 if isinstance(current, RemoteGame) else max(self.client.game_number, 0)
        self.attach(RemoteGame(self.client, number))

    def new_match(self) -> None:
        self.new_game()

    def _rewound(self, events: list[Any]) -> None:
        """The server came back at an earlier action (a host restarted): the game shown again from there."""
        self.show_again(events)

    # ----- frame -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.client.poll():
            # An action may change whose turn it is without an event for this seat (komi's stakes): the view is
            # read again whenever the server said anything.
            self.dirty = True
        if self.client.fatal is not None and not self.gone:
            self.gone = True
            reason = refusal_words(self.client.fatal)
            self.ctx.settings.net_seat = ""
            self.ctx.save_settings()
            self.ctx.open("message", _("The table closed"), [reason])
        super().update(dt)

    @property
    def dealt(self) -> bool:
        """Whether the game shown has come from the server (after Play again it may not have yet)."""
        controller = self.controller
        return not isinstance(controller, RemoteGame) or controller.view(self.me) is not None

    @property
    def accepting(self) -> bool:
        return self.dealt and super().accepting

    @property
    def deals_on(self) -> bool:
        """The server deals each round when its people are ready: nothing here deals on by itself."""
        return False

    def refresh(self) -> None:
        if self.dealt:  # else the server's first message of the game will wake the window
            super().refresh()

    def _idle(self) -> None:
        if self.dealt:
            super()._idle()
        else:  # nothing to read yet: the server's first message of the game marks the view to read again
            self.dirty = False

    def seat_name(self, seat: int) -> str:
        if seat == self.me:
            return super().seat_name(seat)
        return net_seat_name(self.client, seat)

    def closed(self) -> None:
        super().closed()
        self.session.close()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.client.connected and not self.gone:
            self._banner(surface, _("Connection lost: rejoining the table..."))
        elif "away" in self.client.seats:
            away = [
                net_seat_name(self.client, seat) for seat, status in enumerate(self.client.seats) if status == "away"
            ]
            self._banner(
                surface,
                _("{names}: connection lost. A bot plays the seat until they are back.").format(names=", ".join(away)),
            )

    def _banner(self, surface: pygame.Surface, words: str) -> None:
        u = self.layout.unit
        image = self.ctx.text.render(words, round(u * 0.9), INK, bold=True)
        box = image.get_rect().inflate(u * 2, u)
        box.midtop = (self.ctx.size[0] // 2, self.layout.menu_button.bottom + u // 2)
        surface.blit(panel(box.size, (40, 12, 10), 225, box.h // 2, border=2), box)
        surface.blit(image, image.get_rect(center=box.center))
