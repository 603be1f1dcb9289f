"""Play with friends: join a table, or go on to host one.

The tables of the LAN are found by themselves (multicast DNS, game/net/discovery.py): each server found is a
button that lists its open tables, and a table is joined with a click. Any table can also be joined by typing the
host's address and the table's code (and its password, if it has one). Looking for tables and joining happen off
the window's thread; nothing is announced and no port is opened by this screen.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from functools import partial

import pygame

from game.engine import registry
from game.net.client import list_tables
from game.net.discovery import Found, browse
from game.net.messages import TableInfo
from game.net.seats import NAME_LENGTH, clean_name
from game.ui.i18n import _
from game.ui.input import Action, KeyPress, PointerDown, PointerMove, TextTyped
from game.ui.names import game_name, translated
from game.ui.network.session import NetSession, server_url, wake_window
from game.ui.scenes.base import ButtonGroup, Context, Scene, centred_panel, mirror, screen_panel
from game.ui.textfield import TextField
from game.ui.widgets import GOLD, INK, INK_DIM, Button

#: Seconds a join may take before the player is told that nobody answered.
JOIN_SECONDS = 10.0
#: Seconds spent listening for tables on the LAN.
BROWSE_SECONDS = 1.5
#: The characters of a table code (game/net/seats.py: no 0/O, 1/I/L).
CODE_CHARS = frozenset("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
#: Servers and tables listed at most.
MOST_LISTED = 4


def table_line(table: TableInfo) -> str:
    """An open table as the list shows it: ``Ekrang · 2 of 3 seated · K7M2Q9``."""
    variant = registry.variant_info(table.variant)
    game = registry.game_of_variant(table.variant)
    name = table.variant
    if variant is not None and game is not None:
        name = game_name(game.id) if len(game.variants) == 1 else f"{game_name(game.id)} {translated(variant.name)}"
    seated = _("{n} of {m} seated").format(n=table.seated, m=table.players)
    locked = " · " + _("password") if table.password else ""
    return f"{name} · {seated} · {table.code}{locked}"


class JoinScene(Scene):
    """Found servers and their tables on the left, the address, code and password fields on the right."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.address = TextField(_("Host's address"), ctx.settings.net_address, limit=120)
        self.code = TextField(_("Table code"), limit=6, accepts=lambda c: c in CODE_CHARS, upper=True)
        self.password = TextField(_("Password (if the table has one)"), limit=40, secret=True)
        self.name = TextField(_("Your name (the others see it)"), ctx.settings.player_name, limit=NAME_LENGTH)
        self.fields = [self.address, self.code, self.password, self.name]
        self.field_focus: int | None = 0 if not self.address.value else 1
        self.buttons = ButtonGroup()
        self.status = ""
        self.found: list[Found] = []
        self.browsing = False
        self.tables: tuple[TableInfo, ...] = ()
        self.tables_at = ""
        self.joining: tuple[NetSession, float] | None = None
        #: Where the line "none found yet" goes (under Look again, as last laid out).
        self.note_y = 0
        self.look_around()

    # ----- work off the window's thread ------------------------------------------------------------------
    def _background(self, work: Callable[[], None]) -> None:
        def run() -> None:
            try:
                work()
            finally:
                wake_window()

        threading.Thread(target=run, name="net-look", daemon=True).start()

    def look_around(self) -> None:
        """Listen for tables on the LAN for a moment."""
        if self.browsing:
            return
        self.browsing = True

        def work() -> None:
            try:
                self.found = browse(BROWSE_SECONDS)[:MOST_LISTED]
            except OSError as error:
                self.status = _("Could not look for tables on this network: {reason}").format(reason=error)
            finally:
                self.browsing = False

        self._background(work)

    def list_at(self, url: str, address: str) -> None:
        """Ask the server at ``url`` for its open tables."""
        self.status = _("Asking {address} for its tables...").format(address=address)

        def work() -> None:
            try:
                self.tables, self.tables_at = list_tables(url)[:MOST_LISTED], url
                self.status = "" if self.tables else _("{address} has no open table.").format(address=address)
            except OSError as error:
                self.status = _("No table answered at {address}: {reason}").format(address=address, reason=error)

        self._background(work)

    # ----- the player's choices --------------------------------------------------------------------------
    def choose_server(self, found: Found) -> None:
        self.address.value = f"{found.address}:{found.port}"
        self.list_at(found.url, self.address.value)

    def list_typed(self) -> None:
        try:
            url = server_url(self.address.value)
        except ValueError as error:
            self.status = str(error)
            return
        self.list_at(url, self.address.value)

    def choose_table(self, table: TableInfo) -> None:
        self.code.value = table.code
        if table.password and not self.password.value:
            self.field_focus = 2
            self.status = _("This table has a password: type it, then Join.")
            return
        self.join(self.tables_at)

    def join(self, url: str | None = None) -> None:
        """Sit at the table of the typed code (at ``url``, else the typed address)."""
        if self.joining is not None:
            return
        try:
            url = url or server_url(self.address.value)
        except ValueError as error:
            self.status = str(error)
            return
        if len(self.code.value) != 6:
            self.field_focus = 1
            self.status = _("Type the table's code: six letters and digits, as the host's screen shows it.")
            return
        self.ctx.settings.net_address = self.address.value.strip()
        self._keep_name()
        self.status = _("Joining table {code}...").format(code=self.code.value)
        session = NetSession.join(url, self.code.value, self.password.value, self.ctx.settings.player_name)
        self.joining = (session.connect(), time.monotonic())

    def host(self) -> None:
        self._keep_name()
        self.ctx.open("choose_game", host=True)

    def _keep_name(self) -> None:
        """The typed name into the settings: a table this window hosts or joins, now or later, sends it."""
        self.ctx.settings.player_name = clean_name(self.name.value)
        self.ctx.save_settings()

    def back(self) -> None:
        self.ctx.pop(self)

    # ----- frame -----------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.joining is not None

    def update(self, dt: float) -> None:
        if self.joining is None:
            return
        session, since = self.joining
        if session.seated:
            self.joining = None
            self.ctx.replace_all(self.ctx.make("net_lobby", session))
            return
        refusal = session.refusal
        if refusal is None and time.monotonic() - since < JOIN_SECONDS:
            return
        self.joining = None
        session.close()
        self.status = (
            _("The table said no: {reason}").format(reason=refusal)
            if refusal is not None
            else _("Nobody answered at {address}. Is the host's table open, and the address right?").format(
                address=self.address.value
            )
        )

    def box(self) -> pygame.Rect:
        return centred_panel(self.ctx, (0.9, 52), (0.94, 34))

    def _layout(self) -> None:
        """Laid out left to right (right to left through the mirror): the LAN's tables, then the fields."""
        box, u = self.box(), self.ctx.layout.unit
        flip = mirror(self.ctx, box)
        half = box.w // 2 - u * 2
        left, right = box.x + round(u * 1.5), box.centerx + u // 2
        bh = round(u * 2.3)
        items: list[tuple[Button, Callable[[], None]]] = []
        y = box.y + u * 6.5
        for found in self.found:
            items.append(
                (
                    Button(flip.rect(pygame.Rect(left, y, half, bh)), found.name, primary=False),
                    partial(self.choose_server, found),
                )
            )
            y += bh + u // 2
        look = _("Looking...") if self.browsing else _("Look again")
        items.append(
            (
                Button(flip.rect(pygame.Rect(left, y, half, bh)), look, primary=False, enabled=not self.browsing),
                self.look_around,
            )
        )
        self.note_y = round(y + bh + u // 3)  # "none found yet" goes under Look again
        y += bh + u * 2.5
        for table in self.tables:
            items.append(
                (
                    Button(flip.rect(pygame.Rect(left, y, half, bh)), table_line(table), primary=False),
                    partial(self.choose_table, table),
                )
            )
            y += bh + u // 2
        y = box.y + u * 6.5
        for text_field in self.fields:
            text_field.rect = flip.rect(pygame.Rect(right, y, half, bh))
            y += bh + u * 2.2
        small = (half - u) // 2
        buttons = [
            (pygame.Rect(right, y - u, small, bh), _("Join"), True, lambda: self.join()),
            (pygame.Rect(right + small + u, y - u, small, bh), _("List tables"), False, self.list_typed),
            (pygame.Rect(right, box.bottom - u - bh, small, bh), _("Host a table"), False, self.host),
            (pygame.Rect(right + small + u, box.bottom - u - bh, small, bh), _("Back"), False, self.back),
        ]
        for rect, label, primary, callback in buttons:
            items.append((Button(flip.rect(rect), label, primary=primary), callback))
        self.buttons.set(items)

    def handle(self, action: Action) -> None:
        if isinstance(action, PointerMove):
            self.ctx.pointer = action.pos
        self._layout()
        if isinstance(action, KeyPress) and action.key == pygame.K_ESCAPE:
            self.back()
            return
        if isinstance(action, PointerDown):
            hit = next((i for i, f in enumerate(self.fields) if f.hit(action.pos)), None)
            if hit is not None:
                self.field_focus, self.buttons.focus = hit, None
                return
        focus = self.field_focus
        if focus is not None:
            if self._field_key(self.fields[focus], action):
                return
        elif (
            isinstance(action, KeyPress)
            and action.key == pygame.K_TAB
            and self.buttons.focus == len(self.buttons.items) - 1
        ):
            self.field_focus, self.buttons.focus = 0, None
            return
        if isinstance(action, PointerDown | KeyPress):
            if isinstance(action, PointerDown):
                self.field_focus = None
            self.buttons.handle(action)

    def _field_key(self, field: TextField, action: Action) -> bool:
        """Typing into the focused field; whether the action was used."""
        if isinstance(action, TextTyped):
            field.type(action.text)
            return True
        if not isinstance(action, KeyPress):
            return False
        if action.key == pygame.K_BACKSPACE:
            field.erase()
        elif action.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
        elif action.key in (pygame.K_TAB, pygame.K_DOWN):
            at = self.fields.index(field) + 1
            self.field_focus = at if at < len(self.fields) else None
            self.buttons.focus = None if at < len(self.fields) else 0
        elif action.key == pygame.K_UP:
            self.field_focus = max(0, self.fields.index(field) - 1)
        return True  # every other key is typing (its text comes as TextTyped), never a shortcut

    def draw(self, surface: pygame.Surface) -> None:
        box, u = self.box(), self.ctx.layout.unit
        text = self.ctx.text
        screen_panel(surface, self.ctx, box, _("Play with friends"))
        self._layout()
        flip = mirror(self.ctx, box)
        left = box.x + round(u * 1.5)
        heading = text.render(_("Tables on this network"), round(u * 1.0), GOLD, bold=True)
        flip.blit(surface, heading, bottomleft=(left, box.y + u * 6))
        if not self.found and not self.browsing and not self.tables:
            none = text.render(_("None found yet: type the host's address."), round(u * 0.85), INK_DIM)
            flip.blit(surface, none, topleft=(left, self.note_y))
        if self.tables:
            first_table = self.buttons.items[len(self.found) + 1][0].rect
            label = text.render(_("Open tables: click one to join"), round(u * 0.9), GOLD, bold=True)
            flip.blit(surface, label, bottomleft=(left, first_table.y - u // 3))
        for i, text_field in enumerate(self.fields):
            text_field.draw(surface, text, u, i == self.field_focus)
        self.buttons.draw(surface, text, self.ctx.pointer)
        if self.status:
            y = box.bottom - u * 6
            for line in text.render_lines(self.status, round(u * 0.9), INK, box.w // 2 - u * 2):
                flip.blit(surface, line, topleft=(box.centerx + u // 2, y))
                y += line.get_height()
