"""The WebSocket server of network tables: ``panjpar serve`` and a host's window run the same one, in an asyncio
loop of its own thread, at path ``/`` of one port. It checks every message (size by websockets' ``max_size``, type
by the codec, rate per connection), routes it to its table, and hands the bots' turns to a thread pool so that no
table waits for another's bot. A bad client is refused or disconnected; nothing it sends can raise past its own
connection. Storage is opened and used in the server's thread only (SQLite)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from game import __version__
from game.bots.table import AnyBot, make_bot
from game.net.book import Book
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
    Start,
    Tables,
    Welcome,
)
from game.net.restore import restore_tables
from game.net.seats import new_code, password_hash
from game.net.table import NetTable, checked_spec
from game.net.wiretypes import wire_types
from game.storage import Store

log = logging.getLogger("panjpar.net")
#: The largest message a client may send (an intent is ~100 bytes; a created table's request a few hundred).
MAX_CLIENT_MESSAGE = 8 * 1024
#: Messages a connection may send per second, and in one burst.
RATE, BURST = 20.0, 40
#: Refusals a connection may earn before it is closed (malformed messages, floods).
STRIKES = 30
#: Messages queued for one slow client before it is closed (memory stays bounded).
OUTBOX = 256
#: Seconds a new connection has to say :class:`Hello`.
HELLO_TIMEOUT = 10.0
MAX_TABLES = 2000
#: Seconds a closing handshake may take: a flood cut off stops being read, so its close frame may never be.
CLOSE_TIMEOUT = 2.0
#: What an older or newer program is told.
PROTOCOL_WORDS = (
    "This server speaks network protocol {ours}, your program protocol {theirs}: "
    "install the same version of Panjpar as the server ({program}) and join again."
)


@dataclass
class Connection:
    """One client: its rate bucket, its refusals so far, its outbox and, once joined, its table and seat."""

    socket: ServerConnection
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(OUTBOX))
    tokens: float = BURST
    stamp: float = field(default_factory=time.monotonic)
    strikes: int = 0
    table: NetTable | None = None
    seat: int = -1

    def allowed(self) -> bool:
        """Take one message from the bucket (refilled at :data:`RATE` a second)."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def send(self, text: str) -> None:
        """Queue ``text``; a client too slow to read :data:`OUTBOX` messages is cut off."""
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.socket.transport.abort()


