"""A network server in a thread of its own, beside the window's loop (or a test's): :class:`ServerThread` runs a
:class:`~game.net.server.TableServer` in its own asyncio loop, so the caller's thread stays free and quiet."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from websockets.asyncio.server import Server

from game.net.server import TableServer


class ServerThread:
    """A :class:`TableServer` on ``host``:``port`` (0: any free port) in its own thread and asyncio loop; the
    caller's thread (the window's) stays free. :meth:`start` returns once it listens, :meth:`stop` ends it."""

    def __init__(self, server: TableServer, host: str = "127.0.0.1", port: int = 0) -> None:
        self.server = server
        self.host = host
        self.port = port
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)
        self.error: BaseException | None = None

    def start(self, timeout: float = 10.0) -> ServerThread:
        self._thread.start()
        if not self._ready.wait(timeout) or self.error is not None:
            raise RuntimeError(f"the server did not start: {self.error!r}")
        return self

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        try:
            self._task = loop.create_task(self.server.serve(self.host, self.port, self._listening))
            loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass
        except BaseException as error:  # reported by start()
            self.error = error
            self._ready.set()
        finally:
            loop.close()

    def _listening(self, server: Server) -> None:
        self.port = next(iter(server.sockets)).getsockname()[1]
        self._ready.set()

    def call(self, work: Callable[[], object]) -> None:
        """Run ``work`` in the server's thread (the tables are not thread-safe)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(work)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._task is not None:
            self._loop.call_soon_threadsafe(self._task.cancel)
        self._thread.join(timeout)

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}/"
