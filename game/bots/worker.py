"""``BotWorker``: a bot thinking in its own process, so that the table never drops a frame.

Python threads share the GIL, so a bot thinking in a thread steals time from the drawing loop. The worker runs
the bot in a separate process of the ``spawn`` context (the same on Linux, Windows and macOS, and in the
frozen program once the app has called ``multiprocessing.freeze_support()``).

Use from the table's frame loop::

    worker = BotWorker("hard")
    worker.ask(controller.view(seat), seed)     # returns at once
    ...
    intent = worker.poll()                      # each frame: None until the bot has answered
    ...
    worker.close()

``cancel()`` abandons the request in progress (the bot is told to stop; its answer, if any, is dropped).
If the process died (killed, crashed), the next ``ask``/``poll`` starts a new one and asks again once.
A request the bot cannot answer (not its turn, a broken bot) does not kill the worker: ``poll()`` returns
``None``, ``busy`` turns false and ``error`` holds the reason.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import random
import time
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from game.bots.registry import make_bot
from game.core.events import Intent
from game.core.view import SeatView

_CTX = multiprocessing.get_context("spawn")


class _CancelFlag:
    """The child's side of ``cancel``: set once the parent cancelled the request being answered."""

    def __init__(self, cancelled: Synchronized[int]) -> None:
        self.cancelled = cancelled
        self.request = 0

    def is_set(self) -> bool:
        return bool(self.cancelled.value >= self.request)


def _serve(spec: str, conn: Connection, cancelled: Synchronized[int]) -> None:
    """The worker process: answer ``(id, view, seed, budget)`` requests until ``None`` or the pipe closes."""
    bot = make_bot(spec)
    flag = _CancelFlag(cancelled)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request, view, seed, budget = message
        flag.request = request
        deadline = time.monotonic() + budget if budget is not None else None
        try:
            intent = bot.step(view, random.Random(seed), deadline, flag)
            reply: tuple[Any, ...] = (request, "ok", intent)
        except Exception as error:  # a bad request must not kill the worker
            reply = (request, "error", f"{type(error).__name__}: {error}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class BotWorker:
    """One bot (``spec`` as :func:`game.bots.make_bot`) thinking in a child process; every call returns at once."""

    def __init__(self, spec: str, budget: float | None = None) -> None:
        make_bot(spec)  # fail here, in the caller, with BotSpecError for a bad spec
        self.spec = spec
        #: Seconds per decision (``None``: the bot's own budget); ``ask`` may override it.
        self.budget = budget
        #: Why the latest request failed, or ``None``.
        self.error: str | None = None
        self._cancelled: Synchronized[int] = _CTX.Value("q", 0)
        self._request = 0
        self._pending: tuple[SeatView, int, float | None] | None = None
        self._retried = False
        self._conn: Connection | None = None
        self._proc: BaseProcess | None = None
        self._start()

    def _start(self) -> None:
        parent, child = _CTX.Pipe()
        proc = _CTX.Process(target=_serve, args=(self.spec, child, self._cancelled), daemon=True,
                            name=f"panjpar-bot-{self.spec}")  # fmt: skip
        proc.start()
        child.close()
        self._conn, self._proc = parent, proc

    def _stop(self) -> None:
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        if conn is not None:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        if proc is not None:
            proc.join(timeout=0.5)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1.0)
        if conn is not None:
            conn.close()

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def busy(self) -> bool:
        """Whether a request is being thought about (and not cancelled)."""
        return self._pending is not None

    def ask(self, view: SeatView, seed: int, budget: float | None = None) -> None:
        """Start thinking about ``view`` with ``random.Random(seed)``; any earlier request is abandoned."""
        if self._pending is not None:
            self.cancel()
        if not self.alive:
            self._stop()
            self._start()
        self.error = None
        self._retried = False
        self._pending = (view, seed, budget if budget is not None else self.budget)
        self._send()

    def _send(self) -> None:
        assert self._pending is not None and self._conn is not None
        self._request += 1
        view, seed, budget = self._pending
        try:
            self._conn.send((self._request, view, seed, budget))
        except Exception as error:  # unpicklable request, broken pipe
            self._fail(f"cannot send the request: {type(error).__name__}: {error}")

    def _fail(self, reason: str) -> None:
        self.error = reason
        self._pending = None

    def poll(self) -> Intent | None:
        """The bot's answer once it is ready, else ``None``; never blocks."""
        if self._pending is None or self._conn is None:
            return None
        try:
            while self._conn.poll():
                request, status, payload = self._conn.recv()
                if request != self._request:
                    continue  # the answer to a cancelled request
                self._pending = None
                if status == "ok":
                    return payload  # type: ignore[no-any-return]
                self._fail(str(payload))
                return None
        except (EOFError, OSError):
            pass
        if not self.alive:
            if self._retried:
                self._stop()
                self._fail("the bot process died twice on this request")
                return None
            self._retried = True
            self._stop()
            self._start()
            self._send()
        return None

    def cancel(self) -> None:
        """Abandon the request in progress: the bot stops thinking and its answer is dropped."""
        if self._pending is not None:
            self._cancelled.value = self._request
            self._pending = None

    def close(self) -> None:
        """Stop the process (the worker can still be used: ``ask`` starts a new one)."""
        self.cancel()
        self._stop()

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self._stop()
