"""A seat at a network table, as the window holds it: the client of the table (game/net/client.py), the server
when this window hosts (``hosting.py``), and what the settings keep so that the window rejoins the same seat after
a crash or a restart (:class:`SeatRecord`).

The client's thread wakes the window's loop by posting :data:`WAKE` whenever a message arrives, so that a table
where nothing happens leaves the window asleep.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.net.client import RemoteTable
from game.net.messages import CreateTable, Refused
from game.ui.i18n import _
from game.ui.network.hosting import DEFAULT_PORT, Hosting
from game.ui.people import person_name

#: The event the network thread posts when a message arrived (the loop wakes, the table polls its client).
WAKE = pygame.event.custom_type()


def wake_window() -> None:
    """Post :data:`WAKE` (from any thread); harmless once the window has closed."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """What the settings keep of a network seat: hosted on ``port`` by this window, or joined at ``url``; the
    table's code and the seat's token."""

    hosted: bool
    where: str
    code: str
    token: str

    def text(self) -> str:
        return " ".join(("host" if self.hosted else "join", self.where, self.code, self.token))

    @classmethod
    def parse(cls, text: str) -> SeatRecord | None:
        """The record kept in ``text``, or ``None`` when there is none (or it is not one: a hand-edited setting)."""
        parts = text.split()
        if len(parts) != 4 or parts[0] not in ("host", "join"):
            return None
        hosted = parts[0] == "host"
        if hosted and not parts[1].isdigit():
            return None
        if not hosted and not parts[1].startswith(("ws://", "wss://")):
            return None
        return cls(hosted, parts[1], parts[2], parts[3])


def server_url(address: str) -> str:
    """``host:port``, ``host`` or a ``ws://`` URL as the client connects to it (the default port when none is
    given). Raises :class:`ValueError` with the reason for an address that cannot be one."""
    typed = address.strip()
    if not typed:
        raise ValueError(_("Type the host's address, such as 192.168.1.20 or 192.168.1.20:8765."))
    if typed.startswith(("ws://", "wss://")):
        return typed if typed.endswith("/") else typed + "/"
    host, _sep, port = typed.rpartition(":") if typed.count(":") == 1 else (typed, "", "")
    if not host:
        raise ValueError(_("The address has no computer before the port."))
    if port and not (port.isdigit() and 0 < int(port) < 65536):
        raise ValueError(_("{port} is not a port: a number from 1 to 65535.").format(port=port))
    if any(c.isspace() or c in "/@?#" for c in host):
        raise ValueError(_("{host} is not a computer's address.").format(host=host))
    return f"ws://{host}:{port or DEFAULT_PORT}/"


def refusal_words(refused: Refused) -> str:
    """Why the server would not have this seat, in the player's language (the server's English reason for a code
    this program does not know: the server may be newer)."""
    words = {
        "no_table": lambda: _("No table has that code."),
        "password": lambda: _("The table's password is not right."),
        "table_full": lambda: _("Every seat at this table is taken."),
        "bad_token": lambda: _("This seat is no longer kept at that table."),
        "server_full": lambda: _("This server has all the tables it can hold."),
        "protocol": lambda: _("The host runs another version of Panjpar: install the same version and join again."),
        "replaced": lambda: _("This seat was taken up by another window."),
    }.get(refused.code)
    return words() if words is not None else refused.reason


def net_seat_name(client: RemoteTable, seat: int) -> str:
    """Another seat of a network table as the player reads it: the name its person gave, else by seat number
    ("Seat 2", or "Bot 3" for a seat a bot plays), so that two seats are never named alike."""
    seats, names = client.seats, client.names
    name = names[seat] if seat < len(names) else ""
    if name:
        return name
    status = seats[seat] if seat < len(seats) else "person"
    return _("Bot {n}").format(n=seat + 1) if status == "bot" else person_name(seat)


class NetSession:
    """The window's seat at a network table: ``client``, and ``hosting`` when the window hosts the table."""

    def __init__(self, client: RemoteTable, hosting: Hosting | None = None) -> None:
        self.client = client
        self.hosting = hosting

    @classmethod
    def host(
        cls, folder: Path | None, create: CreateTable, port: int = DEFAULT_PORT, grace: float = 30.0
    ) -> NetSession:
        """Host a new table: start the server (raises :class:`OSError` when it cannot listen), then sit at seat 0;
        ``grace``: seconds a friend's lost seat waits before a bot plays it."""
        hosting = Hosting(folder or _memory_folder(), port, grace).start()
        client = RemoteTable(hosting.local_url, create=create, wake=wake_window)
        return cls(client, hosting)

    @classmethod
    def rejoin(cls, record: SeatRecord, folder: Path | None, grace: float = 30.0, name: str = "") -> NetSession:
        """Take the recorded seat back; a table this window hosted is hosted again first (its server resumes it)."""
        if record.hosted:
            hosting = Hosting(folder or _memory_folder(), int(record.where), grace).start()
            client = RemoteTable(hosting.local_url, code=record.code, token=record.token, wake=wake_window, name=name)
            return cls(client, hosting)
        return cls(RemoteTable(record.where, code=record.code, token=record.token, wake=wake_window, name=name))

    @classmethod
    def join(cls, url: str, code: str, password: str = "", name: str = "") -> NetSession:
        return cls(RemoteTable(url, code=code.strip().upper(), password=password, wake=wake_window, name=name))

    def connect(self) -> NetSession:
        """Start the client's thread without waiting: the screens poll :attr:`seated` and :attr:`refusal`."""
        self.client.connect(timeout=0)
        return self

    @property
    def seated(self) -> bool:
        return self.client.seat is not None

    @property
    def refusal(self) -> str | None:
        """Why the table would not have this seat, for good (a wrong code, a full table...), else ``None``."""
        return refusal_words(self.client.fatal) if self.client.fatal is not None else None

    def record(self) -> SeatRecord | None:
        """What the settings keep to rejoin this seat (``None`` before the seat is given)."""
        if self.client.seat is None:
            return None
        if self.hosting is not None:
            return SeatRecord(True, str(self.hosting.port), self.client.code, self.client.token)
        return SeatRecord(False, self.client.url, self.client.code, self.client.token)

    def close(self) -> None:
        """Leave the table (the seat stays ours on the server for its grace) and stop hosting."""
        self.client.close()
        if self.hosting is not None:
            self.hosting.stop()


def _memory_folder() -> Path:
    """A folder of its own for a window that keeps nothing on disk (``--smoke``, tests): a temporary one."""
    import tempfile

    return Path(tempfile.mkdtemp(prefix="panjpar-hosted-"))