class TableServer:
    """The tables of one server; ``data_dir``: where games and the book are kept (``None``: nothing saved);
    ``grace``: seconds a dropped person keeps a seat before a bot plays it; ``keep``: seconds a started table
    nobody is at stays open (then it is let go, its games kept in the store)."""

    def __init__(
        self, data_dir: Path | None = None, grace: float = 30.0, seed: int | None = None, keep: float = 3600.0
    ) -> None:
        self.data_dir = data_dir
        self.grace = grace
        self.keep = keep
        self.rng = random.Random(seed)
        self.wire = wire_types()
        self.tables: dict[str, NetTable] = {}
        self.store: Store | None = None
        self.book: Book | None = None
        self.bots: dict[tuple[str, int], AnyBot] = {}
        self.thinking: set[str] = set()
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="net-bot")
        #: Set when the server closes: a bot thinking answers at once (the pool's threads are joined when the
        #: process exits, so a bot thinking to its deadline kept a quit window's process up to 2 s).
        self.stopping = threading.Event()
        self.actions = 0

    # ----- life ----------------------------------------------------------------------------------------------
    def open_storage(self) -> None:
        """Open the store and the book, and every table they hold at its last committed action."""
        if self.data_dir is None:
            return
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = Store.open(self.data_dir)
        self.book = Book(self.data_dir)
        for table in restore_tables(self.book, self.store, self.wire, self.rng):
            self._add(table)
        for problem in self.store.problems:
            log.warning("%s", problem)

    def close(self) -> None:
        self.stopping.set()
        self.pool.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            self.store.close()

    async def serve(self, host: str, port: int, ready: Callable[[Server], None] | None = None) -> None:
        """Serve on ``host``:``port`` until cancelled."""
        self.open_storage()
        ticker = asyncio.create_task(self._tick())
        try:
            async with serve(
                self.handle,
                host,
                port,
                max_size=MAX_CLIENT_MESSAGE,
                max_queue=4,
                close_timeout=CLOSE_TIMEOUT,
                process_request=_root_only,
            ) as server:
                if ready is not None:
                    ready(server)
                await asyncio.Future()
        finally:
            ticker.cancel()
            self.close()

    async def _tick(self) -> None:
        """Four times a second: the grace of each seat left, the bots' turns, the tables nobody is at."""
        while True:
            await asyncio.sleep(0.25)
            now = time.monotonic()
            for code, table in list(self.tables.items()):
                try:
                    if table.abandoned(now, self.grace, self.keep):
                        self._drop(code)
                        continue
                    table.tick(now, self.grace)
                    self._drive(table)
                except Exception:  # one table's bug must not stop the clock of the others
                    log.exception("table %s failed", code)

    def _drop(self, code: str) -> None:
        del self.tables[code]
        for seat in [key for key in self.bots if key[0] == code]:
            del self.bots[seat]
        if self.book is not None:
            self.book.drop(code)

    # ----- a connection ------------------------------------------------------------------------------------
    async def handle(self, socket: ServerConnection) -> None:
        connection = Connection(socket)
        writer = asyncio.create_task(self._write(connection))
        try:
            if await self._greet(connection):
                async for text in socket:
                    if not self._receive(connection, text):
                        break
        except (ConnectionClosed, TimeoutError):  # gone, or never said hello
            pass
        except Exception:  # a bug must cost this connection only, never the server
            log.exception("connection failed")
        finally:
            if connection.table is not None:
                connection.table.disconnect(connection.seat, connection.send, time.monotonic())
            with contextlib.suppress(asyncio.QueueFull):
                connection.outbox.put_nowait(None)  # what is queued goes out (a refusal), then the close
            with contextlib.suppress(TimeoutError, asyncio.CancelledError, ConnectionClosed):
                await asyncio.wait_for(writer, 2.0)
            await socket.close()

    async def _write(self, connection: Connection) -> None:
        while (text := await connection.outbox.get()) is not None:
            await connection.socket.send(text)

    async def _greet(self, connection: Connection) -> bool:
        first = await asyncio.wait_for(connection.socket.recv(), HELLO_TIMEOUT)
        try:
            hello = self.wire.loads(first, Hello)
        except WireError:
            connection.send(self.wire.dumps(Refused("hello", "Say hello first.")))
            return False
        if hello.protocol != PROTOCOL:
            words = PROTOCOL_WORDS.format(ours=PROTOCOL, theirs=hello.protocol, program=f"panjpar {__version__}")
            connection.send(self.wire.dumps(Refused("protocol", words)))
            return False
        connection.send(self.wire.dumps(Welcome(PROTOCOL, f"panjpar {__version__}")))
        return True

    def _receive(self, connection: Connection, text: str | bytes) -> bool:
        """Handle one message; ``False`` closes the connection."""
        if not connection.allowed():
            return self._refuse(connection, Refused("rate", "Too many messages: slow down."))
        try:
            message: object = self.wire.message(text)
        except WireError as error:
            return self._refuse(connection, Refused("malformed", f"Not a message: {error}"))
        try:
            refusal = self._dispatch(connection, message)
        except WireError as error:
            refusal = Refused("malformed", str(error))
        return True if refusal is None else self._refuse(connection, refusal)

    def _refuse(self, connection: Connection, refusal: Refused) -> bool:
        connection.strikes += 1
        connection.send(self.wire.dumps(refusal))
        return connection.strikes < STRIKES

    def _dispatch(self, connection: Connection, message: object) -> Refused | None:
        table = connection.table
        if isinstance(message, Intent | Start) and not self._holds(connection):
            seq = message.seq if isinstance(message, Intent) else 0
            return Refused("not_seated", "This connection holds no seat (join, or join again).", seq)
        if isinstance(message, Intent):
            assert table is not None
            refusal = table.submit(connection.seat, message.seq, message.action)
            if refusal is None:
                self.actions += 1
                self._drive(table)
            return refusal
        if isinstance(message, ListTables):
            open_tables = [t.info() for t in self.tables.values() if not t.started][:100]
            connection.send(self.wire.dumps(Tables(tuple(open_tables))))
            return None
        if isinstance(message, Start):
            assert table is not None
            refusal = table.start(connection.seat)
            self._drive(table)
            return refusal
        if not isinstance(message, CreateTable | Join):
            return Refused("unknown", "Not a message a client sends.")
        if table is not None:
            return Refused("seated", "This connection already sits at a table.")
        return (
            self._create(connection, message) if isinstance(message, CreateTable) else self._join(connection, message)
        )

    @staticmethod
    def _holds(connection: Connection) -> bool:
        """Whether ``connection`` is its seat's (a newer connection with the seat's token takes it over)."""
        table = connection.table
        return table is not None and table.seats[connection.seat].sink == connection.send

    def _create(self, connection: Connection, request: CreateTable) -> Refused | None:
        if len(self.tables) >= MAX_TABLES:
            return Refused("server_full", "This server has all the tables it can hold.")
        code = new_code()
        while code in self.tables:
            code = new_code()
        try:
            spec = checked_spec(
                code,
                request.variant,
                request.players,
                request.options,
                request.bots,
                password_hash(request.password[:128]),
            )
        except ValueError as error:
            return Refused("bad_table", str(error))
        table = NetTable(spec, self.store, self.wire, random.Random(self.rng.getrandbits(64)))
        self._add(table)
        return self._join(connection, Join(code, "", request.password, request.name))

    def _add(self, table: NetTable) -> None:
        self.tables[table.spec.code] = table
        if self.book is not None:
            book = self.book
            table.on_change = book.note
            book.note(table)

    def _join(self, connection: Connection, request: Join) -> Refused | None:
        table = self.tables.get(request.code.upper()[:16])
        if table is None:
            return Refused("no_table", "No table has that code.")
        seated = table.join(request.token[:64], request.password[:128], request.name[:200])
        if isinstance(seated, Refused):
            return seated
        seat, token = seated
        connection.table, connection.seat = table, seat
        spec = table.spec
        connection.send(self.wire.dumps(Joined(spec.code, seat, token, spec.variant, spec.players, spec.options)))
        table.connect(seat, connection.send)
        self._drive(table)
        return None

    # ----- bots ---------------------------------------------------------------------------------------------
    def _drive(self, table: NetTable) -> None:
        """If a bot plays the seat to move, ask it in the pool; its answer is played back on this loop."""
        seat = table.bot_seat()
        code = table.spec.code
        if seat is None or code in self.thinking:
            return
        bot = self.bots.get((code, seat))
        if bot is None:
            bot = self.bots[(code, seat)] = make_bot(table.game, table.spec.bots)
        self.thinking.add(code)
        position = (table.number, table.step)
        view = table.view(seat)
        rng = random.Random(self.rng.getrandbits(64))
        deadline = time.monotonic() + 2.0
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.pool, lambda: bot.step(view, rng, deadline, self.stopping))

        def answered(done: asyncio.Future[object]) -> None:
            self.thinking.discard(code)
            if done.cancelled() or done.exception() is not None:
                log.error("a bot of table %s failed: %r", code, None if done.cancelled() else done.exception())
                return
            if (table.number, table.step) == position and table.bot_seat() == seat:
                if table.play(seat, done.result()) is not None:  # a bot's bug must not stop the table
                    log.warning("a bot of table %s answered an illegal action; its first legal one is played", code)
                    table.play(seat, next(iter(table.view(seat).legal_actions())))
                self.actions += 1
            self._drive(table)

        future.add_done_callback(answered)


def _root_only(connection: ServerConnection, request: Request) -> Response | None:
    """Refuse any path but ``/`` before the WebSocket handshake."""
    if request.path != "/":
        return connection.respond(HTTPStatus.NOT_FOUND, "Panjpar tables are at the path /.\n")
    return None
