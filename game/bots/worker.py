"""``BotWorker``: a bot thinking in its own process, so that the table never drops a frame, and never waits forever.

Python threads share the GIL, so a bot thinking in a thread steals time from the drawing loop. The worker runs
the bot in a separate process of the ``spawn`` context (the same on Linux, Windows and macOS, and in the
frozen program once the app has called ``multiprocessing.freeze_support()``).

Use from the table's frame loop::

    worker = BotWorker(("panjpar", "hard"))
    worker.ask(controller.view(seat), seed)     # returns at once
    ...
    intent = worker.poll()                      # each frame: None until the bot has answered
    ...
    worker.close()

The bot is a built-in one, named by game and level (:func:`game.bots.table.make_bot`: never a file), or, for
tests, a picklable factory. ``cancel()`` abandons the request in progress (the bot is told to stop; its answer, if
any, is dropped).

The bot thinks to a deadline of the think budget (the table's, :func:`game.bots.table.think_budget`); at
:data:`CUT` times the budget its ``cancel`` is set, and it answers with the best move it has found so far (a
decision past its budget by more than half is cut). Every request also has a deadline of its own: the think
budget plus :data:`GRACE` seconds from the moment the process is ready
(a new process gets :data:`START_TIMEOUT` seconds to become ready). A request fails when the bot raises, the
process dies (killed, crashed) or misses the deadline (hung, or stopped with SIGSTOP): the process is then
killed with SIGKILL (which ends a stopped one too) and a new one asked again. After :data:`MAX_FAILURES` failures
on one request the worker gives up on it: ``poll()`` returns ``None``, ``busy`` turns false, ``gave_up`` is
true and ``error`` holds the last reason; the caller decides what plays instead (the table: the easy bot). A
request the bot refuses (:class:`~game.bots.base.BotError`: not its turn) is not retried: ``busy`` turns false
and ``error`` says why.
"""

from __future__ import annotations

import contextlib
import ctypes
import math
import multiprocessing
import random
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from game.bots.protocol import BotError
from game.bots.table import AnyBot, make_bot, think_budget

_CTX = multiprocessing.get_context("spawn")

#: Seconds a request may run past its think budget before the bot counts as hung.
GRACE = 2.0
#: Seconds a new process has to load the bot and say it is ready.
START_TIMEOUT = 15.0
#: Failures on one request before the worker gives up on it.
MAX_FAILURES = 3
#: The think budget of a bot given as a factory, when the caller names none.
DEFAULT_BUDGET = 1.0
#: A decision that has run this many times its budget is cut: its ``cancel`` is set, and the bot answers with the
#: best move found so far (the deadline it is given is the budget itself; this is for the long steps between its
#: checks of the clock, and for a machine so loaded that the bot sees the deadline late).
CUT = 1.5

#: What a worker runs: a built-in bot as ``(game id, level)``, or a picklable callable that makes the bot (tests).
BotSource = tuple[str, str] | Callable[[], AnyBot]


class CutFlag:
    """The bot's ``cancel`` in the worker's process: set once the parent cancelled the request being answered, or
    once the decision has run :data:`CUT` times its budget (the bot then plays the best move it has found so far).

    The shared counter has no lock: a lock held by a process that is then stopped or killed would block the
    parent's ``cancel`` for ever, and one aligned 64-bit word is read and written whole. Without a counter
    (``cancelled=None``: the benchmarks and tests that call a bot the way the worker does) only the clock sets it."""

    def __init__(self, cancelled: ctypes.c_int64 | None = None) -> None:
        self.cancelled = cancelled
        self.request = 0
        self.cut_at = math.inf

    def start(self, request: int, started: float, budget: float) -> None:
        """A new request, asked at ``started`` (``time.monotonic()``) with ``budget`` seconds to think."""
        self.request = request
        self.cut_at = started + CUT * budget

    def is_set(self) -> bool:
        if self.cancelled is not None and self.cancelled.value >= self.request:
            return True
        return time.monotonic() >= self.cut_at


