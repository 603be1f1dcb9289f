"""The bot opponent as the table sees it: ask, then poll each frame until an intent is ready.

Each bot seat is a :class:`SeatBot`: a :class:`~game.bots.worker.BotWorker` (thinking in another process, so the
frame rate never drops; restarted when it fails, hangs or dies) and, once the worker has given up on a request,
the game's easy bot in this process for the rest of the table, so that the game always goes on; ``take_notice()``
then has the sentence the table shows the player. :class:`LocalBot` thinks in this process at once (tests,
``--smoke``).

A spec is a built-in bot's level only (game/bots/table.py); anything else (a saved game's row, a setting) plays as
the game's easy bot: a spec here never loads a file. Every game takes the same path.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any

from game.bots.protocol import uniform_action
from game.bots.table import AnyBot, level_or_default, make_bot
from game.bots.worker import BotWorker
from game.ui.botlike import BotLike
from game.ui.i18n import _


class LocalBot:
    """A built-in bot of ``game`` thinking in this process, at once, when asked. An answer that is not one of the
    view's legal actions (or a bot that raises) is replaced by a random legal one: the game must go on."""

    def __init__(self, game: str, spec: str) -> None:
        self.spec = level_or_default(game, spec)
        self._bot: AnyBot = make_bot(game, self.spec)
        #: The answer to the last question, until polled.
        self._answer_ready: Any = None

    @property
    def busy(self) -> bool:
        return False

    def ask(self, view: Any, seed: int) -> None:
        self._answer_ready = self._answer_for(view, random.Random(seed))

    def _answer_for(self, view: Any, rng: random.Random) -> Any:
        legal = list(view.legal_actions())
        try:
            answer = self._bot.step(view, rng)
        except Exception:  # the game must go on: any legal move
            answer = None
        return answer if answer in legal else uniform_action(view, rng)

    def poll(self) -> Any | None:
        answer, self._answer_ready = self._answer_ready, None
        return answer

    def cancel(self) -> None:
        self._answer_ready = None

    def close(self) -> None:
        self._answer_ready = None

    def take_notice(self) -> str | None:
        return None


class SeatBot:
    """One bot seat: its worker process, and the easy bot in this process once the worker gives up."""

    def __init__(self, worker: BotWorker, stand_in: Callable[[], BotLike]) -> None:
        self.worker: BotWorker | None = worker
        self._make_stand_in = stand_in
        #: The in-process bot that took over the seat, once the worker failed.
        self.stand_in: BotLike | None = None
        self._asked: tuple[Any, int] | None = None
        self._notice: str | None = None

    @property
    def busy(self) -> bool:
        return self.worker is not None and self.worker.busy

    def ask(self, view: Any, seed: int) -> None:
        self._asked = (view, seed)
        if self.stand_in is not None:
            self.stand_in.ask(view, seed)
        elif self.worker is not None:
            self.worker.ask(view, seed)

    def poll(self) -> Any | None:
        if self.stand_in is not None:
            return self.stand_in.poll()
        worker = self.worker
        if worker is None or self._asked is None:
            return None
        answer = worker.poll()
        if answer is not None or worker.busy:
            return answer
        self._take_over(worker.error or "no answer")
        return self.stand_in.poll() if self.stand_in is not None else None

    def _take_over(self, reason: str) -> None:
        """The worker gave up: the easy bot answers the request in progress and every later one, here."""
        assert self.worker is not None and self._asked is not None
        self.worker.close()
        self.worker = None
        self.stand_in = self._make_stand_in()
        self.stand_in.ask(*self._asked)
        self._notice = _("The easy bot plays this seat from now on, so the game goes on.")
        print(f"panjpar: a bot seat failed ({reason}); the easy bot took it over", file=sys.stderr, flush=True)

    def take_notice(self) -> str | None:
        """Once, after the easy bot took over: the sentence that tells the player (the table adds who)."""
        notice, self._notice = self._notice, None
        return notice

    def cancel(self) -> None:
        self._asked = None
        if self.stand_in is not None:
            self.stand_in.cancel()
        if self.worker is not None:
            self.worker.cancel()

    def close(self) -> None:
        if self.stand_in is not None:
            self.stand_in.close()
        if self.worker is not None:
            self.worker.close()


def make_seat_bot(game: str, spec: str, in_process: bool = False) -> BotLike:
    """The bot of one seat of ``game`` for ``spec`` (a level the game lacks plays as its easy bot): in a worker
    process, with the game's easy bot here standing in once the worker gives up; ``in_process``: here, at once."""
    level = level_or_default(game, spec)
    if in_process:
        return LocalBot(game, level)
    return SeatBot(BotWorker((game, level)), stand_in=lambda: LocalBot(game, level_or_default(game, "easy")))
