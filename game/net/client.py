"""The client of a network table: :class:`RemoteTable` is what a table scene uses of a seat controller (``players``,
``to_move``, ``start``, ``submit``, ``subscribe``, ``view``, ``over``, no take-back), for its own seat, over a
WebSocket. The connection lives in a thread of its own and rejoins by itself with the seat's token after a lost
connection; what arrives waits in a thread-safe queue until the owner's thread calls :meth:`RemoteTable.poll`
(``wake`` is called from the network thread when something arrived, for the window to post a wake-up event).
A game seen again after a rejoin is not shown twice: only the events not yet handed out are."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from typing import Any, Self

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from game import __version__
from game.engine.controller import Rejection
from game.net.codec import WireError
from game.net.messages import (
    PROTOCOL,
    CreateTable,
    Hello,
    Intent,
    Join,
    Joined,
    ListTables,
    Refused,
    Seats,
    Start,
    TableInfo,
    Tables,
    Update,
    Welcome,
)
from game.net.wiretypes import wire_types

#: The largest message read from a server (a whole game's events after a rejoin).
MAX_SERVER_MESSAGE = 4 * 1024 * 1024
#: Refusals that end the client: trying again would not help.
FATAL = frozenset({"protocol", "bad_token", "password", "table_full", "no_table", "bad_table", "hello"})


class RemoteTable:
    """A seat at the table ``code`` of the server at ``url`` (``ws://host:port/``): taken back with ``token``, a
    free one taken with ``token`` "", or a new table made with ``create``. Call :meth:`connect` once, then
    :meth:`poll` from the thread that owns the table (the window's)."""

    def __init__(
        self,
        url: str,
        code: str = "",
        token: str = "",
        password: str = "",
        create: CreateTable | None = None,
        wake: Callable[[], None] | None = None,
        retry: float = 0.5,
        name: str = "",
    ) -> None:
        self.url = url
        self.code = code
        self.token = token
        self.password = password
        #: What the others call this player (sent with every join, so a rejoin keeps it).
        self.name = create.name if create is not None and not name else name
        self.create = create
        self.wake = wake or (lambda: None)
        self.retry = retry
        self.wire = wire_types()
        self.seat: int | None = None
        self.players = create.players if create is not None else 0
        #: The table's variant and options (the creator's, or as the server said on joining).
        self.variant = create.variant if create is not None else ""
        self.options: tuple[str, ...] = create.options if create is not None else ()
        self.seats: tuple[str, ...] = ()
        #: Each seat's person's name as the server has it ("" for none given).
        self.names: tuple[str, ...] = ()
        self.started = False
        #: Why the client stopped for good (a refusal no retry mends), else ``None``.
        self.fatal: Refused | None = None
        self.refusals: list[Refused] = []
        self._inbox: queue.Queue[object] = queue.Queue()
        self._listeners: list[Callable[[Any], None]] = []
        self._rewinds: list[Callable[[list[Any]], None]] = []
        self._view: Any = None
        self._to_move: int | None = None
        self._over = True
        self._game = -1
        self._step = 0
        self._shown = 0
        #: The events of the game last shown, as this seat saw them (handed out or not).
        self._events: list[Any] = []
        self._seq = 0
        self._answers: dict[int, Refused | None] = {}
        self._acked = 0
        self._lock = threading.Condition()
        self._socket: ClientConnection | None = None
        self._closing = threading.Event()
        self._joined = threading.Event()
        self.connections = 0
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)

    # ----- life ---------------------------------------------------------------------------------------------
    def connect(self, timeout: float = 10.0) -> Self:
        """Start the network thread; returns once seated (or refused: see :attr:`fatal`), or after ``timeout``."""
        self._thread.start()
        self._joined.wait(timeout)
        return self

    def close(self) -> None:
        self._closing.set()
        socket = self._socket
        if socket is not None:
            socket.close()
        self._thread.join(5.0)

    @property
    def connected(self) -> bool:
        return self._socket is not None and self.seat is not None

    def _run(self) -> None:
        while not self._closing.is_set() and self.fatal is None:
            try:
                with connect(
                    self.url, max_size=MAX_SERVER_MESSAGE, open_timeout=5, close_timeout=2, proxy=None
                ) as socket:
                    self._session(socket)
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError, WireError):
                pass
            finally:
                self._socket = None
            if self.fatal is None and not self._closing.is_set():
                self._closing.wait(self.retry)
        self._joined.set()

    def _session(self, socket: ClientConnection) -> None:
        socket.send(self.wire.dumps(Hello(PROTOCOL, f"panjpar {__version__}")))
        if not isinstance(self._read(socket.recv(5)), Welcome):
            return
        self.connections += 1
        if self.code:
            socket.send(self.wire.dumps(Join(self.code, self.token, self.password, self.name)))
        elif self.create is not None:
            socket.send(self.wire.dumps(self.create))
        self._socket = socket
        for text in socket:
            self._read(text)
            if self.fatal is not None:
                return

    def _read(self, text: str | bytes) -> object:
        """One message from the server: kept for :meth:`poll`, acks and refusals noted for :meth:`submit`."""
        message: object = self.wire.message(text)
        if isinstance(message, Joined):
            self.code, self.token, self.seat, self.players = message.code, message.token, message.seat, message.players
            self.variant, self.options = message.variant, message.options
            self._joined.set()
        elif isinstance(message, Refused):
            if message.code in FATAL:
                self.fatal = message
                self._joined.set()
            with self._lock:
                if message.seq:
                    self._answers[message.seq] = message
                elif message.code == "rate":  # refused before it was read: the intent sent last, if any
                    self._answers[self._seq] = message
                self._lock.notify_all()
        elif isinstance(message, Update):
            with self._lock:
                self._acked = max(self._acked, message.ack)
                # A program started again after a crash numbers its intents on from the seat's last one, which
                # the server would otherwise refuse as replayed.
                self._seq = max(self._seq, message.ack)
                self._lock.notify_all()
        self._inbox.put(message)
        self.wake()
        return message

    # ----- the owner's thread -------------------------------------------------------------------------------
    def poll(self) -> int:
        """Hand what arrived to the listeners (on the caller's thread); how many messages there were."""
        count = 0
        while True:
            try:
                message = self._inbox.get_nowait()
            except queue.Empty:
                return count
            count += 1
            if isinstance(message, Update):
                self._take(message)
            elif isinstance(message, Seats):
                self.seats, self.started, self.names = message.seats, message.started, message.names
            elif isinstance(message, Refused) and not message.seq:
                self.refusals.append(message)

    def _take(self, update: Update) -> None:
        if update.game != self._game:
            self._game, self._shown = update.game, 0
            self._events = []
        rewound = update.fresh and len(update.events) < self._shown
        new = update.events[self._shown :] if update.fresh else update.events
        self._shown = len(update.events) if update.fresh else self._shown + len(update.events)
        self._events = list(update.events) if update.fresh else self._events + list(update.events)
        self._view, self._to_move, self._over, self._step = update.view, update.to_move, update.over, update.step
        if rewound:  # the server came back before what was shown (a Panjpar defence not yet written)
            for rewind in list(self._rewinds):
                rewind(list(update.events))
            return
        for event in new:
            for listener in list(self._listeners):
                listener(event)

    def subscribe(self, listener: Callable[[Any], None], seat: int | None) -> None:
        """Call ``listener`` (from :meth:`poll`) with each event of this seat; no other seat's are ever sent."""
        if seat != self.seat:
            raise ValueError(f"a remote seat sees only its own events (seat {self.seat}), not seat {seat}'s")
        self._listeners.append(listener)

    def subscribe_rewind(self, listener: Callable[[list[Any]], None]) -> None:
        """Call ``listener`` with the whole game as this seat saw it when the table went back before what was
        shown (a server resumed at its last committed action): show the game again from those events."""
        self._rewinds.append(listener)

    def to_move(self) -> int | None:
        return None if self._over else self._to_move

    @property
    def over(self) -> bool:
        return self._over

    @property
    def game_number(self) -> int:
        """The number of the table's game last shown (0 first; -1 before the first)."""
        return self._game

    @property
    def events(self) -> list[Any]:
        """Every event of the game last shown, as this seat saw it (also those handed out before a listener came)."""
        return list(self._events)

    @property
    def step(self) -> int:
        """The actions of that game so far, as last shown."""
        return self._step

    def view(self, seat: int) -> Any:
        if seat != self.seat:
            raise ValueError("a remote seat has only its own view")
        return self._view

    def start(self) -> None:
        """Ask the server to start the table (seat 0) or deal the next game once one is over."""
        self._send(Start())

    def submit(self, action: Any, timeout: float = 5.0) -> Rejection[Any] | None:
        """Send ``action`` for this seat and wait for the server's answer (``timeout`` seconds at most)."""
        with self._lock:  # the network thread may move the count on (a seat taken back after a crash)
            self._seq += 1
            seq = self._seq
        if not self._send(Intent(seq, action)):
            return Rejection(action, "Not connected to the table.", "offline", {})
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._acked < seq and seq not in self._answers:
                left = deadline - time.monotonic()
                if left <= 0:
                    return Rejection(action, "The table did not answer.", "no_answer", {})
                self._lock.wait(left)
            refused = self._answers.pop(seq, None)
        if refused is None:
            return None
        return Rejection(action, refused.reason, refused.code, dict(refused.args))

    def can_take_back(self, seat: int) -> bool:
        return False

    def take_back(self, seat: int) -> list[Any] | None:
        return None

    def _send(self, message: object) -> bool:
        socket = self._socket
        if socket is None:
            return False
        try:
            socket.send(self.wire.dumps(message))
        except (ConnectionClosed, OSError):
            return False
        return True


def list_tables(url: str, timeout: float = 5.0) -> tuple[TableInfo, ...]:
    """The tables not started yet at the server ``url`` (its lobby), asked once over a short connection.

    Raises :class:`OSError` when the server cannot be reached or does not answer as a Panjpar server, with the
    reason in plain words."""
    wire = wire_types()
    try:
        with connect(url, max_size=MAX_SERVER_MESSAGE, open_timeout=timeout, close_timeout=1, proxy=None) as socket:
            socket.send(wire.dumps(Hello(PROTOCOL, f"panjpar {__version__}")))
            greeting = wire.message(socket.recv(timeout))
            if isinstance(greeting, Refused):
                raise OSError(greeting.reason)
            if not isinstance(greeting, Welcome):
                raise OSError("the server did not greet as a Panjpar server")
            socket.send(wire.dumps(ListTables()))
            answer = wire.message(socket.recv(timeout))
    except (ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError, WireError) as error:
        raise OSError(f"no Panjpar server answered at {url} ({type(error).__name__})") from error
    if not isinstance(answer, Tables):
        raise OSError("the server did not list its tables")
    return answer.tables