def cut_flag(started: float, budget: float) -> CutFlag:
    """A ``cancel`` that sets itself :data:`CUT` times ``budget`` seconds after ``started``, as the worker's."""
    flag = CutFlag()
    flag.start(0, started, budget)
    return flag


def _serve(source: BotSource, conn: Connection, cancelled: ctypes.c_int64) -> None:
    """The worker process: say ``ready``, then answer ``(id, view, seed, budget)`` requests until ``None`` or the
    pipe closes; the bot gets a deadline ``budget`` seconds away and a ``cancel`` that also sets itself at
    :data:`CUT` times it. Replies are ``(id, "ok", intent)``, ``(id, "refused", reason)`` (:class:`BotError`: not the
    bot's turn) or ``(id, "error", reason)`` (anything else the bot raised); id 0 is about the process."""
    try:
        bot = make_bot(*source) if isinstance(source, tuple) else source()
    except Exception as error:  # a bot that cannot be made: say so and end
        with contextlib.suppress(OSError, ValueError):
            conn.send((0, "error", f"the bot could not be made: {type(error).__name__}: {error}"))
        return
    flag = CutFlag(cancelled)
    try:
        conn.send((0, "ready", None))
    except (OSError, ValueError):
        return
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request, view, seed, budget = message
        started = time.monotonic()
        flag.start(request, started, budget)
        deadline = started + budget
        try:
            intent = bot.step(view, random.Random(seed), deadline, flag)
            reply: tuple[Any, ...] = (request, "ok", intent)
        except BotError as error:  # a request the bot cannot answer (not its turn): asking again cannot help
            reply = (request, "refused", f"{type(error).__name__}: {error}")
        except Exception as error:  # the bot failed: the parent restarts the process and asks again
            reply = (request, "error", f"{type(error).__name__}: {error}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


class BotWorker:
    """One bot thinking in a child process; every call returns at once.

    ``source``: a built-in bot, ``(game, level)`` (anything else raises :class:`~game.bots.table.BotSpecError`),
    or a picklable factory. ``budget``: seconds per decision (``None``: the table's, :func:`~game.bots.table.
    think_budget`, or :data:`DEFAULT_BUDGET` for a factory). ``grace``, ``start_timeout``
    and ``max_failures``: see the module's docstring."""

    def __init__(
        self,
        source: BotSource,
        budget: float | None = None,
        *,
        grace: float = GRACE,
        start_timeout: float = START_TIMEOUT,
        max_failures: int = MAX_FAILURES,
    ) -> None:
        if isinstance(source, tuple):
            think_budget(*source)  # fail here, in the caller, with BotSpecError for anything but a built-in bot
        self.source = source
        self.spec = "-".join(source) if isinstance(source, tuple) else getattr(source, "__name__", "plug-in")
        #: Seconds per decision (``None``: the table's budget of the bot); ``ask`` may override it.
        self.budget = budget
        self.grace = grace
        self.start_timeout = start_timeout
        self.max_failures = max_failures
        #: Why the latest request failed (or last failed before it was answered), or ``None``.
        self.error: str | None = None
        #: The latest request failed ``max_failures`` times and was given up.
        self.gave_up = False
        #: Failures on the request in progress, and processes started in all (for tests and reports).
        self.failures = 0
        self.starts = 0
        self._cancelled = _CTX.RawValue(ctypes.c_int64, 0)
        self._request = 0
        self._pending: tuple[object, int, float | None] | None = None
        self._conn: Connection | None = None
        self._proc: BaseProcess | None = None
        self._started_at = 0.0
        self._ready_at: float | None = None
        self._sent_at = 0.0
        self._start()

    # ----- the process -----------------------------------------------------------------------------------
    def _start(self) -> None:
        """Start a process; if the system refuses (no processes or memory left), there is none and the request
        in progress fails like a dead process."""
        self._started_at, self._ready_at = time.monotonic(), None
        self.starts += 1
        try:
            self._conn, self._proc = self._spawn()
        except OSError as error:
            self._conn = self._proc = None
            self.error = f"the bot process could not start: {error}"

    def _spawn(self) -> tuple[Connection, BaseProcess]:
        parent, child = _CTX.Pipe()
        try:
            proc = _CTX.Process(target=_serve, args=(self.source, child, self._cancelled), daemon=True,
                                name=f"panjpar-bot-{self.spec}")  # fmt: skip
            proc.start()
        except BaseException:
            parent.close()
            raise
        finally:
            child.close()
        return parent, proc

    def _stop(self, patience: float = 0.5) -> None:
        """End the process: asked politely for ``patience`` seconds, then SIGKILL (a stopped one included)."""
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        if conn is not None and patience > 0:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        if proc is not None:
            if patience > 0:
                proc.join(timeout=patience)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=2.0)
        if conn is not None:
            conn.close()

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def pid(self) -> int | None:
        """The process's id (for tests that kill or stop it), or ``None``."""
        return self._proc.pid if self._proc is not None else None

    # ----- requests --------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Whether a request is being thought about (and not cancelled, answered or given up)."""
        return self._pending is not None

    def think_budget(self, budget: float | None = None) -> float:
        """The seconds a request may think before its grace starts."""
        if budget is not None:
            return budget
        if self.budget is not None:
            return self.budget
        return think_budget(*self.source) if isinstance(self.source, tuple) else DEFAULT_BUDGET

    def ask(self, view: object, seed: int, budget: float | None = None) -> None:
        """Start thinking about ``view`` (the seat's observation) with ``random.Random(seed)``; any earlier
        request is abandoned."""
        if self._pending is not None:
            self.cancel()
        self.error = None
        if not self.alive:
            self._stop(patience=0)
            self._start()
        self.gave_up = False
        self.failures = 0
        self._pending = (view, seed, budget if budget is not None else self.budget)
        self._send()

    def _send(self) -> None:
        assert self._pending is not None
        if self._conn is None:  # no process: poll() counts the failure
            return
        self._request += 1
        self._sent_at = time.monotonic()
        view, seed, budget = self._pending
        try:
            self._conn.send((self._request, view, seed, self.think_budget(budget)))
        except (OSError, ValueError):  # the process is gone: poll() sees it and restarts it
            pass
        except Exception as error:  # an unpicklable request: asking again cannot help
            self.error = f"cannot send the request: {type(error).__name__}: {error}"
            self.gave_up = True
            self._pending = None

    def _failed(self, reason: str) -> None:
        """The request in progress failed: kill the process; ask a new one again, or give up."""
        self.failures += 1
        self.error = reason
        self._stop(patience=0)
        if self.failures >= self.max_failures:
            self.gave_up = True
            self._pending = None
            return
        self._start()
        self._send()

    def _overdue(self, now: float) -> str | None:
        """Why the request in progress is late, or ``None``."""
        if self._ready_at is None:
            if now - self._started_at > self.start_timeout:
                return f"the bot process did not start within {self.start_timeout:g} s"
            return None
        assert self._pending is not None
        allowed = self.think_budget(self._pending[2]) + self.grace
        if now - max(self._sent_at, self._ready_at) > allowed:
            return f"the bot did not answer within {allowed:g} s"
        return None

    def poll(self) -> Any | None:
        """The bot's answer once it is ready, else ``None``; never blocks."""
        if self._pending is None:
            return None
        try:
            while self._conn is not None and self._conn.poll():
                request, status, payload = self._conn.recv()
                if request == 0 and status == "ready":
                    self._ready_at = time.monotonic()
                elif request in (0, self._request) and status == "error":
                    self._failed(str(payload))
                    return None
                elif request == self._request and status == "ok":
                    self._pending = None
                    return payload
                elif request == self._request and status == "refused":
                    self.error, self._pending = str(payload), None
                    return None
                # else: the answer to a cancelled request
        except (EOFError, OSError):
            pass
        if not self.alive:
            self._failed(self.error if self._proc is None and self.error else "the bot process died")
            return None
        late = self._overdue(time.monotonic())
        if late is not None:
            self._failed(late)
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

    def __exit__(self, *_: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self._stop(patience=0)
