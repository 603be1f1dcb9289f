"""The waiting room of a network table: the table's code (and, for its host, the address friends type), who sits
at each seat as people join, and Start for the seat that made the table. Seats nobody took when it starts are
played by bots. Once the table has started (also when this window rejoins a table already under way) the table
itself opens.
"""

from __future__ import annotations

import time

import pygame

from game.engine import registry
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerMove
from game.ui.names import game_name, translated
from game.ui.network.session import NetSession
from game.ui.scenes.base import ButtonGroup, Context, Scene, centred_panel, screen_panel
from game.ui.widgets import GOLD, INK, INK_DIM, Button

#: Seconds to wait for a seat (the table made, or taken back) before saying that nobody answers.
SEAT_SECONDS = 15.0


def seat_words(status: str, seat: int, me: int | None, name: str = "") -> str:
    """A seat of the waiting room in words (``name``: the one its person gave)."""
    if seat == me:
        return _("You")
    if name and status in ("person", "away"):
        return name if status == "person" else _("{name} (connection lost)").format(name=name)
    return {
        "person": _("A friend"),
        "away": _("A friend (connection lost)"),
        "bot": _("A bot"),
        "open": _("Open: a friend may join (else a bot plays)"),
    }.get(status, status)


class LobbyScene(Scene):
    """The waiting room of ``session``'s table."""

    def __init__(self, ctx: Context, session: NetSession) -> None:
        super().__init__(ctx)
        self.session = session
        self.client = session.client
        self.buttons = ButtonGroup()
        self.buttons.focus = 0
        self.since = time.monotonic()
        #: The table opened: the session now belongs to it (it closes it).
        self.handed_on = False
        self.problem: str | None = None

    # ----- frame -----------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:  # until seated, a timeout is counted; then the network's wake-ups suffice
        return not self.session.seated and self.problem is None

    def update(self, dt: float) -> None:
        self.client.poll()
        if self.problem is not None:
            return
        if self.session.refusal is not None:
            self.fail(_("The table said no: {reason}").format(reason=self.session.refusal))
            return
        if not self.session.seated:
            if time.monotonic() - self.since > SEAT_SECONDS:
                self.fail(_("The table did not answer. It may have closed, or the host's program is not running."))
            return
        record = self.session.record()
        settings = self.ctx.settings
        if record is not None and settings.net_seat != record.text():
            settings.net_seat = record.text()
            self.ctx.save_settings()
        if self.client.started and self.client.game_number >= 0:
            self.handed_on = True
            self.ctx.replace_all(self.ctx.make("net_table", self.session))

    def fail(self, problem: str) -> None:
        """The seat cannot be had: say why; the kept seat is forgotten (nothing to rejoin)."""
        self.problem = problem
        self.session.close()
        self.ctx.settings.net_seat = ""
        self.ctx.save_settings()

    def start(self) -> None:
        if self.client.seat == 0 and not self.client.started:
            self.client.start()

    def leave(self) -> None:
        self.ctx.settings.net_seat = ""
        self.ctx.save_settings()
        self.ctx.replace_all(self.ctx.make("menu"))

    def closed(self) -> None:
        if not self.handed_on:
            self.session.close()

    # ----- screen ----------------------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        return centred_panel(self.ctx, (0.8, 44), (0.92, 32))

    def _layout(self) -> None:
        box, u = self.box(), self.ctx.layout.unit
        bw, bh = u * 11, round(u * 2.6)
        items = []
        hosting = self.client.seat == 0 and self.problem is None
        if hosting:
            start = pygame.Rect(0, 0, bw, bh)
            start.bottomright = (box.centerx - u // 2, box.bottom - u)
            ready = self.session.seated and not self.client.started
            items.append((Button(start, _("Start"), enabled=ready), self.start))
        leave = pygame.Rect(0, 0, bw, bh)
        if hosting:
            leave.bottomleft = (box.centerx + u // 2, box.bottom - u)
        else:
            leave.midbottom = (box.centerx, box.bottom - u)
        items.append((Button(leave, _("Leave") if self.problem is None else _("Back"), primary=False), self.leave))
        self.buttons.set(items)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.leave()
            return
        self._layout()
        self.buttons.handle(action)

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the room says, line by line, with each line's colour."""
        if self.problem is not None:
            return [(self.problem, INK)]
        client = self.client
        if not self.session.seated:
            return [(_("Opening the table..."), INK_DIM)]
        variant = registry.variant_info(client.variant)
        said: list[tuple[str, tuple[int, int, int]]] = []
        if variant is not None:
            said.append((translated(variant.name), GOLD))
        said.append((_("Table code: {code}").format(code=client.code), GOLD))
        hosting = self.session.hosting
        if hosting is not None:
            said.append(
                (
                    _("Friends choose Play with friends and join {address} with this code.").format(
                        address=hosting.address
                    ),
                    INK,
                )
            )
        for seat, status in enumerate(client.seats):
            name = client.names[seat] if seat < len(client.names) else ""
            who = seat_words(status, seat, client.seat, name)
            said.append((_("Seat {n}: {who}").format(n=seat + 1, who=who), INK))
        if client.seat == 0:
            said.append((_("Start when your friends are seated; a bot plays every open seat."), INK_DIM))
        else:
            said.append((_("Waiting for the host to start the game."), INK_DIM))
        return said

    def draw(self, surface: pygame.Surface) -> None:
        box, u = self.box(), self.ctx.layout.unit
        text = self.ctx.text
        game = registry.game_of_variant(self.client.variant)
        title = game_name(game.id) if game is not None else _("Play with friends")
        screen_panel(surface, self.ctx, box, title)
        y = box.y + u * 4.5
        for line, colour in self.lines():
            for image in text.render_lines(line, round(u * 1.0), colour, box.w - u * 4):
                surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
                y += image.get_height()
            y += u // 3
        self._layout()
        self.buttons.draw(surface, text, self.ctx.pointer)
