"""A table hosted by this window: the network server in a thread of its own (game/net/hosting.py), on the port the
player chose or, when that one is taken, on any free one, announced on the LAN by multicast DNS for as long as it
runs. Nothing listens before the player hosts, and :meth:`Hosting.stop` closes it all."""

from __future__ import annotations

import logging
import socket
import threading
from pathlib import Path

from game.net.discovery import Advertiser, lan_address
from game.net.hosting import ServerThread
from game.net.server import TableServer

log = logging.getLogger(__name__)

#: The port a host listens on unless it is taken (then any free one).
DEFAULT_PORT = 8765
#: Where a host listens: every interface, since hosting is asking to be reached (the tests use loopback).
LISTEN = "0.0.0.0"
#: Whether a host announces its table on the LAN (the tests turn it off: no multicast leaves loopback).
ANNOUNCE = True


class Hosting:
    """The server of a window that hosts, its games kept in ``folder`` (apart from the window's own store)."""

    def __init__(self, folder: Path, port: int = DEFAULT_PORT, grace: float = 30.0) -> None:
        self.folder = folder
        self.thread: ServerThread | None = None
        self.advertiser: Advertiser | None = None
        self._wanted_port = port
        self._listen, self._advertise = LISTEN, ANNOUNCE
        self._grace = grace
        self._announcing: threading.Thread | None = None
        self._closing = threading.Event()
        #: Held while the announcer hands its announcement over, or :meth:`stop` takes it: one of them closes it.
        self._handover = threading.Lock()

    def start(self) -> Hosting:
        """Listen on every interface, on the chosen port or, if another program has it, any free one.

        Raises :class:`OSError` with the reason when no port can be had, or the folder cannot be written."""
        last: BaseException | None = None
        for port in dict.fromkeys((self._wanted_port, 0)):
            thread = ServerThread(TableServer(self.folder, grace=self._grace), self._listen, port)
            try:
                self.thread = thread.start()
                break
            except RuntimeError as error:
                last = error
        if self.thread is None:
            raise OSError(f"could not host a table: {last}")
        if self._advertise:  # zeroconf's calls block for a moment: never on the window's thread
            self._announcing = threading.Thread(target=self._announce, name="net-announce", daemon=True)
            self._announcing.start()
        return self

    def _announce(self) -> None:
        try:
            advertiser = Advertiser(f"Panjpar at {socket.gethostname()}", self.port)
        except Exception as error:  # no multicast here: friends type the address instead
            log.warning("the table is not announced on the LAN: %s", error)
            return
        with self._handover:
            if not self._closing.is_set():
                self.advertiser = advertiser
                return
        _close(advertiser)  # the window stopped hosting meanwhile: the announcer takes its announcement back

    @property
    def port(self) -> int:
        return self.thread.port if self.thread is not None else 0

    @property
    def local_url(self) -> str:
        """Where this window's own seat connects (loopback)."""
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def address(self) -> str:
        """What friends type to reach the table: this computer's LAN address and the port."""
        return f"{lan_address()}:{self.port}"

    def stop(self) -> None:
        """Stop listening and announcing (the tables stay in the folder: hosting again resumes them). An
        announcement still being made is not waited for (zeroconf first probes the LAN for a second or more: a
        window quit soon after hosting lingered that long): its thread takes it back once made."""
        with self._handover:
            self._closing.set()
            advertiser, self.advertiser = self.advertiser, None
        if advertiser is not None:
            _close(advertiser)
        if self.thread is not None:
            self.thread.stop()
            self.thread = None


def _close(advertiser: Advertiser) -> None:
    """Take the table's announcement off the LAN."""
    try:
        advertiser.close()
    except Exception as error:
        log.warning("the LAN announcement did not close: %s", error)
